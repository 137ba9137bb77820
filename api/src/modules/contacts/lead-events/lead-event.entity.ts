import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { Lead } from '../leads/lead.entity';

/** A calendar event of a contact (spec 2 §2 'Events'); it lasts one hour, so `end` is start + 1 h. */
@Entity('lead_events')
@Index(['organizationId', 'leadId', 'start'])
export class LeadEvent {
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

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ type: 'datetime' })
  start!: Date;

  @Column({ type: 'datetime' })
  end!: Date;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}
