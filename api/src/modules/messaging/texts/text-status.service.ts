import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, IsNull, type Repository } from 'typeorm';
import { textRecipientIdOfKey } from './text-keys';
import { type TextDeliveryStatus, textDeliveryStatuses, TextRecipient } from './text.entities';

/**
 * How far along a message is: a status callback only ever moves it forward. Delivered is last: nothing moves a
 * delivered message back; a carrier's later delivered report does lift an undelivered or failed one.
 */
const RANK: Record<TextDeliveryStatus, number> = {
  queued: 0,
  sent: 1,
  undelivered: 2,
  failed: 2,
  delivered: 3,
};

/** What a report that moved a text to delivered, undelivered or failed writes in the contact's history. */
export type TextStatusHistory = (entry: {
  organizationId: number;
  leadId: number;
  sendId: number;
  status: 'delivered' | 'undelivered' | 'failed';
  detail: string | null;
}) => Promise<void>;

/** The statuses the contact's history shows (queued and sent are the send's own entry). */
const HISTORY_EVENTS = new Set<TextDeliveryStatus>(['delivered', 'undelivered', 'failed']);

export interface TextStatusReport {
  /** The provider's id of the message (Twilio's MessageSid). */
  providerMessageId: string;
  /**
   * The send's idempotency key, as the status callback's URL carries it (`ref`): finds the row when the provider's
   * id was not recorded (a report ahead of the worker's mark, or a worker that died before it).
   */
  ref?: string | null;
  status: TextDeliveryStatus;
  /** When the caller knows the organization that owns the number: a message of another is not found. */
  organizationId?: number;
  /** The provider's reason (an error code) for undelivered or failed. */
  detail?: string | null;
  at?: Date;
}

export interface RecordedTextStatus {
  organizationId: number;
  recipientId: number;
  sendId: number;
  leadId: number | null;
  /** The message's status after the report (the report's, or a later one it did not move back). */
  status: TextDeliveryStatus | null;
  /** Whether this report moved it (false: a repeat, or a status behind the one recorded). */
  changed: boolean;
}

/**
 * The provider's status callbacks on a sent text (queued, sent, delivered, undelivered, failed), for the inbound
 * texts' route: recorded on its recipient row by one conditional UPDATE (idempotent, never backwards, safe when
 * two callbacks race), with delivered/undelivered/failed sub-rows in the contact's history when they move it.
 */
@Injectable()
export class TextStatusService {
  private readonly logger = new Logger(TextStatusService.name);

  /**
   * Given by TextsModule (the contacts' history service): this class imports nothing of contacts, as the messaging
   * index exports it and the contacts index loads the messaging index part way through its own loading.
   */
  private history: TextStatusHistory | null = null;

  constructor(@InjectRepository(TextRecipient) private readonly recipients: Repository<TextRecipient>) {}

  /** Where the contact's history sub-rows go. */
  writeHistoryWith(history: TextStatusHistory): void {
    this.history = history;
  }

  /**
   * The report's row: by the provider's id, else by the key its callback URL carries. Found by the key, a row
   * without the provider's id gets it: the provider has that text, so a later attempt of the row (its worker died
   * before recording the answer) records it sent instead of sending it again.
   */
  private async find(report: TextStatusReport): Promise<TextRecipient | null> {
    const select = { id: true, organizationId: true, sendId: true, leadId: true, deliveryStatus: true };
    const org = report.organizationId === undefined ? {} : { organizationId: report.organizationId };
    const byProvider = await this.recipients.findOne({
      select,
      where: { providerMessageId: report.providerMessageId, ...org },
    });
    if (byProvider) return byProvider;
    const id = textRecipientIdOfKey(report.ref);
    const row =
      id == null
        ? null
        : await this.recipients.findOne({
            select: { ...select, providerMessageId: true },
            where: { id, ...org },
          });
    if (row?.providerMessageId)
      // The provider has two messages for one row: it was sent twice (a worker died between send and record).
      this.logger.warn(
        `text recipient ${row.id}: report for ${report.providerMessageId}, recorded as ${row.providerMessageId} (sent twice)`,
      );
    else if (row)
      await this.recipients.update(
        { id: row.id, providerMessageId: IsNull() },
        { providerMessageId: report.providerMessageId },
      );
    return row;
  }

  /**
   * Records a status report; null when it names no text of ours (by the provider's id or the callback's ref).
   */
  async record(report: TextStatusReport): Promise<RecordedTextStatus | null> {
    if (!textDeliveryStatuses.includes(report.status)) return null;
    const row = await this.find(report);
    if (!row) return null;
    const behind = textDeliveryStatuses.filter((s) => RANK[s] < RANK[report.status]);
    const at = report.at ?? new Date();
    const failed = report.status === 'undelivered' || report.status === 'failed';
    const result = await this.recipients
      .createQueryBuilder()
      .update(TextRecipient)
      .set({
        deliveryStatus: report.status,
        ...(report.status === 'delivered' ? { deliveredAt: at } : {}),
        ...(failed && report.detail ? { error: report.detail } : {}),
      })
      .where('id = :id', { id: row.id })
      .andWhere(
        new Brackets((w) => {
          w.where('delivery_status IS NULL');
          if (behind.length) w.orWhere('delivery_status IN (:...behind)', { behind });
        }),
      )
      .execute();
    const changed = result.affected === 1;
    if (changed && row.leadId != null && HISTORY_EVENTS.has(report.status))
      await this.history?.({
        organizationId: row.organizationId,
        leadId: row.leadId,
        sendId: row.sendId,
        status: report.status as 'delivered' | 'undelivered' | 'failed',
        detail: report.detail ?? null,
      });
    const now = changed
      ? report.status
      : ((
          await this.recipients.findOne({ select: { id: true, deliveryStatus: true }, where: { id: row.id } })
        )?.deliveryStatus ?? null);
    return {
      organizationId: row.organizationId,
      recipientId: row.id,
      sendId: row.sendId,
      leadId: row.leadId,
      status: now,
      changed,
    };
  }
}
