import { Injectable } from '@nestjs/common';
import { OutboxStore } from '../outbox/outbox.store';
import type { EmailMessage, EmailProvider, SendResult } from './email-provider';

/** Records the email in the outbox instead of delivering it (embedded default, tests). */
@Injectable()
export class OutboxEmailProvider implements EmailProvider {
  readonly name = 'outbox';

  constructor(private readonly outbox: OutboxStore) {}

  async send(message: EmailMessage, idempotencyKey: string): Promise<SendResult> {
    const row = await this.outbox.record({
      idempotencyKey,
      organizationId: message.organizationId,
      channel: 'email',
      toAddress: message.to,
      fromAddress: message.from,
      subject: message.subject,
      text: message.text,
      html: message.html,
      category: message.category,
    });
    return { providerMessageId: `outbox-${row.id}` };
  }
}
