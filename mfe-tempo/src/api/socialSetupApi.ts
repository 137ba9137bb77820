import {
  type Paginated,
  requestOf,
  type SocialAccountInfo,
  type SocialAccountNetwork,
  type SocialCampaign,
  type SocialCampaignPatch,
  socialConstants,
  socialEndpoints as S,
  type SocialPostingProfile,
  type SocialPostLog,
  type SocialRssFeed,
} from '@ensemble/contracts';
import { tempoApi } from './tempoApi';

const api = tempoApi.enhanceEndpoints({
  addTagTypes: ['SocialProfile', 'SocialCampaign', 'SocialRss', 'SocialPostLogs'],
});
const at = (organizationId: number) => ({ orgId: organizationId });

interface Org {
  organizationId: number;
}

/** The post logs' filter (spec 3 §2: all, success (the default), error). */
export type PostLogFilter = 'all' | 'success' | 'error';

export interface PostLogsArgs extends Org {
  page: number;
  filter: PostLogFilter;
}

/** Spec 3 §7: results__success true for success, false for error, absent for all. */
export const postLogsQuery = ({ page, filter }: Pick<PostLogsArgs, 'page' | 'filter'>) => ({
  page,
  per_page: socialConstants.postLogsPageSize,
  ordering: '-created_at',
  ...(filter === 'all' ? {} : { results__success: filter === 'success' }),
});

// A refused change refetches nothing: the screen still shows what the server holds.
const onSuccess =
  <T extends string>(...tags: T[]) =>
  (_result: unknown, error: unknown) =>
    error ? [] : tags;

/**
 * The campaign settings' calls (spec 3 §2 'Campaign settings', §7): the social profile and its connected accounts,
 * Manage Accounts, the campaign (Start/Pause, posts per day, weekdays), the RSS feeds and the post logs.
 */
export const socialSetupApi = api.injectEndpoints({
  endpoints: (b) => ({
    // --- Connected accounts ---
    socialProfile: b.query<SocialPostingProfile, number>({
      query: (organizationId) => requestOf(S.accounts.profile, { path: at(organizationId) }),
      providesTags: ['SocialProfile'],
    }),
    /** The provider's linking page, or null with the local provider (the screen's own dialog). */
    manageSocialAccounts: b.mutation<{ url: string | null }, number>({
      query: (organizationId) => requestOf(S.accounts.manage, { path: at(organizationId) }),
    }),
    /** Local provider only: connect or disconnect one network. */
    setSocialAccount: b.mutation<
      SocialAccountInfo[],
      Org & { network: SocialAccountNetwork; connected: boolean }
    >({
      query: ({ organizationId, network, connected }) =>
        requestOf(S.accounts.set, { path: { orgId: organizationId, network }, body: { connected } }),
      invalidatesTags: onSuccess('SocialProfile'),
    }),

    // --- Campaign ---
    socialCampaign: b.query<SocialCampaign, number>({
      query: (organizationId) => requestOf(S.campaign.get, { path: at(organizationId) }),
      providesTags: ['SocialCampaign'],
    }),
    /**
     * One change at a time (times_per_day, days or active). The campaign is read again afterwards, on failure too,
     * so a refused choice goes back to the server's value (spec 3 §4).
     */
    updateSocialCampaign: b.mutation<SocialCampaign, Org & { body: SocialCampaignPatch }>({
      query: ({ organizationId, body }) => requestOf(S.campaign.update, { path: at(organizationId), body }),
      invalidatesTags: ['SocialCampaign'],
    }),

    // --- RSS feeds ---
    rssFeeds: b.query<Paginated<SocialRssFeed>, Org & { page: number }>({
      query: ({ organizationId, page }) =>
        requestOf(S.rss.list, {
          path: at(organizationId),
          query: { page, per_page: socialConstants.rssPageSize },
        }),
      providesTags: ['SocialRss'],
    }),
    addRssFeed: b.mutation<SocialRssFeed, Org & { feed_url: string }>({
      query: ({ organizationId, feed_url }) =>
        requestOf(S.rss.create, { path: at(organizationId), body: { feed_url } }),
      invalidatesTags: onSuccess('SocialRss'),
    }),
    setRssFeedStatus: b.mutation<SocialRssFeed, Org & { id: number; status: boolean }>({
      query: ({ organizationId, id, status }) =>
        requestOf(S.rss.updateStatus, { path: { orgId: organizationId, feedId: id }, body: { status } }),
      invalidatesTags: onSuccess('SocialRss'),
    }),
    deleteRssFeed: b.mutation<void, Org & { id: number }>({
      query: ({ organizationId, id }) =>
        requestOf(S.rss.delete, { path: { orgId: organizationId, feedId: id } }),
      invalidatesTags: onSuccess('SocialRss'),
    }),
    /** The drafts the feeds made that nobody opened yet; read again with the feeds (an add, a clear, a delete). */
    rssUnread: b.query<{ unread: number }, number>({
      query: (organizationId) => requestOf(S.rss.unread, { path: at(organizationId) }),
      providesTags: ['SocialRss'],
    }),
    /** Marks every new draft of the feed read. */
    clearRssDrafts: b.mutation<{ cleared: number }, Org & { id: number }>({
      query: ({ organizationId, id }) =>
        requestOf(S.rss.clear, { path: { orgId: organizationId, feedId: id }, body: { posts: [] } }),
      invalidatesTags: onSuccess('SocialRss'),
    }),

    // --- Post logs ---
    postLogs: b.query<Paginated<SocialPostLog>, PostLogsArgs>({
      query: ({ organizationId, ...args }) =>
        requestOf(S.postLogs, { path: at(organizationId), query: postLogsQuery(args) }),
      providesTags: ['SocialPostLogs'],
    }),
  }),
});

export const {
  useSocialProfileQuery,
  useManageSocialAccountsMutation,
  useSetSocialAccountMutation,
  useSocialCampaignQuery,
  useUpdateSocialCampaignMutation,
  useRssFeedsQuery,
  useAddRssFeedMutation,
  useSetRssFeedStatusMutation,
  useDeleteRssFeedMutation,
  useRssUnreadQuery,
  useClearRssDraftsMutation,
  usePostLogsQuery,
} = socialSetupApi;
