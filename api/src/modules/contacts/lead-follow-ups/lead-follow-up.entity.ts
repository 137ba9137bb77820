import { Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { col } from '../../../engine/database/columns';
import { Lead } from '../leads/lead.entity';

/** A prospect's follow-up date (spec 2 §3). `missed` is derived on read, never stored. */
@Entity('lead_follow_ups')
@Index(['organizationId', 'leadId', 'date'])
@Index(['organizationId', 'leadId', 'completed'])
export class LeadFollowUp {
  @col.id() id!: number;
  @col.int() organizationId!: number;
  @col.int() leadId!: number;

  /** The contact's sub-records go with it (spec 2 §3: they belong to one lead). */
  @ManyToOne(() => Lead, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lead_id' })
  lead?: Lead;

  /** YYYY-MM-DD: a calendar day, compared as text (no time zone is stored with it). */
  @col.str(10) date!: string;
  @col.str(500) text!: string;
  @col.bool(false) completed!: boolean;
  @col.createdAt() createdAt!: Date;
}
