import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Paginated, SocialPostLog } from '@ensemble/contracts';
import { type DataSource, In } from 'typeorm';
import { SocialPostLogRow, SocialPostRow } from '../social-data/social.entities';

export interface PostLogsQuery {
  page: number;
  per_page: number;
  ordering: string;
  results__success?: boolean;
}

/** The post logs (spec 3 §2 Post logs panel: all, success, error; §7 post-results/), newest first by default. */
@Injectable()
export class SocialPostLogsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(organizationId: number, q: PostLogsQuery): Promise<Paginated<SocialPostLog>> {
    const direction = q.ordering === 'created_at' ? 'ASC' : 'DESC';
    const qb = this.dataSource
      .getRepository(SocialPostLogRow)
      .createQueryBuilder('l')
      .where('l.organizationId = :organizationId', { organizationId });
    if (q.results__success !== undefined)
      qb.andWhere('l.allSuccess = :success', { success: q.results__success });
    const [rows, count] = await qb
      .orderBy('l.createdAt', direction)
      .addOrderBy('l.id', direction)
      .skip((q.page - 1) * q.per_page)
      .take(q.per_page)
      .getManyAndCount();
    return { results: await this.present(organizationId, rows), count };
  }

  private async present(organizationId: number, rows: SocialPostLogRow[]): Promise<SocialPostLog[]> {
    const ids = [...new Set(rows.flatMap((r) => (r.postId === null ? [] : [r.postId])))];
    const posts = new Map(
      (ids.length
        ? await this.dataSource.manager.find(SocialPostRow, {
            select: { id: true, title: true, urlId: true },
            where: { organizationId, id: In(ids) },
          })
        : []
      ).map((p) => [p.id, p] as const),
    );
    return rows.map((r) => {
      const post = r.postId === null ? undefined : posts.get(r.postId);
      return {
        id: r.id,
        created_at: r.createdAt.toISOString(),
        all_success: r.allSuccess,
        post: post ? { id: post.id, title: post.title, url_id: post.urlId } : null,
        results: r.results as SocialPostLog['results'],
      };
    });
  }
}
