import { isIP } from 'node:net';
import * as path from 'node:path';
import { editions, type Edition, type PaymentsProviderName } from '@ensemble/contracts';

export type WorkerRole = 'all' | 'http' | 'worker';
export type EmailProviderName = 'outbox' | 'smtp' | 'sendgrid';
export type SmsProviderName = 'outbox' | 'twilio';
export type SocialProviderName = 'local' | 'ayrshare';

/** Everything the API reads from the environment, typed and defaulted in one place (README lists it). */
export interface AppConfig {
  port: number;
  host: string;
  /** mysql://user:pass@host:port/db; null = embedded SQLite under dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  runMigrations: boolean;
  redisUrl: string | null;
  queuePrefix: string;
  workerRole: WorkerRole;
  /** null = a secret generated once and kept in `${dataDir}/jwt-secret`. */
  jwtSecret: string | null;
  accessTokenTtlSeconds: number;
  /** How long a process keeps the caller's user and membership (PrincipalCache); 0 turns the cache off. */
  authCacheSeconds: number;
  refreshTokenTtlSeconds: number;
  appUrl: string;
  corsOrigins: string[];
  emailProvider: EmailProviderName;
  /** smtp://user:pass@host:port (smtps:// for TLS from the first byte); set with EMAIL_PROVIDER=smtp. */
  smtpUrl: string | null;
  sendgrid: SendgridConfig | null;
  /**
   * The IPs the suite's own mail goes out from (outbox, smtp): the choices of the email setup page's IP select,
   * and the `ip4:`/`ip6:` of each domain's SPF record. SendGrid lists its own.
   */
  sendingIps: string[];
  /** DNS servers (ip or ip:port) the email setup's Verify asks; empty: the system's resolvers. */
  dnsServers: string[];
  /**
   * `host:port` entries safeFetch may reach whatever their address (local tests, a feed served on this machine).
   * Empty in a deployment: every user-given URL then goes through the SSRF guard.
   */
  outboundFetchAllow: string[];
  smsProvider: SmsProviderName;
  twilio: TwilioConfig | null;
  /** Social publishing: 'local' (embedded: accounts and posts recorded in our database) or 'ayrshare'. */
  socialProvider: SocialProviderName;
  ayrshare: AyrshareConfig | null;
  emailFrom: string;
  /**
   * Where contacts' replies to automation emails go (their Reply-To), so stop-on-reply sees them; its MX points at
   * SendGrid's Inbound Parse. null: automation emails reply to the organization's own address, unseen by the suite.
   */
  inboundEmailAddress: string | null;
  /** The secret path segment of the Inbound Parse webhook; null: the webhook answers 404. */
  sendgridInboundSecret: string | null;
  smsFrom: string;
  /** Serve the public local mailbox: only with outbox providers on a loopback APP_URL (mailboxRefusal). */
  outboxMailbox: boolean;
  emailVerificationRequired: boolean;
  webDir: string | null;
  edition: Edition;
  seedDemo: boolean;
  logLevel: string;
  sweepStaleSeconds: number;
  throttleLimit: number;
  throttleTtlSeconds: number;
  /** Express `trust proxy`: which hops' X-Forwarded-For to believe for the client address (throttling, logs). */
  trustProxy: boolean | number | string;
  outboundMaxAttempts: number;
  /** Encrypts secrets at rest (TOTP seeds) and signs upload policies; null = derived from the JWT secret. */
  secretsKey: string | null;
  /** Public base URL of the API including '/api' (upload form target, stored file URLs). */
  apiPublicUrl: string;
  storageProvider: 'local';
  /** Seats a new organization gets until billing sets them. */
  defaultSeatNumber: number;
  /** The EULA version every organization must have agreed to (organization.last_eula). */
  eulaVersion: number;
  /** An existing account made superuser at start. */
  seedSuperuserEmail: string | null;
  /** Card payments: 'local' (embedded, our database) or 'stripe'. */
  paymentsProvider: PaymentsProviderName;
  /** Post cards: 'local' (embedded: designs, proofs and orders in our database). */
  postcardsProvider: 'local';
  stripeSecretKey: string | null;
  stripePublishableKey: string | null;
  stripeWebhookSecret: string | null;
  /** Base URL override for the Stripe SDK (tests point it at a local server); null = Stripe's. */
  stripeApiUrl: string | null;
  /** Test-only: every engine job pauses this long after claiming a row (worker-crash test). */
  testHoldAfterClaimMs: number;
  /** Sign in with Google (OpenID Connect); null while GOOGLE_OIDC_CLIENT_ID is unset (no Google button). */
  googleOidc: GoogleOidcConfig | null;
  quotas: QuotaConfig;
}

