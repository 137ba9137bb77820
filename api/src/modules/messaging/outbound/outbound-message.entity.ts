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
import { Organization } from '../../platform/entities';

export const outboundChannels = ['email', 'sms'] as const;
export type OutboundChannel = (typeof outboundChannels)[number];
export const outboundStatuses = ['pending', 'processing', 'sent', 'failed'] as const;
export type OutboundStatus = (typeof outboundStatuses)[number];

/**
 * One email or text message to send: the database is the source of truth for the work, the queue only
 * carries "process row X". organization_id is null for account mail (verification, password reset).
 */
@Entity('outbound_messages')
@Index(['organizationId', 'id'])
@Index(['status'])
export class OutboundMessage {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int', nullable: true })
  organizationId!: number | null;

  @ManyToOne(() => Organization, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id' })
  organization?: Organization | null;

  @Column({ type: 'simple-enum', enum: outboundChannels })
  channel!: OutboundChannel;

  @Column({ type: 'varchar', length: 254 })
  toAddress!: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  subject!: string | null;

  @Column({ type: 'text' })
  text!: string;

  @Column({ type: 'text', nullable: true })
  html!: string | null;

  @Column({ type: 'varchar', length: 64 })
  category!: string;

  @Column({ type: 'simple-enum', enum: outboundStatuses, default: 'pending' })
  status!: OutboundStatus;

  @Column({ type: 'int', default: 0 })
  attempts!: number;

  @Column({ type: 'varchar', length: 64, nullable: true })
  claimedBy!: string | null;

  @Column({ type: 'datetime', nullable: true })
  claimedAt!: Date | null;

  /** Not before this time (retry back-off); null = at once. */
  @Column({ type: 'datetime', nullable: true })
  nextAttemptAt!: Date | null;

  @Column({ type: 'text', nullable: true })
  lastError!: string | null;

  @Column({ type: 'datetime', nullable: true })
  sentAt!: Date | null;

  @Column({ type: 'varchar', length: 128, nullable: true })
  providerMessageId!: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;
}
