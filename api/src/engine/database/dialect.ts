import type { DataSource, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/** The two SQL dialects the API runs on: MariaDB/MySQL (DATABASE_URL) and the embedded SQLite file. */
export type Dialect = 'mariadb' | 'sqlite';

/** The dialect a data source speaks, for the few hand-written statements that differ between them. */
export const dialectOfSource = (dataSource: DataSource): Dialect =>
  dataSource.options.type === 'better-sqlite3' ? 'sqlite' : 'mariadb';

/**
 * Locks the rows the select reads until the transaction ends (SELECT … FOR UPDATE). SQLite has no row locks and
 * runs one write transaction at a time (TransactionService queues them), so there is nothing to add there.
 */
export function forUpdate<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>): SelectQueryBuilder<T> {
  if (dialectOfSource(qb.connection) === 'mariadb') qb.setLock('pessimistic_write');
  return qb;
}
