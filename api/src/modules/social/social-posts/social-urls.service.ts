import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  messages,
  type Paginated,
  type SocialPost,
  type SocialUrl,
  type SocialUrlInput,
  type SocialUrlOption,
  socialLimits,
  socialMessages,
} from '@ensemble/contracts';
import { type EntityManager, In, type Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../engine/config/app-config';
import { TransactionService } from '../../../engine/database/transaction.service';
import { ApiError } from '../../../engine/http/api-error';
import type { PageQuery } from '../../../engine/http/pagination';
import { safeFetch, UrlNotAllowedError } from '../../../engine/net/safe-fetch';
import { SocialPostRow, SocialUrlRow } from '../social-data/social.entities';
import { SocialImagesService } from '../social-media/social-images.service';
import { decodePage } from './page-decoding';
import { type PageMeta, readPageMeta } from './page-meta';
import { cancelPendingPublications } from './publications';
import { socialPage, searchOver } from './social-paging';
import { presentUrl, presentUrlOption, type UrlCounts } from './social-presenters';
import { SocialPostsService } from './social-posts.service';

const notFound = () => ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);

export type UrlsQuery = PageQuery & { search: string };

/** The imported page's fetch: a page is small, and a slow site must not hold the request long. */
const PAGE_FETCH = {
  timeoutMs: 10_000,
  maxBytes: 2 * 1024 * 1024,
  accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
  userAgent: 'Ensemble/1.0 (+page import)',
} as const;

/**
 * The organization's social URLs (spec 3 §2 URL list, §3 Social URL): the pages it posts about, with their posts'
 * counts, and the import of a page as a URL and a draft post.
 */
@Injectable()
export class SocialUrlsService {
  constructor(
    @InjectRepository(SocialUrlRow) private readonly urls: Repository<SocialUrlRow>,
    @InjectRepository(SocialPostRow) private readonly posts: Repository<SocialPostRow>,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'outboundFetchAllow'>,
    private readonly postsService: SocialPostsService,
    private readonly tx: TransactionService,
    private readonly images: SocialImagesService,
  ) {}

  /** Newest first; search on title or address. */
  async list(organizationId: number, q: UrlsQuery): Promise<Paginated<SocialUrl>> {
    const { rows, count } = await socialPage(q, ({ skip, take }) => {
      const qb = this.urls
        .createQueryBuilder('u')
        .where('u.organizationId = :organizationId', { organizationId });
      const search = searchOver(['u.title', 'u.url'], q.search);
      if (search) qb.andWhere(search.sql, search.params);
      return qb
        .orderBy('u.createdAt', 'DESC')
        .addOrderBy('u.id', 'DESC')
        .skip(skip)
        .take(take)
        .getManyAndCount();
    });
    const counts = await this.countsOf(
      organizationId,
      rows.map((r) => r.id),
    );
    return { results: rows.map((r) => presentUrl(r, counts.get(r.id))), count };
  }

  /** Every URL, for the post form's select. */
  async options(organizationId: number): Promise<SocialUrlOption[]> {
    const rows = await this.urls.find({ where: { organizationId }, order: { title: 'ASC', id: 'ASC' } });
    return rows.map(presentUrlOption);
  }

  async get(organizationId: number, urlId: number): Promise<SocialUrl> {
    const row = await this.find(organizationId, urlId);
    return presentUrl(row, (await this.countsOf(organizationId, [row.id])).get(row.id));
  }

  async create(organizationId: number, input: SocialUrlInput): Promise<SocialUrl> {
    const row = await this.urls.save(
      this.urls.create({ organizationId, title: input.title, url: input.url }),
    );
    return presentUrl(row, undefined);
  }

  async update(organizationId: number, urlId: number, input: SocialUrlInput): Promise<SocialUrl> {
    const row = await this.find(organizationId, urlId);
    await this.urls.update({ organizationId, id: row.id }, { title: input.title, url: input.url });
    return this.get(organizationId, row.id);
  }

  /** Deletes the URL and its posts; their pending publications are cancelled. */
  async remove(organizationId: number, urlId: number): Promise<void> {
    const row = await this.find(organizationId, urlId);
    await this.tx.run(({ manager }) => this.deleteUrls(manager, organizationId, [row.id]));
  }

