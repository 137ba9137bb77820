#!/usr/bin/env node
// What a browser really downloads for the first pages, measured in Chromium against `npm start`'s single-origin
// set-up (built API serving the shell and the remotes): the login page on a cold cache, then the dashboard after
// logging in as the demo user. Prints requests and bytes (decoded, and gzipped as the API and a CDN send them).
// Figures only. Needs `npm run build` and Debian's /usr/bin/chromium.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { repoRoot, startApi } from './support/api-under-test.mjs';

const port = Number(process.env.BENCH_PORT ?? 5901);
const base = `http://127.0.0.1:${port}`;
/** Issue 16's budgets: the login page on a cold cache, and the dashboard on a cold cache once signed in. */
const TARGET_LOGIN_JS_KB = 400;
const TARGET_LOGIN_REQUESTS = 25;
const TARGET_DASHBOARD_KB = 450;
const TARGET_LCP_MS = 1000;
const TARGET_OWN_CODE_KB = 60;
/** Each remote's first route (its first menu entry; the account remote's is the login page). */
const FIRST_ROUTES = {
  'mfe-composition': (org) => `/composition/opportunity-lists/${org}`,
  'mfe-rhapsody': (org) => `/rhapsody/social/${org}`,
  'mfe-tempo': (org) => `/tempo/outbox/${org}`,
};
const kb = (n) => n / 1024;

/** Records every response body of the page while `action` runs (bodies are read before summing). */
async function measure(page, title, action) {
  const rows = [];
  const pending = [];
  const onResponse = (res) => {
    const read = res
      .body()
      .then((body) => {
        rows.push({
          url: res.url(),
          raw: body.length,
          gz: gzipSync(body).length,
          js: /\.js(\?|$)/.test(res.url()),
        });
      })
      .catch(() => {
        /* redirects and aborted requests have no body */
      });
    pending.push(read);
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  page.off('response', onResponse);
  await Promise.all(pending);
  const sum = (k, f = () => true) => rows.filter(f).reduce((n, r) => n + r[k], 0);
  const out = { requests: rows.length, raw: sum('raw'), gz: sum('gz'), jsGz: sum('gz', (r) => r.js) };
  const k0 = (n) => `${kb(n).toFixed(0)} KB`;
  console.log(
    `  ${title.padEnd(40)} ${String(out.requests).padStart(3)} requests  ${k0(out.raw).padStart(8)} raw  ${k0(out.gz).padStart(7)} gz  (JS ${k0(out.jsGz)} gz)`,
  );
  // PAGE_FILES=1 lists each file, heaviest first: where the weight is.
  if (process.env.PAGE_FILES)
    for (const r of [...rows].sort((a, b) => b.gz - a.gz))
      console.log(`      ${k0(r.gz).padStart(7)} gz  ${r.url.replace(base, '')}`);
  return { ...out, rows };
}

/**
 * A remote's own code on a page: what the page fetched from /remotes/<name>/ besides its entry, its manifest and
 * its copies of the shared libraries (which the shell provides; listed in the remote's mf-manifest.json).
 */
function ownCodeGz(measured, remote) {
  const manifest = JSON.parse(readFileSync(join(repoRoot, remote, 'dist', 'mf-manifest.json'), 'utf8'));
  const sharedFiles = new Set(
    manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async, ...s.assets.css.sync]),
  );
  const prefix = `${base}/remotes/${remote}/`;
  return measured.rows
    .filter((r) => r.url.startsWith(prefix))
    .map((r) => ({ ...r, file: r.url.slice(prefix.length).replace(/\?.*$/, '') }))
    .filter((r) => r.js && r.file !== 'remoteEntry.js' && !sharedFiles.has(r.file))
    .reduce((n, r) => n + r.gz, 0);
}

/**
 * Lab LCP of the login page: each load in a fresh browser context (cold cache), the Largest Contentful Paint
 * entry's time once the form is there. The median of `LCP_RUNS` (5) loads.
 */
async function loginLcp(browser) {
  const times = [];
  for (let i = 0; i < Number(process.env.LCP_RUNS ?? 5); i += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await page.getByLabel('Email').waitFor();
    await page.waitForTimeout(200);
    times.push(
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries();
              resolve(entries[entries.length - 1].startTime);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      ),
    );
    await context.close();
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(
    `  login page LCP (cold, median of ${times.length})     ${median.toFixed(0)} ms  (${times.map((t) => t.toFixed(0)).join(', ')})`,
  );
  return median;
}

/**
 * Measures in Chromium and prints; returns the rows of `npm run bench`'s table (run.mjs): the budgets are
 * absolute; the dashboard's floor is the login page, the shell every page loads.
 */
