import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Lead } from '../leads/lead.entity';

/** A note on a contact (spec 2 §3 Note). */
@Entity('lead_notes')
@Index(['organizationId', 'leadId', 'id'])
export class LeadNote {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  organizationId!: number;

  @Column({ type: 'int' })
  leadId!: number;

  /** The contact's sub-records go with it (spec 2 §3: they belong to one lead). */
  @ManyToOne(() => Lead, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lead_id' })
  lead?: Lead;

  @Column({ type: 'text' })
  note!: string;

  /** The author (null once their account is gone). */
  @Column({ type: 'int', nullable: true })
  createdById!: number | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;
}

/**
 * A note's own history (spec 2 §3: notes_history), kept when the note is deleted so the contact's history still
 * tells what was written; the deletion itself is a lead history entry.
 */
@Entity('lead_note_history')
@Index(['organizationId', 'leadId', 'id'])
export class LeadNoteHistory {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  organizationId!: number;

  @Column({ type: 'int' })
  leadId!: number;

  /** The contact's sub-records go with it (spec 2 §3: they belong to one lead). */
  @ManyToOne(() => Lead, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lead_id' })
  lead?: Lead;

  @Column({ type: 'int' })
  noteId!: number;

  @Column({ type: 'int', nullable: true })
  userId!: number | null;

  @Column({ type: 'simple-enum', enum: ['create', 'update'] })
  kind!: 'create' | 'update';

  @Column({ type: 'text', nullable: true })
  oldValue!: string | null;

  @Column({ type: 'text' })
  newValue!: string;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}
