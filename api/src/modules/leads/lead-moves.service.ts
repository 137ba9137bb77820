import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { HttpStatus, Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type BulkQueued,
  type BulkSelectionInput,
  bulkSyncMax,
  type BulkTransitionResult,
  type FsmState,
  leadsCsvMessages,
  leadsExtraConstants,
  leadsExtraMessages,
  messages,
  type MoveInput,
  type MoveJob,
  type MoveQueued,
  type MoveResult,
} from '@ensemble/contracts';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { ApiError } from '../../common/http/api-error';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { dbDate, toDate } from '../../database/db-values';
import { TransactionService } from '../../database/transaction.service';
import { JOB_QUEUE, type JobQueue } from '../../engine/work/job-queue';
import { SchedulerService } from '../../engine/work/scheduler.service';
import { ContactsService, type Scope } from './contacts.service';
import { Lead, LeadList } from './lead.entity';
import { LeadJob, type LeadJobPayload } from './lead-job.entity';
import { LeadListsService } from './lead-lists.service';

export const LEAD_JOB = 'lead-job';
const BATCH = 500;
const MAX_ATTEMPTS = 5;
const RETRY_MS = 30_000;

export type MovableStage = Extract<FsmState, 'Prospect' | 'Client'>;
export type LeadJobKind = 'move' | 'delete' | 'demote';

type Status<T> = Promise<{ status: HttpStatus; body: T }>;

/**
 * The bulk contact actions that may be too large for one request: move-to (spec 2 §4, prospects or clients into
 * an opportunity list, an existing one or a new one by title), bulk delete and bulk demote. A small selection is
 * handled in the request; `move_all` / `all`, or more ids than the sync maximum, becomes a lead_jobs row
 * processed by a worker in batches. Each batch touches only contacts still in the stage (or list), so a job run
 * twice, or resumed after a crash, handles nothing twice (and writes no second history entry).
 */
