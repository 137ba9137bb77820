import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  csvBucketState,
  csvRowReasons,
  type FsmState,
  leadsCsvConstants,
  type LeadInput,
} from '@ensemble/contracts';
import { CsvError } from 'csv-parse';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { dbDate } from '../../database/db-values';
import { TransactionService } from '../../database/transaction.service';
import { type Claim, fixedBackoff, LostClaimError, type Work, WorkEngine } from '../../engine/work';
import { STORAGE_PROVIDER, type StorageProvider } from '../../providers/storage/storage-provider';
import { BillingService } from '../billing/billing.service';
import { seedStrategyFollowUps } from '../lead-follow-ups/follow-up-strategy';
import { apply, snapshot } from '../leads/contact-fields';
import { diff, type HistoryChange } from '../leads/lead-history';
import { Lead, LeadHistory } from '../leads/lead.entity';
import { countCsvRows, withCell } from './csv-format';
import { type DataRow, validatedBatchesOffThread } from './csv-row-batches';
import type { CsvRowValues } from './csv-row-reader';
import { LeadImport, rejectedPartKey } from './lead-import.entity';
import { writeRows, type WrittenChunk } from './bulk-rows-sql';

export const LEAD_IMPORT_JOB = 'lead-import';
const MAX_ATTEMPTS = 5;
const RETRY_MS = 30_000;
const LOOKUP_CHUNK = 1000;
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

/** A contact a batch writes: found in the organization, or new in this batch. */
interface Target {
  lead: Lead;
  isNew: boolean;
  /** The stored fields before the file touched them (existing contacts), for the history. */
  before: Record<string, unknown> | null;
}

/**
 * apply() for a new contact from a row the reader validated: the row's cell phone is already in E.164, and parsing
 * it again would be most of the row's work in this thread.
 */
function applyNew(lead: Lead, values: CsvRowValues): void {
  const { cell_phone, ...rest } = values;
  apply(lead, { ...rest, imported: 1 } as LeadInput);
  lead.cellPhone = cell_phone ?? null;
}

const historyText = (v: unknown): string | null =>
  v === null || v === undefined ? null : typeof v === 'string' ? v : JSON.stringify(v);

