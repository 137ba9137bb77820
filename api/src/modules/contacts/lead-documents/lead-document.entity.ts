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
import { User } from '../../platform/entities';

/** A file attached to a contact (spec 2 §3 Document). The bytes live in the storage provider under storageKey. */
@Entity('lead_documents')
@Index(['organizationId', 'leadId', 'id'])
export class LeadDocument {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  organizationId!: number;

  @Column({ type: 'int' })
  leadId!: number;

  @ManyToOne(() => Lead, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lead_id' })
  lead?: Lead;

  /** Who uploaded it; null once that account is gone. */
  @Column({ type: 'int', nullable: true })
  userId!: number | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user?: User | null;

  @Column({ type: 'varchar', length: 255 })
  name!: string;

  @Column({ type: 'varchar', length: 16 })
  fileExtension!: string;

  /** Random and never shown: the file is only reachable through the tenant-guarded download route. */
  @Column({ type: 'varchar', length: 200 })
  storageKey!: string;

  @Column({ type: 'varchar', length: 127 })
  contentType!: string;

  @Column({ type: 'int' })
  size!: number;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}
