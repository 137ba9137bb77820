import { Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { col } from '../../../engine/database/columns';
import { TenantRow } from '../../../engine/database/rows';
import { Organization } from '../../platform/entities';

/** Rows of an organization go with it. */
abstract class OrganizationRow extends TenantRow {
  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id' })
  organization?: Organization;
}

export const phoneNumberTypes = ['local', 'toll_free'] as const;
export type PhoneNumberType = (typeof phoneNumberTypes)[number];

/**
 * A phone number the organization bought through the SMS provider (spec 3 §3 'Phone number'): texts go out from
 * it, replies and calls to it come back to the organization, calls are forwarded to its real number. A number is
 * one organization's (unique), and belongs to no other while it is kept.
 */
@Entity('phone_numbers')
@Index(['organizationId', 'id'])
@Index(['phoneNumber'], { unique: true })
export class PhoneNumberRow extends OrganizationRow {
  /** E.164. */
  @col.str(32) phoneNumber!: string;
  @col.str(16) numberType!: PhoneNumberType;
  @col.strNull(8) areaCode!: string | null;
  /** The organization's own line calls are forwarded to (E.164, US). */
  @col.str(32) realPhoneNumber!: string;
  /** The provider's id of the number (Twilio's IncomingPhoneNumber sid, PN…). */
  @col.strNull(64) providerSid!: string | null;
  @col.createdAt() createdAt!: Date;
  @col.updatedAt() updatedAt!: Date;
}

export const callDirections = ['inbound', 'outbound'] as const;
export type CallDirection = (typeof callDirections)[number];

/**
 * A call to (or forwarded from) one of the organization's numbers, as the voice webhooks report it: the dashboard's
 * Recent website phone activity, and the call minutes the plan counts.
 */
@Entity('call_logs')
@Index(['organizationId', 'id'])
@Index(['organizationId', 'startedAt'])
@Index(['callSid'], { unique: true })
export class CallLogRow extends OrganizationRow {
  /** The provider's call id (Twilio's CallSid, CA…): the same call reported twice is one row. */
  @col.str(64) callSid!: string;
  @col.str(32) fromNumber!: string;
  @col.str(32) toNumber!: string;
  @col.str(16) direction!: CallDirection;
  /** The provider's call status (ringing, in-progress, completed, busy, no-answer, failed, canceled). */
  @col.str(24) status!: string;
  @col.intNull() leadId!: number | null;
  @col.datetime() startedAt!: Date;
  @col.datetimeNull() endedAt!: Date | null;
  @col.int({ default: 0 }) durationSeconds!: number;
  @col.createdAt() createdAt!: Date;
  @col.updatedAt() updatedAt!: Date;
}
