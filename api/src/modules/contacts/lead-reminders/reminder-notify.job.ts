import { Inject, Injectable } from '@nestjs/common';
import { leadRecordRoute } from '@ensemble/contracts';
import { APP_CONFIG, type AppConfig } from '../../../engine/config/app-config';
import { TransactionService, type Tx } from '../../../engine/database/transaction.service';
import { type Claim, type Work, WorkEngine } from '../../../engine/work';
import { Lead } from '../leads/lead.entity';
import {
  escapeHtml,
  MessagingService,
  REMINDER_EMAIL_CATEGORY,
  type SystemEmail,
  SystemEmailsService,
} from '../../messaging';
import { LocationsService } from '../settings/locations.service';
import { RepresentativesService } from '../settings/representatives.service';
import { LeadReminder } from './lead-reminder.entity';
import { formatReminderDate } from './reminder-time';

export const REMINDER_NOTIFY = 'lead-reminder-notify';
/** The category of the reminder's texts and emails (the outbox and the providers show it). */
export const REMINDER_CATEGORY = REMINDER_EMAIL_CATEGORY;
const DUE_BATCH = 500;

const contactName = (l: Lead) =>
  [l.firstName, l.lastName].filter(Boolean).join(' ').trim() || l.companyName || l.email || `#${l.id}`;

/**
 * Notifies a contact's representatives when a reminder is due (email always; SMS to those with sms_notif and a
 * phone), on the work engine. The reminder row is the work item (notify_status): the tick finds due rows and
 * queues "notify row X"; a worker claims the row (pending → processing, conditional, with a token new for each
 * claim) and, in one transaction, writes the messages and marks the row sent, so a job delivered twice, a second
 * tick or a second replica sends nothing twice. A failure puts the row back to pending for the next tick. The email
 * is one send of type 'reminder' to the representatives (SystemEmailsService: an email campaign, delivered,
 * tracked and listed in the email reports as any send), the texts outbound messages.
 */
@Injectable()
export class ReminderNotifyJob {
  /** This process, as it appears in claim tokens. */
  readonly workerId: string;
  readonly work: Work<LeadReminder>;

  constructor(
    engine: WorkEngine,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tx: TransactionService,
    private readonly messaging: MessagingService,
    private readonly emails: SystemEmailsService,
    private readonly representatives: RepresentativesService,
    private readonly locations: LocationsService,
  ) {
    this.workerId = engine.workerId;
    this.work = engine.defineWork<LeadReminder>({
      name: REMINDER_NOTIFY,
      sweepName: 'lead-reminders',
      entity: LeadReminder,
      columns: { status: 'notifyStatus' },
      statuses: { done: 'sent' },
      // Open and due: a completed reminder, or one re-dated to later, is neither claimed nor queued.
      eligible: (now) => ({
        sql: 'is_completed = :reminderOpen AND date_of_sending <= :reminderNow',
        params: { reminderOpen: false, reminderNow: now },
      }),
      findDue: { orderBy: 'dateOfSending', limit: DUE_BATCH },
      backoff: 'release',
      process: (row, claim) => this.notifyOnce(row, claim),
    });
  }

  /** The scheduler's finder: puts back rows whose worker died, then queues every due open reminder. */
  async queueDue(now = new Date()): Promise<number> {
    return (await this.work.sweep(now)).enqueued;
  }

  /** true when this worker now owns the row; false when it is not due, not open, or already taken or sent. */
  async claim(id: number, now = new Date()): Promise<boolean> {
    return (await this.work.claim(id, now)) !== null;
  }

  async process(id: number): Promise<void> {
    await this.work.run(id);
  }

  private async notifyOnce(row: LeadReminder, claim: Claim): Promise<void> {
    const id = row.id;
    await this.tx.run(async (tx) => {
      const reminder = await tx.manager.getRepository(LeadReminder).findOneBy(claim.mine);
      if (!reminder) return;
      const lead = await tx.manager
        .getRepository(Lead)
        .findOneBy({ id: reminder.leadId, organizationId: reminder.organizationId });
      if (lead) await this.notify(tx, reminder, lead);
      const done = await claim.complete({ sentAt: new Date(), claimedBy: null, claimedAt: null }, tx.manager);
      // Edited (re-dated) or reset by a sweep meanwhile: roll the messages back; the row will be handled anew.
      if (!done) throw new Error(`reminder ${id} changed while being notified`);
    });
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
    await this.emails.enqueue(
      tx,
      reminderEmail(
        reps.map((r) => r.email),
        name,
        reminder.reminder,
        when,
        link,
        reminder,
      ),
    );
    for (const rep of reps) {
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

/** One email to all the contact's representatives (one message each): so its greeting names none of them. */
function reminderEmail(
  to: string[],
  name: string,
  note: string,
  when: string,
  link: string,
  reminder: LeadReminder,
): SystemEmail {
  const greeting = 'Hello,';
  const intro = `This is your reminder about ${name}, set for ${when}:`;
  return {
    organizationId: reminder.organizationId,
    type: 'reminder',
    to,
    subject: `Reminder: ${name}`,
    text: [greeting, '', intro, '', note, '', `Open the contact: ${link}`].join('\n'),
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>` +
      `<blockquote>${escapeHtml(note)}</blockquote>` +
      `<p><a href="${escapeHtml(link)}">Open ${escapeHtml(name)}</a></p>`,
  };
}
