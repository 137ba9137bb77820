import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { OutboxMessage as OutboxMessageDto, Paginated } from '@ensemble/contracts';
import { Repository } from 'typeorm';
import { type PageQuery, pageWindow, toPage } from '../../http/pagination';
import { OutboxMessage } from './outbox-message.entity';
import { isUniqueViolation } from '../../database/query-errors';

export type NewOutboxMessage = Omit<OutboxMessage, 'id' | 'createdAt' | 'toNormalized'>;

/** Where the outbox providers record what they "sent", and where owners and tests read it back. */
@Injectable()
export class OutboxStore {
  constructor(@InjectRepository(OutboxMessage) private readonly messages: Repository<OutboxMessage>) {}

  /** Idempotent on the key: a second call with the same key returns the first record and writes nothing. */
  async record(message: NewOutboxMessage): Promise<OutboxMessage> {
    const existing = await this.messages.findOne({ where: { idempotencyKey: message.idempotencyKey } });
    if (existing) return existing;
    try {
      return await this.messages.save(
        this.messages.create({ ...message, toNormalized: message.toAddress.trim().toLowerCase() }),
      );
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // Two sends raced on the same key: the other one won.
      return this.messages.findOneOrFail({ where: { idempotencyKey: message.idempotencyKey } });
    }
  }

  /**
   * What an outbox provider does instead of sending: records the message (idempotent on the key, like `record`)
   * and answers with the row's id as the provider's message id.
   */
  async send(
    channel: 'email' | 'sms',
    m: {
      to: string;
      from: string;
      subject?: string;
      text: string;
      html?: string | null;
      category: string;
      organizationId: number | null;
      messageId?: string;
      headers?: Record<string, string>;
    },
    idempotencyKey: string,
  ): Promise<{ providerMessageId: string }> {
    const row = await this.record({
      idempotencyKey,
      organizationId: m.organizationId,
      channel,
      toAddress: m.to,
      fromAddress: m.from,
      subject: m.subject ?? null,
      text: m.text,
      html: m.html ?? null,
      category: m.category,
      messageId: m.messageId ?? null,
      headers: m.headers && Object.keys(m.headers).length ? m.headers : null,
    });
    return { providerMessageId: `outbox-${row.id}` };
  }

  async listForOrganization(
    organizationId: number,
    query: PageQuery & { channel?: 'email' | 'sms' },
  ): Promise<Paginated<OutboxMessageDto>> {
    const [rows, count] = await this.messages.findAndCount({
      where: { organizationId, ...(query.channel ? { channel: query.channel } : {}) },
      order: { id: 'DESC' },
      ...pageWindow(query),
    });
    return toPage(rows, count, presentOutboxMessage);
  }

  /** One of the organization's messages; null when it has no such message. */
  findForOrganization(organizationId: number, id: number): Promise<OutboxMessage | null> {
    return this.messages.findOneBy({ organizationId, id });
  }

  async listForAddress(address: string, query: PageQuery): Promise<Paginated<OutboxMessageDto>> {
    const [rows, count] = await this.messages.findAndCount({
      where: { toNormalized: address.trim().toLowerCase() },
      order: { id: 'DESC' },
      ...pageWindow(query),
    });
    return toPage(rows, count, presentOutboxMessage);
  }
}

export function presentOutboxMessage(m: OutboxMessage): OutboxMessageDto {
  return {
    id: m.id,
    channel: m.channel,
    organization_id: m.organizationId,
    to: m.toAddress,
    from: m.fromAddress,
    subject: m.subject,
    text: m.text,
    html: m.html,
    category: m.category,
    message_id: m.messageId,
    headers: m.headers ?? {},
    created_at: m.createdAt.toISOString(),
  };
}
