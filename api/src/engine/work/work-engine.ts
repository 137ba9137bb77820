import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  DataSource,
  EntityManager,
  EntityMetadata,
  ObjectLiteral,
  UpdateQueryBuilder,
  SelectQueryBuilder,
} from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { Tx } from '../database/transaction.service';
import { dbDate } from '../database/db-values';
import { dialectOfSource } from '../database/dialect';
import type { Backoff } from './backoff';
import { JOB_QUEUE, type JobData, type JobQueue } from './job-queue';
import { SchedulerService } from './scheduler.service';
import { WORK_ROW_SHAPE, type WorkRowClass } from './work-row';

/**
 * The claim is no longer ours: the sweep took the row back (we were thought dead) and may have handed it to another
 * worker. Thrown by a job's process() (or Claim.complete) to stop without touching the row; the engine swallows it.
 */
export class LostClaimError extends Error {}

/** A value written per row by completeMany (a CASE on the id). */
export interface PerRow {
  property: string;
  value: (id: number) => string | number | null;
}

/** A row of work: the engine only needs its numeric id. */
export type WorkRow = ObjectLiteral & { id: number };

/**
 * Property names of the work-row columns. The claim, the attempts and the retry time are the engine's own
 * (work-row.ts); the status and the failure's message are the entity's, named by the definition.
 */
interface WorkColumns {
  status: string;
  claimedBy: string;
  claimedAt: string;
  /** null when the row class has none (and then there is no attempt limit). */
  attempts: string | null;
  /** null when the row class has none. */
  nextAttemptAt: string | null;
  /** Where a failure's message goes; null when it is not kept. */
  error: string | null;
}

/** The entity's own work columns (defaults: status, and no failure message kept). */
export type WorkEntityColumns = Partial<Pick<WorkColumns, 'status' | 'error'>>;

export interface WorkStatuses {
  pending: string;
  processing: string;
  done: string;
  failed: string;
}

/** The claim a worker holds on one row: every write through it only lands while the row is still this claim's. */
export interface Claim {
  readonly id: number;
  /** Written to claimed_by: new for every claim, so a re-taken row is never mistaken for ours. */
  readonly token: string;
  /** The criteria that match the row only while this claim holds it (for a job's own conditional writes). */
  readonly mine: ObjectLiteral;
  /**
   * This process's clock (ms) when the claim was taken or last renewed: a batch renews only the leases that have
   * aged (WorkEngine.renewOlderThan), not ones it took a moment ago.
   */
  claimedAt: number;
  /** Writes `patch` while the claim holds; false when it was lost. */
  update(patch: ObjectLiteral, manager?: EntityManager): Promise<boolean>;
  /** Restarts the claim's stale clock (a lease renewal); false when the sweep took the row back meanwhile. */
  renew(manager?: EntityManager): Promise<boolean>;
  /** Marks the row done with `patch`; false when the claim was lost (nothing written). */
  complete(patch?: ObjectLiteral, manager?: EntityManager): Promise<boolean>;
  /**
   * Writes `patch` while the claim holds, in a transaction left open (the row locked, the write not yet seen by
   * anyone): for a step outside the database that must happen exactly when the write does, such as an SMTP
   * message's final dot. The caller commits and takes its step in the same turn of the event loop, so a process
   * killed between the two leaves microseconds unaccounted for, not a database round trip. null when the claim
   * was lost (nothing written).
   */
  prepare(patch: ObjectLiteral): Promise<PreparedWrite | null>;
}

/** A claim's write in place but not committed (Claim.prepare). */
export interface PreparedWrite {
  /** Sends the COMMIT before any I/O callback runs again; resolves once the database has answered it. */
  commit(): Promise<void>;
}

