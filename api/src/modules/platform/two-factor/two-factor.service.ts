import { randomInt, randomUUID } from 'node:crypto';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  accountMessages,
  type BackupCodes,
  limits,
  messages,
  normalizePhone,
  type OtpDevice,
  type TwoFactorChallenge,
} from '@ensemble/contracts';
import { DataSource, type EntityManager, IsNull, MoreThan } from 'typeorm';
import { KEY_RING, type KeyRing } from '../../../engine/crypto/key-ring';
import { ApiError } from '../../../engine/http/api-error';
import { AttemptLimiter } from '../../../engine/throttling/attempt-limiter';
import { type Tx, TransactionService } from '../../../engine/database/transaction.service';
import { MessagingService } from '../../messaging';
import type { User } from '../users/user.entity';
import { CurrentPassword } from '../users/current-password.service';
import { UsersService } from '../users/users.service';
import { BackupCode } from './backup-code.entity';
import { generateBackupCodes, isBackupCodeShape } from './backup-codes';
import { LoginChallenge } from './login-challenge.entity';
import { generateTotpSecret, matchTotpStep, totpUrl } from './totp';
import { TwoFactorCode, type TwoFactorCodePurpose } from './two-factor-code.entity';

export const CHALLENGE_AUDIENCE = 'ensemble:2fa-challenge';
export const CHALLENGE_TTL_SECONDS = 600;
export const CODE_TTL_SECONDS = 600;
export const MAX_CHALLENGE_ATTEMPTS = 5;

interface ChallengeClaims {
  sub: string;
  typ: '2fa-challenge';
  jti: string;
}

/** '•••• 4567' */
export const maskPhone = (phone: string | null) => (phone ? `•••• ${phone.slice(-4)}` : null);

const verificationFailed = () => ApiError.detail(HttpStatus.BAD_REQUEST, messages.tokenVerificationFailed);
const challengeExpired = () => ApiError.detail(HttpStatus.UNAUTHORIZED, accountMessages.challengeExpired);

/**
 * Two-step sign-in (SMS codes, TOTP, backup codes) and the two-factor settings. Codes and backup codes are kept
 * as keyed hashes; the TOTP secret is sealed with AES-256-GCM (KeyRing).
 */
@Injectable()
export class TwoFactorService {
  private readonly logger = new Logger(TwoFactorService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(KEY_RING) private readonly keys: KeyRing,
    private readonly jwt: JwtService,
    private readonly tx: TransactionService,
    private readonly users: UsersService,
    private readonly messaging: MessagingService,
    private readonly attempts: AttemptLimiter,
    private readonly currentPassword: CurrentPassword,
  ) {}

  // ---- sign-in ------------------------------------------------------------------------------------------

  /** Proof that the password step passed: a JWT of its own audience and type (never an access token). */
  async createChallenge(user: User): Promise<TwoFactorChallenge> {
    const id = randomUUID();
    const repo = this.dataSource.getRepository(LoginChallenge);
    await repo.insert({
      id,
      userId: user.id,
      attempts: 0,
      usedAt: null,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
    });
    const challenge = await this.jwt.signAsync(
      { sub: String(user.id), typ: '2fa-challenge', jti: id } satisfies ChallengeClaims,
      { audience: CHALLENGE_AUDIENCE, expiresIn: CHALLENGE_TTL_SECONDS },
    );
    return {
      two_factor_required: true,
      user_id: user.id,
      is_2fa_enabled: user.is2faEnabled,
      is_otp_enabled: user.isOtpEnabled,
      challenge,
      phone_hint: user.is2faEnabled ? maskPhone(user.twoFactorPhone) : null,
    };
  }

  /** Sends the sign-in SMS code (first send and resend are this same call). */
  async loginSendSms(challenge: string): Promise<void> {
    const { row, user } = await this.readChallenge(challenge);
    if (!user.is2faEnabled || !user.twoFactorPhone) {
      throw ApiError.detail(HttpStatus.BAD_REQUEST, messages.smsTokenCreationFailed);
    }
    await this.sendCode(user, 'login', user.twoFactorPhone, row.id);
  }

