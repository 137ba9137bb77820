import {
  accountEndpoints as api,
  authEndpoints,
  type AuthTokens,
  type DetailResponse,
  type EmailSignature,
  type Organization,
  organizationEndpoints,
  type ProfileUpdate,
  requestOf,
  type User,
} from '@ensemble/contracts';
import { accountApi } from './accountApi';
import { session } from '@ensemble/shared-ui';

type Id = number | string;

interface UserAnswer {
  dispatch: (action: unknown) => unknown;
  queryFulfilled: Promise<{ data: User }>;
}

/**
 * A call that answers the updated user: the cached profile and the session (toolbar, other remotes)
 * follow at once, without asking the API again.
 */
export async function keepUser({ dispatch, queryFulfilled }: UserAnswer): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    session.setUser(data);
    dispatch(profileApi.util.upsertQueryData('getMe', undefined, data));
  } catch {
    // The screen reports the failure.
  }
}

export const profileApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user, fresh from the API (the session copy may predate a change made elsewhere). */
    getMe: build.query<User, void>({
      query: () => requestOf(authEndpoints.me),
      onQueryStarted: async (_arg, { queryFulfilled }) => {
        try {
          session.setUser((await queryFulfilled).data);
        } catch {
          // The screen shows the failure.
        }
      },
      providesTags: ['Me'],
    }),
    updateProfile: build.mutation<User, ProfileUpdate>({
      query: (body) => requestOf(api.updateProfile, { body }),
      onQueryStarted: (_arg, api) => keepUser(api),
    }),
    /**
     * Every session of the user is revoked; the answer carries this session's new token pair. Without
     * old_password, an account that has no password (Google sign-in) sets its first one.
     */
    changePassword: build.mutation<
      DetailResponse & Partial<AuthTokens>,
      { old_password?: string; new_password: string }
    >({
      query: (body) => requestOf(api.changePassword, { body }),
      onQueryStarted: async (arg, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          if (data.access && data.refresh) session.setTokens({ access: data.access, refresh: data.refresh });
          // A first password: has_password changed. Asked for after the new pair, which the old one no longer is.
          if (arg.old_password === undefined) dispatch(profileApi.util.invalidateTags(['Me']));
        } catch {
          // The modal shows the failure.
        }
      },
    }),
    changeEmail: build.mutation<User, { new_email: string; password: string }>({
      query: (body) => requestOf(api.changeEmail, { body }),
      onQueryStarted: (_arg, api) => keepUser(api),
    }),
    /** Public: the link may be opened while logged out. */
    confirmEmailChange: build.mutation<User, { token: string }>({
      query: (body) => requestOf(api.confirmEmailChange, { body }),
      invalidatesTags: ['Me'],
    }),
    /** Public: the organization's new address confirms the change. */
    confirmOrganizationEmailChange: build.mutation<Organization, { token: string }>({
      query: (body) => requestOf(organizationEndpoints.emailChangeConfirm, { body }),
      invalidatesTags: ['Organization'],
    }),
    getEmailSignature: build.query<EmailSignature, Id>({
      query: (orgId) => requestOf(api.getSignature, { path: { orgId } }),
      providesTags: ['EmailSignature'],
    }),
    saveEmailSignature: build.mutation<EmailSignature, { orgId: Id; body: EmailSignature }>({
      query: ({ orgId, body }) => requestOf(api.saveSignature, { path: { orgId }, body }),
      onQueryStarted: async ({ orgId }, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(profileApi.util.upsertQueryData('getEmailSignature', orgId, data));
        } catch {
          // The form shows the failure.
        }
      },
    }),
  }),
});

export const {
  useGetMeQuery,
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useChangeEmailMutation,
  useConfirmEmailChangeMutation,
  useConfirmOrganizationEmailChangeMutation,
  useGetEmailSignatureQuery,
  useSaveEmailSignatureMutation,
} = profileApi;
