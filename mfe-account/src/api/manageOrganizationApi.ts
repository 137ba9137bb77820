import {
  type Invitation,
  type Organization,
  organizationEndpoints as org,
  type OrganizationUser,
  type Paginated,
  requestOf,
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
      query: (id) => requestOf(org.get, { path: { orgId: id } }),
      providesTags: (_r, _e, id) => [{ type: 'Organization', id }],
    }),
    updateOrganization: build.mutation<Organization, { id: number; name: string }>({
      query: ({ id, name }) => requestOf(org.update, { path: { orgId: id }, body: { name } }),
      // The edit-area list shows names too.
      invalidatesTags: ['Organization'],
      onQueryStarted: ({ id }, { queryFulfilled }) => announceUpdate(id, queryFulfilled),
    }),
    /** Spec 1 §4: the same call schedules the deletion and, when one is scheduled, reactivates. */
    toggleOrganizationDeletion: build.mutation<Organization, number>({
      query: (id) => requestOf(org.toggleDeletion, { path: { orgId: id } }),
      invalidatesTags: ['Organization'],
      onQueryStarted: (id, { queryFulfilled }) => announceUpdate(id, queryFulfilled),
    }),
    changeOrganizationEmail: build.mutation<Organization, { id: number; new_email: string }>({
      query: ({ id, new_email }) => requestOf(org.emailChange, { path: { orgId: id }, body: { new_email } }),
      invalidatesTags: ['Organization'],
      onQueryStarted: ({ id }, { queryFulfilled }) => announceUpdate(id, queryFulfilled),
    }),
    requestLogoUpload: build.mutation<
      SignedUpload,
      { id: number; filename: string; content_type: string; size: number }
    >({
      query: ({ id, ...body }) => requestOf(org.logoUploadForm, { path: { orgId: id }, body }),
    }),
    confirmLogo: build.mutation<Organization, { id: number; key: string }>({
      query: ({ id, key }) => requestOf(org.logoConfirm, { path: { orgId: id }, body: { key } }),
      invalidatesTags: ['Organization'],
      onQueryStarted: ({ id }, { queryFulfilled }) => announceUpdate(id, queryFulfilled),
    }),
    getOrganizationUsers: build.query<OrganizationUser[], number>({
      query: (id) => requestOf(org.users, { path: { orgId: id }, query: { page: 1, per_page: ALL } }),
      transformResponse: (body: Paginated<OrganizationUser> | OrganizationUser[]) => rows(body),
      providesTags: ['OrganizationMember'],
    }),
    getInvitations: build.query<Invitation[], number>({
      query: (id) => requestOf(org.invitations, { path: { orgId: id }, query: { page: 1, per_page: ALL } }),
      transformResponse: (body: Paginated<Invitation> | Invitation[]) => rows(body),
      providesTags: ['Invitation'],
    }),
    inviteUser: build.mutation<unknown, { id: number; email: string }>({
      query: ({ id, email }) => requestOf(org.invite, { path: { orgId: id }, body: { email } }),
      invalidatesTags: ['Invitation', 'OrganizationMember', 'Organization'],
    }),
    resendInvitation: build.mutation<unknown, { id: number; invitationId: number }>({
      query: ({ id, invitationId }) =>
        requestOf(org.resendInvitation, { path: { orgId: id, id: invitationId } }),
    }),
    deleteInvitation: build.mutation<unknown, { id: number; invitationId: number }>({
      query: ({ id, invitationId }) =>
        requestOf(org.removeInvitation, { path: { orgId: id, id: invitationId } }),
      invalidatesTags: ['Invitation', 'Organization'],
    }),
    deleteMember: build.mutation<unknown, { id: number; memberId: number }>({
      query: ({ id, memberId }) => requestOf(org.removeMember, { path: { orgId: id, id: memberId } }),
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
