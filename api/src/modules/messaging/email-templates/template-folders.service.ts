import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EmailTemplateFolder, messages, type Paginated } from '@ensemble/contracts';
import { In, IsNull, type Repository } from 'typeorm';
import { forUpdate } from '../../../engine/database/dialect';
import { TransactionService } from '../../../engine/database/transaction.service';
import { ApiError } from '../../../engine/http/api-error';
import {
  LIKE_ESCAPE,
  likePattern,
  type PageQuery,
  pageWindow,
  toPage,
} from '../../../engine/http/pagination';
import { EmailTemplateFolderRow, EmailTemplateRow } from './email-template.entities';
import { normalized, presentFolder } from './template-presenters';
import { TemplateThumbnails } from './template-thumbnails';
import { TemplateUsage } from './template-usage';

const notFound = () => ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);

/** Template folders of an organization (spec 3 §2 'Template view'), and the counts the library's share. */
@Injectable()
export class TemplateFoldersService {
  constructor(
    @InjectRepository(EmailTemplateFolderRow) private readonly folders: Repository<EmailTemplateFolderRow>,
    @InjectRepository(EmailTemplateRow) private readonly templates: Repository<EmailTemplateRow>,
    private readonly thumbnails: TemplateThumbnails,
    private readonly usage: TemplateUsage,
    private readonly tx: TransactionService,
  ) {}

  /** By name, each with how many templates it holds. */
  async list(
    organizationId: number,
    q: PageQuery & { search: string },
  ): Promise<Paginated<EmailTemplateFolder>> {
    const qb = this.folders
      .createQueryBuilder('f')
      .where('f.organizationId = :organizationId', { organizationId });
    if (q.search) qb.andWhere(`f.nameNormalized LIKE :q ${LIKE_ESCAPE}`, { q: likePattern(q.search) });
    const { skip, take } = pageWindow(q);
    const [rows, count] = await qb
      .orderBy('f.nameNormalized', 'ASC')
      .addOrderBy('f.id', 'ASC')
      .skip(skip)
      .take(take)
      .getManyAndCount();
    const counts = await this.counts(organizationId, rows);
    return toPage(rows, count, (f) => presentFolder(f, counts.get(f.id) ?? 0));
  }

  async create(organizationId: number, { name }: { name: string }): Promise<EmailTemplateFolder> {
    const saved = await this.folders.save(
      this.folders.create({ organizationId, name, nameNormalized: normalized(name), libraryKey: null }),
    );
    return presentFolder(saved, 0);
  }

  async rename(organizationId: number, id: number, { name }: { name: string }): Promise<EmailTemplateFolder> {
    const row = await this.own(organizationId, id);
    await this.folders.update({ organizationId, id }, { name, nameNormalized: normalized(name) });
    const counts = await this.counts(organizationId, [row]);
    return presentFolder({ ...row, name, nameNormalized: normalized(name) }, counts.get(id) ?? 0);
  }

  /**
   * The folder and every template in it (spec 3 §8: 'removes all of its content'), in one transaction, after
   * what used those templates is cancelled; their thumbnails go once it has committed. The folder row is locked
   * first: a template moved in meanwhile is either in before the lock (and read here, and deleted with the rest)
   * or refused by the foreign key once the folder is gone (email_templates.folder_id).
   */
  async remove(organizationId: number, id: number): Promise<void> {
    await this.own(organizationId, id);
    const before = await this.inside(this.templates, organizationId, id);
    for (const t of before) await this.usage.cancelUses(organizationId, 'email', t.id);
    await this.tx.run(async ({ manager, afterCommit }) => {
      const folder = await forUpdate(
        manager.getRepository(EmailTemplateFolderRow).createQueryBuilder('f').where({ organizationId, id }),
      ).getOne();
      if (!folder) throw notFound();
      const inside = await this.inside(manager.getRepository(EmailTemplateRow), organizationId, id);
      await manager.getRepository(EmailTemplateRow).delete({ organizationId, folderId: id });
      await manager.getRepository(EmailTemplateFolderRow).delete({ organizationId, id });
      afterCommit(() => this.thumbnails.remove(inside.map((t) => t.thumbnailUrl)));
    });
  }

  private inside(templates: Repository<EmailTemplateRow>, organizationId: number, folderId: number) {
    return templates.find({ select: { id: true, thumbnailUrl: true }, where: { organizationId, folderId } });
  }

  /** How many templates each folder holds (organizationId null: the library's). */
  async counts(organizationId: number | null, rows: { id: number }[]): Promise<Map<number, number>> {
    if (!rows.length) return new Map();
    const raw = await this.templates
      .createQueryBuilder('t')
      .select('t.folderId', 'folder')
      .addSelect('COUNT(*)', 'n')
      .where(organizationId === null ? { organizationId: IsNull() } : { organizationId })
      .andWhere({ folderId: In(rows.map((r) => r.id)) })
      .groupBy('t.folderId')
      .getRawMany<{ folder: number | string; n: number | string }>();
    return new Map(raw.map((r) => [Number(r.folder), Number(r.n)]));
  }

  private async own(organizationId: number, id: number): Promise<EmailTemplateFolderRow> {
    const row = await this.folders.findOneBy({ organizationId, id });
    if (!row) throw notFound();
    return row;
  }
}
