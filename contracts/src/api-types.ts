/** Request and response shapes of the API, shared by the API, the remotes and the e2e suite. */
import type { Edition } from './constants';

export interface Paginated<T> {
  results: T[];
  count: number;
}

/** The error envelope the screens read (ARCHITECTURE.md, API conventions). */
export interface ErrorBody {
  detail?: string;
  non_field_errors?: string[];
  [field: string]: string | string[] | undefined;
}

export interface User {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  cell_phone: string | null;
  signature: string | null;
  is_2fa_enabled: boolean;
  is_otp_enabled: boolean;
  /** 'email' for password accounts; social sign-in providers otherwise. */
  provider: string;
  /**
   * Not in the spec: false for an account created by Google sign-in that has not set a password yet. Account
   * settings then offer to set one (no old password asked) and ask for one before an email change.
   */
  has_password: boolean;
  email_change_new_email: string | null;
  email_change_token_expiration: string | null;
  sms_notif: boolean;
  is_verified: boolean;
  is_superuser: boolean;
}

export interface Organization {
  id: number;
  name: string;
  email: string;
  industry: number | null;
  logo: string | null;
  seat_number: number;
  used_seats: number;
  package_id: string | null;
  stripe_customer_id: string | null;
  is_subscribed: boolean;
  eula: number;
  last_eula: number;
  deletions: { date: string }[];
  email_change_token_expiration: string | null;
  email_change_new_email: string | null;
  /** Whether the caller owns this organization. */
  is_owner: boolean;
  created_at: string;
}

export interface OrganizationUser {
  id: number;
  name: { firstName: string; lastName: string };
  email: string;
  dateJoined: string;
  is_owner: boolean;
  status: 'owner' | 'accepted' | 'pending';
  invited: boolean;
}

export interface Industry {
  id: number;
  name: string;
}

export interface Release {
  id: number;
  version: string;
  title: string;
  notes: string;
  released_at: string;
}

export interface AuthTokens {
  access: string;
  refresh: string;
}

export interface LoginSuccess extends AuthTokens {
  user: User;
}

/** Login answers this instead of tokens when the user must pass two-step verification (spec 1 §4). */
export interface TwoFactorChallenge {
  two_factor_required: true;
  user_id: number;
  is_2fa_enabled: boolean;
  is_otp_enabled: boolean;
  /**
   * Short-lived signed proof that the password step passed; the step-2 calls require it, so a user id and
   * a guessed code are never enough. The two-step page keeps it in session storage, not in the URL.
   */
  challenge: string;
  /** Masked phone for SMS mode, e.g. '•••• 4567'. */
  phone_hint: string | null;
}

export type LoginResponse = LoginSuccess | TwoFactorChallenge;

/**
 * `{ is_verified: false }` alone while the address waits for its verification email, whether or not it already had
 * an account (the answer must not tell); `user` and `tokens` only when the new account is verified at once.
 */
export interface SignupResponse {
  is_verified: boolean;
  user?: User;
  tokens?: AuthTokens;
}

export interface DetailResponse {
  detail: string;
}

export type OutboxChannel = 'email' | 'sms';

export interface OutboxMessage {
  id: number;
  channel: OutboxChannel;
  organization_id: number | null;
  to: string;
  from: string;
  subject: string | null;
  text: string;
  html: string | null;
  /** Why it was sent: verification, password_reset, invitation, campaign... */
  category: string;
  /** The Message-ID it carried (email), null for an SMS or a message sent without one. */
  message_id: string | null;
  /** Extra headers it carried, e.g. List-Unsubscribe and List-Unsubscribe-Post on bulk email. */
  headers: Record<string, string>;
  created_at: string;
}

export interface HealthResponse {
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
  queue: 'redis' | 'in-process';
  redis?: 'up' | 'down';
  version: string;
}

/** What the shell reads at run time from remotes.json (ARCHITECTURE.md, micro-frontends). */
export interface RemoteDescriptor {
  /** The remote's name (lower-case, digits, hyphens); its Module Federation container is it with '-' → '_'. */
  name: string;
  /** URL of the remote's mf-manifest.json (or remoteEntry.js). */
  entry: string;
  /** Path prefixes the remote owns; '/' matches only the exact root. */
  routes: string[];
  /**
   * Of those, the prefixes shown without the layout and without a session (login, sign-up...); every other
   * path the remote owns renders inside the layout and needs a session. Absent: none.
   */
  publicRoutes?: string[];
}

export interface RemotesConfig {
  edition: Edition;
  /** Base URL of the API, e.g. http://localhost:3000/api ('' = same origin /api). */
  apiBaseUrl: string;
  remotes: RemoteDescriptor[];
}

/** List responses of the platform routes (all `{ results, count }`). */
export type OrganizationListResponse = Paginated<Organization>;
export type OrganizationUserListResponse = Paginated<OrganizationUser>;
export type IndustryListResponse = Paginated<Industry>;
export type ReleaseListResponse = Paginated<Release>;
export type OutboxListResponse = Paginated<OutboxMessage>;
