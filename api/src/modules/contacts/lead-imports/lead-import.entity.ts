import { Entity, Index } from 'typeorm';
import { col } from '../../../engine/database/columns';
import { BulkJobRow } from '../leads/bulk-job-row';
import type { CsvBucket } from '@ensemble/contracts';

/**
 * One CSV upload (spec 2 §7 'CSV'). The row is the work: the stored file, where its contacts go, and the progress
 * saved with each committed batch, so a worker that dies mid-file is replaced by one that resumes after the last
 * committed batch (claim-and-sweep, as lead_jobs).
 */
@Entity('lead_imports')
@Index(['organizationId', 'id'])
@Index(['status'])
export class LeadImport extends BulkJobRow {
  @col.str(16) bucket!: CsvBucket;

  /** The opportunity list the contacts go into (opportunity bucket only). */
  @col.intNull() listId!: number | null;
  @col.str(255) fileName!: string;

  /** The uploaded file in the storage provider. */
  @col.str(200) fileKey!: string;

  /** The file's header row, as written (the rejected-rows file repeats it). */
  @col.json() headers!: string[];

  /** Data rows in the file; 0 until the first run has counted them. */
  @col.int({ default: 0 }) total!: number;

  @col.int({ default: 0 }) created!: number;
  @col.int({ default: 0 }) updated!: number;
  @col.int({ default: 0 }) rejected!: number;

  /** Batches that rejected rows; each wrote its rows to its own storage file (see rejectedPartKey). */
  @col.jsonNull() rejectedParts!: number[] | null;
}

/**
 * Storage key of the rejected rows of one batch (batch n covers data rows n*batchSize … (n+1)*batchSize-1): named
 * after the upload's random key, so it is as unguessable as the upload and fixed for a re-run of the batch.
 */
export const rejectedPartKey = (row: Pick<LeadImport, 'fileKey'>, batch: number) =>
  `${row.fileKey.replace(/\.csv$/, '')}-rejected-${batch}.csv`;
