import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  leadDisplayName,
  type Paginated,
  type SmsKeyword,
  type TextConversation,
  type textConversationsQuerySchema,
  type TextMessage,
  type textThreadQuerySchema,
} from '@ensemble/contracts';
import { type DataSource, type FindOperator, In, Not } from 'typeorm';
import type { InferType } from 'yup';
import { toDate } from '../../../engine/database/db-values';
import { pageWindow } from '../../../engine/http/pagination';
import { PhoneContactsService } from '../../contacts';
import { EmailFactsService } from '../email-sending/email-facts.service';
import { conversationsCountSql, conversationsPageSql, latestIds } from './text-conversations.sql';
import { SmsSuppressionsService } from './sms-suppressions.service';
import { InboundText, TextRecipient, TextSend } from './text.entities';

/** Contacts a search may name at most: the inbox narrows to those among them it has texted with. */
export const SEARCH_LIMIT = 1000;

/** A sent text never sent: not in a conversation. */
const notCancelled = 'cancelled';

/** A text sent, with what its send knows (the number it went from, when it was written). */
type Sent = Pick<
  TextRecipient,
  'id' | 'leadId' | 'toNumber' | 'status' | 'body' | 'deliveryStatus' | 'sentAt'
> & { send: Pick<TextSend, 'body' | 'fromNumber' | 'createdAt'> };

type Received = Pick<
  InboundText,
  'id' | 'leadId' | 'fromNumber' | 'toNumber' | 'body' | 'keyword' | 'receivedAt'
>;

/** A text the contact was sent: as sent, or, not yet sent, as written and when. */
export function sentMessage(r: Sent): TextMessage {
  return {
    id: `out-${r.id}`,
    direction: 'outbound',
    body: r.body ?? r.send.body,
    at: toDate(r.sentAt ?? r.send.createdAt).toISOString(),
    from: r.send.fromNumber,
    to: r.toNumber,
    // Not yet handed to the provider: queued; failed before any report: failed.
    status: r.deliveryStatus ?? (r.status === 'failed' ? 'failed' : 'queued'),
    keyword: null,
  };
}

export function receivedMessage(r: Received): TextMessage {
  return {
    id: `in-${r.id}`,
    direction: 'inbound',
    body: r.body,
    at: toDate(r.receivedAt).toISOString(),
    from: r.fromNumber,
    to: r.toNumber,
    status: null,
    keyword: (r.keyword as SmsKeyword | null) ?? null,
  };
}

/** Newest first; a text sent and one received at the same instant: the received one, then by id. */
export const newestFirst = (a: TextMessage, b: TextMessage): number =>
  b.at.localeCompare(a.at) ||
  a.direction.localeCompare(b.direction) ||
  b.id.localeCompare(a.id, 'en', { numeric: true });

/**
 * The inbox (the contacts the organization has texted with, latest message first) and one contact's thread: the
 * texts sent to it (text_recipients) and received from it (inbound_texts), merged by time. Names and cell phones
 * are the contacts context's (PhoneContactsService, EmailFactsService), STOP the suppressions'.
 */
