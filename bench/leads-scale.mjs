#!/usr/bin/env node
// Contacts at scale (issue 6 'Scale', issue 16): one organization with LEADS contacts (default 1,000,000) and
// another beside it on a fresh MariaDB database; p50/p95 of the contact list calls next to a minimal node:http
// server answering the same URL with the same SQL, JSON, gzip and JWT check (support/bare-server.mjs), and next
// to the same SQL run raw through mysql2; then each call's throughput under 20 concurrent clients, API and bare.
// The API is called over a kept-alive HTTP connection with gzip, as a browser would (apiGetter).
// Prints figures; asserts nothing. Needs `npm run build -w @ensemble/api` first.
//
//   LEADS=200000           contacts of the measured organization (the other one gets a tenth)
//   KEEP_DB=1              keep the ens_bench_<pid> database afterwards (its name is printed)
//   BENCH_MYSQL_URL        server to create the database on (default mysql://root@127.0.0.1:3306)
//   BENCH_RUNS=200         measured runs per call, API, bare and raw in turns (after BENCH_WARMUP=300 warm-up runs)
//   BENCH_LOAD_SECONDS=5   seconds of load per call and server in the throughput phase (20 connections, in
//                          one-second slices, API and bare in turns)
//   BENCH_PORT=5950        port of the API under test (the bare server takes the next one)
//   CPU_PROF=dir           run the API under --cpu-prof, profiles written to dir
import { randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import mysql from 'mysql2/promise';
import { startBareServer } from './support/bare-server.mjs';
import {
  apiClient,
  apiGetter,
  fmt,
  randomSource,
  scratchDatabase,
  secs,
  settleDatabase,
  signedUpOwner,
  startApi,
} from './support/api-under-test.mjs';
import { COMPANY_KIND, DOMAINS, LEAD_COLUMNS, storedLead } from './support/contact-data.mjs';

const LEADS = Number(process.env.LEADS ?? 1_000_000);
const OTHER_LEADS = Number(process.env.OTHER_LEADS ?? Math.round(LEADS / 10));
// Warm-up long enough for V8 to optimize the call's path through the API: the steady state of a server in use.
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 300);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
const LOAD_CONNECTIONS = 20;
const port = Number(process.env.BENCH_PORT ?? 5950);
const barePort = port + 1;
const BATCH = 1000;
const INSERT_CONNECTIONS = 2;
const TARGET_P95_MS = 50;
/** Issue 16: each call's p95 at most 1.5x the bare server's, and its throughput at least 0.6x. */
const TARGET_BARE_RATIO = 1.5;
const TARGET_THROUGHPUT_RATIO = 0.6;
/** Issue 6, kept for reference: at most 2x the same SQL replayed raw. */
const TARGET_RATIO = 2;
const CPU_PROF = process.env.CPU_PROF;

const t0 = Date.now();
const log = (...a) => console.log(...a);

// ---- data: deterministic, realistic-looking contacts, written in the form the API stores them

const { rnd, pick } = randomSource(42);

