/**
 * Social posting (spec 3 §2 Social, §3 social account, campaign, RSS feed, social URL, post, post log, video job,
 * calendar entry; §4 media upload, post lifecycle, campaign; §5 Post and Schedule post; §8 Social; §9; issue 21):
 * the constants, words, rules and shapes shared by mfe-rhapsody's /rhapsody/social, mfe-tempo's /tempo/social-setup
 * and the API (api/src/modules/social).
 */
import * as yup from 'yup';
import { messages } from './messages';

// ---- constants (spec 3 §9) -----------------------------------------------------------------------------------------

export const socialConstants = {
  /** Media upload: at most 70 MB. */
  mediaMaxBytes: 70 * 1024 * 1024,
  /** The upload's accepted extensions. */
  mediaExtensions: ['jpg', 'jpeg', 'svg', 'png', 'mp4', 'mov'] as const,
  imageExtensions: ['jpg', 'jpeg', 'svg', 'png'] as const,
  videoExtensions: ['mp4', 'mov'] as const,
  /** Images at least this many pixels wide and high. */
  imageMinPixels: 320,
  /** Videos at most 60 s; over 30 s asks first (Google Business does not take them). */
  videoMaxSeconds: 60,
  videoConfirmSeconds: 30,
  /** Reels: at least 3 s, aspect ratio (width / height) at most 0.6, at least 540 × 960. */
  reelsMinSeconds: 3,
  reelsMaxAspectRatio: 0.6,
  reelsMinWidth: 540,
  reelsMinHeight: 960,
  /** The screen reads a video's metadata for at most 1 s. */
  videoMetadataTimeoutMs: 1000,
  /** The processing job is polled every 2 s. */
  jobPollMs: 2000,
  /** Campaign: 1, 2 or 3 posts a day, on weekdays keyed 1 (MON) to 7 (SUN). */
  timesPerDay: [1, 2, 3] as const,
  weekdays: [1, 2, 3, 4, 5, 6, 7] as const,
  /** A post is not posted again by a campaign within 3 days of its last posting. */
  repostAfterDays: 3,
  /** RSS feeds are refreshed every 15 days from the day they were added. */
  rssRefreshDays: 15,
  /** Paging: the URL list and a URL's posts 10; RSS 10; post logs 10. */
  urlsPageSize: 10,
  postsPageSize: 10,
  rssPageSize: 10,
  postLogsPageSize: 10,
  /** Debounce of the URL list's search. */
  urlSearchDebounceMs: 600,
  templateSearchDebounceMs: 350,
  /** A calendar event lasts an hour. */
  calendarEventMinutes: 60,
  /**
   * Ours: the campaign's local posting hours for 1, 2 or 3 posts a day (10:00; 10:00 and 15:00; 09:00, 13:00 and
   * 17:00 in the organization's zone).
   */
  campaignSlotHours: { 1: [10], 2: [10, 15], 3: [9, 13, 17] } as Record<1 | 2 | 3, readonly number[]>,
} as const;

/** Weekday keys and their toggles' labels (spec 3 §2: MON to SUN, keys 1 to 7). */
export const socialWeekdayLabels: Record<(typeof socialConstants.weekdays)[number], string> = {
  1: 'MON',
  2: 'TUE',
  3: 'WED',
  4: 'THU',
  5: 'FRI',
  6: 'SAT',
  7: 'SUN',
};

/** Spec 3 §3 Social account `network`: the networks an organization's posts go to. */
export const socialAccountNetworks = [
  'pinterest',
  'facebook',
  'fbg',
  'gmb',
  'instagram',
  'linkedin',
  'twitter',
  'youtube',
  'reddit',
] as const;
export type SocialAccountNetwork = (typeof socialAccountNetworks)[number];
export const socialAccountNetworkLabels: Record<SocialAccountNetwork, string> = {
  pinterest: 'Pinterest',
  facebook: 'Facebook',
  fbg: 'Facebook Groups',
  gmb: 'Google Business',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  twitter: 'X (Twitter)',
  youtube: 'YouTube',
  reddit: 'Reddit',
};

export type SocialMediaType = 'image' | 'video';

// ---- words (spec 3 §2, §5, §8) -------------------------------------------------------------------------------------

