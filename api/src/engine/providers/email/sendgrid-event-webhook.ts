import { EventWebhook } from '@sendgrid/eventwebhook';
import { ConfigError } from '../../config/app-config';
import type { EmailEvent, EmailEventType } from './email-provider';

export const SENDGRID_SIGNATURE_HEADER = 'x-twilio-email-event-webhook-signature';
export const SENDGRID_TIMESTAMP_HEADER = 'x-twilio-email-event-webhook-timestamp';

/**
 * How old a signed post may be. The signature covers the timestamp, so a captured post replayed later is refused
 * after this; within it, the sink's idempotency (one record per sg_event_id) makes a replay change nothing.
 */
export const SIGNATURE_TOLERANCE_SECONDS = 10 * 60;

/** A post that is not provably SendGrid's, as sent within the tolerance: nothing of it is recorded. */
export class EventWebhookSignatureError extends Error {}

/** A signed post whose body is not SendGrid's array of events. */
export class EventWebhookPayloadError extends Error {}

const EVENT_TYPES: ReadonlySet<string> = new Set<EmailEventType>([
  'processed',
  'delivered',
  'open',
  'click',
  'bounce',
  'dropped',
  'deferred',
  'spamreport',
  'unsubscribe',
  'group_unsubscribe',
  'group_resubscribe',
]);

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/**
 * One SendGrid event in the suite's words, or null for an event the suite does not record (another type, or one
 * without the sg_event_id that makes recording it idempotent). Custom args come back as top-level fields:
 * `tracking_key` is the one the SendGrid adapter set on each personalization.
 */
export function toEmailEvent(raw: unknown): EmailEvent | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const e = raw as Record<string, unknown>;
  const type = text(e.event);
  const eventId = text(e.sg_event_id);
  if (!type || !EVENT_TYPES.has(type) || !eventId) return null;
  // SendGrid posts a block as a bounce of type 'blocked' (a refusal of the message, not of the address).
  const kind = type === 'bounce' && text(e.type) === 'blocked' ? 'blocked' : (type as EmailEventType);
  const seconds = typeof e.timestamp === 'number' ? e.timestamp : Number(e.timestamp);
  return {
    type: kind,
    trackingKey: text(e.tracking_key),
    providerMessageId: text(e.sg_message_id),
    email: text(e.email) ?? '',
    at: Number.isFinite(seconds) ? new Date(seconds * 1000) : new Date(),
    providerEventId: eventId,
    // A bounce's or drop's reason; a deferral's is the receiving server's response.
    reason: text(e.reason) ?? text(e.response),
    url: text(e.url),
  };
}

/**
 * SendGrid's signed Event Webhook: verifies the ECDSA signature over timestamp + the exact bytes received with
 * the key from Mail Settings (SENDGRID_WEBHOOK_PUBLIC_KEY), refuses stale timestamps, then reads the events.
 */
export class SendgridEventWebhook {
  private readonly verifier = new EventWebhook();
  private readonly key: ReturnType<EventWebhook['convertPublicKeyToECDSA']>;

  constructor(publicKey: string) {
    try {
      this.key = this.verifier.convertPublicKeyToECDSA(publicKey);
    } catch {
      throw new ConfigError(
        'SENDGRID_WEBHOOK_PUBLIC_KEY must be the Event Webhook verification key SendGrid shows (base64 or PEM)',
      );
    }
  }

  /** The events of a post, in order; throws EventWebhookSignatureError or EventWebhookPayloadError. */
  parse(
    rawBody: Buffer,
    signature: string | undefined,
    timestamp: string | undefined,
    now: Date = new Date(),
  ): { received: number; events: EmailEvent[] } {
    if (!signature || !timestamp) throw new EventWebhookSignatureError('Missing SendGrid signature headers');
    if (!/^\d{1,12}$/.test(timestamp)) throw new EventWebhookSignatureError('Malformed signature timestamp');
    if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > SIGNATURE_TOLERANCE_SECONDS) {
      throw new EventWebhookSignatureError('Signature timestamp outside the tolerance (a replay?)');
    }
    if (!this.verified(rawBody, signature, timestamp)) {
      throw new EventWebhookSignatureError('Invalid SendGrid signature');
    }
    // The bytes that were verified are the ones read, not a body another parser may have normalised.
    let body: unknown;
    try {
      body = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new EventWebhookPayloadError('The body is not JSON');
    }
    if (!Array.isArray(body)) throw new EventWebhookPayloadError('The body is not an array of events');
    return {
      received: body.length,
      events: body.map(toEmailEvent).filter((e): e is EmailEvent => e !== null),
    };
  }

  private verified(rawBody: Buffer, signature: string, timestamp: string): boolean {
    try {
      return this.verifier.verifySignature(this.key, rawBody, signature, timestamp);
    } catch {
      // A signature that is not base64 DER cannot be SendGrid's.
      return false;
    }
  }
}
