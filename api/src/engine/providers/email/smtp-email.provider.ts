import type { OnModuleDestroy } from '@nestjs/common';
import { createTransport } from 'nodemailer';
import type { AppConfig } from '../../config/app-config';
import { sendOneByOne } from './email-batch';
import {
  type EmailBatch,
  type EmailBatchResult,
  type EmailMessage,
  type EmailProvider,
  PermanentEmailError,
  type SendResult,
  TemporaryEmailError,
} from './email-provider';

/** Connections kept open to the server: enough to overlap sends, few enough not to look like a flood. */
const MAX_CONNECTIONS = 5;

const pooledTransport = (url: string) =>
  createTransport({ url, pool: true, maxConnections: MAX_CONNECTIONS });

/** nodemailer's error: the server's reply (`550 5.1.1 No such user`) and its code, when the server answered. */
interface SmtpError extends Error {
  code?: string;
  responseCode?: number;
  response?: string;
}

/**
 * What an SMTP failure means for the send. The server's 5xx refuses the message for good (unknown mailbox, policy),
 * 4xx asks to try later (greylisting, mailbox full, rate limits). Without a reply, a message nodemailer refused
 * before sending (an address it cannot put in an envelope) cannot succeed later either; connection, TLS and
 * authentication failures (no reply, or 535 from AUTH) are the server's or our configuration's, not the
 * message's: retried with back-off, not failed for this recipient.
 */
export function smtpFailure(error: unknown): Error {
  const e = error as SmtpError;
  const text = (e.response ?? e.message ?? String(error)).trim();
  if (e.code === 'EAUTH' || e.code === 'ENOAUTH') return new TemporaryEmailError(text);
  if (typeof e.responseCode === 'number') {
    return e.responseCode >= 500 ? new PermanentEmailError(text) : new TemporaryEmailError(text);
  }
  if (e.code === 'EENVELOPE' || e.code === 'EMESSAGE') return new PermanentEmailError(text);
  return new TemporaryEmailError(text);
}

/**
 * Delivers through an SMTP server (EMAIL_PROVIDER=smtp): nodemailer's pooled transport keeps connections open
 * between messages, so a campaign does not pay a TCP, TLS and AUTH handshake per recipient. SMTP reports nothing
 * back (reportsEvents false): the suite adds its own open pixel and click links. It carries no idempotency key
 * either; the work engine's claim is what keeps a row from being sent twice.
 */
export class SmtpEmailProvider implements EmailProvider, OnModuleDestroy {
  readonly name = 'smtp';
  readonly displayName = 'SMTP';
  readonly reportsEvents = false;
  readonly maxBatch = 50;
  private readonly transport: ReturnType<typeof pooledTransport>;

  constructor(config: Pick<AppConfig, 'smtpUrl'>) {
    if (!config.smtpUrl) throw new Error('SmtpEmailProvider needs SMTP_URL');
    this.transport = pooledTransport(config.smtpUrl);
  }

  /** SMTP carries no idempotency key (the work engine's claim per row is what prevents a second send). */
  async send(message: EmailMessage, _idempotencyKey?: string): Promise<SendResult> {
    try {
      const info = await this.transport.sendMail({
        to: message.to,
        from: message.from,
        replyTo: message.replyTo ?? undefined,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
        messageId: message.messageId,
        headers: message.headers,
        attachments: message.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
      });
      return { providerMessageId: info.messageId };
    } catch (error) {
      throw smtpFailure(error);
    }
  }

  sendBatch(batch: EmailBatch): Promise<EmailBatchResult[]> {
    return sendOneByOne(batch, (message) => this.send(message));
  }

  /** SMTP has no verdict before sending (VRFY is disabled almost everywhere): the form's syntax check is it. */
  checkAddress(): Promise<{ valid: boolean }> {
    return Promise.resolve({ valid: true });
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
