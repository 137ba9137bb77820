import type {
  SocialPost,
  SocialTemplate,
  SocialTemplateFolder,
  SocialUrl,
  SocialUrlOption,
} from '@ensemble/contracts';
import type {
  SocialPostRow,
  SocialTemplateFolderRow,
  SocialTemplateRow,
  SocialUrlRow,
} from '../social-data/social.entities';

/** Raw queries answer date strings on SQLite and Dates elsewhere. */
export const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();
const isoOrNull = (d: Date | string | null): string | null => (d === null ? null : iso(d));

/** A URL's post counts (one grouped query for a page of URLs). */
export interface UrlCounts {
  posts: number;
  complete: number;
}

/**
 * Spec 3 §3 Social URL. `profile` is the organization's social profile, whose id is the organization's (one
 * profile per organization).
 */
export function presentUrl(row: SocialUrlRow, counts: UrlCounts | undefined): SocialUrl {
  const posts = counts?.posts ?? 0;
  const complete = counts?.complete ?? 0;
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    profile: row.organizationId,
    posts_count: posts,
    complete_count: complete,
    incomplete_count: posts - complete,
    created_at: iso(row.createdAt),
  };
}

export function presentUrlOption(row: SocialUrlRow): SocialUrlOption {
  return { id: row.id, title: row.title, url: row.url };
}

/** What a post's answer needs beyond its row, loaded once for a page of posts (SocialPostsService.present). */
export interface PostFacts {
  url: { id: number; title: string };
  /** Its pending 'scheduled' publication. */
  scheduledId: number | null;
  /** The organization's campaign, if it has one. */
  campaignId: number | null;
  /** The names of the users who created and last edited it. */
  createdBy: string | null;
  editedBy: string | null;
}

/** Spec 3 §3 Post (read). */
export function presentPost(row: SocialPostRow, facts: PostFacts): SocialPost {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    weight: row.weight,
    image_url: row.imageUrl,
    thumbnail: row.thumbnail,
    media_type: row.mediaType,
    is_reels: row.isReels,
    can_be_reels: row.canBeReels,
    complete: row.complete,
    in_queue: row.inQueue,
    scheduled: row.scheduledAt !== null,
    scheduled_date: isoOrNull(row.scheduledAt),
    scheduled_id: facts.scheduledId,
    last_time_posted: isoOrNull(row.lastPostedAt),
    created_at: iso(row.createdAt),
    created_by: facts.createdBy,
    edited_by: facts.editedBy,
    campaigns: row.inQueue && facts.campaignId !== null ? [facts.campaignId] : [],
    url: facts.url,
    profile_id: row.organizationId,
    source: row.source,
  };
}

/** Spec 3 §3 Social template. */
export function presentTemplate(row: SocialTemplateRow): SocialTemplate {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image: row.image,
    hashtags: row.hashtags,
    weight: row.weight,
    folder: row.folderId,
  };
}

export function presentFolder(row: SocialTemplateFolderRow): SocialTemplateFolder {
  return { id: row.id, name: row.name };
}