export interface WorkDefinition<Row extends WorkRow, Result = void> {
  /** The queue's job name ("process row X" carries { id }). */
  name: string;
  /** A class made with ClaimedRow, AttemptedRow or RetriedRow (work-row.ts): the engine's columns come from it. */
  entity: WorkRowClass<Row>;
  /** Name of the sweep in the scheduler's per-minute tick (default: name). */
  sweepName?: string;
  columns?: WorkEntityColumns;
  statuses?: Partial<WorkStatuses>;
  /**
   * More conditions a pending row must meet to be claimed or found due, in SQL over the table's column names; `now`
   * comes as the dialect's parameter value.
   */
  eligible?: (now: Date | string) => { sql: string; params?: ObjectLiteral };
  /** The sweep's order and batch (default: id, 100). */
  findDue?: { orderBy?: string; limit?: number };
  /** The work on a claimed row. Throw to fail the attempt (back-off); throw LostClaimError to stop silently. */
  process(row: Row, claim: Claim): Promise<Result>;
  /**
   * What a failed attempt leads to: a Backoff (retry after a delay, up to its maximum, then failed), or 'release':
   * back to pending at once, no retry job (the next sweep finds it again).
   */
  backoff: Backoff | 'release';
  /** A failure another attempt would meet again: failed at once. */
  permanent?: (err: unknown) => boolean;
  /** More fields a failed attempt writes (besides status, claim, retry time and message). */
  failurePatch?: (row: Row, final: boolean) => ObjectLiteral;
  /** After a failed attempt's row was written (released: whether our claim still held; err: the failure). */
  afterFailure?: (row: Row, final: boolean, released: boolean, err: unknown) => Promise<void>;
  /** Logs each sweep that found something (default false). */
  logSweeps?: boolean;
  /**
   * A point of no return inside process(): the property of a column the job sets (through its claim) the moment
   * the work left us and cannot be called back (an email's final dot to the SMTP server). A stale row with it set
   * was done by a worker that died before recording it: the sweep marks it done with `patch` (raw SQL per property,
   * e.g. a sent time taken from the hand-over column) instead of handing it to another worker to do again.
   */
  handedOver?: {
    property: string;
    patch?: Record<string, string>;
    /** After the sweep marked these rows done (each by its own conditional update, so each exactly once). */
    after?: (rows: Row[]) => Promise<void>;
  };
}

/** The columns of a work-row class, as its shape declares them, and the definition's own. */
function workColumns(entity: WorkRowClass<WorkRow>, own: WorkEntityColumns = {}): WorkColumns {
  const shape = entity[WORK_ROW_SHAPE];
  return {
    status: own.status ?? 'status',
    claimedBy: 'claimedBy',
    claimedAt: 'claimedAt',
    attempts: shape.attempts ? 'attempts' : null,
    nextAttemptAt: shape.nextAttemptAt ? 'nextAttemptAt' : null,
    error: own.error ?? null,
  };
}
const DEFAULT_STATUSES: WorkStatuses = {
  pending: 'pending',
  processing: 'processing',
  done: 'done',
  failed: 'failed',
};

/** One kind of background work, as defined: run a row, sweep, enqueue. */
export class Work<Row extends WorkRow, Result = void> {
  private readonly logger: Logger;
  private readonly columns: WorkColumns;
  private readonly statuses: WorkStatuses;
  readonly sweepName: string;

  constructor(
    private readonly engine: WorkEngine,
    readonly definition: WorkDefinition<Row, Result>,
  ) {
    this.logger = new Logger(`Work:${definition.name}`);
    this.columns = workColumns(definition.entity, definition.columns);
    this.statuses = { ...DEFAULT_STATUSES, ...definition.statuses };
    this.sweepName = definition.sweepName ?? definition.name;
    // Fails at definition time (start-up) rather than at the first claim when a named column does not exist.
    for (const property of Object.values(this.columns)) if (property) this.column(property);
    if (definition.handedOver) this.column(definition.handedOver.property);
  }

  get name(): string {
    return this.definition.name;
  }

  private get dataSource(): DataSource {
    return this.engine.dataSource;
  }

  private get meta(): EntityMetadata {
    return this.dataSource.getMetadata(this.definition.entity);
  }

  private get repo() {
    return this.dataSource.getRepository<Row>(this.definition.entity);
  }