/** Per-organization quotas against abuse (QuotaService, README 'Per-organization quotas and kept files'). */
export interface QuotaConfig {
  /** The window the counts below are per, seconds. */
  windowSeconds: number;
  documentUploads: number;
  logoUploads: number;
  exports: number;
  invoiceEmails: number;
  /** What an organization's contact documents may take in all, megabytes. */
  documentStorageMb: number;
}

/** SendGrid's settings, present with EMAIL_PROVIDER=sendgrid. */
export interface SendgridConfig {
  apiKey: string;
  /** Base URL of the v3 API (tests point @sendgrid/mail at a local stand-in). */
  apiUrl: string;
  /** The Event Webhook's ECDSA verification key, as SendGrid shows it (base64 DER, or PEM). */
  webhookPublicKey: string;
  /**
   * A key with the Email Address Validation scope (a paid add-on SendGrid keys apart from sending): with it, a
   * contact's address gets SendGrid's verdict before it is saved; null, none.
   */
  validationApiKey: string | null;
}

/** Twilio's settings, present with SMS_PROVIDER=twilio. */
export interface TwilioConfig {
  /** The account's SID (AC…), in every REST path. */
  accountSid: string;
  /** The account's auth token: the REST API's Basic auth password, and the key of X-Twilio-Signature. */
  authToken: string;
  /** Base URL that takes the place of https://api.twilio.com (tests point the SDK at a local stand-in); null = Twilio's. */
  apiUrl: string | null;
}

/** Ayrshare's settings, present with SOCIAL_PROVIDER=ayrshare (a Business plan: one User Profile per organization). */
export interface AyrshareConfig {
  /** The Primary Profile's API key: `Authorization: Bearer …` on every call. */
  apiKey: string;
  /** Base URL of the REST API, '/api' included (tests point the client at a local stand-in). */
  apiUrl: string;
  /**
   * The integration's domain and RSA private key (Integration Package), for the JWT URL of the social linking page
   * ('Manage Accounts'); null, both: accounts are linked from Ayrshare's dashboard only.
   */
  domain: string | null;
  privateKey: string | null;
}

export interface GoogleOidcConfig {
  /** The OpenID issuer whose discovery document is read: Google's, or another provider answering as it does. */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

/** The monorepo root: this file lives in api/src/engine/config (ts) or api/dist/engine/config (js). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..', '..');

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function str(env: Env, key: string): string | undefined {
  const v = env[key];
  return v === undefined || v.trim() === '' ? undefined : v.trim();
}

function inboundEmailAddress(env: Env): string | null {
  const address = str(env, 'INBOUND_EMAIL_ADDRESS');
  if (address === undefined) return null;
  if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(address)) {
    throw new ConfigError(`INBOUND_EMAIL_ADDRESS must be an address (got '${address}')`);
  }
  return address.toLowerCase();
}

/** A secret a URL carries: long enough not to be guessed. */
function secretOf(env: Env, key: string): string | null {
  const secret = str(env, key);
  if (secret === undefined) return null;
  if (secret.length < 24 || !/^[A-Za-z0-9_-]+$/.test(secret)) {
    throw new ConfigError(`${key} must be at least 24 letters, digits, '-' or '_'`);
  }
  return secret;
}

function int(env: Env, key: string, fallback: number, min = 0): number {
  const raw = str(env, key);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min)
    throw new ConfigError(`${key} must be an integer >= ${min} (got '${raw}')`);
  return n;
}

