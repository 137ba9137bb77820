import type { Twilio } from 'twilio';
import type { TwilioConfig } from '../../config/app-config';
import type { SendResult } from '../email/email-provider';
import { PermanentSmsError, type SmsMessage, type SmsProvider, TemporarySmsError } from './sms-provider';
import { twilioClient, twilioFailure } from './twilio-api';

/** Twilio codes that mean "later", whatever the status they come with (message rate limits). */
const TEMPORARY_CODES = new Set([14107, 20429]);

/** The status callback with the message's idempotency key as `ref`, so its reports find the row by our key. */
export function statusCallbackWithRef(url: string, idempotencyKey: string): string {
  const u = new URL(url);
  u.searchParams.set('ref', idempotencyKey);
  return u.toString();
}

/**
 * Sends through Twilio's Messages API (SMS_PROVIDER=twilio) with the official SDK:
 * `POST /2010-04-01/Accounts/{sid}/Messages.json` with To, From (one of the account's numbers), Body and,
 * when given, StatusCallback.
 *
 * Twilio takes no idempotency key for messages: a send retried after an answer that was lost is delivered again.
 * As with SendGrid, the work engine's claim per row keeps that to a crash between Twilio's 201 and the row being
 * marked; the key goes along in the status callback's URL (`ref`), so the reports of a message whose sid was never
 * recorded still find their row, and a duplicate shows as a second sid reported for the same ref.
 *
 * Twilio's 429, 5xx (and rate-limit codes) and no answer at all are TemporarySmsError; any other refusal is
 * PermanentSmsError with Twilio's code and words (21211 invalid 'To', 21610 the recipient texted STOP to this
 * number, 21614 not a mobile number, 21408 region not enabled…).
 */
export class TwilioSmsProvider implements SmsProvider {
  readonly name = 'twilio';
  private readonly client: Twilio;

  constructor(config: { twilio: TwilioConfig | null }) {
    if (!config.twilio) throw new Error('TwilioSmsProvider needs TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN');
    this.client = twilioClient(config.twilio);
  }

  async send(message: SmsMessage, idempotencyKey: string): Promise<SendResult> {
    try {
      const sent = await this.client.messages.create({
        to: message.to,
        from: message.from,
        body: message.text,
        ...(message.statusCallback
          ? { statusCallback: statusCallbackWithRef(message.statusCallback, idempotencyKey) }
          : {}),
      });
      return { providerMessageId: sent.sid };
    } catch (error) {
      const f = twilioFailure(error);
      throw f.temporary || (f.code !== null && TEMPORARY_CODES.has(f.code))
        ? new TemporarySmsError(f.message, f.code)
        : new PermanentSmsError(f.message, f.code);
    }
  }
}
