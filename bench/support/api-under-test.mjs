// What the API benchmarks share: a scratch MariaDB database, the built API started on it as its own process,
// a JSON/multipart client, and an owner signed up through the API as a person would (verified from the local
// mailbox). Benchmarks print figures; nothing here asserts.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import mysql from 'mysql2/promise';
import { gunzipSync } from 'node:zlib';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Seconds since `from`, one decimal. */
export const secs = (from) => ((Date.now() - from) / 1000).toFixed(1);
/** A whole number with thousands separators. */
export const fmt = (n) => Math.round(n).toLocaleString('en-US');
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** mulberry32: reproducible pseudo-random numbers, so two runs measure the same data. */
export function randomSource(seed) {
  let state = seed;
  const rnd = () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return { rnd, pick: (xs) => xs[Math.floor(rnd() * xs.length)] };
}

/** A fresh database `<prefix>_<pid>` on BENCH_MYSQL_URL (default the local server); drop() unless KEEP_DB. */
export async function scratchDatabase(prefix) {
  const server = new URL(process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306');
  const name = `${prefix}_${process.pid}`;
  const url = new URL(server);
  url.pathname = `/${name}`;
  const admin = await mysql.createConnection({ uri: server.toString() });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const keep = process.env.KEEP_DB === '1' || process.env.KEEP_DB === 'true';
  return {
    name,
    url,
    admin,
    async drop() {
      if (keep) console.log(`kept database ${name} (DATABASE_URL=${url})`);
      else await admin.query(`DROP DATABASE IF EXISTS \`${name}\``).catch(() => {});
      await admin.end();
    },
  };
}

/**
 * The flags the API is deployed with: a young generation of 32 MB a half, where node's default is 16. A campaign
 * builds tens of kilobytes of short-lived objects per message (nodemailer's MIME tree and streams); with the
 * default, scavenges promote them before they die and the old generation's full collections grow with the
 * campaign (50,000 messages: GC 8 % of the API's CPU; with 32 MB, 0.78 to 0.88 of bare nodemailer's rate where it was 0.62 to 0.78).
 */
export const DEPLOYED_NODE_FLAGS = ['--max-semi-space-size=32'];

/**
 * The built API (api/dist/main.js, or API_MAIN) on `port`: against `databaseUrl`, or on the embedded SQLite file
 * without one; in-process queues, no demo seed and no throttling in the way unless `env` says otherwise. `flags`
 * go to node (e.g. --cpu-prof).
 */
export function startApi({ port, databaseUrl = null, env: extra = {}, flags = [] }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ens-bench-'));
  const env = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SEED_DEMO']) delete env[name];
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    THROTTLE_LIMIT: '1000000',
    MIGRATIONS_RUN: 'true',
    // The benches sign their owners up through the local mailbox (signedUpOwner), which is off by default on
    // MySQL; the API here is on loopback, where the config allows it.
    OUTBOX_MAILBOX: 'true',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl.toString() } : {}),
    ...extra,
  });
  const main = process.env.API_MAIN ?? join(repoRoot, 'api', 'dist', 'main.js');
  // The API runs with the node flags it is deployed with (README, 'Running on MySQL and Redis'); API_NODE_FLAGS
  // replaces them (e.g. a V8 heap setting under study, or '' for node's defaults).
  const extraFlags =
    process.env.API_NODE_FLAGS === undefined
      ? DEPLOYED_NODE_FLAGS
      : process.env.API_NODE_FLAGS.split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...flags, ...extraFlags, main], {
    env,
    stdio: ['ignore', process.env.API_STDOUT ? 'inherit' : 'pipe', 'inherit'],
  });
  // The API logs (pino) to standard output: the last lines are kept, to show why it ended if it ends early.
  const lastLines = [];
  child.stdout?.on('data', (d) => {
    lastLines.push(...String(d).split('\n').filter(Boolean));
    lastLines.splice(0, Math.max(0, lastLines.length - 20));
  });
  const base = `http://127.0.0.1:${port}/api`;
  let stopping = false;
  // A bench that goes on against a dead API measures connection errors: say when and how it ended.
  child.once('exit', (code, signal) => {
    // Stopped by us: SIGTERM, or its graceful exit after it (a death noticed late still says how it ended).
    if (stopping && (signal === 'SIGTERM' || code === 0)) return;
    console.error(
      `${new Date().toISOString()} API process ${child.pid} exited unexpectedly (code ${code}, signal ${signal})`,
    );
    for (const line of lastLines) console.error(`  API: ${line.slice(0, 500)}`);
  });
  return {
    base,
    pid: child.pid,
    /** Resident memory of the API process in MB (NaN once it is gone). */
    rssMb() {
      try {
        const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0);
        return kb / 1024;
      } catch {
        return NaN;
      }
    },
    async ready() {
      for (let i = 0; i < 480; i += 1) {
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(`API exited (code ${child.exitCode}, signal ${child.signalCode})`);
        try {
          if ((await fetch(`${base}/health`)).ok) return;
        } catch {
          /* starting */
        }
        await sleep(250);
      }
      throw new Error('API did not start');
    },
    /** SIGTERM, waiting up to `waitMs` for the exit (a CPU profile is written on a clean exit only). */
    async stop(waitMs = 0) {
      stopping = true;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      if (waitMs) await Promise.race([exited, sleep(waitMs)]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** call(method, path, body?, token?): JSON in and out, or multipart when body is a FormData; throws on non-2xx. */
export function apiClient(base) {
  return async function call(method, path, body, token) {
    const form = body instanceof FormData;
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(body && !form ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? (form ? body : JSON.stringify(body)) : undefined,
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : null;
  };
}

/**
 * get(path, token): the timed client of the latency benchmarks. It does what a browser does with an answer (a
 * kept-alive connection, gzip accepted and inflated, JSON parsed) and nothing more, like mysql2 on the raw side:
 * Node's fetch adds about a millisecond of its own per call (WHATWG streams and objects), which would be counted
 * against the API. Throws on non-2xx.
 */
export function apiGetter(base) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return (path, token) =>
    new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${path}`,
          agent,
          headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            const raw = Buffer.concat(chunks);
            const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
            if (res.statusCode < 200 || res.statusCode > 299) {
              reject(new Error(`GET ${path} -> ${res.statusCode} ${body.toString().slice(0, 300)}`));
            } else resolve(body.length ? JSON.parse(body.toString()) : null);
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end();
    });
}

/** CPU seconds a process has used so far (user + system), from /proc; NaN when it can't be read. */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** The local database server's process id, or null when it is not a local process. */
export function databasePid() {
  try {
    return execFileSync('pidof', ['mariadbd', 'mysqld'], { encoding: 'utf8' }).trim().split(/\s+/)[0] || null;
  } catch {
    return null;
  }
}

/**
 * Waits until the local database server is idle (under 5 % of a core over a second), at most `maxMs`: after a
 * bulk load InnoDB keeps merging and flushing for a while, and on a small machine that work would be timed as the
 * API's (it competes for the same cores) more than as the raw queries'. Returns the seconds waited, or null when
 * the server is not a local process.
 */
export async function settleDatabase(maxMs = 180_000) {
  const pid = databasePid();
  if (!pid) return null;
  const started = Date.now();
  while (Date.now() - started < maxMs) {
    const before = cpuSeconds(pid);
    await sleep(1000);
    if (cpuSeconds(pid) - before < 0.05) break;
  }
  return (Date.now() - started) / 1000;
}

/** The text of the verification mail sent to `email`, from the API's local mailbox (OUTBOX_MAILBOX). */
const fromOutboxMailbox = (call) => async (email) => {
  const box = await call('GET', `/outbox/mailbox/?address=${encodeURIComponent(email)}&per_page=50`);
  return box.results.find((m) => m.category === 'verification')?.text ?? null;
};

/**
 * Signs a user up, verifies the address and logs in: { access, organization(name) }. `verificationText(email)`
 * reads the verification mail (default: the local mailbox; a bench with a real email provider reads its sink).
 */
export async function signedUpOwner(call, email, password, verificationText = fromOutboxMailbox(call)) {
  await call('POST', '/auth/signup/', { first_name: 'Bench', last_name: 'Owner', email, password });
  let text = null;
  for (let i = 0; i < 100 && !text; i += 1) {
    text = await verificationText(email);
    if (!text) await sleep(100);
  }
  if (!text) throw new Error('no verification mail');
  // A quoted-printable body may fold the link: unfold soft line breaks first.
  const unfolded = text.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const token = new URL(/(https?:\/\/[^\s"<>]+)/.exec(unfolded)[1]).searchParams.get('token');
  await call('POST', '/auth/verify-email/', { token });
  const { access } = await call('POST', '/auth/login/', { email, password });
  const industries = await call('GET', '/industry/');
  const organization = (name) =>
    call(
      'POST',
      '/organization/',
      {
        name,
        email: `${name.toLowerCase().replace(/\W+/g, '-')}@bench.test`,
        industry: industries.results[0].id,
      },
      access,
    );
  return { access, organization };
}
