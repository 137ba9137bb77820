// node --test: the closing line adds up every runner, and a pass that needed a retry is said, not hidden.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { summarize } from './summarize-tests.mjs';

const jest = (passed, failed, retried = []) => ({
  numPassedTests: passed,
  numFailedTests: failed,
  numPendingTests: 0,
  numTodoTests: 0,
  numRuntimeErrorTestSuites: 0,
  testResults: [
    {
      assertionResults: retried.map((fullName) => ({
        fullName,
        status: 'passed',
        retryReasons: ['timeout'],
      })),
    },
  ],
});
const playwright = (expected, flaky, unexpected) => ({
  stats: { expected, flaky, unexpected, skipped: 1 },
  suites: [
    {
      specs: [{ title: 'a journey that wobbled', tests: flaky ? [{ status: 'flaky' }] : [] }],
      suites: [],
    },
  ],
});

test('the closing line adds up every report', () => {
  const { lines, passed, failed } = summarize([
    ['api', jest(10, 1)],
    ['e2e', playwright(5, 0, 2)],
  ]);
  assert.equal(lines.at(-1), 'tests: 15 passed, 3 failed, 1 skipped');
  assert.equal(passed, 15);
  assert.equal(failed, 3);
  assert.ok(!lines.some((l) => l.startsWith('flaky:')));
});

test('a pass on a retry counts as passed and is named on a flaky line before the closing line', () => {
  const { lines } = summarize([
    ['api', jest(3, 0, ['auth retries once'])],
    ['e2e', playwright(4, 1, 0)],
  ]);
  assert.equal(lines.at(-1), 'tests: 8 passed, 0 failed, 1 skipped');
  const flaky = lines.indexOf('flaky: 2 passed only on a retry (counted as passed above)');
  assert.ok(flaky >= 0 && flaky < lines.length - 1, lines.join('\n'));
  assert.ok(lines.includes('  api: auth retries once'));
  assert.ok(lines.includes('  e2e: a journey that wobbled'));
  assert.ok(lines.some((l) => /e2e\s+5 passed \(1 flaky\)/.test(l)));
});
