import { Inject, Injectable } from '@nestjs/common';
import { limits } from '@ensemble/contracts';
import { APP_CONFIG, type AppConfig } from '../../../engine/config/app-config';
import type { Tx } from '../../../engine/database/transaction.service';
import { MessagingService } from '../../messaging';
import type { User } from '../users/user.entity';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The account emails (verification, password reset), queued in the caller's transaction. */
@Injectable()
export class AuthMailService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly messaging: MessagingService,
  ) {}

  verificationLink(email: string, token: string): string {
    const q = new URLSearchParams({ email, token });
    return `${this.config.appUrl}/email-verification/?${q.toString()}`;
  }

  resetLink(token: string): string {
    return `${this.config.appUrl}/new-password?${new URLSearchParams({ token }).toString()}`;
  }

  async sendVerification(tx: Tx, user: User, token: string): Promise<void> {
    const link = this.verificationLink(user.email, token);
    await this.messaging.enqueueEmail(tx, {
      organizationId: null,
      to: user.email,
      subject: 'Verify your email address',
      category: 'verification',
      text: [
        `Hi ${user.firstName},`,
        '',
        'Welcome to Ensemble. Please confirm your email address by opening this link:',
        link,
        '',
        `The link expires in ${limits.emailLinkTtlHours} hours. If you did not sign up, ignore this email.`,
      ].join('\n'),
      html: `<p>Hi ${escapeHtml(user.firstName)},</p><p>Welcome to Ensemble. Please confirm your email address:</p><p><a href="${escapeHtml(link)}">Verify my email</a></p><p>The link expires in ${limits.emailLinkTtlHours} hours. If you did not sign up, ignore this email.</p>`,
    });
  }

  /**
   * A sign-up with an address that already has an account answers as any sign-up does (so the form does not tell
   * who has an account); the owner of the address learns of it here instead, with the way back in.
   */
  async sendAlreadyRegistered(tx: Tx, user: User): Promise<void> {
    const login = `${this.config.appUrl}/`;
    const reset = `${this.config.appUrl}/reset-password`;
    await this.messaging.enqueueEmail(tx, {
      organizationId: null,
      to: user.email,
      subject: 'You already have an Ensemble account',
      category: 'signup_existing_account',
      text: [
        `Hi ${user.firstName},`,
        '',
        'Someone tried to create an Ensemble account with this address, which already has one. To sign in, open:',
        login,
        '',
        `Forgot your password? Choose a new one at ${reset}. If it was not you, ignore this email.`,
      ].join('\n'),
      html: `<p>Hi ${escapeHtml(user.firstName)},</p><p>Someone tried to create an Ensemble account with this address, which already has one.</p><p><a href="${escapeHtml(login)}">Sign in</a> or <a href="${escapeHtml(reset)}">choose a new password</a>.</p><p>If it was not you, ignore this email.</p>`,
    });
  }

  async sendPasswordReset(tx: Tx, user: User, token: string): Promise<void> {
    const link = this.resetLink(token);
    await this.messaging.enqueueEmail(tx, {
      organizationId: null,
      to: user.email,
      subject: 'Reset your password',
      category: 'password_reset',
      text: [
        `Hi ${user.firstName},`,
        '',
        'Someone asked to reset the password of your Ensemble account. To choose a new password, open:',
        link,
        '',
        `The link expires in ${limits.emailLinkTtlHours} hours and works once. If it was not you, ignore this email.`,
      ].join('\n'),
      html: `<p>Hi ${escapeHtml(user.firstName)},</p><p>Someone asked to reset the password of your Ensemble account.</p><p><a href="${escapeHtml(link)}">Choose a new password</a></p><p>The link expires in ${limits.emailLinkTtlHours} hours and works once. If it was not you, ignore this email.</p>`,
    });
  }
}
