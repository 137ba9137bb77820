import { type Industry, type Paginated, platformEndpoints as api, requestOf } from '@ensemble/contracts';
import { accountApi } from './accountApi';

export const industriesApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    getIndustries: build.query<Industry[], void>({
      query: () => requestOf(api.industries),
      // A short reference list: accept the list envelope or a bare array.
      transformResponse: (body: Paginated<Industry> | Industry[]) =>
        Array.isArray(body) ? body : body.results,
      providesTags: ['Industry'],
    }),
  }),
});

export const { useGetIndustriesQuery } = industriesApi;
