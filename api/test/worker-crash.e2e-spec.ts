import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { TransactionService } from '../src/engine/database/transaction.service';
import { MessagingService } from '../src/modules/messaging/outbound/messaging.service';
import { OutboundMessage } from '../src/modules/messaging/outbound/outbound-message.entity';
import { OutboundSendJob } from '../src/modules/messaging/outbound/outbound-send.job';
import { countedSends } from './support/counting-email-provider';
import { startTestApp, type TestApp } from './support/test-app';
import { kill, startWorker as startWorkerProcess, waitFor, type Worker } from './support/worker-process';

/**
 * Workers that die or stall around a send. Workers run as separate processes (WORKER_ROLE=worker) on MariaDB +
 * Redis; this process only enqueues and sweeps. The email provider in the workers is a double that records every
 * call and never de-duplicates (test/support/counting-email-provider.ts), so a second send shows as a second call,
 * whatever the idempotency key would have saved.
 */
let t: TestApp;
let dir: string;
const children: Worker[] = [];

/** A worker whose email provider counts every call into `callsFile` (test/support/counting-email-provider.ts). */
function startWorker(callsFile: string, env: Record<string, string>): Worker {
  const child = startWorkerProcess(t, {
    preload: [path.join(__dirname, 'support', 'counting-email-provider.ts')],
    env: { COUNTING_EMAIL_FILE: callsFile, ...env },
  });
  children.push(child);
  return child;
}

const enqueue = (to: string) =>
  t.app.get(TransactionService).run((tx) =>
    t.app.get(MessagingService).enqueueEmail(tx, {
      organizationId: null,
      to,
      subject: 'Once',
      text: 'Exactly once',
      category: 'test',
    }),
  );

const rowOf = (id: number) => t.dataSource.getRepository(OutboundMessage).findOneByOrFail({ id });
const statusIs = (id: number, status: OutboundMessage['status']) => async () => {
  const row = await rowOf(id);
  return row.status === status ? row : null;
};

/** Waits until the claim is older than SWEEP_STALE_SECONDS=1, so a fresh worker's start-up sweep takes it back. */
async function staleClaim(id: number): Promise<void> {
  const age = Date.now() - (await rowOf(id)).claimedAt!.getTime();
  if (age < 1500) await new Promise((r) => setTimeout(r, 1500 - age));
}

beforeAll(async () => {
  t = await startTestApp({ env: { WORKER_ROLE: 'http' } });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ens-worker-crash-'));
});
afterAll(async () => {
  for (const c of children) await kill(c, 'SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
  await t.close();
});

it('a worker killed after claiming, before sending: a fresh worker sends it, once', async () => {
  const calls = path.join(dir, 'before-send.jsonl');
  const first = startWorker(calls, { TEST_HOLD_AFTER_CLAIM_MS: '60000' });
  const message = await enqueue('before-send@example.test');
  const claimed = await waitFor('the first worker to claim', statusIs(message.id, 'processing'), first);
  expect(claimed.attempts).toBe(1);
  await kill(first, 'SIGKILL');
  expect(countedSends(calls)).toEqual([]);

  await staleClaim(message.id);
  const second = startWorker(calls, { SWEEP_STALE_SECONDS: '1' });
  const sent = await waitFor('the fresh worker to send', statusIs(message.id, 'sent'), second);
  expect(sent.attempts).toBe(2);

  // Another sweep (and the dead worker's job, should Bull ever redeliver it) sends nothing more.
  await t.app.get(OutboundSendJob, { strict: false }).sweep();
  await new Promise((r) => setTimeout(r, 500));
  expect(countedSends(calls)).toEqual([
    { pid: second.pid, key: `outbound:${message.id}`, to: 'before-send@example.test' },
  ]);
  await kill(second, 'SIGTERM');
}, 60_000);

it('a worker killed after sending, before marking the row: the resend carries the same idempotency key', async () => {
  const calls = path.join(dir, 'after-send.jsonl');
  const first = startWorker(calls, { COUNTING_HOLD_AFTER_SEND_MS: '60000' });
  const message = await enqueue('after-send@example.test');
  await waitFor('the first worker to send', async () => countedSends(calls).length === 1, first);
  expect((await rowOf(message.id)).status).toBe('processing');
  await kill(first, 'SIGKILL');

  await staleClaim(message.id);
  const second = startWorker(calls, { SWEEP_STALE_SECONDS: '1' });
  const sent = await waitFor('the fresh worker to send', statusIs(message.id, 'sent'), second);
  expect(sent.attempts).toBe(2);
  // The provider accepted the message and the worker died before recording it: nothing in the database can tell
  // that apart from a death before the send, so the row is sent again. Only the key (the same for both calls)
  // keeps a provider from delivering twice; one without idempotency does deliver twice (see OutboundSendJob).
  const key = `outbound:${message.id}`;
  expect(countedSends(calls)).toEqual([
    { pid: first.pid, key, to: 'after-send@example.test' },
    { pid: second.pid, key, to: 'after-send@example.test' },
  ]);
  await kill(second, 'SIGTERM');
}, 60_000);

it('a slow worker whose claim the sweep took back does not send: the row is sent once, by the new claim', async () => {
  const calls = path.join(dir, 'slow.jsonl');
  // The only worker: the sweep queues the row again to this same process (a new claim while the old one sleeps).
  const slow = startWorker(calls, { TEST_HOLD_AFTER_CLAIM_MS: '4000' });
  const message = await enqueue('slow@example.test');
  const claimed = await waitFor('the slow worker to claim', statusIs(message.id, 'processing'), slow);

  // A sweep that finds the claim stale (as it would after SWEEP_STALE_SECONDS) takes the row back and queues it.
  const sweeper = t.app.get(OutboundSendJob, { strict: false });
  const later = new Date(Date.now() + (t.config.sweepStaleSeconds + 1) * 1000);
  expect(await sweeper.sweep(later)).toMatchObject({ reset: 1 });
  await waitFor(
    'the re-queued row to be claimed anew',
    async () => {
      const row = await rowOf(message.id);
      return row.attempts === claimed.attempts + 1 ? row : null;
    },
    slow,
  );

  const sent = await waitFor('the row to be sent', statusIs(message.id, 'sent'), slow);
  expect(sent.attempts).toBe(2);
  // Both jobs have woken by now (each holds 4 s after its claim).
  await new Promise((r) => setTimeout(r, 4500));
  expect(countedSends(calls)).toEqual([
    { pid: slow.pid, key: `outbound:${message.id}`, to: 'slow@example.test' },
  ]);
  expect(slow.output.join('')).toContain(`outbound ${message.id} lost its claim`);
  await kill(slow, 'SIGTERM');
}, 60_000);