  /** The selected URLs of the organization (an id that is not one of them is left alone and not counted). */
  async bulkRemove(organizationId: number, ids: number[]): Promise<{ deleted: number }> {
    const own = await this.urls.find({ select: { id: true }, where: { organizationId, id: In(ids) } });
    if (own.length === 0) return { deleted: 0 };
    await this.tx.run(({ manager }) =>
      this.deleteUrls(
        manager,
        organizationId,
        own.map((r) => r.id),
      ),
    );
    return { deleted: own.length };
  }

  /**
   * Imports a page through the SSRF guard: a URL titled as the page (else its host) and, when the page has a
   * description or an image, a draft post made from them.
   */
  async import(
    organizationId: number,
    userId: number,
    address: string,
  ): Promise<{ url: SocialUrl; post: SocialPost | null }> {
    const { meta, host } = await this.readPage(address);
    const title = (meta.title ?? host).slice(0, socialLimits.titleMaxLength);
    // The page's picture becomes the draft's media only as an upload would: fetched, checked, ours.
    const image = meta.image ? await this.images.adopt({ userId }, meta.image) : null;
    const { url, post } = await this.tx.run(async ({ manager }) => {
      const repo = manager.getRepository(SocialUrlRow);
      const url = await repo.save(repo.create({ organizationId, title, url: address }));
      const post =
        meta.description !== null || image !== null
          ? await this.postsService.insertImportDraft(manager, url, userId, { ...meta, image }, title)
          : null;
      return { url, post };
    });
    return {
      url: presentUrl(url, post ? { posts: 1, complete: post.complete ? 1 : 0 } : undefined),
      post: post ? ((await this.postsService.present(organizationId, [post]))[0] ?? null) : null,
    };
  }

  private async readPage(address: string): Promise<{ meta: PageMeta; host: string }> {
    try {
      const res = await safeFetch(address, { ...PAGE_FETCH, allow: this.config.outboundFetchAllow });
      if (res.status < 200 || res.status >= 300) throw new Error(`HTTP ${res.status}`);
      return {
        meta: readPageMeta(decodePage(res.body, res.contentType), res.url),
        host: new URL(res.url).hostname,
      };
    } catch (err) {
      if (err instanceof UrlNotAllowedError) throw ApiError.field('url', socialMessages.urlNotAllowed);
      throw ApiError.field('url', socialMessages.pageUnreadable);
    }
  }

  /** The URL of the organization, else 404. */
  private async find(organizationId: number, urlId: number): Promise<SocialUrlRow> {
    const row = await this.urls.findOneBy({ organizationId, id: urlId });
    if (!row) throw notFound();
    return row;
  }

  /** Posts, complete posts per URL, in one grouped query for a page of URLs. */
  private async countsOf(organizationId: number, urlIds: number[]): Promise<Map<number, UrlCounts>> {
    if (urlIds.length === 0) return new Map();
    const raw = await this.posts
      .createQueryBuilder('p')
      .select('p.urlId', 'urlId')
      .addSelect('COUNT(*)', 'posts')
      .addSelect('SUM(CASE WHEN p.complete = 1 THEN 1 ELSE 0 END)', 'complete')
      .where('p.organizationId = :organizationId', { organizationId })
      .andWhere('p.urlId IN (:...urlIds)', { urlIds })
      .groupBy('p.urlId')
      .getRawMany<{ urlId: number | string; posts: number | string; complete: number | string | null }>();
    return new Map(
      raw.map((r) => [Number(r.urlId), { posts: Number(r.posts), complete: Number(r.complete ?? 0) }]),
    );
  }

  /** URLs go with their posts; the posts' pending publications are cancelled first (they hold no foreign key). */
  private async deleteUrls(manager: EntityManager, organizationId: number, urlIds: number[]): Promise<void> {
    const posts = await manager
      .getRepository(SocialPostRow)
      .find({ select: { id: true }, where: { organizationId, urlId: In(urlIds) } });
    await cancelPendingPublications(
      manager,
      organizationId,
      posts.map((p) => p.id),
    );
    await manager.getRepository(SocialPostRow).delete({ organizationId, urlId: In(urlIds) });
    await manager.getRepository(SocialUrlRow).delete({ organizationId, id: In(urlIds) });
  }
}
