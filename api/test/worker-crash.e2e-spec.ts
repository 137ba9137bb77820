import { type ChildProcess, fork } from 'node:child_process';
import * as path from 'node:path';
import { TransactionService } from '../src/database/transaction.service';
import { MessagingService } from '../src/modules/messaging/messaging.service';
import { OutboundMessage } from '../src/modules/messaging/outbound-message.entity';
import { OutboundWorkerService } from '../src/modules/messaging/outbound-worker.service';
import { OutboxMessage } from '../src/providers/outbox/outbox-message.entity';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Kill a worker between claiming a message and sending it: a fresh worker's sweep must send it, exactly once.
 * Workers run as separate processes (WORKER_ROLE=worker) on MariaDB + Redis; this process only enqueues.
 */
const API_ROOT = path.resolve(__dirname, '..');
let t: TestApp;
const children: ChildProcess[] = [];

function startWorker(env: Record<string, string>): ChildProcess & { output: string[] } {
  const child = fork(path.join(API_ROOT, 'src', 'main.ts'), [], {
    cwd: API_ROOT,
    execArgv: ['-r', path.join(API_ROOT, 'scripts', 'swc-register.js')],
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: t.config.databaseUrl!,
      REDIS_URL: t.config.redisUrl!,
      QUEUE_PREFIX: t.config.queuePrefix,
      DATA_DIR: t.config.dataDir,
      WORKER_ROLE: 'worker',
      MIGRATIONS_RUN: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  }) as ChildProcess & { output: string[] };
  child.output = [];
  child.stdout?.on('data', (d: Buffer) => child.output.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => child.output.push(d.toString()));
  children.push(child);
  return child;
}

async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  t = await startTestApp({ env: { WORKER_ROLE: 'http' } });
});
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await t.close();
});

it('a worker killed after claiming loses nothing and sends nothing twice', async () => {
  const rows = t.dataSource.getRepository(OutboundMessage);
  const outbox = t.dataSource.getRepository(OutboxMessage);

  const first = startWorker({ TEST_HOLD_AFTER_CLAIM_MS: '60000' });
  const message = await t.app.get(TransactionService).run((tx) =>
    t.app.get(MessagingService).enqueueEmail(tx, {
      organizationId: null,
      to: 'crash@example.test',
      subject: 'Once',
      text: 'Exactly once',
      category: 'test',
    }),
  );

  const claimed = await waitFor('the first worker to claim the row', async () => {
    const row = await rows.findOneByOrFail({ id: message.id });
    return row.status === 'processing' ? row : null;
  }).catch((err: Error) => {
    throw new Error(`${err.message}\nworker output:\n${first.output.join('')}`);
  });
  expect(claimed.attempts).toBe(1);

  first.kill('SIGKILL');
  await new Promise((r) => first.once('exit', r));
  expect(await outbox.count()).toBe(0);

  // The claim must be older than SWEEP_STALE_SECONDS when the fresh worker sweeps on start.
  const age = Date.now() - claimed.claimedAt!.getTime();
  if (age < 1500) await new Promise((r) => setTimeout(r, 1500 - age));
  const second = startWorker({ SWEEP_STALE_SECONDS: '1' });

  const sent = await waitFor('the fresh worker to send the row', async () => {
    const row = await rows.findOneByOrFail({ id: message.id });
    return row.status === 'sent' ? row : null;
  }).catch((err: Error) => {
    throw new Error(`${err.message}\nworker output:\n${second.output.join('')}`);
  });
  expect(sent.attempts).toBe(2);

  // Another sweep (and the stale job of the dead worker, if Bull ever redelivers it) changes nothing.
  await t.app.get(OutboundWorkerService, { strict: false }).sweep();
  await new Promise((r) => setTimeout(r, 500));
  const delivered = await outbox.find();
  expect(delivered).toHaveLength(1);
  expect(delivered[0]).toMatchObject({
    idempotencyKey: `outbound:${message.id}`,
    toAddress: 'crash@example.test',
  });
  expect((await rows.findOneByOrFail({ id: message.id })).status).toBe('sent');

  second.kill('SIGTERM');
  await new Promise((r) => second.once('exit', r));
}, 40_000);
