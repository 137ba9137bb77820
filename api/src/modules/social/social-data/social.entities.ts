import { Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import type { SocialMediaType, SocialPostSource } from '@ensemble/contracts';
import { col } from '../../../engine/database/columns';
import { TenantRow } from '../../../engine/database/rows';
import { RetriedRow } from '../../../engine/work/work-row';
import { Organization } from '../../platform/entities';

/** Rows of an organization go with it. */
abstract class OrganizationRow extends TenantRow {
  @ManyToOne(() => Organization, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id' })
  organization?: Organization;
}

/** Spec 3 §3 Social URL: a page or site the organization posts about; its posts live under it. */
@Entity('social_urls')
@Index(['organizationId', 'id'])
@Index(['organizationId', 'createdAt'])
export class SocialUrlRow extends OrganizationRow {
  @col.str(255) title!: string;
  @col.str(2048) url!: string;
  @col.createdAt() createdAt!: Date;
}

/**
 * Spec 3 §3 Post. `complete` is kept (title, content and media present) so the queue and the counts are a filter;
 * `inQueue` is the campaign's queue; `scheduledAt` the pending schedule (its publication row carries the work).
 */
@Entity('social_posts')
@Index(['organizationId', 'urlId', 'id'])
@Index(['organizationId', 'inQueue', 'complete', 'lastPostedAt'])
@Index(['organizationId', 'rssFeedId', 'rssGuid'], { unique: true })
@Index(['organizationId', 'rssUnread'])
export class SocialPostRow extends OrganizationRow {
  @col.int() urlId!: number;

  @ManyToOne(() => SocialUrlRow, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'url_id' })
  url?: SocialUrlRow;

  @col.str(255) title!: string;
  /** Hashtags, a space, then the content (spec 3 §3 Post payload). */
  @col.text() description!: string;
  @col.int({ default: 2 }) weight!: number;
  @col.strNull(2048) imageUrl!: string | null;
  @col.strNull(2048) thumbnail!: string | null;
  @col.strNull(8) mediaType!: SocialMediaType | null;
  @col.bool(false) isReels!: boolean;
  @col.bool(false) canBeReels!: boolean;
  @col.bool(false) complete!: boolean;
  @col.bool(false) inQueue!: boolean;
  @col.datetimeNull() scheduledAt!: Date | null;
  @col.datetimeNull() lastPostedAt!: Date | null;
  @col.int({ default: 0 }) timesPosted!: number;
  @col.str(8, { default: 'manual' }) source!: SocialPostSource;
  /** An RSS draft's feed and item (null for the others): a feed's item becomes one draft, once. */
  @col.intNull() rssFeedId!: number | null;
  @col.strNull(255) rssGuid!: string | null;
  /** An RSS draft nobody opened yet (get-read/). */
  @col.bool(false) rssUnread!: boolean;
  @col.intNull() createdById!: number | null;
  @col.intNull() editedById!: number | null;
  @col.createdAt() createdAt!: Date;
  @col.updatedAt() updatedAt!: Date;
}

export const publicationKinds = ['now', 'scheduled', 'campaign'] as const;
export type PublicationKind = (typeof publicationKinds)[number];
export const publicationStatuses = ['pending', 'processing', 'done', 'failed', 'cancelled'] as const;
export type PublicationStatus = (typeof publicationStatuses)[number];

/**
 * One publishing of a post (Post now, a schedule, a campaign slot): the work row the publish job claims (ADR 0020's
 * claim-and-sweep), due at `dueAt`. `slotKey` is unique per organization, so a campaign slot is filled once even
 * when the scheduler runs twice or two replicas tick at once (`campaign:<YYYY-MM-DD>:<slot>`), and a post is
 * scheduled once (`scheduled:<post>:<n>`).
 */
@Entity('social_publications')
@Index(['organizationId', 'slotKey'], { unique: true })
@Index(['status', 'dueAt'])
@Index(['organizationId', 'postId', 'status'])
@Index(['organizationId', 'dueAt'])
export class SocialPublicationRow extends RetriedRow(OrganizationRow) {
  @col.intNull() postId!: number | null;
  @col.str(16) kind!: PublicationKind;
  @col.datetime() dueAt!: Date;
  @col.str(64) slotKey!: string;
  @col.str(16) status!: PublicationStatus;
  /** The post's title when it was published (the calendar keeps it after the post is gone). */
  @col.strNull(255) title!: string | null;
  @col.intNull() urlId!: number | null;
  @col.intNull() postLogId!: number | null;
  @col.textNull() error!: string | null;
  @col.datetimeNull() doneAt!: Date | null;
  @col.createdAt() createdAt!: Date;
}

/** Spec 3 §3 Post log: what the provider answered for one publishing. */
@Entity('social_post_logs')
@Index(['organizationId', 'createdAt'])
@Index(['organizationId', 'allSuccess', 'createdAt'])
export class SocialPostLogRow extends OrganizationRow {
  @col.intNull() postId!: number | null;
  @col.intNull() publicationId!: number | null;
  @col.bool(false) allSuccess!: boolean;
  /** [{ success, payload: { platforms }, ayrshare_result }], as the spec's post log reads. */
  @col.json() results!: unknown[];
  @col.createdAt() createdAt!: Date;
}

/** Spec 3 §3 Campaign: one per organization. */
@Entity('social_campaigns')
@Index(['organizationId'], { unique: true })
@Index(['active'])
export class SocialCampaignRow extends OrganizationRow {
  @col.int({ default: 1 }) timesPerDay!: number;
  @col.bool(false) active!: boolean;
  @col.int({ default: 0 }) counter!: number;
  /** '1'…'7' (MON…SUN) → on. */
  @col.json() days!: Record<string, boolean>;
  @col.createdAt() createdAt!: Date;
}

/** Spec 3 §3 RSS feed: read when added, then every 15 days from that day. */
@Entity('social_rss_feeds')
@Index(['organizationId', 'id'])
@Index(['status', 'nextReadAt'])
export class SocialRssFeedRow extends OrganizationRow {
  @col.str(2048) feedUrl!: string;
  @col.datetimeNull() lastScraped!: Date | null;
  @col.bool(true) status!: boolean;
  @col.datetime() nextReadAt!: Date;
  /** The last read's failure, if it failed. */
  @col.textNull() error!: string | null;
  @col.createdAt() createdAt!: Date;
}

/**
 * Every item a feed has turned into a draft, by guid: the record of what the feed already gave, which outlives the
 * draft (a draft deleted by its organization is not made again at the next read). Goes with its feed.
 */
@Entity('social_rss_items')
@Index(['organizationId', 'feedId', 'guid'], { unique: true })
export class SocialRssItemRow extends OrganizationRow {
  @col.int() feedId!: number;

  @ManyToOne(() => SocialRssFeedRow, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'feed_id' })
  feed?: SocialRssFeedRow;

  /** The item's guid as kept (rss-drafts guidKey: a long one as its hash). */
  @col.str(255) guid!: string;
  @col.createdAt() createdAt!: Date;
}

