import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type FsmState,
  type LeadReminder as LeadReminderView,
  leadDisplayName,
  leadRecordRoute,
  leadRemindersMessages,
  type Paginated,
  type ReminderInput,
  type UpcomingReminder,
} from '@ensemble/contracts';
import type { DataSource } from 'typeorm';
import { ApiError } from '../../../engine/http/api-error';
import { dbDate, toDate } from '../../../engine/database/db-values';
import { type PageQuery, pageWindow } from '../../../engine/http/pagination';
import { TransactionService, type Tx } from '../../../engine/database/transaction.service';
import { writeHistory, writeLeadHistory } from '../leads/lead-history';
import { findLeadRecord } from '../leads/lead-record-row';
import { Lead } from '../leads/lead.entity';
import { LocationsService } from '../settings/locations.service';
import { LeadReminder } from './lead-reminder.entity';
import { ReminderNotifyJob } from './reminder-notify.job';
import { formatReminderDate, parseReminderDate } from './reminder-time';

/** A row of upcoming(): the reminder and its contact. */
interface UpcomingRow {
  id: number | string;
  date_of_sending: Date | string;
  reminder: string;
  lead_id: number | string;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  email: string | null;
  fsm_state: FsmState | string;
  lead_list_id: number | string | null;
}

/** The contact of the path (its organization scopes every query). */
export type ReminderScope = Pick<Lead, 'id' | 'organizationId'>;

/**
 * A reminder due this soon is also queued with a delay when saved, so it fires on time rather than at the next
 * scheduler tick; later ones are left to the tick (a delayed job of days is not worth keeping in the queue).
 */
const DUE_MARGIN_MS = 1000;
/** The length of lead_reminders.reminder. */
const REMINDER_MAX = 200;
const DIRECT_QUEUE_WITHIN_MS = 5 * 60_000;