export const socialMessages = {
  // §5 Post
  mediaRequired: 'Post image or video must be uploaded',
  mediaTooLarge: 'Media size limit is 70MB',
  mediaType: 'Upload a jpg, jpeg, svg, png, mp4 or mov file',
  videoTooLong: (seconds: number) =>
    `Max duration of 60 seconds exceeded. Uploaded video duration is ${seconds} seconds.`,
  videoConfirmLong: 'Videos with duration more than 30 seconds will not be posted on Google My Business.',
  imageTooSmall: 'Image needs to have width and height at least 320px',
  hashtagsNeedContent: 'You need to have content filled in order to auto-generate tags',
  titleRequired: "Title can't be empty",
  urlRequired: 'Please select a URL',
  contentRequired: 'Content is required',
  addUrlFirst: 'You need to add URL first',
  // §8 Social
  postCreated: 'Post created!',
  postUpdated: 'Post updated!',
  unableToPost: 'Unable to post',
  unableToSchedule: 'Unable to schedule this post',
  unableToGetProfile: 'Unable to get social profile',
  unableToUpdateCampaign: 'Unable to update campaign',
  unableToUpdateCampaignState: 'Unable to update campaign!',
  manageAccountsFailed: 'Something went wrong with your account, please contact us.',
  serviceUnavailable: 'Service unavailable!',
  needsWork: 'This Post needs some work before publishing.',
  postUploaded: 'Post uploaded successfully!',
  removedFromQueue:
    "This post has been removed from queue, but the ongoing Campaign doesn't have enough posts to keep running without interruptions. Please add more posts to the Queue.",
  reconnectAccount: 'Please reconnect account',
  // Ours (spec 3 §4: Queue is disabled when scheduled): the API's refusal of the same.
  queueWhileScheduled: 'A scheduled post cannot be added to the queue. Cancel its schedule first.',
  // §8 Publish status
  publishServerError: 'Server error',
  publishAllGood: 'All good',
  publishProblem: 'There was a problem while publishing post(s)',
  // §8 Empty states and §2 lines
  noPostLogs: 'No post logs to display',
  noUrls: 'No urls to display',
  noRssFeeds: 'No RSS Feeds to display',
  rssFooter: 'Feeds are being refreshed every 15 days, from the day the feed is added',
  campaignInfo: 'Once you have you have decided the frequency of posting, please press the start button',
  invalidPage: 'Invalid page.',
  // §5 Schedule post
  scheduleInPast: 'The date and time cannot be in the past',
  // Ours: the SSRF guard's refusal of a feed or page URL, and a feed that is not one.
  urlNotAllowed: 'This address cannot be fetched',
  feedUnreadable: 'This address does not serve an RSS or Atom feed',
  // Ours: a video job that failed for another reason than the video itself (the tools, the storage).
  videoProcessingFailed: 'The video could not be processed, please try again',
  /** Ours: an imported page that could not be fetched (not reachable, not an answer of 2xx). */
  pageUnreadable: 'Unable to read this page',
} as const;

/**
 * Ours: the confirmations and refusals spec 3 names no words for (it shows a toast, a label or a dialog title there
 * without quoting it). Kept here, beside the spec's, so every screen says the same thing.
 */
export const socialNotices = {
  urlAdded: 'URL added',
  urlUpdated: 'URL updated',
  urlAddFailed: 'Unable to add URL',
  urlUpdateFailed: 'Unable to update URL',
  urlsDeleted: (n: number) => `${n} URL${n === 1 ? '' : 's'} deleted`,
  urlDeleteFailed: 'Unable to delete',
  pageImported: 'Page imported',
  addedToQueue: 'Added to queue',
  removedFromQueue: 'Removed from queue',
  scheduleCancelled: 'Schedule cancelled',
  postScheduled: (when: string) => `Post scheduled for ${when}`,
  postDeleted: 'Post deleted',
  addedToLibrary: 'Added to library',
  noHashtags: 'No hashtags could be found in this content',
  noConnectedAccount: 'Connect a social account before posting',
  campaignStarted: 'Campaign started',
  campaignPaused: 'Campaign paused',
  rssFeedAdded: 'RSS feed added',
  rssFeedDeleted: 'RSS feed deleted',
  rssFeedDeleteFailed: 'Unable to delete the feed',
  rssFeedUpdateFailed: 'Unable to update the feed',
  rssDraftsCleared: 'New drafts marked as read',
  /** The drafts a feed made that nobody opened yet. */
  newDrafts: (n: number) => `${n} new draft${n === 1 ? '' : 's'}`,
  videoProcessingFallback: 'The video could not be processed',
  videoJobStatus: {
    queued: 'Queued',
    processing: 'Processing video',
    uploading: 'Uploading video',
    finished: 'Finished',
    failed: 'Failed',
  },
} as const;

