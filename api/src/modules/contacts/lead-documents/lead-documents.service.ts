import { HttpStatus, Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  documentFileError,
  type DocumentUploadInput,
  type LeadDocument as LeadDocumentView,
  leadDocumentsMessages,
  leadDocumentsPaths,
  messages,
  splitFileName,
} from '@ensemble/contracts';
import { type DataSource, In } from 'typeorm';
import { ApiError } from '../../../engine/http/api-error';
import type { InMemoryFile } from '../../../engine/http/file-upload';
import { APP_CONFIG, type AppConfig } from '../../../engine/config/app-config';
import { TransactionService, type Tx } from '../../../engine/database/transaction.service';
import {
  randomKey,
  STORAGE_PROVIDER,
  type StorageProvider,
} from '../../../engine/providers/storage/storage-provider';
import { LeadDeletionHooks } from '../leads/lead-deletion-hooks';
import { writeHistory } from '../leads/lead-history';
import { LeadDocument } from './lead-document.entity';

/** What the service reads of the received file. */
export type UploadedDocument = Pick<InMemoryFile, 'buffer' | 'size' | 'mimetype' | 'originalname'>;

export interface DocumentScope {
  organizationId: number;
  leadId: number;
}

const CONTENT_TYPE = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/i;

/** A contact's documents (spec 2 §7 Documents): stored through the storage provider, read through a guarded route. */
@Injectable()
export class LeadDocumentsService implements OnModuleInit {
  private readonly logger = new Logger(LeadDocumentsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(STORAGE_PROVIDER) private readonly storage: StorageProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tx: TransactionService,
    private readonly leadDeletions: LeadDeletionHooks,
  ) {}

  onModuleInit(): void {
    this.leadDeletions.register((tx, organizationId, leadIds) =>
      this.forgetFilesOf(tx, organizationId, leadIds),
    );
  }

  /** Deleted contacts' rows go by cascade; their stored files go once that deletion has committed. */
  private async forgetFilesOf(tx: Tx, organizationId: number, leadIds: number[]): Promise<void> {
    const rows = await tx.manager.getRepository(LeadDocument).find({
      select: { id: true, storageKey: true },
      where: { organizationId, leadId: In(leadIds) },
    });
    if (!rows.length) return;
    tx.afterCommit(async () => {
      for (const row of rows) await this.deleteStored(row);
    });
  }

  private async deleteStored(row: Pick<LeadDocument, 'id' | 'storageKey'>): Promise<void> {
    try {
      await this.storage.delete(row.storageKey);
    } catch (err) {
      this.logger.warn(`stored file of document ${row.id} not deleted: ${(err as Error).message}`);
    }
  }

  private get rows() {
    return this.dataSource.getRepository(LeadDocument);
  }

  private present(d: LeadDocument): LeadDocumentView {
    return {
      id: d.id,
      lead: d.leadId,
      file: `${this.config.apiPublicUrl}${leadDocumentsPaths.download(d.leadId, d.id)}`,
      name: d.name,
      file_extension: d.fileExtension,
      created_at: d.createdAt.toISOString(),
      size: d.size,
      user: d.user ? { firstName: d.user.firstName, lastName: d.user.lastName } : null,
    };
  }

  async list(scope: DocumentScope): Promise<LeadDocumentView[]> {
    const rows = await this.rows.find({
      where: { organizationId: scope.organizationId, leadId: scope.leadId },
      relations: { user: true },
      order: { id: 'DESC' },
    });
    return rows.map((d) => this.present(d));
  }

  /** A document of this contact of this organization, or 404 (another tenant's id answers the same). */
  private async find(scope: DocumentScope, id: number): Promise<LeadDocument> {
    const row = await this.rows.findOne({
      where: { id, organizationId: scope.organizationId, leadId: scope.leadId },
      relations: { user: true },
    });
    if (!row) throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
    return row;
  }

  async upload(
    scope: DocumentScope,
    userId: number,
    file: UploadedDocument | undefined,
    input: DocumentUploadInput,
  ): Promise<LeadDocumentView> {
    const fileError = documentFileError(file);
    if (fileError || !file) throw ApiError.field('file', fileError ?? messages.required);
    await this.assertStorageLeft(scope.organizationId, file.size);
    const { extension } = splitFileName(file.originalname ?? '');
    const contentType = CONTENT_TYPE.test(file.mimetype ?? '') ? file.mimetype : 'application/octet-stream';
    const storageKey = randomKey('lead-doc');
    await this.storage.put(storageKey, file.buffer, contentType);
    try {
      const saved = await this.tx.run(async ({ manager }) => {
        const repo = manager.getRepository(LeadDocument);
        const row = await repo.save(
          repo.create({
            organizationId: scope.organizationId,
            leadId: scope.leadId,
            userId,
            name: input.name,
            fileExtension: extension,
            storageKey,
            contentType,
            size: file.size,
          }),
        );
        await writeHistory(
          manager,
          { organizationId: scope.organizationId, userId, action: 'document_added', leadIds: [scope.leadId] },
          [{ field: 'document', old: null, new: documentLabel(row) }],
        );
        return row;
      });
      return this.present(await this.find(scope, saved.id));
    } catch (err) {
      // Nothing refers to the bytes when the row was not written.
      await this.storage.delete(storageKey).catch(() => undefined);
      throw err;
    }
  }

  /**
   * An organization's documents take at most QUOTA_DOCUMENT_STORAGE_MB in all. Read before the bytes are stored,
   * without a lock: uploads running at the same moment can pass the cap by their own sizes (5 MB each), no more.
   */
  private async assertStorageLeft(organizationId: number, adding: number): Promise<void> {
    const { documentStorageMb } = this.config.quotas;
    const used = await this.rows
      .createQueryBuilder('d')
      .select('COALESCE(SUM(d.size), 0)', 'used')
      .where('d.organizationId = :organizationId', { organizationId })
      .getRawOne<{ used: string | number }>();
    if (Number(used?.used ?? 0) + adding > documentStorageMb * 1024 * 1024) {
      throw ApiError.field('file', leadDocumentsMessages.storageFull(documentStorageMb));
    }
  }

  async download(
    scope: DocumentScope,
    id: number,
  ): Promise<{ fileName: string; contentType: string; data: Buffer }> {
    const row = await this.find(scope, id);
    const data = await this.storage.get(row.storageKey);
    if (!data) throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
    return { fileName: documentLabel(row), contentType: row.contentType, data };
  }

  async remove(scope: DocumentScope, userId: number, id: number): Promise<void> {
    await this.tx.run(async ({ manager, afterCommit }) => {
      const row = await this.find(scope, id);
      await manager.getRepository(LeadDocument).delete({ id: row.id, organizationId: scope.organizationId });
      await writeHistory(
        manager,
        { organizationId: scope.organizationId, userId, action: 'document_deleted', leadIds: [scope.leadId] },
        [{ field: 'document', old: documentLabel(row), new: null }],
      );
      afterCommit(() => this.deleteStored(row));
    });
  }
}

/** 'Policy.pdf': the name as saved, with its extension. */
export const documentLabel = (d: Pick<LeadDocument, 'name' | 'fileExtension'>) =>
  d.fileExtension && !d.name.toLowerCase().endsWith(`.${d.fileExtension}`)
    ? `${d.name}.${d.fileExtension}`
    : d.name;
