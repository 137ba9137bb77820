#!/usr/bin/env node
// Starts the built API the way `npm start` does — embedded SQLite, in-process queues, the shell and every
// remote served from this one origin with a generated remotes.json — on a throwaway data directory.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// The same per-offset scratch folder as support/paths.ts.
const runDirName = Number(process.env.E2E_PORT_OFFSET ?? 0) ? `.run-${process.env.E2E_PORT_OFFSET}` : '.run';
const dataDir = join(root, 'e2e', runDirName, 'embedded-data');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const env = {
  ...process.env,
  PORT: process.env.E2E_EMBEDDED_PORT,
  HOST: '127.0.0.1',
  APP_URL: `http://127.0.0.1:${process.env.E2E_EMBEDDED_PORT}`,
  WEB_DIR: root,
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  EDITION: 'full',
  LOG_LEVEL: 'warn',
  THROTTLE_LIMIT: '10000',
};
delete env.DATABASE_URL;
delete env.REDIS_URL;
delete env.CORS_ORIGINS;
const child = spawn(process.execPath, [join(root, 'api', 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env,
});
process.on('SIGTERM', () => child.kill('SIGTERM'));
process.on('SIGINT', () => child.kill('SIGINT'));
child.on('exit', (code) => process.exit(code ?? 0));