  /** A column's escaped database name, from its property name. */
  private column(property: string): string {
    const col = this.meta.findColumnWithPropertyName(property);
    if (!col) throw new Error(`work '${this.name}': no column for property '${property}'`);
    return this.dataSource.driver.escape(col.databaseName);
  }

  private dbNow(now: Date): Date | string {
    return dbDate(this.dataSource, now);
  }

  /** The conditions a row must meet to be taken now: pending, due for retry, and the definition's own. */
  private whereClaimable<Q extends UpdateQueryBuilder<Row> | SelectQueryBuilder<Row>>(q: Q, now: Date): Q {
    q.where(`${this.column(this.columns.status)} = :workPending`, { workPending: this.statuses.pending });
    if (this.columns.nextAttemptAt) {
      const next = this.column(this.columns.nextAttemptAt);
      q.andWhere(`(${next} IS NULL OR ${next} <= :workNow)`, { workNow: this.dbNow(now) });
    }
    if (this.definition.eligible) {
      const { sql, params } = this.definition.eligible(this.dbNow(now));
      q.andWhere(`(${sql})`, params ?? {});
    }
    return q;
  }

  /** Conditions matching the row only while `token` holds it. */
  private mine(id: number, token: string): ObjectLiteral {
    return {
      id,
      [this.columns.status]: this.statuses.processing,
      [this.columns.claimedBy]: token,
    };
  }

  /**
   * One UPDATE of `patch` on the row while `token` holds it. Written as a plain parameterised statement (values
   * converted as TypeORM would, column by column), not through the query builder: claims are written once or
   * twice per message of a campaign, and building each with TypeORM cost more CPU than sending the message.
   */
  private async conditional(
    id: number,
    token: string,
    patch: ObjectLiteral,
    manager?: EntityManager,
  ): Promise<boolean> {
    // As repo.update: a property set to undefined is left as it is.
    const entries = Object.entries(patch).filter(([, value]) => value !== undefined);
    if (entries.length === 0 || entries.some(([, value]) => typeof value === 'function')) {
      // Raw SQL values (a counter's `x + 1`) go through the query builder, which knows how to write them.
      const repo = manager ? manager.getRepository<Row>(this.definition.entity) : this.repo;
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const result = await repo.update(this.mine(id, token) as any, patch as any);
      return result.affected === 1;
    }
    const driver = this.dataSource.driver;
    const sets = entries.map(([property]) => `${this.column(property)} = ?`);
    const values = entries.map(([property, value]) =>
      driver.preparePersistentValue(value, this.meta.findColumnWithPropertyName(property)!),
    );
    const sql =
      `UPDATE ${driver.escape(this.meta.tableName)} SET ${sets.join(', ')} ` +
      `WHERE ${this.column('id')} = ? AND ${this.column(this.columns.status)} = ? ` +
      `AND ${this.column(this.columns.claimedBy)} = ?`;
    const own = manager?.queryRunner ? null : this.dataSource.createQueryRunner();
    const runner = manager?.queryRunner ?? own!;
    try {
      const result = await runner.query(sql, [...values, id, this.statuses.processing, token], true);
      return (result as { affected?: number }).affected === 1;
    } finally {
      await own?.release();
    }
  }

  private async prepared(id: number, token: string, patch: ObjectLiteral): Promise<PreparedWrite | null> {
    // SQLite is the embedded single process: no other worker to be killed beside, and one connection that an open
    // transaction would share with every other query. The write is simply made.
    if (dialectOfSource(this.dataSource) === 'sqlite') {
      const ok = await this.conditional(id, token, patch);
      return ok ? { commit: () => Promise.resolve() } : null;
    }
    const runner = this.dataSource.createQueryRunner();
    let written = false;
    try {
      await runner.startTransaction();
      written = await this.conditional(id, token, patch, runner.manager);
    } finally {
      if (!written) {
        if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
        await runner.release();
      }
    }
    if (!written) return null;
    return {
      commit: async () => {
        try {
          await runner.commitTransaction();
        } finally {
          await runner.release();
        }
      },
    };
  }

