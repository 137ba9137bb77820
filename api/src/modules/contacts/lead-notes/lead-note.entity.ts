import { Column, Entity, Index } from 'typeorm';
import { LeadRecordRow } from '../leads/lead-record-row';
import { col } from '../../../engine/database/columns';

/** A note on a contact (spec 2 §3 Note). */
@Entity('lead_notes')
@Index(['organizationId', 'leadId', 'id'])
export class LeadNote extends LeadRecordRow {
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
export class LeadNoteHistory extends LeadRecordRow {
  @col.int() noteId!: number;
  @col.intNull() userId!: number | null;

  @Column({ type: 'simple-enum', enum: ['create', 'update'] })
  kind!: 'create' | 'update';

  @col.textNull() oldValue!: string | null;
  @col.text() newValue!: string;
  @col.createdAt() createdAt!: Date;
}
