import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type InvoiceInput,
  type InvoicesAfterDelete,
  type InvoicesPage,
  type LeadInvoice as LeadInvoiceRead,
  leadInvoicesConstants,
  leadInvoicesMessages,
  messages,
} from '@ensemble/contracts';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { ApiError } from '../../../engine/http/api-error';
import { pageWindow } from '../../../engine/http/pagination';
import { TransactionService } from '../../../engine/database/transaction.service';
import { CLIENT_INVOICING, type ClientInvoicing } from '../../../engine/providers/payments/payments-provider';
import { writeHistory, writeLeadHistory } from '../leads/lead-history';
import { Lead } from '../leads/lead.entity';
import { escapeHtml, linkEmail, MessagingService } from '../../messaging';
import type { Organization } from '../../platform';
import { LeadInvoice } from './lead-invoice.entity';

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
/** States the provider may still move (to paid, void or uncollectible). */
const UNSETTLED = ['draft', 'open'] as const;

const present = (r: LeadInvoice): LeadInvoiceRead => ({
  id: r.id,
  lead: r.leadId,
  created_at: r.createdAt.toISOString(),
  days_until_due: r.daysUntilDue,
  total_amount: r.amount / 100,
  email: r.email,
  description: r.description,
  sms_sent: r.smsSent,
  email_sent: r.emailSent,
  status: r.status,
  hosted_url: r.hostedUrl,
});

/**
 * Invoices a client is sent through the organization's payments provider (spec 2 §7 'Invoices'): the pay link
 * goes by email to the given address and by SMS to the client's cell phone when it has one.
 */
@Injectable()
export class LeadInvoicesService {
  private readonly logger = new Logger(LeadInvoicesService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tx: TransactionService,
    private readonly messaging: MessagingService,
    @Inject(CLIENT_INVOICING) private readonly payments: ClientInvoicing,
  ) {}

  private get repo() {
    return this.dataSource.getRepository(LeadInvoice);
  }

  async create(org: Organization, userId: number, input: InvoiceInput): Promise<LeadInvoiceRead> {
    const lead = await this.dataSource
      .getRepository(Lead)
      .findOne({ where: { organizationId: org.id, id: Number(input.lead_id) } });
    if (!lead) throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
    if (lead.fsmState !== 'Client')
      throw ApiError.detail(HttpStatus.BAD_REQUEST, leadInvoicesMessages.notClient);
    const amount = Math.round(Number(input.amount) * 100);
    const days = Number(input.days_until_due);
    // The row first: the provider's idempotency key is derived from it, so a retried call never bills twice.
    const row = await this.repo.save(
      this.repo.create({
        organizationId: org.id,
        leadId: lead.id,
        provider: this.payments.name,
        providerInvoiceId: null,
        amount,
        email: input.email.trim(),
        description: input.description.trim(),
        daysUntilDue: days,
        status: 'draft',
        hostedUrl: null,
        createdById: userId,
      }),
    );
    let invoice;
    try {
      invoice = await this.payments.createCustomerInvoice({
        organizationId: org.id,
        email: row.email,
        amount,
        currency: leadInvoicesConstants.currency,
        description: row.description,
        daysUntilDue: days,
        idempotencyKey: `lead-invoice-${row.id}`,
        metadata: { lead_id: String(lead.id), lead_invoice_id: String(row.id) },
      });
    } catch (e) {
      this.logger.warn(`invoice ${row.id}: provider failed: ${(e as Error).message}`);
      await this.repo.delete({ organizationId: org.id, id: row.id });
      throw ApiError.detail(HttpStatus.BAD_GATEWAY, leadInvoicesMessages.providerFailed);
    }
    const link = invoice.hostedUrl;
    await this.tx.run(async (t) => {
      const phone = lead.cellPhone;
      if (link) {
        await this.messaging.enqueueEmail(
          t,
          linkEmail({
            organizationId: org.id,
            to: row.email,
            subject: leadInvoicesMessages.emailSubject(org.name),
            category: 'lead-invoice',
            greeting: 'Hello,',
            intro: `${org.name} sent you an invoice for ${money(invoice.totalAmount)}: ${row.description}.`,
            linkLabel: leadInvoicesMessages.payLinkLabel,
            link,
            outro: `It is due in ${days} day${days === 1 ? '' : 's'}.`,
          }),
        );
        if (phone) {
          await this.messaging.enqueueSms(t, {
            organizationId: org.id,
            to: phone,
            text: leadInvoicesMessages.smsText(org.name, money(invoice.totalAmount), link),
            category: 'lead-invoice',
          });
        }
      }
      await t.manager.getRepository(LeadInvoice).update(
        { organizationId: org.id, id: row.id },
        {
          providerInvoiceId: invoice.id,
          status: invoice.status,
          hostedUrl: link,
          amount: invoice.totalAmount,
          emailSent: !!link,
          smsSent: !!link && !!phone,
        },
      );
      await writeHistory(
        t.manager,
        { organizationId: org.id, userId, action: 'invoice_created', leadIds: [lead.id] },
        [
          { field: 'amount', old: null, new: invoice.totalAmount / 100 },
          { field: 'description', old: null, new: row.description },
          { field: 'email', old: null, new: row.email },
        ],
      );
    });
    return present(await this.repo.findOneByOrFail({ organizationId: org.id, id: row.id }));
  }

