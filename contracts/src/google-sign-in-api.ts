import * as yup from 'yup';
import { messages } from './messages';

/**
 * Spec 1 §7 'Google login URL' (its path is not shown; these are ours) and the calls that finish a Google
 * sign-in. The browser goes to Google and back to the API's callback; the API then sends it to the login page
 * with a one-time code (never tokens in a URL), which the page exchanges for what a password login answers.
 */
export const googleSignInPaths = {
  /** GET, public → GoogleSignInConfig: whether the login page offers the Google button. */
  config: '/auth/google/config/',
  /** GET, public → GoogleLoginUrl (Google's authorization URL, with state, nonce and PKCE); 404 when off. */
  loginUrl: '/auth/google/login-url/',
  /** GET, Google's redirect target (?code&state or ?error&state) → 302 to the login page. */
  callback: '/auth/google/callback/',
  /** POST GoogleSignInExchange → LoginResponse (tokens, or the two-step challenge as a password login). */
  exchange: '/auth/google/exchange/',
} as const;

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
