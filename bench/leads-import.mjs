#!/usr/bin/env node
// CSV import throughput (issue 6 'Scale'): a ROWS-row contacts file (default 100,000; realistic names, addresses
// and phones in the formats people type, a few % bad rows, a few % repeated contacts) imported through the API
// into a new opportunity list, beside the same contacts written raw with mysql2 in multi-row INSERTs of the
// import's batch size into a fresh copy of the leads table, and loaded by the server from a file (LOAD DATA LOCAL
// INFILE, the physical floor) into another. Prints rows/s, the ratios and the API process's RSS
// (sampled every 250 ms); asserts nothing. Needs `npm run build -w @ensemble/api` first.
//
//   ROWS=100000            data rows of the file
//   KEEP_DB=1              keep the ens_import_<pid> database afterwards (its name is printed)
//   BENCH_MYSQL_URL        server to create the database on (default mysql://root@127.0.0.1:3306)
//   BENCH_PORT=5960        port of the API under test
//   CPU_PROF=dir           run the API under --cpu-prof, profiles written to dir
//   SAVE_CSV=file.csv      also write the generated file there
//   API_MAIN=path          the API entry point to run (default api/dist/main.js), e.g. a copy of an older build
import { writeFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import mysql from 'mysql2/promise';
import {
  apiClient,
  fmt,
  randomSource,
  scratchDatabase,
  secs,
  signedUpOwner,
  sleep,
  startApi,
} from './support/api-under-test.mjs';
import { COMPANY_KIND, DOMAINS, LEAD_COLUMNS, storedLead } from './support/contact-data.mjs';

const ROWS = Number(process.env.ROWS ?? 100_000);
const CPU_PROF = process.env.CPU_PROF;
const port = Number(process.env.BENCH_PORT ?? 5960);
// The import's batch (contracts leadsCsvConstants.batchSize): the raw insert uses the same.
const BATCH = 1000;
const TARGET_RATE = 10_000;
const TARGET_RATIO = 1 / 3;
/** Flat memory: after the import's start-up, RSS may rise this much at most (GC cycles, not growth with rows). */
const TARGET_GROWTH = 0.15;

const t0 = Date.now();
const log = (...a) => console.log(...a);

// ---- data: deterministic, realistic-looking contacts

const { rnd, pick } = randomSource(7);
const FIRST =
  `James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara Richard Susan
Joseph Jessica Thomas Sarah Christopher Karen Charles Lisa Daniel Nancy Matthew Betty Anthony Sandra Mark Margaret
Donald Ashley Steven Kimberly Andrew Emily Paul Donna Joshua Michelle Kenneth Carol Kevin Amanda Brian Melissa George
Deborah Timothy Stephanie Ronald Dorothy Jason Rebecca Edward Sharon Jeffrey Laura Ryan Cynthia Jacob Amy Gary Kathleen
Nicholas Angela Eric Shirley Jonathan Brenda Stephen Emma Larry Anna Justin Pamela Scott Nicole José Zoë Renée`.split(
    /\s+/,
  );
const LAST =
  `Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson
Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson Walker
Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter
Roberts Gomez Phillips Evans Turner Diaz Parker Cruz Edwards Collins Reyes Stewart Morris O'Brien Müller`.split(
    /\s+/,
  );
const CITIES = [
  ['Austin', 'TX', '787', ['512', '737']],
  ['Dallas', 'TX', '752', ['214', '469', '972']],
  ['Miami', 'FL', '331', ['305', '786']],
  ['Denver', 'CO', '802', ['303', '720']],
  ['Phoenix', 'AZ', '850', ['602', '480']],
  ['Chicago', 'IL', '606', ['312', '773']],
  ['Seattle', 'WA', '981', ['206', '425']],
  ['Atlanta', 'GA', '303', ['404', '678']],
];
const JOBS = ['Owner', 'Manager', 'Director', 'Engineer', 'Teacher', 'Nurse', 'Accountant', 'Consultant', ''];
const digit = (from = 0) => from + Math.floor(rnd() * (10 - from));
const usedPhones = new Set();
/** A valid number of the city's area codes, a new one each time: as typed, and in E.164 as the API stores it. */
function phone(areas) {
  let a;
  let b;
  let c;
  do {
    a = pick(areas);
    b = `${digit(2)}${digit()}${digit()}`;
    c = `${digit()}${digit()}${digit()}${digit()}`;
  } while (usedPhones.has(a + b + c));
  usedPhones.add(a + b + c);
  const typed = pick([
    `(${a}) ${b}-${c}`,
    `${a}-${b}-${c}`,
    `${a}.${b}.${c}`,
    `+1 ${a} ${b} ${c}`,
    `${a}${b}${c}`,
  ]);
  return { typed, e164: `+1${a}${b}${c}` };
}
const HEADERS = [
  'FirstName',
  'LastName',
  'CompanyName',
  'Email',
  'CellPhone',
  'JobTitle',
  'City',
  'State',
  'ZipCode',
];
const csvCell = (v) => (v == null ? '' : /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/**
 * The file, and the contacts it should create in the form the API stores them (the raw insert writes those).
 * About 3 % of rows are bad (no name or company, no email or phone, a malformed address or phone) and 2 % repeat
 * an earlier contact's address (an update, not a new contact).
 */
function makeFile(orgId, listId) {
  const lines = [HEADERS.join(',')];
  const stored = [];
  const seen = [];
  let bad = 0;
  let repeats = 0;
  const now = new Date();
  for (let n = 0; n < ROWS; n += 1) {
    let first = pick(FIRST);
    let last = pick(LAST);
    let company = rnd() < 0.25 ? `${pick(LAST)} ${pick(COMPANY_KIND)}` : null;
    let email = rnd() < 0.9 ? `${first}.${last}${n}@${pick(DOMAINS)}`.replace(/['\s]/g, '') : null;
    const [city, st, zip, areas] = pick(CITIES);
    let ph = email && rnd() < 0.3 ? null : phone(areas);
    const job = pick(JOBS) || null;
    const r = rnd();
    let valid = true;
    if (r < 0.03) {
      valid = false;
      bad += 1;
      const kind = Math.floor(r * 400) % 4;
      if (kind === 0) [first, last, company] = [null, null, null];
      else if (kind === 1) [email, ph] = [null, null];
      else if (kind === 2) email = `${first}.${last}${n}.at.${pick(DOMAINS)}`;
      else ph = { typed: `${digit()}${digit()}${digit()}-${digit()}${digit()}`, e164: null };
    } else if (r < 0.05 && seen.length) {
      // The same person again, with their address in another case.
      const prev = pick(seen);
      email = prev.email.toUpperCase();
      ph = null;
      repeats += 1;
      valid = false;
    }
    lines.push(
      [first, last, company, email, ph?.typed ?? null, job, city, st, `${zip}${digit()}${digit()}`]
        .map(csvCell)
        .join(','),
    );
    if (!valid) continue;
    if (email) seen.push({ email: email.toLowerCase() });
    stored.push([
      ...storedLead({
        orgId,
        first,
        last,
        company,
        email,
        phone: ph?.e164 ?? null,
        stage: 'Opportunity',
        city,
        st,
        zip: lines[lines.length - 1].split(',').at(-1),
        imported: 1,
        createdAt: now,
      }),
      job,
      listId,
    ]);
  }
  return { csv: Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8'), stored, bad, repeats };
}
const STORED_COLUMNS = [...LEAD_COLUMNS, 'job_title', 'lead_list_id'];

/** Issue 16: the import at least a quarter as fast as the server loading the same rows from a file. */
const TARGET_FLOOR_RATIO = 0.25;

/** The file in 64 KB pieces: mysql2 sends each piece the stream gives as one packet (max_allowed_packet). */
function* packets(buffer, size = 65_536) {
  for (let i = 0; i < buffer.length; i += size) yield buffer.subarray(i, i + size);
}

/** A value as LOAD DATA reads it by default: tab-separated, \\N for NULL, backslash escapes. */
function tsvField(value) {
  if (value === null || value === undefined) return '\\N';
  if (value instanceof Date) return value.toISOString().slice(0, 19).replace('T', ' ');
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value).replace(
    /[\\\t\n\r]/g,
    (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c],
  );
}

// ---- API process

let api;
let call;
/** A verified owner of one organization on the ORCHESTRA plan (room for a million contacts), through the API. */
async function owner() {
  const { access, organization } = await signedUpOwner(
    call,
    `import.${process.pid}@bench.test`,
    'Bench#Import2026',
  );
  const org = await organization('Import Agency');
  // The card form's steps on the local payments provider, then the plan.
  const intent = await call('POST', `/subscription/${org.id}/setup-intent/`, {}, access);
  const { payment_method } = await call(
    'POST',
    '/payments/local/setup-intents/confirm/',
    {
      client_secret: intent.results.client_secret,
      card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2099, cvc: '123' },
    },
    access,
  );
  await call(
    'POST',
    `/payment-method/${org.id}/`,
    { organization: org.id, stripe_payment_method_id: payment_method },
    access,
  );
  await call('POST', `/subscription/${org.id}/`, { price_id: 'price_orchestra_month', quantity: 0 }, access);
  const usage = await call('GET', `/subscription/${org.id}/usage/`, null, access);
  return { access, org, contactLimit: usage.limits.contacts };
}

// ---- main

/** Imports, measures and prints; returns the rows of `npm run bench`'s table (run.mjs). */
export async function leadsImport() {
  let db;
  let pool;
  const rows = [];
  const group = `import (${fmt(ROWS)} rows)`;
  try {
    db = await scratchDatabase('ens_import');
    log(`CSV import bench: database ${db.name}, ${fmt(ROWS)}-row file`);
    let s = Date.now();
    api = startApi({
      port,
      databaseUrl: db.url,
      env: { PAYMENTS_PROVIDER: 'local' },
      flags: CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [],
    });
    call = apiClient(api.base);
    const rssMb = () => api.rssMb();
    await api.ready();
    log(`  API started and migrated in ${secs(s)} s (rss ${fmt(rssMb())} MB)`);
    const who = await owner();
    log(`  organization ${who.org.id} on ORCHESTRA: contact limit ${fmt(who.contactLimit)}`);

    pool = mysql.createPool({ uri: db.url.toString(), connectionLimit: 2 });
    const [[{ next: listGuess }]] = await pool.query(
      'SELECT COALESCE(MAX(id), 0) + 1 AS next FROM lead_lists',
    );
    s = Date.now();
    const file = makeFile(who.org.id, listGuess);
    if (process.env.SAVE_CSV) writeFileSync(process.env.SAVE_CSV, file.csv);
    log(
      `  file: ${fmt(ROWS)} rows, ${(file.csv.length / 1048576).toFixed(1)} MB, ${fmt(file.bad)} bad, ${fmt(file.repeats)} repeats, ${fmt(file.stored.length)} new contacts expected (made in ${secs(s)} s)`,
    );

    // ---- the import through the API
    const samples = [];
    const sampler = setInterval(() => samples.push(rssMb()), 250);
    const rssStart = rssMb();
    const started = Date.now();
    const form = new FormData();
    form.set('bucket', 'opportunity');
    form.set('list_name', 'Bench import');
    form.set('csv_file', new Blob([file.csv], { type: 'text/csv' }), 'contacts.csv');
    const up = await call('POST', `/organization/${who.org.id}/upload-opportunities-csv/`, form, who.access);
    const uploaded = Date.now();
    let job;
    let lastPrint = Date.now();
    for (;;) {
      job = await call(
        'GET',
        `/organization/${who.org.id}/upload-opportunities-csv/jobs/${up.job_id}/`,
        null,
        who.access,
      );
      if (job.status === 'done' || job.status === 'failed') break;
      if (Date.now() - lastPrint > 10_000) {
        lastPrint = Date.now();
        log(
          `  … ${fmt(job.processed)} / ${fmt(job.total)} rows (${secs(started)} s, rss ${fmt(rssMb())} MB)`,
        );
      }
      await sleep(250);
    }
    const importSeconds = (Date.now() - started) / 1000;
    clearInterval(sampler);
    const rssEnd = rssMb();
    samples.push(rssEnd);
    if (job.status !== 'done') throw new Error(`import ${job.status}: ${job.error}`);
    if (up.list_id !== listGuess) for (const r of file.stored) r[17] = up.list_id;
    const importRate = ROWS / importSeconds;
    const [[{ n: storedCount }]] = await pool.query(
      'SELECT COUNT(*) AS n FROM leads WHERE organization_id = ?',
      [who.org.id],
    );

    // ---- the same contacts, raw, into a fresh copy of the leads table (same indexes), one connection
    await pool.query('CREATE TABLE leads_raw LIKE leads');
    const conn = await pool.getConnection();
    const sql = `INSERT INTO leads_raw (${STORED_COLUMNS.join(', ')}) VALUES ?`;
    const rawStarted = Date.now();
    for (let i = 0; i < file.stored.length; i += BATCH) {
      await conn.query(sql, [file.stored.slice(i, i + BATCH)]);
    }
    const rawSeconds = (Date.now() - rawStarted) / 1000;
    conn.release();
    const rawRate = file.stored.length / rawSeconds;
    const ratio = importRate / rawRate;

    // ---- the physical floor: the same rows loaded by the server itself from a file (LOAD DATA LOCAL INFILE)
    // into a third copy of the table, the fastest way rows get into InnoDB with these indexes
    await pool.query('CREATE TABLE leads_load LIKE leads');
    const tsv = file.stored.map((row) => row.map(tsvField).join('\t')).join('\n') + '\n';
    const loadStarted = Date.now();
    await pool.query({
      sql: `LOAD DATA LOCAL INFILE 'contacts.tsv' INTO TABLE leads_load CHARACTER SET utf8mb4 (${STORED_COLUMNS.join(', ')})`,
      infileStreamFactory: () => Readable.from(packets(Buffer.from(tsv))),
    });
    const loadSeconds = (Date.now() - loadStarted) / 1000;
    const [[{ n: loadedCount }]] = await pool.query('SELECT COUNT(*) AS n FROM leads_load');
    if (loadedCount !== file.stored.length)
      throw new Error(`LOAD DATA stored ${loadedCount} of ${file.stored.length} rows`);
    const loadRate = file.stored.length / loadSeconds;
    const floorRatio = importRate / loadRate;

    log('');
    log(
      `import: ${fmt(ROWS)} rows in ${importSeconds.toFixed(1)} s (upload answered in ${((uploaded - started) / 1000).toFixed(1)} s) = ${fmt(importRate)} rows/s  [target >= ${fmt(TARGET_RATE)}: ${importRate >= TARGET_RATE ? 'ok' : 'MISS'}]`,
    );
    log(
      `  job: created ${fmt(job.created)}, updated ${fmt(job.updated)}, rejected ${fmt(job.rejected)}; ${fmt(storedCount)} contacts stored (expected ${fmt(file.stored.length)} created, ${fmt(file.repeats)} updated, ${fmt(file.bad)} rejected)`,
    );
    log(
      `raw:    ${fmt(file.stored.length)} rows in ${rawSeconds.toFixed(1)} s = ${fmt(rawRate)} rows/s (${BATCH}-row INSERTs, one connection, leads' indexes)`,
    );
    log(
      `ratio:  import / raw = ${ratio.toFixed(2)}  [target >= ${TARGET_RATIO.toFixed(2)}: ${ratio >= TARGET_RATIO ? 'ok' : 'MISS'}]`,
    );
    log(
      `floor:  ${fmt(file.stored.length)} rows in ${loadSeconds.toFixed(1)} s = ${fmt(loadRate)} rows/s (LOAD DATA LOCAL INFILE, leads' indexes)`,
    );
    log(
      `ratio:  import / floor = ${floorRatio.toFixed(2)}  [target >= ${TARGET_FLOOR_RATIO.toFixed(2)}: ${floorRatio >= TARGET_FLOOR_RATIO ? 'ok' : 'MISS'}]`,
    );
    const peak = Math.max(...samples.filter((x) => !Number.isNaN(x)));
    const tenths = Array.from({ length: 10 }, (_, k) => samples[Math.floor((k * samples.length) / 10)]);
    log(
      `API rss during import (every 250 ms, ${samples.length} samples): start ${fmt(rssStart)} MB, peak ${fmt(peak)} MB, end ${fmt(rssEnd)} MB`,
    );
    log(`  by tenth of the import: ${tenths.map(fmt).join(', ')} MB`);
    // The first fifth is the import's start-up (its worker thread, buffers, the young generation filling); after
    // that, memory that kept growing with the rows written would not be flat.
    const settled = samples[Math.floor(samples.length / 5)];
    const growth = (Math.max(...samples.slice(Math.floor(samples.length / 5))) - settled) / settled;
    log(
      `  after the first fifth: ${fmt(settled)} MB, at most +${(growth * 100).toFixed(0)} % later  [target flat, <= +${(TARGET_GROWTH * 100).toFixed(0)} %: ${growth <= TARGET_GROWTH ? 'ok' : 'MISS'}]`,
    );
    rows.push(
      {
        group,
        figure: 'import through the API',
        value: importRate,
        unit: 'rows/s',
        floor: loadRate,
        floorLabel: 'LOAD DATA LOCAL INFILE, same rows',
        ratio: floorRatio,
        target: `>= ${TARGET_FLOOR_RATIO}x, >= ${fmt(TARGET_RATE)} rows/s`,
        ok: floorRatio >= TARGET_FLOOR_RATIO && importRate >= TARGET_RATE,
      },
      {
        group,
        figure: 'import through the API',
        value: importRate,
        unit: 'rows/s',
        floor: rawRate,
        floorLabel: `raw ${BATCH}-row INSERTs, same rows`,
        ratio,
        target: `>= ${TARGET_RATIO.toFixed(2)}x`,
        ok: ratio >= TARGET_RATIO,
      },
      {
        group,
        figure: `API rss rise after the first fifth (${fmt(settled)} MB then)`,
        value: growth * 100,
        unit: '%',
        floor: null,
        floorLabel: '',
        ratio: null,
        target: `<= ${(TARGET_GROWTH * 100).toFixed(0)} %`,
        ok: growth <= TARGET_GROWTH,
      },
    );
    log(`done in ${secs(t0)} s`);
  } finally {
    await api?.stop(CPU_PROF || process.env.API_NODE_FLAGS ? 15_000 : 0);
    await pool?.end().catch(() => {});
    await db?.drop();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) await leadsImport();