function bool(env: Env, key: string, fallback: boolean): boolean {
  const raw = str(env, key);
  if (raw === undefined) return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ConfigError(`${key} must be true or false (got '${raw}')`);
}

function oneOf<T extends string>(env: Env, key: string, allowed: readonly T[], fallback: T): T {
  const raw = str(env, key);
  if (raw === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(`${key} must be one of ${allowed.join(', ')} (got '${raw}')`);
  }
  return raw as T;
}

/** localhost, 127.0.0.0/8 or ::1: an address only this machine reaches. */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * Why the local mailbox may not be served, or null. It shows anyone who asks the verification, reset, invitation and
 * email-change links and SMS codes of any address, so it exists only for a suite used on this machine (APP_URL on a
 * loopback address) whose messages are kept in the outbox: with a real provider the messages are real.
 */
export function mailboxRefusal(
  c: Pick<AppConfig, 'appUrl' | 'emailProvider' | 'smsProvider'>,
): string | null {
  if (c.emailProvider !== 'outbox' || c.smsProvider !== 'outbox') {
    return 'OUTBOX_MAILBOX can only be on while EMAIL_PROVIDER=outbox and SMS_PROVIDER=outbox';
  }
  if (!isLoopbackUrl(c.appUrl)) {
    return `OUTBOX_MAILBOX can only be on while APP_URL is a loopback address (localhost, 127.x.x.x, [::1]); got '${c.appUrl}'`;
  }
  return null;
}

function googleOidc(env: Env): GoogleOidcConfig | null {
  const clientId = str(env, 'GOOGLE_OIDC_CLIENT_ID');
  const clientSecret = str(env, 'GOOGLE_OIDC_CLIENT_SECRET');
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret) {
    throw new ConfigError('GOOGLE_OIDC_CLIENT_ID and GOOGLE_OIDC_CLIENT_SECRET are set together');
  }
  const issuer = str(env, 'GOOGLE_OIDC_ISSUER') ?? 'https://accounts.google.com';
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new ConfigError(`GOOGLE_OIDC_ISSUER must be a URL (got '${issuer}')`);
  }
  // Plain HTTP would let anyone on the path hand us keys and tokens; only a provider on this machine may use it.
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackUrl(issuer))) {
    throw new ConfigError('GOOGLE_OIDC_ISSUER must use https (http only on a loopback address)');
  }
  return { issuer, clientId, clientSecret };
}

const EMAIL_PROVIDERS = ['outbox', 'smtp', 'sendgrid'] as const;
const SMS_PROVIDERS = ['outbox', 'twilio'] as const;

function twilio(env: Env, provider: SmsProviderName): TwilioConfig | null {
  if (provider !== 'twilio') return null;
  const accountSid = str(env, 'TWILIO_ACCOUNT_SID');
  const authToken = str(env, 'TWILIO_AUTH_TOKEN');
  if (!accountSid || !authToken) {
    throw new ConfigError('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN');
  }
  if (!/^AC[0-9a-f]{32}$/i.test(accountSid)) {
    throw new ConfigError('TWILIO_ACCOUNT_SID must be an account SID: AC followed by 32 hexadecimal digits');
  }
  const apiUrl = str(env, 'TWILIO_API_URL')?.replace(/\/+$/, '') ?? null;
  if (apiUrl !== null && !(URL.canParse(apiUrl) && /^https?:$/.test(new URL(apiUrl).protocol))) {
    throw new ConfigError(`TWILIO_API_URL must be an http(s) URL (got '${apiUrl}')`);
  }
  return { accountSid, authToken, apiUrl };
}

const SOCIAL_PROVIDERS = ['local', 'ayrshare'] as const;

