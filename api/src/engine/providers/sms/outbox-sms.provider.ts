import { Injectable } from '@nestjs/common';
import type { SendResult } from '../email/email-provider';
import { OutboxStore } from '../outbox/outbox.store';
import type { SmsMessage, SmsProvider } from './sms-provider';

/** Records the text message in the outbox instead of delivering it. */
@Injectable()
export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox';

  constructor(private readonly outbox: OutboxStore) {}

  async send(message: SmsMessage, idempotencyKey: string): Promise<SendResult> {
    const row = await this.outbox.record({
      idempotencyKey,
      organizationId: message.organizationId,
      channel: 'sms',
      toAddress: message.to,
      fromAddress: message.from,
      subject: null,
      text: message.text,
      html: null,
      category: message.category,
    });
    return { providerMessageId: `outbox-${row.id}` };
  }
}
