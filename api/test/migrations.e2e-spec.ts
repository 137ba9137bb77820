import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source';
import { mariadbMigrations } from '../src/database/migrations/mariadb';
import { sqliteMigrations } from '../src/database/migrations/sqlite';
import { createScratchDatabase } from '../src/database/scratch-database';
import { pendingSchemaChanges } from '../src/database/schema-diff';
import { TEST_DATABASE_URL } from './support/env';

/**
 * Each dialect's migration set, run on an empty database, must produce exactly the schema the entities
 * describe (no pending change), and must undo cleanly. A changed entity without a migration fails here.
 */
async function checkDialect(options: ConstructorParameters<typeof DataSource>[0], migrationCount: number) {
  const ds = new DataSource(options);
  await ds.initialize();
  try {
    const ran = await ds.runMigrations({ transaction: 'each' });
    expect(ran).toHaveLength(migrationCount);
    const pending = await pendingSchemaChanges(ds);
    expect(pending.up.map((q) => q.query)).toEqual([]);

    for (let i = 0; i < migrationCount; i++) await ds.undoLastMigration({ transaction: 'each' });
    const runner = ds.createQueryRunner();
    try {
      const left: string[] = [];
      for (const meta of ds.entityMetadatas)
        if (await runner.hasTable(meta.tableName)) left.push(meta.tableName);
      expect(left).toEqual([]);
    } finally {
      await runner.release();
    }
  } finally {
    await ds.destroy();
  }
}

describe('migrations match the entities', () => {
  it('MariaDB', async () => {
    const scratch = await createScratchDatabase(TEST_DATABASE_URL, 'ens_mig');
    try {
      await checkDialect(
        dataSourceOptions({ databaseUrl: scratch.url, dataDir: os.tmpdir(), runMigrations: false }),
        mariadbMigrations.length,
      );
    } finally {
      await scratch.drop();
    }
  });

  it('SQLite', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ens-mig-'));
    try {
      await checkDialect(
        dataSourceOptions({ databaseUrl: null, dataDir: dir, runMigrations: false }),
        sqliteMigrations.length,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