@Injectable()
export class TextConversationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly contacts: PhoneContactsService,
    private readonly facts: EmailFactsService,
    private readonly suppressions: SmsSuppressionsService,
  ) {}

  /**
   * Each contact's latest text each way (a few index entries per contact), the later of the two ordering the
   * page. The cost follows the organization's conversations, not its texts; a search first narrows the contacts
   * (the recipient picker's index ranges, at most SEARCH_LIMIT).
   */
  async list(
    organizationId: number,
    q: InferType<typeof textConversationsQuerySchema>,
  ): Promise<Paginated<TextConversation>> {
    const ids = q.search ? await this.contacts.searchIds(organizationId, q.search, SEARCH_LIMIT) : null;
    if (ids?.length === 0) return { results: [], count: 0 };
    const page = conversationsPageSql(organizationId, ids, pageWindow(q));
    const total = conversationsCountSql(organizationId, ids);
    const [rows, counted] = await Promise.all([
      this.dataSource.query<{ lead_id: number | string }[]>(page.sql, page.params),
      this.dataSource.query<{ n: number | string }[]>(total.sql, total.params),
    ]);
    const leadIds = rows.map((row) => Number(row.lead_id));
    return { results: await this.conversations(organizationId, leadIds), count: Number(counted[0]?.n ?? 0) };
  }

  /** The page's contacts, in its order, each with its latest message and whether it texted STOP. */
  private async conversations(organizationId: number, leadIds: number[]): Promise<TextConversation[]> {
    if (leadIds.length === 0) return [];
    const latest = latestIds(organizationId, leadIds);
    const [sentIds, receivedIds] = await Promise.all([
      this.dataSource.query<{ id: number | string }[]>(latest.sent.sql, latest.sent.params),
      this.dataSource.query<{ id: number | string }[]>(latest.received.sql, latest.received.params),
    ]);
    const [sent, received, contacts] = await Promise.all([
      this.sent(organizationId, { id: In(sentIds.map((x) => Number(x.id))) }),
      this.dataSource.getRepository(InboundText).find({
        where: { organizationId, id: In(receivedIds.map((x) => Number(x.id))) },
      }),
      this.facts.contacts(organizationId, leadIds),
    ]);
    const last = new Map<number, TextMessage>();
    const keep = (leadId: number | null, m: TextMessage) => {
      const held = leadId == null ? undefined : last.get(leadId);
      if (leadId != null && (!held || newestFirst(m, held) < 0)) last.set(leadId, m);
    };
    for (const r of sent) keep(r.leadId, sentMessage(r));
    for (const r of received) keep(r.leadId, receivedMessage(r));
    const phones = [...contacts.values()].map((c) => c.cellPhone).filter((p): p is string => !!p);
    const stopped = await this.suppressions.suppressed(organizationId, phones);
    return leadIds.flatMap((leadId) => {
      const contact = contacts.get(leadId);
      const message = last.get(leadId);
      // A contact deleted since: its texts stay, its conversation is gone.
      if (!contact || !message) return [];
      return [
        {
          lead_id: leadId,
          name: leadDisplayName({
            first_name: contact.firstName,
            last_name: contact.lastName,
            company_name: contact.companyName,
          }),
          cell_phone: contact.cellPhone,
          last_message: message,
          stopped: contact.cellPhone != null && stopped.has(contact.cellPhone),
        },
      ];
    });
  }

  /**
   * One contact's texts, newest first: the latest page × per_page of each way read by the (organization_id,
   * lead_id, id) indexes, merged by time, and the page cut from them.
   */
  async thread(
    organizationId: number,
    leadId: number,
    q: InferType<typeof textThreadQuerySchema>,
  ): Promise<Paginated<TextMessage>> {
    const { skip, take } = pageWindow(q);
    const depth = skip + take;
    const inbound = this.dataSource.getRepository(InboundText);
    const recipients = this.dataSource.getRepository(TextRecipient);
    const [sent, received, sentCount, receivedCount] = await Promise.all([
      this.sent(organizationId, { leadId }, depth),
      inbound.find({ where: { organizationId, leadId }, order: { id: 'DESC' }, take: depth }),
      recipients.countBy({ organizationId, leadId, status: Not(notCancelled) }),
      inbound.countBy({ organizationId, leadId }),
    ]);
    const merged = [...sent.map(sentMessage), ...received.map(receivedMessage)].sort(newestFirst);
    return { results: merged.slice(skip, skip + take), count: sentCount + receivedCount };
  }

  /** Sent texts (not cancelled ones: never sent), newest first, with their sends. */
  private async sent(
    organizationId: number,
    where: { id: FindOperator<number> } | { leadId: number },
    take?: number,
  ): Promise<Sent[]> {
    const rows = await this.dataSource.getRepository(TextRecipient).find({
      select: {
        id: true,
        sendId: true,
        leadId: true,
        toNumber: true,
        status: true,
        body: true,
        deliveryStatus: true,
        sentAt: true,
      },
      where: { organizationId, status: Not(notCancelled), ...where },
      order: { id: 'DESC' },
      ...(take ? { take } : {}),
    });
    const sendIds = [...new Set(rows.map((r) => r.sendId))];
    const sends = sendIds.length
      ? await this.dataSource.getRepository(TextSend).find({
          select: { id: true, body: true, fromNumber: true, createdAt: true },
          where: { organizationId, id: In(sendIds) },
        })
      : [];
    const byId = new Map(sends.map((s) => [s.id, s]));
    return rows.flatMap((r) => {
      const send = byId.get(r.sendId);
      return send ? [{ ...r, send }] : [];
    });
  }
}