  /** Checks an SMS code, a TOTP or a backup code against a challenge; the user on success. */
  async loginVerify(challenge: string, token: string): Promise<User> {
    const { row, user } = await this.readChallenge(challenge);
    const counted = await this.dataSource
      .getRepository(LoginChallenge)
      .createQueryBuilder()
      .update()
      .set({ attempts: () => 'attempts + 1' })
      .where('id = :id AND used_at IS NULL AND attempts < :max', { id: row.id, max: MAX_CHALLENGE_ATTEMPTS })
      .execute();
    if (counted.affected !== 1) throw challengeExpired();
    // The challenge's own 5 tries end with it; the account's count outlives a fresh challenge per 5 guesses.
    await this.attempts.beginOrRefuse('second-factor', String(user.id));
    const ok = await this.tx.run(({ manager }) =>
      this.checkSecondFactor(manager, user, token.trim(), { purpose: 'login', challengeId: row.id }),
    );
    if (!ok) throw verificationFailed();
    await this.attempts.succeeded('second-factor', String(user.id));
    const used = await this.dataSource
      .getRepository(LoginChallenge)
      .update({ id: row.id, usedAt: IsNull() }, { usedAt: new Date() });
    if (used.affected !== 1) throw challengeExpired();
    return user;
  }

  private async readChallenge(challenge: string): Promise<{ row: LoginChallenge; user: User }> {
    let claims: ChallengeClaims;
    try {
      claims = await this.jwt.verifyAsync<ChallengeClaims>(challenge, { audience: CHALLENGE_AUDIENCE });
    } catch {
      throw challengeExpired();
    }
    if (claims.typ !== '2fa-challenge' || typeof claims.jti !== 'string') throw challengeExpired();
    const row = await this.dataSource.getRepository(LoginChallenge).findOneBy({ id: claims.jti });
    if (
      !row ||
      String(row.userId) !== claims.sub ||
      row.usedAt !== null ||
      row.attempts >= MAX_CHALLENGE_ATTEMPTS ||
      row.expiresAt.getTime() <= Date.now()
    ) {
      throw challengeExpired();
    }
    const user = await this.users.findById(row.userId);
    if (!user || (!user.is2faEnabled && !user.isOtpEnabled)) throw challengeExpired();
    return { row, user };
  }

  /**
   * A 6-digit token is an SMS code (when SMS 2FA is on) or a TOTP (when the authenticator is on); a token with
   * a letter is a backup code (authenticator on). Each is accepted once. A sign-in SMS code is accepted only for
   * the challenge it was sent for.
   */
  private async checkSecondFactor(
    manager: EntityManager,
    user: User,
    token: string,
    sms: { purpose: TwoFactorCodePurpose; challengeId: string | null } | null,
  ): Promise<boolean> {
    const lower = token.toLowerCase();
    if (/^\d{6}$/.test(token)) {
      if (
        sms &&
        user.is2faEnabled &&
        (await this.consumeSmsCode(manager, user.id, sms.purpose, token, sms.challengeId))
      )
        return true;
      return user.isOtpEnabled && user.otpSecret !== null
        ? this.consumeTotp(manager, user, user.otpSecret, token)
        : false;
    }
    if (user.isOtpEnabled && isBackupCodeShape(lower)) return this.consumeBackupCode(manager, user.id, lower);
    return false;
  }

  // ---- SMS codes ----------------------------------------------------------------------------------------

  private codeHash(userId: number, code: string): string {
    return this.keys.hmac('sms-code', `${userId}:${code}`);
  }

  /**
   * Sends a new code, at most one per limits.smsResendWaitSeconds per user and purpose; earlier codes die. A
   * sign-in code belongs to its challenge.
   */
  private async sendCode(
    user: User,
    purpose: TwoFactorCodePurpose,
    phone: string,
    challengeId: string | null = null,
  ): Promise<void> {
    const repo = this.dataSource.getRepository(TwoFactorCode);
    const last = await repo.findOne({
      where: { userId: user.id, purpose },
      order: { sentAt: 'DESC', id: 'DESC' },
    });
    if (last) {
      const waitMs = last.sentAt.getTime() + limits.smsResendWaitSeconds * 1000 - Date.now();
      if (waitMs > 0) {
        throw ApiError.detail(
          HttpStatus.TOO_MANY_REQUESTS,
          accountMessages.waitBeforeNewCode(Math.ceil(waitMs / 1000)),
        );
      }
    }
    const code = String(randomInt(0, 1_000_000)).padStart(limits.verificationCodeLength, '0');
    try {
      await this.tx.run(async (tx: Tx) => {
        const codes = tx.manager.getRepository(TwoFactorCode);
        await codes.update({ userId: user.id, purpose, usedAt: IsNull() }, { usedAt: new Date() });
        const now = new Date();
        await codes.insert({
          userId: user.id,
          purpose,
          challengeId,
          phone,
          codeHash: this.codeHash(user.id, code),
          sentAt: now,
          expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
          usedAt: null,
        });
        await this.messaging.enqueueSms(tx, {
          organizationId: null,
          to: phone,
          text: `Your Ensemble verification code is ${code}. It expires in 10 minutes.`,
          category: `two_factor_${purpose}`,
        });
      });
    } catch (err) {
      this.logger.error(`SMS code creation failed: ${(err as Error).message}`);
      throw ApiError.detail(HttpStatus.BAD_REQUEST, messages.smsTokenCreationFailed);
    }
  }

