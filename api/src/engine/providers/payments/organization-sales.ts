import type { BillingInterval, InvoiceStatus, PaymentsProviderName } from '@ensemble/contracts';

/**
 * An organization selling to its own clients (docs/adr/0009), never part of what the organization pays Ensemble:
 * the services it pushes to and imports from the provider (issue 5), and the invoices it sends its leads
 * (issue 7). Each behind its own injection token.
 */

/**
 * Organization service products (issue 5: what an organization sells, pushed from its Services). Tagged
 * metadata kind 'service' and organization_id, and never part of the plans/add-ons catalogue (listProducts leaves
 * them out).
 */
export interface ServiceCatalogue {
  /**
   * Creates the product when `productId` is null, else updates it; when `price` differs from the product's default
   * price a new price becomes the default and the old one is archived. Idempotency keys are derived from
   * `idempotencyKey` and the request's parameters.
   */
  upsertServiceProduct(input: ServiceProductInput): Promise<{ productId: string; priceId: string | null }>;
  /** The organization's active service products with their default prices, newest first. */
  listServiceProducts(organizationId: number): Promise<ServiceProduct[]>;
  /** Archives (deactivates) a service product of the organization; unknown ids are ignored. */
  archiveServiceProduct(organizationId: number, productId: string): Promise<void>;
}

/** Issue 7: invoices an organization sends to one of its own clients. */
export interface ClientInvoicing {
  /** Recorded with each invoice row (which provider holds it). */
  readonly name: PaymentsProviderName;
  /**
   * The customer is found or created by email, tagged with the organization; the invoice is finalized at once
   * (collection by the customer paying the hosted page, due in `daysUntilDue` days).
   */
  createCustomerInvoice(input: CustomerInvoiceInput): Promise<CustomerInvoice>;
  /** The invoice if it is one of the organization's customer invoices, else null. */
  getCustomerInvoice(organizationId: number, invoiceId: string): Promise<CustomerInvoice | null>;
  /**
   * Takes an unpaid invoice back: a draft is deleted, an open one voided. Throws PaymentsProviderError for a
   * paid one; unknown ids (or another organization's) are ignored.
   */
  voidOrDeleteCustomerInvoice(organizationId: number, invoiceId: string): Promise<void>;
}

export const SERVICE_CATALOGUE = Symbol('SERVICE_CATALOGUE');
export const CLIENT_INVOICING = Symbol('CLIENT_INVOICING');

export interface CustomerInvoiceInput {
  organizationId: number;
  email: string;
  /** Cents. */
  amount: number;
  currency: string;
  description: string;
  daysUntilDue: number;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface CustomerInvoice {
  id: string;
  /** Stripe's: draft, open, paid, uncollectible, void. */
  status: InvoiceStatus;
  /** Where the customer pays. */
  hostedUrl: string | null;
  /** Cents. */
  totalAmount: number;
}

/** Metadata that marks a customer or an invoice as an organization's own (not the organization's billing). */
export const CUSTOMER_INVOICE_KIND = 'customer_invoice';
export const customerInvoiceTags = (organizationId: number) => ({
  kind: CUSTOMER_INVOICE_KIND,
  organization_id: String(organizationId),
});

export interface ServiceProductInput {
  organizationId: number;
  /** null: create the product. */
  productId: string | null;
  name: string;
  description: string | null;
  statementDescriptor: string | null;
  unitLabel: string | null;
  /** The service's own key/values; kind and organization_id are added (and win). */
  metadata: Record<string, string>;
  /** Cents in usd, per unit; interval null for a one-time price. null: leave the prices alone. */
  price: { unitAmount: number; interval: BillingInterval | null } | null;
  idempotencyKey: string;
}

export interface ServiceProduct {
  id: string;
  name: string;
  description: string | null;
  statementDescriptor: string | null;
  unitLabel: string | null;
  /** Without kind and organization_id. */
  metadata: Record<string, string>;
  defaultPrice: { id: string; unitAmount: number; currency: string; interval: BillingInterval | null } | null;
}

/** Metadata keys the adapters set on service products (stripped from ServiceProduct.metadata). */
export const SERVICE_PRODUCT_KIND = 'service';
export const serviceProductTags = (organizationId: number) => ({
  kind: SERVICE_PRODUCT_KIND,
  organization_id: String(organizationId),
});
