import { Injectable } from '@nestjs/common';
import type { SendResult } from '../email/email-provider';
import { OutboxStore } from '../outbox/outbox.store';
import type { SmsMessage, SmsProvider } from './sms-provider';

/** Records the text message in the outbox instead of delivering it. */
@Injectable()
export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox';

  constructor(private readonly outbox: OutboxStore) {}

  send(message: SmsMessage, idempotencyKey: string): Promise<SendResult> {
    return this.outbox.send('sms', message, idempotencyKey);
  }
}
