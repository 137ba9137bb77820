import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';

export interface ScratchDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/**
 * Creates an empty database on a MariaDB/MySQL server (used by the migration generator and the tests,
 * which get a fresh database per test file). serverUrl: mysql://user:pass@host:port (no database).
 */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const server = new URL(serverUrl.replace(/^mariadb:/, 'mysql:'));
  server.pathname = '';
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = async <T>(fn: (c: Awaited<ReturnType<typeof createConnection>>) => Promise<T>) => {
    const conn = await createConnection({
      host: server.hostname,
      port: Number(server.port || 3306),
      user: decodeURIComponent(server.username || 'root'),
      password: decodeURIComponent(server.password),
    });
    try {
      return await fn(conn);
    } finally {
      await conn.end();
    }
  };
  await admin((c) => c.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`));
  const url = new URL(server.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS \`${name}\``)).then(() => undefined),
  };
}