function ayrshare(env: Env, provider: SocialProviderName): AyrshareConfig | null {
  if (provider !== 'ayrshare') return null;
  const apiKey = str(env, 'AYRSHARE_API_KEY');
  if (!apiKey) throw new ConfigError('SOCIAL_PROVIDER=ayrshare needs AYRSHARE_API_KEY');
  const apiUrl = (str(env, 'AYRSHARE_API_URL') ?? 'https://api.ayrshare.com/api').replace(/\/+$/, '');
  if (!(URL.canParse(apiUrl) && /^https?:$/.test(new URL(apiUrl).protocol))) {
    throw new ConfigError(`AYRSHARE_API_URL must be an http(s) URL (got '${apiUrl}')`);
  }
  const domain = str(env, 'AYRSHARE_DOMAIN') ?? null;
  // A PEM in one environment line usually arrives with its newlines written as \n; Ayrshare needs them real.
  const privateKey = str(env, 'AYRSHARE_PRIVATE_KEY')?.replace(/\\n/g, '\n') ?? null;
  if ((domain === null) !== (privateKey === null)) {
    throw new ConfigError('AYRSHARE_DOMAIN and AYRSHARE_PRIVATE_KEY are set together');
  }
  return { apiKey, apiUrl, domain, privateKey };
}

/** SMTP_URL as nodemailer reads it: smtp:// (STARTTLS when offered) or smtps:// (TLS from the first byte). */
function smtpUrl(env: Env, provider: EmailProviderName): string | null {
  if (provider !== 'smtp') return null;
  const raw = str(env, 'SMTP_URL');
  if (!raw)
    throw new ConfigError('EMAIL_PROVIDER=smtp needs SMTP_URL (smtp://user:pass@host:587 or smtps://…:465)');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(
      'SMTP_URL must look like smtp://user:pass@host:port or smtps://user:pass@host:port',
    );
  }
  if (!['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname) {
    throw new ConfigError(
      'SMTP_URL must look like smtp://user:pass@host:port or smtps://user:pass@host:port',
    );
  }
  return raw;
}

