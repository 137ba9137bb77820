import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FsmState } from '@ensemble/contracts';
import type { DataSource } from 'typeorm';
import { type Claim, fixedBackoff, type Work, WorkEngine } from '../../../engine/work';
import type { Scope } from './contact-reads.service';
import { ContactTransitionsService } from './contact-transitions.service';
import { ContactWritesService } from './contact-writes.service';
import { Lead } from './lead.entity';
import { LeadJob } from './lead-job.entity';

export const LEAD_JOB = 'lead-job';
const BATCH = 500;
const MAX_ATTEMPTS = 5;
const RETRY_MS = 30_000;

export type LeadJobKind = 'move' | 'delete' | 'demote';

/**
 * The background bulk contact actions (move-to, bulk delete, bulk demote; made by LeadMovesService), on the work
 * engine: a worker claims the lead_jobs row and handles its contacts in batches. Each batch touches only contacts
 * still in the stage (or list), so a job run twice, or resumed after a crash, handles nothing twice (and writes no
 * second history entry); the claim's token makes a run whose claim the sweep took back write no more progress.
 */
@Injectable()
export class LeadMovesJob {
  readonly work: Work<LeadJob, number>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    engine: WorkEngine,
    private readonly writes: ContactWritesService,
    private readonly transitions: ContactTransitionsService,
  ) {
    this.work = engine.defineWork<LeadJob, number>({
      name: LEAD_JOB,
      sweepName: 'lead-jobs',
      entity: LeadJob,
      columns: { error: 'error' },
      backoff: fixedBackoff({ delayMs: RETRY_MS, maxAttempts: MAX_ATTEMPTS }),
      failurePatch: (_row, final) => ({ finishedAt: final ? new Date() : null }),
      process: (row, claim) => this.handle(row, claim),
    });
  }

  /** true when this worker now owns the row. */
  async claim(id: number, now = new Date()): Promise<boolean> {
    return (await this.work.claim(id, now)) !== null;
  }

  /** Runs a job if it can be claimed; returns the number of contacts this run handled. */
  async process(id: number): Promise<number> {
    return (await this.work.run(id)) ?? 0;
  }

  /** Rows whose worker died go back to pending; pending rows are queued. Safe to run anywhere, any time. */
  sweep(now = new Date()): Promise<{ reset: number; enqueued: number; handedOver: number }> {
    return this.work.sweep(now);
  }

  private async handle(row: LeadJob, claim: Claim): Promise<number> {
    let done = 0;
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
        done += (await this.writes.bulkDelete(row.organizationId, userId, scope, chunk)).deleted;
      } else {
        const out = await this.transitions.transition(
          row.organizationId,
          userId,
          scope,
          chunk,
          kind === 'demote' ? (to as FsmState) : 'Opportunity',
          { action: kind, listId },
        );
        done += out.ids.length;
      }
      await claim.update({ processed: row.processed + done });
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
    await claim.complete({ finishedAt: new Date(), error: null });
    return done;
  }
}
