import {
  apiPaths,
  type Organization,
  type OrganizationCreateInput,
  type Paginated,
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
      query: ({ page, per_page, search }) => ({
        url: apiPaths.organizations,
        params: search ? { page, per_page, search } : { page, per_page },
      }),
      providesTags: ['Organization'],
    }),
    createOrganization: build.mutation<Organization, OrganizationCreateInput>({
      query: (body) => ({ url: apiPaths.organizations, method: 'POST', body }),
      invalidatesTags: ['Organization'],
    }),
  }),
});

export const { useGetOrganizationsQuery, useLazyGetOrganizationsQuery, useCreateOrganizationMutation } =
  organizationsApi;
