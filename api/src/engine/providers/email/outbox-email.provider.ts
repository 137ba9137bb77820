import { Injectable } from '@nestjs/common';
import { OutboxStore } from '../outbox/outbox.store';
import { sendOneByOne } from './email-batch';
import {
  type EmailBatch,
  type EmailBatchResult,
  type EmailMessage,
  type EmailProvider,
  type SendResult,
  TemporaryEmailError,
} from './email-provider';

/**
 * The outbox calls an address invalid when its domain is under `.invalid`, the TLD RFC 2606 reserves for names
 * that can never resolve (e.g. someone@example.invalid), so the "seems to be invalid" path can be exercised
 * without a real provider. Other reserved names (`.test`, `example.com`) stay valid on purpose: tests, seeds and
 * the demo use them as ordinary addresses.
 */
const UNDELIVERABLE_TLD = 'invalid';

/**
 * The outbox answers 'try later' for addresses at this name under `.test` (RFC 2606), as a greylisting server
 * would: an email to it stays pending and is retried with back-off, so the retry path, and a template an email
 * still uses, can be seen without a real provider. No real mailbox can be at such an address.
 */
export const OUTBOX_TRY_LATER_DOMAIN = 'greylisted.test';

const domainOf = (email: string) => email.trim().toLowerCase().split('@').pop()?.replace(/\.$/, '') ?? '';

/** Records the email in the outbox instead of delivering it (embedded default, tests). */
@Injectable()
export class OutboxEmailProvider implements EmailProvider {
  readonly name = 'outbox';
  readonly displayName = 'Outbox';
  readonly reportsEvents = false;
  readonly maxBatch = 100;
  readonly handsOver = false;

  constructor(private readonly outbox: OutboxStore) {}

  send(message: EmailMessage, idempotencyKey: string): Promise<SendResult> {
    if (domainOf(message.to) === OUTBOX_TRY_LATER_DOMAIN) {
      return Promise.reject(new TemporaryEmailError('451 4.7.1 Greylisted, please try again later'));
    }
    // Kept with the headers, as a mail client shows it: where answering the email goes.
    const headers = message.replyTo ? { ...message.headers, 'Reply-To': message.replyTo } : message.headers;
    return this.outbox.send('email', { ...message, headers }, idempotencyKey);
  }

  sendBatch(batch: EmailBatch): Promise<EmailBatchResult[]> {
    return sendOneByOne(batch, (message, key) => this.send(message, key));
  }

  checkAddress(email: string): Promise<{ valid: boolean }> {
    const tld = domainOf(email).split('.').pop() ?? '';
    return Promise.resolve({ valid: tld !== UNDELIVERABLE_TLD });
  }
}
