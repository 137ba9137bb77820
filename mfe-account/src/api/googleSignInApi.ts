import {
  type GoogleLoginUrl,
  type GoogleSignInConfig,
  type GoogleSignInExchange,
  googleSignInPaths,
  type LoginResponse,
} from '@ensemble/contracts';
import { accountApi } from './accountApi';

export const googleSignInApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    getGoogleSignInConfig: build.query<GoogleSignInConfig, void>({
      query: () => googleSignInPaths.config,
    }),
    /** Spec 1 §7 'Google login URL'. Each call starts a new attempt, so it is never served from the cache. */
    getGoogleLoginUrl: build.mutation<GoogleLoginUrl, void>({
      query: () => ({ url: googleSignInPaths.loginUrl, method: 'GET' }),
    }),
    exchangeGoogleSignIn: build.mutation<LoginResponse, GoogleSignInExchange>({
      query: (body) => ({ url: googleSignInPaths.exchange, method: 'POST', body }),
    }),
  }),
});

export const {
  useGetGoogleSignInConfigQuery,
  useGetGoogleLoginUrlMutation,
  useExchangeGoogleSignInMutation,
} = googleSignInApi;