/** A comma-separated list, each item trimmed, empty items dropped. */
function listOf(env: Env, key: string): string[] {
  return (str(env, key) ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

function sendingIps(env: Env): string[] {
  const ips = listOf(env, 'EMAIL_SENDING_IPS');
  const bad = ips.find((ip) => !isIP(ip));
  if (bad) throw new ConfigError(`EMAIL_SENDING_IPS must list IP addresses (got '${bad}')`);
  return ips.length ? ips : ['127.0.0.1'];
}

function sendgrid(env: Env, provider: EmailProviderName): SendgridConfig | null {
  if (provider !== 'sendgrid') return null;
  const apiKey = str(env, 'SENDGRID_API_KEY');
  const webhookPublicKey = str(env, 'SENDGRID_WEBHOOK_PUBLIC_KEY');
  // Without the key the Event Webhook could not tell SendGrid's posts from anyone's: opens, bounces and
  // unsubscribes are part of sending with SendGrid (reportsEvents), so it is required, not optional.
  if (!apiKey || !webhookPublicKey) {
    throw new ConfigError('EMAIL_PROVIDER=sendgrid needs SENDGRID_API_KEY and SENDGRID_WEBHOOK_PUBLIC_KEY');
  }
  const apiUrl = (str(env, 'SENDGRID_API_URL') ?? 'https://api.sendgrid.com').replace(/\/+$/, '');
  if (!URL.canParse(apiUrl)) throw new ConfigError(`SENDGRID_API_URL must be a URL (got '${apiUrl}')`);
  return {
    apiKey,
    apiUrl,
    webhookPublicKey,
    validationApiKey: str(env, 'SENDGRID_VALIDATION_API_KEY') ?? null,
  };
}

/**
 * TRUST_PROXY as Express reads `trust proxy`: unset or false = the socket's peer is the client (no header is
 * believed); a number = that many proxies in front; otherwise addresses, subnets or the names loopback,
 * linklocal, uniquelocal, comma-separated. `true` believes any X-Forwarded-For, which lets a client choose its
 * own throttling key: only behind a proxy that overwrites the header.
 */
function trustProxy(env: Env): boolean | number | string {
  const raw = str(env, 'TRUST_PROXY');
  if (raw === undefined || /^(0|false|no|off)$/i.test(raw)) return false;
  if (/^(true|yes|on)$/i.test(raw)) return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}

/** Shorter secrets are within reach of an offline guess from one captured token. */
export const MIN_SECRET_LENGTH = 32;

/**
 * JWT_SECRET signs access tokens; SECRETS_KEY seals authenticator seeds and keys the hashes of SMS and backup codes.
 * Each, when set, has at least MIN_SECRET_LENGTH characters, and an operator who sets JWT_SECRET sets SECRETS_KEY
 * too, to another value: one leaked secret must not open the other's data. With neither set (the embedded default,
 * one process), both come from the random secret generated into DATA_DIR.
 */
function secrets(env: Env): { jwtSecret: string | null; secretsKey: string | null } {
  const jwtSecret = str(env, 'JWT_SECRET') ?? null;
  const secretsKey = str(env, 'SECRETS_KEY') ?? null;
  for (const [key, value] of [
    ['JWT_SECRET', jwtSecret],
    ['SECRETS_KEY', secretsKey],
  ] as const) {
    if (value !== null && value.length < MIN_SECRET_LENGTH) {
      throw new ConfigError(
        `${key} must be at least ${MIN_SECRET_LENGTH} characters (e.g. openssl rand -base64 48)`,
      );
    }
  }
  if (jwtSecret !== null && secretsKey === null) {
    throw new ConfigError('SECRETS_KEY must be set when JWT_SECRET is (another random value of its own)');
  }
  if (jwtSecret !== null && secretsKey === jwtSecret) {
    throw new ConfigError('SECRETS_KEY must differ from JWT_SECRET');
  }
  return { jwtSecret, secretsKey };
}

export function loadConfig(env: Env = process.env): AppConfig {
  const databaseUrl = str(env, 'DATABASE_URL') ?? null;
  if (databaseUrl && !/^(mysql|mariadb):\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must look like mysql://user:pass@host:port/db');
  }
  const emailProvider = oneOf(env, 'EMAIL_PROVIDER', EMAIL_PROVIDERS, 'outbox');
  const smsProvider = oneOf(env, 'SMS_PROVIDER', SMS_PROVIDERS, 'outbox');
  const socialProvider = oneOf(env, 'SOCIAL_PROVIDER', SOCIAL_PROVIDERS, 'local');
  const appUrl = (str(env, 'APP_URL') ?? 'http://localhost:3000').replace(/\/+$/, '');
  const mailboxAllowed = { appUrl, emailProvider, smsProvider };
  // On by default only for the embedded default (no DATABASE_URL): a suite on MySQL is a deployment unless the
  // operator turns the mailbox on for local use (tests do).
  const outboxMailbox = bool(
    env,
    'OUTBOX_MAILBOX',
    databaseUrl === null && mailboxRefusal(mailboxAllowed) === null,
  );
  const refusal = outboxMailbox ? mailboxRefusal(mailboxAllowed) : null;
  if (refusal) throw new ConfigError(refusal);
  const webDir = str(env, 'WEB_DIR');
  const redisUrl = str(env, 'REDIS_URL') ?? null;
  const workerRole = oneOf(env, 'WORKER_ROLE', ['all', 'http', 'worker'] as const, 'all');
  if (!redisUrl && workerRole !== 'all') {
    throw new ConfigError(
      'WORKER_ROLE http/worker needs REDIS_URL: in-process queues only work with WORKER_ROLE=all',
    );
  }
  const paymentsProvider = oneOf(env, 'PAYMENTS_PROVIDER', ['local', 'stripe'] as const, 'local');
  const stripeSecretKey = str(env, 'STRIPE_SECRET_KEY') ?? null;
  const stripeWebhookSecret = str(env, 'STRIPE_WEBHOOK_SECRET') ?? null;
  if (paymentsProvider === 'stripe' && (!stripeSecretKey || !stripeWebhookSecret)) {
    throw new ConfigError('PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  }
  return {
    paymentsProvider,
    postcardsProvider: oneOf(env, 'POSTCARDS_PROVIDER', ['local'] as const, 'local'),
    stripeSecretKey,
    stripePublishableKey: str(env, 'STRIPE_PUBLISHABLE_KEY') ?? null,
    stripeWebhookSecret,
    stripeApiUrl: str(env, 'STRIPE_API_URL')?.replace(/\/+$/, '') ?? null,
    port: int(env, 'PORT', 3000),
    host: str(env, 'HOST') ?? '0.0.0.0',
    databaseUrl,
    dataDir: path.resolve(REPO_ROOT, str(env, 'DATA_DIR') ?? 'data'),
    runMigrations: bool(env, 'MIGRATIONS_RUN', true),
    redisUrl,
    queuePrefix: str(env, 'QUEUE_PREFIX') ?? 'ensemble',
    workerRole,
    ...secrets(env),
    accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL', 900, 1),
    authCacheSeconds: int(env, 'AUTH_CACHE_SECONDS', 5, 0),
    refreshTokenTtlSeconds: int(env, 'REFRESH_TOKEN_TTL', 30 * 24 * 3600, 1),
    appUrl,
    corsOrigins: (str(env, 'CORS_ORIGINS') ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    emailProvider,
    smtpUrl: smtpUrl(env, emailProvider),
    sendgrid: sendgrid(env, emailProvider),
    sendingIps: sendingIps(env),
    dnsServers: listOf(env, 'DNS_SERVERS'),
    outboundFetchAllow: listOf(env, 'OUTBOUND_FETCH_ALLOW'),
    smsProvider,
    twilio: twilio(env, smsProvider),
    socialProvider,
    ayrshare: ayrshare(env, socialProvider),
    emailFrom: str(env, 'EMAIL_FROM') ?? 'Ensemble <no-reply@ensemble.local>',
    inboundEmailAddress: inboundEmailAddress(env),
    sendgridInboundSecret: secretOf(env, 'SENDGRID_INBOUND_SECRET'),
    smsFrom: str(env, 'SMS_FROM') ?? '+15550000000',
    outboxMailbox,
    emailVerificationRequired: bool(env, 'EMAIL_VERIFICATION_REQUIRED', true),
    webDir: webDir ? path.resolve(REPO_ROOT, webDir) : null,
    edition: oneOf(env, 'EDITION', editions, 'full'),
    seedDemo: bool(env, 'SEED_DEMO', false),
    logLevel: oneOf(
      env,
      'LOG_LEVEL',
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const,
      'info',
    ),
    sweepStaleSeconds: int(env, 'SWEEP_STALE_SECONDS', 300, 1),
    throttleLimit: int(env, 'THROTTLE_LIMIT', 10, 1),
    throttleTtlSeconds: int(env, 'THROTTLE_TTL', 60, 1),
    trustProxy: trustProxy(env),
    outboundMaxAttempts: int(env, 'OUTBOUND_MAX_ATTEMPTS', 5, 1),
    testHoldAfterClaimMs: int(env, 'TEST_HOLD_AFTER_CLAIM_MS', 0),
    apiPublicUrl: (str(env, 'API_PUBLIC_URL') ?? `${appUrl}/api`).replace(/\/+$/, ''),
    storageProvider: oneOf(env, 'STORAGE_PROVIDER', ['local'] as const, 'local'),
    defaultSeatNumber: int(env, 'DEFAULT_SEAT_NUMBER', 5, 1),
    eulaVersion: int(env, 'EULA_VERSION', 1, 0),
    seedSuperuserEmail: str(env, 'SEED_SUPERUSER_EMAIL') ?? null,
    googleOidc: googleOidc(env),
    quotas: {
      windowSeconds: int(env, 'QUOTA_WINDOW_SECONDS', 3600, 1),
      documentUploads: int(env, 'QUOTA_DOCUMENT_UPLOADS', 200, 1),
      logoUploads: int(env, 'QUOTA_LOGO_UPLOADS', 20, 1),
      exports: int(env, 'QUOTA_EXPORTS', 30, 1),
      invoiceEmails: int(env, 'QUOTA_INVOICE_EMAILS', 100, 1),
      documentStorageMb: int(env, 'QUOTA_DOCUMENT_STORAGE_MB', 10_240, 1),
    },
  };
}

export const runsHttp = (c: AppConfig) => c.workerRole === 'all' || c.workerRole === 'http';
export const runsWorkers = (c: AppConfig) => c.workerRole === 'all' || c.workerRole === 'worker';
