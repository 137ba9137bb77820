import { describeWorkEngine, workDataSource } from '../../../test/support/work-engine-cases';

// The engine's cases on the embedded default (SQLite in memory); test/work-engine.e2e-spec.ts runs them on MariaDB.
describeWorkEngine(
  'sqlite',
  () => workDataSource(null).initialize(),
  (ds) => ds.destroy(),
);
