import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../../engine/config/app-config';
import { dbDate, toDate } from '../../../../engine/database/db-values';
import { type Claim, type Work, WorkEngine } from '../../../../engine/work';
import { outboundWorkDefaults } from '../../outbound/outbound-work';
import { AutomationStep } from '../automation.entities';
import { AutomationStepDelivery, type HeldStep } from './automation-step-delivery';

/** The work (queue) that turns automation_steps rows into messages: the tick queues "deliver step X" on it. */
export const AUTOMATION_STEP = 'automation-step';

/**
 * Steps one job claims and turns into one message (an email campaign, a text send) in one transaction: a drip's
 * day for 50,000 contacts is a hundred campaigns, each a fair share of a worker's time.
 */
export const STEP_BATCH = 500;

/** The steps that go out together: one organization's, of one source and action, due at one instant. */
const groupOf = (s: {
  kind: string;
  source_id: number | string;
  action_id: number | string | null;
  due_at: Date | string;
}) => `${s.kind}:${s.source_id}:${s.action_id ?? ''}:${toDate(s.due_at).getTime()}`;

/**
 * Delivers automation steps on the work engine (the claim-and-sweep of every outbound row): the job of one step
 * claims it, then up to STEP_BATCH - 1 more pending steps of its group (same source, action and due time) with the
 * engine's conditional claim, so two jobs never hold the same step; AutomationStepDelivery checks them and, in one
 * transaction, writes their message and marks them done or skipped. A worker killed between claim and commit
 * leaves its steps in processing with nothing written; the sweep puts them back once stale and another worker
 * makes the message, once. The message then goes out on the email or text delivery, itself exactly once.
 */
@Injectable()
export class AutomationStepJob {
  readonly work: Work<AutomationStep>;

  constructor(
    private readonly engine: WorkEngine,
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly delivery: AutomationStepDelivery,
  ) {
    this.work = engine.defineWork<AutomationStep>({
      name: AUTOMATION_STEP,
      sweepName: 'automation-step-sweep',
      entity: AutomationStep,
      ...outboundWorkDefaults(config),
      statuses: { done: 'done' },
      columns: { error: 'error' },
      logSweeps: true,
      process: (row, claim) => this.deliver(row, claim),
    });
  }

  private async deliver(first: AutomationStep, firstClaim: Claim): Promise<void> {
    const held: HeldStep[] = [{ row: first, claim: firstClaim }, ...(await this.claimGroup(first))];
    try {
      await this.delivery.deliver(held);
    } catch (err) {
      // Nothing was written (the transaction rolled back): each step goes back to pending, or fails for good.
      for (const h of held) await this.work.fail(h.row, h.claim, err);
    }
  }

  /** Up to STEP_BATCH - 1 more pending steps of the first's group after it, each claimed as claim() would. */
  private async claimGroup(first: AutomationStep): Promise<HeldStep[]> {
    const q = this.dataSource
      .getRepository(AutomationStep)
      .createQueryBuilder('s')
      .select('s.id', 'id')
      .where('s.organizationId = :organizationId AND s.kind = :kind AND s.sourceId = :sourceId', {
        organizationId: first.organizationId,
        kind: first.kind,
        sourceId: first.sourceId,
      })
      .andWhere('s.dueAt = :dueAt', { dueAt: dbDate(this.dataSource, first.dueAt) })
      .andWhere('s.status = :pending AND s.id > :after', { pending: 'pending', after: first.id });
    if (first.actionId == null) q.andWhere('s.actionId IS NULL');
    else q.andWhere('s.actionId = :actionId', { actionId: first.actionId });
    const candidates = await q
      .orderBy('s.id', 'ASC')
      .limit(STEP_BATCH - 1)
      .getRawMany<{ id: number | string }>();
    const claims = await this.work.claimMany(candidates.map((c) => Number(c.id)));
    if (claims.length === 0) return [];
    const rows = new Map(
      (
        await this.dataSource
          .getRepository(AutomationStep)
          .createQueryBuilder('s')
          .where('s.id IN (:...ids)', { ids: claims.map((c) => c.id) })
          .getMany()
      ).map((r) => [r.id, r] as const),
    );
    return claims.flatMap((claim) => {
      const row = rows.get(claim.id);
      return row ? [{ row, claim }] : [];
    });
  }

  /**
   * Queues the organization's pending steps created after step `afterId` (the tick's new ones), once they are
   * committed: one job per STEP_BATCH steps of a group, each claiming the ones after it. How many steps there were.
   */
  async enqueueNew(organizationId: number, afterId: number): Promise<number> {
    const rows = await this.dataSource
      .getRepository(AutomationStep)
      .createQueryBuilder('s')
      .select(['s.id AS id', 's.kind AS kind', 's.sourceId AS source_id', 's.actionId AS action_id'])
      .addSelect('s.dueAt', 'due_at')
      .where('s.organizationId = :organizationId AND s.id > :afterId AND s.status = :pending', {
        organizationId,
        afterId,
        pending: 'pending',
      })
      .orderBy('s.id', 'ASC')
      .getRawMany<{
        id: number | string;
        kind: string;
        source_id: number | string;
        action_id: number | string | null;
        due_at: Date | string;
      }>();
    const seen = new Map<string, number>();
    const firsts: number[] = [];
    for (const r of rows) {
      const group = groupOf(r);
      const n = seen.get(group) ?? 0;
      if (n % STEP_BATCH === 0) firsts.push(Number(r.id));
      seen.set(group, n + 1);
    }
    if (firsts.length > 0)
      await this.engine.queue.addMany(
        AUTOMATION_STEP,
        firsts.map((id) => ({ id })),
      );
    return rows.length;
  }

  /**
   * The highest step id of all (0: none), read before the tick writes: its new steps come after it. Every
   * organization's, as the primary key answers that at once.
   */
  async lastStepId(): Promise<number> {
    const row = await this.dataSource
      .getRepository(AutomationStep)
      .createQueryBuilder('s')
      .select('MAX(s.id)', 'max')
      .getRawOne<{ max: number | string | null }>();
    return Number(row?.max ?? 0);
  }
}
