import { Readable } from 'node:stream';
import type { OnModuleDestroy } from '@nestjs/common';
import { createTransport } from 'nodemailer';
import type { AppConfig } from '../../config/app-config';
import { sendOneByOne } from './email-batch';
import {
  type EmailBatch,
  type EmailBatchResult,
  type EmailMessage,
  type EmailProvider,
  type HandOverCommit,
  HandOverRefusedError,
  PermanentEmailError,
  type SendResult,
  TemporaryEmailError,
} from './email-provider';

/** Connections kept open to the server: enough to overlap sends, few enough not to look like a flood. */
const MAX_CONNECTIONS = 5;

/** Where a message's handOver travels with it through nodemailer (its plugins see the options as given). */
const HAND_OVER = 'ensembleHandOver';

/**
 * The message's stream with its end held until `handOver` has answered: nodemailer writes the final dot of DATA
 * when this stream ends, and starts reading it only once the server has taken the envelope and said 354, so
 * nothing is read from the message (and handOver is not asked) before that. The content goes out as one chunk
 * (one write to the socket, where nodemailer's own stream makes one per part and line group), then handOver is
 * asked. Accepted: the hand-over's commit and the end of the stream (nodemailer's dot, through stream ticks but
 * no I/O wait) go out in the same turn. Refused: the stream fails instead of ending, nodemailer drops the
 * connection without the dot, and the server, by RFC 5321, delivers nothing.
 */
class HeldBeforeTheDot extends Readable {
  private started = false;

  constructor(
    private readonly input: Readable,
    private readonly handOver: () => Promise<HandOverCommit | null>,
  ) {
    super();
  }

  override _read(): void {
    if (this.started) return;
    this.started = true;
    const chunks: Buffer[] = [];
    this.input.on('data', (chunk: Buffer) => chunks.push(chunk));
    this.input.once('end', () => {
      this.push(Buffer.concat(chunks));
      this.handOver().then(
        (commit) => {
          if (!commit) return this.destroy(new HandOverRefusedError());
          commit();
          this.push(null);
        },
        (err: Error) => this.destroy(err),
      );
    });
    this.input.once('error', (err) => this.destroy(err));
  }

  override _destroy(err: Error | null, callback: (error?: Error | null) => void): void {
    this.input.destroy();
    callback(err);
  }
}

function pooledTransport(url: string) {
  const transport = createTransport({ url, pool: true, maxConnections: MAX_CONNECTIONS });
  transport.use('stream', (mail, done) => {
    const handOver = (mail.data as Record<string, unknown>)[HAND_OVER] as
      (() => Promise<HandOverCommit | null>) | undefined;
    if (handOver) mail.message.processFunc((input) => new HeldBeforeTheDot(input, handOver));
    done();
  });
  return transport;
}

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
 * message's: retried with back-off, not failed for this recipient. A message its sender held back (handOver
 * refused) stays that error.
 */
export function smtpFailure(error: unknown): Error {
  const e = error as SmtpError;
  const text = (e.response ?? e.message ?? String(error)).trim();
  if (error instanceof HandOverRefusedError) return error;
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
 * either: what keeps a row from being sent twice is the work engine's claim, and each message's handOver, called
 * before the final dot of DATA, which records the hand-over on the row while the claim still holds (a worker that
 * dies after it leaves a row the sweep marks sent, not one another worker sends again).
 */
export class SmtpEmailProvider implements EmailProvider, OnModuleDestroy {
  readonly name = 'smtp';
  readonly displayName = 'SMTP';
  readonly reportsEvents = false;
  readonly maxBatch = 50;
  readonly handsOver = true;
  private readonly transport: ReturnType<typeof pooledTransport>;

  constructor(config: Pick<AppConfig, 'smtpUrl'>) {
    if (!config.smtpUrl) throw new Error('SmtpEmailProvider needs SMTP_URL');
    this.transport = pooledTransport(config.smtpUrl);
  }

  /** SMTP carries no idempotency key (the work engine's claim per row is what prevents a second send). */
  async send(
    message: EmailMessage,
    _idempotencyKey?: string,
    handOver?: () => Promise<HandOverCommit | null>,
  ): Promise<SendResult> {
    try {
      const info = await this.transport.sendMail({
        ...(handOver ? { [HAND_OVER]: handOver } : {}),
        to: message.to,
        from: message.from,
        replyTo: message.replyTo ?? undefined,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
        messageId: message.messageId,
        headers: message.headers,
        // nodemailer signs the message as it streams it (relaxed/relaxed, rsa-sha256).
        ...(message.dkim ? { dkim: message.dkim } : {}),
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
    return sendOneByOne(batch, (message, _key, handOver) => this.send(message, undefined, handOver));
  }

  /** SMTP has no verdict before sending (VRFY is disabled almost everywhere): the form's syntax check is it. */
  checkAddress(): Promise<{ valid: boolean }> {
    return Promise.resolve({ valid: true });
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
