import { Logger } from '@nestjs/common';
import { Client } from '@sendgrid/client';
import type { ClientRequest } from '@sendgrid/client/src/request';
import { MailService, type MailDataRequired } from '@sendgrid/mail';
import type { AppConfig } from '../../config/app-config';
import {
  type EmailBatch,
  type EmailBatchResult,
  type EmailMessage,
  type EmailProvider,
  PermanentEmailError,
  type SendResult,
  TemporaryEmailError,
} from './email-provider';

/** SendGrid's limit of personalizations (recipients with their own values) in one v3 mail/send call. */
export const SENDGRID_MAX_PERSONALIZATIONS = 1000;

/** How long a contact form waits for SendGrid's verdict on an address before saving without one. */
const VALIDATION_TIMEOUT_MS = 5000;

/** What the client rejects with: an HTTP answer (code, SendGrid's `{ errors }` body) or a network error. */
interface SendgridError extends Error {
  code?: number | string;
  response?: { body?: unknown; headers?: Record<string, string> };
  isAxiosError?: boolean;
}

/**
 * What a failed mail/send means for every recipient of the call: 429 (rate limit) and 5xx are SendGrid's
 * "try later", another 4xx refuses the request for good (a bad sender, a payload it cannot take), with its own
 * first error message as the reason. No HTTP answer at all (connection refused, timeout) is retried.
 */
export function sendgridFailure(error: unknown): Error {
  const e = error as SendgridError;
  const status = typeof e.code === 'number' ? e.code : null;
  if (status === null) {
    return e.isAxiosError || typeof e.code === 'string'
      ? new TemporaryEmailError(e.message)
      : new PermanentEmailError(e.message);
  }
  const body = e.response?.body as { errors?: { message?: string }[] } | undefined;
  const reason = body?.errors?.[0]?.message ?? e.message;
  return status === 429 || status >= 500 ? new TemporaryEmailError(reason) : new PermanentEmailError(reason);
}

/**
 * Subject and text take the plain values and the html the HTML-escaped ones, but SendGrid substitutes one map
 * per recipient in all three: each text token gets a twin (`#!first_name!#` → `#!first_name:text!#`) in the
 * subject and the text, so an escaped value (`&amp;`) never lands in the text part and a raw one never in the HTML.
 */
export function textTokenTwins(batch: EmailBatch): Map<string, string> {
  const tokens = new Set(batch.recipients.flatMap((r) => Object.keys(r.textValues)));
  const twins = new Map<string, string>();
  let other = 0;
  for (const token of tokens) {
    const inner = /^#!(.+)!#$/.exec(token)?.[1];
    twins.set(token, inner !== undefined ? `#!${inner}:text!#` : `#!text:${(other += 1)}!#`);
  }
  return twins;
}

/** Longest first, so a token that contains another is replaced whole. */
const renameTokens = (s: string, twins: Map<string, string>) =>
  [...twins.entries()]
    .sort(([a], [b]) => b.length - a.length)
    .reduce((out, [token, twin]) => out.split(token).join(twin), s);

/**
 * Delivers through SendGrid's v3 API (EMAIL_PROVIDER=sendgrid) with @sendgrid/mail: a campaign's batch is one
 * mail/send call with up to 1,000 personalizations, each recipient's values as substitutions (our tokens as they
 * are: no `{{ }}` wrappers), its Message-ID and List-Unsubscribe headers, and its tracking key as the custom arg
 * `tracking_key`, which SendGrid's Event Webhook carries back with every event (reportsEvents).
 *
 * SendGrid caps a personalization's substitutions at 10,000 bytes in all: long values (a whole signature block)
 * belong in the shared html, not in per-recipient values.
 *
 * SendGrid takes no idempotency key: a batch retried after an answer that was lost is delivered again; the work
 * engine's claim per row keeps that to a crash between SendGrid's 202 and the rows being marked.
 */
export class SendgridEmailProvider implements EmailProvider {
  readonly name = 'sendgrid';
  readonly displayName = 'SendGrid';
  readonly reportsEvents = true;
  readonly maxBatch = SENDGRID_MAX_PERSONALIZATIONS;
  readonly handsOver = false;
  private readonly mail = new MailService();
  private readonly validation: Client | null = null;
  private readonly logger = new Logger(SendgridEmailProvider.name);

