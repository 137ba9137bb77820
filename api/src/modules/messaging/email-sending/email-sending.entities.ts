import { Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import type { EmailReportType, EmailSuppressionReason } from '@ensemble/contracts';
import { col } from '../../../engine/database/columns';
import { NumberedRow, TenantRow } from '../../../engine/database/rows';
import { RetriedRow } from '../../../engine/work/work-row';
import { Organization } from '../../platform/entities';

/** Rows of an organization go with it. */
abstract class OrganizationRow extends TenantRow {
  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id' })
  organization?: Organization;
}

export const campaignStatuses = ['queued', 'cancelled'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

/**
 * One email as the sender wrote it (spec 3 §3 payload), sent to every recipient row below it. The content is kept
 * as sent: the template it came from may change or go afterwards.
 */
@Entity('email_campaigns')
@Index(['organizationId', 'id'])
@Index(['organizationId', 'templateId'])
@Index(['organizationId', 'templateTextId'])
@Index(['organizationId', 'createdAt'])
@Index(['organizationId', 'type', 'createdAt'])
export class EmailCampaign extends OrganizationRow {
  @col.str(255) subject!: string;
  /**
   * Sanitized, signature and footer not yet added (they are per sender and per recipient). A JSON string, as
   * email_templates.html: up to the template's 1 MB on both dialects (a TEXT column stops at 64 kB).
   */
  @col.jsonNull() html!: string | null;
  /** What the email report calls its type (spec 3 §3): the composer's single or bulk, an automation's, a reminder's. */
  @col.str(16, { default: 'bulk' }) type!: EmailReportType;
  @col.intNull() automationId!: number | null;
  @col.strNull(255) automationName!: string | null;
  /**
   * The email as it went out (the snapshot page): the batch HTML with the sender's signature and the organization's
   * footer, made once when the first message is sent, so later changes to either do not rewrite the past.
   */
  @col.jsonNull() snapshotHtml!: string | null;
  /** Recipients who opened, clicked at least once: the report list's open and click, kept as events arrive. */
  @col.int({ default: 0 }) uniqueOpens!: number;
  @col.int({ default: 0 }) uniqueClicks!: number;
  @col.text() text!: string;
  @col.intNull() templateId!: number | null;
  @col.intNull() templateTextId!: number | null;
  @col.intNull() invoiceId!: number | null;
  /** The From header: the sender's name and our sending address. */
  @col.str(320) sender!: string;
  @col.strNull(254) replyTo!: string | null;
  @col.intNull() createdById!: number | null;
  @col.str(16) status!: CampaignStatus;
  @col.int({ default: 0 }) total!: number;
  /** More than one recipient: unsubscribe link and List-Unsubscribe headers (RFC 8058). */
  @col.bool(true) bulk!: boolean;
  @col.json() attachmentIds!: number[];
  @col.createdAt() createdAt!: Date;
}

export const recipientStatuses = ['pending', 'processing', 'sent', 'failed', 'cancelled'] as const;
export type RecipientStatus = (typeof recipientStatuses)[number];

/** One message of a campaign to one address: the work row the delivery job claims, and what happened to it. */
@Entity('email_recipients')
@Index(['organizationId', 'campaignId', 'id'])
// A contact's sends: the email reports' object_id filter.
@Index(['organizationId', 'leadId', 'campaignId'])
@Index(['campaignId', 'status', 'id'])
@Index(['status'])
@Index(['trackingToken'], { unique: true })
@Index(['providerMessageId'])
export class EmailRecipient extends RetriedRow(OrganizationRow) {
  @col.int() campaignId!: number;

  @ManyToOne(() => EmailCampaign, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'campaign_id' })
  campaign?: EmailCampaign;

  @col.intNull() leadId!: number | null;
  /** Lower-cased. */
  @col.str(254) email!: string;
  @col.str(16) status!: RecipientStatus;
  /** Random, in the open pixel, click and unsubscribe links and the provider's custom args. */
  @col.str(32) trackingToken!: string;
  @col.strNull(255) providerMessageId!: string | null;
  @col.textNull() error!: string | null;
  @col.datetimeNull() sentAt!: Date | null;
  /**
   * When a worker gave the message to the server for good (SMTP: before the final dot), while it held the row: a
   * stale row with it set is sent, not sent again (the work engine's handedOver rule).
   */
  @col.datetimeNull() handedOverAt!: Date | null;
  @col.datetimeNull() deliveredAt!: Date | null;
  @col.datetimeNull() openedAt!: Date | null;
  @col.int({ default: 0 }) openCount!: number;
  @col.datetimeNull() clickedAt!: Date | null;
  @col.int({ default: 0 }) clickCount!: number;
  @col.datetimeNull() bouncedAt!: Date | null;
  @col.datetimeNull() spamReportedAt!: Date | null;
  @col.datetimeNull() unsubscribedAt!: Date | null;
}

/** An address no email of the organization goes to (unsubscribed, bounced, spam-reported). */
@Entity('email_suppressions')
@Index(['organizationId', 'email'], { unique: true })
@Index(['organizationId', 'id'])
export class EmailSuppression extends OrganizationRow {
  /** Lower-cased and trimmed. */
  @col.str(254) email!: string;
  @col.str(16) reason!: EmailSuppressionReason;
  @col.createdAt() createdAt!: Date;
}

/** A file uploaded for an email about to be sent (POST email-attachments/), referenced by id in the send. */
@Entity('email_attachments')
@Index(['organizationId', 'id'])
export class EmailAttachmentFile extends OrganizationRow {
  @col.str(255) name!: string;
  @col.int() size!: number;
  @col.str(128) contentType!: string;
  @col.str(255) storageKey!: string;
  @col.intNull() uploadedById!: number | null;
  @col.createdAt() createdAt!: Date;
}

/** A provider event already recorded: the same event posted twice is recorded once. */
@Entity('email_event_receipts')
@Index(['providerEventId'], { unique: true })
export class EmailEventReceipt extends NumberedRow {
  @col.str(255) providerEventId!: string;
  @col.createdAt() createdAt!: Date;
}

/**
 * A report metric's count for one send and hour (spec 3 §9 metrics): kept as events arrive, so a report over a
 * 50,000-recipient send reads a few dozen rows rather than counting its recipients.
 */
@Entity('email_report_counts')
@Index(['campaignId', 'metric', 'hour'], { unique: true })
@Index(['organizationId', 'campaignId'])
export class EmailReportCount extends OrganizationRow {
  @col.int() campaignId!: number;

  @ManyToOne(() => EmailCampaign, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'campaign_id' })
  campaign?: EmailCampaign;

  /** An EmailMetricName. */
  @col.str(24) metric!: string;
  /** The hour it happened in (UTC, minutes and seconds zero). */
  @col.datetime() hour!: Date;
  @col.int({ default: 0 }) count!: number;
}

/** One event of one message (View logs): the provider's events and our own pixel, links and delivery attempts. */
@Entity('email_event_logs')
@Index(['organizationId', 'recipientId', 'id'])
@Index(['campaignId'])
export class EmailEventLog extends OrganizationRow {
  @col.int() campaignId!: number;
  @col.int() recipientId!: number;

  @ManyToOne(() => EmailRecipient, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'recipient_id' })
  recipient?: EmailRecipient;

  /** An EmailEventName. */
  @col.str(24) event!: string;
  @col.datetime() at!: Date;
  /** A click's URL, a bounce's or deferral's reason. */
  @col.textNull() detail!: string | null;
}
