import type { DataSource } from 'typeorm';
import { memoryDataSource, unitConfig } from '../../../../test/support/memory-db';
import { type JobData, type JobQueue, SchedulerService, WorkEngine } from '../../../engine/work';
import type { EmailMessage, EmailProvider } from '../../../engine/providers/email/email-provider';
import type { SmsProvider } from '../../../engine/providers/sms/sms-provider';
import { OutboundMessage } from './outbound-message.entity';
import { OUTBOUND_SEND, OutboundSendJob } from './outbound-send.job';
import { backoffMs } from './outbound-work';

class FakeEmail implements EmailProvider {
  readonly name = 'fake';
  readonly displayName = 'Fake';
  readonly reportsEvents = false;
  readonly maxBatch = 1;
  readonly handsOver = false;
  sendBatch = () => Promise.reject(new Error('not used here'));
  sent: { message: EmailMessage; key: string }[] = [];
  failNext = 0;
  async send(message: EmailMessage, key: string) {
    if (this.failNext > 0) {
      this.failNext--;
      throw new Error('provider down');
    }
    this.sent.push({ message, key });
    return { providerMessageId: `fake-${this.sent.length}` };
  }
  async checkAddress() {
    return { valid: true };
  }
}

class FakeQueue implements JobQueue {
  readonly kind = 'in-process' as const;
  added: { name: string; data: JobData; delayMs?: number }[] = [];
  define(): void {}
  async add(name: string, data: JobData, options: { delayMs?: number } = {}) {
    this.added.push({ name, data, delayMs: options.delayMs });
  }
  async addMany(name: string, items: JobData[]) {
    for (const data of items) await this.add(name, data);
  }
  async every(): Promise<void> {}
  async redisHealth(): Promise<undefined> {
    return undefined;
  }
  async close(): Promise<void> {}
}

const noSms: SmsProvider = {
  name: 'none',
  send: () => Promise.reject(new Error('no sms in this test')),
};

describe('OutboundSendJob', () => {
  let ds: DataSource;
  let email: FakeEmail;
  let queue: FakeQueue;
  const worker = (env: Record<string, string> = {}) => {
    const config = unitConfig({ OUTBOUND_MAX_ATTEMPTS: '2', SWEEP_STALE_SECONDS: '60', ...env });
    const engine = new WorkEngine(ds, queue, new SchedulerService(queue, config), config);
    return new OutboundSendJob(engine, config, email, noSms);
  };

  const pendingRow = (patch: Partial<OutboundMessage> = {}) =>
    ds.getRepository(OutboundMessage).save(
      ds.getRepository(OutboundMessage).create({
        channel: 'email',
        organizationId: null,
        toAddress: 'to@example.test',
        subject: 'S',
        text: 'T',
        html: null,
        category: 'test',
        status: 'pending',
        attempts: 0,
        ...patch,
      }),
    );
  const reload = (id: number) => ds.getRepository(OutboundMessage).findOneByOrFail({ id });

  beforeEach(async () => {
    ds = await memoryDataSource();
    email = new FakeEmail();
    queue = new FakeQueue();
  });
  afterEach(() => ds.destroy());

  it('claims a pending row once: a second claim, by anyone, does nothing', async () => {
    const row = await pendingRow();
    const a = worker();
    const b = worker();
    const token = await a.claim(row.id);
    expect(token).toContain(a.workerId);
    expect(await b.claim(row.id)).toBeNull();
    expect(await a.claim(row.id)).toBeNull();
    const after = await reload(row.id);
    expect(after).toMatchObject({ status: 'processing', claimedBy: token, attempts: 1 });
    expect(after.claimedAt).toBeInstanceOf(Date);
  });

  it('a slow job whose row the sweep took back does not send, even when the row went back to the same worker', async () => {
    const row = await pendingRow();
    const w = worker({ TEST_HOLD_AFTER_CLAIM_MS: '300' });
    const slow = w.process(row.id);
    await new Promise((r) => setTimeout(r, 50));
    // The sweep thinks the slow job's worker dead, and this same worker takes the re-queued row.
    expect(await w.sweep(new Date(Date.now() + 61_000))).toMatchObject({ reset: 1 });
    await Promise.all([slow, w.process(row.id)]);
    expect(email.sent).toHaveLength(1);
    expect(await reload(row.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('does not claim a row whose retry is not due yet', async () => {
    const row = await pendingRow({ nextAttemptAt: new Date(Date.now() + 60_000) });
    expect(await worker().claim(row.id)).toBeNull();
    expect(await worker().claim(row.id, new Date(Date.now() + 61_000))).not.toBeNull();
  });

  it('sends with an idempotency key from the row and marks it sent; a duplicate job sends nothing', async () => {
    const row = await pendingRow();
    const w = worker();
    await Promise.all([w.process(row.id), w.process(row.id), worker().process(row.id)]);
    expect(email.sent).toHaveLength(1);
    expect(email.sent[0].key).toBe(`outbound:${row.id}`);
    expect(email.sent[0].message).toMatchObject({ to: 'to@example.test', subject: 'S', text: 'T' });
    expect(await reload(row.id)).toMatchObject({
      status: 'sent',
      providerMessageId: 'fake-1',
      lastError: null,
    });
  });

  it('retries with back-off, then fails for good after the maximum attempts', async () => {
    const row = await pendingRow();
    email.failNext = 5;
    await worker().process(row.id);
    let after = await reload(row.id);
    expect(after).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'provider down',
      claimedBy: null,
    });
    expect(after.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + backoffMs(1) - 2000);
    expect(queue.added).toEqual([{ name: OUTBOUND_SEND, data: { id: row.id }, delayMs: backoffMs(1) }]);

    await ds
      .getRepository(OutboundMessage)
      .update({ id: row.id }, { nextAttemptAt: new Date(Date.now() - 1000) });
    await worker().process(row.id);
    after = await reload(row.id);
    expect(after).toMatchObject({ status: 'failed', attempts: 2 });
    expect(email.sent).toHaveLength(0);
  });

  it('sweeps: re-queues due pending rows and resets rows stuck in processing', async () => {
    const due = await pendingRow();
    const later = await pendingRow({ nextAttemptAt: new Date(Date.now() + 600_000) });
    const stuck = await pendingRow({
      status: 'processing',
      claimedBy: 'dead',
      claimedAt: new Date(Date.now() - 120_000),
    });
    const busy = await pendingRow({ status: 'processing', claimedBy: 'alive', claimedAt: new Date() });
    const sent = await pendingRow({ status: 'sent' });

    const result = await worker().sweep();
    expect(result).toEqual({ reset: 1, enqueued: 2, handedOver: 0 });
    expect(queue.added.map((a) => a.data.id).sort()).toEqual([due.id, stuck.id].sort());
    expect(await reload(stuck.id)).toMatchObject({ status: 'pending', claimedBy: null, claimedAt: null });
    expect((await reload(busy.id)).status).toBe('processing');
    expect((await reload(later.id)).status).toBe('pending');
    expect((await reload(sent.id)).status).toBe('sent');
  });

  it('computes an exponential back-off with a ceiling', () => {
    expect(backoffMs(1)).toBe(30_000);
    expect(backoffMs(2)).toBe(60_000);
    expect(backoffMs(20)).toBe(3_600_000);
  });
});
