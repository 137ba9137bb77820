import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  emailConstants,
  type EmailPickedContact,
  type EmailReportType,
  type EmailRecipientsCount,
  type emailRecipientsSchema,
  emailMessages,
  emailSetupMessages,
  messages,
  type SendEmailResult,
  type sendEmailSchema,
  unknownVariables,
} from '@ensemble/contracts';
import { In, type Repository } from 'typeorm';
import type { InferType } from 'yup';
import { APP_CONFIG, type AppConfig } from '../../../engine/config/app-config';
import { TransactionService, type Tx } from '../../../engine/database/transaction.service';
import { ApiError } from '../../../engine/http/api-error';
import {
  type EmailAudience,
  EmailAudienceService,
  EmailHistoryService,
  LeadInvoicesService,
} from '../../contacts';
import type { User } from '../../platform';
import { sanitizeEmailHtml } from '../email-html';
import { beforeBodyEnd } from './email-content';
import { EmailSetupService } from '../email-setup/email-setup.service';
import { EmailDeliveryJob } from './email-delivery.job';
import { EmailFactsService } from './email-facts.service';
import { EmailAttachmentFile, EmailCampaign, EmailRecipient } from './email-sending.entities';
import { EmailSuppressionsService, normalizeEmail } from './email-suppressions.service';
import { EMAIL_TEMPLATE_READER, type EmailTemplateReader } from './email-template-reader';
import { newTrackingToken } from './email-tracking';

type RecipientsInput = InferType<typeof emailRecipientsSchema>;
type SendInput = InferType<typeof sendEmailSchema>;

/** Rows per INSERT: well under the packet and placeholder limits, few round trips for 50,000 recipients. */
const INSERT_BATCH = 1000;

const audienceOf = (input: RecipientsInput): EmailAudience => ({
  leadIds: [...new Set(input.recipient_id ?? [])],
  stages: [...new Set(input.lead_type ?? [])] as EmailAudience['stages'],
  listId: input.lead_list_id ?? null,
  groupIds: [...new Set(input.group_id ?? [])],
});

interface Addressee {
  leadId: number;
  email: string;
}

/** An automation's email (issue 20): one campaign of the report's automation type, to contacts picked by the engine. */
export interface AutomationEmail {
  organizationId: number;
  /** dbd, dbd0, of, holiday or fu. */
  type: EmailReportType;
  /** The custom automation's id (the email reports' automation_id); null for a holiday or a follow-up email. */
  automationId: number | null;
  automationName: string;
  subject: string;
  html: string | null;
  text: string;
  templateId: number | null;
  templateTextId: number | null;
  to: { leadId: number; email: string }[];
}

const notFound = () => ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);