const FIRST =
  `James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara Richard Susan Joseph
Jessica Thomas Sarah Christopher Karen Charles Lisa Daniel Nancy Matthew Betty Anthony Sandra Mark Margaret Donald Ashley
Steven Kimberly Andrew Emily Paul Donna Joshua Michelle Kenneth Carol Kevin Amanda Brian Melissa George Deborah Timothy
Stephanie Ronald Dorothy Jason Rebecca Edward Sharon Jeffrey Laura Ryan Cynthia Jacob Amy Gary Kathleen Nicholas Angela
Eric Shirley Jonathan Brenda Stephen Emma Larry Anna Justin Pamela Scott Nicole Brandon Samantha Benjamin Katherine Samuel
Christine Gregory Debra Alexander Rachel Patrick Carolyn Frank Janet Raymond Maria Jack Olivia Dennis Heather Jerry Helen
Tyler Catherine Aaron Diane Jose Julie Adam Victoria Nathan Joyce Henry Lauren Zachary Kelly Douglas Christina Peter Ruth
Kyle Joan Noah Virginia Ethan Judith Jeremy Evelyn Walter Hannah Christian Andrea Keith Megan Roger Cheryl Terry Jacqueline
Austin Madison Sean Teresa Gerald Abigail Carl Sophia Harold Martha Dylan Sara Arthur Gloria Lawrence Janice Jordan Kathryn
Jesse Ann Bryan Isabella Billy Judy Bruce Charlotte Gabriel Julia Joe Grace Logan Amber Alan Alice Juan Jean Albert Denise
Willie Frances Elijah Danielle Wayne Marilyn Randy Natalie Vincent Beverly Mason Diana Roy Brittany Ralph Theresa Bobby
Kayla Russell Alexis Bradley Doris Philip Lori Eugene Tiffany Ada Zoe`.split(/\s+/);
const LAST_BASE =
  `Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson
Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson Walker
Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter
Roberts Gomez Phillips Evans Turner Diaz Parker Cruz Edwards Collins Reyes Stewart Morris Morales Murphy Cook Rogers
Gutierrez Ortiz Morgan Cooper Peterson Bailey Reed Kelly Howard Ramos Kim Cox Ward Richardson Watson Brooks Chavez Wood
James Bennett Gray Mendoza Ruiz Hughes Price Alvarez Castillo Sanders Patel Myers Long Ross Foster Jimenez Powell Jenkins
Perry Russell Sullivan Bell Coleman Butler Henderson Barnes Gonzales Fisher Vasquez Simmons Romero Jordan Patterson
Alexander Hamilton Graham Reynolds Griffin Wallace Moreno West Cole Hayes Bryant Herrera Gibson Ellis Tran Medina Aguilar
Stevens Murray Ford Castro Marshall Owens Harrison Fernandez McDonald Woods Washington Kennedy Wells Vargas Henry Chen
Freeman Webb Tucker Guzman Burns Crawford Olson Simpson Porter Hunter Gordon Mendez Silva Shaw Snyder Mason Dixon Munoz
Hunt Hicks Holmes Palmer Wagner Black Robertson Boyd Rose Stone Salazar Fox Warren Mills Meyer Rice Schmidt Garza Daniels
Ferguson Nichols Stephens Soto Weaver Ryan Gardner Payne Grant Dunn Kelley Spencer Hawkins Arnold Pierce Vazquez Hansen
Peters Santos Hart Bradley Knight Elliott Cunningham Duncan Armstrong Hudson Carroll Lane Riley Andrews Alvarado Ray
Delgado Berry Perkins Hoffman Johnston Matthews Pena Richards Contreras Willis Carpenter Lawrence Sandoval`.split(
    /\s+/,
  );
// Rarer surnames too, so a prefix matches a realistic handful rather than a tenth of the table.
const SUFFIX = ['', '', '', '', 'son', 'ley', 'ton', 'er', 'ford', 'wood', 'man', 'field'];
const CITIES = [
  ['Austin', 'TX', '787'],
  ['Dallas', 'TX', '752'],
  ['Miami', 'FL', '331'],
  ['Tampa', 'FL', '336'],
  ['Denver', 'CO', '802'],
  ['Phoenix', 'AZ', '850'],
  ['Columbus', 'OH', '432'],
  ['Chicago', 'IL', '606'],
  ['Seattle', 'WA', '981'],
  ['Atlanta', 'GA', '303'],
];
// Share of each stage (spec 2 §3): most contacts are opportunities and clients.
const STATES = [
  ['Opportunity', 0.4],
  ['Prospect', 0.2],
  ['Client', 0.25],
  ['Former Clients', 0.05],
  ['Other', 0.1],
];
const stateOf = () => {
  let r = rnd();
  for (const [s, p] of STATES) if ((r -= p) < 0) return s;
  return 'Other';
};
const digit = (from = 0) => from + Math.floor(rnd() * (10 - from));
/** A valid NANP number in E.164, as normalizePhone stores it (area code and exchange start 2-9). */
const phone = () =>
  `+1${digit(2)}${digit()}${digit()}${digit(2)}${digit()}${digit()}${digit()}${digit()}${digit()}${digit()}`;

