import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  accountMessages,
  type AuthTokens,
  type EmailSignature as EmailSignatureDto,
  limits,
  messages,
  normalizePhone,
  type ProfileUpdate,
} from '@ensemble/contracts';
import { Repository } from 'typeorm';
import { ApiError } from '../../../engine/http/api-error';
import { APP_CONFIG, type AppConfig } from '../../../engine/config/app-config';
import { TransactionService } from '../../../engine/database/transaction.service';
import { AuthService } from '../auth/auth.service';
import { EmailTokensService } from '../auth/email-tokens.service';
import { RefreshTokensService } from '../auth/refresh-tokens.service';
import { linkEmail, MessagingService } from '../../messaging';
import { CurrentPassword } from '../users/current-password.service';
import { PasswordHasher } from '../users/password-hasher.service';
import { normalizeEmail, type User } from '../users/user.entity';
import { type UserFields, UsersService } from '../users/users.service';
import { EmailSignature } from './email-signature.entity';
import { sanitizeSignatureHtml } from './signature-html';

const emptyToNull = (v: string | null | undefined) =>
  v === undefined ? undefined : v === null || v === '' ? null : v;

/** The signed-in user's own settings: profile, password, email address, email signature. */
@Injectable()
export class AccountService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(EmailSignature) private readonly signatures: Repository<EmailSignature>,
    private readonly tx: TransactionService,
    private readonly users: UsersService,
    private readonly passwords: PasswordHasher,
    private readonly refreshTokens: RefreshTokensService,
    private readonly emailTokens: EmailTokensService,
    private readonly auth: AuthService,
    private readonly messaging: MessagingService,
    private readonly currentPassword: CurrentPassword,
  ) {}

  async updateProfile(user: User, input: ProfileUpdate): Promise<User> {
    const fields: UserFields = {};
    if (input.first_name !== undefined) fields.firstName = input.first_name;
    if (input.last_name !== undefined) fields.lastName = input.last_name;
    const text = {
      address: input.address,
      city: input.city,
      state: input.state,
      zipCode: input.zip_code,
      signature: input.signature,
    };
    for (const [key, value] of Object.entries(text)) {
      const v = emptyToNull(value);
      if (v !== undefined) (fields as Record<string, unknown>)[key] = v;
    }
    if (input.cell_phone !== undefined) {
      const raw = emptyToNull(input.cell_phone);
      fields.cellPhone = raw === null || raw === undefined ? null : normalizePhone(raw);
    }
    if (input.sms_notif !== undefined) fields.smsNotif = input.sms_notif;
    return this.tx.run(({ manager }) => this.users.updateFields(manager, user.id, fields));
  }

  /**
   * Every session of the user ends (all refresh-token families and every access token issued so far are revoked,
   * so a stolen session dies with the old password); the caller gets a fresh pair in the response so this device
   * stays signed in.
   *
   * An account without a password (created by Google sign-in) sets its first one without an old one: there is
   * none to ask for. That holds only while the stored hash is still empty (checked in the same UPDATE), so a
   * session can never replace an existing password without it. An old_password sent by such an account is
   * ignored.
   */
  async changePassword(
    user: User,
    oldPassword: string | undefined,
    newPassword: string,
  ): Promise<AuthTokens> {
    const first = user.passwordHash === null;
    if (!first) {
      if (!oldPassword) throw ApiError.field('old_password', messages.fieldRequired('Old password'));
      if (!(await this.currentPassword.matches(user, oldPassword))) {
        throw ApiError.field('old_password', accountMessages.oldPasswordWrong);
      }
    }
    const hash = await this.passwords.hash(newPassword);
    await this.tx.run(async ({ manager }) => {
      if (!first) await this.users.setPasswordHash(manager, user.id, hash);
      else if (!(await this.users.setFirstPasswordHash(manager, user.id, hash))) {
        throw ApiError.field('old_password', messages.fieldRequired('Old password'));
      }
      await this.refreshTokens.revokeAllForUser(manager, user.id);
      await this.users.revokeAccessTokens(manager, user.id);
      // A reset link asked for before the change would set a password again behind the new one.
      await this.emailTokens.revokeUnused(manager, user.id, 'reset');
    });
    return this.auth.startSession(user.id);
  }

  emailChangeLink(token: string, kind?: 'organization'): string {
    const q = new URLSearchParams(kind ? { token, kind } : { token });
    return `${this.config.appUrl}/email-change?${q.toString()}`;
  }

  /**
   * An account without a password is refused until it sets one: its way in (Google sign-in) is tied to the
   * current address, so after the change it could not sign in at all.
   */
  async requestEmailChange(user: User, newEmail: string, password: string): Promise<User> {
    if (user.passwordHash === null) throw ApiError.field('password', accountMessages.setPasswordFirst);
    if (!(await this.currentPassword.matches(user, password))) {
      throw ApiError.field('password', accountMessages.passwordWrong);
    }
    if (await this.users.emailTaken(newEmail))
      throw ApiError.field('new_email', messages.emailAlreadyRegistered);
    return this.tx.run(async (tx) => {
      await this.emailTokens.revokeUnused(tx.manager, user.id, 'email_change');
      const token = await this.emailTokens.create(tx.manager, user.id, 'email_change');
      const updated = await this.users.updateFields(tx.manager, user.id, {
        emailChangeNewEmail: newEmail.trim(),
        emailChangeTokenExpiration: new Date(Date.now() + limits.emailLinkTtlHours * 3600 * 1000),
      });
      await this.messaging.enqueueEmail(
        tx,
        linkEmail({
          organizationId: null,
          to: newEmail,
          subject: 'Confirm your new email address',
          category: 'email_change',
          greeting: `Hi ${user.firstName},`,
          intro: 'To use this address for your Ensemble account, confirm it by opening this link:',
          linkLabel: 'Confirm my new email',
          link: this.emailChangeLink(token),
          outro: `The link expires in ${limits.emailLinkTtlHours} hours. If you did not ask for this, ignore this email.`,
        }),
      );
      return updated;
    });
  }

  async confirmEmailChange(token: string): Promise<User> {
    const invalid = () => ApiError.detail(HttpStatus.BAD_REQUEST, accountMessages.emailChangeLinkInvalid);
    const result = await this.tx.run(async ({ manager }) => {
      const userId = await this.emailTokens.consume(manager, token, 'email_change');
      if (userId === null) return null;
      const user = await this.users.findById(userId);
      const next = user?.emailChangeNewEmail;
      const expires = user?.emailChangeTokenExpiration;
      if (!user || !next || !expires || expires.getTime() <= Date.now()) return null;
      if (await this.users.emailTaken(next, manager)) return 'taken' as const;
      return this.users.updateFields(manager, user.id, {
        email: next,
        emailNormalized: normalizeEmail(next),
        emailChangeNewEmail: null,
        emailChangeTokenExpiration: null,
        // Opening the link proves the new address.
        isVerified: true,
      });
    });
    if (result === 'taken') throw ApiError.detail(HttpStatus.BAD_REQUEST, messages.emailAlreadyRegistered);
    if (result === null) throw invalid();
    return result;
  }

  async getSignature(organizationId: number, userId: number): Promise<EmailSignatureDto> {
    const row = await this.signatures.findOneBy({ organizationId, userId });
    return { html: row?.html ?? '', use_company_number: row?.useCompanyNumber ?? false };
  }

  async saveSignature(
    organizationId: number,
    userId: number,
    input: EmailSignatureDto,
  ): Promise<EmailSignatureDto> {
    const existing = await this.signatures.findOneBy({ organizationId, userId });
    await this.signatures.save(
      this.signatures.create({
        ...(existing ?? {}),
        organizationId,
        userId,
        html: sanitizeSignatureHtml(input.html),
        useCompanyNumber: input.use_company_number,
      }),
    );
    return this.getSignature(organizationId, userId);
  }
}
