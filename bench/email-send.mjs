#!/usr/bin/env node
// Email delivery (issue 17 'Speed'): one campaign to EMAILS contacts (default 50,000) through the API's `smtp`
// provider into a local SMTP sink, beside the same messages (built by the API's own content code) sent straight
// through a pooled nodemailer transport into the same sink. Prints both rates and their ratio, the time from the send call to the first
// message, duplicate Message-IDs and the API's memory; then a second campaign to the same contacts delivered by
// two worker processes (WORKER_ROLE=worker, Redis), one of which is killed with SIGKILL three times while the
// campaign runs: every recipient must get exactly one message. The sink counts every message it accepts and never
// de-duplicates (support/smtp-sink.mjs). Prints figures; asserts nothing. Needs the API built and Redis.
//
//   EMAILS=50000           contacts (each with its own address) and messages of each run
//   KILLS=3                SIGKILLs of a worker during the second campaign
//   BENCH_REDIS_URL        Redis for the queues (default redis://127.0.0.1:6379)
//   BENCH_MYSQL_URL        server for the scratch database (default mysql://root@127.0.0.1:3306)
//   BENCH_PORT=5970        the API's port (the sink listens on the next one)
//   KEEP_DB=1              keep the ens_email_<pid> database afterwards
//   CPU_PROF=dir           run the first campaign's API under --cpu-prof, profiles written to dir
//   KILLS=0                the first campaign only
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import mysql from 'mysql2/promise';
import nodemailer from 'nodemailer';
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

const here = dirname(fileURLToPath(import.meta.url));
const EMAILS = Number(process.env.EMAILS ?? 50_000);
const KILLS = Number(process.env.KILLS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 5970);
const sinkPort = port + 1;
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const TARGET_RATIO = 0.7;
/** Flat memory: after the campaign's first fifth, RSS may rise this much at most. */
const TARGET_GROWTH = 0.15;
/** The SMTP provider's pool (api smtp-email.provider.ts): the straight run uses the same. */
const POOL = 5;
/** Claims older than this go back to pending in the kill run (the dead worker's), short to keep the run short. */
const STALE_SECONDS = 10;

const t0 = Date.now();
const log = (...a) => console.log(...a);

// ---- the sink, in its own process

function startSink() {
  const sink = forkSink(join(here, 'support', 'smtp-sink.mjs'), [sinkPort]);
  return {
    ...sink,
    url: `smtp://bench:secret@127.0.0.1:${sinkPort}`,
    reset: () => sink.ask('reset'),
    stats: async () => (await sink.ask('stats')).stats,
    recipients: async () => new Map((await sink.ask('recipients')).counts),
    keep: (address) => sink.ask('keep', { address }),
    mail: async (address) => (await sink.ask('mail', { address })).text,
  };
}

// ---- the content: what a person writes in the composer, with variables

const SUBJECT = 'Spring offers for #!first_name!#';
const HTML = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7">
<tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:6px">
<tr><td style="padding:32px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:24px;color:#1f2937">
<h1 style="margin:0 0 16px;font-size:24px">Hello #!first_name!#,</h1>
<p style="margin:0 0 16px">Spring is here, and so are our seasonal offers. As a client of #!organization_name!# you can
review your home and auto coverage with us this month and lock in last year's rates for another twelve months.</p>
<p style="margin:0 0 16px">Our agents are available Monday to Saturday. Reply to this email or book a call, and we will
prepare a comparison of your current policies before we talk.</p>
<p style="margin:24px 0"><a href="https://example.com/spring-review?utm_source=email" style="background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none">Book my review</a></p>
<p style="margin:0 0 16px">Not ready yet? <a href="https://example.com/blog/spring-checklist">Read our spring checklist</a>
for the five things to check on your policies this season.</p>
<p style="margin:0">Kind regards,<br>The #!organization_name!# team &middot; #!organization_phone_number!#</p>
</td></tr></table></td></tr></table>`;
const TEXT = `Hello #!first_name!#,

Spring is here, and so are our seasonal offers. Book your review: https://example.com/spring-review

Kind regards,
The #!organization_name!# team`;

// ---- contacts

async function seedContacts(pool, orgId) {
  const started = Date.now();
  const people = await insertClients(pool, orgId, EMAILS, { seed: 17 });
  log(`  ${fmt(EMAILS)} contacts written in ${secs(started)} s`);
  return people;
}

// ---- memory

function memoryFigures(samples) {
  const valid = samples.filter((s) => Number.isFinite(s.mb));
  const after = valid.filter((s) => s.at >= 0.2);
  const atFifth = after[0]?.mb ?? NaN;
  const peak = Math.max(...valid.map((s) => s.mb));
  const end = valid.at(-1)?.mb ?? NaN;
  return { atFifth, peak, end, growth: (peak - atFifth) / atFifth };
}

