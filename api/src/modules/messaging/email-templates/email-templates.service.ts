import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type EmailTemplate,
  type EmailTemplateSummary,
  emailConstants,
  emailMessages,
  type emailTemplateSchema,
  type emailTemplatesQuerySchema,
  type emailTemplateUpdateSchema,
  messages,
  type Paginated,
} from '@ensemble/contracts';
import { type FindOptionsWhere, IsNull, type Repository } from 'typeorm';
import type { InferType } from 'yup';
import { isForeignKeyViolation } from '../../../engine/database/query-errors';
import { ApiError } from '../../../engine/http/api-error';
import { LIKE_ESCAPE, likePattern, pageWindow, toPage } from '../../../engine/http/pagination';
import { EmailTemplateFolderRow, EmailTemplateRow, templateWrite } from './email-template.entities';
import { normalized, presentSummary, presentTemplate } from './template-presenters';
import { templateContent } from './template-content';
import { TemplateThumbnails } from './template-thumbnails';
import { TemplateUsage } from './template-usage';
import { TextTemplatesService } from './text-templates.service';

export type CreateTemplateInput = InferType<typeof emailTemplateSchema>;
export type UpdateTemplateInput = InferType<typeof emailTemplateUpdateSchema>;
export type TemplatesQuery = InferType<typeof emailTemplatesQuerySchema>;

const notFound = () => ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
const readOnly = () => ApiError.detail(HttpStatus.FORBIDDEN, emailMessages.libraryReadOnly);
const COPY = ' (copy)';

/**
 * An organization's email templates (spec 3 §2, §3, §7 'Templates'), and the library's as the organization
 * sees them: it may open, duplicate and send a library template, never change or delete one.
 */
@Injectable()
export class EmailTemplatesService {
  constructor(
    @InjectRepository(EmailTemplateRow) private readonly templates: Repository<EmailTemplateRow>,
    @InjectRepository(EmailTemplateFolderRow) private readonly folders: Repository<EmailTemplateFolderRow>,
    private readonly thumbnails: TemplateThumbnails,
    private readonly usage: TemplateUsage,
    private readonly texts: TextTemplatesService,
  ) {}

  /** A folder's templates; without one, those in no folder; a search looks at every title of the organization. */
  async list(organizationId: number, q: TemplatesQuery): Promise<Paginated<EmailTemplateSummary>> {
    const qb = this.templates
      .createQueryBuilder('t')
      .where('t.organizationId = :organizationId', { organizationId });
    if (q.folder != null) {
      await this.ownFolder(organizationId, q.folder, notFound);
      qb.andWhere('t.folderId = :folder', { folder: q.folder });
    } else if (!q.search) {
      qb.andWhere('t.folderId IS NULL');
    }
    if (q.search) qb.andWhere(`t.titleNormalized LIKE :q ${LIKE_ESCAPE}`, { q: likePattern(q.search) });
    const { skip, take } = pageWindow(q);
    const [rows, count] = await qb.orderBy('t.id', 'DESC').skip(skip).take(take).getManyAndCount();
    return toPage(rows, count, presentSummary);
  }

  async get(organizationId: number, id: number): Promise<EmailTemplate> {
    return presentTemplate(await this.visible(organizationId, id));
  }

  async create(organizationId: number, input: CreateTemplateInput): Promise<EmailTemplate> {
    if (input.folder != null)
      await this.ownFolder(organizationId, input.folder, () =>
        ApiError.field('folder', messages.invalidChoice),
      );
    if (input.base_template != null) await this.libraryTemplate(input.base_template);
    const content = await templateContent(input.html, input.design);
    const thumbnailUrl = input.thumbnail
      ? await this.thumbnails.store(organizationId, input.thumbnail)
      : null;
    try {
      const saved = await this.templates.save(
        this.templates.create({
          organizationId,
          title: input.title,
          titleNormalized: normalized(input.title),
          ...content,
          thumbnailUrl,
          folderId: input.folder,
          baseTemplateId: input.base_template,
          libraryKey: null,
          libraryHash: null,
        }),
      );
      return presentTemplate(saved);
    } catch (err) {
      await this.thumbnails.remove([thumbnailUrl]);
      if (isForeignKeyViolation(err)) throw ApiError.field('folder', messages.invalidChoice);
      throw err;
    }
  }

