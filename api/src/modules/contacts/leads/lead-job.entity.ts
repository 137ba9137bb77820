import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { LeadJobStatus } from '@ensemble/contracts';

export interface LeadJobPayload {
  /** The stage the contacts are taken from. */
  stage: string;
  /** move, demote to opportunity: the destination list; delete of opportunities: the list they are taken from. */
  listId: number | null;
  /** demote: the stage the contacts go to. */
  to?: string;
  /** move_all: every contact of the stage up to this id (later arrivals are not swept in). */
  maxId?: number;
  ids?: number[];
}

/**
 * A bulk contact action too large for one request (move_all, big selections). The row is the work; the queue
 * only carries "process row X". A worker claims it (pending → processing, conditional), works in batches that
 * each skip what is already done, and marks it done; the sweep re-queues rows whose worker died.
 */
@Entity('lead_jobs')
@Index(['organizationId', 'id'])
@Index(['status'])
export class LeadJob {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  organizationId!: number;

  @Column({ type: 'int', nullable: true })
  userId!: number | null;

  /** 'move', 'delete' or 'demote'. */
  @Column({ type: 'varchar', length: 32 })
  kind!: string;

  @Column({ type: 'json' })
  payload!: LeadJobPayload;

  @Column({ type: 'simple-enum', enum: ['pending', 'processing', 'done', 'failed'], default: 'pending' })
  status!: LeadJobStatus;

  @Column({ type: 'int', default: 0 })
  attempts!: number;

  /** Contacts handled so far (progress). */
  @Column({ type: 'int', default: 0 })
  processed!: number;

  @Column({ type: 'varchar', length: 64, nullable: true })
  claimedBy!: string | null;

  @Column({ type: 'datetime', nullable: true })
  claimedAt!: Date | null;

  @Column({ type: 'text', nullable: true })
  error!: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @Column({ type: 'datetime', nullable: true })
  finishedAt!: Date | null;
}
