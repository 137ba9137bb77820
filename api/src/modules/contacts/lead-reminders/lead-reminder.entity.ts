import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Lead } from '../leads/lead.entity';

export const reminderNotifyStatuses = ['pending', 'processing', 'sent'] as const;
export type ReminderNotifyStatus = (typeof reminderNotifyStatuses)[number];

/**
 * A contact's reminder (spec 2 §3 Reminder), and the work item of its notification: notifyStatus goes
 * pending → processing (claimed by one worker) → sent. Sending does not complete it; completing is the user's.
 */
@Entity('lead_reminders')
@Index(['organizationId', 'leadId', 'dateOfSending'])
@Index(['notifyStatus', 'dateOfSending'])
export class LeadReminder {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  organizationId!: number;

  @Column({ type: 'int' })
  leadId!: number;

  @ManyToOne(() => Lead, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lead_id' })
  lead?: Lead;

  /** Who created it (null for system work or once the account is gone). */
  @Column({ type: 'int', nullable: true })
  userId!: number | null;

  /** UTC; entered and shown in the organization's time zone. */
  @Column({ type: 'datetime' })
  dateOfSending!: Date;

  @Column({ type: 'varchar', length: 200 })
  reminder!: string;

  @Column({ type: 'boolean', default: false })
  isCompleted!: boolean;

  @Column({ type: 'simple-enum', enum: reminderNotifyStatuses, default: 'pending' })
  notifyStatus!: ReminderNotifyStatus;

  @Column({ type: 'varchar', length: 64, nullable: true })
  claimedBy!: string | null;

  @Column({ type: 'datetime', nullable: true })
  claimedAt!: Date | null;

  @Column({ type: 'datetime', nullable: true })
  sentAt!: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;
}
