import type { AppConfig } from './engine/config/app-config';
import { dataSourceOptions as engineDataSourceOptions } from './engine/database/data-source';
import { entities } from './entities';

/** The engine's data source options over every entity of the application (the CLI and the tests use it). */
export const dataSourceOptions = (
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'runMigrations'>,
  overrides: { sqliteFile?: string } = {},
) => engineDataSourceOptions(config, entities, overrides);