  /**
   * What an email from the composer about the invoice adds to what the sender wrote: the amount, the description,
   * the due days and the payment link, as text and HTML. null when the organization has no such invoice.
   */
  async emailBlock(organizationId: number, id: number): Promise<{ text: string; html: string } | null> {
    const row = await this.repo.findOneBy({ organizationId, id });
    if (!row) return null;
    const days = `${row.daysUntilDue} day${row.daysUntilDue === 1 ? '' : 's'}`;
    const summary = `Invoice for ${money(row.amount)}: ${row.description}. It is due in ${days}.`;
    const link = row.hostedUrl;
    return {
      text: [summary, ...(link ? [`${leadInvoicesMessages.payLinkLabel}: ${link}`] : [])].join('\n'),
      html:
        `<p>${escapeHtml(summary)}</p>` +
        (link
          ? `<p><a href="${escapeHtml(link)}">${escapeHtml(leadInvoicesMessages.payLinkLabel)}</a></p>`
          : ''),
    };
  }

  /**
   * Spec 2 Invoices 'Email sent': the invoice went out in an email from the composer. In the caller's transaction;
   * false when the organization has no such invoice.
   */
  async markEmailSent(manager: EntityManager, organizationId: number, id: number): Promise<boolean> {
    const result = await manager
      .getRepository(LeadInvoice)
      .update({ organizationId, id }, { emailSent: true });
    return result.affected === 1;
  }

  async list(lead: Lead, q: { page: number; per_page: number }): Promise<InvoicesPage> {
    const { skip, take } = pageWindow(q);
    const [rows, count] = await this.repo.findAndCount({
      where: { organizationId: lead.organizationId, leadId: lead.id },
      order: { id: 'DESC' },
      skip,
      take,
    });
    await this.refresh(rows);
    return { results: rows.map(present), count };
  }

  async get(lead: Lead, id: number): Promise<LeadInvoiceRead> {
    const row = await this.repo.findOne({
      where: { organizationId: lead.organizationId, leadId: lead.id, id },
    });
    if (!row) throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
    await this.refresh([row]);
    return present(row);
  }

  async remove(lead: Lead, userId: number, id: number): Promise<InvoicesAfterDelete> {
    const row = await this.repo.findOne({
      where: { organizationId: lead.organizationId, leadId: lead.id, id },
    });
    if (!row) throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
    await this.refresh([row]);
    // An unpaid invoice is taken back at the provider so the link stops working; a paid one stays there on record.
    if (row.providerInvoiceId && row.status !== 'paid') {
      try {
        await this.payments.voidOrDeleteCustomerInvoice(lead.organizationId, row.providerInvoiceId);
      } catch (e) {
        this.logger.warn(`invoice ${row.id}: void failed: ${(e as Error).message}`);
        throw ApiError.detail(HttpStatus.BAD_GATEWAY, leadInvoicesMessages.failed);
      }
    }
    await this.tx.run(async ({ manager }) => {
      await manager.getRepository(LeadInvoice).delete({ organizationId: lead.organizationId, id: row.id });
      await writeLeadHistory(manager, lead, userId, 'invoice_deleted', [
        { field: 'amount', old: row.amount / 100, new: null },
        { field: 'status', old: row.status, new: null },
      ]);
    });
    const page = await this.list(lead, { page: 1, per_page: leadInvoicesConstants.pageSize });
    return { detail: leadInvoicesMessages.deleted, invoices: page.results, count: page.count };
  }

  /** Mirrors the provider's status of unsettled invoices (a client may have paid since). */
  private async refresh(rows: LeadInvoice[]): Promise<void> {
    const stale = rows.filter(
      (r) =>
        r.providerInvoiceId &&
        (UNSETTLED as readonly string[]).includes(r.status) &&
        r.provider === this.payments.name,
    );
    for (const r of stale) {
      try {
        const current = await this.payments.getCustomerInvoice(r.organizationId, r.providerInvoiceId!);
        if (current && current.status !== r.status) {
          await this.repo.update(
            { organizationId: r.organizationId, id: r.id, status: In([...UNSETTLED]) },
            { status: current.status },
          );
          r.status = current.status;
        }
      } catch (e) {
        // A provider hiccup leaves the last known status on screen; the next read tries again.
        this.logger.warn(`invoice ${r.id}: status refresh failed: ${(e as Error).message}`);
      }
    }
  }
}
