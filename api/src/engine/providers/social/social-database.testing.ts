import { DataSource, type DataSourceOptions } from 'typeorm';
import { TEST_DATABASE_URL } from '../../../../test/support/env';
import { dataSourceOptions } from '../../database/data-source';
import type { Dialect } from '../../database/dialect';
import { createScratchDatabase } from '../../database/scratch-database';
import { socialProviderEntities } from './social-entities';

export const socialTestDialects: Dialect[] = ['sqlite', 'mariadb'];

/**
 * The social providers' tables alone, on an in-memory SQLite or a scratch MariaDB database, with the application's
 * naming and driver options. Synchronized from the entities: their migrations are generated separately, and these
 * tests are about the providers' queries (unique indexes, races) on both dialects, not the schema's history.
 */
export async function socialTestDatabase(
  dialect: Dialect,
): Promise<{ ds: DataSource; drop(): Promise<void> }> {
  const scratch = dialect === 'mariadb' ? await createScratchDatabase(TEST_DATABASE_URL, 'ens_social') : null;
  const options = dataSourceOptions(
    { databaseUrl: scratch?.url ?? null, dataDir: '', runMigrations: false },
    socialProviderEntities,
    { sqliteFile: ':memory:' },
  );
  const ds = await new DataSource({ ...options, synchronize: true } as DataSourceOptions).initialize();
  return {
    ds,
    drop: async () => {
      await ds.destroy();
      await scratch?.drop();
    },
  };
}
