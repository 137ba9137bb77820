import {
  authEndpoints as api,
  type DetailResponse,
  type LoginInput,
  type LoginResponse,
  type LoginSuccess,
  requestOf,
  type SignupInput,
  type SignupResponse,
  type TwoFactorChallenge,
} from '@ensemble/contracts';
import { accountApi } from './accountApi';

export const authApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginInput>({
      query: (body) => requestOf(api.login, { body }),
    }),
    signup: build.mutation<SignupResponse, SignupInput>({
      query: (body) => requestOf(api.signup, { body }),
    }),
    logout: build.mutation<unknown, { refresh: string }>({
      query: (body) => requestOf(api.logout, { body }),
    }),
    /** The emailed link both verifies the address and signs the user in. */
    verifyEmail: build.mutation<LoginSuccess, { token: string }>({
      query: (body) => requestOf(api.verifyEmail, { body }),
    }),
    resendVerificationEmail: build.mutation<DetailResponse, { email: string }>({
      query: (body) => requestOf(api.resendVerificationEmail, { body }),
    }),
    requestPasswordReset: build.mutation<DetailResponse, { email: string }>({
      query: (body) => requestOf(api.passwordReset, { body }),
    }),
    confirmPasswordReset: build.mutation<DetailResponse, { token: string; password: string }>({
      query: (body) => requestOf(api.passwordResetConfirm, { body }),
    }),
  }),
});

export const {
  useLoginMutation,
  useSignupMutation,
  useLogoutMutation,
  useVerifyEmailMutation,
  useResendVerificationEmailMutation,
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
} = authApi;

export function isTwoFactorChallenge(r: LoginResponse): r is TwoFactorChallenge {
  return (r as TwoFactorChallenge).two_factor_required === true;
}
