import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { messages, type Paginated, type TextTemplate } from '@ensemble/contracts';
import type { Repository } from 'typeorm';
import { ApiError } from '../../../engine/http/api-error';
import {
  LIKE_ESCAPE,
  likePattern,
  type PageQuery,
  pageWindow,
  toPage,
} from '../../../engine/http/pagination';
import { TextTemplateRow } from './email-template.entities';
import { normalized, presentTextTemplate } from './template-presenters';
import { TemplateUsage } from './template-usage';

const notFound = () => ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);

export interface TextTemplateInput {
  title: string;
  template: string;
}

/** Text templates (spec 3 §2 'Text Templates'): an organization's plain-text bodies for emails and texts. */
@Injectable()
export class TextTemplatesService {
  constructor(
    @InjectRepository(TextTemplateRow) private readonly texts: Repository<TextTemplateRow>,
    private readonly usage: TemplateUsage,
  ) {}

  /** Newest first; search the title. */
  async list(organizationId: number, q: PageQuery & { search: string }): Promise<Paginated<TextTemplate>> {
    const qb = this.texts
      .createQueryBuilder('t')
      .where('t.organizationId = :organizationId', { organizationId });
    if (q.search) qb.andWhere(`t.titleNormalized LIKE :q ${LIKE_ESCAPE}`, { q: likePattern(q.search) });
    const { skip, take } = pageWindow(q);
    const [rows, count] = await qb.orderBy('t.id', 'DESC').skip(skip).take(take).getManyAndCount();
    return toPage(rows, count, presentTextTemplate);
  }

  async get(organizationId: number, id: number): Promise<TextTemplate> {
    return presentTextTemplate(await this.own(organizationId, id));
  }

  async create(organizationId: number, input: TextTemplateInput): Promise<TextTemplate> {
    const saved = await this.texts.save(
      this.texts.create({
        organizationId,
        title: input.title,
        titleNormalized: normalized(input.title),
        template: input.template,
      }),
    );
    return presentTextTemplate(saved);
  }

  async update(organizationId: number, id: number, input: TextTemplateInput): Promise<TextTemplate> {
    await this.own(organizationId, id);
    await this.texts.update(
      { organizationId, id },
      { title: input.title, titleNormalized: normalized(input.title), template: input.template },
    );
    return this.get(organizationId, id);
  }

  async isUsed(organizationId: number, id: number): Promise<boolean> {
    await this.own(organizationId, id);
    return this.usage.isUsed(organizationId, 'text', id);
  }

  /** Cancels what uses the text template, then deletes it. */
  async remove(organizationId: number, id: number): Promise<void> {
    await this.own(organizationId, id);
    await this.usage.cancelUses(organizationId, 'text', id);
    const deleted = await this.texts.delete({ organizationId, id });
    if (!deleted.affected) throw notFound();
  }

  /** What the sending module sends; null when the organization has no such text template. */
  async textTemplateForSend(
    organizationId: number,
    id: number,
  ): Promise<{ id: number; title: string; template: string } | null> {
    const row = await this.texts.findOneBy({ organizationId, id });
    return row ? { id: row.id, title: row.title, template: row.template } : null;
  }

  private async own(organizationId: number, id: number): Promise<TextTemplateRow> {
    const row = await this.texts.findOneBy({ organizationId, id });
    if (!row) throw notFound();
    return row;
  }
}
