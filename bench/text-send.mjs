#!/usr/bin/env node
// Text delivery (issue 19 'Speed'): one send to TEXTS contacts (default 20,000) through the API's `twilio` provider
// (the official SDK, TWILIO_API_URL pointing at a local stand-in of Twilio's REST API), beside the same messages
// created straight with the SDK (the provider's own client: twilioClient of api/dist) at the concurrency of the
// API's workers, into the same stand-in. Prints both rates, their ratio and the numbers that got a message twice.
// The stand-in (support/twilio-sink.mjs) runs as its own process, checks Basic auth on every call and never
// de-duplicates. Prints figures; asserts nothing. Needs the API built, MariaDB and Redis.
//
//   TEXTS=20000            contacts (each with its own cell phone) and messages of each run
//   ROUNDS=5               straight/API pairs; the ratio printed is the median of the pairs'
//   BENCH_REDIS_URL        Redis for the queues (default redis://127.0.0.1:6379)
//   BENCH_MYSQL_URL        server for the scratch database (default mysql://root@127.0.0.1:3306)
//   BENCH_PORT=5980        the API's port (the stand-in listens on the next one)
//   KEEP_DB=1              keep the ens_texts_<pid> database afterwards
//   CPU_PROF=dir           run the API under --cpu-prof, profiles written to dir
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import mysql from 'mysql2/promise';
import {
  apiClient,
  databasePid,
  fmt,
  repoRoot,
  scratchDatabase,
  secs,
  signedUpOwner,
  sleep,
  startApi,
} from './support/api-under-test.mjs';
import { insertClients } from './support/contact-data.mjs';
import { cpuLine, cpuMeter, forkSink, watch } from './support/sink-process.mjs';
import { printTable } from './support/table.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const TEXTS = Number(process.env.TEXTS ?? 20_000);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 5980);
const sinkPort = port + 1;
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const TARGET_RATIO = 0.7;
/** Jobs one worker process runs at once (api engine/work: BullJobQueue's concurrency). */
const WORKER_CONCURRENCY = 5;
/** The organization's number, the From of every text. */
const FROM = '+15125550100';
const ACCOUNT_SID = `AC${randomBytes(16).toString('hex')}`;
const AUTH_TOKEN = randomBytes(16).toString('hex');

const t0 = Date.now();
const log = (...a) => console.log(...a);
const dist = (p) => createRequire(import.meta.url)(join(repoRoot, 'api', 'dist', p));

// ---- the stand-in, in its own process

function startStandIn() {
  const sink = forkSink(join(here, 'support', 'twilio-sink.mjs'), [sinkPort, ACCOUNT_SID, AUTH_TOKEN, FROM]);
  return {
    ...sink,
    url: `http://127.0.0.1:${sinkPort}`,
    reset: () => sink.ask('reset'),
    stats: async () => (await sink.ask('stats')).stats,
    recipients: async () => new Map((await sink.ask('recipients')).counts),
  };
}

// ---- what a person writes on the Text screen, with variables

const MESSAGE =
  'Hi #!first_name!#, your spring policy review with #!organization_name!# is due. Reply YES to book a call, or STOP to opt out.';

// ---- contacts

/** Each contact's own cell phone: +1 512 2xx-xxxx, a valid North American number. */
const cellPhone = (i) => `+1512${2_000_000 + i}`;

async function seedContacts(pool, orgId) {
  const started = Date.now();
  const people = await insertClients(pool, orgId, TEXTS, { seed: 19, phone: cellPhone });
  log(`  ${fmt(TEXTS)} contacts written in ${secs(started)} s`);
  return people;
}

/** The organization's number, as the phone setup leaves it (bought through the provider, calls forwarded). */
async function seedNumber(pool, orgId) {
  await pool.query(
    `INSERT INTO phone_numbers (organization_id, phone_number, number_type, area_code, real_phone_number, provider_sid)
     VALUES (?, ?, 'local', '512', '+15125550199', ?)`,
    [orgId, FROM, `PN${randomBytes(16).toString('hex')}`],
  );
}

/** The verification mail of `email`, from the outbox the API keeps it in (the mailbox is off with Twilio). */
const outboxMail = (pool) => async (email) => {
  const [rows] = await pool.query(
    `SELECT text FROM outbox_messages WHERE to_normalized = ? AND category = 'verification' ORDER BY id DESC LIMIT 1`,
    [email.toLowerCase()],
  );
  return rows[0]?.text ?? null;
};

// ---- 1. straight through the SDK

/**
 * The messages the send creates, with the API's own code (api/dist): the provider's SDK client (its base URL
 * override and keep-alive agent), the message filled per contact, the status callback with the row's key. `lanes`
 * calls in flight, as many as the API's worker runs at once.
 */
