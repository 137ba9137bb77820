import {
  type Paginated,
  requestOf,
  socialConstants,
  socialEndpoints as S,
  type SocialCalendarEntry,
  type SocialImageUpload,
  type SocialPost,
  type SocialPostInput,
  type SocialPostingProfile,
  type SocialTemplate,
  type SocialTemplateFolder,
  type SocialUrl,
  type SocialUrlInput,
  type SocialUrlOption,
  type SocialVideoJob,
} from '@ensemble/contracts';
import { rhapsodyApi } from './rhapsodyApi';

const api = rhapsodyApi.enhanceEndpoints({
  addTagTypes: ['SocialUrl', 'SocialPost', 'SocialCalendar', 'SocialTemplate', 'SocialProfile'],
});

interface Org {
  organizationId: number;
}
interface OrgUrl extends Org {
  urlId: number;
}
interface OrgPost extends OrgUrl {
  postId: number;
}

export interface SocialListArgs extends Org {
  page: number;
  search: string;
}
export interface SocialPostsArgs extends OrgUrl {
  page: number;
  search: string;
}

const at = (organizationId: number) => ({ orgId: organizationId });
const post = ({ organizationId, urlId, postId }: OrgPost) => ({ orgId: organizationId, urlId, postId });

// A refused change refetches nothing: what is on screen is still what the server holds.
const onSuccess =
  <T extends string>(...tags: T[]) =>
  (_result: unknown, error: unknown) =>
    error ? [] : tags;

/** Everything a post's change moves: its lists, its URL's counts and the calendar. */
const POST_TAGS = ['SocialPost', 'SocialUrl', 'SocialCalendar'] as const;

function form(file: File): FormData {
  const f = new FormData();
  // The API reads the multipart field `image` for images and videos alike (spec 3 §7).
  f.append('image', file, file.name);
  return f;
}

/**
 * The social calls (spec 3 §7 'Media and posts', issue 21) for /rhapsody/social: URLs, posts and their
 * lifecycle, the media upload and video job, hashtags, the template library and the calendar.
 */
