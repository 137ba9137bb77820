import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type GoogleLoginUrl,
  type GoogleSignInError,
  googleSignInMessages,
  googleSignInQuery,
  limits,
  type LoginResponse,
} from '@ensemble/contracts';
import type { IdTokenClaims } from 'openid-client';
import { IsNull, LessThan, MoreThan, Repository } from 'typeorm';
import { ApiError } from '../../../engine/http/api-error';
import { APP_CONFIG, type AppConfig } from '../../../engine/config/app-config';
import { TransactionService } from '../../../engine/database/transaction.service';
import { AuthService } from '../auth/auth.service';
import { hashToken, randomToken } from '../auth/token-hash';
import { TwoFactorService } from '../two-factor/two-factor.service';
import { User } from '../users/user.entity';
import { presentUser, UsersService } from '../users/users.service';
import { GoogleOidcClient } from './google-oidc.client';
import { GoogleSignIn } from './google-sign-in.entity';
import { isUniqueViolation } from '../../../engine/database/query-errors';

/** Time to choose an account on Google's page. */
const ATTEMPT_TTL_SECONDS = 600;
/** Time for the login page to trade the one-time code; it does so at once. */
const EXCHANGE_TTL_SECONDS = 60;

type CallbackOutcome = { code: string } | { error: GoogleSignInError };

/** Names for a new account: Google's given and family names, else its full name, else the address. */
function namesOf(claims: IdTokenClaims, email: string): { firstName: string; lastName: string } {
  const clip = (s: unknown) => (typeof s === 'string' ? s.trim().slice(0, limits.nameMaxLength) : '');
  const given = clip(claims.given_name);
  const family = clip(claims.family_name);
  if (given || family) return { firstName: given || family, lastName: given ? family : '' };
  const [first = '', ...rest] = clip(claims.name).split(/\s+/);
  if (first) return { firstName: first, lastName: rest.join(' ') };
  return { firstName: clip(email.split('@')[0]) || email, lastName: '' };
}

/**
 * Sign in with Google (spec 1 §7 'Google login URL'): an OpenID Connect authorization code flow with state,
 * nonce and PKCE. The callback requires a verified email, signs in the account with that email or creates one
 * with provider 'google' and no password, and hands the login page a one-time code for the same answer a
 * password login gives (tokens, or the two-step challenge).
 */
@Injectable()
export class GoogleSignInService {
  private readonly logger = new Logger(GoogleSignInService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(GoogleSignIn) private readonly attempts: Repository<GoogleSignIn>,
    private readonly oidc: GoogleOidcClient,
    private readonly tx: TransactionService,
    private readonly users: UsersService,
    private readonly auth: AuthService,
    private readonly twoFactor: TwoFactorService,
  ) {}

  get enabled(): boolean {
    return this.oidc.enabled;
  }

  async loginUrl(): Promise<GoogleLoginUrl> {
    if (!this.enabled) throw ApiError.detail(HttpStatus.NOT_FOUND, googleSignInMessages.notConfigured);
    const checks = this.oidc.newChecks();
    let url: string;
    try {
      url = await this.oidc.authorizationUrl(checks);
    } catch (err) {
      this.logger.warn(`Google sign-in: the provider's discovery failed: ${String(err)}`);
      throw ApiError.detail(HttpStatus.BAD_GATEWAY, googleSignInMessages.failed);
    }
    // Attempts never finished (the visitor did not come back) go here, so the table stays small without a job.
    await this.attempts.delete({ expiresAt: LessThan(new Date()) });
    await this.attempts.insert({
      stateHash: hashToken(checks.state),
      codeVerifier: checks.codeVerifier,
      nonce: checks.nonce,
      callbackAt: null,
      exchangeCodeHash: null,
      userId: null,
      expiresAt: new Date(Date.now() + ATTEMPT_TTL_SECONDS * 1000),
    });
    return { url };
  }

  /** Google's redirect: the login page's address, with the one-time code or the reason it failed. */
  async callback(query: { code?: string; state?: string; error?: string }): Promise<string> {
    const outcome = await this.finish(query);
    const target = new URL(`${this.config.appUrl}/`);
    if ('code' in outcome) target.searchParams.set(googleSignInQuery.code, outcome.code);
    else target.searchParams.set(googleSignInQuery.error, outcome.error);
    return target.toString();
  }