export const videoJobStatuses = ['queued', 'processing', 'uploading', 'finished', 'failed'] as const;
export type VideoJobStatus = (typeof videoJobStatuses)[number];

/**
 * Spec 3 §3 Video job: an uploaded video being probed, transcoded and stored. The uploaded file waits in the data
 * directory; the job row is claimed like any work (a worker that dies mid-transcode leaves it to the sweep).
 */
@Entity('social_video_jobs')
@Index(['organizationId', 'jobKey'], { unique: true })
@Index(['status'])
export class SocialVideoJobRow extends RetriedRow(OrganizationRow) {
  /** The job's public id (random): what the screen polls. */
  @col.str(64) jobKey!: string;
  @col.str(16) status!: VideoJobStatus;
  @col.str(255) videoName!: string;
  /** Where the upload waits (a path under the data directory), until the job is done. */
  @col.str(1024) sourcePath!: string;
  /** Hundredths of a percent (the screen shows 2 decimals): 0…10000. */
  @col.int({ default: 0 }) videoHundredths!: number;
  @col.int({ default: 0 }) uploadedHundredths!: number;
  @col.strNull(2048) url!: string | null;
  @col.strNull(2048) thumbnail!: string | null;
  @col.bool(false) canBeReels!: boolean;
  @col.intNull() durationMs!: number | null;
  @col.textNull() error!: string | null;
  @col.createdAt() createdAt!: Date;
}

/** Spec 3 §3 Social template folder and template: the organization's library. */
@Entity('social_template_folders')
@Index(['organizationId', 'id'])
export class SocialTemplateFolderRow extends OrganizationRow {
  @col.str(255) name!: string;
  @col.createdAt() createdAt!: Date;
}

@Entity('social_templates')
@Index(['organizationId', 'folderId', 'id'])
export class SocialTemplateRow extends OrganizationRow {
  @col.intNull() folderId!: number | null;
  @col.str(255) title!: string;
  @col.text() description!: string;
  @col.strNull(2048) image!: string | null;
  @col.str(1000, { default: '' }) hashtags!: string;
  @col.int({ default: 2 }) weight!: number;
  @col.createdAt() createdAt!: Date;
}
