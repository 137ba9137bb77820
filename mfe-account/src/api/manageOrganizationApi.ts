import {
  accountPaths,
  apiPaths,
  type Invitation,
  type Organization,
  type OrganizationUser,
  type Paginated,
  type SignedUpload,
} from '@ensemble/contracts';
import { events } from '@ensemble/shared-ui';
import { accountApi } from './accountApi';

/** The users table pages on the client (spec 1 §2), so it loads every member in one call. */
const ALL = 1000;

function rows<T>(body: Paginated<T> | T[]): T[] {
  return Array.isArray(body) ? body : body.results;
}

const api = accountApi.enhanceEndpoints({ addTagTypes: ['OrganizationMember', 'Invitation'] });

/** Tells the other views of the suite (the shell's side menu) that this organization's own data changed. */
async function announceUpdate(id: number, queryFulfilled: Promise<unknown>): Promise<void> {
  try {
    await queryFulfilled;
    events.emit({ type: 'organization-updated', organizationId: id });
  } catch {
    // The mutation's own error handling reports failures.
  }
}

export const manageOrganizationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrganization: build.query<Organization, number>({
      query: (id) => apiPaths.organization(id),
      providesTags: (_r, _e, id) => [{ type: 'Organization', id }],
    }),
    updateOrganization: build.mutation<Organization, { id: number; name: string }>({
      query: ({ id, name }) => ({ url: apiPaths.organization(id), method: 'PATCH', body: { name } }),
      // The edit-area list shows names too.
      invalidatesTags: ['Organization'],
      onQueryStarted: ({ id }, { queryFulfilled }) => announceUpdate(id, queryFulfilled),
    }),
    /** Spec 1 §4: the same call schedules the deletion and, when one is scheduled, reactivates. */
    toggleOrganizationDeletion: build.mutation<Organization, number>({
      query: (id) => ({ url: apiPaths.organization(id), method: 'DELETE' }),
      invalidatesTags: ['Organization'],
      onQueryStarted: (id, { queryFulfilled }) => announceUpdate(id, queryFulfilled),
    }),
    changeOrganizationEmail: build.mutation<Organization, { id: number; new_email: string }>({
      query: ({ id, new_email }) => ({
        url: accountPaths.organizationEmailChange(id),
        method: 'POST',
        body: { new_email },
      }),
      invalidatesTags: ['Organization'],
      onQueryStarted: ({ id }, { queryFulfilled }) => announceUpdate(id, queryFulfilled),
    }),
    requestLogoUpload: build.mutation<
      SignedUpload,
      { id: number; filename: string; content_type: string; size: number }
    >({
      query: ({ id, ...body }) => ({ url: accountPaths.logoUploadForm(id), method: 'POST', body }),
    }),
    confirmLogo: build.mutation<Organization, { id: number; key: string }>({
      query: ({ id, key }) => ({ url: accountPaths.logoConfirm(id), method: 'POST', body: { key } }),
      invalidatesTags: ['Organization'],
      onQueryStarted: ({ id }, { queryFulfilled }) => announceUpdate(id, queryFulfilled),
    }),
    getOrganizationUsers: build.query<OrganizationUser[], number>({
      query: (id) => ({ url: apiPaths.organizationUsers(id), params: { page: 1, per_page: ALL } }),
      transformResponse: (body: Paginated<OrganizationUser> | OrganizationUser[]) => rows(body),
      providesTags: ['OrganizationMember'],
    }),
    getInvitations: build.query<Invitation[], number>({
      query: (id) => ({ url: apiPaths.organizationInvitations(id), params: { page: 1, per_page: ALL } }),
      transformResponse: (body: Paginated<Invitation> | Invitation[]) => rows(body),
      providesTags: ['Invitation'],
    }),
    inviteUser: build.mutation<unknown, { id: number; email: string }>({
      query: ({ id, email }) => ({ url: apiPaths.organizationUsers(id), method: 'POST', body: { email } }),
      invalidatesTags: ['Invitation', 'OrganizationMember', 'Organization'],
    }),
    resendInvitation: build.mutation<unknown, { id: number; invitationId: number }>({
      query: ({ id, invitationId }) => ({
        url: accountPaths.invitationResend(id, invitationId),
        method: 'POST',
      }),
    }),
    deleteInvitation: build.mutation<unknown, { id: number; invitationId: number }>({
      query: ({ id, invitationId }) => ({
        url: apiPaths.organizationInvitation(id, invitationId),
        method: 'DELETE',
      }),
      invalidatesTags: ['Invitation', 'Organization'],
    }),
    deleteMember: build.mutation<unknown, { id: number; memberId: number }>({
      query: ({ id, memberId }) => ({ url: apiPaths.organizationUser(id, memberId), method: 'DELETE' }),
      invalidatesTags: ['OrganizationMember', 'Organization'],
    }),
  }),
});

export const {
  useGetOrganizationQuery,
  useUpdateOrganizationMutation,
  useToggleOrganizationDeletionMutation,
  useChangeOrganizationEmailMutation,
  useRequestLogoUploadMutation,
  useConfirmLogoMutation,
  useGetOrganizationUsersQuery,
  useGetInvitationsQuery,
  useInviteUserMutation,
  useResendInvitationMutation,
  useDeleteInvitationMutation,
  useDeleteMemberMutation,
} = manageOrganizationApi;
