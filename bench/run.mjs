#!/usr/bin/env node
// Every benchmark, one after the other (each prints its own figures as it goes), then one table: each figure, its
// floor measured in the same run, the ratio and the target (bench/README.md says how to read it). Figures only:
// targets are read by people, not asserted by tests.
//
//   LEADS=200000    contacts for 'contacts at scale' (this command's default; leads-scale.mjs alone uses 1,000,000)
//   ROWS=100000     rows of the import's file
//   EMAILS=50000   messages of each email campaign; KILLS=3 worker kills in the second one
//   TEXTS=20000    texts of the text send
//   CONTACTS=100000  clients of the automation tick
//   BENCH_ONLY=scale,import   some groups only (bundle, page, latency, scale, import, email, texts, automations)
import { existsSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import { repoRoot } from './support/api-under-test.mjs';
import { printTable } from './support/table.mjs';

const LEADS_DEFAULT = '200000';
const leadsFromEnv = process.env.LEADS !== undefined;
process.env.LEADS ??= LEADS_DEFAULT;
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());

const rows = [];
const notes = [];

async function mariadbReachable() {
  try {
    const c = await mysql.createConnection({
      uri: process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306',
      connectTimeout: 3000,
    });
    await c.end();
    return null;
  } catch (err) {
    return `MariaDB not reachable (${err.code ?? err.message})`;
  }
}
async function redisReachable() {
  const url = new URL(process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379');
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port || 6379), url.hostname);
    const done = (missing) => {
      socket.destroy();
      resolve(missing);
    };
    socket.setTimeout(3000, () => done(`Redis not reachable at ${url.host} (timeout)`));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d) =>
      done(String(d).startsWith('+PONG') ? null : `Redis at ${url.host} answered ${d}`),
    );
    socket.once('error', (err) => done(`Redis not reachable at ${url.host} (${err.code ?? err.message})`));
  });
}
const apiBuilt = () =>
  existsSync(join(repoRoot, 'api', 'dist', 'main.js'))
    ? null
    : 'API not built (npm run build -w @ensemble/api)';

/** Runs one group unless a prerequisite is missing; a group that fails leaves a note and the others run. */
async function group(key, title, prerequisites, measure) {
  if (only && !only.includes(key)) return;
  for (const check of prerequisites) {
    const missing = await check();
    if (missing) {
      notes.push(`${title}: skipped, ${missing}`);
      console.log(`\n== ${title}: skipped, ${missing}`);
      return;
    }
  }
  console.log(`\n== ${title}`);
  try {
    rows.push(...(await measure()));
  } catch (err) {
    notes.push(`${title}: failed, ${err.message}`);
    console.log(`  failed: ${err.stack ?? err}`);
  }
}

await group('bundle', 'bundle weight', [], async () => {
  const m = await import('./bundle-weight.mjs');
  m.printBundleWeights();
  return m.bundleWeightRows();
});
await group(
  'page',
  'page weight',
  [
    apiBuilt,
    () => (existsSync(join(repoRoot, 'shell', 'dist')) ? null : 'front ends not built (npm run build)'),
    () => (existsSync('/usr/bin/chromium') ? null : 'no /usr/bin/chromium'),
  ],
  async () => (await import('./page-weight.mjs')).pageWeight(),
);
await group('latency', 'API latency', [apiBuilt], async () =>
  (await import('./api-latency.mjs')).apiLatency(),
);
await group(
  'scale',
  `contacts at scale (LEADS=${process.env.LEADS}${leadsFromEnv ? '' : `, this command's default; LEADS=1000000 for issue 16's size`})`,
  [apiBuilt, mariadbReachable],
  async () => (await import('./leads-scale.mjs')).leadsScale(),
);
await group(
  'import',
  `import (ROWS=${process.env.ROWS ?? '100000'})`,
  [apiBuilt, mariadbReachable],
  async () => (await import('./leads-import.mjs')).leadsImport(),
);

await group(
  'email',
  `email send (EMAILS=${process.env.EMAILS ?? '50000'}, KILLS=${process.env.KILLS ?? '3'})`,
  [apiBuilt, mariadbReachable, redisReachable],
  async () => (await import('./email-send.mjs')).emailSend(),
);
await group(
  'texts',
  `text send (TEXTS=${process.env.TEXTS ?? '20000'})`,
  [apiBuilt, mariadbReachable, redisReachable],
  async () => (await import('./text-send.mjs')).textSend(),
);
await group(
  'automations',
  `automation tick (CONTACTS=${process.env.CONTACTS ?? '100000'})`,
  [apiBuilt, mariadbReachable, redisReachable],
  async () => (await import('./automation-tick.mjs')).automationTick(),
);

// ---- the table

printTable(
  rows,
  notes,
  `== npm run bench: ratio = value / floor, both measured in this run (${new Date().toISOString().slice(0, 16)}Z)`,
);
