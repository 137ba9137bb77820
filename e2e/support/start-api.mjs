#!/usr/bin/env node
// Starts the built API for the browser journeys on a fresh MariaDB database and a Redis key prefix of its own,
// so a developer's running suite and the e2e run never share data or jobs.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import mysql from 'mysql2/promise';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// The same per-offset scratch folder as support/paths.ts.
const runDirName = Number(process.env.E2E_PORT_OFFSET ?? 0) ? `.run-${process.env.E2E_PORT_OFFSET}` : '.run';
const base = new URL(process.env.TEST_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306');
const dbName = `ens_e2e_${process.pid}`;
const conn = await mysql.createConnection({
  host: base.hostname,
  port: Number(base.port || 3306),
  user: decodeURIComponent(base.username || 'root'),
  password: decodeURIComponent(base.password || ''),
});
// Drop databases of earlier runs that ended without cleaning up; another run still going keeps its own.
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
};
const [rows] = await conn.query("SHOW DATABASES LIKE 'ens\\_e2e\\_%'");
for (const row of rows) {
  const name = Object.values(row)[0];
  if (!alive(Number(name.slice('ens_e2e_'.length)))) await conn.query(`DROP DATABASE \`${name}\``);
}
await conn.query(`CREATE DATABASE \`${dbName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
await conn.end();
writeFileSync(join(root, 'e2e', runDirName, 'api-database.txt'), dbName);
// The prefix names the API's Redis channels too: support/db.ts announces its direct row changes on one.
const queuePrefix = `ens-e2e-${process.pid}`;
writeFileSync(join(root, 'e2e', runDirName, 'api-queue-prefix.txt'), queuePrefix);

const dbUrl = new URL(base.toString());
dbUrl.pathname = `/${dbName}`;
const child = spawn(process.execPath, [join(root, 'api', 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_API_PORT,
    HOST: '127.0.0.1',
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: queuePrefix,
    APP_URL: process.env.E2E_APP_URL,
    // The API's own public address (upload targets, stored files): not the shell's origin here.
    API_PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_API_PORT}/api`,
    CORS_ORIGINS: process.env.E2E_CORS_ORIGINS,
    EMAIL_PROVIDER: 'outbox',
    SMS_PROVIDER: 'outbox',
    OUTBOX_MAILBOX: 'true',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    // Journeys log in many times from one address; throttling has its own API tests.
    THROTTLE_LIMIT: '10000',
    DATA_DIR: join(root, 'e2e', runDirName, 'data'),
    // Sign in with Google against the local OpenID provider the Google journey starts (support/ports.ts: oidc,
    // googleOidcClient).
    GOOGLE_OIDC_ISSUER: process.env.E2E_OIDC_ISSUER,
    GOOGLE_OIDC_CLIENT_ID: 'ensemble-e2e',
    GOOGLE_OIDC_CLIENT_SECRET: 'e2e-local-oidc-secret',
    // The email setup's Verify asks the local DNS server its journey starts (support/ports.ts: dns).
    DNS_SERVERS: process.env.E2E_DNS_SERVER,
    EMAIL_SENDING_IPS: '203.0.113.7,203.0.113.8',
    // The RSS journey's feeds, served on loopback: the SSRF guard's one exception in this run.
    OUTBOUND_FETCH_ALLOW: process.env.E2E_FEEDS_HOST,
  },
});
const stop = (sig) => child.kill(sig);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', (code) => process.exit(code ?? 0));
