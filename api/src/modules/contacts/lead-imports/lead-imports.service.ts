import { createReadStream } from 'node:fs';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type CsvBucket,
  csvHeaderError,
  type CsvImportJob,
  csvImportSchema,
  type CsvImportStarted,
  leadsCsvConstants,
  leadsCsvMessages,
  messages,
  neutralizeCsvCell,
  toFieldErrors,
} from '@ensemble/contracts';
import type { Writable } from 'node:stream';
import { type DataSource, In } from 'typeorm';
import { ValidationError } from 'yup';
import { ApiError } from '../../../engine/http/api-error';
import { toDate } from '../../../engine/database/db-values';
import { TransactionService } from '../../../engine/database/transaction.service';
import {
  randomKey,
  STORAGE_PROVIDER,
  type StorageProvider,
} from '../../../engine/providers/storage/storage-provider';
import type { TempUpload } from '../../../engine/providers/storage/temp-upload-storage';
import { LeadList } from '../leads/lead.entity';
import { LeadListsService } from '../leads/lead-lists.service';
import { csvHead, csvLine, drained } from './csv-format';
import { LeadImport, rejectedPartKey } from './lead-import.entity';
import { LeadImportJob } from './lead-import.job';

export const REASON_HEADER = 'Reason';

const present = (row: LeadImport): CsvImportJob => ({
  id: row.id,
  bucket: row.bucket,
  list_id: row.listId,
  file_name: row.fileName,
  status: row.status,
  total: row.total,
  processed: row.processed,
  created: row.created,
  updated: row.updated,
  rejected: row.rejected,
  error: row.error,
  created_at: toDate(row.createdAt).toISOString(),
  finished_at: row.finishedAt ? toDate(row.finishedAt).toISOString() : null,
});

/**
 * CSV import (spec 2 §4 'CSV import mode', §5, §7): the upload (a temp file the controller removes) is checked
 * before anything is written, so a refused file leaves no list, no row and no stored file behind; an
 * accepted one is stored, becomes a lead_imports row and is imported by LeadImportJob.
 */
@Injectable()
export class LeadImportsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly importJob: LeadImportJob,
    @Inject(STORAGE_PROVIDER) private readonly storage: StorageProvider,
    private readonly tx: TransactionService,
    private readonly lists: LeadListsService,
  ) {}

  async upload(
    organizationId: number,
    userId: number,
    file: TempUpload | undefined,
    body: Record<string, unknown>,
  ): Promise<CsvImportStarted> {
    const errors: Record<string, string[]> = {};
    let headers: string[] = [];
    const fileError = file ? await this.checkFile(file, (h) => (headers = h)) : leadsCsvMessages.noFile;
    if (fileError) errors.csv_file = [fileError];
    // The form sends list_id (existing list) or list_name (new list); mode is implied when not sent.
    const raw = { ...body, mode: body.mode ?? (body.list_id ? 'existing' : 'new') };
    let input: ReturnType<typeof csvImportSchema.cast> | null = null;
    try {
      input = await csvImportSchema.validate(raw, { abortEarly: false, stripUnknown: true });
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
      Object.assign(errors, toFieldErrors(err));
    }
    if (Object.keys(errors).length || !input || !file) throw new ApiError(HttpStatus.BAD_REQUEST, errors);
    const bucket = input.bucket as CsvBucket;
    const opportunity = bucket === 'opportunity';
    if (opportunity && input.mode === 'existing') {
      const list = await this.lists.find(this.dataSource.manager, organizationId, input.list_id as number);
      if (list.kind !== 'opportunity') throw ApiError.field('list_id', leadsCsvMessages.listNotOpportunity);
    }

    const running = await this.dataSource
      .getRepository(LeadImport)
      .countBy({ organizationId, status: In(['pending', 'processing']) });
    if (running >= leadsCsvConstants.maxRunningImports) {
      throw ApiError.field('csv_file', leadsCsvMessages.tooManyImports);
    }

    const fileKey = randomKey('csv-import', '.csv');
    await this.storage.putStream(fileKey, createReadStream(file.path), 'text/csv');
    try {
      const row = await this.tx.run(async ({ manager, afterCommit }) => {
        let listId: number | null = null;
        if (opportunity && input.mode === 'existing') listId = input.list_id as number;
        else if (opportunity) {
          const lists = manager.getRepository(LeadList);
          const title = input.list_name as string;
          listId = (await lists.save(lists.create({ organizationId, title, kind: 'opportunity' }))).id;
        }
        const repo = manager.getRepository(LeadImport);
        const saved = await repo.save(
          repo.create({
            organizationId,
            userId,
            bucket,
            listId,
            fileName: file.originalname.slice(0, 255),
            fileKey,
            headers,
          }),
        );
        this.importJob.work.enqueueAfterCommit({ afterCommit }, saved.id);
        return saved;
      });
      return { detail: leadsCsvMessages.importStarted, job_id: row.id, list_id: row.listId };
    } catch (err) {
      await this.storage.delete(fileKey);
      throw err;
    }
  }

  /** The file's first problem (spec 2 §5 messages), or null; hands the header row over when there is none. */
  private async checkFile(file: TempUpload, keepHeaders: (h: string[]) => void): Promise<string | null> {
    if (!/\.csv$/i.test(file.originalname)) return leadsCsvMessages.onlyCsv;
    if (file.size > leadsCsvConstants.maxBytes) return leadsCsvMessages.tooLarge;
    let head: { headers: string[]; hasRows: boolean };
    try {
      head = await csvHead(createReadStream(file.path));
    } catch {
      return leadsCsvMessages.uploadFailed;
    }
    if (!head.headers.length) return leadsCsvMessages.emptyFile;
    const headerError = csvHeaderError(head.headers);
    if (headerError) return headerError;
    if (!head.hasRows) return leadsCsvMessages.emptyFile;
    keepHeaders(head.headers);
    return null;
  }

  async find(organizationId: number, id: number): Promise<LeadImport> {
    const row = await this.dataSource.getRepository(LeadImport).findOneBy({ organizationId, id });
    if (!row) throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
    return row;
  }

  async getJob(organizationId: number, id: number): Promise<CsvImportJob> {
    return present(await this.find(organizationId, id));
  }

  /** The file's header row plus Reason, then each batch's rejected rows in file order, one part at a time. */
  /** An import with its rejected rows still stored (see LeadImportJob.forgetRejectedRows), or 404. */
  async findWithRejectedRows(organizationId: number, id: number): Promise<LeadImport> {
    const row = await this.find(organizationId, id);
    if (row.rejected > 0 && !row.rejectedParts?.length) {
      throw ApiError.detail(HttpStatus.NOT_FOUND, leadsCsvMessages.rejectedRowsGone);
    }
    return row;
  }

  async writeRejectedRows(row: LeadImport, out: Writable): Promise<void> {
    out.write(csvLine([...row.headers.map(neutralizeCsvCell), REASON_HEADER]));
    for (const part of [...(row.rejectedParts ?? [])].sort((a, b) => a - b)) {
      const data = await this.storage.get(rejectedPartKey(row, part));
      if (out.destroyed) return;
      if (data && !out.write(data)) await drained(out);
    }
  }
}