async function straight(standIn, people, organization, lanes) {
  await standIn.reset();
  const { twilioClient } = dist('engine/providers/sms/twilio-api.js');
  const { statusCallbackWithRef } = dist('engine/providers/sms/twilio-sms.provider.js');
  const { phoneWebhookUrls } = dist('engine/providers/sms/phone-webhooks.js');
  const { variableValues } = dist('modules/messaging/email-sending/email-content.js');
  const { fillVariables } = createRequire(import.meta.url)('@ensemble/contracts');
  const client = twilioClient({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, apiUrl: standIn.url });
  const statusCallback = phoneWebhookUrls(`http://127.0.0.1:${port}/api`).statusCallback;
  const org = {
    name: organization.name,
    email: organization.email,
    logo: null,
    phone: FROM,
    website: null,
    postalAddress: null,
  };
  let failed = 0;
  const started = Date.now();
  let i = 0;
  const lane = async () => {
    for (;;) {
      const n = i;
      i += 1;
      if (n >= people.length) return;
      const p = people[n];
      const contact = { email: '', firstName: p.first, lastName: p.last, cellPhone: p.phone, networks: '' };
      try {
        await client.messages.create({
          to: p.phone,
          from: FROM,
          body: fillVariables(MESSAGE, variableValues(contact, org), 'text'),
          statusCallback: statusCallbackWithRef(statusCallback, `text-recipient:${n + 1}`),
        });
      } catch {
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  const { stats } = await watch(standIn, people.length, { idleMs: 5000 });
  const seconds = (stats.lastAt - started) / 1000;
  return { stats, seconds, rate: stats.messages / seconds, failed };
}

// ---- 2. one send through the API

async function recipientStates(admin, db, sendId) {
  const [rows] = await admin.query(
    `SELECT status, COUNT(*) AS n FROM \`${db}\`.text_recipients WHERE send_id = ? GROUP BY status`,
    [sendId],
  );
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

/** Per contact's number: none missing, none twice (from the stand-in's own counts). */
async function exactlyOnce(standIn, people) {
  const counts = await standIn.recipients();
  let missing = 0;
  let twice = 0;
  for (const p of people) {
    const n = counts.get(p.phone) ?? 0;
    if (n === 0) missing += 1;
    else if (n > 1) twice += 1;
  }
  return { missing, twice };
}

// ---- one round: straight, then the same messages through the API

async function round(r, { api, call, access, org, pool, db, standIn, people, lanes }) {
  log(`\n== round ${r} of ${ROUNDS}\n-- straight through the twilio SDK (${lanes} in flight)`);
  const baseCpu = cpuMeter({ 'stand-in': standIn.pid, database: databasePid() });
  const base = await straight(standIn, people, org, lanes);
  const baseUsed = baseCpu();
  base.cpu = baseUsed.bench;
  log(
    `  ${fmt(base.stats.messages)} messages in ${base.seconds.toFixed(1)} s: ${fmt(base.rate)} messages/s ` +
      `(${base.stats.connections} connections, ${base.failed} refused)`,
  );
  log(`  CPU: ${cpuLine({ ...baseUsed, 'sender (this process)': baseUsed.bench, bench: NaN })}`);

  log('-- one send through the API (twilio provider, WORKER_ROLE=all)');
  await standIn.reset();
  const sendCpu = cpuMeter({ API: api.pid, 'stand-in': standIn.pid, database: databasePid() });
  const clicked = Date.now();
  const sent = await call(
    'POST',
    `/organization/${org.id}/send-texts/`,
    { lead_type: ['client'], message: MESSAGE },
    access,
  );
  const answered = Date.now() - clicked;
  // The delivery's own CPU (the call's answer to the last message), per text: the figure the rate follows when
  // the machine is busy, and steadier than the rate from one round to the next.
  const deliveryCpu = cpuMeter({ API: api.pid, database: databasePid() });
  const { stats } = await watch(standIn, TEXTS);
  const deliveryUsed = deliveryCpu();
  const sendUsed = sendCpu();
  // As the email bench: the rate of delivery from the first message (the send call, which writes the rows and
  // their history in one transaction, is its own figure below), beside the same rate counted from the call.
  const seconds = (stats.lastAt - stats.firstAt) / 1000;
  const rate = stats.messages / seconds;
  const fromCall = stats.messages / ((stats.lastAt - clicked) / 1000);
  const [[lastSend]] = await pool.query('SELECT MAX(id) AS id FROM text_sends WHERE organization_id = ?', [
    org.id,
  ]);
  // The last rows are marked sent a moment after their message arrived.
  await sleep(1000);
  const states = await recipientStates(db.admin, db.name, lastSend.id);
  const once = await exactlyOnce(standIn, people);
  log(
    `  send answered in ${answered} ms (${fmt(sent.sent)} texts queued); first message ` +
      `${((stats.firstAt - clicked) / 1000).toFixed(2)} s after the call`,
  );
  log(
    `  ${fmt(stats.messages)} messages in ${seconds.toFixed(1)} s from the first: ${fmt(rate)} messages/s ` +
      `(${fmt(fromCall)}/s counting from the send call), ${stats.connections} connections`,
  );
  log(`  ratio to the straight SDK: ${(rate / base.rate).toFixed(2)} (target ≥ ${TARGET_RATIO})`);
  log(`  CPU (send call included): ${cpuLine(sendUsed)}`);
  const perText = (s) => `${Math.round((s * 1e6) / stats.messages)} µs`;
  log(
    `  CPU per text while delivering: API ${perText(deliveryUsed.API)}, database ${perText(deliveryUsed.database)} ` +
      `(the straight sender: ${Math.round((base.cpu * 1e6) / base.stats.messages)} µs)`,
  );
  log(
    `  numbers missing ${once.missing}, twice ${once.twice}; refused ${stats.refused} ` +
      `(unauthorized ${stats.unauthorized}); rows ${JSON.stringify(states)}`,
  );
  return {
    base,
    rate,
    answered,
    firstAfter: stats.firstAt - clicked,
    once,
    cpuPerText: { api: deliveryUsed.API / stats.messages, straight: base.cpu / base.stats.messages },
  };
}

// ---- the run

export async function textSend() {
  const { TEXT_BATCH, TEXT_IN_FLIGHT, TEXT_MARK_EVERY } = dist(
    'modules/messaging/texts/text-delivery.job.js',
  );
  const lanes = WORKER_CONCURRENCY * TEXT_IN_FLIGHT;
  log(
    `text send bench: ${fmt(TEXTS)} contacts, ${lanes} messages in flight (${WORKER_CONCURRENCY} jobs of ${TEXT_BATCH} rows, ${TEXT_IN_FLIGHT} calls at a time, marked ${TEXT_MARK_EVERY} at a time)`,
  );
  const standIn = startStandIn();
  await standIn.ready;
  const db = await scratchDatabase('ens_texts');
  const rows = [];
  let api = null;
  let pool = null;
  try {
    api = startApi({
      port,
      databaseUrl: db.url,
      env: {
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: ACCOUNT_SID,
        TWILIO_AUTH_TOKEN: AUTH_TOKEN,
        TWILIO_API_URL: standIn.url,
        // The local mailbox is for the outbox providers only: the sign-up mail is read from the outbox table.
        OUTBOX_MAILBOX: 'false',
        REDIS_URL: redisUrl,
        QUEUE_PREFIX: `bench-texts-${process.pid}`,
        WORKER_ROLE: 'all',
      },
      flags: process.env.CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CPU_PROF}`] : [],
    });
    await api.ready();
    const call = apiClient(api.base);
    pool = mysql.createPool({ uri: db.url.toString(), connectionLimit: 2 });
    const { access, organization } = await signedUpOwner(
      call,
      'owner@bench.test',
      'Bench-passw0rd!',
      outboxMail(pool),
    );
    const org = await organization('Bench Agency');
    await seedNumber(pool, org.id);
    const people = await seedContacts(pool, org.id);

    // The VM's rates move from run to run (the straight one 1,650–2,560/s): ROUNDS pairs, straight then API,
    // one after the other, and the median of each pair's ratio.
    const rounds = [];
    for (let r = 1; r <= ROUNDS; r += 1)
      rounds.push(await round(r, { api, call, access, org, pool, db, standIn, people, lanes }));
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const ratio = median(rounds.map((x) => x.rate / x.base.rate));
    const mid = rounds.find((x) => x.rate / x.base.rate === ratio);
    const twice = rounds.reduce((n, x) => n + x.once.twice, 0);
    const missing = rounds.reduce((n, x) => n + x.once.missing, 0);
    log(
      `\n-- ${ROUNDS} rounds: ratios ${rounds.map((x) => (x.rate / x.base.rate).toFixed(2)).join(', ')}; median ${ratio.toFixed(2)}`,
    );
    rows.push(
      {
        group: 'text send',
        figure: `send, ${fmt(TEXTS)} texts (twilio provider), from the first message; median of ${ROUNDS} rounds`,
        value: mid.rate,
        unit: 'msg/s',
        floor: mid.base.rate,
        floorLabel: `twilio SDK straight, ${lanes} in flight, same stand-in, same round`,
        ratio,
        target: `≥ ${TARGET_RATIO}`,
        ok: ratio >= TARGET_RATIO,
      },
      {
        group: 'text send',
        figure: `API CPU per text while delivering; median of ${ROUNDS} rounds`,
        value: median(rounds.map((x) => x.cpuPerText.api)) * 1e6,
        unit: 'µs',
        floor: median(rounds.map((x) => x.cpuPerText.straight)) * 1e6,
        floorLabel: 'the straight sender, per text (median)',
      },
      {
        group: 'text send',
        figure: 'send call to first message (median round)',
        value: mid.firstAfter,
        unit: 'ms',
        floorLabel: `the call itself: ${fmt(mid.answered)} ms`,
      },
      {
        group: 'text send',
        figure: `numbers texted twice + numbers missing, ${ROUNDS} rounds`,
        value: twice + missing,
        unit: 'numbers',
        floorLabel: `${twice} twice, ${missing} missing`,
        target: '0',
        ok: twice + missing === 0,
      },
    );
  } finally {
    await pool?.end();
    await api?.stop(process.env.CPU_PROF ? 15_000 : 5000);
    standIn.close();
    await db.drop();
  }
  log(`\ntext send bench done in ${secs(t0)} s`);
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await textSend();
  printTable(rows, [], `== text send (TEXTS=${TEXTS}): ratio = value / floor, both measured in this run`);
}
