#!/usr/bin/env node
// Automations (issue 20 'Done when'): how long one scheduler tick takes to enroll CONTACTS contacts (default
// 100,000) in a drip by day and enqueue their 100,000 due steps, the same tick run again (it must add nothing), and
// the rate of delivery behind it: steps turned into email campaigns by the step workers, then the emails sent by
// the email delivery (the outbox provider, the embedded default's). Prints figures; asserts nothing. Needs the API
// built, MariaDB and Redis.
//
// The API process serves HTTP only (WORKER_ROLE=http: no scheduler of its own to race the measured tick); the
// organization, its template and its automation are made through it. The tick runs in this process, in an
// application context of the built API (also WORKER_ROLE=http) at a chosen instant, 2:05 PM in the organization's
// zone, so its day-0 step is due; its steps go to Redis. Then a worker process (WORKER_ROLE=worker) starts and
// delivers them.
//
//   CONTACTS=100000        clients in the drip's audience, each with an email
//   BENCH_REDIS_URL        Redis for the queues (default redis://127.0.0.1:6379)
//   BENCH_MYSQL_URL        server for the scratch database (default mysql://root@127.0.0.1:3306)
//   BENCH_PORT=5990        the API's port
//   KEEP_DB=1              keep the ens_autotick_<pid> database afterwards
import { createRequire } from 'node:module';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import {
  apiClient,
  fmt,
  repoRoot,
  scratchDatabase,
  secs,
  signedUpOwner,
  sleep,
  startApi,
} from './support/api-under-test.mjs';
import { insertClients } from './support/contact-data.mjs';
import { printTable } from './support/table.mjs';

const CONTACTS = Number(process.env.CONTACTS ?? 100_000);
const port = Number(process.env.BENCH_PORT ?? 5990);
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const t0 = Date.now();
const log = (...a) => console.log(...a);
const apiRequire = createRequire(join(repoRoot, 'api', 'dist', 'main.js'));
const dist = (p) => apiRequire(join(repoRoot, 'api', 'dist', p));
const contracts = apiRequire('@ensemble/contracts');

/** The API's environment for the three processes (API, this one's context, the worker). */
const sharedEnv = (db, prefix) => ({
  REDIS_URL: redisUrl,
  QUEUE_PREFIX: prefix,
  // The drip's emails go to the outbox (the embedded default's provider): the rate is ours, not an SMTP server's.
  EMAIL_PROVIDER: 'outbox',
  DATABASE_URL: db.url.toString(),
});

// ---- contacts

async function seedContacts(pool, orgId) {
  const started = Date.now();
  await insertClients(pool, orgId, CONTACTS, { seed: 20 });
  log(`  ${fmt(CONTACTS)} clients written in ${secs(started)} s`);
}

// ---- the tick, in an application context of the built API

async function tickContext(env) {
  Object.assign(process.env, env, { WORKER_ROLE: 'http', LOG_LEVEL: 'error', MIGRATIONS_RUN: 'false' });
  apiRequire('reflect-metadata');
  const { NestFactory } = apiRequire('@nestjs/core');
  const { AppModule } = dist('app.module.js');
  const { loadConfig } = dist('engine/config/app-config.js');
  const context = await NestFactory.createApplicationContext(AppModule.forRoot(loadConfig()), {
    logger: false,
  });
  await context.init();
  const { AutomationTick } = dist('modules/messaging/automations/engine/automation-tick.service.js');
  return { context, tick: context.get(AutomationTick) };
}

/** 2:05 PM in the organization's zone (the default: it has no location), on the first such day after `after`. */
function dripTime(after) {
  const due = contracts.nextLocalTime(contracts.defaultTimeZone, { hour: 14, minute: 5 }, after);
  return due;
}

// ---- delivery

async function counts(admin, db, orgId) {
  const [[steps]] = await admin.query(
    `SELECT SUM(status = 'done') AS done, SUM(status = 'pending') AS pending, COUNT(*) AS n
       FROM \`${db}\`.automation_steps WHERE organization_id = ?`,
    [orgId],
  );
  const [[emails]] = await admin.query(
    `SELECT SUM(status = 'sent') AS sent, COUNT(*) AS n FROM \`${db}\`.email_recipients WHERE organization_id = ?`,
    [orgId],
  );
  return {
    steps: Number(steps.n),
    stepsDone: Number(steps.done ?? 0),
    emails: Number(emails.n),
    emailsSent: Number(emails.sent ?? 0),
  };
}

/** Polls until every step is a sent email (or nothing moves for a minute): when each stage finished. */
async function deliveries(admin, db, orgId, started) {
  let stepsAt = null;
  let emailsAt = null;
  let last = '';
  let lastChange = Date.now();
  let lastPrint = Date.now();
  for (;;) {
    const c = await counts(admin, db, orgId);
    if (stepsAt == null && c.stepsDone >= CONTACTS) stepsAt = Date.now();
    if (emailsAt == null && c.emailsSent >= CONTACTS) emailsAt = Date.now();
    const key = JSON.stringify(c);
    if (key !== last) {
      last = key;
      lastChange = Date.now();
    }
    if (Date.now() - lastPrint > 15_000) {
      lastPrint = Date.now();
      log(`  … steps done ${fmt(c.stepsDone)}, emails sent ${fmt(c.emailsSent)} of ${fmt(CONTACTS)}`);
    }
    if ((stepsAt && emailsAt) || Date.now() - lastChange > 60_000)
      return {
        ...c,
        stepsSeconds: stepsAt && (stepsAt - started) / 1000,
        emailsSeconds: emailsAt && (emailsAt - started) / 1000,
      };
    await sleep(250);
  }
}

