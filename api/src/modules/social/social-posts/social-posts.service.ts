import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  defaultSocialWeight,
  generateHashtags,
  isCompletePost,
  messages,
  type Paginated,
  type SocialImageUpload,
  type SocialPost,
  type SocialPostInput,
  type SocialPostSource,
  type SocialTemplate,
  socialLimits,
} from '@ensemble/contracts';
import { type DataSource, type EntityManager, In, type Repository } from 'typeorm';
import { TransactionService } from '../../../engine/database/transaction.service';
import { ApiError } from '../../../engine/http/api-error';
import type { PageQuery } from '../../../engine/http/pagination';
import { STORAGE_PROVIDER, type StorageProvider } from '../../../engine/providers/storage/storage-provider';
import { UsersService } from '../../platform';
import {
  SocialCampaignRow,
  SocialPostRow,
  SocialPublicationRow,
  SocialUrlRow,
  SocialVideoJobRow,
} from '../social-data/social.entities';
import type { PageMeta } from './page-meta';
import { isAcceptedMediaUrl, mediaTypeOf } from './post-rules';
import { cancelPendingPublications } from './publications';
import { socialPage, searchOver } from './social-paging';
import { type PostFacts, presentPost } from './social-presenters';
import { SocialTemplatesService } from './social-templates.service';

const notFound = () => ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);

export type PostsQuery = PageQuery & { search: string };

/** The media columns of a post: its kind, preview and Reels flags. */
type MediaColumns = Pick<SocialPostRow, 'imageUrl' | 'mediaType' | 'thumbnail' | 'canBeReels' | 'isReels'>;

/**
 * A URL's posts (spec 3 §3 Post, §4 Post save and lifecycle): the form's create and edit, complete when they have
 * title, content and media; one that becomes incomplete leaves the queue and its schedule. Publishing (Post now,
 * queue, schedule) is SocialPublishingModule's, which answers with `present`.
 */
@Injectable()
export class SocialPostsService {
  constructor(
    @InjectRepository(SocialPostRow) private readonly posts: Repository<SocialPostRow>,
    @InjectRepository(SocialUrlRow) private readonly urls: Repository<SocialUrlRow>,
    @InjectRepository(SocialPublicationRow) private readonly publications: Repository<SocialPublicationRow>,
    @InjectRepository(SocialCampaignRow) private readonly campaigns: Repository<SocialCampaignRow>,
    @InjectRepository(SocialVideoJobRow) private readonly videoJobs: Repository<SocialVideoJobRow>,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(STORAGE_PROVIDER) private readonly storage: StorageProvider,
    private readonly users: UsersService,
    private readonly templates: SocialTemplatesService,
    private readonly tx: TransactionService,
  ) {}

  /** A URL's posts, newest first; search on title or content. */
  async list(organizationId: number, urlId: number, q: PostsQuery): Promise<Paginated<SocialPost>> {
    await this.findUrl(organizationId, urlId);
    const { rows, count } = await socialPage(q, ({ skip, take }) => {
      const qb = this.posts
        .createQueryBuilder('p')
        .where('p.organizationId = :organizationId AND p.urlId = :urlId', { organizationId, urlId });
      const search = searchOver(['p.title', 'p.description'], q.search);
      if (search) qb.andWhere(search.sql, search.params);
      return qb
        .orderBy('p.createdAt', 'DESC')
        .addOrderBy('p.id', 'DESC')
        .skip(skip)
        .take(take)
        .getManyAndCount();
    });
    return { results: await this.present(organizationId, rows), count };
  }

  async create(
    organizationId: number,
    urlId: number,
    userId: number,
    input: SocialPostInput,
  ): Promise<SocialPost> {
    await this.findUrl(organizationId, urlId);
    const media = await this.mediaColumns(organizationId, input);
    const row = await this.posts.save(
      this.posts.create({
        organizationId,
        urlId,
        title: input.title,
        description: input.description,
        weight: input.weight,
        ...media,
        complete: isCompletePost({ ...input, image_url: media.imageUrl }),
        source: 'manual' as SocialPostSource,
        createdById: userId,
        editedById: userId,
      }),
    );
    return this.presentOne(row);
  }

  /** One post; opening an RSS draft marks it read (the feeds' unread count). */
  async get(organizationId: number, urlId: number, postId: number): Promise<SocialPost> {
    const row = await this.findPost(organizationId, urlId, postId);
    if (row.rssUnread) {
      await this.posts.update({ organizationId, id: row.id }, { rssUnread: false });
      row.rssUnread = false;
    }
    return this.presentOne(row);
  }

  /**
   * The same payload as create. A post that is no longer complete cannot be published: it leaves the queue and
   * its schedule, and its pending publications are cancelled.
   */
  async update(
    organizationId: number,
    urlId: number,
    postId: number,
    userId: number,
    input: SocialPostInput,
  ): Promise<SocialPost> {
    const row = await this.findPost(organizationId, urlId, postId);
    const media = await this.mediaColumns(organizationId, input);
    const complete = isCompletePost({ ...input, image_url: media.imageUrl });
    const changes: Partial<SocialPostRow> = {
      title: input.title,
      description: input.description,
      weight: input.weight,
      ...media,
      complete,
      editedById: userId,
      ...(complete ? {} : { inQueue: false, scheduledAt: null }),
    };
    await this.tx.run(async ({ manager }) => {
      await manager.getRepository(SocialPostRow).update({ organizationId, id: row.id }, changes);
      if (!complete) await cancelPendingPublications(manager, organizationId, [row.id]);
    });
    return this.presentOne({ ...row, ...changes } as SocialPostRow);
  }