export const socialApi = api.injectEndpoints({
  endpoints: (b) => ({
    // --- URLs ---
    socialUrls: b.query<Paginated<SocialUrl>, SocialListArgs>({
      query: ({ organizationId, page, search }) =>
        requestOf(S.urls.list, {
          path: at(organizationId),
          query: { page, per_page: socialConstants.urlsPageSize, ...(search ? { search } : {}) },
        }),
      providesTags: ['SocialUrl'],
    }),
    /** Every URL, for the post form's select (and whether the organization has any). */
    socialUrlOptions: b.query<SocialUrlOption[], number>({
      query: (organizationId) => requestOf(S.urls.options, { path: at(organizationId) }),
      providesTags: ['SocialUrl'],
    }),
    socialUrl: b.query<SocialUrl, OrgUrl>({
      query: ({ organizationId, urlId }) => requestOf(S.urls.get, { path: { orgId: organizationId, urlId } }),
      providesTags: ['SocialUrl'],
    }),
    createSocialUrl: b.mutation<SocialUrl, Org & { body: SocialUrlInput }>({
      query: ({ organizationId, body }) => requestOf(S.urls.create, { path: at(organizationId), body }),
      invalidatesTags: onSuccess('SocialUrl'),
    }),
    updateSocialUrl: b.mutation<SocialUrl, OrgUrl & { body: SocialUrlInput }>({
      query: ({ organizationId, urlId, body }) =>
        requestOf(S.urls.update, { path: { orgId: organizationId, urlId }, body }),
      invalidatesTags: onSuccess('SocialUrl', 'SocialPost'),
    }),
    deleteSocialUrl: b.mutation<void, OrgUrl>({
      query: ({ organizationId, urlId }) =>
        requestOf(S.urls.delete, { path: { orgId: organizationId, urlId } }),
      invalidatesTags: onSuccess(...POST_TAGS),
    }),
    bulkDeleteSocialUrls: b.mutation<{ deleted: number }, Org & { ids: number[] }>({
      query: ({ organizationId, ids }) =>
        requestOf(S.urls.bulkDelete, { path: at(organizationId), body: { ids } }),
      invalidatesTags: onSuccess(...POST_TAGS),
    }),
    importSocialUrl: b.mutation<{ url: SocialUrl; post: SocialPost | null }, Org & { url: string }>({
      query: ({ organizationId, url }) =>
        requestOf(S.urls.import, { path: at(organizationId), body: { url } }),
      invalidatesTags: onSuccess(...POST_TAGS),
    }),

    // --- Posts ---
    socialPosts: b.query<Paginated<SocialPost>, SocialPostsArgs>({
      query: ({ organizationId, urlId, page, search }) =>
        requestOf(S.posts.list, {
          path: { orgId: organizationId, urlId },
          query: { page, per_page: socialConstants.postsPageSize, ...(search ? { search } : {}) },
        }),
      providesTags: ['SocialPost'],
    }),
    socialPost: b.query<SocialPost, OrgPost>({
      query: (args) => requestOf(S.posts.get, { path: post(args) }),
      providesTags: ['SocialPost'],
    }),
    createSocialPost: b.mutation<SocialPost, OrgUrl & { body: SocialPostInput }>({
      query: ({ organizationId, urlId, body }) =>
        requestOf(S.posts.create, { path: { orgId: organizationId, urlId }, body }),
      invalidatesTags: onSuccess(...POST_TAGS),
    }),
    updateSocialPost: b.mutation<SocialPost, OrgPost & { body: SocialPostInput }>({
      query: ({ body, ...args }) => requestOf(S.posts.update, { path: post(args), body }),
      invalidatesTags: onSuccess(...POST_TAGS),
    }),
    deleteSocialPost: b.mutation<void, OrgPost>({
      query: (args) => requestOf(S.posts.delete, { path: post(args) }),
      invalidatesTags: onSuccess(...POST_TAGS),
    }),
    postSocialPostNow: b.mutation<SocialPost, OrgPost>({
      query: (args) => requestOf(S.posts.postNow, { path: post(args) }),
      invalidatesTags: onSuccess(...POST_TAGS),
    }),
    queueSocialPost: b.mutation<SocialPost, OrgPost>({
      query: (args) => requestOf(S.posts.queue, { path: post(args) }),
      invalidatesTags: onSuccess(...POST_TAGS),
    }),
    /** warning: the campaign is left short of posts (socialMessages.removedFromQueue), or null. */
    unqueueSocialPost: b.mutation<SocialPost & { warning: string | null }, OrgPost>({
      query: (args) => requestOf(S.posts.unqueue, { path: post(args) }),
      invalidatesTags: onSuccess(...POST_TAGS),
    }),
    /** date: ISO 8601, not in the past. */
    scheduleSocialPost: b.mutation<SocialPost, OrgPost & { date: string }>({
      query: ({ date, ...args }) => requestOf(S.posts.schedule, { path: post(args), body: { date } }),
      invalidatesTags: onSuccess(...POST_TAGS),
    }),
    cancelSocialPostSchedule: b.mutation<SocialPost, OrgPost>({
      query: (args) => requestOf(S.posts.cancelSchedule, { path: post(args) }),
      invalidatesTags: onSuccess(...POST_TAGS),
    }),
    addSocialPostToLibrary: b.mutation<SocialTemplate, OrgPost>({
      query: (args) => requestOf(S.posts.addToLibrary, { path: post(args) }),
      invalidatesTags: onSuccess('SocialTemplate'),
    }),
    /** Hashtags for the content: reply content, the hashtags. */
    generateSocialHashtags: b.mutation<{ content: string }, Org & { content: string }>({
      query: ({ organizationId, content }) =>
        requestOf(S.posts.hashtags, { path: at(organizationId), body: { content } }),
    }),

    // --- Media ---
    uploadSocialImage: b.mutation<SocialImageUpload, { file: File }>({
      query: ({ file }) => requestOf(S.media.uploadImage, { body: form(file) }),
    }),
    /** Starts the video's processing job; poll socialVideoJob every socialConstants.jobPollMs. */
    processSocialVideo: b.mutation<{ job: { id: string } }, Org & { file: File }>({
      query: ({ organizationId, file }) =>
        requestOf(S.media.processVideo, { path: at(organizationId), body: form(file) }),
    }),
    socialVideoJob: b.query<SocialVideoJob, Org & { jobId: string }>({
      query: ({ organizationId, jobId }) =>
        requestOf(S.media.videoJob, { path: { orgId: organizationId, jobId } }),
      // Each poll must reach the server, never a cached answer.
      keepUnusedDataFor: 0,
    }),
    completeSocialVideoJob: b.mutation<void, Org & { jobId: string }>({
      query: ({ organizationId, jobId }) =>
        requestOf(S.media.completeVideoJob, { path: at(organizationId), body: { job_id: jobId } }),
    }),

    // --- Template library ---
    socialTemplates: b.query<SocialTemplate[], Org & { search?: string; folderId?: number | null }>({
      query: ({ organizationId, search, folderId }) =>
        requestOf(S.templates.list, {
          path: at(organizationId),
          query: { ...(search ? { search } : {}), ...(folderId != null ? { folderId } : {}) },
        }),
      providesTags: ['SocialTemplate'],
    }),
    socialTemplateFolders: b.query<SocialTemplateFolder[], number>({
      query: (organizationId) => requestOf(S.templates.folders, { path: at(organizationId) }),
      providesTags: ['SocialTemplate'],
    }),

    // --- Profile ---
    /** The organization's social profile: its connected accounts (whether a post has anywhere to go). */
    socialProfile: b.query<SocialPostingProfile, number>({
      query: (organizationId) => requestOf(S.accounts.profile, { path: at(organizationId) }),
      providesTags: ['SocialProfile'],
    }),

    // --- Calendar ---
    /** month: 1…12. */
    socialCalendar: b.query<SocialCalendarEntry[], Org & { year: number; month: number }>({
      query: ({ organizationId, year, month }) =>
        requestOf(S.calendar, { path: at(organizationId), query: { year, month } }),
      providesTags: ['SocialCalendar'],
    }),
  }),
});

export const {
  useSocialUrlsQuery,
  useSocialUrlOptionsQuery,
  useSocialUrlQuery,
  useCreateSocialUrlMutation,
  useUpdateSocialUrlMutation,
  useDeleteSocialUrlMutation,
  useBulkDeleteSocialUrlsMutation,
  useImportSocialUrlMutation,
  useSocialPostsQuery,
  useSocialPostQuery,
  useCreateSocialPostMutation,
  useUpdateSocialPostMutation,
  useDeleteSocialPostMutation,
  usePostSocialPostNowMutation,
  useQueueSocialPostMutation,
  useUnqueueSocialPostMutation,
  useScheduleSocialPostMutation,
  useCancelSocialPostScheduleMutation,
  useAddSocialPostToLibraryMutation,
  useGenerateSocialHashtagsMutation,
  useUploadSocialImageMutation,
  useProcessSocialVideoMutation,
  useSocialVideoJobQuery,
  useLazySocialVideoJobQuery,
  useCompleteSocialVideoJobMutation,
  useSocialTemplatesQuery,
  useSocialTemplateFoldersQuery,
  useSocialProfileQuery,
  useSocialCalendarQuery,
} = socialApi;
