import type { SocialRssFeed } from '@ensemble/contracts';
import type { SocialRssFeedRow } from '../social-data/social.entities';

/** Spec 3 §3 RSS feed, with how many of its drafts are unread. */
export function presentRssFeed(row: SocialRssFeedRow, unread: number): SocialRssFeed {
  return {
    id: row.id,
    organization_id: row.organizationId,
    feed_url: row.feedUrl,
    last_scraped: row.lastScraped ? row.lastScraped.toISOString() : null,
    status: row.status,
    unread,
  };
}
