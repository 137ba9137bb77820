import { Injectable } from '@nestjs/common';
import { OutboxStore } from '../outbox/outbox.store';
import { sendOneByOne } from './email-batch';
import type { EmailBatch, EmailBatchResult, EmailMessage, EmailProvider, SendResult } from './email-provider';

/**
 * The outbox calls an address invalid when its domain is under `.invalid`, the TLD RFC 2606 reserves for names
 * that can never resolve (e.g. someone@example.invalid), so the "seems to be invalid" path can be exercised
 * without a real provider. Other reserved names (`.test`, `example.com`) stay valid on purpose: tests, seeds and
 * the demo use them as ordinary addresses.
 */
const UNDELIVERABLE_TLD = 'invalid';

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
    return this.outbox.send('email', message, idempotencyKey);
  }

  sendBatch(batch: EmailBatch): Promise<EmailBatchResult[]> {
    return sendOneByOne(batch, (message, key) => this.send(message, key));
  }

  checkAddress(email: string): Promise<{ valid: boolean }> {
    const domain = email.trim().toLowerCase().split('@').pop() ?? '';
    const tld = domain.replace(/\.$/, '').split('.').pop() ?? '';
    return Promise.resolve({ valid: tld !== UNDELIVERABLE_TLD });
  }
}
