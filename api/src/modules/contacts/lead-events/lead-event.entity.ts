import { Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { col } from '../../../engine/database/columns';
import { Lead } from '../leads/lead.entity';

/** A calendar event of a contact (spec 2 §2 'Events'); it lasts one hour, so `end` is start + 1 h. */
@Entity('lead_events')
@Index(['organizationId', 'leadId', 'start'])
export class LeadEvent {
  @col.id() id!: number;
  @col.int() organizationId!: number;
  @col.int() leadId!: number;

  /** The contact's sub-records go with it (spec 2 §3: they belong to one lead). */
  @ManyToOne(() => Lead, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lead_id' })
  lead?: Lead;

  @col.str(200) title!: string;
  @col.textNull() description!: string | null;
  @col.datetime() start!: Date;
  @col.datetime() end!: Date;
  @col.createdAt() createdAt!: Date;
}
