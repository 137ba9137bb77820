import * as yup from 'yup';
import { endpoint } from './endpoint';
import { js } from './json-schema';
import type { LoginResponse } from './api-types';
import { messages } from './messages';
import { loginResponse, throttledNote as throttled } from './platform-schemas';

export interface GoogleSignInConfig {
  enabled: boolean;
}

export interface GoogleLoginUrl {
  url: string;
}

/** The one-time code of the callback's redirect, and the state this browser kept when it left for Google. */
export interface GoogleSignInExchange {
  code: string;
  state: string;
}

/** Query parameters of the login page after the callback's redirect. */
export const googleSignInQuery = { code: 'google_code', error: 'google_error' } as const;

export const googleSignInErrors = ['failed', 'email_not_verified', 'cancelled'] as const;
export type GoogleSignInError = (typeof googleSignInErrors)[number];

export const googleSignInMessages = {
  notConfigured: 'Sign in with Google is not available',
  failed: 'Google sign-in failed, please try again',
  email_not_verified: 'Your Google account email address is not verified',
  cancelled: 'Google sign-in was cancelled',
} as const satisfies Record<GoogleSignInError | 'notConfigured', string>;

export const googleSignInExchangeSchema = yup.object({
  code: yup.string().trim().required(messages.fieldRequired('Code')).max(100),
  state: yup.string().trim().required(messages.fieldRequired('State')).max(100),
});

/**
 * Spec 1 §7 'Google login URL' (its path is not shown; these are ours) and the calls that finish a Google
 * sign-in. The browser goes to Google and back to the API's callback; the API then sends it to the login page
 * with a one-time code (never tokens in a URL), which the page exchanges for what a password login answers.
 */
const google = { tag: 'auth', access: 'public', method: 'GET' } as const;

export const googleSignInEndpoints = {
  config: endpoint<GoogleSignInConfig>()({
    ...google,
    path: '/auth/google/config/',
    summary: 'Whether sign-in with Google is offered (GOOGLE_OIDC_CLIENT_ID is set)',
    response: js.obj({ enabled: js.bool }),
  }),
  loginUrl: endpoint<GoogleLoginUrl>()({
    ...google,
    path: '/auth/google/login-url/',
    summary:
      "Spec 1 §7 'Google login URL': Google's authorization URL for a new attempt (state, nonce, PKCE)",
    description: `404 '${googleSignInMessages.notConfigured}' when off. ${throttled}`,
    response: js.obj({ url: js.str }),
  }),
  /** Google's redirect target (?code&state or ?error&state); not a client call, so left out of the document. */
  callback: endpoint<never>()({
    ...google,
    path: '/auth/google/callback/',
    summary: "Google's redirect target: 302 to the login page with a one-time code or an error",
    response: { type: 'string', description: '302 redirect (Location: the login page)' },
  }),
  exchange: endpoint<LoginResponse>()({
    ...google,
    method: 'POST',
    path: '/auth/google/exchange/',
    status: 200,
    summary:
      'Trade the callback’s one-time code (with this browser’s state) for what a password login answers',
    description: `400 '${googleSignInMessages.failed}'. ${throttled}`,
    body: googleSignInExchangeSchema,
    response: loginResponse,
  }),
};

/** The paths as strings (the callback is also Google's registered redirect URI). */
export const googleSignInPaths = {
  config: googleSignInEndpoints.config.path,
  loginUrl: googleSignInEndpoints.loginUrl.path,
  callback: googleSignInEndpoints.callback.path,
  exchange: googleSignInEndpoints.exchange.path,
} as const;
