import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { automationConditions, type Stage, todayIn } from '@ensemble/contracts';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { toDate } from '../../../../engine/database/db-values';
import { EmailAudienceService } from '../../../contacts';
import { EmailCampaign, EmailRecipient } from '../../email-sending/email-sending.entities';
import type { ContactReply } from '../../replies/contact-reply-hooks';
import { Automation, AutomationEnrollment } from '../automation.entities';

/** Enrollments per INSERT or UPDATE: well under the packet and placeholder limits. */
const WRITE_BATCH = 1000;

/** The email report types a custom automation's emails go out with (not a holiday's or a follow-up's). */
const CUSTOM_EMAIL_TYPES = ['dbd', 'dbd0', 'of'];

/**
 * Who is in an automation (automation_enrollments, one row per automation and contact): a drip's audience as it is
 * now, the recipients with the wanted result of a result-based automation's source, and the contacts who replied
 * to an automation that stops on reply. Every write is a conditional, idempotent statement, so two ticks at once
 * or a tick run twice change nothing twice.
 */
@Injectable()
export class AutomationEnrollments {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audience: EmailAudienceService,
  ) {}

  private get repo() {
    return this.dataSource.getRepository(AutomationEnrollment);
  }

  /**
   * A drip's enrollments in step with its audience now: contacts new to it enter today (`today` in the
   * organization's zone: a drip by day counts from it); contacts no longer in it (moved, untagged, deleted) leave
   * and get nothing more; a contact that left and is back re-enters today (the steps it already had are never
   * repeated: their due keys are taken). A contact that stopped (replied) stays stopped.
   */
  async syncAudience(automation: Automation, today: string, now: Date): Promise<void> {
    const { organizationId, id: automationId } = automation;
    const inAudience = new Set<number>();
    const stream = this.audience.streamAutomationAudienceIds(organizationId, {
      stages: automation.buckets as Stage[],
      listIds: automation.leadListIds,
      groupIds: automation.groupIds,
      includedServiceIds: automation.includedServiceIds,
      excludedServiceIds: automation.excludedServiceIds,
    });
    for await (const ids of stream) for (const id of ids) inAudience.add(id);

    const rows = await this.repo
      .createQueryBuilder('e')
      .select(['e.leadId AS lead_id', 'e.status AS status'])
      .where('e.organizationId = :organizationId AND e.automationId = :automationId', {
        organizationId,
        automationId,
      })
      .getRawMany<{ lead_id: number | string; status: string }>();
    const known = new Map(rows.map((r) => [Number(r.lead_id), r.status] as const));
    const entering = [...inAudience].filter((id) => !known.has(id));
    const leaving: number[] = [];
    const back: number[] = [];
    for (const [leadId, status] of known) {
      if (status === 'active' && !inAudience.has(leadId)) leaving.push(leadId);
      if (status === 'left' && inAudience.has(leadId)) back.push(leadId);
    }

    await this.enter(
      entering.map((leadId) => ({ organizationId, automationId, leadId, enteredOn: today, enteredAt: now })),
    );
    await this.move(automation, leaving, 'active', { status: 'left', endedAt: now });
    await this.move(automation, back, 'left', {
      status: 'active',
      enteredOn: today,
      enteredAt: now,
      endedAt: null,
    });
  }

  /**
   * A result-based automation's enrollments: each contact that received one of its source automation's emails and
   * opened it, clicked in it, or both (its condition), enters on the day of that result in the organization's zone
   * (its first such result): its actions count from that day. Contacts already enrolled are not read again.
   */
  async enrollResults(automation: Automation, zone: string): Promise<void> {
    const { organizationId, id: automationId, sourceAutomationId, condition } = automation;
    if (sourceAutomationId == null || condition == null) return;
    const q = this.dataSource
      .getRepository(EmailRecipient)
      .createQueryBuilder('r')
      .innerJoin(EmailCampaign, 'c', 'c.id = r.campaignId')
      .select(['r.leadId AS lead_id', 'r.openedAt AS opened_at', 'r.clickedAt AS clicked_at'])
      .where('r.organizationId = :organizationId', { organizationId })
      .andWhere('c.organizationId = :organizationId')
      .andWhere('c.automationId = :sourceAutomationId', { sourceAutomationId })
      .andWhere('c.type IN (:...customTypes)', { customTypes: CUSTOM_EMAIL_TYPES })
      .andWhere('r.leadId IS NOT NULL')
      .andWhere(
        `NOT EXISTS (${this.repo
          .createQueryBuilder('e')
          .select('1')
          .where('e.organizationId = :organizationId AND e.automationId = :automationId')
          .andWhere('e.lead_id = r.lead_id')
          .getQuery()})`,
        { automationId },
      );
    if (condition !== automationConditions.clicked) q.andWhere('r.openedAt IS NOT NULL');
    if (condition !== automationConditions.opened) q.andWhere('r.clickedAt IS NOT NULL');
    const rows = await q.getRawMany<{
      lead_id: number | string;
      opened_at: Date | string | null;
      clicked_at: Date | string | null;
    }>();
    // A contact's first result (it may have had several of the source's emails).
    const firstResult = new Map<number, Date>();
    for (const r of rows) {
      const opened = r.opened_at == null ? 0 : toDate(r.opened_at).getTime();
      const clicked = r.clicked_at == null ? 0 : toDate(r.clicked_at).getTime();
      const at =
        condition === automationConditions.opened
          ? opened
          : condition === automationConditions.clicked
            ? clicked
            : Math.max(opened, clicked);
      const leadId = Number(r.lead_id);
      const known = firstResult.get(leadId);
      if (!known || at < known.getTime()) firstResult.set(leadId, new Date(at));
    }
    await this.enter(
      [...firstResult].map(([leadId, at]) => ({
        organizationId,
        automationId,
        leadId,
        enteredOn: todayIn(zone, at),
        enteredAt: at,
      })),
    );
  }

  /**
   * Stop-on-reply (ours): a contact that texts in or answers an email leaves, for good, every automation of the organization that stops
   * on reply and it is active in, in the transaction that stores the message. How many enrollments stopped.
   */
  async stopOnReply(manager: EntityManager, reply: ContactReply): Promise<number> {
    const stopping = manager
      .getRepository(Automation)
      .createQueryBuilder('a')
      .select('a.id')
      .where('a.organizationId = :organizationId')
      .andWhere('a.stopOnReply = :stops')
      .getQuery();
    const result = await manager
      .getRepository(AutomationEnrollment)
      .createQueryBuilder()
      .update(AutomationEnrollment)
      .set({ status: 'stopped', endedAt: reply.receivedAt })
      .where('organization_id = :organizationId AND lead_id = :leadId AND status = :active', {
        organizationId: reply.organizationId,
        leadId: reply.leadId,
        active: 'active',
        stops: true,
      })
      .andWhere(`automation_id IN (${stopping})`)
      .execute();
    return result.affected ?? 0;
  }

  /** New enrollments, active; one already there (another tick's) is left as it is. */
  private async enter(
    rows: Pick<
      AutomationEnrollment,
      'organizationId' | 'automationId' | 'leadId' | 'enteredOn' | 'enteredAt'
    >[],
  ): Promise<void> {
    for (let i = 0; i < rows.length; i += WRITE_BATCH) {
      await this.repo
        .createQueryBuilder()
        .insert()
        .into(AutomationEnrollment)
        .values(
          rows.slice(i, i + WRITE_BATCH).map((r) => ({ ...r, status: 'active' as const, endedAt: null })),
        )
        .orIgnore()
        .updateEntity(false)
        .execute();
    }
  }

  /** Enrollments of these contacts that are still `from` get `patch` (conditional: a second run changes nothing). */
  private async move(
    automation: Automation,
    leadIds: number[],
    from: AutomationEnrollment['status'],
    patch: Partial<AutomationEnrollment>,
  ): Promise<void> {
    for (let i = 0; i < leadIds.length; i += WRITE_BATCH) {
      await this.repo.update(
        {
          organizationId: automation.organizationId,
          automationId: automation.id,
          status: from,
          leadId: In(leadIds.slice(i, i + WRITE_BATCH)),
        },
        patch,
      );
    }
  }
}
