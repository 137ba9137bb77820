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

/** A prospect's follow-up date (spec 2 §3). `missed` is derived on read, never stored. */
@Entity('lead_follow_ups')
@Index(['organizationId', 'leadId', 'date'])
@Index(['organizationId', 'leadId', 'completed'])
export class LeadFollowUp {
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

  /** YYYY-MM-DD: a calendar day, compared as text (no time zone is stored with it). */
  @Column({ type: 'varchar', length: 10 })
  date!: string;

  @Column({ type: 'varchar', length: 500 })
  text!: string;

  @Column({ type: 'boolean', default: false })
  completed!: boolean;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}
