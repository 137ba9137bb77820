import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { csvBucketState, type FsmState, leadsCsvConstants } from '@ensemble/contracts';
import { CsvError } from 'csv-parse';
import type { DataSource } from 'typeorm';
import { TransactionService } from '../../../engine/database/transaction.service';
import { type Claim, fixedBackoff, LostClaimError, type Work, WorkEngine } from '../../../engine/work';
import { STORAGE_PROVIDER, type StorageProvider } from '../../../engine/providers/storage/storage-provider';
import { BillingService } from '../../billing';
import { countCsvRows } from './csv-format';
import { type DataRow, validatedBatchesOffThread } from './csv-row-batches';
import type { CsvRowValues } from './csv-row-reader';
import { LeadImport, rejectedPartKey } from './lead-import.entity';
import { consecutiveIdStep, writeContacts } from './lead-import-contacts';
import { forgetRejectedRows, putRejectedPart, type RejectedRow } from './lead-import-rejected-rows';

export const LEAD_IMPORT_JOB = 'lead-import';
const MAX_ATTEMPTS = 5;
const RETRY_MS = 30_000;
/** The scheduler ticks every minute; looking for rejected rows past their time hourly is plenty. */
const FORGET_EVERY_MS = 60 * 60 * 1000;

/** A failure that another attempt would meet again (a malformed file, a file gone from storage). */
class PermanentImportError extends Error {}

interface Totals {
  processed: number;
  created: number;
  updated: number;
  rejected: number;
  rejectedParts: number[];
}

/**
 * The import job (spec 2 §7 'CSV'), on the work engine: the queue carries the row id; a worker claims the row
 * (pending → processing, conditional, with a token new for each claim), streams the stored file and writes it in
 * batches of
 * leadsCsvConstants.batchSize. Each batch is one transaction holding its contacts, their history and the row's
 * counters, so a run that dies resumes after the last committed batch and writes no row twice.
 *
 * De-duplication: a row whose email (or, failing that, cell phone) matches a contact of the organization updates
 * that contact: the file's non-empty cells replace its fields, its stage and list stay (an import never moves a
 * contact). Rows repeating an earlier row of the same file update the contact that row created. Such rows count
 * as updated; only new contacts count against the plan's contact limit.
 */
