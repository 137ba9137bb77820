import { createApi } from '@reduxjs/toolkit/query/react';
import {
  authEndpoints,
  leadsExtraPaths,
  pageSizes,
  type GlobalSearchResult,
  type Organization,
  organizationEndpoints,
  type Paginated,
  platformEndpoints,
  type Release,
  requestOf,
  type User,
} from '@ensemble/contracts';
import { createBaseQuery } from '@ensemble/shared-ui';

/**
 * The shell's own calls: what the layout shows (organization, organization count, release), the toolbar's
 * global search and logout.
 */
export const shellApi = createApi({
  reducerPath: 'shellApi',
  baseQuery: createBaseQuery(),
  tagTypes: ['Organization'],
  endpoints: (b) => ({
    organization: b.query<Organization, number>({
      query: (id) => requestOf(organizationEndpoints.get, { path: { orgId: id } }),
      providesTags: (_r, _e, id) => [{ type: 'Organization', id }],
    }),
    organizationCount: b.query<number, void>({
      query: () => requestOf(organizationEndpoints.list, { query: { per_page: pageSizes.organizationMenu } }),
      transformResponse: (r: Paginated<Organization>) => r.count,
    }),
    latestRelease: b.query<Release | null, void>({
      query: () => requestOf(platformEndpoints.releases, { query: { ordering: '-id', per_page: 1000 } }),
      transformResponse: (r: Paginated<Release>) => r.results[0] ?? null,
    }),
    globalSearch: b.query<GlobalSearchResult[], { organizationId: number; query: string }>({
      query: ({ organizationId, query }) => ({
        url: leadsExtraPaths.globalSearch(organizationId),
        params: { query },
      }),
      transformResponse: (r: { results: GlobalSearchResult[] }) => r.results,
    }),
    me: b.query<User, void>({ query: () => requestOf(authEndpoints.me) }),
    logout: b.mutation<unknown, { refresh: string }>({
      query: (body) => requestOf(authEndpoints.logout, { body }),
    }),
  }),
});

export const {
  useOrganizationQuery,
  useOrganizationCountQuery,
  useLatestReleaseQuery,
  useGlobalSearchQuery,
  useMeQuery,
  useLogoutMutation,
} = shellApi;
