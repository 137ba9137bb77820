import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type EmailTemplate,
  type EmailTemplateFolder,
  type EmailTemplateSummary,
  messages,
} from '@ensemble/contracts';
import { IsNull, type Repository } from 'typeorm';
import { ApiError } from '../../../engine/http/api-error';
import { EmailTemplateFolderRow, EmailTemplateRow } from './email-template.entities';
import { presentFolder, presentSummary, presentTemplate } from './template-presenters';
import { TemplateFoldersService } from './template-folders.service';

/** The shared library as every signed-in user reads it: folders, their templates, one template's design. */
@Injectable()
export class EmailLibraryService {
  constructor(
    @InjectRepository(EmailTemplateFolderRow) private readonly folders: Repository<EmailTemplateFolderRow>,
    @InjectRepository(EmailTemplateRow) private readonly templates: Repository<EmailTemplateRow>,
    private readonly folderCounts: TemplateFoldersService,
  ) {}

  async listFolders(): Promise<EmailTemplateFolder[]> {
    const rows = await this.folders.find({
      where: { organizationId: IsNull() },
      order: { nameNormalized: 'ASC', id: 'ASC' },
    });
    const counts = await this.folderCounts.counts(null, rows);
    return rows.map((f) => presentFolder(f, counts.get(f.id) ?? 0));
  }

  /** A folder's templates, or all of them, in the order they were added to the library. */
  async listTemplates(folder: number | null): Promise<EmailTemplateSummary[]> {
    const rows = await this.templates.find({
      where: { organizationId: IsNull(), ...(folder != null ? { folderId: folder } : {}) },
      order: { id: 'ASC' },
    });
    return rows.map(presentSummary);
  }

  async get(id: number): Promise<EmailTemplate> {
    const row = await this.templates.findOneBy({ id, organizationId: IsNull() });
    if (!row) throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
    return presentTemplate(row);
  }
}
