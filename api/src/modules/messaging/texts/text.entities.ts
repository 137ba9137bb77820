import { Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { col } from '../../../engine/database/columns';
import { TenantRow } from '../../../engine/database/rows';
import { RetriedRow } from '../../../engine/work/work-row';
import { Organization } from '../../platform/entities';

/** Rows of an organization go with it. */
abstract class OrganizationRow extends TenantRow {
  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id' })
  organization?: Organization;
}

export const textSendStatuses = ['queued', 'cancelled'] as const;
export type TextSendStatus = (typeof textSendStatuses)[number];

/** One text as the sender wrote it (POST send-texts/), sent to every recipient row below it. */
@Entity('text_sends')
@Index(['organizationId', 'id'])
export class TextSend extends OrganizationRow {
  /** As written, with its #!name!# variables (filled per recipient at delivery). */
  @col.text() body!: string;
  @col.intNull() templateId!: number | null;
  /** The organization's number it goes out from (E.164). */
  @col.str(32) fromNumber!: string;
  @col.intNull() createdById!: number | null;
  @col.str(16) status!: TextSendStatus;
  @col.int({ default: 0 }) total!: number;
  /** Recipients left out because they texted STOP. */
  @col.int({ default: 0 }) skippedStopped!: number;
  @col.createdAt() createdAt!: Date;
}

export const textRecipientStatuses = ['pending', 'processing', 'sent', 'failed', 'cancelled'] as const;
export type TextRecipientStatus = (typeof textRecipientStatuses)[number];

/** The provider's word for where a sent message is (status callbacks). */
export const textDeliveryStatuses = ['queued', 'sent', 'delivered', 'undelivered', 'failed'] as const;
export type TextDeliveryStatus = (typeof textDeliveryStatuses)[number];

/** One text of a send to one number: the work row the delivery job claims, and what happened to it. */
@Entity('text_recipients')
@Index(['organizationId', 'sendId', 'id'])
@Index(['organizationId', 'leadId', 'id'])
@Index(['sendId', 'status', 'id'])
@Index(['status'])
@Index(['providerMessageId'])
export class TextRecipient extends RetriedRow(OrganizationRow) {
  @col.int() sendId!: number;

  @ManyToOne(() => TextSend, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'send_id' })
  send?: TextSend;

  @col.intNull() leadId!: number | null;
  /** E.164. */
  @col.str(32) toNumber!: string;
  @col.str(16) status!: TextRecipientStatus;
  /** The text as sent (variables filled), written when it is handed to the provider. */
  @col.textNull() body!: string | null;
  @col.int({ default: 0 }) segments!: number;
  @col.strNull(64) providerMessageId!: string | null;
  @col.strNull(16) deliveryStatus!: TextDeliveryStatus | null;
  @col.textNull() error!: string | null;
  @col.datetimeNull() sentAt!: Date | null;
  @col.datetimeNull() deliveredAt!: Date | null;
}

/** A text received on one of the organization's numbers (the two-way conversation). */
@Entity('inbound_texts')
@Index(['organizationId', 'leadId', 'id'])
@Index(['organizationId', 'id'])
@Index(['providerMessageId'], { unique: true })
export class InboundText extends OrganizationRow {
  /** The provider's message id (Twilio's MessageSid, SM…): the same message posted twice is stored once. */
  @col.str(64) providerMessageId!: string;
  @col.intNull() leadId!: number | null;
  @col.str(32) fromNumber!: string;
  @col.str(32) toNumber!: string;
  @col.text() body!: string;
  /** STOP, START, HELP and their synonyms, as recognised (null for a plain message). */
  @col.strNull(16) keyword!: string | null;
  @col.createdAt() receivedAt!: Date;
}

/** A number that texted STOP (or a synonym) to the organization: nothing more is sent to it until START. */
@Entity('sms_suppressions')
@Index(['organizationId', 'phoneNumber'], { unique: true })
@Index(['organizationId', 'id'])
export class SmsSuppression extends OrganizationRow {
  /** E.164. */
  @col.str(32) phoneNumber!: string;
  @col.createdAt() createdAt!: Date;
}
