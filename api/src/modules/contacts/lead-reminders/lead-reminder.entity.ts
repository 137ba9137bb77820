import { Column, Entity, Index } from 'typeorm';
import { LeadRecordRow } from '../leads/lead-record-row';
import { col } from '../../../engine/database/columns';
import { ClaimedRow } from '../../../engine/work/work-row';

export const reminderNotifyStatuses = ['pending', 'processing', 'sent'] as const;
export type ReminderNotifyStatus = (typeof reminderNotifyStatuses)[number];

/**
 * A contact's reminder (spec 2 §3 Reminder), and the work item of its notification: notifyStatus goes
 * pending → processing (claimed by one worker) → sent. Sending does not complete it; completing is the user's.
 */
@Entity('lead_reminders')
@Index(['organizationId', 'leadId', 'dateOfSending'])
/** The organization's open reminders by date (the dashboard's Upcoming reminders). */
@Index(['organizationId', 'isCompleted', 'dateOfSending'])
@Index(['notifyStatus', 'dateOfSending'])
export class LeadReminder extends ClaimedRow(LeadRecordRow) {
  /** Who created it (null for system work or once the account is gone). */
  @col.intNull() userId!: number | null;

  /** UTC; entered and shown in the organization's time zone. */
  @col.datetime() dateOfSending!: Date;
  @col.str(200) reminder!: string;
  @col.bool(false) isCompleted!: boolean;

  @Column({ type: 'simple-enum', enum: reminderNotifyStatuses, default: 'pending' })
  notifyStatus!: ReminderNotifyStatus;

  @col.datetimeNull() sentAt!: Date | null;
  @col.createdAt() createdAt!: Date;
  @col.updatedAt() updatedAt!: Date;
}