  /**
   * Claims a pending, due row (pending → processing, conditional, so a job delivered twice does nothing the second
   * time): the claim, or null when it is not claimable (taken, finished, not due).
   */
  async claim(id: number, now = new Date()): Promise<Claim | null> {
    const token = this.engine.claimToken();
    const result = await this.claimStatement(token, now)
      .andWhere(`${this.column('id')} = :workId`, { workId: id })
      .execute();
    if (result.affected !== 1) return null;
    return this.claimOf(id, token);
  }

  /** The UPDATE that takes claimable rows for `token` (pending → processing, one more attempt); the caller picks rows. */
  private claimStatement(token: string, now: Date) {
    const set: ObjectLiteral = {
      [this.columns.status]: this.statuses.processing,
      [this.columns.claimedBy]: token,
      [this.columns.claimedAt]: now,
    };
    if (this.columns.attempts) {
      const attempts = this.column(this.columns.attempts);
      set[this.columns.attempts] = () => `${attempts} + 1`;
    }
    const q = this.repo
      .createQueryBuilder()
      .update(this.definition.entity)
      .set(set as never);
    return this.whereClaimable(q, now);
  }

  /**
   * Claims several rows in one statement (a batch job's followers), each as claim() would; the claims obtained, in
   * id order (a row taken, finished or not due is left out). The rows share one token: every write through a claim
   * still names its own row.
   */
  async claimMany(ids: number[], now = new Date()): Promise<Claim[]> {
    if (ids.length === 0) return [];
    const token = this.engine.claimToken();
    const result = await this.claimStatement(token, now)
      .andWhere(`${this.column('id')} IN (:...workIds)`, { workIds: ids })
      .execute();
    if (!result.affected) return [];
    // Every row taken (the usual case): no need to ask which.
    if (result.affected === new Set(ids).size)
      return [...new Set(ids)].sort((a, b) => a - b).map((id) => this.claimOf(id, token));
    const claimed = await this.repo
      .createQueryBuilder('w')
      .select(`w.${this.meta.primaryColumns[0].propertyName}`, 'id')
      .where(`${this.column(this.columns.claimedBy)} = :workToken`, { workToken: token })
      // By primary key: claimed_by has no index of its own.
      .andWhere(`${this.column('id')} IN (:...workIds)`, { workIds: ids })
      .orderBy(this.column('id'), 'ASC')
      .getRawMany<{ id: number | string }>();
    return claimed.map(({ id }) => this.claimOf(Number(id), token));
  }

  /**
   * A batch job's followers: up to `limit` more claimable rows of the same group as `first` (its send, its campaign:
   * rows with the same value of `groupBy`), after it in id order, each claimed as claimMany() does, with its row. A
   * row another job holds, finished or not due is left out, so two jobs never hold the same row.
   */
  async claimFollowers(
    first: Row,
    groupBy: keyof Row & string,
    limit: number,
    now = new Date(),
  ): Promise<Array<{ row: Row; claim: Claim }>> {
    if (limit <= 0) return [];
    const candidates = await this.whereClaimable(
      this.repo.createQueryBuilder('w').select(`w.${this.meta.primaryColumns[0].propertyName}`, 'id'),
      now,
    )
      .andWhere(`${this.column(groupBy)} = :workGroup`, { workGroup: first[groupBy] })
      .andWhere(`${this.column('id')} > :workAfter`, { workAfter: first.id })
      .orderBy(this.column('id'), 'ASC')
      .limit(limit)
      .getRawMany<{ id: number | string }>();
    const claims = await this.claimMany(
      candidates.map((c) => Number(c.id)),
      now,
    );
    if (claims.length === 0) return [];
    const rows = new Map(
      (
        await this.repo
          .createQueryBuilder('w')
          .where(`w.${this.meta.primaryColumns[0].propertyName} IN (:...workIds)`, {
            workIds: claims.map((c) => c.id),
          })
          .getMany()
      ).map((r) => [Number(r.id), r] as const),
    );
    return claims.flatMap((claim) => {
      const row = rows.get(claim.id);
      return row ? [{ row, claim }] : [];
    });
  }

