import type { DataSource } from 'typeorm';

/**
 * A Date as a query parameter for hand-written conditions. better-sqlite3 rejects Date objects, and
 * TypeORM stores SQLite datetimes as UTC 'YYYY-MM-DD HH:mm:ss.SSS' text, which compares correctly as text.
 */
export function dbDate(dataSource: DataSource, date: Date): Date | string {
  if (dataSource.options.type !== 'better-sqlite3') return date;
  return date.toISOString().replace('T', ' ').replace('Z', '');
}

/** Reads a datetime that may come back as text from raw SQLite queries. */
export function toDate(value: Date | string): Date {
  if (value instanceof Date) return value;
  return new Date(value.includes('T') ? value : `${value.replace(' ', 'T')}Z`);
}