/** Spec 3 §3-§5 sending: who an email goes to, and the send itself (rows written now, delivered by the job). */
@Injectable()
export class EmailSendingService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EMAIL_TEMPLATE_READER) private readonly templates: EmailTemplateReader,
    @InjectRepository(EmailCampaign) private readonly campaigns: Repository<EmailCampaign>,
    @InjectRepository(EmailRecipient) private readonly recipients: Repository<EmailRecipient>,
    @InjectRepository(EmailAttachmentFile) private readonly attachments: Repository<EmailAttachmentFile>,
    private readonly tx: TransactionService,
    private readonly audience: EmailAudienceService,
    private readonly history: EmailHistoryService,
    private readonly invoices: LeadInvoicesService,
    private readonly suppressions: EmailSuppressionsService,
    private readonly delivery: EmailDeliveryJob,
    private readonly setup: EmailSetupService,
    private readonly facts: EmailFactsService,
  ) {}

  /**
   * The distinct deliverable addresses (case-insensitive, first contact of each kept) of the audience, minus the
   * suppression list; with how many were suppressed and how many contacts had no email.
   */
  private async addressees(
    organizationId: number,
    input: RecipientsInput,
  ): Promise<{ to: Addressee[]; suppressed: number; withoutEmail: number }> {
    const audience = audienceOf(input);
    await this.audience.assertFound(organizationId, audience);
    const seen = new Map<string, number>();
    let withoutEmail = 0;
    for await (const page of this.audience.stream(organizationId, audience)) {
      for (const c of page) {
        const email = c.email ? normalizeEmail(c.email) : '';
        if (!email) withoutEmail += 1;
        else if (!seen.has(email)) seen.set(email, c.id);
      }
    }
    const suppressed = await this.suppressions.suppressed(organizationId, [...seen.keys()]);
    const to = [...seen.entries()]
      .filter(([email]) => !suppressed.has(email))
      .map(([email, leadId]) => ({ email, leadId }));
    return { to, suppressed: suppressed.size, withoutEmail };
  }

  async count(organizationId: number, input: RecipientsInput): Promise<EmailRecipientsCount> {
    const { to, suppressed, withoutEmail } = await this.addressees(organizationId, input);
    const contacts = await this.picked(organizationId, audienceOf(input).leadIds);
    return { count: to.length, suppressed, without_email: withoutEmail, contacts };
  }

  /** The contacts picked by id, the organization's only, in the order given: their names for the composer. */
  private async picked(organizationId: number, ids: number[]): Promise<EmailPickedContact[]> {
    if (ids.length === 0) return [];
    const found = new Map<number, EmailPickedContact>();
    const audience: EmailAudience = { leadIds: ids, stages: [], listId: null, groupIds: [] };
    for await (const page of this.audience.stream(organizationId, audience)) {
      for (const c of page) {
        found.set(c.id, {
          id: c.id,
          first_name: c.firstName,
          last_name: c.lastName,
          email: c.email,
          cell_phone: c.cellPhone,
        });
      }
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  /**
   * The email's content: what the sender wrote, else the chosen templates'; unknown variables refused; with an
   * invoice, its amount and payment link added.
   */
  private async content(
    organizationId: number,
    input: SendInput,
  ): Promise<{ html: string | null; text: string }> {
    let html = input.html?.trim() ? input.html : null;
    let text = input.content ?? '';
    if (input.template_id != null) {
      const t = await this.templates.emailTemplateForSend(organizationId, input.template_id);
      if (!t) throw ApiError.detail(HttpStatus.BAD_REQUEST, emailMessages.templateNoLongerAvailable);
      html ??= t.html;
    }
    if (input.template_text_id != null) {
      const t = await this.templates.textTemplateForSend(organizationId, input.template_text_id);
      if (!t) throw ApiError.detail(HttpStatus.BAD_REQUEST, emailMessages.templateNoLongerAvailable);
      if (!text.trim()) text = t.template;
    }
    for (const [field, value] of [
      ['subject', input.subject],
      ['html', html ?? ''],
      ['content', text],
    ] as const) {
      const unknown = unknownVariables(value);
      if (unknown.length) throw ApiError.field(field, emailMessages.unknownVariable(unknown[0]!));
    }
    if (input.invoice_id != null) {
      // The invoice's amount and payment link go with whatever the sender wrote (the link is the point).
      const block = await this.invoices.emailBlock(organizationId, input.invoice_id);
      if (!block) throw notFound();
      text = text.trim() ? `${text}\n\n${block.text}` : block.text;
      if (html !== null) html = beforeBodyEnd(html, block.html);
    }
    return { html: html === null ? null : sanitizeEmailHtml(html), text };
  }

  private async checkAttachments(organizationId: number, ids: number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    if (unique.length > emailConstants.attachmentsMax)
      throw ApiError.field('attachment', emailMessages.tooManyAttachments);
    const rows = await this.attachments.findBy({ organizationId, id: In(unique) });
    if (rows.length !== unique.length) throw notFound();
    if (rows.reduce((n, r) => n + r.size, 0) > emailConstants.attachmentsMaxBytes)
      throw ApiError.field('attachment', emailMessages.attachmentsTooLarge);
    return unique;
  }

  /**
   * Who the email is from: the organization's sender identity at its verified domain (email setup), refused while
   * that domain is not verified; without an identity, the suite's address under the sender's name, replies to
   * the sender.
   */
  private async fromOf(organizationId: number, sender: User): Promise<{ sender: string; replyTo: string }> {
    const identity = await this.setup.senderIdentity(organizationId);
    if (identity && !identity.verified)
      throw ApiError.detail(HttpStatus.BAD_REQUEST, emailSetupMessages.domainNotVerified(identity.domain));
    if (identity) return { sender: identity.from, replyTo: identity.replyTo ?? sender.email };
    const name = `${sender.firstName ?? ''} ${sender.lastName ?? ''}`.trim().replace(/["\\\r\n]/g, '');
    const address = /<([^>]+)>/.exec(this.config.emailFrom)?.[1] ?? this.config.emailFrom;
    return { sender: name ? `"${name}" <${address}>` : address, replyTo: sender.email };
  }

  /**
   * Writes the campaign and one pending row per distinct deliverable address in one transaction (batched INSERTs),
   * the contacts' send_email history and the invoice's 'Email sent' with them, then queues the delivery.
   */
  async send(organizationId: number, sender: User, input: SendInput): Promise<SendEmailResult> {
    const { html, text } = await this.content(organizationId, input);
    const attachmentIds = await this.checkAttachments(organizationId, input.attachment ?? []);
    const { to } = await this.addressees(organizationId, input);
    if (to.length === 0) throw ApiError.detail(HttpStatus.BAD_REQUEST, emailMessages.noEmailsSent);
    const from = await this.fromOf(organizationId, sender);

    // Any campaign carries the unsubscribe link, but an email to one address picked by hand is a personal one: the
    // report's 'single' (spec 3 §3 type), every other send its 'bulk'.
    const bulk = to.length > 1 || (input.recipient_id ?? []).length === 0;

    const campaignId = await this.tx.run(async (t) => {
      const m = t.manager;
      if (
        input.invoice_id != null &&
        !(await this.invoices.markEmailSent(m, organizationId, input.invoice_id))
      )
        throw notFound();
      const { identifiers } = await m.getRepository(EmailCampaign).insert({
        organizationId,
        subject: input.subject,
        html,
        text,
        templateId: input.template_id ?? null,
        templateTextId: input.template_text_id ?? null,
        invoiceId: input.invoice_id ?? null,
        sender: from.sender,
        replyTo: from.replyTo,
        createdById: sender.id,
        status: 'queued',
        total: to.length,
        bulk,
        type: bulk ? 'bulk' : 'single',
        attachmentIds,
      });
      const id = Number(identifiers[0]!.id);
      for (let i = 0; i < to.length; i += INSERT_BATCH) {
        await m.getRepository(EmailRecipient).insert(
          to.slice(i, i + INSERT_BATCH).map((a) => ({
            organizationId,
            campaignId: id,
            leadId: a.leadId,
            email: a.email,
            status: 'pending' as const,
            trackingToken: newTrackingToken(),
          })),
        );
      }
      await this.history.emailsSent(
        m,
        { organizationId, userId: sender.id, campaignId: id, subject: input.subject },
        to.map((a) => a.leadId),
      );
      // One job per provider batch: each claims the rows after its own (the sweep finds any left behind).
      const ids = await m.getRepository(EmailRecipient).find({
        select: { id: true },
        where: { campaignId: id },
        order: { id: 'ASC' },
      });
      this.delivery.work.enqueueManyAfterCommit(
        t,
        ids.filter((_, i) => i % this.delivery.batchSize === 0).map((r) => r.id),
      );
      return id;
    });
    return { total: to.length, data: { campaign_id: campaignId, detail: emailMessages.emailSent } };
  }

  /**
   * Who an automation's email is from: the organization's sender identity at its verified domain (email setup);
   * otherwise the suite's address under the organization's name, replies to the organization's email. Nobody sent
   * it by hand, so an identity not yet verified does not stop the automation (as it stops the composer).
   */
  private async automationFrom(organizationId: number): Promise<{ sender: string; replyTo: string | null }> {
    const identity = await this.setup.senderIdentity(organizationId);
    if (identity?.verified) return { sender: identity.from, replyTo: identity.replyTo };
    const org = await this.facts.organization(organizationId);
    const name = org.name.replace(/["\\\r\n]/g, '');
    const address = /<([^>]+)>/.exec(this.config.emailFrom)?.[1] ?? this.config.emailFrom;
    return {
      sender: name ? `"${name}" <${address}>` : address,
      replyTo: identity?.replyTo ?? org.email ?? null,
    };
  }

  /**
   * An automation's email (issue 20), written in the caller's transaction (the automation steps it comes from are
   * marked with it): the campaign, one pending row per distinct address (the first contact of each kept), the
   * contacts' send_email history; delivered once the transaction commits. The caller has left out suppressed
   * addresses. The campaign's id; null when there is no address.
   */
  async queueAutomationEmail(tx: Tx, email: AutomationEmail): Promise<number | null> {
    const seen = new Map<string, number>();
    for (const a of email.to) {
      const address = normalizeEmail(a.email);
      if (address && !seen.has(address)) seen.set(address, a.leadId);
    }
    if (seen.size === 0) return null;
    const from = await this.automationFrom(email.organizationId);
    const m = tx.manager;
    const { identifiers } = await m.getRepository(EmailCampaign).insert({
      organizationId: email.organizationId,
      subject: email.subject,
      html: email.html === null ? null : sanitizeEmailHtml(email.html),
      text: email.text,
      type: email.type,
      automationId: email.automationId,
      automationName: email.automationName,
      templateId: email.templateId,
      templateTextId: email.templateTextId,
      invoiceId: null,
      sender: from.sender,
      replyTo: from.replyTo,
      createdById: null,
      status: 'queued',
      total: seen.size,
      bulk: true,
      attachmentIds: [],
    });
    const id = Number(identifiers[0]!.id);
    const to = [...seen.entries()];
    for (let i = 0; i < to.length; i += INSERT_BATCH) {
      await m.getRepository(EmailRecipient).insert(
        to.slice(i, i + INSERT_BATCH).map(([address, leadId]) => ({
          organizationId: email.organizationId,
          campaignId: id,
          leadId,
          email: address,
          status: 'pending' as const,
          trackingToken: newTrackingToken(),
        })),
      );
    }
    await this.history.emailsSent(
      m,
      { organizationId: email.organizationId, userId: null, campaignId: id, subject: email.subject },
      to.map(([, leadId]) => leadId),
    );
    const ids = await m.getRepository(EmailRecipient).find({
      select: { id: true },
      where: { campaignId: id },
      order: { id: 'ASC' },
    });
    this.delivery.work.enqueueManyAfterCommit(
      tx,
      ids.filter((_, i) => i % this.delivery.batchSize === 0).map((r) => r.id),
    );
    return id;
  }

  /** Whether a campaign with rows still to send uses the template (templates' is_used). */
  async templateUsage(organizationId: number, kind: 'email' | 'text', id: number): Promise<boolean> {
    const column = kind === 'email' ? 'templateId' : 'templateTextId';
    return this.recipients
      .createQueryBuilder('r')
      .innerJoin(EmailCampaign, 'c', 'c.id = r.campaignId')
      .where('r.organizationId = :organizationId', { organizationId })
      .andWhere('c.organizationId = :organizationId')
      .andWhere(`c.${column} = :id`, { id })
      .andWhere('r.status IN (:...open)', { open: ['pending', 'processing'] })
      .getExists();
  }

  /** The template is deleted: its campaigns' rows not yet sent are cancelled. */
  async cancelForTemplate(organizationId: number, kind: 'email' | 'text', id: number): Promise<void> {
    const column = kind === 'email' ? 'templateId' : 'templateTextId';
    const campaigns = await this.campaigns.find({
      select: { id: true },
      where: { organizationId, [column]: id },
    });
    if (campaigns.length === 0) return;
    await this.recipients.update(
      { organizationId, campaignId: In(campaigns.map((c) => c.id)), status: 'pending' },
      { status: 'cancelled' },
    );
  }
}
