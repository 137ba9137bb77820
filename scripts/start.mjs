#!/usr/bin/env node
// `npm start`: builds what is missing and starts the whole suite from one API process on the embedded
// default (SQLite file under ./data, in-process queues, outbox email/SMS), then prints the URL and a demo login.
// Set DATABASE_URL / REDIS_URL to run the same process on MySQL and Redis instead.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3000);
const url = process.env.APP_URL ?? `http://localhost:${port}`;

const build = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const entry = join(root, 'api', 'dist', 'main.js');
if (!existsSync(entry)) {
  console.error(`The API build is missing (${entry}).`);
  process.exit(1);
}

const env = {
  ...process.env,
  PORT: String(port),
  APP_URL: url,
  WEB_DIR: process.env.WEB_DIR ?? root,
  DATA_DIR: process.env.DATA_DIR ?? join(root, 'data'),
  SEED_DEMO: process.env.SEED_DEMO ?? 'true',
  EDITION: process.env.EDITION ?? 'full',
};
// The young generation the API is deployed with (README, 'Running on MySQL and Redis').
const api = spawn(process.execPath, ['--max-semi-space-size=32', entry], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
// The API logs JSON lines; keep them in the terminal but make the ready banner stand out.
api.stdout.pipe(process.stdout);

const started = Date.now();
async function waitForHealth() {
  while (Date.now() - started < 120_000) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

const ok = await waitForHealth();
if (!ok) {
  console.error('The API did not become healthy within 2 minutes.');
  api.kill('SIGTERM');
  process.exit(1);
}
const { DEMO_USER_EMAIL, DEMO_USER_PASSWORD } = await import(
  join(root, 'api', 'dist', 'database', 'seed', 'demo.js')
).then((m) => m.default ?? m);
process.stdout.write(
  [
    '',
    '  Ensemble is running.',
    `  Open:        ${url}`,
    `  Demo login:  ${DEMO_USER_EMAIL} / ${DEMO_USER_PASSWORD}`,
    `  Edition:     ${env.EDITION}   Database: ${process.env.DATABASE_URL ? 'MySQL' : 'embedded SQLite (./data)'}   Queues: ${process.env.REDIS_URL ? 'Redis' : 'in-process'}`,
    `  Emails and texts are kept in the local outbox: ${url}/mailbox`,
    '  Stop with Ctrl+C.',
    '',
  ].join('\n') + '\n',
);

for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => api.kill(sig));
api.on('exit', (code) => process.exit(code ?? 0));