  constructor(config: Pick<AppConfig, 'sendgrid'>) {
    if (!config.sendgrid) throw new Error('SendgridEmailProvider needs SENDGRID_API_KEY');
    // A client of its own rather than the module's shared one, so its base URL and key are this adapter's.
    const client = new Client();
    client.setApiKey(config.sendgrid.apiKey);
    // After setApiKey, which resets the base URL to the region's.
    client.setDefaultRequest('baseUrl', `${config.sendgrid.apiUrl}/`);
    this.mail.setClient(client);
    const { validationApiKey } = config.sendgrid;
    if (validationApiKey) {
      this.validation = new Client();
      this.validation.setApiKey(validationApiKey);
      this.validation.setDefaultRequest('baseUrl', `${config.sendgrid.apiUrl}/`);
      // A contact form waits on this answer: past a few seconds it is no answer. (The client hands its default
      // request to axios as it is, merged; its type lists neither axios's timeout nor a request without url.)
      this.validation.setDefaultRequest({ timeout: VALIDATION_TIMEOUT_MS } as unknown as ClientRequest);
    }
  }

  async send(message: EmailMessage, idempotencyKey: string): Promise<SendResult> {
    const [result] = await this.sendBatch({
      from: message.from,
      subject: message.subject,
      text: message.text,
      html: message.html,
      category: message.category,
      organizationId: message.organizationId,
      replyTo: message.replyTo,
      attachments: message.attachments,
      recipients: [
        {
          to: message.to,
          htmlValues: {},
          textValues: {},
          messageId: message.messageId ?? '',
          headers: message.headers,
          trackingKey: message.trackingKey ?? '',
          idempotencyKey,
        },
      ],
    });
    if (!result!.ok) throw result!.error;
    return { providerMessageId: result!.providerMessageId };
  }

  async sendBatch(batch: EmailBatch): Promise<EmailBatchResult[]> {
    if (batch.recipients.length === 0) return [];
    try {
      const [response] = await this.mail.send(this.request(batch));
      // SendGrid's id of the request: every event's sg_message_id starts with it (`<X-Message-Id>.filter…`).
      const headers = response.headers as Record<string, string | undefined>;
      const id = headers['x-message-id'] ?? '';
      return batch.recipients.map(() => ({ ok: true, providerMessageId: id }));
    } catch (error) {
      const failure = sendgridFailure(error);
      return batch.recipients.map(() => ({ ok: false, error: failure }));
    }
  }

  /** The v3 mail/send request of a batch, as the helpers of @sendgrid/mail take it. */
  request(batch: EmailBatch): MailDataRequired {
    if (batch.recipients.length > SENDGRID_MAX_PERSONALIZATIONS) {
      throw new Error(`A SendGrid batch takes at most ${SENDGRID_MAX_PERSONALIZATIONS} recipients`);
    }
    const twins = textTokenTwins(batch);
    const content = [{ type: 'text/plain', value: renameTokens(batch.text, twins) }];
    if (batch.html !== null) content.push({ type: 'text/html', value: batch.html });
    return {
      from: batch.from,
      ...(batch.replyTo ? { replyTo: batch.replyTo } : {}),
      subject: renameTokens(batch.subject, twins),
      content: content as MailDataRequired['content'] & { 0: { type: string; value: string } },
      categories: [batch.category],
      // Our tokens are whole strings (`#!first_name!#`): SendGrid must look for them as they are.
      substitutionWrappers: ['', ''],
      personalizations: batch.recipients.map((r) => {
        const substitutions: Record<string, string> = { ...r.htmlValues };
        for (const [token, twin] of twins) substitutions[twin] = r.textValues[token] ?? token;
        const headers = { ...r.headers, ...(r.messageId ? { 'Message-ID': r.messageId } : {}) };
        return {
          to: r.to,
          ...(Object.keys(substitutions).length > 0 ? { substitutions } : {}),
          ...(Object.keys(headers).length > 0 ? { headers } : {}),
          ...(r.trackingKey ? { customArgs: { tracking_key: r.trackingKey } } : {}),
        };
      }),
      ...(batch.attachments?.length
        ? {
            attachments: batch.attachments.map((a) => ({
              filename: a.filename,
              type: a.contentType,
              content: a.content.toString('base64'),
              disposition: 'attachment',
            })),
          }
        : {}),
    };
  }

  /**
   * SendGrid's Email Address Validation (`POST /v3/validations/email`), with its own key
   * (SENDGRID_VALIDATION_API_KEY): 'Invalid' refuses the address (the contact form then offers to save anyway),
   * 'Valid' and 'Risky' pass. Without the key, or when the check itself fails, there is no verdict: the address
   * passes, and a bounce reports it later.
   */
  async checkAddress(email: string): Promise<{ valid: boolean }> {
    if (!this.validation) return { valid: true };
    try {
      const [, body] = await this.validation.request({
        method: 'POST',
        url: '/v3/validations/email',
        body: { email, source: 'contact' },
      });
      const verdict = (body as { result?: { verdict?: string } } | undefined)?.result?.verdict;
      return { valid: verdict !== 'Invalid' };
    } catch (err) {
      this.logger.warn(`SendGrid address validation failed, no verdict: ${(err as Error).message}`);
      return { valid: true };
    }
  }
}
