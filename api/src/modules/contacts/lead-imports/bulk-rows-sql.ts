import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { datetimeText } from '../../../engine/database/db-values';
import { dialectOfSource } from '../../../engine/database/dialect';

/** Column types every driver we run on writes as given. */
const PASSED_THROUGH = new Set(['varchar', 'int']);

/** Bound parameters per statement: SQLite's limit is 32,766, MariaDB's 65,535 (one import batch fits in one). */
const maxParams = (ds: DataSource) => (dialectOfSource(ds) === 'sqlite' ? 32_000 : 60_000);

/** What one multi-row INSERT reported: its row count and, on MariaDB/MySQL, the id given to its first row. */
export interface WrittenChunk {
  rows: number;
  firstId: number | null;
}

/**
 * Writes many rows in multi-row statements (an import writes thousands per batch; TypeORM's save() issues one
 * INSERT per row, and its insert() reads generated columns back). Values go through the driver's own conversion
 * (json, datetimes on SQLite), so rows read back exactly as if TypeORM had written them; created_at and
 * updated_at are set here. An insert leaves out the nullable columns that no row fills (most of a contact's, in a
 * typical file): they are stored as the same NULL, and the statement is shorter to build, send and parse.
 * `upsert`: the rows carry their id and replace the stored row's fields (its created_at and organization stay).
 */
export async function writeRows<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  rows: T[],
  mode: 'insert' | 'upsert' = 'insert',
): Promise<WrittenChunk[]> {
  const written: WrittenChunk[] = [];
  if (!rows.length) return written;
  const ds = manager.connection;
  const driver = ds.driver;
  const meta = ds.getMetadata(target);
  const unfilled = (c: ColumnMetadata) =>
    mode === 'insert' &&
    c.isNullable &&
    c.default == null &&
    !c.transformer &&
    !c.isCreateDate &&
    !c.isUpdateDate &&
    rows.every((row) => c.getEntityValue(row) == null);
  const columns = meta.columns.filter((c) => (mode === 'upsert' || !c.isGenerated) && !unfilled(c));
  const names = columns.map((c) => driver.escape(c.databaseName));
  const now = new Date();
  let suffix = '';
  if (mode === 'upsert') {
    const kept = new Set(['id', 'organizationId', 'createdAt']);
    const updated = columns
      .filter((c) => !kept.has(c.propertyName))
      .map((c) => driver.escape(c.databaseName));
    suffix =
      dialectOfSource(ds) === 'sqlite'
        ? ` ON CONFLICT (${driver.escape('id')}) DO UPDATE SET ${updated.map((n) => `${n} = excluded.${n}`).join(', ')}`
        : ` ON DUPLICATE KEY UPDATE ${updated.map((n) => `${n} = VALUES(${n})`).join(', ')}`;
  }
  // Each column's value, read and converted as TypeORM would; the dates of the statement and the plain columns
  // (the driver passes varchar and int through unchanged) skip the per-cell work: a batch has ~30,000 cells.
  const values = columns.map((c): ((row: T) => unknown) => {
    const at = datetimeText(driver.preparePersistentValue(now, c));
    if (c.isUpdateDate) return () => at;
    const plain = !c.transformer && !c.embeddedMetadata && !c.relationMetadata;
    const read = plain
      ? (row: T) => (row as Record<string, unknown>)[c.propertyName]
      : (row: T) => c.getEntityValue(row);
    if (c.isCreateDate) {
      return (row) => {
        const v = read(row);
        return v == null ? at : driver.preparePersistentValue(v, c);
      };
    }
    if (plain && PASSED_THROUGH.has(String(c.type))) return (row) => read(row) ?? null;
    return (row) => driver.preparePersistentValue(read(row) ?? null, c);
  });
  const perStatement = Math.max(1, Math.floor(maxParams(ds) / columns.length));
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  for (let i = 0; i < rows.length; i += perStatement) {
    const chunk = rows.slice(i, i + perStatement);
    const params: unknown[] = [];
    for (const row of chunk) {
      for (const value of values) params.push(value(row));
    }
    const result: unknown = await manager.query(
      `INSERT INTO ${driver.escape(meta.tableName)} (${names.join(', ')}) VALUES ${chunk.map(() => tuple).join(', ')}${suffix}`,
      params,
    );
    const insertId = (result as { insertId?: unknown } | null)?.insertId;
    written.push({
      rows: chunk.length,
      firstId: typeof insertId === 'number' && insertId > 0 ? insertId : null,
    });
  }
  return written;
}