// ---- the run

export async function automationTick() {
  log(`automation tick bench: ${fmt(CONTACTS)} clients in one drip by day (day 0, an email)`);
  const db = await scratchDatabase('ens_autotick');
  const prefix = `bench-autotick-${process.pid}`;
  const rows = [];
  let api = null;
  let worker = null;
  let pool = null;
  let ctx = null;
  try {
    api = startApi({ port, databaseUrl: db.url, env: { ...sharedEnv(db, prefix), WORKER_ROLE: 'http' } });
    await api.ready();
    const call = apiClient(api.base);
    pool = mysql.createPool({ uri: db.url.toString(), connectionLimit: 2 });
    const mailbox = async (email) => {
      const [r] = await pool.query(
        `SELECT text FROM outbox_messages WHERE to_normalized = ? AND category = 'verification' ORDER BY id DESC LIMIT 1`,
        [email.toLowerCase()],
      );
      return r[0]?.text ?? null;
    };
    // The sign-up's mail needs a worker; it stops before the drip exists, so no tick but the measured one runs.
    worker = startApi({
      port: port + 1,
      databaseUrl: db.url,
      env: { ...sharedEnv(db, prefix), WORKER_ROLE: 'worker' },
    });
    const { access, organization } = await signedUpOwner(
      call,
      'owner@bench.test',
      'Bench-passw0rd!',
      mailbox,
    );
    const org = await organization('Bench Agency');
    await worker.stop(5000);
    worker = null;
    const E = contracts.emailEndpoints;
    const A = contracts.automationEndpoints;
    const template = await call(
      'POST',
      contracts.urlOf(E.templates.create, { orgId: org.id }),
      { title: 'Welcome', html: '<p>Hi #!first_name!#, welcome to #!organization_name!#.</p>' },
      access,
    );
    const drip = await call(
      'POST',
      contracts.urlOf(A.custom.create, { orgId: org.id }),
      { name: 'Welcome drip', buckets: ['client'], type: 0 },
      access,
    );
    await call(
      'POST',
      contracts.urlOf(A.custom.dripByDayBatch, { orgId: org.id, id: drip.id }),
      { actions: [{ send: 'EMAIL', day: 0, bee_free_template: template.id, subject: 'Welcome aboard' }] },
      access,
    );
    await seedContacts(pool, org.id);

    log('\n-- one tick (enroll, then the due steps), in this process');
    ctx = await tickContext(sharedEnv(db, prefix));
    // The action exists from now on: the tick's instant is the next 2:05 PM at least a minute ahead.
    const now = dripTime(new Date(Date.now() + 60_000));
    const started = Date.now();
    const first = await ctx.tick.tick(now);
    const tickMs = Date.now() - started;
    const after = await counts(db.admin, db.name, org.id);
    log(
      `  tick at ${now.toISOString()}: ${fmt(tickMs)} ms, ${fmt(after.steps)} steps enqueued (${JSON.stringify(first)})`,
    );
    const again = Date.now();
    const second = await ctx.tick.tick(now);
    const againMs = Date.now() - again;
    const afterAgain = await counts(db.admin, db.name, org.id);
    log(
      `  the same tick again: ${fmt(againMs)} ms, ${fmt(afterAgain.steps - after.steps)} more steps (${JSON.stringify(second)})`,
    );

    log('\n-- delivery: a worker process (WORKER_ROLE=worker) takes the queued steps');
    const delivering = Date.now();
    worker = startApi({
      port: port + 1,
      databaseUrl: db.url,
      env: { ...sharedEnv(db, prefix), WORKER_ROLE: 'worker' },
    });
    const done = await deliveries(db.admin, db.name, org.id, delivering);
    log(
      `  steps done ${fmt(done.stepsDone)} in ${done.stepsSeconds?.toFixed(1) ?? '—'} s; emails sent ` +
        `${fmt(done.emailsSent)} of ${fmt(done.emails)} in ${done.emailsSeconds?.toFixed(1) ?? '—'} s (from the worker's start)`,
    );
    rows.push(
      {
        group: 'automations',
        figure: `one tick: enroll ${fmt(CONTACTS)} and enqueue their due steps`,
        value: tickMs,
        unit: 'ms',
        floorLabel: `${fmt(after.steps)} steps`,
      },
      {
        group: 'automations',
        figure: 'the same tick run again',
        value: againMs,
        unit: 'ms',
        floorLabel: `${fmt(afterAgain.steps - after.steps)} more steps`,
        target: '0 more',
        ok: afterAgain.steps === after.steps,
      },
      {
        group: 'automations',
        figure: 'steps made into email campaigns',
        value: done.stepsSeconds ? done.stepsDone / done.stepsSeconds : 0,
        unit: 'steps/s',
        floorLabel: `${fmt(done.stepsDone)} done`,
      },
      {
        group: 'automations',
        figure: 'drip emails sent (outbox provider)',
        value: done.emailsSeconds ? done.emailsSent / done.emailsSeconds : 0,
        unit: 'msg/s',
        floorLabel: `${fmt(done.emailsSent)} sent, ${fmt(done.emails)} written`,
        target: `${fmt(CONTACTS)} once`,
        ok: done.emailsSent === CONTACTS && done.emails === CONTACTS,
      },
    );
  } finally {
    await ctx?.context.close();
    await pool?.end();
    await worker?.stop(5000);
    await api?.stop(5000);
    await db.drop();
  }
  log(`\nautomation tick bench done in ${secs(t0)} s`);
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await automationTick();
  printTable(rows, [], `== automation tick (CONTACTS=${CONTACTS})`);
}
