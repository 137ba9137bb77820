import {
  authEndpoints,
  type InvitationPreview,
  type Organization,
  organizationEndpoints as api,
  requestOf,
  type User,
} from '@ensemble/contracts';
import { accountApi } from './accountApi';

export const invitationsApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    /** Public: who invited whom, and whether the invited address already has an account. */
    getInvitationPreview: build.query<InvitationPreview, string>({
      query: (token) => requestOf(api.invitationPreview, { query: { token } }),
    }),
    acceptInvitation: build.mutation<Organization, { token: string }>({
      query: (body) => requestOf(api.acceptInvitation, { body }),
      invalidatesTags: ['Organization'],
    }),
    /** Who is signed in, for a session restored from storage before the user was kept with it. */
    getSignedInUser: build.query<User, void>({ query: () => requestOf(authEndpoints.me) }),
  }),
});

export const { useGetInvitationPreviewQuery, useAcceptInvitationMutation, useGetSignedInUserQuery } =
  invitationsApi;
