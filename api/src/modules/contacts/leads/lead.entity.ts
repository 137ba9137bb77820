import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
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
export class Lead {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  organizationId!: number;

  @Column({ type: 'varchar', length: 150, nullable: true })
  firstName!: string | null;

  @Column({ type: 'varchar', length: 150, nullable: true })
  lastName!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  companyName!: string | null;

  /** Lower-cased copies of the names: prefix search and last-name ordering independent of the collation. */
  @Column({ type: 'varchar', length: 150, nullable: true })
  firstNameNormalized!: string | null;

  @Column({ type: 'varchar', length: 150, nullable: true })
  lastNameNormalized!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  companyNameNormalized!: string | null;

  /** Stored lower-cased (addresses are matched case-insensitively; imports de-duplicate on it). */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email!: string | null;

  /** E.164. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  cellPhone!: string | null;

  /** FsmState ('Opportunity', 'Prospect', 'Client', 'Former Clients', 'Other'); varchar so rows written before the stages existed stay readable. */
  @Column({ type: 'varchar', length: 32, default: 'Opportunity' })
  fsmState!: FsmState | string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  gender!: string | null;

  /** YYYY-MM-DD. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  birthday!: string | null;

  @Column({ type: 'varchar', length: 150, nullable: true })
  jobTitle!: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  websiteUrl!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  address!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  state!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  zipCode!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  industry!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  salesStatus!: string | null;

  /** Money and scores keep two decimals; json holds them exactly on both dialects without a decimal type. */
  @Column({ type: 'json', nullable: true })
  amounts!: LeadAmounts | null;

  @Column({ type: 'int', nullable: true })
  temperature!: number | null;

  @Column({ type: 'json', nullable: true })
  social!: SocialLink[] | null;

  /** 2 = imported from an external insurance system. */
  @Column({ type: 'int', default: 0 })
  imported!: number;

  /** The opportunity list (opportunities only). */
  @Column({ type: 'int', nullable: true })
  leadListId!: number | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  cameFromList!: string | null;

  @Column({ type: 'int', nullable: true })
  leadSourceId!: number | null;

  /** User ids of the representatives managing the contact. */
  @Column({ type: 'int', nullable: true })
  accountRep!: number | null;

  @Column({ type: 'int', nullable: true })
  salesRep!: number | null;

  @Column({ type: 'int', nullable: true })
  serviceRep!: number | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;
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
export class LeadList {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  organizationId!: number;

  @Column({ type: 'varchar', length: 100 })
  title!: string;

  @Column({ type: 'simple-enum', enum: ['opportunity', 'demoted', 'unallocated'], default: 'opportunity' })
  kind!: OpportunityListKind;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}

/** Who changed what on a contact (old → new), written in the transaction of the change. */
@Entity('lead_history')
@Index(['organizationId', 'leadId', 'id'])
export class LeadHistory {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  organizationId!: number;

  @Column({ type: 'int' })
  leadId!: number;

  /** The user who made the change (null for system work such as imports). */
  @Column({ type: 'int', nullable: true })
  userId!: number | null;

  /** create, update, delete, promote, demote, set_as_former, reactivate, move. */
  @Column({ type: 'varchar', length: 32 })
  action!: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  field!: string | null;

  @Column({ type: 'text', nullable: true })
  oldValue!: string | null;

  @Column({ type: 'text', nullable: true })
  newValue!: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}

/** A contact's membership in a tag (automation-marketing group). */
@Entity('lead_groups')
@Index(['organizationId', 'groupId'])
@Index(['organizationId', 'leadId', 'groupId'], { unique: true })
export class LeadGroup {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  organizationId!: number;

  @Column({ type: 'int' })
  leadId!: number;

  @Column({ type: 'int' })
  groupId!: number;
}

/**
 * The number of contacts of a stage (and list, for opportunities; 0 otherwise), so a page of a million-contact
 * stage is not counted on every request (docs/adr/0006-lead-indexes.md). A row is trusted only while the
 * organization's generation and highest lead id are the ones it was counted at: every change of stage or
 * list, and every deletion, bumps the generation; an insert from anywhere raises the highest id.
 */
@Entity('lead_counts')
@Index(['organizationId', 'fsmState', 'leadListId'], { unique: true })
export class LeadCount {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  organizationId!: number;

  @Column({ type: 'varchar', length: 32 })
  fsmState!: string;

  /** The opportunity list; 0 for a whole stage. */
  @Column({ type: 'int' })
  leadListId!: number;

  @Column({ type: 'int' })
  count!: number;

  @Column({ type: 'int' })
  generation!: number;

  @Column({ type: 'int' })
  maxId!: number;
}

/** Bumped in the transaction of every change that can alter a stage's or list's count (see LeadCount). */
@Entity('lead_count_generations')
@Index(['organizationId'], { unique: true })
export class LeadCountGeneration {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  organizationId!: number;

  @Column({ type: 'int', default: 0 })
  generation!: number;
}
