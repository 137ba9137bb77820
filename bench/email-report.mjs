#!/usr/bin/env node
// Email reports (issue 18): one bulk send to RECIPIENTS contacts (default 50,000) as the API leaves it once
// delivered and read for a week — its recipient rows (sent, delivered, a share opened and clicked, a few bounced),
// the hourly counts the delivery and the events keep (processed, delivered, opens, clicks, bounces, … over
// seven days) and the event log lines — written straight into a fresh MariaDB database in bulk; then the
// report's calls over HTTP, each RUNS times after WARMUP runs, one after the other as a screen makes them:
// the detail (twelve metrics), the activity (opens and clicks per day), the recipients' first page and pages
// further in. Prints p50/p95 per call against the target (≤ 200 ms p95). Prints figures; asserts nothing.
// Needs MariaDB and the built API (`npm run build -w @ensemble/contracts` then `npm run build -w @ensemble/api`).
//
//   RECIPIENTS=50000       contacts of the send (each with its own address)
//   BENCH_RUNS=200         measured runs per call (after BENCH_WARMUP=30 warm-up runs)
//   BENCH_MYSQL_URL        server to create the database on (default mysql://root@127.0.0.1:3306)
//   BENCH_PORT=5990        the API's port
//   KEEP_DB=1              keep the ens_report_<pid> database afterwards
import mysql from 'mysql2/promise';
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
import { LEAD_COLUMNS, storedLead } from './support/contact-data.mjs';

const RECIPIENTS = Number(process.env.RECIPIENTS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 30);
const port = Number(process.env.BENCH_PORT ?? 5990);
const TARGET_P95_MS = 200;
const BATCH = 2000;
const HOUR = 3_600_000;
/** Shares of the recipients (a typical marketing send). */
const OPEN_RATE = 0.28;
const CLICK_RATE = 0.06;
const BOUNCE_RATE = 0.01;

const t0 = Date.now();
const log = (...a) => console.log(...a);
const { rnd, pick } = randomSource(18);

const FIRST =
  'James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth José Zoë Renée Ann'.split(' ');
const LAST = 'Smith Johnson Williams Brown Jones Garcia Miller Davis Nguyen Müller O’Brien Walker'.split(' ');

const sqlDate = (d) => d.toISOString().slice(0, 23).replace('T', ' ');
const hourOf = (t) => Math.floor(t / HOUR) * HOUR;
/** When a reader opens: most within the first hours, a tail over the week (exponential, mean 14 hours). */
const openDelay = () => Math.min(7 * 24 * HOUR - 1, -Math.log(1 - rnd()) * 14 * HOUR);