function lead(orgId, n) {
  const first = pick(FIRST);
  const last = pick(LAST_BASE) + pick(SUFFIX);
  const company = rnd() < 0.3 ? `${pick(LAST_BASE)} ${pick(COMPANY_KIND)}` : null;
  const [city, st, zip] = pick(CITIES);
  const createdAt = new Date(Date.UTC(2020, 0, 1) + Math.floor(rnd() * 6 * 365 * 86400_000));
  // The service stores addresses lower-cased.
  const email = rnd() < 0.9 ? `${first}.${last}${n % 1000}@${pick(DOMAINS)}`.toLowerCase() : null;
  const cellPhone = rnd() < 0.85 ? phone() : null;
  const stage = stateOf();
  return storedLead({
    orgId,
    first,
    last,
    company,
    email,
    phone: cellPhone,
    stage,
    city,
    st,
    zip: `${zip}${digit()}${digit()}`,
    imported: 0,
    createdAt,
  });
}

// ---- API process

let api;
let call;
const rssMb = () => fmt(api.rssMb());

/** One user, signed up and verified through the local mailbox like a person would, owning two organizations. */
async function owner() {
  const { access, organization } = await signedUpOwner(
    call,
    `bench.${process.pid}@bench.test`,
    'Bench#Scale2026',
  );
  return { access, main: await organization('Scale Agency'), other: await organization('Neighbour Agency') };
}

// ---- seeding

async function seedLeads(pool, plan) {
  const total = plan.reduce((s, p) => s + p.count, 0);
  // Interleave the organizations in the id space, as real sign-ups would.
  const left = plan.map((p) => ({ ...p }));
  let done = 0;
  let n = 0;
  const started = Date.now();
  const nextBatch = () => {
    const rows = [];
    while (rows.length < BATCH) {
      const remaining = left.reduce((s, p) => s + p.count, 0);
      if (!remaining) break;
      let r = rnd() * remaining;
      const p = left.find((x) => (r -= x.count) < 0) ?? left.find((x) => x.count);
      p.count -= 1;
      n += 1;
      rows.push(lead(p.orgId, n));
    }
    return rows;
  };
  const sql = `INSERT INTO leads (${LEAD_COLUMNS.join(', ')}) VALUES ?`;
  let lastPrint = Date.now();
  const worker = async () => {
    const conn = await pool.getConnection();
    try {
      await conn.query('SET unique_checks = 0');
      for (;;) {
        const rows = nextBatch();
        if (!rows.length) return;
        await conn.query(sql, [rows]);
        done += rows.length;
        if (Date.now() - lastPrint > 15_000) {
          lastPrint = Date.now();
          log(
            `  … ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} rows (${secs(started)} s)`,
          );
        }
      }
    } finally {
      conn.release();
    }
  };
  await Promise.all(Array.from({ length: INSERT_CONNECTIONS }, worker));
  const s = (Date.now() - started) / 1000;
  return { rows: done, seconds: s, rate: done / s };
}

// ---- measuring

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
async function time(fn) {
  for (let i = 0; i < WARMUP; i += 1) await fn();
  const xs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const s = process.hrtime.bigint();
    await fn();
    xs.push(Number(process.hrtime.bigint() - s) / 1e6);
  }
  return { p50: pct(xs, 50), p95: pct(xs, 95) };
}

/**
 * The API call, the bare server's and the raw replay timed in turns (one of each per run), so a burst of noise
 * from the machine (a shared VM's neighbours, a background flush) lands on every side of the ratios rather than
 * on one.
 */
async function timeInTurns(fns) {
  for (let i = 0; i < WARMUP; i += 1) for (const fn of fns) await fn();
  const xs = fns.map(() => []);
  for (let i = 0; i < RUNS; i += 1) {
    for (const [k, fn] of fns.entries()) {
      const s = process.hrtime.bigint();
      await fn();
      xs[k].push(Number(process.hrtime.bigint() - s) / 1e6);
    }
  }
  return xs.map((x) => ({ p50: pct(x, 50), p95: pct(x, 95) }));
}