/** A contact's reminders (spec 2 §4 Reminder, §7 Reminders). Dates are in the organization's time zone. */
@Injectable()
export class LeadRemindersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly notifyJob: ReminderNotifyJob,
    private readonly tx: TransactionService,
    private readonly locations: LocationsService,
  ) {}

  private present(r: LeadReminder, zone: string): LeadReminderView {
    return {
      id: r.id,
      lead: r.leadId,
      date_of_sending: formatReminderDate(r.dateOfSending, zone),
      reminder: r.reminder,
      is_completed: r.isCompleted,
      sent_at: r.sentAt ? r.sentAt.toISOString() : null,
      time_zone: zone,
      created_at: r.createdAt.toISOString(),
    };
  }

  async list(scope: ReminderScope): Promise<LeadReminderView[]> {
    const zone = await this.locations.mainTimeZone(scope.organizationId);
    const rows = await this.dataSource.getRepository(LeadReminder).find({
      where: { organizationId: scope.organizationId, leadId: scope.id },
      order: { dateOfSending: 'ASC', id: 'ASC' },
    });
    return rows.map((r) => this.present(r, zone));
  }

  /**
   * The organization's open (not completed) reminders due at `now` or later, soonest first, each with its contact
   * (the dashboard's Upcoming reminders); dates as the contact's reminders show them, in the organization's zone.
   * Served by the (organization_id, is_completed, date_of_sending) index.
   */
  async upcoming(
    organizationId: number,
    q: PageQuery,
    now = new Date(),
  ): Promise<Paginated<UpcomingReminder>> {
    const zone = await this.locations.mainTimeZone(organizationId);
    const { skip, take } = pageWindow(q);
    const base = this.dataSource
      .getRepository(LeadReminder)
      .createQueryBuilder('r')
      .where('r.organizationId = :organizationId AND r.isCompleted = :open AND r.dateOfSending >= :now', {
        organizationId,
        open: false,
        now: dbDate(this.dataSource, now),
      });
    const [rows, count] = await Promise.all([
      base
        .clone()
        .innerJoin(Lead, 'l', 'l.id = r.leadId AND l.organizationId = r.organizationId')
        .select(['r.id AS id', 'r.dateOfSending AS date_of_sending', 'r.reminder AS reminder'])
        .addSelect(['l.id AS lead_id', 'l.firstName AS first_name', 'l.lastName AS last_name'])
        .addSelect(['l.companyName AS company_name', 'l.email AS email', 'l.fsmState AS fsm_state'])
        .addSelect('l.leadListId', 'lead_list_id')
        .orderBy('r.dateOfSending', 'ASC')
        .addOrderBy('r.id', 'ASC')
        .offset(skip)
        .limit(take)
        .getRawMany<UpcomingRow>(),
      base.getCount(),
    ]);
    return {
      count,
      results: rows.map((r) => {
        const lead = {
          id: Number(r.lead_id),
          first_name: r.first_name,
          last_name: r.last_name,
          company_name: r.company_name,
        };
        return {
          id: Number(r.id),
          date_of_sending: formatReminderDate(toDate(r.date_of_sending), zone),
          reminder: r.reminder,
          lead: {
            id: lead.id,
            name: leadDisplayName(lead) || r.email || '',
            email: r.email,
            profile_url: leadRecordRoute(organizationId, {
              id: lead.id,
              fsm_state: r.fsm_state,
              lead_list_id: r.lead_list_id == null ? null : Number(r.lead_list_id),
            }),
          },
        };
      }),
    };
  }

  /** A reminder of this contact of this organization, or 404 (another tenant's id answers the same). */

  private queueIfSoon(afterCommit: (hook: () => Promise<void>) => void, row: LeadReminder): void {
    const inMs = row.dateOfSending.getTime() - Date.now();
    if (row.isCompleted || inMs > DIRECT_QUEUE_WITHIN_MS) return;
    // A second past the stored time: a timer may fire a few ms early, and the claim refuses a reminder not yet due
    // (it would then wait for the next minute's tick).
    const delayMs = Math.max(0, inMs) + DUE_MARGIN_MS;
    this.notifyJob.work.enqueueAfterCommit({ afterCommit }, row.id, { delayMs });
  }

  /** Spec 2 §4: a new reminder is open (is_completed false) whatever the body says. */
  async create(scope: ReminderScope, userId: number, input: ReminderInput): Promise<LeadReminderView> {
    const zone = await this.locations.mainTimeZone(scope.organizationId);
    const row = await this.tx.run(async ({ manager, afterCommit }) => {
      const repo = manager.getRepository(LeadReminder);
      const saved = await repo.save(
        repo.create({
          organizationId: scope.organizationId,
          leadId: scope.id,
          userId,
          dateOfSending: parseReminderDate(input.date_of_sending, zone),
          reminder: input.reminder,
          isCompleted: false,
          notifyStatus: 'pending',
        }),
      );
      await writeLeadHistory(manager, scope, userId, 'reminder_added', [
        { field: 'reminder', old: null, new: `${input.date_of_sending}: ${input.reminder}` },
      ]);
      this.queueIfSoon(afterCommit, saved);
      return saved;
    });
    return this.present(row, zone);
  }

  /**
   * Edits or completes an open reminder; a completed one is frozen (spec 2 §4: it can only be deleted). A new
   * date re-arms the notification.
   */
  async update(
    scope: ReminderScope,
    userId: number,
    id: number,
    input: ReminderInput,
  ): Promise<LeadReminderView> {
    const zone = await this.locations.mainTimeZone(scope.organizationId);
    const row = await this.tx.run(async ({ manager, afterCommit }) => {
      const current = await findLeadRecord(manager, LeadReminder, scope, id);
      if (current.isCompleted) {
        throw ApiError.detail(HttpStatus.BAD_REQUEST, leadRemindersMessages.completedIsLocked);
      }
      const dateOfSending = parseReminderDate(input.date_of_sending, zone);
      const redated = dateOfSending.getTime() !== current.dateOfSending.getTime();
      const changes: Partial<LeadReminder> = {
        dateOfSending,
        reminder: input.reminder,
        isCompleted: input.is_completed,
        ...(redated
          ? { notifyStatus: 'pending' as const, claimedBy: null, claimedAt: null, sentAt: null }
          : {}),
      };
      await manager
        .getRepository(LeadReminder)
        .update({ id: current.id, organizationId: scope.organizationId }, changes);
      const before = {
        date_of_sending: formatReminderDate(current.dateOfSending, zone),
        reminder: current.reminder,
        is_completed: current.isCompleted,
      };
      const after = {
        date_of_sending: formatReminderDate(dateOfSending, zone),
        reminder: input.reminder,
        is_completed: input.is_completed,
      };
      const changed = (Object.keys(after) as (keyof typeof after)[])
        .filter((k) => String(before[k]) !== String(after[k]))
        .map((k) => ({ field: k, old: before[k], new: after[k] }));
      if (changed.length > 0) {
        await writeHistory(
          manager,
          {
            organizationId: scope.organizationId,
            userId,
            action: input.is_completed ? 'reminder_completed' : 'reminder_updated',
            leadIds: [scope.id],
          },
          changed,
        );
      }
      const updated = await findLeadRecord(manager, LeadReminder, scope, id);
      if (redated) this.queueIfSoon(afterCommit, updated);
      return updated;
    });
    return this.present(row, zone);
  }

  async remove(scope: ReminderScope, userId: number, id: number): Promise<void> {
    await this.tx.run(async ({ manager }) => {
      const row = await findLeadRecord(manager, LeadReminder, scope, id);
      await manager.getRepository(LeadReminder).delete({ id: row.id, organizationId: scope.organizationId });
      await writeLeadHistory(manager, scope, userId, 'reminder_deleted', [
        { field: 'reminder', old: row.reminder, new: null },
      ]);
    });
  }

  /**
   * An automation's REMINDER action (issue 20): a reminder due `at` on each contact, in the caller's transaction
   * (the automation step that made it commits with it); the representatives are notified once it commits, as for
   * any reminder. The new reminders' ids by contact.
   */
  async createForContacts(
    tx: Tx,
    organizationId: number,
    leadIds: number[],
    reminder: string,
    at: Date,
  ): Promise<Map<number, number>> {
    const repo = tx.manager.getRepository(LeadReminder);
    const ids = new Map<number, number>();
    // A reminder holds REMINDER_MAX characters; an action's text may be longer.
    const text = reminder.slice(0, REMINDER_MAX);
    // One row at a time: every dialect hands back each new id (a REMINDER action reaches a handful of contacts).
    for (const leadId of new Set(leadIds)) {
      const saved = await repo.save(
        repo.create({
          organizationId,
          leadId,
          userId: null,
          dateOfSending: at,
          reminder: text,
          isCompleted: false,
          notifyStatus: 'pending',
        }),
      );
      ids.set(leadId, saved.id);
      this.queueIfSoon(tx.afterCommit, saved);
    }
    const zone = await this.locations.mainTimeZone(organizationId);
    await writeHistory(
      tx.manager,
      { organizationId, userId: null, action: 'reminder_added', leadIds: [...ids.keys()] },
      [{ field: 'reminder', old: null, new: `${formatReminderDate(at, zone)}: ${text}` }],
    );
    return ids;
  }
}
