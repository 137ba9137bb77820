import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { DataSource, type MigrationInterface, type TableColumn, type TableForeignKey } from 'typeorm';
import { dataSourceOptions } from '../src/data-source';
import { mariadbMigrations } from '../src/engine/database/migrations/mariadb';
import { sqliteMigrations } from '../src/engine/database/migrations/sqlite';
import { createScratchDatabase } from '../src/engine/database/scratch-database';
import { pendingSchemaChanges } from '../src/engine/database/schema-diff';
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

/** What a dialect's migrations build, in terms both dialects share: tables, columns, nullability, indexes. */
interface SchemaShape {
  tables: string[];
  columns: Record<string, string[]>;
  indexes: Record<string, string[]>;
}

async function shapeOf(ds: DataSource): Promise<SchemaShape> {
  const runner = ds.createQueryRunner();
  try {
    const listed = (await ds.query(
      ds.options.type === 'mariadb' || ds.options.type === 'mysql'
        ? 'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE()'
        : "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
    )) as { name?: string; NAME?: string; TABLE_NAME?: string }[];
    const names = listed
      .map((row) => row.name ?? row.NAME ?? row.TABLE_NAME ?? '')
      .filter((name) => name !== 'migrations');
    const tables = await runner.getTables(names);
    const shape: SchemaShape = { tables: [], columns: {}, indexes: {} };
    for (const table of tables) {
      const name = table.name.split('.').pop()!;
      shape.tables.push(name);
      shape.columns[name] = table.columns.map((c) => `${c.name}${c.isNullable ? ' NULL' : ''}`).sort();
      // A column's `unique: true` is a unique index on MariaDB (IDX_<hash>) and a unique constraint on SQLite
      // (UQ_<the same hash and one more character>): compared by the hash. MariaDB's implicit indexes on foreign keys
      // have no SQLite counterpart and are left out.
      const uniqueName = (n = '') => n.replace(/^(?:IDX|UQ)_([0-9a-f]{26})[0-9a-f]?$/, 'UNIQUE_$1');
      shape.indexes[name] = [
        ...table.indices.map(
          (i) =>
            `${i.isUnique ? uniqueName(i.name) : i.name}(${i.columnNames.join(',')})${i.isUnique ? ' UNIQUE' : ''}`,
        ),
        ...table.uniques.map((u) => `${uniqueName(u.name)}(${u.columnNames.join(',')}) UNIQUE`),
      ]
        .filter((i) => !i.startsWith('FK_'))
        .sort();
    }
    shape.tables.sort();
    return shape;
  } finally {
    await runner.release();
  }
}

async function migratedShape(options: ConstructorParameters<typeof DataSource>[0]): Promise<SchemaShape> {
  const ds = new DataSource(options);
  await ds.initialize();
  try {
    await ds.runMigrations({ transaction: 'each' });
    return await shapeOf(ds);
  } finally {
    await ds.destroy();
  }
}

