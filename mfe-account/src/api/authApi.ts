import {
  apiPaths,
  type DetailResponse,
  type LoginInput,
  type LoginResponse,
  type LoginSuccess,
  type SignupInput,
  type SignupResponse,
  type TwoFactorChallenge,
} from '@ensemble/contracts';
import { accountApi } from './accountApi';

export const authApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginInput>({
      query: (body) => ({ url: apiPaths.auth.login, method: 'POST', body }),
    }),
    signup: build.mutation<SignupResponse, SignupInput>({
      query: (body) => ({ url: apiPaths.auth.signup, method: 'POST', body }),
    }),
    logout: build.mutation<unknown, { refresh: string }>({
      query: (body) => ({ url: apiPaths.auth.logout, method: 'POST', body }),
    }),
    /** The emailed link both verifies the address and signs the user in. */
    verifyEmail: build.mutation<LoginSuccess, { token: string }>({
      query: (body) => ({ url: apiPaths.auth.verifyEmail, method: 'POST', body }),
    }),
    resendVerificationEmail: build.mutation<DetailResponse, { email: string }>({
      query: (body) => ({ url: apiPaths.resendVerificationEmail, method: 'POST', body }),
    }),
    requestPasswordReset: build.mutation<DetailResponse, { email: string }>({
      query: (body) => ({ url: apiPaths.auth.passwordReset, method: 'POST', body }),
    }),
    confirmPasswordReset: build.mutation<DetailResponse, { token: string; password: string }>({
      query: (body) => ({ url: apiPaths.auth.passwordResetConfirm, method: 'POST', body }),
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
