import type { SendResult } from '../email/email-provider';

export interface SmsMessage {
  /** E.164. */
  to: string;
  /** E.164: the organization's number, or SMS_FROM for the suite's own texts (two-factor codes). */
  from: string;
  text: string;
  category: string;
  organizationId: number | null;
  /**
   * Where the provider reports what becomes of the message (queued, sent, delivered, undelivered, failed): a URL
   * of ours, `phoneWebhookUrls(config).status`. The idempotency key is added to it as `ref`, so a report finds
   * its row even when the provider's message id was never recorded. None: no reports.
   */
  statusCallback?: string | null;
}

/**
 * Text messages: `outbox` (default: kept in the database) or `twilio`. Same idempotency contract as the email
 * providers: `idempotencyKey` is derived from the work row; the outbox honours it, Twilio takes none (see
 * TwilioSmsProvider). Failures are TemporarySmsError (retry later) or PermanentSmsError (this message, never).
 */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage, idempotencyKey: string): Promise<SendResult>;
}

export const SMS_PROVIDER = Symbol('SMS_PROVIDER');

/** The provider's code of a refusal (Twilio's error codes: 21211, 21610, …), null when there is none. */
abstract class SmsError extends Error {
  constructor(
    message: string,
    readonly code: number | null = null,
  ) {
    super(message);
  }
}

/** The provider said try later (429, 5xx, no answer at all): the send is retried with back-off. */
export class TemporarySmsError extends SmsError {}

/**
 * The provider refused this message for good (an invalid or landline number, a recipient who texted STOP to the
 * sending number: Twilio's 21211, 21614, 21610…): recorded with the provider's reason, not retried.
 */
export class PermanentSmsError extends SmsError {}
