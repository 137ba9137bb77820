import type { DataSource } from 'typeorm';
import { createScratchDatabase, type ScratchDatabase } from '../src/engine/database/scratch-database';
import { TEST_DATABASE_URL } from './support/env';
import { describeWorkEngine, workDataSource } from './support/work-engine-cases';

// The engine's cases on MariaDB (a scratch database of their own): concurrent claims run on separate connections of the pool and race for real here.
let scratch: ScratchDatabase;
describeWorkEngine(
  'mariadb',
  async () => {
    scratch = await createScratchDatabase(TEST_DATABASE_URL, 'ens_work');
    return workDataSource(scratch.url).initialize();
  },
  async (ds: DataSource) => {
    await ds.destroy();
    await scratch.drop();
  },
);
