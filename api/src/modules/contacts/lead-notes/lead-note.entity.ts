import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { col } from '../../../engine/database/columns';
import { Lead } from '../leads/lead.entity';

/** A note on a contact (spec 2 §3 Note). */
@Entity('lead_notes')
@Index(['organizationId', 'leadId', 'id'])
export class LeadNote {
  @col.id() id!: number;
  @col.int() organizationId!: number;
  @col.int() leadId!: number;

  /** The contact's sub-records go with it (spec 2 §3: they belong to one lead). */
  @ManyToOne(() => Lead, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lead_id' })
  lead?: Lead;

  @col.text() note!: string;

  /** The author (null once their account is gone). */
  @col.intNull() createdById!: number | null;
  @col.createdAt() createdAt!: Date;
  @col.updatedAt() updatedAt!: Date;
}

/**
 * A note's own history (spec 2 §3: notes_history), kept when the note is deleted so the contact's history still
 * tells what was written; the deletion itself is a lead history entry.
 */
@Entity('lead_note_history')
@Index(['organizationId', 'leadId', 'id'])
export class LeadNoteHistory {
  @col.id() id!: number;
  @col.int() organizationId!: number;
  @col.int() leadId!: number;

  /** The contact's sub-records go with it (spec 2 §3: they belong to one lead). */
  @ManyToOne(() => Lead, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lead_id' })
  lead?: Lead;

  @col.int() noteId!: number;
  @col.intNull() userId!: number | null;

  @Column({ type: 'simple-enum', enum: ['create', 'update'] })
  kind!: 'create' | 'update';

  @col.textNull() oldValue!: string | null;
  @col.text() newValue!: string;
  @col.createdAt() createdAt!: Date;
}
