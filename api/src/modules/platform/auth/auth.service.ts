import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  type AuthTokens,
  type LoginInput,
  type LoginResponse,
  type LoginSuccess,
  messages,
  type SignupInput,
  type SignupResponse,
} from '@ensemble/contracts';
import { PrincipalCache } from '../../../engine/tenancy/principal-cache';
import { AttemptLimiter } from '../../../engine/throttling/attempt-limiter';
import { ApiError } from '../../../engine/http/api-error';
import { APP_CONFIG, type AppConfig } from '../../../engine/config/app-config';
import { TransactionService } from '../../../engine/database/transaction.service';
import { InvitationsService } from '../organizations/invitations.service';
import { TwoFactorService } from '../two-factor/two-factor.service';
import { PasswordHasher } from '../users/password-hasher.service';
import { normalizeEmail, type User } from '../users/user.entity';
import { presentUser, UsersService } from '../users/users.service';
import { AccessTokenService } from './access-token.service';
import { AuthMailService } from './auth-mail.service';
import { EmailTokensService } from './email-tokens.service';
import { RefreshTokensService } from './refresh-tokens.service';
import { isUniqueViolation } from '../../../engine/database/query-errors';

/** Sign-up, sign-in, sessions, email verification and password reset. */
@Injectable()
export class AuthService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tx: TransactionService,
    private readonly users: UsersService,
    private readonly passwords: PasswordHasher,
    private readonly accessTokens: AccessTokenService,
    private readonly refreshTokens: RefreshTokensService,
    private readonly emailTokens: EmailTokensService,
    private readonly mail: AuthMailService,
    private readonly twoFactor: TwoFactorService,
    private readonly invitations: InvitationsService,
    private readonly principals: PrincipalCache,
    private readonly attempts: AttemptLimiter,
  ) {}

  /**
   * The user behind a bearer token, or null. A token issued before the user's last logout, password reset or
   * password change carries an older token version and is refused. The user row comes through the principal
   * cache, which every process empties as soon as any process writes a user (through Redis when REDIS_URL is set,
   * and nothing is kept while that channel is down), so a revocation holds on every replica at the next request.
   */
  async authenticate(accessToken: string): Promise<User | null> {
    const subject = await this.accessTokens.verify(accessToken);
    if (subject === null) return null;
    const user = await this.principals.user(subject.userId, () => this.users.findById(subject.userId));
    return user !== null && user.tokenVersion === subject.tokenVersion ? user : null;
  }

  /**
   * A sign-up that needs its address verified answers `{ is_verified: false }` whether or not the address already
   * has an account (that account's owner gets an email instead), so the form does not tell who has an account.
   * Where the answer carries tokens (verification off, or an invitation for the address), a taken address can
   * only be refused: 400 emailAlreadyRegistered.
   */
  async signup(input: SignupInput & { invitation_token?: string }): Promise<SignupResponse> {
    const duplicate = ApiError.field('email', messages.emailAlreadyRegistered);
    // Hashed before the look-up, so both answers cost the same time.
    const passwordHash = await this.passwords.hash(input.password);
    // An invitation link for this very address proves the address: no verification email needed.
    const invitation =
      input.invitation_token && (await this.invitations.matchesEmail(input.invitation_token, input.email))
        ? input.invitation_token
        : null;
    const verifiedAtOnce = !this.config.emailVerificationRequired || invitation !== null;
    const existing = await this.users.findByEmail(input.email);
    if (existing) {
      if (verifiedAtOnce) throw duplicate;
      await this.tx.run((tx) => this.mail.sendAlreadyRegistered(tx, existing));
      return { is_verified: false };
    }
    try {
      return await this.tx.run(async (tx) => {
        const user = await this.users.create(tx.manager, {
          email: input.email,
          firstName: input.first_name,
          lastName: input.last_name,
          passwordHash,
          isVerified: verifiedAtOnce,
        });
        if (invitation) await this.invitations.acceptIn(tx.manager, user, invitation);
        if (verifiedAtOnce) {
          const tokens = await this.issueTokens(tx.manager, user.id);
          return { user: presentUser(user), is_verified: true, tokens };
        }
        const token = await this.emailTokens.create(tx.manager, user.id, 'verify');
        await this.mail.sendVerification(tx, user, token);
        return { is_verified: false };
      });
    } catch (err) {
      // The same address signed up twice at once: the other sign-up made the account.
      if (isUniqueViolation(err)) {
        if (verifiedAtOnce) throw duplicate;
        return { is_verified: false };
      }
      throw err;
    }
  }

  async login(input: LoginInput): Promise<LoginResponse> {
    // Counted per email, whether or not an account has it: a locked address reads the same either way.
    const account = normalizeEmail(input.email);
    await this.attempts.beginOrRefuse('login', account);
    const user = await this.users.findByEmail(input.email);
    const ok = await this.passwords.verify(user?.passwordHash ?? null, input.password);
    if (!user || !ok) throw ApiError.detail(HttpStatus.BAD_REQUEST, messages.loginFailed);
    await this.attempts.succeeded('login', account);
    if (!user.isVerified) throw ApiError.detail(HttpStatus.FORBIDDEN, messages.accountNotVerified);
    // SMS mode does not send a code here: the two-step page asks for it (loginSendSms), so the first send
    // and a resend are the same call under the same 30-second lock.
    if (user.is2faEnabled || user.isOtpEnabled) return this.twoFactor.createChallenge(user);
    return this.loginSuccess(user);
  }

  async loginSendSms(challenge: string): Promise<void> {
    await this.twoFactor.loginSendSms(challenge);
  }

  async loginVerify(challenge: string, token: string): Promise<LoginSuccess> {
    const user = await this.twoFactor.loginVerify(challenge, token);
    return this.loginSuccess(user);
  }

  async refresh(refreshToken: string): Promise<AuthTokens> {
    const result = await this.refreshTokens.rotate(refreshToken);
    const version = result.ok ? await this.users.tokenVersionOf(result.userId) : null;
    if (!result.ok || version === null)
      throw ApiError.detail(HttpStatus.UNAUTHORIZED, messages.sessionExpired);
    return { access: await this.accessTokens.sign(result.userId, version), refresh: result.refresh };
  }

  /**
   * Ends this session (its refresh-token family) and every access token of the user issued so far, so a copy
   * of this session's access token is refused at once. The user's other sessions keep their refresh tokens: they
   * get a 401 on their next call and continue after the refresh the shared base query does on a 401.
   */
  async logout(refreshToken: string): Promise<void> {
    await this.tx.run(async ({ manager }) => {
      const userId = await this.refreshTokens.revokeFamilyOf(refreshToken, manager);
      if (userId !== null) await this.users.revokeAccessTokens(manager, userId);
    });
  }

  async verifyEmail(token: string): Promise<LoginSuccess> {
    const user = await this.tx.run(async ({ manager }) => {
      const userId = await this.emailTokens.consume(manager, token, 'verify');
      if (userId === null) return null;
      await this.users.markVerified(manager, userId);
      return userId;
    });
    if (user === null) throw ApiError.detail(HttpStatus.BAD_REQUEST, messages.verificationLinkInvalid);
    const verified = await this.users.findById(user);
    if (!verified) throw ApiError.detail(HttpStatus.BAD_REQUEST, messages.verificationLinkInvalid);
    return this.loginSuccess(verified);
  }

  /** Always answers the same, so the endpoint does not tell which emails have accounts. */
  async resendVerification(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user || user.isVerified) return;
    await this.tx.run(async (tx) => {
      const token = await this.emailTokens.create(tx.manager, user.id, 'verify');
      await this.mail.sendVerification(tx, user, token);
    });
  }

  /** Always answers the same, so the endpoint does not tell which emails have accounts. */
  async requestPasswordReset(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    // A Google account gets a link once it has set a password of its own (account settings), not before.
    if (!user || (user.provider !== 'email' && user.passwordHash === null)) return;
    await this.tx.run(async (tx) => {
      // Only the newest link works: an older one left in a mailbox stops being a way in.
      await this.emailTokens.revokeUnused(tx.manager, user.id, 'reset');
      const token = await this.emailTokens.create(tx.manager, user.id, 'reset');
      await this.mail.sendPasswordReset(tx, user, token);
    });
  }

  async confirmPasswordReset(token: string, password: string): Promise<void> {
    const passwordHash = await this.passwords.hash(password);
    const done = await this.tx.run(async ({ manager }) => {
      const userId = await this.emailTokens.consume(manager, token, 'reset');
      if (userId === null) return false;
      await this.users.setPasswordHash(manager, userId, passwordHash);
      await this.emailTokens.revokeUnused(manager, userId, 'reset');
      // Following the emailed link proves the address, and every session started with the old password ends.
      await this.users.markVerified(manager, userId);
      await this.refreshTokens.revokeAllForUser(manager, userId);
      await this.users.revokeAccessTokens(manager, userId);
      return true;
    });
    if (!done) throw ApiError.detail(HttpStatus.BAD_REQUEST, messages.resetLinkInvalid);
  }

  /** A new session (token pair) for a user who just proved who they are again (e.g. changed the password). */
  startSession(userId: number): Promise<AuthTokens> {
    return this.tx.run(({ manager }) => this.issueTokens(manager, userId));
  }

  private async loginSuccess(user: User): Promise<LoginSuccess> {
    const tokens = await this.tx.run(({ manager }) => this.issueTokens(manager, user.id));
    return { ...tokens, user: presentUser(user) };
  }

  /** Read in the caller's transaction, so tokens issued right after a revocation carry the new version. */
  private async issueTokens(
    manager: Parameters<RefreshTokensService['issue']>[0],
    userId: number,
  ): Promise<AuthTokens> {
    const version = await this.users.tokenVersionOf(userId, manager);
    if (version === null) throw ApiError.detail(HttpStatus.UNAUTHORIZED, messages.sessionExpired);
    const refresh = await this.refreshTokens.issue(manager, userId);
    return { access: await this.accessTokens.sign(userId, version), refresh: refresh.token };
  }
}
