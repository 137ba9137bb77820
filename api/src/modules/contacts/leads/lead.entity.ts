import { Column, Entity, Index } from 'typeorm';
import { col } from '../../../engine/database/columns';
import { TenantRow } from '../../../engine/database/rows';
import type { FsmState, OpportunityListKind, SocialLink } from '@ensemble/contracts';

/**
 * A contact of an organization in one of five stages (spec 2 §3). Indexes serve a million contacts per
 * organization (docs/adr/0006-lead-indexes.md): every list is (organization, stage) ordered by id or last name,
 * and search is a prefix range on lower-cased copies, so no query depends on the collation or scans.
 */
@Entity('leads')
@Index(['organizationId', 'id'])
@Index(['organizationId', 'fsmState', 'id'])
@Index(['organizationId', 'fsmState', 'leadListId', 'id'])
@Index(['organizationId', 'fsmState', 'email'])
@Index(['organizationId', 'fsmState', 'lastNameNormalized', 'id'])
@Index(['organizationId', 'fsmState', 'firstNameNormalized'])
@Index(['organizationId', 'fsmState', 'companyNameNormalized'])
@Index(['organizationId', 'email'])
@Index(['organizationId', 'cellPhone'])
@Index(['organizationId', 'leadListId', 'id'])
@Index(['organizationId', 'leadSourceId'])
@Index(['organizationId', 'accountRep'])
@Index(['organizationId', 'salesRep'])
@Index(['organizationId', 'serviceRep'])
/** Contacts by arrival (the dashboard's Unworked leads: the last 30 days, newest first). */
@Index(['organizationId', 'createdAt'])
export class Lead extends TenantRow {
  @col.strNull(150) firstName!: string | null;
  @col.strNull(150) lastName!: string | null;
  @col.strNull(255) companyName!: string | null;

  /** Lower-cased copies of the names: prefix search and last-name ordering independent of the collation. */
  @col.strNull(150) firstNameNormalized!: string | null;
  @col.strNull(150) lastNameNormalized!: string | null;
  @col.strNull(255) companyNameNormalized!: string | null;

  /** Stored lower-cased (addresses are matched case-insensitively; imports de-duplicate on it). */
  @col.strNull(254) email!: string | null;

  /** E.164. */
  @col.strNull(32) cellPhone!: string | null;

  /** FsmState ('Opportunity', 'Prospect', 'Client', 'Former Clients', 'Other'); varchar so rows written before the stages existed stay readable. */
  @col.str(32, { default: 'Opportunity' }) fsmState!: FsmState | string;
  @col.strNull(20) gender!: string | null;

  /** YYYY-MM-DD. */
  @col.strNull(10) birthday!: string | null;
  @col.strNull(150) jobTitle!: string | null;
  @col.strNull(2048) websiteUrl!: string | null;
  @col.strNull(200) address!: string | null;
  @col.strNull(100) city!: string | null;
  @col.strNull(100) state!: string | null;
  @col.strNull(100) zipCode!: string | null;
  @col.strNull(100) industry!: string | null;
  @col.strNull(50) salesStatus!: string | null;

  /** Money and scores keep two decimals; json holds them exactly on both dialects without a decimal type. */
  @col.jsonNull() amounts!: LeadAmounts | null;
  @col.intNull() temperature!: number | null;
  @col.jsonNull() social!: SocialLink[] | null;

  /** 2 = imported from an external insurance system. */
  @col.int({ default: 0 }) imported!: number;

  /** The opportunity list (opportunities only). */
  @col.intNull() leadListId!: number | null;
  @col.strNull(255) cameFromList!: string | null;
  @col.intNull() leadSourceId!: number | null;

  /** User ids of the representatives managing the contact. */
  @col.intNull() accountRep!: number | null;
  @col.intNull() salesRep!: number | null;
  @col.intNull() serviceRep!: number | null;
  @col.createdAt() createdAt!: Date;
  @col.updatedAt() updatedAt!: Date;
}

export interface LeadAmounts {
  revenue_from?: number | null;
  revenue_to?: number | null;
  revenue_probability?: number | null;
  win_amount?: number | null;
  /** opening_sales + the sum of the recorded sales (lead-sales keeps it so); never set from a form. */
  total_sales?: number | null;
  /** What the contact had sold before its sales were recorded here (the TotalSales it was created with). */
  opening_sales?: number | null;
}

/** An opportunity list; 'demoted' and 'unallocated' are made on demand, one of each per organization. */
@Entity('lead_lists')
@Index(['organizationId', 'id'])
@Index(['organizationId', 'kind'])
export class LeadList extends TenantRow {
  @col.str(100) title!: string;

  @Column({ type: 'simple-enum', enum: ['opportunity', 'demoted', 'unallocated'], default: 'opportunity' })
  kind!: OpportunityListKind;

  @col.createdAt() createdAt!: Date;
}

/** Who changed what on a contact (old → new), written in the transaction of the change. */
@Entity('lead_history')
@Index(['organizationId', 'leadId', 'id'])
export class LeadHistory extends TenantRow {
  @col.int() leadId!: number;

  /** The user who made the change (null for system work such as imports). */
  @col.intNull() userId!: number | null;

  /** create, update, delete, promote, demote, set_as_former, reactivate, move. */
  @col.str(32) action!: string;
  @col.strNull(64) field!: string | null;
  @col.textNull() oldValue!: string | null;
  @col.textNull() newValue!: string | null;
  @col.createdAt() createdAt!: Date;
}

/** A contact's membership in a tag (automation-marketing group). */
@Entity('lead_groups')
@Index(['organizationId', 'groupId'])
@Index(['organizationId', 'leadId', 'groupId'], { unique: true })
export class LeadGroup extends TenantRow {
  @col.int() leadId!: number;
  @col.int() groupId!: number;
}

/**
 * The number of contacts of a stage (and list, for opportunities; 0 otherwise), so a page of a million-contact
 * stage is not counted on every request (docs/adr/0006-lead-indexes.md). A row is trusted only while the
 * organization's generation and highest lead id are the ones it was counted at: every change of stage or
 * list, and every deletion, bumps the generation; an insert from anywhere raises the highest id.
 */
@Entity('lead_counts')
@Index(['organizationId', 'fsmState', 'leadListId'], { unique: true })
export class LeadCount extends TenantRow {
  @col.str(32) fsmState!: string;

  /** The opportunity list; 0 for a whole stage. */
  @col.int() leadListId!: number;
  @col.int() count!: number;
  @col.int() generation!: number;
  @col.int() maxId!: number;
}

/** Bumped in the transaction of every change that can alter a stage's or list's count (see LeadCount). */
@Entity('lead_count_generations')
@Index(['organizationId'], { unique: true })
export class LeadCountGeneration extends TenantRow {
  @col.int({ default: 0 }) generation!: number;
}