  /**
   * Marks rows done in one statement, each only while its claim holds (as Claim.complete): `patch` for all, and per
   * row the values of `each` (each property written with a CASE on the id). How many rows were written; fewer
   * than the claims when some were lost.
   */
  async completeMany(claims: Claim[], patch: ObjectLiteral, each?: PerRow | PerRow[]): Promise<number> {
    if (claims.length === 0) return 0;
    // A plain parameterised statement, as conditional() writes: built by the query builder, a batch's CASEs cost
    // more CPU than the batch's provider calls.
    const driver = this.dataSource.driver;
    const sets: string[] = [];
    const values: unknown[] = [];
    const entries = Object.entries({ [this.columns.status]: this.statuses.done, ...patch }).filter(
      ([, value]) => value !== undefined,
    );
    for (const [property, value] of entries) {
      if (typeof value === 'function') {
        // Raw SQL (a COALESCE, a counter), as the query builder takes it.
        sets.push(`${this.column(property)} = ${(value as () => string)()}`);
      } else {
        sets.push(`${this.column(property)} = ?`);
        values.push(driver.preparePersistentValue(value, this.meta.findColumnWithPropertyName(property)!));
      }
    }
    const id = this.column('id');
    for (const perRow of Array.isArray(each) ? each : each ? [each] : []) {
      const column = this.meta.findColumnWithPropertyName(perRow.property)!;
      const cases = claims.map((c) => {
        values.push(c.id, driver.preparePersistentValue(perRow.value(c.id), column));
        return 'WHEN ? THEN ?';
      });
      sets.push(`${this.column(perRow.property)} = CASE ${id} ${cases.join(' ')} END`);
    }
    const where = this.heldByRaw(claims);
    const sql =
      `UPDATE ${driver.escape(this.meta.tableName)} SET ${sets.join(', ')} ` +
      `WHERE ${this.column(this.columns.status)} = ? AND ${where.sql}`;
    const runner = this.dataSource.createQueryRunner();
    try {
      const result = await runner.query(sql, [...values, this.statuses.processing, ...where.params], true);
      return (result as { affected?: number }).affected ?? 0;
    } finally {
      await runner.release();
    }
  }

  /**
   * The claims' condition, grouped by token (a batch's followers share one): `(claimed_by = ? AND id IN (…)) OR …`,
   * as plain SQL with `?` parameters.
   */
  private heldByRaw(claims: Claim[]): { sql: string; params: unknown[] } {
    const byToken = new Map<string, number[]>();
    for (const c of claims) byToken.set(c.token, [...(byToken.get(c.token) ?? []), c.id]);
    const params: unknown[] = [];
    const held = [...byToken.entries()].map(([token, ids]) => {
      params.push(token, ...ids);
      return `(${this.column(this.columns.claimedBy)} = ? AND ${this.column('id')} IN (${ids.map(() => '?').join(', ')}))`;
    });
    return { sql: `(${held.join(' OR ')})`, params };
  }

  /**
   * Renews many claims in one statement (as Claim.renew): the claims still held, in the order given. A slow batch
   * renews right before its provider calls, so a row the sweep took back meanwhile is left to its new holder.
   */
  async renewMany(claims: Claim[], now = new Date()): Promise<Claim[]> {
    if (claims.length === 0) return [];
    const driver = this.dataSource.driver;
    const held = this.heldByRaw(claims);
    const where = `${this.column(this.columns.status)} = ? AND ${held.sql}`;
    const whereParams = [this.statuses.processing, ...held.params];
    const at = driver.preparePersistentValue(
      now,
      this.meta.findColumnWithPropertyName(this.columns.claimedAt)!,
    );
    const runner = this.dataSource.createQueryRunner();
    try {
      const result = await runner.query(
        `UPDATE ${driver.escape(this.meta.tableName)} SET ${this.column(this.columns.claimedAt)} = ? WHERE ${where}`,
        [at, ...whereParams],
        true,
      );
      const renewedAt = now.getTime();
      if ((result as { affected?: number }).affected === claims.length) {
        for (const c of claims) c.claimedAt = renewedAt;
        return claims;
      }
      // Some were lost: which ones still hold is read back (the rare path).
      const rows = (await runner.query(
        `SELECT ${this.column('id')} AS id FROM ${driver.escape(this.meta.tableName)} WHERE ${where}`,
        whereParams,
      )) as { id: number | string }[];
      const ids = new Set(rows.map((r) => Number(r.id)));
      const held = claims.filter((c) => ids.has(c.id));
      for (const c of held) c.claimedAt = renewedAt;
      return held;
    } finally {
      await runner.release();
    }
  }