/** Spec 3 §2: 'This campaign posted N post(s) so far', singular when N is 1 or fewer. */
export const campaignPostedTitle = (n: number): string =>
  `This campaign posted ${n} ${n <= 1 ? 'post' : 'posts'} so far`;

// ---- shapes (spec 3 §3) --------------------------------------------------------------------------------------------

/** Spec 3 §3 Social URL: a page or site the organization posts about; its posts live under it. */
export interface SocialUrl {
  id: number;
  title: string;
  url: string;
  /** The organization's social profile (spec: profile). */
  profile: number;
  posts_count: number;
  complete_count: number;
  incomplete_count: number;
  created_at: string;
}

/** Spec 3 §3 Post URL option: what the post form's URL select lists. */
export interface SocialUrlOption {
  id: number;
  title: string;
  url: string;
}

/** Spec 3 §3 Social profile: the organization's, with how many posts it has. */
export interface SocialPostingProfile {
  id: number;
  post_count: number;
  /** Its connected networks (spec 3 §3 Social account). */
  accounts: SocialAccountInfo[];
}

export interface SocialAccountInfo {
  network: SocialAccountNetwork;
  url: string | null;
  /** false: the network needs reconnecting ('Please reconnect account'). */
  status: boolean;
  display_name: string | null;
}

/** Where a post came from (ours): written in the suite, imported from a page, or a feed's item. */
export type SocialPostSource = 'manual' | 'import' | 'rss';

/** Spec 3 §3 Post (read). */
export interface SocialPost {
  id: number;
  title: string;
  /** Hashtags, a space, then the content (spec 3 §3 Post payload). */
  description: string;
  weight: number;
  image_url: string | null;
  thumbnail: string | null;
  media_type: SocialMediaType | null;
  is_reels: boolean;
  can_be_reels: boolean;
  complete: boolean;
  in_queue: boolean;
  scheduled: boolean;
  scheduled_date: string | null;
  /** The pending scheduled publication's id (spec: scheduled_id); null when not scheduled. */
  scheduled_id: number | null;
  last_time_posted: string | null;
  created_at: string;
  created_by: string | null;
  edited_by: string | null;
  /** The campaigns it is in (the organization's one campaign while queued). */
  campaigns: number[];
  url: { id: number; title: string };
  profile_id: number;
  source: SocialPostSource;
}

/** Spec 3 §3 Post payload: what the create and edit forms send. */
export interface SocialPostInput {
  title: string;
  weight: number;
  description: string;
  image_url: string | null;
  can_be_reels: boolean;
  is_reels: boolean;
}

/** Spec 3 §3 Campaign; days maps '1'…'7' (MON…SUN) to on/off. */
export interface SocialCampaign {
  id: number;
  times_per_day: (typeof socialConstants.timesPerDay)[number];
  active: boolean;
  /** How many posts it has posted so far. */
  counter: number;
  days: Record<string, boolean>;
  /** The next slot it will post in (ISO 8601), null while paused or without a day on. */
  next_post_time: string | null;
  /** Queued posts it can post (complete, in the queue). */
  queued: number;
}

export interface SocialCampaignPatch {
  times_per_day?: (typeof socialConstants.timesPerDay)[number];
  active?: boolean;
  days?: Record<string, boolean>;
}

/** Spec 3 §3 Calendar entry. */
export type SocialCalendarType = 'posted' | 'scheduled' | 'campaign';
export interface SocialCalendarEntry {
  time: string;
  title: string;
  type: SocialCalendarType;
  organization_id: number;
  url_id: number | null;
  post_id: number | null;
}

/** Spec 3 §3 RSS feed. */
export interface SocialRssFeed {
  id: number;
  organization_id: number;
  feed_url: string;
  last_scraped: string | null;
  status: boolean;
  /** Ours: the drafts it made that nobody opened yet (get-read/). */
  unread: number;
}

/** Spec 3 §3 Post log. */
export interface SocialPostLog {
  id: number;
  created_at: string;
  all_success: boolean;
  post: { id: number; title: string; url_id: number } | null;
  results: {
    success: boolean;
    payload: { platforms: SocialAccountNetwork[] };
    ayrshare_result: unknown;
  }[];
}

