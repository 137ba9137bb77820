import { createHash } from 'node:crypto';
import { isCompletePost, socialConstants, socialLimits, type SocialMediaType } from '@ensemble/contracts';
import type { FeedItem } from '../../../engine/net/feed-reader';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Feeds are read every 15 days (spec 3 §2 footer, §9). */
export const RSS_REFRESH_MS = socialConstants.rssRefreshDays * DAY_MS;
/** A read that failed is tried again the next day. */
export const RSS_RETRY_MS = DAY_MS;
/** The rss_guid column's length: a longer guid is kept as its hash. */
const GUID_MAX = 255;

/** The fields of a draft post made from a feed's item. */
export interface RssDraft {
  rssGuid: string;
  title: string;
  description: string;
  imageUrl: string | null;
  mediaType: SocialMediaType | null;
  complete: boolean;
}

/** The item's guid as kept: itself, or its hash when it is longer than the column (still one per item). */
export function guidKey(guid: string): string {
  return guid.length <= GUID_MAX ? guid : `sha256:${createHash('sha256').update(guid).digest('hex')}`;
}

/** Cut to `max` characters, without a dangling space. */
const cut = (text: string, max: number) => text.trim().slice(0, max).trimEnd();

/**
 * A feed item as a draft post: its title, its text as the content (the post's description, cut to what the post
 * form accepts) and its image as the media; without an image (or a title, or text) the draft is incomplete.
 */
export function draftOf(item: FeedItem): RssDraft {
  const title = cut(item.title, socialLimits.titleMaxLength);
  const description = cut(item.content, socialLimits.descriptionMaxLength);
  const imageUrl = item.imageUrl && item.imageUrl.length <= socialLimits.urlMaxLength ? item.imageUrl : null;
  return {
    rssGuid: guidKey(item.guid),
    title,
    description,
    imageUrl,
    mediaType: imageUrl ? 'image' : null,
    complete: isCompletePost({ title, description, image_url: imageUrl }),
  };
}

/**
 * The feed's next read after `now`: every RSS_REFRESH_MS from the day it was added (spec 3 §2: 'every 15 days,
 * from the day the feed is added'), so a late or retried read does not shift the feed's days.
 */
export function nextReadAfter(addedAt: Date, now: Date): Date {
  const periods = Math.max(0, Math.floor((now.getTime() - addedAt.getTime()) / RSS_REFRESH_MS)) + 1;
  return new Date(addedAt.getTime() + periods * RSS_REFRESH_MS);
}
