import { apiPaths, type Industry, type Paginated } from '@ensemble/contracts';
import { accountApi } from './accountApi';

export const industriesApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    getIndustries: build.query<Industry[], void>({
      query: () => apiPaths.industries,
      // A short reference list: accept the list envelope or a bare array.
      transformResponse: (body: Paginated<Industry> | Industry[]) =>
        Array.isArray(body) ? body : body.results,
      providesTags: ['Industry'],
    }),
  }),
});

export const { useGetIndustriesQuery } = industriesApi;
