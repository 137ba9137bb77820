import { Injectable } from '@nestjs/common';
import type { Tx } from '../../../engine/database/transaction.service';
import { OutboundMessage } from './outbound-message.entity';
import { OUTBOUND_SEND, OutboundSendJob } from './outbound-send.job';

export { OUTBOUND_SEND };

export interface EmailToSend {
  organizationId: number | null;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  category: string;
}

export interface SmsToSend {
  organizationId: number | null;
  to: string;
  text: string;
  category: string;
}

/**
 * Sending is work in the database: a row is written in the caller's transaction, and only once that commits is
 * "process row X" queued. If the queue is unreachable the row stays pending and the sweep queues it later.
 */
@Injectable()
export class MessagingService {
  constructor(private readonly sendJob: OutboundSendJob) {}

  enqueueEmail(tx: Tx, email: EmailToSend): Promise<OutboundMessage> {
    return this.enqueue(tx, {
      channel: 'email',
      organizationId: email.organizationId,
      toAddress: email.to.trim(),
      subject: email.subject,
      text: email.text,
      html: email.html ?? null,
      category: email.category,
    });
  }

  enqueueSms(tx: Tx, sms: SmsToSend): Promise<OutboundMessage> {
    return this.enqueue(tx, {
      channel: 'sms',
      organizationId: sms.organizationId,
      toAddress: sms.to.trim(),
      subject: null,
      text: sms.text,
      html: null,
      category: sms.category,
    });
  }

  private async enqueue(tx: Tx, row: Partial<OutboundMessage>): Promise<OutboundMessage> {
    const repo = tx.manager.getRepository(OutboundMessage);
    const saved = await repo.save(repo.create({ ...row, status: 'pending', attempts: 0 }));
    this.sendJob.work.enqueueAfterCommit(tx, saved.id);
    return saved;
  }
}
