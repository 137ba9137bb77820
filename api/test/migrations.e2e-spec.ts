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
import { datetimeText } from '../src/engine/database/db-values';
import {
  EmailCampaign,
  EmailRecipient,
  EmailReportCount,
} from '../src/modules/messaging/email-sending/email-sending.entities';
import { hourOf } from '../src/modules/messaging/email-sending/email-report-counts.service';

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

/**
 * EmailReportsAndWebForms on a database with sends: a campaign's html written before it (raw TEXT) reads back
 * identical once the column holds JSON strings, and the backfill gives the old sends their type, unique opens and
 * clicks, hourly counts (in the text the live counts compare with) and delivered_at.
 */
async function checkEmailReportsMigration(options: ConstructorParameters<typeof DataSource>[0]) {
  const all = options.migrations as (new () => MigrationInterface)[];
  const at = all.findIndex((m) => m.name.startsWith('EmailReportsAndWebForms'));
  expect(at).toBeGreaterThan(0);
  const sqlite = options.type !== 'mariadb';
  const q = (name: string) => (sqlite ? `"${name}"` : `\`${name}\``);
  const html =
    '<p class="greeting">Dear #!first_name!#, “quoted” \'single\' \\ back\\slash\n\ttab — Zoë 🎉 </script>' +
    `<a href="https://example.org/?a=1&amp;b=2">offer</a></p>${'<p>filler</p>'.repeat(2000)}`;

  const early = new DataSource({ ...options, migrations: all.slice(0, at) } as typeof options);
  await early.initialize();
  try {
    await early.runMigrations({ transaction: 'each' });
    await seedEveryTable(early);
    const campaign = async (subject: string, body: string | null, bulk: number) => {
      await early.query(
        `INSERT INTO ${q('email_campaigns')} (${['organization_id', 'subject', 'html', 'text', 'sender', 'status', 'total', 'bulk', 'attachment_ids', 'created_at'].map(q).join(', ')}) VALUES (1, ?, ?, 'x', 'no-reply@ensemble.local', 'queued', 3, ?, '[]', '2026-01-02 03:04:05')`,
        [subject, body, bulk],
      );
      const [row] = (await early.query(`SELECT id FROM ${q('email_campaigns')} WHERE subject = ?`, [
        subject,
      ])) as { id: number }[];
      return Number(row!.id);
    };
    const bulkId = await campaign('Old bulk', html, 1);
    const singleId = await campaign('Old single', null, 0);
    const recipient = async (campaignId: number, n: number, more: Record<string, unknown>) => {
      const columns = ['organization_id', 'campaign_id', 'email', 'tracking_token', ...Object.keys(more)];
      await early.query(
        `INSERT INTO ${q('email_recipients')} (${columns.map(q).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
        [1, campaignId, `r${n}@example.test`, `${campaignId}-${n}`.padStart(32, '0'), ...Object.values(more)],
      );
    };
    await recipient(bulkId, 1, {
      status: 'sent',
      sent_at: '2026-01-02 04:10:00',
      opened_at: '2026-01-02 05:20:00',
      open_count: 3,
      clicked_at: '2026-01-02 05:40:00',
      click_count: 1,
    });
    await recipient(bulkId, 2, { status: 'sent', sent_at: '2026-01-02 04:11:00' });
    await recipient(bulkId, 3, { status: 'failed', error: '550 no such user' });
    await recipient(singleId, 4, { status: 'sent', sent_at: '2026-01-02 04:12:00' });
  } finally {
    await early.destroy();
  }

  const ds = new DataSource(options);
  await ds.initialize();
  try {
    await ds.runMigrations({ transaction: 'each' });
    const campaigns = ds.getRepository(EmailCampaign);
    const bulk = await campaigns.findOneByOrFail({ subject: 'Old bulk' });
    expect(bulk.html).toBe(html);
    expect(bulk).toMatchObject({ type: 'bulk', uniqueOpens: 1, uniqueClicks: 1, snapshotHtml: null });
    expect(await campaigns.findOneByOrFail({ subject: 'Old single' })).toMatchObject({
      type: 'single',
      html: null,
      uniqueOpens: 0,
    });
    const counts = await ds.getRepository(EmailReportCount).findBy({ campaignId: bulk.id });
    const sums = Object.fromEntries(
      ['processed', 'delivered', 'opens', 'clicks', 'bounces', 'unsubscribes'].map((m) => [
        m,
        counts.filter((c) => c.metric === m).reduce((n, c) => n + c.count, 0),
      ]),
    );
    expect(sums).toEqual({ processed: 3, delivered: 2, opens: 1, clicks: 1, bounces: 1, unsubscribes: 0 });
    // The hour as the live counts write and compare it (UTC hour, the dialect's datetime text).
    const opened = new Date('2026-01-02T05:20:00Z');
    const [found] = (await ds.query(
      `SELECT COUNT(*) AS n FROM ${q('email_report_counts')} WHERE campaign_id = ? AND metric = 'opens' AND ${q('hour')} = ?`,
      [bulk.id, datetimeText(hourOf(opened))],
    )) as { n: number | string }[];
    expect(Number(found!.n)).toBe(1);
    const rows = await ds
      .getRepository(EmailRecipient)
      .find({ where: { campaignId: bulk.id }, order: { id: 'ASC' } });
    expect(rows.map((r) => r.deliveredAt?.toISOString() ?? null)).toEqual([
      '2026-01-02T04:10:00.000Z',
      '2026-01-02T04:11:00.000Z',
      null,
    ]);
  } finally {
    await ds.destroy();
  }
}

describe('EmailReportsAndWebForms keeps sends and fills their reports', () => {
  it('MariaDB', async () => {
    const scratch = await createScratchDatabase(TEST_DATABASE_URL, 'ens_mig');
    try {
      await checkEmailReportsMigration(
        dataSourceOptions({ databaseUrl: scratch.url, dataDir: os.tmpdir(), runMigrations: false }),
      );
    } finally {
      await scratch.drop();
    }
  }, 120_000);

  it('SQLite', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ens-mig-'));
    try {
      await checkEmailReportsMigration(
        dataSourceOptions({ databaseUrl: null, dataDir: dir, runMigrations: false }),
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
