import {
  pageSizes,
  type Paginated,
  platformEndpoints as api,
  type Release,
  requestOf,
} from '@ensemble/contracts';
import { accountApi } from './accountApi';

export const releasesApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    // Spec 1 §7: GET /versioning/version/ with ordering -id and per_page 100.
    getReleases: build.query<Paginated<Release>, void>({
      query: () => requestOf(api.releases, { query: { ordering: '-id', per_page: pageSizes.releases } }),
      providesTags: ['Release'],
    }),
  }),
});

export const { useGetReleasesQuery } = releasesApi;
