import { JoinColumn, ManyToOne } from 'typeorm';
import { col } from '../../../engine/database/columns';
import { Lead } from './lead.entity';

/**
 * The columns every record of a contact starts with (notes, events, follow-ups, documents, invoices, sales, contact
 * people, reminders): its own id, the organization it is scoped by, and the contact it belongs to and goes with.
 */
export abstract class LeadRecordRow {
  @col.id() id!: number;
  @col.int() organizationId!: number;
  @col.int() leadId!: number;

  /** The contact's sub-records go with it (spec 2 §3: they belong to one lead). */
  @ManyToOne(() => Lead, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lead_id' })
  lead?: Lead;
}
