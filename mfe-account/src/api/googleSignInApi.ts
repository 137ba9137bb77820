import {
  type GoogleLoginUrl,
  type GoogleSignInConfig,
  googleSignInEndpoints as api,
  type GoogleSignInExchange,
  type LoginResponse,
  requestOf,
} from '@ensemble/contracts';
import { accountApi } from './accountApi';

export const googleSignInApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    getGoogleSignInConfig: build.query<GoogleSignInConfig, void>({
      query: () => requestOf(api.config),
    }),
    /** Spec 1 §7 'Google login URL'. Each call starts a new attempt, so it is never served from the cache. */
    getGoogleLoginUrl: build.mutation<GoogleLoginUrl, void>({
      query: () => requestOf(api.loginUrl),
    }),
    exchangeGoogleSignIn: build.mutation<LoginResponse, GoogleSignInExchange>({
      query: (body) => requestOf(api.exchange, { body }),
    }),
  }),
});

export const {
  useGetGoogleSignInConfigQuery,
  useGetGoogleLoginUrlMutation,
  useExchangeGoogleSignInMutation,
} = googleSignInApi;