async function insertRows(pool, table, columns, rows) {
  for (let i = 0; i < rows.length; i += BATCH)
    await pool.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ?`, [rows.slice(i, i + BATCH)]);
}

/** The contacts, the send, its recipients, counts and log lines, as the API writes them. */
async function seed(pool, orgId, sentAt) {
  const started = Date.now();
  const leadRows = [];
  for (let i = 0; i < RECIPIENTS; i += 1) {
    leadRows.push(
      storedLead({
        orgId,
        first: pick(FIRST),
        last: pick(LAST),
        company: null,
        email: `contact${i}@recipients.test`,
        phone: null,
        stage: 'Client',
        city: 'Austin',
        st: 'TX',
        zip: '73301',
        imported: 0,
        createdAt: new Date(Date.UTC(2024, 0, 1) + Math.floor(rnd() * 365 * 86400_000)),
      }),
    );
  }
  await insertRows(pool, 'leads', LEAD_COLUMNS, leadRows);
  const [[{ first }]] = await pool.query('SELECT MIN(id) AS first FROM leads WHERE organization_id = ?', [
    orgId,
  ]);

  const html = `<table width="600"><tr><td><h1>Hello #!first_name!#,</h1>${'<p>Spring offers for our clients.</p>'.repeat(40)}</td></tr></table>`;
  const [campaign] = await pool.query(
    `INSERT INTO email_campaigns (organization_id, subject, html, snapshot_html, text, type, sender, reply_to, status,
      total, bulk, attachment_ids, unique_opens, unique_clicks, created_at)
     VALUES (?, 'Spring offers for #!first_name!#', ?, ?, 'Spring offers', 'bulk', '"Bench Owner" <no-reply@bench.test>',
      'owner@bench.test', 'queued', ?, 1, '[]', 0, 0, ?)`,
    [orgId, JSON.stringify(html), JSON.stringify(html), RECIPIENTS, sqlDate(sentAt)],
  );
  const campaignId = campaign.insertId;

  // The send goes out over its first 40 minutes.
  const counts = new Map();
  const count = (metric, t, n = 1) => {
    const key = `${metric}|${hourOf(t)}`;
    counts.set(key, (counts.get(key) ?? 0) + n);
  };
  const recipients = [];
  const opened = [];
  let opens = 0;
  let clicks = 0;
  for (let i = 0; i < RECIPIENTS; i += 1) {
    const sent = sentAt.getTime() + Math.floor((i / RECIPIENTS) * 40 * 60_000);
    const bounced = rnd() < BOUNCE_RATE;
    count('processed', sent);
    if (bounced) count('bounces', sent + 60_000);
    else count('delivered', sent);
    const open = !bounced && rnd() < OPEN_RATE / (1 - BOUNCE_RATE) ? sent + openDelay() : null;
    const click = open && rnd() < CLICK_RATE / OPEN_RATE ? open + Math.floor(rnd() * 10 * 60_000) : null;
    const openCount = open ? 1 + Math.floor(-Math.log(1 - rnd()) * 1.5) : 0;
    if (open) {
      opens += 1;
      count('opens', open);
      opened.push({ row: i, open, openCount, click });
    }
    if (click) {
      clicks += 1;
      count('clicks', click);
    }
    recipients.push([
      orgId,
      campaignId,
      first + i,
      `contact${i}@recipients.test`,
      bounced ? 'failed' : 'sent',
      randomToken(),
      bounced ? null : `bench-${campaignId}-${i}`,
      bounced ? '550 5.1.1 The email account that you tried to reach does not exist' : null,
      bounced ? null : sqlDate(new Date(sent)),
      bounced ? null : sqlDate(new Date(sent)),
      open ? sqlDate(new Date(open)) : null,
      openCount,
      click ? sqlDate(new Date(click)) : null,
      click ? 1 : 0,
      bounced ? sqlDate(new Date(sent + 60_000)) : null,
      1,
    ]);
  }
  await insertRows(
    pool,
    'email_recipients',
    [
      'organization_id',
      'campaign_id',
      'lead_id',
      'email',
      'status',
      'tracking_token',
      'provider_message_id',
      'error',
      'sent_at',
      'delivered_at',
      'opened_at',
      'open_count',
      'clicked_at',
      'click_count',
      'bounced_at',
      'attempts',
    ],
    recipients,
  );
  await pool.query('UPDATE email_campaigns SET unique_opens = ?, unique_clicks = ? WHERE id = ?', [
    opens,
    clicks,
    campaignId,
  ]);
  await insertRows(
    pool,
    'email_report_counts',
    ['organization_id', 'campaign_id', 'metric', '`hour`', '`count`'],
    [...counts].map(([key, n]) => {
      const [metric, hour] = key.split('|');
      return [orgId, campaignId, metric, sqlDate(new Date(Number(hour))), n];
    }),
  );
  // Each open and click a log line, as the tracking writes them.
  const [[{ firstRecipient }]] = await pool.query(
    'SELECT MIN(id) AS firstRecipient FROM email_recipients WHERE campaign_id = ?',
    [campaignId],
  );
  const lines = [];
  for (const o of opened) {
    for (let k = 0; k < o.openCount; k += 1)
      lines.push([
        orgId,
        campaignId,
        firstRecipient + o.row,
        'open',
        sqlDate(new Date(o.open + k * 600_000)),
        null,
      ]);
    if (o.click)
      lines.push([
        orgId,
        campaignId,
        firstRecipient + o.row,
        'click',
        sqlDate(new Date(o.click)),
        'https://example.com/spring-review?utm_source=email',
      ]);
  }
  await insertRows(
    pool,
    'email_event_logs',
    ['organization_id', 'campaign_id', 'recipient_id', 'event', 'at', 'detail'],
    lines,
  );
  log(
    `  ${fmt(RECIPIENTS)} contacts and recipients, ${fmt(counts.size)} count rows, ${fmt(lines.length)} log lines ` +
      `written in ${secs(started)} s (${fmt(opens)} opened, ${fmt(clicks)} clicked)`,
  );
  return campaignId;
}

