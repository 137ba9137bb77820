import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { col } from '../../../engine/database/columns';
import { RetriedRow } from '../../../engine/work/work-row';
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
export class OutboundMessage extends RetriedRow() {
  @col.id() id!: number;
  @col.intNull() organizationId!: number | null;

  @ManyToOne(() => Organization, { nullable: true, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id' })
  organization?: Organization | null;

  @Column({ type: 'simple-enum', enum: outboundChannels })
  channel!: OutboundChannel;

  @col.str(254) toAddress!: string;
  @col.strNull(255) subject!: string | null;
  @col.text() text!: string;
  @col.textNull() html!: string | null;
  @col.str(64) category!: string;

  @Column({ type: 'simple-enum', enum: outboundStatuses, default: 'pending' })
  status!: OutboundStatus;

  @col.textNull() lastError!: string | null;
  @col.datetimeNull() sentAt!: Date | null;
  @col.strNull(128) providerMessageId!: string | null;
  @col.createdAt() createdAt!: Date;
  @col.updatedAt() updatedAt!: Date;
}