@Injectable()
export class LeadImportJob {
  private readonly logger = new Logger(LeadImportJob.name);
  /** This process, as it appears in claim tokens. */
  readonly workerId: string;
  readonly work: Work<LeadImport>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    engine: WorkEngine,
    @Inject(STORAGE_PROVIDER) private readonly storage: StorageProvider,
    private readonly tx: TransactionService,
    private readonly billing: BillingService,
  ) {
    this.workerId = engine.workerId;
    this.work = engine.defineWork<LeadImport>({
      name: LEAD_IMPORT_JOB,
      sweepName: 'lead-imports',
      entity: LeadImport,
      columns: { error: 'error' },
      backoff: fixedBackoff({ delayMs: RETRY_MS, maxAttempts: MAX_ATTEMPTS }),
      permanent: (err) => err instanceof PermanentImportError || err instanceof CsvError,
      failurePatch: (_row, final) => ({ finishedAt: final ? new Date() : null }),
      afterFailure: async (row, final, released) => {
        if (final && released) await this.deleteUpload(row);
      },
      process: (row, claim) => this.importFile(row, claim),
    });
    engine.defineTask({
      name: 'lead-import-rejected-rows',
      everyMs: FORGET_EVERY_MS,
      run: () => this.forgetRejectedRows(),
    });
  }

  /**
   * Deletes the rejected rows of imports finished more than leadsCsvConstants.rejectedRowsKeptDays ago
   * (lead-import-rejected-rows.ts); the import ids.
   */
  forgetRejectedRows(now = new Date()): Promise<number[]> {
    return forgetRejectedRows(this.dataSource, this.storage, this.logger, now);
  }

  /** true when this worker now owns the row. */
  async claim(id: number, now = new Date()): Promise<boolean> {
    return (await this.work.claim(id, now)) !== null;
  }

  /** Runs "import row X": claim, import, done; a failure retries after RETRY_MS up to MAX_ATTEMPTS. */
  async process(id: number): Promise<void> {
    await this.work.run(id);
  }

  /**
   * The claimed import. The row as loaded after the claim carries the claim's token (claimedBy), which every batch
   * checks: a run whose claim the sweep took back writes nothing more.
   */
  private async importFile(row: LeadImport, claim: Claim): Promise<void> {
    if (!row.total) {
      row.total = await this.withFile(row, (bytes) => countCsvRows(bytes));
      await claim.update({ total: row.total });
    }
    const processed = await this.withFile(row, (bytes) => this.run(row, bytes));
    const done = await claim.complete({ total: processed, finishedAt: new Date(), error: null });
    if (!done) throw new LostClaimError();
    await this.deleteUpload(row);
  }

  /** A finished import never reads its upload again: the contacts' data is not kept twice. */
  private async deleteUpload(row: LeadImport): Promise<void> {
    await this.storage
      .delete(row.fileKey)
      .catch((err: Error) => this.logger.warn(`upload of lead import ${row.id} not deleted: ${err.message}`));
  }

  /** `work` on the stored file's stream, which is closed after it however much of it `work` read. */
  private async withFile<T>(row: LeadImport, work: (bytes: Readable) => Promise<T>): Promise<T> {
    const bytes = await this.storage.stream(row.fileKey);
    if (!bytes) throw new PermanentImportError('The uploaded file is no longer stored');
    try {
      return await work(bytes);
    } finally {
      bytes.destroy();
    }
  }

  /**
   * Streams the data rows after the last committed batch and writes them batch by batch, each committed before the
   * next is taken. A big file's rows are read and validated ahead in a worker thread (validatedBatchesOffThread):
   * the CPU work overlaps the database's.
   */
  private async run(row: LeadImport, bytes: Readable): Promise<number> {
    const stage = csvBucketState[row.bucket];
    const totals: Totals = {
      processed: row.processed,
      created: row.created,
      updated: row.updated,
      rejected: row.rejected,
      rejectedParts: row.rejectedParts ?? [],
    };
    const source = {
      bytes,
      headers: row.headers,
      stage,
      skip: totals.processed,
      size: leadsCsvConstants.batchSize,
    };
    // The first batch is asked for at once: the worker loads its modules (a few hundred ms) while the plan's room
    // and the database's id mode are read.
    const batches = validatedBatchesOffThread(source, row.total);
    const first = batches.next();
    first.catch(() => undefined); // a failure is thrown where it is awaited, below
    try {
      const [roomLeft, idStep] = await Promise.all([
        this.billing.roomLeft(row.organizationId, 'contacts'),
        consecutiveIdStep(this.dataSource),
      ]);
      // The rule of adding one contact: no plan chosen yet → no plan limit.
      const room = { left: roomLeft ?? Number.POSITIVE_INFINITY };
      for (let next = await first; !next.done; next = await batches.next()) {
        await this.writeBatch(row, stage, next.value, totals, room, idStep);
      }
    } finally {
      await batches.return(undefined);
    }
    return totals.processed;
  }

  /** One transaction: the batch's contacts, their history, its rejected rows' file and the row's counters. */
  async writeBatch(
    row: LeadImport,
    stage: FsmState,
    batch: DataRow[],
    totals: Totals,
    room: { left: number },
    idStep: number | null = null,
  ): Promise<void> {
    const batchNo = Math.floor(batch[0].index / leadsCsvConstants.batchSize);
    const next = await this.tx.run(async ({ manager }) => {
      const rejected: RejectedRow[] = [];
      const valid: { line: string; values: CsvRowValues }[] = [];
      for (const { line, result } of batch) {
        if (result.ok) valid.push({ line, values: result.values });
        else rejected.push({ line, reason: result.reason });
      }
      const written = await writeContacts(manager, row, stage, valid, room.left, idStep);
      rejected.push(...written.rejected);

      const parts = [...totals.rejectedParts];
      if (rejected.length) {
        // Written before the commit under a key fixed by the batch number: a re-run of this batch overwrites it.
        await putRejectedPart(this.storage, row, batchNo, rejected);
        if (!parts.includes(batchNo)) parts.push(batchNo);
      }
      const out: Totals = {
        processed: batch[batch.length - 1].index + 1,
        created: totals.created + written.created,
        updated: totals.updated + written.updated,
        rejected: totals.rejected + rejected.length,
        rejectedParts: parts,
      };
      const saved = await manager
        .createQueryBuilder()
        .update(LeadImport)
        .set({ ...out, claimedAt: new Date() })
        .where('id = :id AND status = :status AND claimedBy = :token', {
          id: row.id,
          status: 'processing',
          token: row.claimedBy,
        })
        .execute();
      if (saved.affected !== 1) {
        // Another worker re-runs this batch and overwrites the part under the same key; but an import deleted
        // meanwhile (its organization's deletion) has no row left to name the part, and nothing else would remove it.
        // (Asked outside this transaction, whose snapshot may predate the deletion.)
        if (rejected.length && !(await this.dataSource.getRepository(LeadImport).existsBy({ id: row.id }))) {
          await this.storage.delete(rejectedPartKey(row, batchNo)).catch(() => undefined);
        }
        throw new LostClaimError();
      }
      return { totals: out, left: written.left };
    });
    Object.assign(totals, next.totals);
    room.left = next.left;
  }

  /** Rows whose worker died go back to pending; pending rows are queued. Safe to run anywhere, any time. */
  sweep(now = new Date()): Promise<{ reset: number; enqueued: number; handedOver: number }> {
    return this.work.sweep(now);
  }
}
