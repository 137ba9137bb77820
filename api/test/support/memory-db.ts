import { DataSource } from 'typeorm';
import { type AppConfig, loadConfig } from '../../src/engine/config/app-config';
import { dataSourceOptions } from '../../src/data-source';
import { normalizeEmail, User } from '../../src/modules/platform/users/user.entity';

/** A migrated in-memory SQLite database for unit tests of services that own real query logic. */
export async function memoryDataSource(): Promise<DataSource> {
  const ds = new DataSource(
    dataSourceOptions({ databaseUrl: null, dataDir: '', runMigrations: true }, { sqliteFile: ':memory:' }),
  );
  await ds.initialize();
  return ds;
}

export function unitConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/tmp/ens-unit', ...env });
}

export async function insertUser(
  ds: DataSource,
  email = `u${Math.random().toString(36).slice(2)}@example.test`,
) {
  const repo = ds.getRepository(User);
  return repo.save(
    repo.create({
      email,
      emailNormalized: normalizeEmail(email),
      firstName: 'U',
      lastName: 'T',
      passwordHash: null,
    }),
  );
}