  /**
   * The claims still held, with those whose lease is older than `ageMs` renewed (one statement, none when all are
   * younger): what a batch asks before its provider calls, and again while they go on, so it never sends on a
   * lease the sweep may have taken back, without renewing what it claimed a moment ago.
   */
  async renewOlderThan(claims: Claim[], ageMs: number, now = new Date()): Promise<Claim[]> {
    const old = claims.filter((c) => now.getTime() - c.claimedAt >= ageMs);
    if (old.length === 0) return claims;
    const kept = new Set(await this.renewMany(old, now));
    return claims.filter((c) => !old.includes(c) || kept.has(c));
  }

  private claimOf(id: number, token: string): Claim {
    const claim: Claim = {
      id,
      token,
      mine: this.mine(id, token),
      claimedAt: Date.now(),
      update: (patch, manager) => this.conditional(id, token, patch, manager),
      renew: async (manager) => {
        const at = Date.now();
        const held = await this.conditional(id, token, { [this.columns.claimedAt]: new Date(at) }, manager);
        if (held) claim.claimedAt = at;
        return held;
      },
      complete: (patch = {}, manager) =>
        this.conditional(id, token, { [this.columns.status]: this.statuses.done, ...patch }, manager),
      prepare: (patch) => this.prepared(id, token, patch),
    };
    return claim;
  }

  /**
   * Handles one "process row X": claim, process, and on failure back-off. process()'s result; undefined when the row
   * was not claimable, the claim was lost or the attempt failed.
   */
  async run(id: number): Promise<Result | undefined> {
    const claim = await this.claim(id);
    if (!claim) return undefined;
    const hold = this.engine.config.testHoldAfterClaimMs;
    // Test-only (TEST_HOLD_AFTER_CLAIM_MS): widen the window in which the worker-crash test kills us.
    if (hold > 0) await new Promise((r) => setTimeout(r, hold));
    const row = await this.repo.findOneBy({ id } as never);
    if (!row) return undefined;
    try {
      return await this.definition.process(row, claim);
    } catch (err) {
      if (err instanceof LostClaimError) {
        this.logger.warn(`${this.name} ${id}: claim taken back by the sweep, stopped`);
        return undefined;
      }
      await this.fail(row, claim, err);
      return undefined;
    }
  }

  /**
   * A failed attempt on a claimed row: back to pending with the back-off's delay (and queued again), or failed for
   * good. run() calls it for the row it processes; a job that claims more rows itself (a batch) calls it for those.
   */
  async fail(row: Row, claim: Claim, err: unknown): Promise<void> {
    const message = (err as Error)?.message ?? String(err);
    const { backoff } = this.definition;
    const attempts = this.columns.attempts ? Number(row[this.columns.attempts]) : 0;
    const final =
      backoff !== 'release' &&
      (attempts >= backoff.maxAttempts || (this.definition.permanent?.(err) ?? false));
    const patch: ObjectLiteral = {
      [this.columns.status]: final ? this.statuses.failed : this.statuses.pending,
      [this.columns.claimedBy]: null,
      [this.columns.claimedAt]: null,
      ...(this.definition.failurePatch?.(row, final) ?? {}),
    };
    if (this.columns.error) patch[this.columns.error] = message;
    const delay = backoff === 'release' || final ? 0 : backoff.delayMs(attempts);
    if (delay && this.columns.nextAttemptAt) patch[this.columns.nextAttemptAt] = new Date(Date.now() + delay);
    if (final)
      this.logger.error(`${this.name} ${row.id} failed for good after ${attempts} attempt(s): ${message}`);
    else if (backoff === 'release') this.logger.warn(`${this.name} ${row.id} not done: ${message}`);
    else
      this.logger.warn(
        `${this.name} ${row.id} attempt ${attempts} failed, retrying in ${delay} ms: ${message}`,
      );
    const released = await claim.update(patch);
    if (released && !final && backoff !== 'release') await this.enqueue(row.id, { delayMs: delay });
    await this.definition.afterFailure?.(row, final, released, err);
  }

