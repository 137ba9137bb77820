import { DeleteDateColumn, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
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

/**
 * A holiday email of the Global automations tab (spec 3 §3 Holiday automation): sent at 12 PM in the
 * organization's zone on `date` to the organization's contacts, once a template is assigned and it is active.
 */
@Entity('automation_holidays')
@Index(['organizationId', 'date'])
export class AutomationHoliday extends OrganizationRow {
  @col.str(255) name!: string;
  /** YYYY-MM-DD: the next day it goes out (moved on by `recurrence` once that day is sent). */
  @col.str(10) date!: string;
  /**
   * How `date` moves on after its day: 'fixed' (the same month and day next year), 'nth:<month>:<weekday>:<n>'
   * (n = 1..4, or -1 for the last), 'easter'; null: once (an organization's own one-off holiday).
   */
  @col.strNull(32) recurrence!: string | null;
  /** The suite's seeded holiday it came from (null: the organization's own): seeds never duplicate. */
  @col.strNull(32) seedKey!: string | null;
  @col.strNull(255) subject!: string | null;
  @col.intNull() emailTemplateId!: number | null;
  @col.intNull() textTemplateId!: number | null;
  @col.bool(false) active!: boolean;
  @col.createdAt() createdAt!: Date;
  @col.updatedAt() updatedAt!: Date;
  /**
   * A deleted holiday is kept as a tombstone (TypeORM's soft delete: every find leaves it out), so a seeded one the
   * organization deleted is not seeded again.
   */
  @DeleteDateColumn({ type: 'datetime', nullable: true }) deletedAt!: Date | null;
}

/**
 * One of the five follow-up emails (spec 3 §3 Follow-up: {first..fifth}_active, _bee_free_template,
 * _text_template, _subject), slot 1..5: sent at 1 PM in the organization's zone on a prospect's follow-up date of
 * the same slot of the organization's follow-up strategy.
 */
@Entity('automation_follow_ups')
@Index(['organizationId', 'slot'], { unique: true })
export class AutomationFollowUp extends OrganizationRow {
  @col.int() slot!: number;
  @col.bool(false) active!: boolean;
  @col.strNull(255) subject!: string | null;
  @col.intNull() emailTemplateId!: number | null;
  @col.intNull() textTemplateId!: number | null;
  @col.updatedAt() updatedAt!: Date;
}

/**
 * A Build your own or Result based automation (spec 3 §3 Custom automation, Result-based automation): type 0 drip
 * by day, 1 drip by date, 2 drip by result. Its audience (buckets, lists, tags, services) is kept as JSON lists of
 * ids: they are read whole, when the scheduler enrolls contacts, never searched.
 */
@Entity('automations')
@Index(['organizationId', 'type', 'id'])
@Index(['organizationId', 'active', 'type'])
@Index(['organizationId', 'sourceAutomationId'])
export class Automation extends OrganizationRow {
  @col.str(255) name!: string;
  @col.bool(true) active!: boolean;
  @col.int() type!: number;
  /** Stages by their API names (opportunity, prospect, client, former_client, other). */
  @col.json() buckets!: string[];
  @col.json() leadListIds!: number[];
  /** Tags (the spec's groups). */
  @col.json() groupIds!: number[];
  @col.json() includedServiceIds!: number[];
  @col.json() excludedServiceIds!: number[];
  @col.bool(false) isInteractionBased!: boolean;
  /** Result based: the automation whose emails' results enroll contacts, and which (0 opened, 1 clicked, 2 both). */
  @col.intNull() sourceAutomationId!: number | null;
  @col.intNull() condition!: number | null;
  /**
   * Ours (issue 20): a drip by day counted from a date of the contact instead of the day it entered: 'birthday'
   * (every year), 'sale_expiration' (each sale's expiration date). Null: from the day it entered the audience.
   */
  @col.strNull(32) dateField!: string | null;
  /** Ours: a contact who answers one of its emails or texts leaves the automation. */
  @col.bool(false) stopOnReply!: boolean;
  @col.createdAt() createdAt!: Date;
  @col.updatedAt() updatedAt!: Date;
}

/**
 * One step of an automation (spec 3 §3 Action): send EMAIL (template and subject), SMS (text template) or
 * REMINDER (text); on a day number (drip by day, drip by result) or a date (drip by date).
 */
@Entity('automation_actions')
@Index(['organizationId', 'automationId', 'id'])
@Index(['organizationId', 'emailTemplateId'])
@Index(['organizationId', 'textTemplateId'])
export class AutomationAction extends OrganizationRow {
  @col.int() automationId!: number;

  @ManyToOne(() => Automation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'automation_id' })
  automation?: Automation;

  /** 'EMAIL' | 'SMS' | 'REMINDER'. */
  @col.str(16) send!: string;
  @col.intNull() day!: number | null;
  /** YYYY-MM-DD, a day in the organization's zone (drip by date). */
  @col.strNull(10) date!: string | null;
  @col.strNull(255) subject!: string | null;
  @col.intNull() emailTemplateId!: number | null;
  @col.intNull() textTemplateId!: number | null;
  @col.textNull() reminder!: string | null;
  @col.int({ default: 0 }) position!: number;
  @col.createdAt() createdAt!: Date;
  @col.updatedAt() updatedAt!: Date;
}

