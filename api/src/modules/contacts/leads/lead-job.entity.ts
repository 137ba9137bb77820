import { Column, Entity, Index } from 'typeorm';
import { col } from '../../../engine/database/columns';
import { TenantRow } from '../../../engine/database/rows';
import { AttemptedRow } from '../../../engine/work/work-row';
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
export class LeadJob extends AttemptedRow(TenantRow) {
  @col.intNull() userId!: number | null;

  /** 'move', 'delete' or 'demote'. */
  @col.str(32) kind!: string;
  @col.json() payload!: LeadJobPayload;

  @Column({ type: 'simple-enum', enum: ['pending', 'processing', 'done', 'failed'], default: 'pending' })
  status!: LeadJobStatus;

  /** Contacts handled so far (progress). */
  @col.int({ default: 0 }) processed!: number;
  @col.textNull() error!: string | null;
  @col.createdAt() createdAt!: Date;
  @col.datetimeNull() finishedAt!: Date | null;
}