  /**
   * Puts rows stuck in processing longer than SWEEP_STALE_SECONDS (their worker died, or stalled) back to pending,
   * and queues every claimable row. Safe to run anywhere, any number of times.
   */
  async sweep(now = new Date()): Promise<{ reset: number; enqueued: number; handedOver: number }> {
    const staleBefore = new Date(now.getTime() - this.engine.config.sweepStaleSeconds * 1000);
    const handedOver = await this.finishHandedOver(staleBefore);
    const reset = await this.repo
      .createQueryBuilder()
      .update(this.definition.entity)
      .set({
        [this.columns.status]: this.statuses.pending,
        [this.columns.claimedBy]: null,
        [this.columns.claimedAt]: null,
      } as never)
      .where(`${this.column(this.columns.status)} = :workProcessing`, {
        workProcessing: this.statuses.processing,
      })
      .andWhere(`${this.column(this.columns.claimedAt)} < :workStale`, { workStale: this.dbNow(staleBefore) })
      .execute();
    const { orderBy = 'id', limit = 100 } = this.definition.findDue ?? {};
    const q = this.repo.createQueryBuilder('w').select(`w.${this.meta.primaryColumns[0].propertyName}`, 'id');
    const due = await this.whereClaimable(q, now)
      .orderBy(this.column(orderBy), 'ASC')
      .limit(limit)
      .getRawMany<{ id: number | string }>();
    for (const { id } of due) await this.enqueue(Number(id));
    const result = { reset: reset.affected ?? 0, enqueued: due.length, handedOver };
    if (this.definition.logSweeps && (result.reset > 0 || result.enqueued > 0 || handedOver > 0)) {
      this.logger.log(
        `sweep: ${handedOver} stale row(s) past their hand-over marked done, ${result.reset} stale row(s) reset, ` +
          `${result.enqueued} row(s) queued`,
      );
    }
    return result;
  }

  /**
   * Stale rows whose worker died after their point of no return (definition.handedOver): done, not redone. Rare
   * (a worker killed mid-batch), so each row found is finished by its own conditional update: the rows that update
   * changed, and only those, go to `after`.
   */
  private async finishHandedOver(staleBefore: Date): Promise<number> {
    const rule = this.definition.handedOver;
    if (!rule) return 0;
    const set: ObjectLiteral = {
      [this.columns.status]: this.statuses.done,
      [this.columns.claimedBy]: null,
      [this.columns.claimedAt]: null,
    };
    for (const [property, sql] of Object.entries(rule.patch ?? {})) set[property] = () => sql;
    const staleSql =
      `${this.column(this.columns.status)} = :workProcessing AND ${this.column(this.columns.claimedAt)} < :workStale ` +
      `AND ${this.column(rule.property)} IS NOT NULL`;
    const params = { workProcessing: this.statuses.processing, workStale: this.dbNow(staleBefore) };
    const found = await this.repo.createQueryBuilder().where(staleSql, params).getMany();
    const done: Row[] = [];
    for (const row of found) {
      const changed = await this.repo
        .createQueryBuilder()
        .update(this.definition.entity)
        .set(set as never)
        .where('id = :workRowId', { workRowId: row.id })
        .andWhere(staleSql, params)
        .execute();
      if (changed.affected === 1) done.push(row);
    }
    if (done.length > 0) {
      this.logger.warn(
        `${done.length} row(s) handed over by a worker that stopped before recording them: marked done`,
      );
      await rule.after?.(done);
    }
    return done.length;
  }

