#!/usr/bin/env node
// Adds up the JSON reports every runner wrote (jest --json, Playwright's json reporter) and prints one
// closing line 'tests: N passed, N failed, N skipped'. Exits non-zero when anything failed or nothing ran.
// A test that passed only on a retry (Playwright's 'flaky', a jest test with retry reasons) counts as passed
// but is named on a 'flaky:' line just before the closing line, so a retry never hides a wobble.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The flaky passes of one report: [count, names]. */
export function flakyOf(report) {
  const names = [];
  if (typeof report.numPassedTests === 'number') {
    for (const file of report.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        if (test.status === 'passed' && (test.retryReasons?.length ?? 0) > 0) names.push(test.fullName);
      }
    }
  } else if (report.stats) {
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) if (test.status === 'flaky') names.push(spec.title);
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of report.suites ?? []) walk(suite);
  }
  const count = report.stats ? (report.stats.flaky ?? names.length) : names.length;
  return [count, names];
}

export function summarize(reports) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  let flaky = 0;
  const flakyNames = [];
  const rows = [];
  for (const [name, report] of reports) {
    let p = 0;
    let f = 0;
    let s = 0;
    if (typeof report.numPassedTests === 'number') {
      // jest
      p = report.numPassedTests;
      f = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
      s = report.numPendingTests + report.numTodoTests;
    } else if (report.stats) {
      // playwright
      p = report.stats.expected + (report.stats.flaky ?? 0);
      f = report.stats.unexpected;
      s = report.stats.skipped;
    }
    const [k, names] = flakyOf(report);
    rows.push(`  ${name.padEnd(20)} ${p} passed${k > 0 ? ` (${k} flaky)` : ''}, ${f} failed, ${s} skipped`);
    passed += p;
    failed += f;
    skipped += s;
    flaky += k;
    flakyNames.push(...names.map((n) => `${name}: ${n}`));
  }
  const lines = [...rows];
  if (flaky > 0) {
    lines.push(`flaky: ${flaky} passed only on a retry (counted as passed above)`);
    lines.push(...flakyNames.map((n) => `  ${n}`));
  }
  lines.push(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  return { lines, passed, failed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  const reports = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(dir, file), 'utf8'))]);
  const { lines, passed, failed } = summarize(reports);
  console.log(lines.join('\n'));
  process.exit(failed > 0 || passed === 0 ? 1 : 0);
}
