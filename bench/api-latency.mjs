#!/usr/bin/env node
// Starts the built API on the embedded default (a throwaway SQLite file, in-process queues) and measures
// throughput, latency and memory of a few hot calls with autocannon. Prints figures; asserts nothing.
// Set BENCH_DATABASE_URL / BENCH_REDIS_URL to measure against MariaDB and Redis instead.
import { join } from 'node:path';
import autocannon from 'autocannon';
import { fmt, repoRoot, startApi } from './support/api-under-test.mjs';

const port = Number(process.env.BENCH_PORT ?? 5900);
const duration = Number(process.env.BENCH_SECONDS ?? 5);

/**
 * Measures and prints; returns the rows of `npm run bench`'s table (run.mjs). Each call's floor is GET
 * /api/health on the same server: the framework's cost of any request, without authentication or SQL.
 */
export async function apiLatency() {
  const api = startApi({
    port,
    databaseUrl: process.env.BENCH_DATABASE_URL ?? null,
    env: {
      SEED_DEMO: 'true',
      ...(process.env.BENCH_REDIS_URL ? { REDIS_URL: process.env.BENCH_REDIS_URL } : {}),
    },
  });
  const base = api.base.replace(/\/api$/, '');
  const rssMb = () => fmt(api.rssMb());
  const group = `API latency (${process.env.BENCH_DATABASE_URL ? 'MariaDB' : 'SQLite'})`;
  const rows = [];
  let health = null;

  function run(title, opts) {
    return new Promise((resolve, reject) => {
      autocannon({ url: base, connections: 10, duration, ...opts }, (err, r) => {
        if (err) return reject(err);
        console.log(
          `  ${title.padEnd(34)} ${String(Math.round(r.requests.average)).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  non-2xx ${r.non2xx}  rss ${rssMb()} MB`,
        );
        const rps = r.requests.average;
        health ??= rps;
        rows.push({
          group,
          figure: `${title}: req/s x${opts.connections ?? 10} (p99 ${r.latency.p99} ms)`,
          value: rps,
          unit: 'req/s',
          floor: title.includes('health') ? null : health,
          floorLabel: title.includes('health') ? '' : 'GET /api/health, same server',
          ratio: title.includes('health') ? null : rps / health,
          target: null,
          ok: r.non2xx === 0 ? null : false,
        });
        resolve(r);
      });
    });
  }

  try {
    await api.ready();
    const { DEMO_USER_EMAIL, DEMO_USER_PASSWORD } = await import(
      join(repoRoot, 'api', 'dist', 'modules', 'platform', 'setup', 'seed', 'demo.js')
    );
    const login = await fetch(`${base}/api/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_USER_EMAIL, password: DEMO_USER_PASSWORD }),
    }).then((r) => r.json());
    console.log(
      `API latency (${process.env.BENCH_DATABASE_URL ? 'MariaDB' : 'embedded SQLite'}, ${duration} s each, 10 connections); idle rss ${rssMb()} MB`,
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
    return rows;
  } finally {
    await api.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await apiLatency();
