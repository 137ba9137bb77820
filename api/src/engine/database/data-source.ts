import * as fs from 'node:fs';
import * as path from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { mariadbMigrations } from './migrations/mariadb';
import { sqliteMigrations } from './migrations/sqlite';
import type { Dialect } from './dialect';
import { SnakeNamingStrategy } from './snake-naming.strategy';

export const dialectOf = (config: Pick<AppConfig, 'databaseUrl'>): Dialect =>
  config.databaseUrl ? 'mariadb' : 'sqlite';

export const sqliteFileOf = (config: Pick<AppConfig, 'dataDir'>) =>
  path.join(config.dataDir, 'ensemble.sqlite');

/** The entity classes of the application: composed outside the engine (src/entities.ts), which imports no module. */
export type EntityList = NonNullable<DataSourceOptions['entities']>;

/**
 * Builds the TypeORM options: MariaDB/MySQL via DATABASE_URL, otherwise the embedded SQLite file. Never synchronize.
 * `entities`: every entity of the application (src/entities.ts).
 */
export function dataSourceOptions(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'runMigrations'>,
  entities: EntityList,
  overrides: { sqliteFile?: string } = {},
): DataSourceOptions {
  const common = {
    entities,
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    migrationsRun: config.runMigrations,
    migrationsTableName: 'migrations',
    logging: false,
  } as const;
  if (config.databaseUrl) {
    return {
      ...common,
      type: 'mariadb',
      url: config.databaseUrl.replace(/^mariadb:/, 'mysql:'),
      charset: 'utf8mb4',
      timezone: 'Z',
      // mysql2 otherwise captures a stack trace on every query, for errors only (~2 % of a list call's CPU);
      // a failing query still names its SQL and the server's message.
      extra: { trace: false },
      migrations: mariadbMigrations,
    };
  }
  const file = overrides.sqliteFile ?? sqliteFileOf(config);
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  return {
    ...common,
    type: 'better-sqlite3',
    database: file,
    enableWAL: file !== ':memory:',
    migrations: sqliteMigrations,
    prepareDatabase: (db: { pragma(s: string): unknown }) => {
      db.pragma('foreign_keys = ON');
      db.pragma('busy_timeout = 5000');
    },
  };
}

export const createDataSource = (
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'runMigrations'>,
  entities: EntityList,
) => new DataSource(dataSourceOptions(config, entities));