  async remove(organizationId: number, urlId: number, postId: number): Promise<void> {
    const row = await this.findPost(organizationId, urlId, postId);
    await this.tx.run(async ({ manager }) => {
      await cancelPendingPublications(manager, organizationId, [row.id]);
      await manager.getRepository(SocialPostRow).delete({ organizationId, id: row.id });
    });
  }

  async addToLibrary(organizationId: number, urlId: number, postId: number): Promise<SocialTemplate> {
    return this.templates.fromPost(await this.findPost(organizationId, urlId, postId));
  }

  /** Hashtags from the content, on our side (the schema refuses an empty content). */
  hashtags(content: string): { content: string } {
    return { content: generateHashtags(content) };
  }

  /** The post of the organization under that URL, else 404 (for the publishing calls too). */
  async findPost(organizationId: number, urlId: number, postId: number): Promise<SocialPostRow> {
    const row = await this.posts.findOneBy({ organizationId, urlId, id: postId });
    if (!row) throw notFound();
    return row;
  }

  /**
   * The import's draft (spec: the page's description and image): incomplete unless it has title, content and
   * image. Written on the caller's transaction, with the URL it is made for.
   */
  async insertImportDraft(
    manager: EntityManager,
    url: SocialUrlRow,
    userId: number,
    meta: Omit<PageMeta, 'image'> & { image: SocialImageUpload | null },
    fallbackTitle: string,
  ): Promise<SocialPostRow> {
    const title = (meta.title ?? fallbackTitle).slice(0, socialLimits.titleMaxLength);
    const description = (meta.description ?? '').slice(0, socialLimits.descriptionMaxLength);
    const repo = manager.getRepository(SocialPostRow);
    return repo.save(
      repo.create({
        organizationId: url.organizationId,
        urlId: url.id,
        title,
        description,
        weight: defaultSocialWeight,
        imageUrl: meta.image?.url ?? null,
        mediaType: meta.image ? 'image' : null,
        thumbnail: meta.image?.thumbnail ?? null,
        complete: isCompletePost({ title, description, image_url: meta.image?.url ?? null }),
        source: 'import' as SocialPostSource,
        createdById: userId,
        editedById: userId,
      }),
    );
  }

  /**
   * The answers of a page of posts: their URLs, pending scheduled publications, the organization's campaign and
   * the names of their authors, each read once for the page.
   */
  async present(organizationId: number, rows: SocialPostRow[]): Promise<SocialPost[]> {
    if (rows.length === 0) return [];
    const postIds = rows.map((r) => r.id);
    const urlIds = [...new Set(rows.map((r) => r.urlId))];
    const userIds = [
      ...new Set(rows.flatMap((r) => [r.createdById, r.editedById]).filter((x): x is number => x !== null)),
    ];
    const [urls, scheduled, campaign, users] = await Promise.all([
      this.urls.find({ select: { id: true, title: true }, where: { organizationId, id: In(urlIds) } }),
      rows.some((r) => r.scheduledAt !== null)
        ? this.publications.find({
            select: { id: true, postId: true },
            where: { organizationId, postId: In(postIds), kind: 'scheduled', status: 'pending' },
          })
        : Promise.resolve([]),
      rows.some((r) => r.inQueue)
        ? this.campaigns.findOne({ select: { id: true }, where: { organizationId } })
        : Promise.resolve(null),
      userIds.length ? this.users.findByIds(this.dataSource.manager, userIds) : Promise.resolve([]),
    ]);
    const urlById = new Map(urls.map((u) => [u.id, { id: u.id, title: u.title }]));
    const scheduledOf = new Map<number, number>();
    for (const p of scheduled)
      if (p.postId !== null) scheduledOf.set(p.postId, Math.max(p.id, scheduledOf.get(p.postId) ?? 0));
    const names = new Map(users.map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim() || u.email]));
    const nameOf = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
    return rows.map((row) => {
      const facts: PostFacts = {
        url: urlById.get(row.urlId) ?? { id: row.urlId, title: '' },
        scheduledId: scheduledOf.get(row.id) ?? null,
        campaignId: campaign?.id ?? null,
        createdBy: nameOf(row.createdById),
        editedBy: nameOf(row.editedById),
      };
      return presentPost(row, facts);
    });
  }

  private async presentOne(row: SocialPostRow): Promise<SocialPost> {
    const [out] = await this.present(row.organizationId, [row]);
    return out!;
  }

  private async findUrl(organizationId: number, urlId: number): Promise<SocialUrlRow> {
    const row = await this.urls.findOneBy({ organizationId, id: urlId });
    if (!row) throw notFound();
    return row;
  }

  /**
   * The media of a payload: any http(s) address or one of our stored files (nothing is fetched). A video processed
   * by our job brings its thumbnail and whether it can be Reels; an image is its own preview.
   */
  private async mediaColumns(organizationId: number, input: SocialPostInput): Promise<MediaColumns> {
    const imageUrl = input.image_url?.trim() || null;
    if (imageUrl === null)
      return { imageUrl: null, mediaType: null, thumbnail: null, canBeReels: false, isReels: false };
    if (!isAcceptedMediaUrl(imageUrl, (u) => this.storage.keyOfUrl(u) !== null))
      throw ApiError.field('image_url', messages.urlInvalid);
    const job = await this.videoJobs.findOne({
      select: { id: true, thumbnail: true, canBeReels: true },
      where: { organizationId, url: imageUrl, status: 'finished' },
      order: { id: 'DESC' },
    });
    const mediaType = job ? 'video' : mediaTypeOf(imageUrl);
    const canBeReels = mediaType === 'video' && (job ? job.canBeReels : input.can_be_reels);
    return {
      imageUrl,
      mediaType,
      thumbnail: job ? job.thumbnail : mediaType === 'image' ? imageUrl : null,
      canBeReels,
      isReels: canBeReels && input.is_reels,
    };
  }
}
