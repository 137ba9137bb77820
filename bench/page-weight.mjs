#!/usr/bin/env node
// What a browser really downloads for the first pages, measured in Chromium against `npm start`'s single-origin
// set-up (built API serving the shell and the remotes): the login page on a cold cache, then the dashboard after
// logging in as the demo user. Prints requests and bytes (decoded, and gzipped as the API and a CDN send them).
// Figures only. Needs `npm run build` and Debian's /usr/bin/chromium.
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { repoRoot, startApi } from './support/api-under-test.mjs';

const port = Number(process.env.BENCH_PORT ?? 4901);
const base = `http://127.0.0.1:${port}`;
const api = startApi({
  port,
  env: { APP_URL: base, WEB_DIR: repoRoot, SEED_DEMO: 'true', THROTTLE_LIMIT: '1000' },
});

/** Records every response body of the page while `action` runs (bodies are read before summing). */
async function measure(page, title, action) {
  const rows = [];
  const pending = [];
  const onResponse = (res) => {
    const read = res
      .body()
      .then((body) => {
        rows.push({ raw: body.length, gz: gzipSync(body).length, js: /\.js(\?|$)/.test(res.url()) });
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
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
  console.log(
    `  ${title.padEnd(40)} ${String(rows.length).padStart(3)} requests  ${kb(sum('raw')).padStart(8)} raw  ${kb(sum('gz')).padStart(7)} gz  (JS ${kb(sum('gz', (r) => r.js))} gz)`,
  );
}

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
  await measure(page, 'login page, cold cache', () => page.goto(`${base}/`));
  await measure(page, 'log in → dashboard (warm cache)', async () => {
    await page.getByLabel('Email').fill(DEMO_USER_EMAIL);
    await page.getByLabel('Password').fill(DEMO_USER_PASSWORD);
    await page.getByRole('button', { name: /log ?in/i }).click();
    await page.waitForURL(/\/dashboard\/\d+$/);
  });
  const fresh = await browser.newPage();
  await measure(fresh, 'dashboard, cold cache (signed in)', async () => {
    const session = await page.evaluate(() => localStorage.getItem('ensemble.session'));
    await fresh.goto(`${base}/terms-of-service`);
    await fresh.evaluate((s) => localStorage.setItem('ensemble.session', s), session);
    await fresh.goto(page.url());
  });
} finally {
  await browser.close();
  await api.stop();
}
