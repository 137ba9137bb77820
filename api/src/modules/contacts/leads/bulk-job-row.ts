import { Column } from 'typeorm';
import type { LeadJobStatus } from '@ensemble/contracts';
import { col } from '../../../engine/database/columns';
import { TenantRow } from '../../../engine/database/rows';
import { AttemptedRow } from '../../../engine/work/work-row';

/**
 * A bulk job's row (lead_jobs: contact moves, deletions, demotions; lead_imports: CSV imports), the work itself:
 * who asked, where it stands, how far it got, why it failed, when it finished. The claim columns are the work
 * engine's.
 */
export abstract class BulkJobRow extends AttemptedRow(TenantRow) {
  /** Null for system work, or once the account is gone. */
  @col.intNull() userId!: number | null;

  @Column({ type: 'simple-enum', enum: ['pending', 'processing', 'done', 'failed'], default: 'pending' })
  status!: LeadJobStatus;

  /** Handled so far (progress): a resumed run skips what committed batches did. */
  @col.int({ default: 0 }) processed!: number;
  @col.textNull() error!: string | null;
  @col.createdAt() createdAt!: Date;
  @col.datetimeNull() finishedAt!: Date | null;
}