  /** Rename, move (folder null: out of any folder), save from the builder, or replace the thumbnail. */
  async update(organizationId: number, id: number, input: UpdateTemplateInput): Promise<EmailTemplate> {
    const row = await this.own(organizationId, id);
    const changes: Partial<EmailTemplateRow> = {};
    if (input.title !== undefined) {
      changes.title = input.title;
      changes.titleNormalized = normalized(input.title);
    }
    if (input.folder !== undefined) {
      if (input.folder !== null)
        await this.ownFolder(organizationId, input.folder, () =>
          ApiError.field('folder', messages.invalidChoice),
        );
      changes.folderId = input.folder;
    }
    // A new design recompiles the HTML; HTML alone replaces the design, which no longer describes it. (The
    // schema casts an absent html to '': an empty one is taken as not sent, never as blanking the template.)
    if (input.design !== undefined)
      Object.assign(changes, await templateContent(input.html ?? '', input.design));
    else if (input.html) Object.assign(changes, await templateContent(input.html, null));
    let replaced: string | null = null;
    if (input.thumbnail !== undefined) {
      changes.thumbnailUrl = input.thumbnail
        ? await this.thumbnails.store(organizationId, input.thumbnail)
        : null;
      replaced = row.thumbnailUrl;
    }
    try {
      await this.templates.update({ organizationId, id }, templateWrite(changes));
    } catch (err) {
      if (changes.thumbnailUrl) await this.thumbnails.remove([changes.thumbnailUrl]);
      // The folder was deleted between the check above and the write.
      if (isForeignKeyViolation(err)) throw ApiError.field('folder', messages.invalidChoice);
      throw err;
    }
    if (replaced) await this.thumbnails.remove([replaced]);
    return presentTemplate(await this.own(organizationId, id));
  }

  /** Whether a pending email or an automation uses the template (the organization's or a library one). */
  async isUsed(organizationId: number, id: number): Promise<boolean> {
    await this.visible(organizationId, id);
    return this.usage.isUsed(organizationId, 'email', id);
  }

  /** Cancels what uses the template, then deletes it and its thumbnail. */
  async remove(organizationId: number, id: number): Promise<void> {
    const row = await this.own(organizationId, id);
    await this.usage.cancelUses(organizationId, 'email', id);
    const deleted = await this.templates.delete({ organizationId, id });
    if (!deleted.affected) throw notFound();
    await this.thumbnails.remove([row.thumbnailUrl]);
  }

  /**
   * '<title> (copy)' in the same folder. A library template is copied into the organization, out of any folder,
   * with the library template as its base.
   */
  async duplicate(organizationId: number, id: number): Promise<EmailTemplate> {
    const source = await this.visible(organizationId, id);
    const library = source.organizationId === null;
    const title = `${source.title.slice(0, emailConstants.templateTitleMax - COPY.length)}${COPY}`;
    const thumbnailUrl = await this.thumbnails.copy(organizationId, source.thumbnailUrl);
    let saved: EmailTemplateRow;
    try {
      saved = await this.templates.save(
        this.templates.create({
          organizationId,
          title,
          titleNormalized: normalized(title),
          html: source.html,
          design: source.design,
          thumbnailUrl,
          folderId: library ? null : source.folderId,
          baseTemplateId: library ? source.id : source.baseTemplateId,
          libraryKey: null,
          libraryHash: null,
        }),
      );
    } catch (err) {
      await this.thumbnails.remove([thumbnailUrl]);
      // The source's folder, and the source with it, was deleted meanwhile.
      if (isForeignKeyViolation(err)) throw notFound();
      throw err;
    }
    return presentTemplate(saved);
  }

  /** What the sending module sends: the organization's template or a library one; null when there is none. */
  async emailTemplateForSend(
    organizationId: number,
    id: number,
  ): Promise<{ id: number; title: string; html: string } | null> {
    const row = await this.templates.findOne({
      select: { id: true, title: true, html: true },
      where: this.visibleWhere(organizationId, id),
    });
    return row ? { id: row.id, title: row.title, html: row.html } : null;
  }

  /** What the sending module sends as text; null when the organization has no such text template. */
  textTemplateForSend(
    organizationId: number,
    id: number,
  ): Promise<{ id: number; title: string; template: string } | null> {
    return this.texts.textTemplateForSend(organizationId, id);
  }

  private visibleWhere(organizationId: number, id: number): FindOptionsWhere<EmailTemplateRow>[] {
    return [
      { id, organizationId },
      { id, organizationId: IsNull() },
    ];
  }

  /** The organization's template or a library one; 404 otherwise (another organization's, deleted). */
  private async visible(organizationId: number, id: number): Promise<EmailTemplateRow> {
    const row = await this.templates.findOne({ where: this.visibleWhere(organizationId, id) });
    if (!row) throw notFound();
    return row;
  }

  /** The organization's own template; a library template is read-only (403), anything else 404. */
  private async own(organizationId: number, id: number): Promise<EmailTemplateRow> {
    const row = await this.visible(organizationId, id);
    if (row.organizationId === null) throw readOnly();
    return row;
  }

  private async ownFolder(organizationId: number, id: number, refuse: () => ApiError): Promise<void> {
    if (!(await this.folders.exists({ where: { organizationId, id } }))) throw refuse();
  }

  private async libraryTemplate(id: number): Promise<void> {
    if (!(await this.templates.exists({ where: { id, organizationId: IsNull() } })))
      throw ApiError.field('base_template', messages.invalidChoice);
  }
}
