import { HttpStatus, Injectable } from '@nestjs/common';
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
import type { DataSource, EntityManager } from 'typeorm';
import { ApiError } from '../../../engine/http/api-error';
import { toDate } from '../../../engine/database/db-values';
import { TransactionService } from '../../../engine/database/transaction.service';
import type { Scope } from './contact-reads.service';
import { ContactTransitionsService } from './contact-transitions.service';
import { ContactWritesService } from './contact-writes.service';
import { Lead, LeadList } from './lead.entity';
import { LeadJob, type LeadJobPayload } from './lead-job.entity';
import { LeadListsService } from './lead-lists.service';
import { type LeadJobKind, LeadMovesJob } from './lead-moves.job';

export type MovableStage = Extract<FsmState, 'Prospect' | 'Client'>;
export type { LeadJobKind };

type Status<T> = Promise<{ status: HttpStatus; body: T }>;

/**
 * The bulk contact actions that may be too large for one request: move-to (spec 2 §4, prospects or clients into
 * an opportunity list, an existing one or a new one by title), bulk delete and bulk demote. A small selection is
 * handled in the request; `move_all` / `all`, or more ids than the sync maximum, becomes a lead_jobs row
 * processed in batches by LeadMovesJob (lead-moves.job.ts), queued once the row is committed.
 */
@Injectable()
export class LeadMovesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tx: TransactionService,
    private readonly writes: ContactWritesService,
    private readonly transitions: ContactTransitionsService,
    private readonly lists: LeadListsService,
    private readonly job: LeadMovesJob,
  ) {}

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
      const out = await this.transitions.transition(
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
    const job = await this.queueJob(organizationId, userId, 'move', { state: stage }, async (manager) => {
      let listId: number;
      if (target.listTitle) {
        const repo = manager.getRepository(LeadList);
        listId = (
          await repo.save(repo.create({ organizationId, title: target.listTitle, kind: 'opportunity' }))
        ).id;
      } else {
        listId = (await this.lists.find(manager, organizationId, target.listId as number)).id;
      }
      return { stage, listId, ...(input.move_all ? {} : { ids }) };
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
    return this.inRequestOrQueued(
      input,
      (ids) => this.writes.bulkDelete(organizationId, userId, scope, ids),
      (ids) =>
        this.queueJob(organizationId, userId, 'delete', scope, async (manager) => {
          if (scope.listId !== undefined) await this.lists.find(manager, organizationId, scope.listId);
          return { stage: scope.state, listId: scope.listId ?? null, ...(input.all ? {} : { ids }) };
        }),
      leadsCsvMessages.deletingInBackground,
    );
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
    return this.inRequestOrQueued(
      input,
      (ids) =>
        this.transitions.transitionMany(
          organizationId,
          userId,
          { state: stage },
          ids,
          to,
          { action: 'demote', listId },
          detail,
        ),
      (ids) =>
        this.queueJob(organizationId, userId, 'demote', { state: stage }, async (manager) => {
          let target: number | null = null;
          if (to === 'Opportunity') {
            target =
              listId != null
                ? (await this.lists.find(manager, organizationId, listId)).id
                : (await this.lists.systemList(manager, organizationId, 'demoted')).id;
          }
          return { stage, to, listId: target, ...(input.all ? {} : { ids }) };
        }),
      leadsCsvMessages.demotingInBackground,
    );
  }

  /**
   * A bulk action on a selection: in the request when it names few enough contacts (200 with `now`'s result),
   * else as a job (202 with `detail` and the job's id).
   */
  private async inRequestOrQueued<T>(
    input: BulkSelectionInput,
    now: (ids: number[]) => Promise<T>,
    queue: (ids: number[]) => Promise<LeadJob>,
    detail: string,
  ): Status<T | BulkQueued> {
    const ids = [...new Set(input.ids)];
    if (!input.all && ids.length <= bulkSyncMax) return { status: HttpStatus.OK, body: await now(ids) };
    const job = await queue(ids);
    return { status: HttpStatus.ACCEPTED, body: { detail, job_id: job.id } };
  }

  /**
   * A bulk action as a job: its payload settled (`payloadOf`) and its lead_jobs row written in one transaction,
   * queued once that commits.
   */
  private queueJob(
    organizationId: number,
    userId: number,
    kind: LeadJobKind,
    scope: Scope,
    payloadOf: (manager: EntityManager) => Promise<LeadJobPayload>,
  ): Promise<LeadJob> {
    return this.tx.run(async ({ manager, afterCommit }) => {
      const row = await this.insertJob(
        manager,
        organizationId,
        userId,
        kind,
        scope,
        await payloadOf(manager),
      );
      this.job.work.enqueueAfterCommit({ afterCommit }, row.id);
      return row;
    });
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
}