/** Spec 3 §3 Video job. */
export interface SocialVideoJob {
  id: string;
  finished: boolean;
  /** The processed video's URL once finished; an error's words when it failed. */
  response: string | null;
  percentage_video: number;
  percentage_uploaded: number;
  status: 'queued' | 'processing' | 'uploading' | 'finished' | 'failed';
  video_name: string;
  /** Ours: what the preview and the Reels switch need. */
  thumbnail: string | null;
  can_be_reels: boolean;
  duration: number | null;
}

/** The image upload's answer (spec: reply url). */
export interface SocialImageUpload {
  url: string;
  thumbnail: string;
  width: number;
  height: number;
}

/** Spec 3 §3 Social template and folder. */
export interface SocialTemplate {
  id: number;
  title: string;
  description: string;
  image: string | null;
  hashtags: string;
  weight: number;
  folder: number | null;
}
export interface SocialTemplateFolder {
  id: number;
  name: string;
}

/** Post weight (spec 3 §3: a list whose second item is the default; ours: how often a campaign picks it). */
export const socialWeights = [
  { value: 1, label: 'Low' },
  { value: 2, label: 'Normal' },
  { value: 3, label: 'High' },
] as const;
export const defaultSocialWeight = socialWeights[1].value;

/** The publish status line of the post logs (spec 3 §8): nothing failed, something failed, or no answer. */
export function publishStatus(logs: Pick<SocialPostLog, 'all_success'>[] | null): string {
  if (logs === null) return socialMessages.publishServerError;
  return logs.every((l) => l.all_success) ? socialMessages.publishAllGood : socialMessages.publishProblem;
}

// ---- rules (spec 3 §5) ---------------------------------------------------------------------------------------------

export const socialLimits = {
  titleMaxLength: 255,
  urlMaxLength: 2048,
  /** Hashtags and content together. */
  descriptionMaxLength: 5000,
  rssUrlMaxLength: 2048,
} as const;

const httpUrl = (message: string) =>
  yup
    .string()
    .trim()
    .max(socialLimits.urlMaxLength, messages.maxLength(socialLimits.urlMaxLength))
    .test('http-url', message, (v) => v == null || v === '' || isHttpUrl(v));

/**
 * http(s) with a host (a name, an IPv4 or a bracketed IPv6) and no user info: what a feed, a page and a post's link
 * may be. Which hosts the API will actually fetch is the SSRF guard's decision, not this rule's.
 */