/** Gives each new contact its id from its statement's first id; false when a statement did not report one. */
function assignIds(created: Target[], written: WrittenChunk[], step: number): boolean {
  if (written.some((w) => w.firstId === null)) return false;
  let i = 0;
  for (const w of written) {
    for (let k = 0; k < w.rows; k++) created[i++].lead.id = (w.firstId as number) + k * step;
  }
  return i === created.length;
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
      columns: { nextAttemptAt: null, error: 'error' },
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
   * Deletes the rejected rows of imports finished more than leadsCsvConstants.rejectedRowsKeptDays ago (the import
   * dialog offers them when the import ends; nobody needs them weeks later); the import ids.
   */
  async forgetRejectedRows(now = new Date()): Promise<number[]> {
    const before = new Date(now.getTime() - leadsCsvConstants.rejectedRowsKeptDays * 24 * 3600 * 1000);
    const rows = await this.imports
      .createQueryBuilder('i')
      .select(['i.id', 'i.fileKey', 'i.rejectedParts'])
      .where('i.rejectedParts IS NOT NULL')
      .andWhere('i.finishedAt < :before', { before: dbDate(this.dataSource, before) })
      .orderBy('i.id')
      .take(100)
      .getMany();
    for (const row of rows) {
      // The row first: a part deleted while a download reads the row's list is a missing part, not an error.
      await this.imports.update({ id: row.id }, { rejectedParts: null });
      for (const part of row.rejectedParts ?? []) {
        await this.storage
          .delete(rejectedPartKey(row, part))
          .catch((err: Error) => this.logger.warn(`rejected rows of import ${row.id}: ${err.message}`));
      }
    }
    return rows.map((r) => r.id);
  }

  private get imports() {
    return this.dataSource.getRepository(LeadImport);
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
        this.consecutiveIdStep(),
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
      const rejected: { line: string; reason: string }[] = [];
      const valid: { line: string; values: CsvRowValues }[] = [];
      for (const { line, result } of batch) {
        if (result.ok) valid.push({ line, values: result.values });
        else rejected.push({ line, reason: result.reason });
      }
      const { byEmail, byPhone } = await this.existing(
        manager,
        row.organizationId,
        valid.map((v) => v.values),
      );
      const register = (t: Target) => {
        if (t.lead.email && !byEmail.has(t.lead.email)) byEmail.set(t.lead.email, t);
        if (t.lead.cellPhone && !byPhone.has(t.lead.cellPhone)) byPhone.set(t.lead.cellPhone, t);
      };
      const created: Target[] = [];
      const touched = new Set<Target>();
      let left = room.left;
      let updatedCount = 0;
      for (const { line, values } of valid) {
        const target =
          (values.email ? byEmail.get(values.email) : undefined) ??
          (values.cell_phone ? byPhone.get(values.cell_phone) : undefined);
        if (target) {
          if (!target.isNew && !target.before) target.before = snapshot(target.lead);
          apply(target.lead, { ...snapshot(target.lead), ...values } as LeadInput);
          register(target);
          touched.add(target);
          updatedCount++;
          continue;
        }
        if (left <= 0) {
          rejected.push({ line, reason: csvRowReasons.planLimit });
          continue;
        }
        left--;
        const lead = new Lead();
        lead.organizationId = row.organizationId;
        lead.fsmState = stage;
        lead.leadListId = stage === 'Opportunity' ? row.listId : null;
        applyNew(lead, values);
        const t: Target = { lead, isNew: true, before: null };
        created.push(t);
        register(t);
      }

      const written = await writeRows(
        manager,
        Lead,
        created.map((t) => t.lead),
      );
      if (!idStep || !assignIds(created, written, idStep)) {
        await this.readBackIds(manager, row.organizationId, created);
      }
      if (stage === 'Prospect') {
        await seedStrategyFollowUps(
          manager,
          row.organizationId,
          row.userId,
          created.map((t) => t.lead.id),
          { allNew: true },
        );
      }
      const changed = [...touched]
        .filter((t) => !t.isNew)
        .map((t) => ({ t, changes: diff(t.before ?? {}, snapshot(t.lead)) }))
        .filter((c) => c.changes.length > 0);
      await writeRows(
        manager,
        Lead,
        changed.map((c) => c.t.lead),
        'upsert',
      );
      await this.writeHistory(manager, row, [
        ...created.map((t) => ({
          leadId: t.lead.id,
          changes: [{ field: 'fsm_state', old: null, new: stage }] as HistoryChange[],
        })),
        ...changed.map((c) => ({ leadId: c.t.lead.id, changes: c.changes })),
      ]);

      const parts = [...totals.rejectedParts];
      if (rejected.length) {
        // Written before the commit under a key fixed by the batch number: a re-run of this batch overwrites it.
        const text = rejected.map((r) => withCell(r.line, r.reason)).join('');
        await this.storage.put(rejectedPartKey(row, batchNo), Buffer.from(text, 'utf8'), 'text/csv');
        if (!parts.includes(batchNo)) parts.push(batchNo);
      }
      const out: Totals = {
        processed: batch[batch.length - 1].index + 1,
        created: totals.created + created.length,
        updated: totals.updated + updatedCount,
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
      return { totals: out, left };
    });
    Object.assign(totals, next.totals);
    room.left = next.left;
  }

  /** The organization's contacts that share an email or a cell phone with the batch (lowest id first). */
  private async existing(
    manager: EntityManager,
    organizationId: number,
    values: CsvRowValues[],
  ): Promise<{ byEmail: Map<string, Target>; byPhone: Map<string, Target> }> {
    const byEmail = new Map<string, Target>();
    const byPhone = new Map<string, Target>();
    const emails = [...new Set(values.map((v) => v.email).filter((x): x is string => !!x))];
    const phones = [...new Set(values.map((v) => v.cell_phone).filter((x): x is string => !!x))];
    // Ids first, from the (organization, email) and (organization, cell phone) indexes alone, in one statement
    // per chunk: most rows of a file are new, so most batches find nothing and load no contact.
    const ids = new Set<number>();
    const { driver } = manager.connection;
    const meta = manager.connection.getMetadata(Lead);
    const col = (property: string) =>
      driver.escape(meta.findColumnWithPropertyName(property)?.databaseName ?? property);
    const select = (column: string, n: number) =>
      `SELECT ${col('id')} AS id FROM ${driver.escape(meta.tableName)} WHERE ${col('organizationId')} = ? AND ${col(column)} IN (${Array(n).fill('?').join(', ')})`;
    for (let i = 0; i < Math.max(emails.length, phones.length); i += LOOKUP_CHUNK) {
      const parts: [string, string[]][] = [
        ['email', emails.slice(i, i + LOOKUP_CHUNK)],
        ['cellPhone', phones.slice(i, i + LOOKUP_CHUNK)],
      ];
      const present = parts.filter(([, keys]) => keys.length);
      const rows = (await manager.query(
        present.map(([column, keys]) => select(column, keys.length)).join(' UNION ALL '),
        present.flatMap(([, keys]) => [organizationId, ...keys]),
      )) as { id: number | string }[];
      for (const r of rows) ids.add(Number(r.id));
    }
    const found = ids.size
      ? await manager
          .getRepository(Lead)
          .find({ where: { organizationId, id: In([...ids]) }, order: { id: 'ASC' } })
      : [];
    for (const lead of found) {
      const t: Target = { lead, isNew: false, before: null };
      if (lead.email && !byEmail.has(lead.email)) byEmail.set(lead.email, t);
      if (lead.cellPhone && !byPhone.has(lead.cellPhone)) byPhone.set(lead.cellPhone, t);
    }
    return { byEmail, byPhone };
  }

  /**
   * The step between the ids of one multi-row INSERT when the server gives them consecutively (InnoDB with
   * innodb_autoinc_lock_mode 0 or 1: a statement of known row count takes its ids as one range), else null and
   * the ids are read back.
   */
  private async consecutiveIdStep(): Promise<number | null> {
    const type = this.dataSource.options.type;
    if (type !== 'mysql' && type !== 'mariadb') return null;
    const [vars] = (await this.dataSource.query(
      'SELECT @@innodb_autoinc_lock_mode AS mode, @@auto_increment_increment AS step',
    )) as { mode: number | string; step: number | string }[];
    const [engine] = (await this.dataSource.query(
      'SELECT engine FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name = ?',
      [this.dataSource.getMetadata(Lead).tableName],
    )) as { engine?: string; ENGINE?: string }[];
    const innodb = (engine?.engine ?? engine?.ENGINE ?? '').toLowerCase() === 'innodb';
    const mode = Number(vars?.mode);
    return innodb && (mode === 0 || mode === 1) ? Number(vars.step) || 1 : null;
  }

  /**
   * Ids of the contacts just inserted, found by their keys: no stored contact shared a key with them (or the row
   * would have updated it), so the keys name them alone, on every dialect and auto-increment mode.
   */
  private async readBackIds(
    manager: EntityManager,
    organizationId: number,
    created: Target[],
  ): Promise<void> {
    if (!created.length) return;
    const byEmail = new Map(created.filter((t) => t.lead.email).map((t) => [t.lead.email as string, t]));
    const byPhone = new Map(
      created.filter((t) => !t.lead.email && t.lead.cellPhone).map((t) => [t.lead.cellPhone as string, t]),
    );
    const repo = manager.getRepository(Lead);
    for (const [column, map] of [
      ['email', byEmail],
      ['cellPhone', byPhone],
    ] as const) {
      const keys = [...map.keys()];
      for (let i = 0; i < keys.length; i += LOOKUP_CHUNK) {
        const rows = await repo.find({
          select: { id: true, email: true, cellPhone: true },
          where: { organizationId, [column]: In(keys.slice(i, i + LOOKUP_CHUNK)) },
        });
        for (const r of rows) {
          const t = map.get((column === 'email' ? r.email : r.cellPhone) as string);
          if (t && !t.lead.id) t.lead.id = r.id;
        }
      }
    }
    if (created.some((t) => !t.lead.id)) throw new Error('imported contacts could not be read back');
  }

  /** History rows of the batch (system work: no user), in multi-row inserts. */
  private async writeHistory(
    manager: EntityManager,
    row: LeadImport,
    entries: { leadId: number; changes: HistoryChange[] }[],
  ): Promise<void> {
    const rows = entries.flatMap((e) =>
      e.changes.map((c) => ({
        organizationId: row.organizationId,
        leadId: e.leadId,
        userId: row.userId,
        action: 'import',
        field: c.field,
        oldValue: historyText(c.old),
        newValue: historyText(c.new),
      })),
    );
    await writeRows(manager, LeadHistory, rows as LeadHistory[]);
  }

  /** Rows whose worker died go back to pending; pending rows are queued. Safe to run anywhere, any time. */
  sweep(now = new Date()): Promise<{ reset: number; enqueued: number }> {
    return this.work.sweep(now);
  }
}