  /**
   * The login page trades the one-time code, with the state it kept when it left for Google: a callback link
   * someone else's browser produced (login CSRF) carries a state this browser never had, and is refused.
   */
  async exchange(code: string, state: string): Promise<LoginResponse> {
    const refused = ApiError.detail(HttpStatus.BAD_REQUEST, googleSignInMessages.failed);
    const codeHash = hashToken(code);
    const attempt = await this.attempts.findOne({ where: { exchangeCodeHash: codeHash } });
    if (
      !attempt ||
      attempt.userId === null ||
      attempt.stateHash !== hashToken(state) ||
      attempt.expiresAt.getTime() <= Date.now()
    ) {
      throw refused;
    }
    // Only the request that deletes the row goes on: a code is traded once.
    const deleted = await this.attempts.delete({ id: attempt.id, exchangeCodeHash: codeHash });
    if (deleted.affected !== 1) throw refused;
    const user = await this.users.findById(attempt.userId);
    if (!user) throw refused;
    if (user.is2faEnabled || user.isOtpEnabled) return this.twoFactor.createChallenge(user);
    const tokens = await this.auth.startSession(user.id);
    return { ...tokens, user: presentUser(user) };
  }

  private async finish(query: { code?: string; state?: string; error?: string }): Promise<CallbackOutcome> {
    if (!this.enabled || !query.state) return { error: 'failed' };
    const attempt = await this.claim(query.state);
    if (!attempt) return { error: 'failed' };
    const outcome = await this.verify(attempt, query);
    if ('error' in outcome) {
      await this.attempts.delete({ id: attempt.id });
      return outcome;
    }
    const code = randomToken();
    await this.attempts.update(
      { id: attempt.id },
      {
        userId: outcome.user.id,
        exchangeCodeHash: hashToken(code),
        expiresAt: new Date(Date.now() + EXCHANGE_TTL_SECONDS * 1000),
      },
    );
    return { code };
  }

  /** The attempt of this state, marked as called back: a state is used once, and only before it expires. */
  private async claim(state: string): Promise<GoogleSignIn | null> {
    const stateHash = hashToken(state);
    const claimed = await this.attempts.update(
      { stateHash, callbackAt: IsNull(), expiresAt: MoreThan(new Date()) },
      { callbackAt: new Date() },
    );
    if (claimed.affected !== 1) return null;
    return this.attempts.findOne({ where: { stateHash } });
  }

  private async verify(
    attempt: GoogleSignIn,
    query: { code?: string; state?: string; error?: string },
  ): Promise<{ user: User } | { error: GoogleSignInError }> {
    if (query.error) return { error: query.error === 'access_denied' ? 'cancelled' : 'failed' };
    if (!query.code || !query.state) return { error: 'failed' };
    let claims: IdTokenClaims;
    try {
      claims = await this.oidc.verifiedClaims(query.code, {
        state: query.state,
        nonce: attempt.nonce,
        codeVerifier: attempt.codeVerifier,
      });
    } catch (err) {
      this.logger.warn(`Google sign-in refused: ${String(err)}`);
      return { error: 'failed' };
    }
    // Only an address Google vouches for may open (or create) the account holding it.
    if (typeof claims.email !== 'string' || claims.email_verified !== true) {
      return { error: 'email_not_verified' };
    }
    return { user: await this.userFor(claims.email, claims) };
  }

  private async userFor(email: string, claims: IdTokenClaims): Promise<User> {
    const existing = await this.users.findByEmail(email);
    if (existing) return this.proven(existing);
    try {
      return await this.tx.run(({ manager }) =>
        this.users.create(manager, {
          email,
          ...namesOf(claims, email),
          passwordHash: null,
          isVerified: true,
          provider: 'google',
        }),
      );
    } catch (err) {
      // A second callback for the same new address created it first: sign in that account.
      const raced = isUniqueViolation(err) ? await this.users.findByEmail(email) : null;
      if (!raced) throw err;
      return raced;
    }
  }

  /**
   * An account signed up with this address but never verified: nobody proved they own the address until
   * Google just did. Its password was chosen by whoever signed up, possibly not the owner, so it is dropped
   * (the owner can set one with a password reset) and the account is verified.
   */
  private async proven(user: User): Promise<User> {
    if (user.isVerified) return user;
    await this.tx.run(({ manager }) =>
      manager.getRepository(User).update({ id: user.id }, { isVerified: true, passwordHash: null }),
    );
    return (await this.users.findById(user.id)) ?? user;
  }
}
