/**
 * Direct MariaDB access for states the product cannot reach yet through its own API (a paid organization
 * exists only once billing is built, seats are bought there too). Test support only: production code has no
 * seam for it.
 */
import { readFileSync } from 'node:fs';
import IORedis from 'ioredis';
import mysql from 'mysql2/promise';
import { apiDatabaseFile, apiQueuePrefixFile } from './paths';

const base = new URL(process.env.TEST_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306');

function connect() {
  return mysql.createConnection({
    host: base.hostname,
    port: Number(base.port || 3306),
    user: decodeURIComponent(base.username || 'root'),
    password: decodeURIComponent(base.password || ''),
  });
}

/** Runs one statement against the e2e API's database; `sql` gets the database name to qualify its tables. */
export async function runInE2eDatabase(sql: (db: string) => string, params: unknown[]): Promise<void> {
  const db = await e2eDatabase();
  const conn = await connect();
  try {
    await conn.query(sql(db), params);
  } finally {
    await conn.end();
  }
}

/** The e2e API's database, named by start-api.mjs in this checkout's run directory (runs may overlap). */
export async function e2eDatabase(): Promise<string> {
  return readFileSync(apiDatabaseFile, 'utf8').trim();
}

export interface OrganizationColumns {
  is_subscribed?: boolean;
  eula?: number;
  last_eula?: number;
  seat_number?: number;
  package_id?: string | null;
}

/** Reads columns of one organization row (names as in the `organizations` table). */
export async function organizationRow(id: number): Promise<Required<OrganizationColumns>> {
  const db = await e2eDatabase();
  const conn = await connect();
  try {
    const [rows] = await conn.query(
      `SELECT is_subscribed, eula, last_eula, seat_number, package_id FROM \`${db}\`.\`organizations\` WHERE id = ?`,
      [id],
    );
    const [row] = rows as (Omit<Required<OrganizationColumns>, 'is_subscribed'> & {
      is_subscribed: number;
    })[];
    if (!row) throw new Error(`no organization ${id}`);
    return { ...row, is_subscribed: row.is_subscribed === 1 };
  } finally {
    await conn.end();
  }
}

/** Sets columns of one organization row (names as in the `organizations` table). */
export async function updateOrganizationRow(id: number, columns: OrganizationColumns): Promise<void> {
  const entries = Object.entries(columns);
  if (entries.length === 0) return;
  const db = await e2eDatabase();
  const conn = await connect();
  try {
    await conn.query(
      `UPDATE \`${db}\`.\`organizations\` SET ${entries.map(([k]) => `\`${k}\` = ?`).join(', ')} WHERE id = ?`,
      [...entries.map(([, v]) => (typeof v === 'boolean' ? (v ? 1 : 0) : v)), id],
    );
  } finally {
    await conn.end();
  }
  await forgetCachedPrincipals();
}

/**
 * The API keeps each caller's organization for a few seconds (AUTH_CACHE_SECONDS) and forgets it when a write goes
 * through it or another process announces one on `<QUEUE_PREFIX>:principals`: a row changed behind its back is
 * announced the same way, as an operator would.
 */
async function forgetCachedPrincipals(): Promise<void> {
  const prefix = readFileSync(apiQueuePrefixFile, 'utf8').trim();
  const redis = new IORedis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', {
    maxRetriesPerRequest: 1,
  });
  try {
    await redis.publish(`${prefix}:principals`, '1');
  } finally {
    redis.disconnect();
  }
}
