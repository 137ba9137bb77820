import { Entity, Index } from 'typeorm';
import { col } from '../../../engine/database/columns';
import { BulkJobRow } from './bulk-job-row';

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
export class LeadJob extends BulkJobRow {
  /** 'move', 'delete' or 'demote'. */
  @col.str(32) kind!: string;
  @col.json() payload!: LeadJobPayload;
}
