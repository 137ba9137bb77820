#!/usr/bin/env node
// Starts the built API on the embedded default (a throwaway SQLite file, in-process queues) and measures
// throughput, latency and memory of a few hot calls with autocannon. Prints figures; asserts nothing.
// Set BENCH_DATABASE_URL / BENCH_REDIS_URL to measure against MariaDB and Redis instead.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 4900);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'ens-bench-'));
const duration = Number(process.env.BENCH_SECONDS ?? 5);

const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'error',
  THROTTLE_LIMIT: '1000000',
};
delete env.DATABASE_URL;
delete env.REDIS_URL;
if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
if (process.env.BENCH_REDIS_URL) env.REDIS_URL = process.env.BENCH_REDIS_URL;
const api = spawn(process.execPath, [join(root, 'api', 'dist', 'main.js')], {
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});

const rssMb = () => {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${api.pid}/status`, 'utf8'))?.[1] ?? 0);
    return (kb / 1024).toFixed(0);
  } catch {
    return '?';
  }
};

async function ready() {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('API did not start');
}

function run(title, opts) {
  return new Promise((resolve, reject) => {
    autocannon({ url: base, connections: 10, duration, ...opts }, (err, r) => {
      if (err) return reject(err);
      console.log(
        `  ${title.padEnd(34)} ${String(Math.round(r.requests.average)).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  non-2xx ${r.non2xx}  rss ${rssMb()} MB`,
      );
      resolve(r);
    });
  });
}

try {
  await ready();
  const { DEMO_USER_EMAIL, DEMO_USER_PASSWORD } = await import(
    join(root, 'api', 'dist', 'database', 'seed', 'demo.js')
  );
  const login = await fetch(`${base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_USER_EMAIL, password: DEMO_USER_PASSWORD }),
  }).then((r) => r.json());
  console.log(
    `API latency (${env.DATABASE_URL ? 'MariaDB' : 'embedded SQLite'}, ${duration} s each, 10 connections); idle rss ${rssMb()} MB`,
  );
  await run('GET /api/health', { requests: [{ method: 'GET', path: '/api/health' }] });
  await run('GET /api/organization/ (auth)', {
    requests: [
      {
        method: 'GET',
        path: '/api/organization/?page=1&per_page=15',
        headers: { authorization: `Bearer ${login.access}` },
      },
    ],
  });
  await run('GET /api/versioning/version/', {
    requests: [{ method: 'GET', path: '/api/versioning/version/?ordering=-id&per_page=100' }],
  });
  await run('POST /api/auth/login/ (argon2id)', {
    connections: 4,
    requests: [
      {
        method: 'POST',
        path: '/api/auth/login/',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_USER_EMAIL, password: DEMO_USER_PASSWORD }),
      },
    ],
  });
} finally {
  api.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