export const enrollmentStatuses = ['active', 'left', 'stopped'] as const;
export type EnrollmentStatus = (typeof enrollmentStatuses)[number];

/**
 * A contact in an automation's audience: one row per (automation, contact). `enteredOn` is the day (in the
 * organization's zone) a drip by day counts from; a contact who leaves the audience, is unsubscribed, texted STOP
 * or replied (stop-on-reply) is no longer active and gets nothing more.
 */
@Entity('automation_enrollments')
@Index(['organizationId', 'automationId', 'leadId'], { unique: true })
@Index(['automationId', 'status', 'enteredOn'])
@Index(['organizationId', 'leadId'])
export class AutomationEnrollment extends OrganizationRow {
  @col.int() automationId!: number;

  @ManyToOne(() => Automation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'automation_id' })
  automation?: Automation;

  @col.int() leadId!: number;
  /** YYYY-MM-DD in the organization's zone. */
  @col.str(10) enteredOn!: string;
  @col.datetime() enteredAt!: Date;
  @col.str(16) status!: EnrollmentStatus;
  @col.datetimeNull() endedAt!: Date | null;
}

export const automationStepKinds = ['custom', 'holiday', 'follow_up'] as const;
export type AutomationStepKind = (typeof automationStepKinds)[number];

export const automationStepStatuses = [
  'pending',
  'processing',
  'done',
  'skipped',
  'failed',
  'cancelled',
] as const;
export type AutomationStepStatus = (typeof automationStepStatuses)[number];

/**
 * One due message or reminder of an automation to one contact: the work row of the automation engine. The tick
 * inserts it once (`dueKey` is unique per organization: a tick run twice or late inserts nothing twice); a worker
 * claims it and, in one transaction, turns it into its email, text or reminder and marks it done.
 */
@Entity('automation_steps')
@Index(['organizationId', 'dueKey'], { unique: true })
@Index(['status', 'dueAt'])
@Index(['organizationId', 'kind', 'sourceId', 'id'])
@Index(['organizationId', 'leadId'])
export class AutomationStep extends RetriedRow(OrganizationRow) {
  @col.str(16) kind!: AutomationStepKind;
  /** The automation, holiday or follow-up row it comes from. */
  @col.int() sourceId!: number;
  @col.intNull() actionId!: number | null;
  @col.int() leadId!: number;
  /** 'email' | 'sms' | 'reminder'. */
  @col.str(16) channel!: string;
  @col.datetime() dueAt!: Date;
  /** What makes it one of a kind, e.g. `custom:<automation>:<action>:<lead>` or `holiday:<id>:<date>:<lead>`. */
  @col.str(160) dueKey!: string;
  @col.str(16) status!: AutomationStepStatus;
  @col.intNull() emailCampaignId!: number | null;
  @col.intNull() textSendId!: number | null;
  @col.intNull() reminderId!: number | null;
  @col.textNull() error!: string | null;
  @col.datetimeNull() doneAt!: Date | null;
  @col.createdAt() createdAt!: Date;
}
