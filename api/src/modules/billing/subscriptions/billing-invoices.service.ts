import { randomUUID } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { billingMessages, type Invoice, type Paginated } from '@ensemble/contracts';
import { APP_CONFIG, type AppConfig } from '../../../engine/config/app-config';
import { ApiError } from '../../../engine/http/api-error';
import {
  CardDeclinedError,
  PLATFORM_INVOICES,
  PLATFORM_SUBSCRIPTIONS,
  type PlatformInvoices,
  type PlatformSubscriptions,
  type ProviderInvoice,
} from '../../../engine/providers/payments/payments-provider';
import { Organization } from '../../platform';
import { BillingCustomersService } from './billing-customers.service';
import { BillingService } from './billing.service';
import { declined } from './declined';

/** The organization's invoices from the platform (list, pay again, PDF) and one-time charges other modules sell. */
@Injectable()
export class BillingInvoicesService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PLATFORM_INVOICES) private readonly platformInvoices: PlatformInvoices,
    @Inject(PLATFORM_SUBSCRIPTIONS) private readonly subscriptions: PlatformSubscriptions,
    private readonly customers: BillingCustomersService,
    private readonly billing: BillingService,
  ) {}

  private presentInvoice(orgId: number, i: ProviderInvoice): Invoice {
    const pdf = i.invoicePdf ?? `${this.config.apiPublicUrl}/payment-method/${orgId}/invoices/${i.id}/pdf/`;
    return {
      id: i.id,
      number: i.number,
      created: i.created.toISOString(),
      status: i.status,
      amount_due: i.amountDue,
      currency: i.currency,
      description: i.description,
      invoice_pdf: pdf,
      invoice: { hosted_invoice_url: i.hostedInvoiceUrl, invoice_pdf: pdf },
    };
  }

  async invoices(org: Organization, page: number, perPage: number): Promise<Paginated<Invoice>> {
    if (!org.stripeCustomerId) return { results: [], count: 0 };
    const list = await this.platformInvoices.listInvoices(org.stripeCustomerId, page, perPage);
    return { results: list.results.map((i) => this.presentInvoice(org.id, i)), count: list.count };
  }

  /** The invoice when it is the organization's; 404 otherwise (as for foreign organizations). */
  private async ownInvoice(org: Organization, invoiceId: string): Promise<ProviderInvoice> {
    const invoice = org.stripeCustomerId
      ? await this.platformInvoices.getInvoice(invoiceId).catch(() => null)
      : null;
    if (!invoice || invoice.customerId !== org.stripeCustomerId) {
      throw ApiError.detail(HttpStatus.NOT_FOUND, 'Not found.');
    }
    return invoice;
  }

  async retryInvoice(org: Organization, invoiceId: string): Promise<Invoice> {
    const invoice = await this.ownInvoice(org, invoiceId);
    if (invoice.status !== 'open')
      throw ApiError.detail(HttpStatus.BAD_REQUEST, billingMessages.unableToFinishSubscription);
    let paid: ProviderInvoice;
    try {
      paid = await this.platformInvoices.payInvoice(invoice.id, `pay:${invoice.id}:${randomUUID()}`);
    } catch (err) {
      if (err instanceof CardDeclinedError) throw declined(billingMessages.cardDeclined);
      throw ApiError.detail(HttpStatus.BAD_REQUEST, billingMessages.stripeError);
    }
    if (paid.subscriptionId) {
      const sub = await this.subscriptions.getSubscription(paid.subscriptionId);
      if (sub) await this.billing.sync(org.id, sub);
    }
    return this.presentInvoice(org.id, paid);
  }

  async invoicePdf(org: Organization, invoiceId: string): Promise<{ url: string } | { pdf: Buffer }> {
    const invoice = await this.ownInvoice(org, invoiceId);
    return this.platformInvoices.invoicePdf(invoice.id);
  }

  /**
   * A one-time charge on the organization's default card for something another module sells (a post card
   * order). CardDeclinedError and PaymentsProviderError pass through to the caller.
   */
  async chargeOneTime(
    org: Organization,
    input: { amount: number; description: string; idempotencyKey: string; metadata: Record<string, string> },
  ): Promise<ProviderInvoice> {
    const customer = await this.customers.customerOf(org);
    return this.platformInvoices.chargeOnce({
      customerId: customer,
      amount: input.amount,
      currency: 'usd',
      description: input.description,
      couponId: null,
      idempotencyKey: input.idempotencyKey,
      metadata: { organization_id: String(org.id), ...input.metadata },
    });
  }
}
