import {
  type Organization,
  type OrganizationCreateInput,
  organizationEndpoints as api,
  type Paginated,
  requestOf,
} from '@ensemble/contracts';
import { accountApi } from './accountApi';

export interface OrganizationListArgs {
  page: number;
  per_page: number;
  search?: string;
}

export const organizationsApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    getOrganizations: build.query<Paginated<Organization>, OrganizationListArgs>({
      query: ({ page, per_page, search }) =>
        requestOf(api.list, { query: search ? { page, per_page, search } : { page, per_page } }),
      providesTags: ['Organization'],
    }),
    createOrganization: build.mutation<Organization, OrganizationCreateInput>({
      query: (body) => requestOf(api.create, { body }),
      invalidatesTags: ['Organization'],
    }),
  }),
});

export const { useGetOrganizationsQuery, useLazyGetOrganizationsQuery, useCreateOrganizationMutation } =
  organizationsApi;