// ---- 1. straight through nodemailer

/**
 * The messages the campaign sends, built by the API's own code (api/dist email-content and email-batch): the same
 * footer, signed click links, open pixel, headers and Message-IDs, filled per recipient. What the straight run
 * sends, so that both runs put the same bytes on the wire.
 */
function campaignMessages(apiBase, organization) {
  const require = createRequire(import.meta.url);
  const dist = (p) => require(join(repoRoot, 'api', 'dist', p));
  const { batchContent, batchRecipient } = dist('modules/messaging/email-sending/email-content.js');
  const { batchMessage } = dist('engine/providers/email/email-batch.js');
  const { KeyRing } = dist('engine/crypto/key-ring.js');
  const options = {
    organization: {
      name: organization.name,
      postalAddress: null,
      email: organization.email,
      logo: null,
      phone: null,
      website: null,
    },
    apiBase,
    bulk: true,
    track: true,
    signatureHtml: null,
  };
  const content = batchContent({ subject: SUBJECT, html: HTML, text: TEXT }, options);
  const extra = {
    ...options,
    keys: new KeyRing(randomBytes(32).toString('hex')),
    messageDomain: 'bench.test',
  };
  const batch = { from: '"Bench Owner" <no-reply@bench.test>', replyTo: 'owner@bench.test', ...content };
  return (p, n) => {
    const r = batchRecipient(
      content,
      { id: n, campaignId: 0, trackingToken: randomBytes(16).toString('hex') },
      { email: p.email, firstName: p.first, lastName: null, cellPhone: null, networks: null },
      extra,
    );
    return batchMessage({ ...batch, category: 'campaign', organizationId: 0, recipients: [r] }, r);
  };
}

async function straight(sink, people, messageFor) {
  await sink.reset();
  const transport = nodemailer.createTransport({ url: sink.url, pool: true, maxConnections: POOL });
  const started = Date.now();
  let i = 0;
  // Twice the pool in flight: the transport's connections are never idle waiting for the next message.
  const lane = async () => {
    for (;;) {
      const n = i;
      i += 1;
      if (n >= people.length) return;
      const m = messageFor(people[n], n);
      await transport.sendMail({
        from: m.from,
        replyTo: m.replyTo ?? undefined,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html ?? undefined,
        messageId: m.messageId,
        headers: m.headers,
      });
    }
  };
  await Promise.all(Array.from({ length: POOL * 2 }, lane));
  transport.close();
  const { stats } = await watch(sink, people.length, { idleMs: 5000 });
  const seconds = (stats.lastAt - started) / 1000;
  return { stats, seconds, rate: stats.messages / seconds };
}

// ---- 2. one campaign through the API

function campaignBody() {
  return { lead_type: ['client'], subject: SUBJECT, html: HTML, content: TEXT, count: EMAILS };
}

