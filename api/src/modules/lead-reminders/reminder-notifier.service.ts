import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { leadRecordRoute, type Representative } from '@ensemble/contracts';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { dbDate } from '../../database/db-values';
import { TransactionService, type Tx } from '../../database/transaction.service';
import { JOB_QUEUE, type JobQueue } from '../../engine/work/job-queue';
import { Lead } from '../leads/lead.entity';
import { escapeHtml } from '../messaging/link-email';
import { MessagingService } from '../messaging/messaging.service';
import { LocationsService } from '../settings/locations.service';
import { RepresentativesService } from '../settings/representatives.service';
import { LeadReminder } from './lead-reminder.entity';
import { formatReminderDate } from './reminder-time';

export const REMINDER_NOTIFY = 'lead-reminder-notify';
export const REMINDER_CATEGORY = 'lead_reminder';
const DUE_BATCH = 500;

const contactName = (l: Lead) =>
  [l.firstName, l.lastName].filter(Boolean).join(' ').trim() || l.companyName || l.email || `#${l.id}`;

/**
 * Notifies a contact's representatives when a reminder is due (email always; SMS to those with sms_notif and a
 * phone). The reminder row is the work item: the tick finds due rows and queues "notify row X"; a worker claims
 * the row (pending → processing, conditional) and, in one transaction, writes the outbound messages and marks the
 * row sent, so a job delivered twice, a second tick or a second replica sends nothing twice.
 */
@Injectable()
export class ReminderNotifierService {
  private readonly logger = new Logger(ReminderNotifierService.name);
  readonly workerId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    private readonly tx: TransactionService,
    private readonly messaging: MessagingService,
    private readonly representatives: RepresentativesService,
    private readonly locations: LocationsService,
  ) {}

  private get rows() {
    return this.dataSource.getRepository(LeadReminder);
  }

  /** The scheduler's finder: puts back rows whose worker died, then queues every due open reminder. */
  async queueDue(now = new Date()): Promise<number> {
    const staleBefore = new Date(now.getTime() - this.config.sweepStaleSeconds * 1000);
    await this.rows
      .createQueryBuilder()
      .update(LeadReminder)
      .set({ notifyStatus: 'pending', claimedBy: null, claimedAt: null })
      .where("notify_status = 'processing'")
      .andWhere('claimed_at < :staleBefore', { staleBefore: dbDate(this.dataSource, staleBefore) })
      .execute();
    const due = await this.rows
      .createQueryBuilder('r')
      .select('r.id', 'id')
      .where("r.notify_status = 'pending'")
      .andWhere('r.date_of_sending <= :now', { now: dbDate(this.dataSource, now) })
      .andWhere('r.is_completed = :open', { open: false })
      .orderBy('r.date_of_sending', 'ASC')
      .limit(DUE_BATCH)
      .getRawMany<{ id: number }>();
    for (const { id } of due) await this.queue.add(REMINDER_NOTIFY, { id: Number(id) });
    return due.length;
  }

  /** true when this worker now owns the row; false when it is not due, not open, or already taken or sent. */
  async claim(id: number, now = new Date()): Promise<boolean> {
    const result = await this.rows
      .createQueryBuilder()
      .update(LeadReminder)
      .set({ notifyStatus: 'processing', claimedBy: this.workerId, claimedAt: now })
      .where('id = :id', { id })
      .andWhere("notify_status = 'pending'")
      .andWhere('is_completed = :open', { open: false })
      .andWhere('date_of_sending <= :now', { now: dbDate(this.dataSource, now) })
      .execute();
    return result.affected === 1;
  }

  async process(id: number): Promise<void> {
    if (!(await this.claim(id))) return;
    try {
      await this.tx.run(async (tx) => {
        const reminder = await tx.manager
          .getRepository(LeadReminder)
          .findOneBy({ id, notifyStatus: 'processing', claimedBy: this.workerId });
        if (!reminder) return;
        const lead = await tx.manager
          .getRepository(Lead)
          .findOneBy({ id: reminder.leadId, organizationId: reminder.organizationId });
        if (lead) await this.notify(tx, reminder, lead);
        const done = await tx.manager
          .getRepository(LeadReminder)
          .update(
            { id, notifyStatus: 'processing', claimedBy: this.workerId },
            { notifyStatus: 'sent', sentAt: new Date(), claimedBy: null, claimedAt: null },
          );
        // Edited (re-dated) or reset by a sweep meanwhile: roll the messages back; the row will be handled anew.
        if (done.affected !== 1) throw new Error(`reminder ${id} changed while being notified`);
      });
    } catch (err) {
      this.logger.warn(`reminder ${id} not notified: ${(err as Error).message}`);
      await this.rows.update(
        { id, notifyStatus: 'processing', claimedBy: this.workerId },
        { notifyStatus: 'pending', claimedBy: null, claimedAt: null },
      );
    }
  }

  private async notify(tx: Tx, reminder: LeadReminder, lead: Lead): Promise<void> {
    const userIds = [...new Set([lead.accountRep, lead.salesRep, lead.serviceRep])].filter(
      (v): v is number => v != null,
    );
    const reps = await this.representatives.byUserIds(reminder.organizationId, userIds);
    if (reps.length === 0) return;
    const zone = await this.locations.mainTimeZone(reminder.organizationId);
    const name = contactName(lead);
    const when = `${formatReminderDate(reminder.dateOfSending, zone)} (${zone})`;
    const link = `${this.config.appUrl}${leadRecordRoute(reminder.organizationId, {
      id: lead.id,
      fsm_state: lead.fsmState,
      lead_list_id: lead.leadListId,
    })}`;
    for (const rep of reps) {
      await this.messaging.enqueueEmail(
        tx,
        reminderEmail(rep, name, reminder.reminder, when, link, reminder),
      );
      if (rep.sms_notif && rep.cell_phone) {
        await this.messaging.enqueueSms(tx, {
          organizationId: reminder.organizationId,
          to: rep.cell_phone,
          text: `Reminder for ${name}: ${reminder.reminder} ${link}`,
          category: REMINDER_CATEGORY,
        });
      }
    }
  }
}

function reminderEmail(
  rep: Representative,
  name: string,
  note: string,
  when: string,
  link: string,
  reminder: LeadReminder,
) {
  const greeting = `Hello ${rep.name || rep.email},`;
  const intro = `This is your reminder about ${name}, set for ${when}:`;
  return {
    organizationId: reminder.organizationId,
    to: rep.email,
    subject: `Reminder: ${name}`,
    category: REMINDER_CATEGORY,
    text: [greeting, '', intro, '', note, '', `Open the contact: ${link}`].join('\n'),
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>` +
      `<blockquote>${escapeHtml(note)}</blockquote>` +
      `<p><a href="${escapeHtml(link)}">Open ${escapeHtml(name)}</a></p>`,
  };
}