describe('the two migration sets', () => {
  it('build the same tables, columns, nullability and indexes', async () => {
    const scratch = await createScratchDatabase(TEST_DATABASE_URL, 'ens_mig');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ens-mig-'));
    try {
      const mariadb = await migratedShape(
        dataSourceOptions({ databaseUrl: scratch.url, dataDir: os.tmpdir(), runMigrations: false }),
      );
      const sqlite = await migratedShape(
        dataSourceOptions({ databaseUrl: null, dataDir: dir, runMigrations: false }),
      );
      expect(mariadb.tables.length).toBeGreaterThan(10);
      expect(sqlite.tables).toEqual(mariadb.tables);
      expect(sqlite.columns).toEqual(mariadb.columns);
      expect(sqlite.indexes).toEqual(mariadb.indexes);
    } finally {
      await scratch.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

/** A value a NOT NULL column without a default accepts, from its type. */
function seedValue(column: TableColumn, fk: TableForeignKey | undefined): unknown {
  const type = column.type.toLowerCase();
  if (fk) return 1;
  if (column.enum?.length) return column.enum[0];
  if (/int|decimal|numeric|float|double|real|bool/.test(type)) return 1;
  if (type === 'datetime' || type === 'timestamp') return '2026-01-02 03:04:05';
  if (type === 'date') return '2026-01-02';
  if (type === 'json' || type.includes('text') || type === 'simple-json') return '[]';
  if (type.includes('blob')) return 'x';
  return 's';
}

/**
 * One row in every table that exists after the first migrations, filled in foreign-key order (every reference
 * points at row 1 of its table); returns each table's rows as read back.
 */
async function seedEveryTable(ds: DataSource): Promise<Map<string, Record<string, unknown>[]>> {
  const runner = ds.createQueryRunner();
  try {
    const shape = await shapeOf(ds);
    const tables = await runner.getTables(shape.tables);
    const done = new Set<string>();
    const out = new Map<string, Record<string, unknown>[]>();
    const q = (name: string) => (ds.options.type === 'mariadb' ? `\`${name}\`` : `"${name}"`);
    while (done.size < tables.length) {
      const ready = tables.filter(
        (table) =>
          !done.has(table.name) &&
          table.foreignKeys.every(
            (fk) =>
              done.has(fk.referencedTableName.split('.').pop()!) ||
              fk.referencedTableName.endsWith(table.name),
          ),
      );
      if (ready.length === 0) throw new Error('foreign keys form a cycle the seeder cannot order');
      for (const table of ready) {
        const columns = table.columns.filter(
          (c) => !c.isGenerated && (c.isPrimary || (!c.isNullable && c.default === undefined)),
        );
        const values = columns.map((c) =>
          c.isPrimary && /int/i.test(c.type)
            ? 1
            : seedValue(
                c,
                table.foreignKeys.find((fk) => fk.columnNames.includes(c.name)),
              ),
        );
        await ds.query(
          `INSERT INTO ${q(table.name)} (${columns.map((c) => q(c.name)).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
          values,
        );
        done.add(table.name);
        out.set(table.name, (await ds.query(`SELECT * FROM ${q(table.name)}`)) as Record<string, unknown>[]);
      }
    }
    return out;
  } finally {
    await runner.release();
  }
}

/**
 * Runs a dialect's migrations but the last `later`, seeds a row in every table, runs the rest: each seeded row
 * must still be there with the values it had (new columns may be added and backfilled; none may be lost), and
 * the schema must still match the entities.
 */
async function checkOnData(options: ConstructorParameters<typeof DataSource>[0], all: number, later: number) {
  const early = new DataSource({
    ...options,
    migrations: (options.migrations as (new () => MigrationInterface)[]).slice(0, all - later),
  } as typeof options);
  await early.initialize();
  let seeded: Map<string, Record<string, unknown>[]>;
  try {
    expect(await early.runMigrations({ transaction: 'each' })).toHaveLength(all - later);
    seeded = await seedEveryTable(early);
  } finally {
    await early.destroy();
  }
  const ds = new DataSource(options);
  await ds.initialize();
  try {
    expect(await ds.runMigrations({ transaction: 'each' })).toHaveLength(later);
    expect((await pendingSchemaChanges(ds)).up.map((q) => q.query)).toEqual([]);
    const lost: string[] = [];
    for (const [table, rows] of seeded) {
      const now = (await ds.query(
        `SELECT * FROM ${ds.options.type === 'mariadb' ? `\`${table}\`` : `"${table}"`}`,
      )) as Record<string, unknown>[];
      for (const row of rows) {
        const kept = now.some((r) =>
          Object.entries(row).every(([k, v]) => JSON.stringify(r[k]) === JSON.stringify(v)),
        );
        if (!kept) lost.push(`${table}: ${JSON.stringify(row)}`);
      }
    }
    expect(seeded.size).toBeGreaterThan(5);
    expect(lost).toEqual([]);
  } finally {
    await ds.destroy();
  }
}

describe('migrations on a database holding data', () => {
  const LATER = 4;

  it('MariaDB', async () => {
    const scratch = await createScratchDatabase(TEST_DATABASE_URL, 'ens_mig');
    try {
      const options = dataSourceOptions({
        databaseUrl: scratch.url,
        dataDir: os.tmpdir(),
        runMigrations: false,
      });
      await checkOnData(options, mariadbMigrations.length, LATER);
    } finally {
      await scratch.drop();
    }
  }, 120_000);

  it('SQLite', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ens-mig-'));
    try {
      const options = dataSourceOptions({ databaseUrl: null, dataDir: dir, runMigrations: false });
      await checkOnData(options, sqliteMigrations.length, LATER);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
