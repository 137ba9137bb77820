import { Entity, Index } from 'typeorm';
import { LeadRecordRow } from '../leads/lead-record-row';
import { col } from '../../../engine/database/columns';

/** A prospect's follow-up date (spec 2 §3). `missed` is derived on read, never stored. */
@Entity('lead_follow_ups')
@Index(['organizationId', 'leadId', 'date'])
@Index(['organizationId', 'leadId', 'completed'])
@Index(['organizationId', 'date', 'strategySlot'])
export class LeadFollowUp extends LeadRecordRow {
  /** YYYY-MM-DD: a calendar day, compared as text (no time zone is stored with it). */
  @col.str(10) date!: string;
  @col.str(500) text!: string;
  @col.bool(false) completed!: boolean;
  /** The follow-up strategy's slot (1..5) it was seeded from; null for one a user added. Follow-up emails key on it. */
  @col.intNull() strategySlot!: number | null;
  @col.createdAt() createdAt!: Date;
}
