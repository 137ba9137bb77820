import { createApi } from '@reduxjs/toolkit/query/react';
import {
  apiPaths,
  leadsExtraPaths,
  pageSizes,
  type GlobalSearchResult,
  type Organization,
  type Paginated,
  type Release,
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
      query: (id) => apiPaths.organization(id),
      providesTags: (_r, _e, id) => [{ type: 'Organization', id }],
    }),
    organizationCount: b.query<number, void>({
      query: () => ({ url: apiPaths.organizations, params: { per_page: pageSizes.organizationMenu } }),
      transformResponse: (r: Paginated<Organization>) => r.count,
    }),
    latestRelease: b.query<Release | null, void>({
      query: () => ({ url: apiPaths.releases, params: { ordering: '-id', per_page: 1000 } }),
      transformResponse: (r: Paginated<Release>) => r.results[0] ?? null,
    }),
    globalSearch: b.query<GlobalSearchResult[], { organizationId: number; query: string }>({
      query: ({ organizationId, query }) => ({
        url: leadsExtraPaths.globalSearch(organizationId),
        params: { query },
      }),
      transformResponse: (r: { results: GlobalSearchResult[] }) => r.results,
    }),
    me: b.query<User, void>({ query: () => apiPaths.auth.me }),
    logout: b.mutation<unknown, { refresh: string }>({
      query: (body) => ({ url: apiPaths.auth.logout, method: 'POST', body }),
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
