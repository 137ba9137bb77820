import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { SocialTemplate, SocialTemplateFolder } from '@ensemble/contracts';
import type { Repository } from 'typeorm';
import { SocialPostRow, SocialTemplateFolderRow, SocialTemplateRow } from '../social-data/social.entities';
import { leadingHashtags } from './post-rules';
import { searchOver } from './social-paging';
import { presentFolder, presentTemplate } from './social-presenters';

export interface TemplatesQuery {
  search: string;
  folderId?: number;
}

/** The organization's post library (spec 3 §2 template chooser, §3 Social template and folder). */
@Injectable()
export class SocialTemplatesService {
  constructor(
    @InjectRepository(SocialTemplateRow) private readonly templates: Repository<SocialTemplateRow>,
    @InjectRepository(SocialTemplateFolderRow) private readonly folders: Repository<SocialTemplateFolderRow>,
  ) {}

  /** A folder's templates (folderId), or all of them; newest first, narrowed by search on title or description. */
  async list(organizationId: number, q: TemplatesQuery): Promise<SocialTemplate[]> {
    const qb = this.templates
      .createQueryBuilder('t')
      .where('t.organizationId = :organizationId', { organizationId });
    if (q.folderId !== undefined) qb.andWhere('t.folderId = :folderId', { folderId: q.folderId });
    const search = searchOver(['t.title', 't.description'], q.search);
    if (search) qb.andWhere(search.sql, search.params);
    const rows = await qb.orderBy('t.createdAt', 'DESC').addOrderBy('t.id', 'DESC').getMany();
    return rows.map(presentTemplate);
  }

  async listFolders(organizationId: number): Promise<SocialTemplateFolder[]> {
    const rows = await this.folders.find({ where: { organizationId }, order: { name: 'ASC', id: 'ASC' } });
    return rows.map(presentFolder);
  }

  /** 'Add to library': the post kept as a template in no folder, its hashtags the ones its description starts with. */
  async fromPost(post: SocialPostRow): Promise<SocialTemplate> {
    const row = await this.templates.save(
      this.templates.create({
        organizationId: post.organizationId,
        folderId: null,
        title: post.title,
        description: post.description,
        image: post.imageUrl,
        hashtags: leadingHashtags(post.description).slice(0, 1000),
        weight: post.weight,
      }),
    );
    return presentTemplate(row);
  }
}