  /** Queues "process row X" now (or after a delay). */
  enqueue(id: number, options: { delayMs?: number } = {}): Promise<void> {
    return this.engine.queue.add(this.name, { id }, options);
  }

  /** Queues "process row X" for each of `ids` once `tx` commits, in one go (a send's batches). */
  enqueueManyAfterCommit(tx: Pick<Tx, 'afterCommit'>, ids: number[]): void {
    if (ids.length === 0) return;
    tx.afterCommit(() =>
      this.engine.queue.addMany(
        this.name,
        ids.map((id) => ({ id })),
      ),
    );
  }

  /** Queues "process row X" once `tx` commits; nothing when it rolls back (the sweep still finds the row). */
  enqueueAfterCommit(tx: Pick<Tx, 'afterCommit'>, id: number, options: { delayMs?: number } = {}): void {
    tx.afterCommit(() => this.enqueue(id, options));
  }
}

/** A periodic task without rows (a clean-up): run by the scheduler's tick, at most once per `everyMs`. */
export interface TaskDefinition {
  name: string;
  /** At most this often (default: every tick). Per process; each run must be safe to repeat. */
  everyMs?: number;
  run(): Promise<unknown>;
}

/**
 * Background work, once. The database is the source of truth of every piece of work (a row with a status); queues
 * only carry "process row X". A Work owns the row's claim (a conditional update with a token new for each claim,
 * so that a sweep that re-takes a slow claim makes the old holder's later writes no-ops), the lease (claimed_at,
 * renewable), the sweep (stale claims back to pending, due rows queued: on start and every minute), the back-off
 * and enqueueing after commit. Jobs define themselves here, each in a `*.job.ts` beside its module.
 */
@Injectable()
export class WorkEngine {
  /** This process, in claim tokens and logs. */
  readonly workerId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private readonly works = new Map<string, Work<WorkRow, unknown>>();

  constructor(
    @InjectDataSource() readonly dataSource: DataSource,
    @Inject(JOB_QUEUE) readonly queue: JobQueue,
    readonly scheduler: SchedulerService,
    @Inject(APP_CONFIG) readonly config: AppConfig,
  ) {}

  /**
   * What a claim writes to claimed_by: new for every claim, so a row the sweep took back and queued again, even to
   * this same process, is not mistaken for ours. The random part comes first, as the column may cut the end.
   */
  claimToken(): string {
    return `${randomBytes(4).toString('hex')}@${this.workerId}`.slice(0, 64);
  }

  /** Defines a kind of row work: registers its queue processor and its sweep in the per-minute tick. */
  defineWork<Row extends WorkRow, Result = void>(definition: WorkDefinition<Row, Result>): Work<Row, Result> {
    if (this.works.has(definition.name)) throw new Error(`work '${definition.name}' defined twice`);
    const work = new Work<Row, Result>(this, definition);
    this.works.set(definition.name, work as unknown as Work<WorkRow, unknown>);
    this.queue.define(definition.name, (data) => work.run(Number(data.id)).then(() => undefined));
    this.scheduler.register(work.sweepName, async () => {
      await work.sweep();
    });
    return work;
  }

  /** Defines a periodic task in the per-minute tick. */
  defineTask(definition: TaskDefinition): { run(): Promise<unknown> } {
    let lastRun = 0;
    this.scheduler.register(definition.name, async () => {
      if (definition.everyMs && Date.now() - lastRun < definition.everyMs) return;
      lastRun = Date.now();
      await definition.run();
    });
    return { run: () => definition.run() };
  }

  /** Defines a queued job that is not a row's (its payload carries its own key); the job must be idempotent. */
  defineJob(name: string, handler: (data: JobData) => Promise<void>): void {
    this.queue.define(name, handler);
  }

  /** Queues a job by name (see defineJob, or a Work's enqueue). */
  enqueue(name: string, data: JobData, options: { delayMs?: number } = {}): Promise<void> {
    return this.queue.add(name, data, options);
  }
}
