import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { messages, type Paginated, type SocialRssFeed, socialMessages } from '@ensemble/contracts';
import { In, type Repository } from 'typeorm';
import { ApiError } from '../../../engine/http/api-error';
import { type PageQuery, pageWindow } from '../../../engine/http/pagination';
import { FeedUnreadableError, type Feed } from '../../../engine/net/feed-reader';
import { FetchFailedError, UrlNotAllowedError } from '../../../engine/net/safe-fetch';
import { TransactionService } from '../../../engine/database/transaction.service';
import { SocialPostRow, SocialRssFeedRow } from '../social-data/social.entities';
import { RSS_REFRESH_MS } from './rss-drafts';
import { presentRssFeed } from './rss-feed.presenter';
import { RssPicturesJob } from './rss-pictures.job';
import { RssReads } from './rss-reads';

const FEED_URL = 'feed_url';

/**
 * An organization's RSS feeds (spec 3 §2 RSS feeds table, §7 rss-scheduler): a feed is read when it is added and
 * then every 15 days by the scheduler (RssTick); its new items become unread draft posts.
 */
@Injectable()
export class RssFeedsService {
  constructor(
    @InjectRepository(SocialRssFeedRow) private readonly feeds: Repository<SocialRssFeedRow>,
    @InjectRepository(SocialPostRow) private readonly posts: Repository<SocialPostRow>,
    private readonly reads: RssReads,
    private readonly pictures: RssPicturesJob,
    private readonly tx: TransactionService,
  ) {}

  /** Newest first, with each feed's unread drafts. */
  async list(organizationId: number, query: PageQuery): Promise<Paginated<SocialRssFeed>> {
    const { skip, take } = pageWindow(query);
    const [rows, count] = await this.feeds.findAndCount({
      where: { organizationId },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip,
      take,
    });
    const unread = await this.unreadOf(
      organizationId,
      rows.map((r) => r.id),
    );
    return { results: rows.map((r) => presentRssFeed(r, unread.get(r.id) ?? 0)), count };
  }

  /**
   * Reads the feed at once (a refused or unreadable address is a 400 on feed_url, and nothing is kept), then keeps
   * it with its items as drafts, their pictures taken in once committed (RssPicturesJob); its next read is 15 days
   * on.
   */
  async create(organizationId: number, userId: number, feedUrl: string): Promise<SocialRssFeed> {
    let read: Feed;
    try {
      read = await this.reads.read(feedUrl);
    } catch (err) {
      if (err instanceof UrlNotAllowedError) throw ApiError.field(FEED_URL, socialMessages.urlNotAllowed);
      if (err instanceof FeedUnreadableError || err instanceof FetchFailedError)
        throw ApiError.field(FEED_URL, socialMessages.feedUnreadable);
      throw err;
    }
    const now = new Date();
    return this.tx.run(async (tx) => {
      const { manager } = tx;
      const repo = manager.getRepository(SocialRssFeedRow);
      const feed = await repo.save(
        repo.create({
          organizationId,
          feedUrl,
          lastScraped: now,
          status: true,
          nextReadAt: new Date(now.getTime() + RSS_REFRESH_MS),
          error: null,
          createdAt: now,
        }),
      );
      const added = await this.reads.addDrafts(manager, feed, read, userId);
      if (added > 0) this.pictures.enqueueAfterCommit(tx, organizationId, feed.id);
      return presentRssFeed(feed, added);
    });
  }

  /** Drafts of the organization's feeds that nobody opened yet. */
  async unread(organizationId: number): Promise<{ unread: number }> {
    return { unread: await this.posts.countBy({ organizationId, rssUnread: true }) };
  }

  async get(organizationId: number, id: number): Promise<SocialRssFeed> {
    const feed = await this.find(organizationId, id);
    return presentRssFeed(feed, (await this.unreadOf(organizationId, [id])).get(id) ?? 0);
  }

  /** Pause (false: the scheduler skips it) or resume (true). */
  async updateStatus(organizationId: number, id: number, status: boolean): Promise<SocialRssFeed> {
    await this.find(organizationId, id);
    await this.feeds.update({ id, organizationId }, { status });
    return this.get(organizationId, id);
  }

  /**
   * The feed goes; the drafts it made stay (they are the organization's posts now), read: with the feed gone, clear
   * can no longer reach them, and they would stay in get-read/'s count for good.
   */
  async delete(organizationId: number, id: number): Promise<void> {
    await this.tx.run(async ({ manager }) => {
      const result = await manager.getRepository(SocialRssFeedRow).delete({ id, organizationId });
      if (!result.affected) throw notFound();
      await manager
        .getRepository(SocialPostRow)
        .update({ organizationId, rssFeedId: id, rssUnread: true }, { rssUnread: false });
    });
  }

  /** Cancels the feed's pending read (job_id is the feed's id): its next read is the one after. */
  async cancel(organizationId: number, jobId: string): Promise<{ cancelled: boolean }> {
    const id = /^\d{1,15}$/.test(jobId) ? Number(jobId) : NaN;
    if (!Number.isSafeInteger(id)) throw notFound();
    const feed = await this.find(organizationId, id);
    const result = await this.feeds.update(
      { id, organizationId },
      { nextReadAt: new Date(feed.nextReadAt.getTime() + RSS_REFRESH_MS) },
    );
    return { cancelled: (result.affected ?? 0) > 0 };
  }

  /** Marks the feed's drafts read: those given (among the feed's own), or all of them when none is given. */
  async clear(organizationId: number, id: number, posts: number[]): Promise<{ cleared: number }> {
    await this.find(organizationId, id);
    const result = await this.posts.update(
      {
        organizationId,
        rssFeedId: id,
        rssUnread: true,
        ...(posts.length > 0 ? { id: In(posts) } : {}),
      },
      { rssUnread: false },
    );
    return { cleared: result.affected ?? 0 };
  }

  private async find(organizationId: number, id: number): Promise<SocialRssFeedRow> {
    const feed = await this.feeds.findOneBy({ id, organizationId });
    if (!feed) throw notFound();
    return feed;
  }

  /** Unread drafts per feed, for the feeds given. */
  private async unreadOf(organizationId: number, feedIds: number[]): Promise<Map<number, number>> {
    if (feedIds.length === 0) return new Map();
    const rows = await this.posts
      .createQueryBuilder('p')
      .select('p.rssFeedId', 'feed')
      .addSelect('COUNT(*)', 'unread')
      .where('p.organizationId = :organizationId', { organizationId })
      .andWhere('p.rssFeedId IN (:...feedIds)', { feedIds })
      .andWhere('p.rssUnread = :unread', { unread: true })
      .groupBy('p.rssFeedId')
      .getRawMany<{ feed: number | string; unread: number | string }>();
    return new Map(rows.map((r) => [Number(r.feed), Number(r.unread)]));
  }
}

const notFound = () => ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
