import { HttpStatus, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  normalizePhone,
  type SendTextsInput,
  type SendTextsResult,
  textConstants,
  textMessages,
  unknownVariables,
  emailMessages,
} from '@ensemble/contracts';
import { type DataSource, In } from 'typeorm';
import { dbDate } from '../../../engine/database/db-values';
import { TransactionService, type Tx } from '../../../engine/database/transaction.service';
import { ApiError } from '../../../engine/http/api-error';
import { BillingService } from '../../billing';
import { type EmailAudience, EmailAudienceService, TextHistoryService } from '../../contacts';
import type { User } from '../../platform';
import { EmailTemplatesService } from '../email-templates/email-templates.service';
import { type TemplateKind, TemplateUsage } from '../email-templates/template-usage';
import { PhoneNumbersService } from '../phone-numbers/phone-numbers.service';
import { SmsSuppressionsService } from './sms-suppressions.service';
import { TEXT_BATCH, TextDeliveryJob } from './text-delivery.job';
import { TextStatusService } from './text-status.service';
import { TextRecipient, TextSend } from './text.entities';

/** Rows per INSERT: well under the packet and placeholder limits, few round trips for 50,000 recipients. */
const INSERT_BATCH = 1000;

/** A recipient row not yet delivered (what a template's is_used and the plan's usage look at). */
const OPEN = ['pending', 'processing'] as const;
/** Rows that did not cost a text: the plan counts the others. */
const NOT_SENT = ['failed', 'cancelled'] as const;

interface Addressee {
  leadId: number;
  phone: string;
}

const audienceOf = (input: SendTextsInput): EmailAudience => ({
  leadIds: [...new Set(input.recipient_id)],
  stages: [...new Set(input.lead_type)] as EmailAudience['stages'],
  listId: input.lead_list_id ?? null,
  groupIds: [...new Set(input.group_id)],
});

/** An automation's text (issue 20): one send from the organization's number to contacts picked by the engine. */
export interface AutomationText {
  organizationId: number;
  body: string;
  templateId: number | null;
  fromNumber: string;
  /** E.164 numbers; the caller has left out those that texted STOP. */
  to: { leadId: number; phone: string }[];
}

/** The first instant of the current month (UTC): the plan's texts are counted per calendar month. */
export const monthStart = (now = new Date()) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/**
 * Spec 3 §2 Text, §7 'send-texts': who a text goes to, and the send itself (rows written now, delivered by the
 * job). Also what texts use of the plan's texts limit, and of the organization's text templates.
 */