  /** Marks a matching live code used; returns its row (the phone it went to) or null. */
  private async consumeSmsCodeRow(
    manager: EntityManager,
    userId: number,
    purpose: TwoFactorCodePurpose,
    code: string,
    challengeId: string | null = null,
  ): Promise<TwoFactorCode | null> {
    const repo = manager.getRepository(TwoFactorCode);
    const row = await repo.findOne({
      where: {
        userId,
        purpose,
        challengeId: challengeId ?? IsNull(),
        codeHash: this.codeHash(userId, code),
        usedAt: IsNull(),
        expiresAt: MoreThan(new Date()),
      },
    });
    if (!row) return null;
    const used = await repo.update({ id: row.id, usedAt: IsNull() }, { usedAt: new Date() });
    return used.affected === 1 ? row : null;
  }

  private async consumeSmsCode(
    manager: EntityManager,
    userId: number,
    purpose: TwoFactorCodePurpose,
    code: string,
    challengeId: string | null = null,
  ): Promise<boolean> {
    return (await this.consumeSmsCodeRow(manager, userId, purpose, code, challengeId)) !== null;
  }

  // ---- TOTP and backup codes ----------------------------------------------------------------------------

  private async consumeTotp(
    manager: EntityManager,
    user: User,
    sealed: string,
    token: string,
  ): Promise<boolean> {
    const secret = this.keys.open('totp', sealed);
    if (!secret) {
      this.logger.error(`user ${user.id}: TOTP secret cannot be decrypted (SECRETS_KEY changed?)`);
      return false;
    }
    const step = matchTotpStep(secret, token);
    return step !== null && this.users.claimTotpStep(manager, user.id, step);
  }

  private backupHash(userId: number, code: string): string {
    return this.keys.hmac('backup-code', `${userId}:${code}`);
  }

  private async consumeBackupCode(manager: EntityManager, userId: number, code: string): Promise<boolean> {
    const used = await manager
      .getRepository(BackupCode)
      .update({ userId, codeHash: this.backupHash(userId, code), usedAt: IsNull() }, { usedAt: new Date() });
    return used.affected === 1;
  }

  private async replaceBackupCodes(manager: EntityManager, userId: number): Promise<BackupCodes> {
    const repo = manager.getRepository(BackupCode);
    await repo.delete({ userId });
    const codes = generateBackupCodes();
    await repo.insert(codes.map((c) => ({ userId, codeHash: this.backupHash(userId, c), usedAt: null })));
    return { codes };
  }

  // ---- settings -----------------------------------------------------------------------------------------

  /** Two-factor settings exist only for password accounts (spec 1 §6). */
  private assertEmailProvider(user: User): void {
    if (user.provider !== 'email') throw ApiError.detail(HttpStatus.FORBIDDEN, messages.permissionDenied);
  }

  /** Only set-up sends 'setup' codes, so the password asked here guards enabling SMS verification. */
  async smsSetup(user: User, phoneNumber: string, password: string): Promise<void> {
    this.assertEmailProvider(user);
    const phone = normalizePhone(phoneNumber);
    if (!phone) throw ApiError.field('phone_number', messages.phoneInvalid);
    await this.assertCurrentPassword(user, password);
    await this.sendCode(user, 'setup', phone);
  }

  private async assertCurrentPassword(user: User, password: string): Promise<void> {
    if (!(await this.currentPassword.matches(user, password))) {
      throw ApiError.field('password', accountMessages.passwordWrong);
    }
  }