function randomToken() {
  let s = '';
  for (let i = 0; i < 32; i += 1) s += '0123456789abcdef'[Math.floor(rnd() * 16)];
  return s;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Times `RUNS` calls of each path (after `WARMUP`), in turns so that noise lands on all of them. */
async function measure(get, token, calls) {
  for (let i = 0; i < WARMUP; i += 1) for (const c of calls) await get(c.path(i), token);
  const times = calls.map(() => []);
  for (let i = 0; i < RUNS; i += 1) {
    for (const [k, c] of calls.entries()) {
      const start = process.hrtime.bigint();
      await get(c.path(i), token);
      times[k].push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  return calls.map((c, k) => {
    const sorted = times[k].sort((a, b) => a - b);
    return { name: c.name, p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
  });
}

export async function emailReport() {
  log(`email report bench: one send to ${fmt(RECIPIENTS)} recipients, ${RUNS} runs per call`);
  const db = await scratchDatabase('ens_report');
  let api = null;
  const rows = [];
  try {
    api = startApi({ port, databaseUrl: db.url });
    await api.ready();
    const call = apiClient(api.base);
    const { access, organization } = await signedUpOwner(
      call,
      `bench.${process.pid}@bench.test`,
      'Bench#Report2026',
    );
    const org = await organization('Report Agency');
    const pool = mysql.createPool({ uri: db.url.toString(), connectionLimit: 2 });
    const sentAt = new Date(Math.floor((Date.now() - 8 * 24 * HOUR) / HOUR) * HOUR);
    let id;
    try {
      id = await seed(pool, org.id, sentAt);
    } finally {
      await pool.end();
    }
    const waited = await settleDatabase();
    if (waited != null) log(`  database settled in ${waited.toFixed(1)} s`);

    const get = apiGetter(api.base);
    const base = `/organization/${org.id}/email-reports/${id}`;
    const detail = await get(`${base}/`, access);
    const activity = await get(`${base}/activity/`, access);
    const page = await get(`${base}/recipients/?page=1&per_page=10`, access);
    const metrics = Object.fromEntries(
      detail.metrics.map((m) => [m.name, `${fmt(m.count)} (${m.percent} %)`]),
    );
    log(
      `  detail: processed ${metrics.processed}, delivered ${metrics.delivered}, opens ${metrics.opens}, clicks ` +
        `${metrics.clicks}, bounces ${metrics.bounces}`,
    );
    log(`  activity: ${activity.points.length} ${activity.bucket} points; recipients: ${fmt(page.count)}`);

    const pages = Math.ceil(RECIPIENTS / 10);
    const results = await measure(get, access, [
      { name: 'detail (twelve metrics)', path: () => `${base}/` },
      { name: 'activity (opens and clicks over time)', path: () => `${base}/activity/` },
      { name: 'recipients, first page', path: () => `${base}/recipients/?page=1&per_page=10` },
      {
        name: 'recipients, a page further in',
        // Pages spread over the whole send (deterministic), as a user paging or jumping would ask.
        path: (i) => `${base}/recipients/?page=${1 + ((i * 7919) % pages)}&per_page=10`,
      },
      {
        name: 'recipients, opened filter',
        path: () => `${base}/recipients/?page=1&per_page=10&filter=opened`,
      },
    ]);
    log('');
    for (const r of results) {
      log(
        `  ${r.name.padEnd(40)} p50 ${r.p50.toFixed(1).padStart(7)} ms   p95 ${r.p95.toFixed(1).padStart(7)} ms   ` +
          `${r.p95 <= TARGET_P95_MS ? 'met' : 'MISSED'} (≤ ${TARGET_P95_MS} ms p95)`,
      );
      rows.push({
        group: 'email report',
        figure: `${r.name}, ${fmt(RECIPIENTS)} recipients (p95)`,
        value: r.p95,
        unit: 'ms',
        floorLabel: `p50 ${r.p50.toFixed(1)} ms`,
        target: `≤ ${TARGET_P95_MS} ms`,
        ok: r.p95 <= TARGET_P95_MS,
      });
    }
  } finally {
    await api?.stop(5000);
    await db.drop();
  }
  log(`\nemail report bench done in ${secs(t0)} s`);
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) await emailReport();