export async function pageWeight() {
  const api = startApi({
    port,
    env: { APP_URL: base, WEB_DIR: repoRoot, SEED_DEMO: 'true', THROTTLE_LIMIT: '1000' },
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    await api.ready();
    const { DEMO_USER_EMAIL, DEMO_USER_PASSWORD } = await import(
      join(repoRoot, 'api', 'dist', 'modules', 'platform', 'setup', 'seed', 'demo.js')
    );
    const page = await browser.newPage();
    console.log(
      'page weight (Chromium, single origin; raw = decoded bytes, gz = gzipped, as the API sends them)',
    );
    const login = await measure(page, 'login page, cold cache', () => page.goto(`${base}/`));
    const warm = await measure(page, 'log in → dashboard (warm cache)', async () => {
      await page.getByLabel('Email').fill(DEMO_USER_EMAIL);
      await page.getByLabel('Password').fill(DEMO_USER_PASSWORD);
      await page.getByRole('button', { name: /log ?in/i }).click();
      await page.waitForURL(/\/dashboard\/\d+$/);
    });
    // A signed-in visitor on a cold cache: a new browser context holding only the session, set before the
    // first script runs (no other page loaded first, whose files would then come from the cache).
    const session = await page.evaluate(() => localStorage.getItem('ensemble.session'));
    const signedIn = async () => {
      const fresh = await browser.newPage();
      await fresh.addInitScript((s) => localStorage.setItem('ensemble.session', s), session);
      return fresh;
    };
    const fresh = await signedIn();
    const cold = await measure(fresh, 'dashboard, cold cache (signed in)', () => fresh.goto(page.url()));
    const org = /\/dashboard\/(\d+)$/.exec(page.url())[1];
    const own = {
      'mfe-account': ownCodeGz(login, 'mfe-account'),
      'mfe-harmony': ownCodeGz(cold, 'mfe-harmony'),
    };
    for (const [remote, route] of Object.entries(FIRST_ROUTES)) {
      const other = await signedIn();
      const measured = await measure(other, `${route(org)}, cold cache`, () =>
        other.goto(`${base}${route(org)}`),
      );
      own[remote] = ownCodeGz(measured, remote);
      await other.close();
    }
    for (const [remote, gz] of Object.entries(own))
      console.log(`  ${`${remote}: own code on its first route`.padEnd(44)} ${kb(gz).toFixed(1)} KB gz`);
    const lcp = await loginLcp(browser);
    const group = 'page weight';
    const none = { floor: null, floorLabel: 'absolute budget', ratio: null };
    return [
      {
        group,
        figure: 'login page, cold: JS',
        value: kb(login.jsGz),
        unit: 'KB gz',
        ...none,
        target: `<= ${TARGET_LOGIN_JS_KB} KB gz`,
        ok: kb(login.jsGz) <= TARGET_LOGIN_JS_KB,
      },
      {
        group,
        figure: 'login page, cold: requests',
        value: login.requests,
        unit: 'requests',
        ...none,
        target: `<= ${TARGET_LOGIN_REQUESTS}`,
        ok: login.requests <= TARGET_LOGIN_REQUESTS,
      },
      {
        group,
        figure: 'dashboard, cold (signed in): all',
        value: kb(cold.gz),
        unit: 'KB gz',
        floor: kb(login.gz),
        floorLabel: 'login page, cold: the shell alone',
        ratio: cold.gz / login.gz,
        target: `<= ${TARGET_DASHBOARD_KB} KB gz`,
        ok: kb(cold.gz) <= TARGET_DASHBOARD_KB,
      },
      {
        group,
        figure: 'login page, cold: lab LCP (median)',
        value: lcp,
        unit: 'ms',
        ...none,
        target: `<= ${TARGET_LCP_MS} ms`,
        ok: lcp <= TARGET_LCP_MS,
      },
      ...Object.entries(own).map(([remote, gz]) => ({
        group,
        figure: `${remote}: own code on its first route`,
        value: kb(gz),
        unit: 'KB gz',
        ...none,
        target: `<= ${TARGET_OWN_CODE_KB} KB gz`,
        ok: kb(gz) <= TARGET_OWN_CODE_KB,
      })),
      {
        group,
        figure: `log in -> dashboard, warm: all (${warm.requests} requests)`,
        value: kb(warm.gz),
        unit: 'KB gz',
        ...none,
        floorLabel: '',
        target: null,
        ok: null,
      },
    ];
  } finally {
    await browser.close();
    await api.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await pageWeight();
