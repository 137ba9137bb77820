import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { dialectOfSource } from './dialect';

/**
 * A Date as a query parameter for hand-written conditions. better-sqlite3 rejects Date objects, and
 * TypeORM stores SQLite datetimes as UTC 'YYYY-MM-DD HH:mm:ss.SSS' text, which compares correctly as text.
 */
export function dbDate(dataSource: DataSource, date: Date): Date | string {
  if (dialectOfSource(dataSource) === 'mariadb') return date;
  return date.toISOString().replace('T', ' ').replace('Z', '');
}

/**
 * A datetime as a statement parameter in the text both dialects store: a Date becomes UTC
 * 'YYYY-MM-DD HH:mm:ss.SSS' (what mysql2 writes for it on our 'Z' connections, and TypeORM on SQLite), other
 * values pass. mysql2 formats every Date parameter anew; a bulk write passes the same instant thousands of times.
 */
export function datetimeText(value: unknown): unknown {
  return value instanceof Date ? value.toISOString().replace('T', ' ').replace('Z', '') : value;
}

/** Reads a datetime that may come back as text from raw SQLite queries. */
export function toDate(value: Date | string): Date {
  if (value instanceof Date) return value;
  return new Date(value.includes('T') ? value : `${value.replace(' ', 'T')}Z`);
}

/**
 * An entity from a row of hand-written SQL (its columns under their database names), with each value prepared
 * by the driver as a find's would be: JSON columns parsed, SQLite datetimes read as UTC.
 */
export function hydrate<T extends ObjectLiteral>(
  dataSource: DataSource,
  target: EntityTarget<T>,
  row: Record<string, unknown>,
): T {
  return hydrator(dataSource, target)(row);
}

const hydrators = new WeakMap<
  DataSource,
  Map<EntityTarget<ObjectLiteral>, (row: Record<string, unknown>) => unknown>
>();

/**
 * hydrate's work for one entity, with its metadata looked up once per data source: a page of contacts hydrates
 * fifty rows, and getMetadata searches every entity's metadata each time (a measurable share of a list call).
 */
export function hydrator<T extends ObjectLiteral>(
  dataSource: DataSource,
  target: EntityTarget<T>,
): (row: Record<string, unknown>) => T {
  let byTarget = hydrators.get(dataSource);
  if (!byTarget) hydrators.set(dataSource, (byTarget = new Map()));
  let make = byTarget.get(target);
  if (!make) {
    const meta = dataSource.getMetadata(target);
    const driver = dataSource.driver;
    const columns = meta.columns.map((column) => ({ column, name: column.databaseName }));
    make = (row) => {
      const entity = meta.create() as ObjectLiteral;
      for (const { column, name } of columns) {
        const value = row[name];
        column.setEntityValue(entity, value == null ? null : driver.prepareHydratedValue(value, column));
      }
      return entity;
    };
    byTarget.set(target, make);
  }
  return make as (row: Record<string, unknown>) => T;
}

/** A JSON value from hand-written SQL: MariaDB and SQLite hand it over as text, MySQL's JSON type parsed. */
export function jsonValue<T>(value: unknown): T | null {
  if (value == null) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