@Injectable()
export class TextsService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tx: TransactionService,
    private readonly audience: EmailAudienceService,
    private readonly history: TextHistoryService,
    private readonly templates: EmailTemplatesService,
    private readonly templateUsage: TemplateUsage,
    private readonly billing: BillingService,
    private readonly suppressions: SmsSuppressionsService,
    private readonly delivery: TextDeliveryJob,
    private readonly status: TextStatusService,
    private readonly phoneNumbers: PhoneNumbersService,
  ) {}

  onModuleInit(): void {
    this.status.writeHistoryWith((e) =>
      this.history.textEvent(e.organizationId, e.leadId, e.sendId, e.status, e.detail),
    );
    this.billing.registerUsage('texts', (organizationId) => this.textsThisMonth(organizationId));
    this.templateUsage.register({
      isUsed: (organizationId, kind, id) => this.usesTemplate(organizationId, kind, id),
      cancelUses: (organizationId, kind, id) => this.cancelForTemplate(organizationId, kind, id),
    });
  }

  /**
   * The text as written, or the chosen template's when the sender wrote nothing; the spec's rules on it. A template
   * named must be the organization's, even when the text was written (the send keeps which one it came from).
   */
  private async message(organizationId: number, input: SendTextsInput): Promise<string> {
    let message = input.message;
    if (input.template_id != null) {
      const t = await this.templates.textTemplateForSend(organizationId, input.template_id);
      if (!t) throw ApiError.detail(HttpStatus.BAD_REQUEST, textMessages.templateNoLongerAvailable);
      if (!message.trim()) message = t.template;
    }
    if (!message.trim()) throw ApiError.field('message', textMessages.messageRequired);
    if (message.length > textConstants.messageMax)
      throw ApiError.field('message', textMessages.messageTooLong);
    const unknown = unknownVariables(message);
    if (unknown.length) throw ApiError.field('message', emailMessages.unknownVariable(unknown[0]!));
    return message;
  }

  /**
   * The distinct cell phones of the audience (E.164; the first contact of each kept), minus the numbers that
   * texted STOP, and how many of those were left out.
   */
  private async addressees(
    organizationId: number,
    input: SendTextsInput,
  ): Promise<{ to: Addressee[]; stopped: number }> {
    const audience = audienceOf(input);
    await this.audience.assertFound(organizationId, audience);
    const seen = new Map<string, number>();
    for await (const page of this.audience.streamWithCellPhone(organizationId, audience)) {
      for (const c of page) {
        const phone = c.cellPhone ? normalizePhone(c.cellPhone) : null;
        if (phone && !seen.has(phone)) seen.set(phone, c.id);
      }
    }
    const stopped = await this.suppressions.suppressed(organizationId, [...seen.keys()]);
    const to = [...seen.entries()]
      .filter(([phone]) => !stopped.has(phone))
      .map(([phone, leadId]) => ({ phone, leadId }));
    return { to, stopped: stopped.size };
  }

  /**
   * Writes the send and one pending row per distinct number in one transaction (batched INSERTs), with the
   * contacts' send_text history, then queues the delivery: one job per TEXT_BATCH rows.
   */
  async send(organizationId: number, sender: User, input: SendTextsInput): Promise<SendTextsResult> {
    const message = await this.message(organizationId, input);
    const from = await this.phoneNumbers.numberOf(organizationId);
    if (!from) throw ApiError.detail(HttpStatus.BAD_REQUEST, textMessages.phoneSetupNotCompleted);
    const { to, stopped } = await this.addressees(organizationId, input);
    if (to.length === 0)
      throw ApiError.detail(
        HttpStatus.BAD_REQUEST,
        stopped > 0 ? textMessages.allStopped : textMessages.noTextsSent,
      );
    // The plan's texts left this month (403 in the plan's words); none when the organization has no plan.
    await this.billing.assertWithinLimit(organizationId, 'texts', to.length);

    await this.tx.run(async (t) => {
      const m = t.manager;
      const { identifiers } = await m.getRepository(TextSend).insert({
        organizationId,
        body: message,
        templateId: input.template_id ?? null,
        fromNumber: from,
        createdById: sender.id,
        status: 'queued',
        total: to.length,
        skippedStopped: stopped,
      });
      const sendId = Number(identifiers[0]!.id);
      for (let i = 0; i < to.length; i += INSERT_BATCH) {
        await m.getRepository(TextRecipient).insert(
          to.slice(i, i + INSERT_BATCH).map((a) => ({
            organizationId,
            sendId,
            leadId: a.leadId,
            toNumber: a.phone,
            status: 'pending' as const,
          })),
        );
      }
      await this.history.textsSent(
        m,
        { organizationId, userId: sender.id, sendId, message },
        to.map((a) => a.leadId),
      );
      const ids = await m.getRepository(TextRecipient).find({
        select: { id: true },
        where: { organizationId, sendId },
        order: { id: 'ASC' },
      });
      // One job per TEXT_BATCH rows, queued in one go: a send of 20,000 is 80 jobs.
      this.delivery.work.enqueueManyAfterCommit(
        t,
        ids.filter((_, i) => i % TEXT_BATCH === 0).map((r) => r.id),
      );
    });
    return { sent: to.length, skipped_stopped: stopped };
  }

  /** How many more texts the organization's plan allows this month; null: no limit (see BillingService.roomLeft). */
  textsLeft(organizationId: number): Promise<number | null> {
    return this.billing.roomLeft(organizationId, 'texts');
  }

  /**
   * An automation's text (issue 20), written in the caller's transaction (the automation steps it comes from are
   * marked with it): the send, one pending row per distinct number (the first contact of each kept), the contacts'
   * send_text history; delivered once the transaction commits. The send's id; null when there is no number.
   */
  async queueAutomationText(tx: Tx, text: AutomationText): Promise<number | null> {
    const seen = new Map<string, number>();
    for (const a of text.to) {
      const phone = normalizePhone(a.phone);
      if (phone && !seen.has(phone)) seen.set(phone, a.leadId);
    }
    if (seen.size === 0) return null;
    const m = tx.manager;
    const { identifiers } = await m.getRepository(TextSend).insert({
      organizationId: text.organizationId,
      body: text.body,
      templateId: text.templateId,
      fromNumber: text.fromNumber,
      createdById: null,
      status: 'queued',
      total: seen.size,
      skippedStopped: 0,
    });
    const sendId = Number(identifiers[0]!.id);
    const to = [...seen.entries()];
    for (let i = 0; i < to.length; i += INSERT_BATCH) {
      await m.getRepository(TextRecipient).insert(
        to.slice(i, i + INSERT_BATCH).map(([phone, leadId]) => ({
          organizationId: text.organizationId,
          sendId,
          leadId,
          toNumber: phone,
          status: 'pending' as const,
        })),
      );
    }
    await this.history.textsSent(
      m,
      { organizationId: text.organizationId, userId: null, sendId, message: text.body },
      to.map(([, leadId]) => leadId),
    );
    const ids = await m.getRepository(TextRecipient).find({
      select: { id: true },
      where: { organizationId: text.organizationId, sendId },
      order: { id: 'ASC' },
    });
    this.delivery.work.enqueueManyAfterCommit(
      tx,
      ids.filter((_, i) => i % TEXT_BATCH === 0).map((r) => r.id),
    );
    return sendId;
  }

  /**
   * The plan's texts used: messages of this calendar month's sends (UTC) that went out or are on their way; a
   * failed or cancelled one cost nothing.
   */
  async textsThisMonth(organizationId: number, now = new Date()): Promise<number> {
    return this.dataSource
      .getRepository(TextRecipient)
      .createQueryBuilder('r')
      .innerJoin(TextSend, 's', 's.id = r.sendId')
      .where('r.organizationId = :organizationId', { organizationId })
      .andWhere('s.organizationId = :organizationId')
      .andWhere('s.createdAt >= :since', { since: dbDate(this.dataSource, monthStart(now)) })
      .andWhere('r.status NOT IN (:...notSent)', { notSent: NOT_SENT })
      .getCount();
  }

  /** Whether a text still to deliver was sent from the text template (templates' is_used). */
  private async usesTemplate(organizationId: number, kind: TemplateKind, id: number): Promise<boolean> {
    if (kind !== 'text') return false;
    return this.dataSource
      .getRepository(TextRecipient)
      .createQueryBuilder('r')
      .innerJoin(TextSend, 's', 's.id = r.sendId')
      .where('r.organizationId = :organizationId', { organizationId })
      .andWhere('s.organizationId = :organizationId')
      .andWhere('s.templateId = :id', { id })
      .andWhere('r.status IN (:...open)', { open: OPEN })
      .getExists();
  }

  /** The text template is deleted: its sends' texts not yet delivered are cancelled. */
  private async cancelForTemplate(organizationId: number, kind: TemplateKind, id: number): Promise<void> {
    if (kind !== 'text') return;
    const sends = await this.dataSource.getRepository(TextSend).find({
      select: { id: true },
      where: { organizationId, templateId: id },
    });
    if (sends.length === 0) return;
    const sendIds = sends.map((s) => s.id);
    await this.dataSource
      .getRepository(TextSend)
      .update({ organizationId, id: In(sendIds) }, { status: 'cancelled' });
    await this.dataSource
      .getRepository(TextRecipient)
      .update({ organizationId, sendId: In(sendIds), status: 'pending' }, { status: 'cancelled' });
  }
}