  async smsEnable(user: User, token: string): Promise<User> {
    this.assertEmailProvider(user);
    const updated = await this.tx.run(async ({ manager }) => {
      const row = await this.consumeSmsCodeRow(manager, user.id, 'setup', token.trim());
      if (!row) return null;
      return this.users.updateFields(manager, user.id, {
        is2faEnabled: true,
        twoFactorPhone: row.phone,
        ...(user.cellPhone ? {} : { cellPhone: row.phone }),
      });
    });
    if (!updated) throw verificationFailed();
    return updated;
  }

  async smsDisableCode(user: User): Promise<void> {
    this.assertEmailProvider(user);
    if (!user.is2faEnabled || !user.twoFactorPhone) {
      throw ApiError.detail(HttpStatus.BAD_REQUEST, accountMessages.twoFactorDisabled);
    }
    await this.sendCode(user, 'disable', user.twoFactorPhone);
  }

  async smsDisable(user: User, token: string): Promise<User> {
    this.assertEmailProvider(user);
    if (user.isOtpEnabled)
      throw ApiError.detail(HttpStatus.BAD_REQUEST, accountMessages.smsDisableBlockedByOtp);
    if (!user.is2faEnabled) throw ApiError.detail(HttpStatus.BAD_REQUEST, accountMessages.twoFactorDisabled);
    const updated = await this.tx.run(async ({ manager }) => {
      if (!(await this.consumeSmsCode(manager, user.id, 'disable', token.trim()))) return null;
      return this.users.updateFields(manager, user.id, { is2faEnabled: false, twoFactorPhone: null });
    });
    if (!updated) throw verificationFailed();
    return updated;
  }

  /** Only this makes the pending secret otpEnable confirms, so the password asked here guards enabling it. */
  async otpDevice(user: User, password: string): Promise<OtpDevice> {
    this.assertEmailProvider(user);
    await this.assertCurrentPassword(user, password);
    const secret = generateTotpSecret();
    await this.users.updateFields(this.dataSource.manager, user.id, {
      otpPendingSecret: this.keys.seal('totp', secret),
    });
    return { urlLink: totpUrl(user.email, secret), secret };
  }

  async otpEnable(user: User, token: string): Promise<BackupCodes> {
    this.assertEmailProvider(user);
    const pending = user.otpPendingSecret ? this.keys.open('totp', user.otpPendingSecret) : null;
    if (!pending) throw ApiError.detail(HttpStatus.BAD_REQUEST, messages.tokenCreationFailed);
    const step = matchTotpStep(pending, token.trim());
    if (step === null) throw verificationFailed();
    return this.tx.run(async ({ manager }) => {
      await this.users.updateFields(manager, user.id, {
        isOtpEnabled: true,
        otpSecret: user.otpPendingSecret,
        otpPendingSecret: null,
        otpLastStep: step,
      });
      return this.replaceBackupCodes(manager, user.id);
    });
  }

  async otpDisable(user: User, token: string): Promise<User> {
    return this.withSecondFactor(user, token, async (manager) => {
      await manager.getRepository(BackupCode).delete({ userId: user.id });
      return this.users.updateFields(manager, user.id, {
        isOtpEnabled: false,
        otpSecret: null,
        otpPendingSecret: null,
        otpLastStep: null,
      });
    });
  }

  async regenerateBackupCodes(user: User, token: string): Promise<BackupCodes> {
    return this.withSecondFactor(user, token, (manager) => this.replaceBackupCodes(manager, user.id));
  }

  /**
   * A change to an enabled authenticator, allowed by a current second factor (`token`: a TOTP or a backup code):
   * `work` runs in the transaction that checks it, and only when it holds; attempts are limited as at sign-in.
   */
  private async withSecondFactor<T>(
    user: User,
    token: string,
    work: (manager: EntityManager) => Promise<T>,
  ): Promise<T> {
    this.assertEmailProvider(user);
    if (!user.isOtpEnabled) throw ApiError.detail(HttpStatus.BAD_REQUEST, accountMessages.otpDisabled);
    await this.attempts.beginOrRefuse('second-factor', String(user.id));
    const done = await this.tx.run(async ({ manager }) =>
      (await this.checkSecondFactor(manager, user, token.trim(), null))
        ? { value: await work(manager) }
        : null,
    );
    if (!done) throw verificationFailed();
    await this.attempts.succeeded('second-factor', String(user.id));
    return done.value;
  }
}
