import { type Organization, organizationEndpoints as api, requestOf } from '@ensemble/contracts';
import { harmonyApi } from './harmonyApi';

export const organizationApi = harmonyApi.injectEndpoints({
  endpoints: (b) => ({
    organization: b.query<Organization, number>({
      query: (id) => requestOf(api.get, { path: { orgId: id } }),
      providesTags: (_r, _e, id) => [{ type: 'Organization', id }],
    }),
  }),
});

export const { useOrganizationQuery } = organizationApi;
