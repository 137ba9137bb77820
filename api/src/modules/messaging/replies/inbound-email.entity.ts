import { Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { col } from '../../../engine/database/columns';
import { TenantRow } from '../../../engine/database/rows';
import { Organization } from '../../platform/entities';

/**
 * A contact's reply to one of the organization's emails, received at INBOUND_EMAIL_ADDRESS (SendGrid's Inbound
 * Parse, or the local outbox's Reply): kept once, by its own Message-ID, so a post retried changes nothing.
 */
@Entity('inbound_emails')
@Index(['organizationId', 'messageId'], { unique: true })
@Index(['organizationId', 'leadId', 'id'])
export class InboundEmail extends TenantRow {
  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id' })
  organization?: Organization;

  /** The reply's own Message-ID (or, without one, a digest of what it carried). */
  @col.str(255) messageId!: string;
  @col.int() leadId!: number;
  /** Our email it answers (an email_recipients row). */
  @col.int() recipientId!: number;
  @col.int() campaignId!: number;
  @col.str(254) fromAddress!: string;
  @col.str(255) subject!: string;
  /** The reply's text, up to REPLY_TEXT_MAX characters. */
  @col.text() text!: string;
  @col.createdAt() receivedAt!: Date;
}
