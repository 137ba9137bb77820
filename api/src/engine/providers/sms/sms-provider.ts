import type { SendResult } from '../email/email-provider';

export interface SmsMessage {
  to: string;
  from: string;
  text: string;
  category: string;
  organizationId: number | null;
}

/** Text messages (outbox now; Twilio later). Same idempotency contract as the email providers. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage, idempotencyKey: string): Promise<SendResult>;
}

export const SMS_PROVIDER = Symbol('SMS_PROVIDER');
