import { Inject, Injectable } from '@nestjs/common';
import { socialLimits } from '@ensemble/contracts';
import { type EntityManager, In } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../engine/config/app-config';
import { type Feed, readFeed } from '../../../engine/net/feed-reader';
import {
  SocialPostRow,
  type SocialRssFeedRow,
  SocialRssItemRow,
  SocialUrlRow,
} from '../social-data/social.entities';
import { draftOf, type RssDraft } from './rss-drafts';

/** The feed a read belongs to. */
export type FeedRef = Pick<SocialRssFeedRow, 'id' | 'organizationId' | 'feedUrl'>;

/** Draft rows one statement inserts. */
const INSERT_CHUNK = 100;

/**
 * Reading a feed and turning its items into draft posts (spec 3 §2 RSS feeds), for the first read when a feed is
 * added and for the scheduler's later reads. A feed's item becomes one draft, once, ever: the feed's items are
 * recorded (social_rss_items) beside their drafts, so an item already given is left out even after its draft was
 * deleted, and the unique indexes settle two reads at once.
 */
@Injectable()
export class RssReads {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The feed at `url`, through the SSRF guard (UrlNotAllowedError, FetchFailedError, FeedUnreadableError). */
  read(url: string): Promise<Feed> {
    return readFeed(url, { allow: this.config.outboundFetchAllow });
  }

  /**
   * Adds the feed's new items as unread drafts under the feed's URL (made on the first read, titled by the feed or
   * its host), oldest first so the newest item lists first; how many drafts were added.
   */
  async addDrafts(
    manager: EntityManager,
    feed: FeedRef,
    read: Feed,
    createdById: number | null,
  ): Promise<number> {
    const drafts = new Map<string, RssDraft>();
    for (const item of read.items) {
      const draft = draftOf(item);
      if (!drafts.has(draft.rssGuid)) drafts.set(draft.rssGuid, draft);
    }
    const known = new Set<string>();
    const guids = [...drafts.keys()];
    for (let i = 0; i < guids.length; i += INSERT_CHUNK) {
      const rows = await manager.getRepository(SocialRssItemRow).find({
        select: { guid: true },
        where: {
          organizationId: feed.organizationId,
          feedId: feed.id,
          guid: In(guids.slice(i, i + INSERT_CHUNK)),
        },
      });
      for (const r of rows) known.add(r.guid);
    }
    const fresh = [...drafts.values()].filter((d) => !known.has(d.rssGuid)).reverse();
    if (fresh.length === 0) return 0;
    const urlId = await this.urlOf(manager, feed, read.title);
    for (let i = 0; i < fresh.length; i += INSERT_CHUNK) {
      const chunk = fresh.slice(i, i + INSERT_CHUNK);
      await manager
        .createQueryBuilder()
        .insert()
        .into(SocialRssItemRow)
        .values(chunk.map((d) => ({ organizationId: feed.organizationId, feedId: feed.id, guid: d.rssGuid })))
        .orIgnore()
        .execute();
      await manager
        .createQueryBuilder()
        .insert()
        .into(SocialPostRow)
        .values(
          chunk.map((d) => ({
            organizationId: feed.organizationId,
            urlId,
            ...d,
            thumbnail: null,
            source: 'rss' as const,
            rssFeedId: feed.id,
            rssUnread: true,
            createdById,
            editedById: null,
          })),
        )
        .orIgnore()
        .execute();
    }
    return fresh.length;
  }

  /** The organization's URL of the feed (by its address), made when there is none. */
  private async urlOf(manager: EntityManager, feed: FeedRef, title: string | null): Promise<number> {
    const urls = manager.getRepository(SocialUrlRow);
    const existing = await urls.findOne({
      select: { id: true },
      where: { organizationId: feed.organizationId, url: feed.feedUrl },
      order: { id: 'ASC' },
    });
    if (existing) return existing.id;
    const name = (title?.trim() || new URL(feed.feedUrl).host).slice(0, socialLimits.titleMaxLength);
    const row = await urls.save(
      urls.create({ organizationId: feed.organizationId, title: name, url: feed.feedUrl }),
    );
    return row.id;
  }
}
