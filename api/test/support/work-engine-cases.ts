/**
 * The work engine's own tests, run on each dialect: by src/engine/work/work-engine.test.ts (SQLite in memory) and
 * test/work-engine.e2e-spec.ts (MariaDB, where concurrent claims run on separate connections and really race). The work row is a table of its
 * own (test_work_rows), so what is tested is the engine, not a module that uses it.
 */
import { Column, DataSource, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { type AppConfig } from '../../src/engine/config/app-config';
import { TransactionService } from '../../src/engine/database/transaction.service';
import { SnakeNamingStrategy } from '../../src/engine/database/snake-naming.strategy';
import {
  type Claim,
  exponentialBackoff,
  type JobData,
  type JobQueue,
  LostClaimError,
  RetriedRow,
  SchedulerService,
  type Work,
  type WorkDefinition,
  WorkEngine,
  RowLeases,
} from '../../src/engine/work';
import { unitConfig } from './memory-db';

@Entity('test_work_rows')
export class TestWorkRow extends RetriedRow() {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status!: string;

  @Column({ type: 'text', nullable: true })
  lastError!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  result!: string | null;

  @Column({ type: 'boolean', default: false })
  paused!: boolean;

  @Column({ type: 'datetime', nullable: true })
  handedOverAt!: Date | null;
}

/** A data source holding only the test table (created by synchronize: this table is the test's, not the app's). */
export function workDataSource(url: string | null): DataSource {
  const common = {
    entities: [TestWorkRow],
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: true,
    logging: false,
  };
  return url
    ? new DataSource({
        ...common,
        type: 'mariadb',
        url: url.replace(/^mariadb:/, 'mysql:'),
        charset: 'utf8mb4',
        timezone: 'Z',
      })
    : new DataSource({ ...common, type: 'better-sqlite3', database: ':memory:' });
}

/** A queue double: records every job added, runs nothing. */
export class RecordingQueue implements JobQueue {
  readonly kind = 'in-process' as const;
  added: { name: string; data: JobData; delayMs?: number }[] = [];
  defined: string[] = [];
  define(name: string): void {
    this.defined.push(name);
  }
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

/** A provider double: counts the calls the work makes for each row, and can fail or stall them. */
export class CountingProvider {
  calls: number[] = [];
  failNext = 0;
  permanentNext = 0;
  /** Calls for these ids wait until released. */
  private readonly gates = new Map<number, Promise<void>>();
  private readonly openers = new Map<number, () => void>();

  hold(id: number): void {
    this.gates.set(id, new Promise<void>((r) => this.openers.set(id, r)));
  }
  release(id: number): void {
    this.openers.get(id)?.();
    this.gates.delete(id);
  }

  /** `done-<id>#<n>`: the n-th call for the row (so a result tells which call wrote it). */
  async call(id: number): Promise<string> {
    this.calls.push(id);
    const n = this.count(id);
    const gate = this.gates.get(id);
    if (gate) await gate;
    if (this.permanentNext > 0) {
      this.permanentNext--;
      throw new PermanentError('refused for good');
    }
    if (this.failNext > 0) {
      this.failNext--;
      throw new Error('provider down');
    }
    return `done-${id}#${n}`;
  }

  count(id: number): number {
    return this.calls.filter((c) => c === id).length;
  }
}

export class PermanentError extends Error {}

export const BACKOFF = exponentialBackoff({ baseMs: 1_000, maxMs: 8_000, maxAttempts: 3 });
export const STALE_SECONDS = 60;

export interface Worker {
  engine: WorkEngine;
  work: Work<TestWorkRow>;
  queue: RecordingQueue;
  /** Claims seen by process(), in order. */
  claims: Claim[];
}

/** One worker process: its own engine (and so its own worker id) over the given data source. */
export function aWorker(
  ds: DataSource,
  provider: CountingProvider,
  overrides: Partial<WorkDefinition<TestWorkRow>> = {},
  env: Record<string, string> = {},
): Worker {
  const queue = new RecordingQueue();
  const config: AppConfig = unitConfig({ SWEEP_STALE_SECONDS: String(STALE_SECONDS), ...env });
  const engine = new WorkEngine(ds, queue, new SchedulerService(queue, config), config);
  const claims: Claim[] = [];
  const work = engine.defineWork<TestWorkRow>({
    name: 'test-work',
    entity: TestWorkRow,
    columns: { error: 'lastError' },
    backoff: BACKOFF,
    permanent: (err) => err instanceof PermanentError,
    eligible: () => ({ sql: 'paused = :notPaused', params: { notPaused: false } }),
    process: async (row, claim) => {
      claims.push(claim);
      const result = await provider.call(row.id);
      if (!(await claim.complete({ result }))) throw new LostClaimError();
    },
    ...overrides,
  });
  return { engine, work, queue, claims };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The cases; `open` gives a fresh, empty data source, `close` disposes of it. */
export function describeWorkEngine(
  dialect: string,
  open: () => Promise<DataSource>,
  close: (ds: DataSource) => Promise<void>,
): void {
  describe(`work engine (${dialect})`, () => {
    let ds: DataSource;
    let provider: CountingProvider;
    const rows = () => ds.getRepository(TestWorkRow);
    const aRow = (patch: Partial<TestWorkRow> = {}) =>
      rows().save(rows().create({ status: 'pending', attempts: 0, ...patch }));
    const reload = (id: number) => rows().findOneByOrFail({ id });

    beforeAll(async () => {
      ds = await open();
    });
    afterAll(() => close(ds));
    beforeEach(async () => {
      await rows().clear();
      provider = new CountingProvider();
    });

    it('defines its queue processor and its sweep', () => {
      const w = aWorker(ds, provider);
      expect(w.queue.defined).toEqual(['test-work']);
    });

    it('two racing workers claim a row exactly once', async () => {
      const a = aWorker(ds, provider);
      const b = aWorker(ds, provider);
      const ids = await Promise.all(Array.from({ length: 10 }, () => aRow().then((r) => r.id)));
      for (const id of ids) {
        const claims = await Promise.all([
          a.work.claim(id),
          b.work.claim(id),
          a.work.claim(id),
          b.work.claim(id),
        ]);
        const won = claims.filter((c) => c !== null);
        expect(won).toHaveLength(1);
        const row = await reload(id);
        expect(row).toMatchObject({ status: 'processing', attempts: 1, claimedBy: won[0]!.token });
      }
    });

    it('two racing workers each handed every row process each row once (the provider is called once per row)', async () => {
      const a = aWorker(ds, provider);
      const b = aWorker(ds, provider);
      const ids = await Promise.all(Array.from({ length: 10 }, () => aRow().then((r) => r.id)));
      await Promise.all(ids.flatMap((id) => [a.work.run(id), b.work.run(id), a.work.run(id)]));
      for (const id of ids) {
        expect(provider.count(id)).toBe(1);
        expect(await reload(id)).toMatchObject({ status: 'done', result: `done-${id}#1`, attempts: 1 });
      }
      // A duplicate delivery after the fact does nothing.
      await b.work.run(ids[0]);
      expect(provider.count(ids[0])).toBe(1);
    });

    it('a token is new for every claim, even in the same worker', async () => {
      const a = aWorker(ds, provider);
      const row = await aRow();
      const first = await a.work.claim(row.id);
      await rows().update({ id: row.id }, { status: 'pending' });
      const second = await a.work.claim(row.id);
      expect(first!.token).not.toBe(second!.token);
      expect(first!.token).toContain(a.engine.workerId);
      expect(second!.token).toContain(a.engine.workerId);
    });

    it('does not claim a row that is not eligible or whose retry is not due', async () => {
      const a = aWorker(ds, provider);
      const paused = await aRow({ paused: true });
      const later = await aRow({ nextAttemptAt: new Date(Date.now() + 60_000) });
      const done = await aRow({ status: 'done' });
      expect(await a.work.claim(paused.id)).toBeNull();
      expect(await a.work.claim(later.id)).toBeNull();
      expect(await a.work.claim(done.id)).toBeNull();
      expect(await a.work.claim(later.id, new Date(Date.now() + 61_000))).not.toBeNull();
    });

    it('a lease past SWEEP_STALE_SECONDS is re-taken by the sweep; a fresh one is left alone', async () => {
      const a = aWorker(ds, provider);
      const b = aWorker(ds, provider);
      const stuck = await aRow();
      const busy = await aRow();
      await a.work.claim(stuck.id, new Date(Date.now() - (STALE_SECONDS + 5) * 1000));
      const held = await a.work.claim(busy.id);

      expect(await b.work.sweep()).toEqual({ reset: 1, enqueued: 1, handedOver: 0 });
      expect(b.queue.added).toEqual([{ name: 'test-work', data: { id: stuck.id }, delayMs: undefined }]);
      expect(await reload(stuck.id)).toMatchObject({ status: 'pending', claimedBy: null, claimedAt: null });
      expect(await reload(busy.id)).toMatchObject({ status: 'processing', claimedBy: held!.token });

      // The sweep's job goes to the other worker, which takes the row.
      await b.work.run(stuck.id);
      expect(await reload(stuck.id)).toMatchObject({ status: 'done', attempts: 2 });
    });

    it('claims many rows in one go: racing workers get each row once, and only claimable rows', async () => {
      const a = aWorker(ds, provider);
      const b = aWorker(ds, provider);
      const ids = await Promise.all(Array.from({ length: 20 }, () => aRow().then((r) => r.id)));
      const paused = await aRow({ paused: true });
      const done = await aRow({ status: 'done' });
      const all = [...ids, paused.id, done.id];
      const [x, y, z] = await Promise.all([
        a.work.claimMany(all),
        b.work.claimMany(all),
        a.work.claimMany(all),
      ]);
      const won = [...x, ...y, ...z];
      expect(won.map((c) => c.id).sort((p, q) => p - q)).toEqual([...ids].sort((p, q) => p - q));
      for (const claim of won) {
        expect(await reload(claim.id)).toMatchObject({
          status: 'processing',
          attempts: 1,
          claimedBy: claim.token,
        });
      }
      // Each claim writes its own row only, though a batch's claims share a token.
      const [first, second] = won.filter((c) => c.token === won[0]!.token);
      expect(await first!.complete({ result: 'one' })).toBe(true);
      expect((await reload(first!.id)).result).toBe('one');
      if (second) expect((await reload(second.id)).status).toBe('processing');
      expect(await a.work.claimMany([])).toEqual([]);
    });

    it("claims a batch's followers: later claimable rows of the same group only, up to the limit, with their rows", async () => {
      const a = aWorker(ds, provider);
      const b = aWorker(ds, provider);
      // `result` stands for the group (a send, a campaign).
      const first = await aRow({ result: 'g1' });
      const second = await aRow({ result: 'g1' });
      const taken = await aRow({ result: 'g1' });
      const free = await aRow({ result: 'g1' });
      const other = await aRow({ result: 'g2' });
      const finished = await aRow({ result: 'g1', status: 'done' });
      const notDue = await aRow({ result: 'g1', nextAttemptAt: new Date(Date.now() + 3_600_000) });
      const last = await aRow({ result: 'g1' });
      const rowFirst = await reload(first.id);
      expect(await a.work.claim(first.id)).not.toBeNull();
      expect(await b.work.claim(taken.id)).not.toBeNull();

      const followers = await a.work.claimFollowers(rowFirst, 'result', 2);
      expect(followers.map((f) => f.row.id)).toEqual([second.id, free.id]);
      for (const f of followers) {
        expect(f.claim.id).toBe(f.row.id);
        expect(f.row).toMatchObject({ status: 'processing', claimedBy: f.claim.token, result: 'g1' });
      }
      const rest = await a.work.claimFollowers(rowFirst, 'result', 10);
      expect(rest.map((f) => f.row.id)).toEqual([last.id]);
      for (const untouched of [other, finished, notDue])
        expect((await reload(untouched.id)).claimedBy).toBeNull();
      expect(await a.work.claimFollowers(rowFirst, 'result', 0)).toEqual([]);
    });

    it('renews many claims in one statement, leaving out a claim the sweep took back', async () => {
      const a = aWorker(ds, provider);
      const b = aWorker(ds, provider);
      const [one, two, three] = [await aRow(), await aRow(), await aRow()];
      const first = await a.work.claim(one.id);
      const followers = await a.work.claimMany([two.id, three.id]);
      const stale = new Date(Date.now() - 3_600_000);
      await rows().update({ id: one.id }, { claimedAt: stale });
      expect(await a.work.renewMany([first!, ...followers])).toEqual([first, ...followers]);
      expect((await reload(one.id)).claimedAt!.getTime()).toBeGreaterThan(stale.getTime());

      // two's claim is lost: the sweep reset it and the other worker holds it now.
      await rows().update({ id: two.id }, { status: 'pending', claimedBy: null });
      const other = await b.work.claim(two.id);
      const otherAt = (await reload(two.id)).claimedAt;
      expect((await a.work.renewMany([first!, ...followers])).map((c) => c.id)).toEqual([one.id, three.id]);
      expect(await reload(two.id)).toMatchObject({ claimedBy: other!.token, claimedAt: otherAt });
      expect(await a.work.renewMany([])).toEqual([]);
    });

    it('renews only the leases older than asked, and drops a claim the sweep took back', async () => {
      const a = aWorker(ds, provider);
      const b = aWorker(ds, provider);
      const [one, two, three] = [await aRow(), await aRow(), await aRow()];
      const claims = await a.work.claimMany([one.id, two.id, three.id]);
      expect(claims.map((c) => c.id)).toEqual([one.id, two.id, three.id]);
      // Whole seconds: datetime columns keep no fraction.
      const stale = new Date(Math.floor(Date.now() / 1000) * 1000 - 3_600_000);
      await rows().update({ id: one.id }, { claimedAt: stale });
      // Claimed a moment ago: nothing is written, so one's lease stays as it was.
      expect(await a.work.renewOlderThan(claims, 60_000)).toEqual(claims);
      expect((await reload(one.id)).claimedAt!.getTime()).toBe(stale.getTime());

      // Aged (as seen by this process): renewed; two was taken back and is left to its new holder.
      await rows().update({ id: two.id }, { status: 'pending', claimedBy: null });
      const other = await b.work.claim(two.id);
      const later = new Date(Date.now() + 120_000);
      const kept = await a.work.renewOlderThan(claims, 60_000, later);
      expect(kept.map((c) => c.id)).toEqual([one.id, three.id]);
      expect((await reload(one.id)).claimedAt!.getTime()).toBeGreaterThan(stale.getTime());
      expect(kept[0]!.claimedAt).toBe(later.getTime());
      expect((await reload(two.id)).claimedBy).toBe(other!.token);
    });

    it('claims many: only the rows still claimable, in id order', async () => {
      const a = aWorker(ds, provider);
      const b = aWorker(ds, provider);
      const [one, two, three] = [await aRow(), await aRow(), await aRow()];
      await b.work.claim(two.id);
      const claims = await a.work.claimMany([three.id, one.id, two.id]);
      expect(claims.map((c) => c.id)).toEqual([one.id, three.id]);
      expect((await a.work.claimMany([three.id, one.id])).map((c) => c.id)).toEqual([]);
    });

    it('completes many claims with several values per row', async () => {
      const a = aWorker(ds, provider);
      const [one, two] = [await aRow(), await aRow()];
      const claims = await a.work.claimMany([one.id, two.id]);
      const written = await a.work.completeMany(claims, {}, [
        { property: 'result', value: (id) => `r-${id}` },
        { property: 'lastError', value: (id) => `e-${id}` },
      ]);
      expect(written).toBe(2);
      for (const row of [one, two])
        expect(await reload(row.id)).toMatchObject({
          status: 'done',
          result: `r-${row.id}`,
          lastError: `e-${row.id}`,
        });
    });

    it('completes many claims in one statement, each with its own value, skipping a claim the sweep took back', async () => {
      const a = aWorker(ds, provider);
      const b = aWorker(ds, provider);
      const [one, two, three] = [await aRow(), await aRow(), await aRow()];
      const first = await a.work.claim(one.id);
      const followers = await a.work.claimMany([two.id, three.id]);
      // three's claim is lost: the sweep reset it and the other worker holds it now.
      await rows().update({ id: three.id }, { status: 'pending', claimedBy: null });
      const other = await b.work.claim(three.id);
      const written = await a.work.completeMany(
        [first!, ...followers],
        { lastError: null },
        {
          property: 'result',
          value: (id) => `sent-${id}`,
        },
      );
      expect(written).toBe(2);
      expect(await reload(one.id)).toMatchObject({ status: 'done', result: `sent-${one.id}` });
      expect(await reload(two.id)).toMatchObject({ status: 'done', result: `sent-${two.id}` });
      expect(await reload(three.id)).toMatchObject({
        status: 'processing',
        claimedBy: other!.token,
        result: null,
      });
      expect(await a.work.completeMany([], {})).toBe(0);
    });

    it('a stale row past its hand-over is marked done by the sweep, with the patch, not handed out again', async () => {
      const finished: number[] = [];
      const rule = {
        handedOver: {
          property: 'handedOverAt',
          patch: { result: "'handed over'" },
          after: async (done: { id: number }[]) => void finished.push(...done.map((r) => r.id)),
        },
      };
      const a = aWorker(ds, provider, rule);
      const b = aWorker(ds, provider, rule);
      const long = new Date(Date.now() - (STALE_SECONDS + 5) * 1000);
      const [handed, unsent, fresh] = [await aRow(), await aRow(), await aRow()];
      for (const row of [handed, unsent]) await a.work.claim(row.id, long);
      const freshClaim = await a.work.claim(fresh.id);
      await rows().update({ id: handed.id }, { handedOverAt: long });
      expect(await freshClaim!.update({ handedOverAt: new Date() })).toBe(true);

      expect(await b.work.sweep()).toEqual({ reset: 1, enqueued: 1, handedOver: 1 });
      expect(await reload(handed.id)).toMatchObject({
        status: 'done',
        claimedBy: null,
        result: 'handed over',
      });
      expect(await reload(unsent.id)).toMatchObject({ status: 'pending', claimedBy: null });
      expect(await reload(fresh.id)).toMatchObject({ status: 'processing', claimedBy: freshClaim!.token });
      expect(b.queue.added.map((j) => j.data.id)).toEqual([unsent.id]);
      // Told once, about that row only: a second sweep finds nothing more.
      expect(finished).toEqual([handed.id]);
      expect((await a.work.sweep()).handedOver).toBe(0);
      expect(finished).toEqual([handed.id]);
    });

    it("a claim's write converts values as TypeORM does (a date) and reports whether it landed", async () => {
      const a = aWorker(ds, provider);
      const row = await aRow();
      const claim = await a.work.claim(row.id);
      const at = new Date('2026-03-04T05:06:07.000Z');
      expect(await claim!.update({ result: 'written', handedOverAt: at })).toBe(true);
      expect(await reload(row.id)).toMatchObject({ result: 'written', handedOverAt: at });
      await rows().update({ id: row.id }, { claimedBy: 'someone-else' });
      expect(await claim!.update({ result: 'late' })).toBe(false);
      expect((await reload(row.id)).result).toBe('written');
    });

    it('a prepared write is seen by others only once committed, and is not made when the claim was lost', async () => {
      const a = aWorker(ds, provider);
      const [row, lost] = [await aRow(), await aRow()];
      const claim = await a.work.claim(row.id);
      const at = new Date('2026-03-04T05:06:07.000Z');
      const write = await claim!.prepare({ handedOverAt: at });
      expect(write).not.toBeNull();
      // MariaDB: the transaction is open, another connection still reads the row as it was. (SQLite, one
      // process and one connection, writes at once.)
      if (dialect !== 'sqlite') expect((await reload(row.id)).handedOverAt).toBeNull();
      await write!.commit();
      expect((await reload(row.id)).handedOverAt).toEqual(at);

      const lostClaim = await a.work.claim(lost.id);
      await rows().update({ id: lost.id }, { claimedBy: 'someone-else' });
      expect(await lostClaim!.prepare({ handedOverAt: at })).toBeNull();
      expect((await reload(lost.id)).handedOverAt).toBeNull();
    });

    it('a renewed lease is not swept', async () => {
      const a = aWorker(ds, provider);
      const row = await aRow();
      const claim = await a.work.claim(row.id, new Date(Date.now() - (STALE_SECONDS + 5) * 1000));
      expect(await claim!.renew()).toBe(true);
      expect((await a.work.sweep()).reset).toBe(0);
      expect((await reload(row.id)).status).toBe('processing');
    });

    it("a stale holder's writes after the sweep re-took its claim are no-ops", async () => {
      const a = aWorker(ds, provider);
      const b = aWorker(ds, provider);
      const row = await aRow();
      const old = await a.work.claim(row.id, new Date(Date.now() - (STALE_SECONDS + 5) * 1000));
      await b.work.sweep();
      const fresh = await b.work.claim(row.id);
      expect(fresh).not.toBeNull();

      expect(await old!.update({ result: 'stale' })).toBe(false);
      expect(await old!.renew()).toBe(false);
      expect(await old!.complete({ result: 'stale' })).toBe(false);
      expect(await reload(row.id)).toMatchObject({
        status: 'processing',
        claimedBy: fresh!.token,
        result: null,
      });
      expect(await fresh!.complete({ result: 'fresh' })).toBe(true);
      expect(await reload(row.id)).toMatchObject({ status: 'done', result: 'fresh' });
    });

    it('a slow run whose row the sweep re-took, in the same worker, completes nothing: the row is done once', async () => {
      const a = aWorker(ds, provider);
      const row = await aRow();
      provider.hold(row.id);
      const slow = a.work.run(row.id);
      for (let i = 0; i < 50 && provider.count(row.id) === 0; i++) await sleep(10);
      expect(provider.count(row.id)).toBe(1);
      // The sweep thinks the slow run's worker dead, and this same worker takes the re-queued row.
      expect((await a.work.sweep(new Date(Date.now() + (STALE_SECONDS + 1) * 1000))).reset).toBe(1);
      const again = a.work.run(row.id);
      for (let i = 0; i < 50 && provider.count(row.id) < 2; i++) await sleep(10);
      provider.release(row.id);
      await Promise.all([slow, again]);
      const after = await reload(row.id);
      // Written by the second call, under the new claim: the slow run's completion found the row no longer its own.
      expect(after).toMatchObject({
        status: 'done',
        attempts: 2,
        claimedBy: a.claims[1].token,
        result: `done-${row.id}#2`,
      });
      expect(await a.claims[0].update({ result: 'late' })).toBe(false);
    });

    it('backs off exponentially with a ceiling', () => {
      expect([1, 2, 3, 4, 5, 20].map((n) => BACKOFF.delayMs(n))).toEqual([
        1_000, 2_000, 4_000, 8_000, 8_000, 8_000,
      ]);
    });

    it('a failed attempt goes back to pending, not before its back-off, and is queued with that delay; the last one fails', async () => {
      const a = aWorker(ds, provider);
      const row = await aRow();
      provider.failNext = 10;

      const t0 = Date.now();
      await a.work.run(row.id);
      let after = await reload(row.id);
      expect(after).toMatchObject({
        status: 'pending',
        attempts: 1,
        claimedBy: null,
        claimedAt: null,
        lastError: 'provider down',
      });
      expect(after.nextAttemptAt!.getTime()).toBeGreaterThanOrEqual(t0 + BACKOFF.delayMs(1) - 1000);
      expect(after.nextAttemptAt!.getTime()).toBeLessThanOrEqual(Date.now() + BACKOFF.delayMs(1) + 1000);
      expect(a.queue.added).toEqual([
        { name: 'test-work', data: { id: row.id }, delayMs: BACKOFF.delayMs(1) },
      ]);
      // Not due yet: neither the job nor the sweep takes it.
      await a.work.run(row.id);
      expect(provider.count(row.id)).toBe(1);
      expect((await a.work.sweep()).enqueued).toBe(0);

      await rows().update({ id: row.id }, { nextAttemptAt: new Date(Date.now() - 1000) });
      await a.work.run(row.id);
      after = await reload(row.id);
      expect(after).toMatchObject({ status: 'pending', attempts: 2 });
      expect(a.queue.added[1]).toEqual({
        name: 'test-work',
        data: { id: row.id },
        delayMs: BACKOFF.delayMs(2),
      });

      await rows().update({ id: row.id }, { nextAttemptAt: new Date(Date.now() - 1000) });
      await a.work.run(row.id);
      after = await reload(row.id);
      expect(after).toMatchObject({ status: 'failed', attempts: 3, lastError: 'provider down' });
      expect(a.queue.added).toHaveLength(2);
      expect(provider.count(row.id)).toBe(3);
    });

    it('a permanent failure fails at once', async () => {
      const a = aWorker(ds, provider);
      const row = await aRow();
      provider.permanentNext = 1;
      await a.work.run(row.id);
      expect(await reload(row.id)).toMatchObject({
        status: 'failed',
        attempts: 1,
        lastError: 'refused for good',
      });
      expect(a.queue.added).toEqual([]);
    });

    it("'release' puts a failed row back to pending at once, for the next sweep, without a retry job", async () => {
      const a = aWorker(ds, provider, { backoff: 'release' });
      const row = await aRow();
      provider.failNext = 1;
      await a.work.run(row.id);
      expect(await reload(row.id)).toMatchObject({ status: 'pending', claimedBy: null, nextAttemptAt: null });
      expect(a.queue.added).toEqual([]);
      expect(await a.work.sweep()).toEqual({ reset: 0, enqueued: 1, handedOver: 0 });
    });

    it('the sweep queues due rows in order, up to its batch', async () => {
      const a = aWorker(ds, provider, { findDue: { limit: 2 } });
      const one = await aRow();
      await aRow({ nextAttemptAt: new Date(Date.now() + 600_000) });
      await aRow({ status: 'done' });
      await aRow({ paused: true });
      const two = await aRow();
      const three = await aRow();
      expect(await a.work.sweep()).toEqual({ reset: 0, enqueued: 2, handedOver: 0 });
      expect(a.queue.added.map((j) => j.data.id)).toEqual([one.id, two.id]);
      expect(three.id).toBeGreaterThan(two.id);
    });

    it('enqueues after commit: a rolled-back transaction enqueues nothing', async () => {
      const a = aWorker(ds, provider);
      const tx = new TransactionService(ds);
      await expect(
        tx.run(async (t) => {
          const row = await t.manager.getRepository(TestWorkRow).save({ status: 'pending' });
          a.work.enqueueAfterCommit(t, row.id);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(a.queue.added).toEqual([]);
      expect(await rows().count()).toBe(0);

      let queuedInside = -1;
      const saved = await tx.run(async (t) => {
        const row = await t.manager.getRepository(TestWorkRow).save({ status: 'pending' });
        a.work.enqueueAfterCommit(t, row.id, { delayMs: 250 });
        queuedInside = a.queue.added.length;
        return row;
      });
      expect(queuedInside).toBe(0);
      expect(a.queue.added).toEqual([{ name: 'test-work', data: { id: saved.id }, delayMs: 250 }]);
    });

    it('a throw of LostClaimError stops the run without back-off', async () => {
      const a = aWorker(ds, provider, {
        process: async () => {
          throw new LostClaimError();
        },
      });
      const row = await aRow();
      await a.work.run(row.id);
      expect(await reload(row.id)).toMatchObject({ status: 'processing', attempts: 1, lastError: null });
      expect(a.queue.added).toEqual([]);
    });

    describe('row leases (a lease in a business row: organization deletion, local renewals)', () => {
      const leases = () =>
        new RowLeases(ds, {
          entity: TestWorkRow,
          property: 'claimedAt',
          column: 'claimed_at',
          staleMs: 60_000,
        });
      const notPaused = { sql: 'paused = :paused', params: { paused: false } };

      it('is taken once: a live lease is left alone, a stale one is taken over', async () => {
        const row = await aRow();
        const now = new Date();
        const first = await leases().take(row.id, now, notPaused);
        expect(first).not.toBeNull();
        expect(await leases().take(row.id, new Date(now.getTime() + 30_000), notPaused)).toBeNull();
        const later = await leases().take(row.id, new Date(now.getTime() + 61_000), notPaused);
        expect(later).not.toBeNull();
      });

      it('is not taken when the row is not due', async () => {
        const row = await aRow({ paused: true });
        expect(await leases().take(row.id, new Date(), notPaused)).toBeNull();
        expect((await reload(row.id)).claimedAt).toBeNull();
      });

      it('renews only while held, and a release makes it stale at once', async () => {
        const row = await aRow();
        const lease = (await leases().take(row.id, new Date(Date.now() - 5_000)))!;
        expect(await leases().renew(lease, 1_000)).toBe(true);
        // Another run took it over meanwhile: the old holder learns it has lost it.
        await rows().update({ id: row.id }, { claimedAt: new Date(Date.now() - 3_600_000) });
        const other = (await leases().take(row.id, new Date()))!;
        expect(await leases().renew({ ...lease, at: new Date(lease.at.getTime() - 10_000) }, 1_000)).toBe(
          false,
        );
        expect(await leases().release(other)).toBe(true);
        expect(await leases().take(row.id, new Date())).not.toBeNull();
      });
    });
  });
}