async function recipientStates(admin, db, campaignId) {
  const [rows] = await admin.query(
    `SELECT status, COUNT(*) AS n FROM \`${db}\`.email_recipients WHERE campaign_id = ? GROUP BY status`,
    [campaignId],
  );
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

/** Exactly once, per recipient of the campaign: none missing, none twice (from the sink's own counts). */
async function exactlyOnce(sink, people) {
  const counts = await sink.recipients();
  let missing = 0;
  let twice = 0;
  const examples = [];
  for (const p of people) {
    const n = counts.get(p.email) ?? 0;
    if (n === 0) missing += 1;
    else if (n > 1) twice += 1;
    if (n !== 1 && examples.length < 5) examples.push(`${p.email} x${n}`);
  }
  return { missing, twice, examples };
}

// ---- 3. the same with a worker killed three times

/** A worker process (no HTTP) of the same build as the API; its error log is shown (API_STDOUT=1: all of it). */
function startWorker(env) {
  const main = process.env.API_MAIN ?? join(repoRoot, 'api', 'dist', 'main.js');
  const child = spawn(process.execPath, [main], {
    env: { ...env, WORKER_ROLE: 'worker' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.on('data', (d) => {
    if (child.stopping) return;
    for (const line of String(d).split('\n').filter(Boolean)) {
      if (process.env.API_STDOUT || /"level":(50|60)/.test(line))
        console.error(`  worker ${child.pid}: ${line.slice(0, 400)}`);
    }
  });
  return child;
}

// ---- the run

export async function emailSend() {
  log(`email send bench: ${fmt(EMAILS)} contacts, ${KILLS} kills in the second campaign`);
  const sink = startSink();
  await sink.ready;
  const db = await scratchDatabase('ens_email');
  const queuePrefix = `bench-email-${process.pid}`;
  const apiEnv = {
    EMAIL_PROVIDER: 'smtp',
    SMTP_URL: sink.url,
    EMAIL_FROM: 'Bench <no-reply@bench.test>',
    OUTBOX_MAILBOX: 'false',
    REDIS_URL: redisUrl,
    QUEUE_PREFIX: queuePrefix,
    // Every process of the run signs and reads the same tokens (sessions, tracking links), as in a deployment.
    JWT_SECRET: randomBytes(32).toString('hex'),
    SECRETS_KEY: randomBytes(32).toString('hex'),
  };
  const rows = [];
  let api = null;
  const workers = [];
  let workerData = null;
  try {
    // The API migrates the database once; the straight run needs nothing of it.
    api = startApi({
      port,
      databaseUrl: db.url,
      env: { ...apiEnv, WORKER_ROLE: 'all' },
      flags: process.env.CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CPU_PROF}`] : [],
    });
    await api.ready();
    const call = apiClient(api.base);
    const owner = 'owner@bench.test';
    await sink.keep(owner);
    const { access, organization } = await signedUpOwner(call, owner, 'Bench-passw0rd!', (email) =>
      sink.mail(email),
    );
    const org = await organization('Bench Agency');
    const pool = mysql.createPool({ uri: db.url.toString(), connectionLimit: 2 });
    const people = await seedContacts(pool, org.id).finally(() => pool.end());

    log('\n-- straight through a pooled nodemailer transport');
    const baseCpu = cpuMeter({ sink: sink.pid, database: databasePid() });
    const base = await straight(sink, people, campaignMessages(api.base, org));
    const baseUsed = baseCpu();
    log(
      `  ${fmt(base.stats.messages)} messages in ${base.seconds.toFixed(1)} s: ${fmt(base.rate)} messages/s ` +
        `(${(base.stats.bytes / base.stats.messages / 1024).toFixed(1)} KB each, ${base.stats.connections} connections)`,
    );
    log(`  CPU: ${cpuLine({ ...baseUsed, 'sender (this process)': baseUsed.bench, bench: NaN })}`);

    log('\n-- one campaign through the API (smtp provider, WORKER_ROLE=all)');
    await sink.reset();
    const idleRss = api.rssMb();
    const campaignCpu = cpuMeter({ API: api.pid, sink: sink.pid, database: databasePid() });
    const clicked = Date.now();
    const sent = await call('POST', `/organization/${org.id}/send-email/`, campaignBody(), access);
    const answered = Date.now() - clicked;
    const { stats, samples } = await watch(sink, EMAILS, { rss: () => api.rssMb() });
    const campaignUsed = campaignCpu();
    const toFirst = (stats.firstAt - clicked) / 1000;
    const seconds = (stats.lastAt - stats.firstAt) / 1000;
    const rate = stats.messages / seconds;
    const overall = stats.messages / ((stats.lastAt - clicked) / 1000);
    const mem = memoryFigures(samples);
    const states = await recipientStates(db.admin, db.name, sent.data.campaign_id);
    const once = await exactlyOnce(sink, people);
    log(
      `  send answered in ${answered} ms (total ${fmt(sent.total)}); first message ${toFirst.toFixed(2)} s after the call`,
    );
    log(
      `  ${fmt(stats.messages)} messages in ${seconds.toFixed(1)} s from the first: ${fmt(rate)} messages/s ` +
        `(${fmt(overall)}/s counting from the send call), ${(stats.bytes / stats.messages / 1024).toFixed(1)} KB each`,
    );
    log(`  ratio to straight nodemailer: ${(rate / base.rate).toFixed(2)} (target ≥ ${TARGET_RATIO})`);
    log(`  CPU (send call included): ${cpuLine(campaignUsed)}`);
    log(
      `  messages per CPU second of the sender: API ${fmt(stats.messages / campaignUsed.API)}, straight ` +
        `${fmt(base.stats.messages / baseUsed.bench)}`,
    );
    log(
      `  duplicate Message-IDs ${stats.duplicateIds}, without one ${stats.withoutId}; recipients missing ` +
        `${once.missing}, twice ${once.twice}; rows ${JSON.stringify(states)}`,
    );
    log(
      `  API rss: idle ${fmt(idleRss)} MB, at the first fifth ${fmt(mem.atFifth)} MB, peak ${fmt(mem.peak)} MB ` +
        `(+${(mem.growth * 100).toFixed(1)} %), end ${fmt(mem.end)} MB`,
    );
    rows.push(
      {
        group: 'email send',
        figure: `campaign, ${fmt(EMAILS)} messages (smtp provider)`,
        value: rate,
        unit: 'msg/s',
        floor: base.rate,
        floorLabel: 'pooled nodemailer, same sink',
        ratio: rate / base.rate,
        target: `≥ ${TARGET_RATIO}`,
        ok: rate / base.rate >= TARGET_RATIO,
      },
      {
        group: 'email send',
        figure: 'send call to first message',
        value: toFirst * 1000,
        unit: 'ms',
        floorLabel: `the call itself: ${fmt(answered)} ms`,
      },
      {
        group: 'email send',
        figure: 'duplicate Message-IDs + recipients missing or twice',
        value: stats.duplicateIds + once.missing + once.twice,
        unit: 'messages',
        floorLabel: `${stats.duplicateIds} duplicate ids, ${once.missing} missing, ${once.twice} twice`,
        target: '0',
        ok: stats.duplicateIds + once.missing + once.twice === 0,
      },
      {
        group: 'email send',
        figure: 'API memory after the first fifth',
        value: mem.growth * 100,
        unit: '%',
        floorLabel: `${fmt(mem.atFifth)} MB at the first fifth, peak ${fmt(mem.peak)} MB`,
        target: `≤ +${TARGET_GROWTH * 100} %`,
        ok: mem.growth <= TARGET_GROWTH,
      },
    );
    await api.stop(process.env.CPU_PROF ? 15_000 : 5000);
    api = null;
    if (KILLS === 0) return rows;

    log(`\n-- a second campaign, two worker processes, one killed with SIGKILL ${KILLS} times`);
    await sink.reset();
    workerData = mkdtempSync(join(tmpdir(), 'ens-bench-workers-'));
    const workerEnv = {
      ...process.env,
      ...apiEnv,
      DATABASE_URL: db.url.toString(),
      DATA_DIR: workerData,
      LOG_LEVEL: 'error',
      MIGRATIONS_RUN: 'false',
      SWEEP_STALE_SECONDS: String(STALE_SECONDS),
    };
    delete workerEnv.SEED_DEMO;
    api = startApi({
      port,
      databaseUrl: db.url,
      env: { ...apiEnv, WORKER_ROLE: 'http', SWEEP_STALE_SECONDS: String(STALE_SECONDS) },
    });
    await api.ready();
    workers.push(startWorker(workerEnv), startWorker(workerEnv));
    await sleep(3000);
    const killAt = Array.from({ length: KILLS }, (_, k) => Math.round((EMAILS * (k + 1)) / (KILLS + 2)));
    const kills = [];
    const clicked2 = Date.now();
    const sent2 = await call('POST', `/organization/${org.id}/send-email/`, campaignBody(), access);
    const settled = async () => {
      const states = await recipientStates(db.admin, db.name, sent2.data.campaign_id);
      return !states.pending && !states.processing;
    };
    const result = await watch(sink, EMAILS, {
      // A restarted worker's start-up sweep only resets claims older than STALE_SECONDS, so the rows a dead worker
      // held may wait for the next per-minute tick: the run is over when every row is settled (then a row resent
      // late is counted too), or when nothing arrived for longer than a tick.
      idleMs: 75_000,
      done: settled,
      onProgress: async (s) => {
        if (kills.length < KILLS && s.messages >= killAt[kills.length]) {
          const victim = workers[0];
          victim.kill('SIGKILL');
          await new Promise((r) =>
            victim.exitCode !== null || victim.signalCode ? r() : victim.once('exit', r),
          );
          kills.push(s.messages);
          log(`  SIGKILL worker ${victim.pid} at ${fmt(s.messages)} messages; a new one starts`);
          workers[0] = startWorker(workerEnv);
        }
      },
    });
    const once2 = await exactlyOnce(sink, people);
    const states2 = await recipientStates(db.admin, db.name, sent2.data.campaign_id);
    log(
      `  ${fmt(result.stats.messages)} messages for ${fmt(EMAILS)} recipients in ${secs(clicked2)} s after ` +
        `${kills.length} kills; duplicate Message-IDs ${result.stats.duplicateIds}; recipients missing ` +
        `${once2.missing}, twice ${once2.twice}; rows ${JSON.stringify(states2)}`,
    );
    if (once2.examples.length) log(`  e.g. ${once2.examples.join(', ')}`);
    rows.push({
      group: 'email send',
      figure: `${kills.length} workers killed: recipients not sent exactly once`,
      value: once2.missing + once2.twice,
      unit: 'recipients',
      floorLabel: `${once2.missing} missing, ${once2.twice} twice`,
      target: '0',
      ok: kills.length === KILLS && once2.missing + once2.twice === 0,
    });
  } finally {
    for (const w of workers) {
      w.stopping = true;
      w.kill('SIGTERM');
    }
    if (workerData) rmSync(workerData, { recursive: true, force: true });
    await api?.stop(5000);
    sink.close();
    await db.drop();
  }
  log(`\nemail send bench done in ${secs(t0)} s`);
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) await emailSend();