const HTTP_URL = /^https?:\/\/(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?([/?#]\S*)?$/i;
export function isHttpUrl(value: string): boolean {
  return HTTP_URL.test(value);
}

export const socialUrlSchema = yup.object({
  title: yup
    .string()
    .trim()
    .required(socialMessages.titleRequired)
    .max(socialLimits.titleMaxLength, messages.maxLength(socialLimits.titleMaxLength)),
  url: httpUrl(messages.urlInvalid).required(messages.fieldRequired('URL')),
});
export type SocialUrlInput = yup.InferType<typeof socialUrlSchema>;

export const socialImportSchema = yup.object({
  url: httpUrl(messages.urlInvalid).required(messages.fieldRequired('URL')),
});

export const socialUrlsQuerySchema = yup.object({
  page: yup.number().integer().min(1).default(1),
  per_page: yup.number().integer().min(1).max(100).default(socialConstants.urlsPageSize),
  search: yup.string().trim().max(200).default(''),
});

export const socialBulkDeleteSchema = yup.object({
  ids: yup.array(yup.number().integer().required()).min(1, messages.required).max(1000).required(),
});

/**
 * The post form (spec 3 §5): title, content and media required; the URL is the path's. `description` is the
 * hashtags, a space, then the content, as the payload carries it.
 */
export const socialPostSchema = yup.object({
  title: yup
    .string()
    .trim()
    .required(socialMessages.titleRequired)
    .max(socialLimits.titleMaxLength, messages.maxLength(socialLimits.titleMaxLength)),
  weight: yup
    .number()
    .integer()
    .oneOf(
      socialWeights.map((w) => w.value),
      messages.invalidChoice,
    )
    .default(defaultSocialWeight),
  description: yup
    .string()
    .trim()
    .required(socialMessages.contentRequired)
    .max(socialLimits.descriptionMaxLength, messages.maxLength(socialLimits.descriptionMaxLength)),
  image_url: yup.string().trim().nullable().max(socialLimits.urlMaxLength).default(null),
  can_be_reels: yup.boolean().default(false),
  is_reels: yup.boolean().default(false),
});

/**
 * A draft (RSS, import, or saved before its media) may miss its media: the API keeps it incomplete. Complete is
 * title, content and media; a draft that has them all is complete.
 */
export function isCompletePost(p: { title: string; description: string; image_url: string | null }): boolean {
  return p.title.trim() !== '' && p.description.trim() !== '' && (p.image_url ?? '') !== '';
}

/** Schedule post (spec 3 §5): not in the past. */
export const socialScheduleSchema = yup.object({
  date: yup
    .date()
    .typeError(messages.required)
    .required(messages.required)
    .test('future', socialMessages.scheduleInPast, function (d) {
      const now = (this.options.context as { now?: Date } | undefined)?.now ?? new Date();
      return d == null || d.getTime() > now.getTime();
    }),
});

export const socialHashtagsSchema = yup.object({
  content: yup
    .string()
    .trim()
    .required(socialMessages.hashtagsNeedContent)
    .max(socialLimits.descriptionMaxLength),
});

export const socialCampaignPatchSchema = yup.object({
  times_per_day: yup
    .number()
    .integer()
    .oneOf([...socialConstants.timesPerDay], messages.invalidChoice),
  active: yup.boolean(),
  // mixed, not object(): an object without a shape would lose every key to the API's stripUnknown.
  days: yup
    .mixed<Record<string, boolean>>()
    .test('weekdays', messages.invalidChoice, (v) =>
      v == null
        ? true
        : typeof v === 'object' &&
          !Array.isArray(v) &&
          Object.entries(v).every(([k, on]) => /^[1-7]$/.test(k) && typeof on === 'boolean'),
    ),
});

export const socialRssFeedSchema = yup.object({
  feed_url: httpUrl(messages.urlInvalid)
    .required(messages.fieldRequired('RSS url'))
    .max(socialLimits.rssUrlMaxLength, messages.maxLength(socialLimits.rssUrlMaxLength)),
});

export const socialRssQuerySchema = yup.object({
  page: yup.number().integer().min(1).default(1),
  per_page: yup.number().integer().min(1).max(100).default(socialConstants.rssPageSize),
});

export const socialRssStatusSchema = yup.object({ status: yup.boolean().required(messages.required) });

export const postLogsQuerySchema = yup.object({
  page: yup.number().integer().min(1).default(1),
  per_page: yup.number().integer().min(1).max(100).default(socialConstants.postLogsPageSize),
  ordering: yup
    .string()
    .trim()
    .oneOf(['-created_at', 'created_at', ''], messages.invalidChoice)
    .default('-created_at'),
  /** Spec 3 §2 filter: success (true), error (false), all (absent). */
  results__success: yup.boolean(),
});

/** The month to show; without one, the current month (UTC). */
export const socialCalendarQuerySchema = yup.object({
  year: yup
    .number()
    .integer()
    .min(2000)
    .max(2100)
    .default(() => new Date().getUTCFullYear()),
  month: yup
    .number()
    .integer()
    .min(1)
    .max(12)
    .default(() => new Date().getUTCMonth() + 1),
});

export const socialAccountSchema = yup.object({ connected: yup.boolean().required(messages.required) });

/**
 * Hashtags from content, on our side (spec 3 §5 auto-generate; no outside service): the content's most frequent
 * meaningful words, longest first among equals, as #words, at most `max`.
 */
export function generateHashtags(content: string, max = 5): string {
  const words = content
    .toLowerCase()
    .replace(/https?:\/\/\S+/g, ' ')
    .match(/[\p{L}\p{N}]{4,}/gu);
  if (!words) return '';
  const counts = new Map<string, number>();
  for (const w of words)
    if (!HASHTAG_STOPWORDS.has(w) && !/^\d+$/.test(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || b[0].length - a[0].length || a[0].localeCompare(b[0]))
    .slice(0, max)
    .map(([w]) => `#${w}`)
    .join(' ');
}

const HASHTAG_STOPWORDS = new Set(
  (
    'this that with from have will your about what when where which their there they them then than these those ' +
    'been were into more most some such only also just like over very much many each other after before could ' +
    'would should while because being does doing done here upon onto within without across every ours yours'
  ).split(' '),
);
