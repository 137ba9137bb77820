import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { CsvBucket, CsvImportStatus } from '@ensemble/contracts';

/**
 * One CSV upload (spec 2 §7 'CSV'). The row is the work: the stored file, where its contacts go, and the progress
 * saved with each committed batch, so a worker that dies mid-file is replaced by one that resumes after the last
 * committed batch (claim-and-sweep, as lead_jobs).
 */
@Entity('lead_imports')
@Index(['organizationId', 'id'])
@Index(['status'])
export class LeadImport {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  organizationId!: number;

  @Column({ type: 'int', nullable: true })
  userId!: number | null;

  @Column({ type: 'varchar', length: 16 })
  bucket!: CsvBucket;

  /** The opportunity list the contacts go into (opportunity bucket only). */
  @Column({ type: 'int', nullable: true })
  listId!: number | null;

  @Column({ type: 'varchar', length: 255 })
  fileName!: string;

  /** The uploaded file in the storage provider. */
  @Column({ type: 'varchar', length: 200 })
  fileKey!: string;

  /** The file's header row, as written (the rejected-rows file repeats it). */
  @Column({ type: 'json' })
  headers!: string[];

  @Column({ type: 'simple-enum', enum: ['pending', 'processing', 'done', 'failed'], default: 'pending' })
  status!: CsvImportStatus;

  @Column({ type: 'int', default: 0 })
  attempts!: number;

  /** Data rows in the file; 0 until the first run has counted them. */
  @Column({ type: 'int', default: 0 })
  total!: number;

  /** Data rows handled by committed batches: a resumed run skips this many. */
  @Column({ type: 'int', default: 0 })
  processed!: number;

  @Column({ type: 'int', default: 0 })
  created!: number;

  @Column({ type: 'int', default: 0 })
  updated!: number;

  @Column({ type: 'int', default: 0 })
  rejected!: number;

  /** Batches that rejected rows; each wrote its rows to its own storage file (see rejectedPartKey). */
  @Column({ type: 'json', nullable: true })
  rejectedParts!: number[] | null;

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

/**
 * Storage key of the rejected rows of one batch (batch n covers data rows n*batchSize … (n+1)*batchSize-1): named
 * after the upload's random key, so it is as unguessable as the upload and fixed for a re-run of the batch.
 */
export const rejectedPartKey = (row: Pick<LeadImport, 'fileKey'>, batch: number) =>
  `${row.fileKey.replace(/\.csv$/, '')}-rejected-${batch}.csv`;