/** One GET under LOAD_CONNECTIONS concurrent clients for `seconds` (autocannon). */
function loadSlice(base, path, token, seconds) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}${path}`,
        connections: LOAD_CONNECTIONS,
        duration: seconds,
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
      },
      (err, r) => (err ? reject(err) : resolve(r)),
    );
  });
}

/**
 * Requests per second of the same call on each server under LOAD_CONNECTIONS clients, LOAD_SECONDS each, in
 * one-second slices taken in turns (API, bare, API, ...): like the latency runs, a burst of noise lands on both.
 * Latency under load: the median over the slices of each slice's p50 and p97.5.
 */
async function loadInTurns(servers, path, token) {
  const slices = servers.map(() => []);
  for (let i = 0; i < Math.max(1, LOAD_SECONDS); i += 1) {
    for (const [k, base] of servers.entries()) slices[k].push(await loadSlice(base, path, token, 1));
  }
  return slices.map((rs) => ({
    // autocannon's duration is in seconds
    rps: rs.reduce((n, r) => n + r.requests.total, 0) / rs.reduce((n, r) => n + r.duration, 0),
    p50: pct(
      rs.map((r) => r.latency.p50),
      50,
    ),
    p97: pct(
      rs.map((r) => r.latency.p97_5),
      50,
    ),
    non2xx: rs.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0),
  }));
}

/**
 * The SQL the API runs for one call, read from the server's general log (the API logs no SQL): the statements
 * its connections sent while serving the call, minus the authentication/tenancy look-ups (`skipped`, printed), so
 * "raw" and the bare server replay exactly the count, the page and the page's decorations (tags, ...).
 */
async function captureSql(admin, token, path) {
  const [[prev]] = await admin.query('SELECT @@global.general_log AS on_, @@global.log_output AS output');
  const threads = async () =>
    (await admin.query('SELECT id FROM information_schema.processlist WHERE db = ?', [db.name]))[0].map(
      (r) => r.id,
    );
  await call('GET', path, null, token); // open the pool's connections before listing them
  const ids = await threads();
  await admin.query("SET GLOBAL log_output = 'TABLE'");
  await admin.query('SET GLOBAL general_log = 1');
  const since = (await admin.query('SELECT NOW(6) AS t'))[0][0].t;
  try {
    await call('GET', path, null, token);
  } finally {
    await admin.query(`SET GLOBAL general_log = ${prev.on_ ? 1 : 0}`);
    await admin.query('SET GLOBAL log_output = ?', [prev.output]);
  }
  const [rows] = await admin.query(
    `SELECT CONVERT(argument USING utf8mb4) AS q FROM mysql.general_log
     WHERE command_type = 'Query' AND event_time >= ? AND thread_id IN (?) ORDER BY event_time`,
    [since, ids.length ? ids : [0]],
  );
  const all = rows.map((r) => r.q);
  const replayed = all.filter(
    (q) => /^\s*SELECT/i.test(q) && /\b`?lead(s|_groups|_lists|_sources|_counts)`?\s/.test(q),
  );
  return { statements: replayed, skipped: all.filter((q) => !replayed.includes(q)) };
}

async function explain(conn, sql) {
  const [rows] = await conn.query(`EXPLAIN ${sql}`);
  return rows
    .map((r) =>
      `      ${r.table} type=${r.type} key=${r.key} rows=${r.rows} extra=${r.Extra ?? ''}`.trimEnd(),
    )
    .join('\n');
}

// ---- main

let db;
/**
 * Seeds, measures and prints; returns the rows of `npm run bench`'s table (run.mjs): each call's p95 against the
 * bare server's, and its throughput against the bare server's.
 */
export async function leadsScale() {
  let pool;
  let bare;
  const rows = [];
  const group = `contacts at scale (${LEADS.toLocaleString('en-US')})`;
  try {
    db = await scratchDatabase('ens_bench');
    const admin = db.admin;
    log(
      `contacts scale bench: database ${db.name}, ${LEADS.toLocaleString('en-US')} contacts + ${OTHER_LEADS.toLocaleString('en-US')} beside them`,
    );

    // A secret of our own rather than the one the API would generate into its data directory: the bare server
    // verifies the same token with it.
    const jwtSecret = randomBytes(48).toString('base64url');
    let s = Date.now();
    api = startApi({
      port,
      databaseUrl: db.url,
      env: { JWT_SECRET: jwtSecret, SECRETS_KEY: randomBytes(48).toString('base64url') },
      flags: CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [],
    });
    call = apiClient(api.base);
    await api.ready();
    log(`  API started and migrated in ${secs(s)} s (rss ${rssMb()} MB)`);
    const who = await owner();
    const orgId = who.main.id;
    const userId = Number(JSON.parse(Buffer.from(who.access.split('.')[1], 'base64url').toString()).sub);

    pool = mysql.createPool({
      uri: db.url.toString(),
      connectionLimit: INSERT_CONNECTIONS + 1,
      dateStrings: false,
    });
    const seeded = await seedLeads(pool, [
      { orgId, count: LEADS },
      { orgId: who.other.id, count: OTHER_LEADS },
    ]);
    log(
      `  seeded ${seeded.rows.toLocaleString('en-US')} rows in ${seeded.seconds.toFixed(1)} s (${Math.round(seeded.rate).toLocaleString('en-US')} rows/s, ${BATCH}-row INSERTs on ${INSERT_CONNECTIONS} connections)`,
    );
    s = Date.now();
    await pool.query('ANALYZE TABLE leads');
    log(`  ANALYZE TABLE in ${secs(s)} s`);
    const settled = await settleDatabase();
    if (settled !== null)
      log(`  database idle after ${settled.toFixed(0)} s (InnoDB finishing the bulk load)`);

    const [stageCounts] = await pool.query(
      'SELECT fsm_state AS s, COUNT(*) AS n FROM leads WHERE organization_id = ? GROUP BY fsm_state',
      [orgId],
    );
    const stage = Object.fromEntries(stageCounts.map((r) => [r.s, Number(r.n)]));
    log(`  stages: ${stageCounts.map((r) => `${r.s} ${Number(r.n).toLocaleString('en-US')}`).join(', ')}`);

    // Search terms taken from the data so each matches something.
    const [[sample]] = await pool.query(
      `SELECT last_name_normalized AS last, email, cell_phone AS phone FROM leads
     WHERE organization_id = ? AND fsm_state = 'Client' AND email IS NOT NULL AND cell_phone IS NOT NULL
     ORDER BY id LIMIT 1`,
      [orgId],
    );
    const namePrefix = sample.last.slice(0, 3);
    // An address search needs the '@' (docs/adr/0006): the local part as typed.
    const emailSearch = `${sample.email.slice(0, sample.email.indexOf('@') + 1)}`;
    const phonePrefix = sample.phone.slice(2, 8); // typed without the country code: 6 digits

    const per = 10;
    const deepPage = Math.max(1, Math.min(2000, Math.floor((stage.Client ?? 0) / per / 2)));
    const cases = [
      ['clients page 1 (-id)', `/organization/lead/${orgId}/clients/?page=1&per_page=${per}`],
      ['others page 1 (-id)', `/organization/lead/${orgId}/others/?currentPage=1&pageSize=${per}`],
      [
        `clients page ${deepPage} (-id)`,
        `/organization/lead/${orgId}/clients/?page=${deepPage}&per_page=${per}`,
      ],
      [
        'clients by last_name, p1',
        `/organization/lead/${orgId}/clients/?page=1&per_page=${per}&ordering=last_name`,
      ],
      [
        `clients by last_name, p${deepPage}`,
        `/organization/lead/${orgId}/clients/?page=${deepPage}&per_page=${per}&ordering=last_name`,
      ],
      [
        `search name '${namePrefix}'`,
        `/organization/lead/${orgId}/clients/?page=1&per_page=${per}&search=${namePrefix}`,
      ],
      // A first name (each is ~0.5 % of contacts: its addresses start with it too) and a broad 2-letter prefix.
      ["search name 'zoe'", `/organization/lead/${orgId}/clients/?page=1&per_page=${per}&search=zoe`],
      ["search name 'ma' (broad)", `/organization/lead/${orgId}/clients/?page=1&per_page=${per}&search=ma`],
      // A prefix nothing matches (a typo): the page can't stop early, every candidate is read.
      [
        "search name (no match) 'qx'",
        `/organization/lead/${orgId}/clients/?page=1&per_page=${per}&search=qx`,
      ],
      [
        `search email '${emailSearch}'`,
        `/organization/lead/${orgId}/clients/?page=1&per_page=${per}&search=${encodeURIComponent(emailSearch)}`,
      ],
      [
        `search phone '${phonePrefix}'`,
        `/organization/lead/${orgId}/clients/?page=1&per_page=${per}&search=${phonePrefix}`,
      ],
    ];

    // What any authenticated tenant call costs (JWT, user and membership look-ups, JSON): the floor under every row.
    const get = apiGetter(api.base);
    const floor = await time(() => get(`/organization/${orgId}/`, who.access));

    // The SQL of each call first (the general log is switched on for one request at a time), then the bare server
    // on the captured statements, then the timings.
    const results = [];
    for (const [title, path] of cases) {
      const body = await call('GET', path, null, who.access);
      const { statements, skipped } = await captureSql(admin, who.access, path);
      results.push({ title, path, count: body.count, statements, skipped });
    }
    const apiPrefix = new URL(api.base).pathname;
    bare = await startBareServer({
      port: barePort,
      databaseUrl: db.url,
      jwtSecret,
      routes: Object.fromEntries(
        results.map((r) => [`${apiPrefix}${r.path}`, { organizationId: orgId, statements: r.statements }]),
      ),
      members: [[userId, orgId]],
    });
    const bareGet = apiGetter(bare.base);
    // The floor only counts if it answers the same thing.
    for (const r of results) {
      r.sameJson = isDeepStrictEqual(await get(r.path, who.access), await bareGet(r.path, who.access));
    }

    const raw = await pool.getConnection();
    for (const r of results) {
      [r.apiT, r.bareT, r.rawT] = await timeInTurns([
        () => get(r.path, who.access),
        () => bareGet(r.path, who.access),
        async () => {
          for (const q of r.statements) await raw.query(q);
        },
      ]);
    }
    const rssAfterLatency = rssMb();
    for (const r of results) {
      [r.apiLoad, r.bareLoad] = await loadInTurns([api.base, bare.base], r.path, who.access);
    }

    const w = 34;
    const f1 = (x) => x.toFixed(1);
    log('');
    log(
      `list and search, ${RUNS} runs each (API, bare server and raw SQL in turns) after ${WARMUP} warm-up, sequential, per_page=${per}; rss ${rssAfterLatency} MB`,
    );
    log(
      `  ${'call'.padEnd(w)} ${'count'.padStart(9)}  ${'api p50'.padStart(8)} ${'api p95'.padStart(8)}  ${'bare p50'.padStart(8)} ${'bare p95'.padStart(8)} ${'/bare'.padStart(5)} ${'(p50)'.padStart(5)}  ${'raw p50'.padStart(8)} ${'raw p95'.padStart(8)} ${'/raw'.padStart(5)}  target (p95<=${TARGET_P95_MS} ms, <=${TARGET_BARE_RATIO}x bare; issue 6 had <=${TARGET_RATIO}x raw)`,
    );
    const misses = [];
    for (const r of results) {
      const ratio = r.apiT.p95 / r.bareT.p95;
      const ok = r.apiT.p95 <= TARGET_P95_MS && ratio <= TARGET_BARE_RATIO;
      if (!ok) misses.push(r);
      log(
        `  ${r.title.padEnd(w)} ${String(r.count).padStart(9)}  ${f1(r.apiT.p50).padStart(8)} ${f1(r.apiT.p95).padStart(8)}  ${f1(r.bareT.p50).padStart(8)} ${f1(r.bareT.p95).padStart(8)} ${ratio.toFixed(2).padStart(5)} ${(r.apiT.p50 / r.bareT.p50).toFixed(2).padStart(5)}  ${f1(r.rawT.p50).padStart(8)} ${f1(r.rawT.p95).padStart(8)} ${(r.apiT.p95 / r.rawT.p95).toFixed(1).padStart(5)}  ${ok ? 'ok' : 'MISS'}${r.sameJson ? '' : '  (bare JSON differs!)'}`,
      );
      rows.push({
        group,
        figure: `${r.title}: p95`,
        value: r.apiT.p95,
        unit: 'ms',
        floor: r.bareT.p95,
        floorLabel: 'bare node:http server, p95',
        ratio,
        target: `<= ${TARGET_BARE_RATIO}x, <= ${TARGET_P95_MS} ms`,
        ok,
      });
    }
    log(`  ${'import (CSV, 100,000 rows)'.padEnd(w)} see npm run bench:import`);
    log(
      `  (GET /organization/{id}/ p50 ${floor.p50.toFixed(1)} ms, p95 ${floor.p95.toFixed(1)} ms — the API's fixed cost per call)`,
    );
    log(
      `  bare answers the same JSON as the API: ${
        results.every((r) => r.sameJson)
          ? 'yes, every call'
          : `NO for ${results
              .filter((r) => !r.sameJson)
              .map((r) => r.title)
              .join(', ')}`
      }`,
    );

    log('');
    log(
      `throughput, ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s per call and server in 1-s slices in turns (autocannon; latency under load p50 / p97.5, median of the slices)`,
    );
    log(
      `  ${'call'.padEnd(w)} ${'api req/s'.padStart(10)} ${'p50'.padStart(5)} ${'p97.5'.padStart(6)}  ${'bare req/s'.padStart(10)} ${'p50'.padStart(5)} ${'p97.5'.padStart(6)}  ${'ratio'.padStart(5)}  target (>= ${TARGET_THROUGHPUT_RATIO}x bare)`,
    );
    for (const r of results) {
      const ratio = r.apiLoad.rps / r.bareLoad.rps;
      const ok = ratio >= TARGET_THROUGHPUT_RATIO && !r.apiLoad.non2xx;
      if (!ok && !misses.includes(r)) misses.push(r);
      const errors = r.apiLoad.non2xx || r.bareLoad.non2xx;
      log(
        `  ${r.title.padEnd(w)} ${fmt(r.apiLoad.rps).padStart(10)} ${String(r.apiLoad.p50).padStart(5)} ${String(r.apiLoad.p97).padStart(6)}  ${fmt(r.bareLoad.rps).padStart(10)} ${String(r.bareLoad.p50).padStart(5)} ${String(r.bareLoad.p97).padStart(6)}  ${ratio.toFixed(2).padStart(5)}  ${ok ? 'ok' : 'MISS'}${errors ? `  (errors: api ${r.apiLoad.non2xx}, bare ${r.bareLoad.non2xx})` : ''}`,
      );
      rows.push({
        group,
        figure: `${r.title}: req/s x${LOAD_CONNECTIONS}`,
        value: r.apiLoad.rps,
        unit: 'req/s',
        floor: r.bareLoad.rps,
        floorLabel: `bare node:http server, req/s x${LOAD_CONNECTIONS}`,
        ratio,
        target: `>= ${TARGET_THROUGHPUT_RATIO}x`,
        ok,
      });
    }
    log(`  API rss after the load: ${rssMb()} MB`);

    log('');
    log('SQL the API ran (replayed raw and by the bare server), with EXPLAIN of the statements on leads:');
    for (const r of results) {
      log(`  ${r.title}${misses.includes(r) ? '  [MISS]' : ''}`);
      for (const q of r.statements) {
        log(
          `    ${q.replace(/\s+/g, ' ').replace(/SELECT `l`\.`id` AS `l_id`.*? FROM/, 'SELECT `l`.* FROM')}`,
        );
        if (/FROM `?leads`?\s/.test(q)) log(await explain(raw, q));
      }
      // Authentication and tenancy look-ups (the API keeps them for AUTH_CACHE_SECONDS) and anything else.
      for (const q of r.skipped) log(`    not replayed: ${q.replace(/\s+/g, ' ').slice(0, 200)}`);
    }
    raw.release();
    log('');
    log(
      `done in ${secs(t0)} s${misses.length ? `; ${misses.length} call(s) miss the targets` : '; every call meets the targets'}`,
    );
    return rows;
  } finally {
    await bare?.stop();
    await api?.stop(CPU_PROF ? 10_000 : 0);
    await pool?.end().catch(() => {});
    await db?.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await leadsScale();
