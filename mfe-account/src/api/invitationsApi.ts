import {
  accountPaths,
  apiPaths,
  type InvitationPreview,
  type Organization,
  type User,
} from '@ensemble/contracts';
import { accountApi } from './accountApi';

export const invitationsApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    /** Public: who invited whom, and whether the invited address already has an account. */
    getInvitationPreview: build.query<InvitationPreview, string>({
      query: (token) => ({ url: accountPaths.invitationPreview, params: { token } }),
    }),
    acceptInvitation: build.mutation<Organization, { token: string }>({
      query: (body) => ({ url: accountPaths.invitationAccept, method: 'POST', body }),
      invalidatesTags: ['Organization'],
    }),
    /** Who is signed in, for a session restored from storage before the user was kept with it. */
    getSignedInUser: build.query<User, void>({ query: () => apiPaths.auth.me }),
  }),
});

export const { useGetInvitationPreviewQuery, useAcceptInvitationMutation, useGetSignedInUserQuery } =
  invitationsApi;
