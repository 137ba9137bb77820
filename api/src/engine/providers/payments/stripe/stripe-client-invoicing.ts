import type { InvoiceStatus, PaymentsProviderName } from '@ensemble/contracts';
import type Stripe from 'stripe';
import {
  type ClientInvoicing,
  CUSTOMER_INVOICE_KIND,
  type CustomerInvoice,
  type CustomerInvoiceInput,
  customerInvoiceTags,
  PaymentsProviderError,
} from '../payments-provider';
import { StripePart } from './stripe-api';

/**
 * Issue 7: invoices an organization sends its own clients, on Stripe's hosted invoice page. Today in the account
 * of STRIPE_SECRET_KEY, customers and invoices tagged with the organization (docs/adr/0009).
 */
export class StripeClientInvoicing extends StripePart implements ClientInvoicing {
  readonly name: PaymentsProviderName = 'stripe';

  async createCustomerInvoice(input: CustomerInvoiceInput): Promise<CustomerInvoice> {
    const tags = customerInvoiceTags(input.organizationId);
    const customerId = await this.clientCustomer(input.organizationId, input.email, input.idempotencyKey);
    const invoice = await this.api.call(() =>
      this.stripe.invoices.create(
        {
          customer: customerId,
          collection_method: 'send_invoice',
          days_until_due: input.daysUntilDue,
          currency: input.currency,
          description: input.description,
          auto_advance: false,
          pending_invoice_items_behavior: 'exclude',
          metadata: { ...input.metadata, ...tags },
        },
        { idempotencyKey: `${input.idempotencyKey}-invoice` },
      ),
    );
    await this.api.call(() =>
      this.stripe.invoiceItems.create(
        {
          customer: customerId,
          invoice: invoice.id,
          amount: input.amount,
          currency: input.currency,
          description: input.description,
          metadata: tags,
        },
        { idempotencyKey: `${input.idempotencyKey}-item` },
      ),
    );
    const finalized = await this.api.call(() =>
      this.stripe.invoices.finalizeInvoice(
        invoice.id,
        {},
        { idempotencyKey: `${input.idempotencyKey}-finalize` },
      ),
    );
    return toCustomerInvoice(finalized);
  }

  async getCustomerInvoice(organizationId: number, invoiceId: string): Promise<CustomerInvoice | null> {
    const invoice = await this.api.orNull(() => this.stripe.invoices.retrieve(invoiceId));
    if (!invoice || !isClientInvoiceOf(invoice, organizationId)) return null;
    return toCustomerInvoice(invoice);
  }

  async voidOrDeleteCustomerInvoice(organizationId: number, invoiceId: string): Promise<void> {
    const invoice = await this.api.orNull(() => this.stripe.invoices.retrieve(invoiceId));
    if (!invoice || !isClientInvoiceOf(invoice, organizationId)) return;
    if (invoice.status === 'paid') throw new PaymentsProviderError(`Invoice ${invoiceId} is paid`);
    if (invoice.status === 'draft') await this.api.call(() => this.stripe.invoices.del(invoiceId));
    else if (invoice.status === 'open')
      await this.api.call(() => this.stripe.invoices.voidInvoice(invoiceId));
  }

  /** The organization's customer for this client email, created (tagged with the organization) when missing. */
  private async clientCustomer(
    organizationId: number,
    email: string,
    idempotencyKey: string,
  ): Promise<string> {
    const tags = customerInvoiceTags(organizationId);
    const found = await this.api.call(() =>
      this.stripe.customers.list({ email, limit: 100 }).autoPagingToArray({ limit: 1000 }),
    );
    const mine = found.find(
      (c) =>
        c.metadata?.kind === CUSTOMER_INVOICE_KIND && c.metadata?.organization_id === tags.organization_id,
    );
    if (mine) return mine.id;
    const created = await this.api.call(() =>
      this.stripe.customers.create(
        { email, metadata: tags },
        { idempotencyKey: `${idempotencyKey}-customer` },
      ),
    );
    return created.id;
  }
}

function isClientInvoiceOf(invoice: Stripe.Invoice, organizationId: number): boolean {
  return (
    invoice.metadata?.kind === CUSTOMER_INVOICE_KIND &&
    invoice.metadata?.organization_id === String(organizationId)
  );
}

function toCustomerInvoice(invoice: Stripe.Invoice): CustomerInvoice {
  return {
    id: invoice.id ?? '',
    status: (invoice.status ?? 'draft') as InvoiceStatus,
    hostedUrl: invoice.hosted_invoice_url ?? null,
    totalAmount: invoice.total,
  };
}