@Injectable()
export class LeadMovesService implements OnModuleInit {
  private readonly logger = new Logger(LeadMovesService.name);
  readonly workerId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly scheduler: SchedulerService,
    private readonly tx: TransactionService,
    private readonly contacts: ContactsService,
    private readonly lists: LeadListsService,
  ) {}

  onModuleInit(): void {
    this.queue.define(LEAD_JOB, (data) => this.process(Number(data.id)).then(() => undefined));
    this.scheduler.register('lead-jobs', async () => {
      await this.sweep();
    });
  }

  private get jobs() {
    return this.dataSource.getRepository(LeadJob);
  }

  async move(
    organizationId: number,
    userId: number,
    stage: MovableStage,
    input: MoveInput,
  ): Promise<{ status: HttpStatus; body: MoveResult | MoveQueued }> {
    const ids = [...new Set(input.ids ?? [])];
    const background = input.move_all || ids.length > leadsExtraConstants.moveSyncMax;
    const target =
      input.mode === 'new'
        ? { listId: null, listTitle: input.title ?? null }
        : { listId: input.lead_list_id ?? null, listTitle: null };
    if (!background) {
      const out = await this.contacts.transition(
        organizationId,
        userId,
        { state: stage },
        ids,
        'Opportunity',
        {
          action: 'move',
          ...target,
        },
      );
      return {
        status: HttpStatus.OK,
        body: {
          detail: leadsExtraMessages.contactsMoved,
          count: out.ids.length,
          opportunity_list_id: out.listId as number,
        },
      };
    }
    const job = await this.tx.run(async ({ manager, afterCommit }) => {
      let listId: number;
      if (target.listTitle) {
        const repo = manager.getRepository(LeadList);
        listId = (
          await repo.save(repo.create({ organizationId, title: target.listTitle, kind: 'opportunity' }))
        ).id;
      } else {
        listId = (await this.lists.find(manager, organizationId, target.listId as number)).id;
      }
      const row = await this.insertJob(
        manager,
        organizationId,
        userId,
        'move',
        { state: stage },
        {
          stage,
          listId,
          ...(input.move_all ? {} : { ids }),
        },
      );
      afterCommit(() => this.queue.add(LEAD_JOB, { id: row.id }));
      return row;
    });
    return {
      status: HttpStatus.ACCEPTED,
      body: {
        detail: leadsExtraMessages.movingInBackground,
        job_id: job.id,
        opportunity_list_id: job.payload.listId as number,
      },
    };
  }

  /** Bulk delete of a stage's (or an opportunity list's) contacts: in the request, or as a job. */
  async bulkDelete(
    organizationId: number,
    userId: number,
    scope: Scope,
    input: BulkSelectionInput,
  ): Status<{ deleted: number } | BulkQueued> {
    const ids = [...new Set(input.ids)];
    if (!input.all && ids.length <= bulkSyncMax) {
      return {
        status: HttpStatus.OK,
        body: await this.contacts.bulkDelete(organizationId, userId, scope, ids),
      };
    }
    const job = await this.tx.run(async ({ manager, afterCommit }) => {
      if (scope.listId !== undefined) await this.lists.find(manager, organizationId, scope.listId);
      const row = await this.insertJob(manager, organizationId, userId, 'delete', scope, {
        stage: scope.state,
        listId: scope.listId ?? null,
        ...(input.all ? {} : { ids }),
      });
      afterCommit(() => this.queue.add(LEAD_JOB, { id: row.id }));
      return row;
    });
    return {
      status: HttpStatus.ACCEPTED,
      body: { detail: leadsCsvMessages.deletingInBackground, job_id: job.id },
    };
  }

  /**
   * Bulk demote of prospects or clients: in the request, or as a job. The destination list of a demotion to
   * opportunity (the given one, else 'Demoted') is settled when the job is made, so every batch lands in it.
   */
  async bulkDemote(
    organizationId: number,
    userId: number,
    stage: MovableStage,
    input: BulkSelectionInput,
    to: FsmState,
    listId: number | null | undefined,
    detail: string,
  ): Status<BulkTransitionResult | BulkQueued> {
    const ids = [...new Set(input.ids)];
    if (!input.all && ids.length <= bulkSyncMax) {
      return {
        status: HttpStatus.OK,
        body: await this.contacts.transitionMany(
          organizationId,
          userId,
          { state: stage },
          ids,
          to,
          { action: 'demote', listId },
          detail,
        ),
      };
    }
    const job = await this.tx.run(async ({ manager, afterCommit }) => {
      let target: number | null = null;
      if (to === 'Opportunity') {
        target =
          listId != null
            ? (await this.lists.find(manager, organizationId, listId)).id
            : (await this.lists.systemList(manager, organizationId, 'demoted')).id;
      }
      const row = await this.insertJob(
        manager,
        organizationId,
        userId,
        'demote',
        { state: stage },
        {
          stage,
          to,
          listId: target,
          ...(input.all ? {} : { ids }),
        },
      );
      afterCommit(() => this.queue.add(LEAD_JOB, { id: row.id }));
      return row;
    });
    return {
      status: HttpStatus.ACCEPTED,
      body: { detail: leadsCsvMessages.demotingInBackground, job_id: job.id },
    };
  }

  /**
   * The lead_jobs row. Without ids the job takes every contact of the scope up to today's highest id, so contacts
   * arriving while it runs are not swept in.
   */
  private async insertJob(
    manager: EntityManager,
    organizationId: number,
    userId: number,
    kind: LeadJobKind,
    scope: Scope,
    payload: LeadJobPayload,
  ): Promise<LeadJob> {
    if (!payload.ids) {
      const qb = manager
        .getRepository(Lead)
        .createQueryBuilder('l')
        .select('MAX(l.id)', 'max')
        .where('l.organizationId = :organizationId AND l.fsmState = :state', {
          organizationId,
          state: scope.state,
        });
      if (scope.listId !== undefined) qb.andWhere('l.leadListId = :listId', { listId: scope.listId });
      const raw = await qb.getRawOne<{ max: number | null }>();
      payload.maxId = Number(raw?.max ?? 0);
    }
    const repo = manager.getRepository(LeadJob);
    return repo.save(repo.create({ organizationId, userId, kind, payload }));
  }

  async getJob(organizationId: number, id: number): Promise<MoveJob> {
    const row = await this.jobs.findOneBy({ organizationId, id });
    if (!row) throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      processed: row.processed,
      error: row.error,
      created_at: toDate(row.createdAt).toISOString(),
      finished_at: row.finishedAt ? toDate(row.finishedAt).toISOString() : null,
    };
  }

  /** true when this worker now owns the row. */
  async claim(id: number, now = new Date()): Promise<boolean> {
    const result = await this.jobs
      .createQueryBuilder()
      .update(LeadJob)
      .set({ status: 'processing', claimedBy: this.workerId, claimedAt: now, attempts: () => 'attempts + 1' })
      .where('id = :id', { id })
      .andWhere("status = 'pending'")
      .execute();
    return result.affected === 1;
  }

  /** Runs a job if it can be claimed; returns the number of contacts this run handled. */
  async process(id: number): Promise<number> {
    if (!(await this.claim(id))) return 0;
    const row = await this.jobs.findOneByOrFail({ id });
    const mine = { id, status: 'processing' as const, claimedBy: this.workerId };
    let done = 0;
    try {
      const { stage, listId, maxId, ids, to } = row.payload;
      const kind = row.kind as LeadJobKind;
      // Delete jobs of opportunities are confined to their list; moves and demotions take the whole stage.
      const scope: Scope =
        kind === 'delete' && listId != null
          ? { state: stage as FsmState, listId }
          : { state: stage as FsmState };
      // Bulk jobs are always made by a user (the column is nullable for system jobs such as imports).
      const userId = row.userId as number;
      const step = async (chunk: number[]) => {
        if (!chunk.length) return;
        if (kind === 'delete') {
          done += (await this.contacts.bulkDelete(row.organizationId, userId, scope, chunk)).deleted;
        } else {
          const out = await this.contacts.transition(
            row.organizationId,
            userId,
            scope,
            chunk,
            kind === 'demote' ? (to as FsmState) : 'Opportunity',
            { action: kind, listId },
          );
          done += out.ids.length;
        }
        await this.jobs.update(mine, { processed: row.processed + done });
      };
      if (ids) {
        for (let i = 0; i < ids.length; i += BATCH) await step(ids.slice(i, i + BATCH));
      } else {
        // Contacts leave the scope as they are handled, so each round reads the next batch from the start.
        for (;;) {
          const qb = this.dataSource
            .getRepository(Lead)
            .createQueryBuilder('l')
            .select('l.id', 'id')
            .where('l.organizationId = :org AND l.fsmState = :stage AND l.id <= :maxId', {
              org: row.organizationId,
              stage,
              maxId: maxId ?? 0,
            });
          if (scope.listId !== undefined) qb.andWhere('l.leadListId = :listId', { listId: scope.listId });
          const next = await qb.orderBy('l.id', 'ASC').limit(BATCH).getRawMany<{ id: number }>();
          if (!next.length) break;
          await step(next.map((r) => Number(r.id)));
        }
      }
      await this.jobs.update(mine, { status: 'done', finishedAt: new Date(), error: null });
    } catch (err) {
      const message = (err as Error).message ?? String(err);
      const failed = row.attempts >= MAX_ATTEMPTS;
      this.logger.warn(`lead job ${id} attempt ${row.attempts} failed: ${message}`);
      await this.jobs.update(mine, {
        status: failed ? 'failed' : 'pending',
        claimedBy: null,
        claimedAt: null,
        error: message,
        finishedAt: failed ? new Date() : null,
      });
      if (!failed) await this.queue.add(LEAD_JOB, { id }, { delayMs: RETRY_MS });
    }
    return done;
  }

  /** Rows whose worker died go back to pending; pending rows are queued. Safe to run anywhere, any time. */
  async sweep(now = new Date()): Promise<{ reset: number; enqueued: number }> {
    const staleBefore = new Date(now.getTime() - this.config.sweepStaleSeconds * 1000);
    const reset = await this.jobs
      .createQueryBuilder()
      .update(LeadJob)
      .set({ status: 'pending', claimedBy: null, claimedAt: null })
      .where("status = 'processing'")
      .andWhere('claimed_at < :staleBefore', { staleBefore: dbDate(this.dataSource, staleBefore) })
      .execute();
    const due = await this.jobs.find({
      select: { id: true },
      where: { status: In(['pending']) },
      order: { id: 'ASC' },
      take: 100,
    });
    for (const { id } of due) await this.queue.add(LEAD_JOB, { id });
    return { reset: reset.affected ?? 0, enqueued: due.length };
  }
}
