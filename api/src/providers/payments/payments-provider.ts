import type {
  BillingInterval,
  BillingProduct,
  Card,
  CouponResult,
  InvoicePreview,
  InvoiceStatus,
  PaymentsProviderName,
} from '@ensemble/contracts';

/**
 * Card payments (ARCHITECTURE.md 'Providers'): Stripe through the `stripe` SDK, or `local` (the embedded
 * default: catalogue, cards, coupons, subscriptions and invoices held in our database). The billing module
 * is the only caller; it keeps the organization's fields (is_subscribed, package_id, seat_number,
 * stripe_customer_id) in line with what these calls and the provider's events say.
 *
 * Every call that creates or charges something takes an idempotency key derived from our own row or
 * request, so a retried request never charges twice.
 */
export interface PaymentsProvider {
  readonly name: PaymentsProviderName;
  /** Stripe's publishable key for Stripe.js; null for local. */
  readonly publishableKey: string | null;

  /** Active products with their active prices: plans, the 'User Seat' product and add-ons. */
  listProducts(): Promise<BillingProduct[]>;
  /** An active promotion code by what the customer typed (case-insensitive), or null. */
  findPromotionCode(code: string): Promise<CouponResult | null>;
  /** A coupon by its id (what the client sends after a coupon check), or null. */
  getCoupon(couponId: string): Promise<CouponResult['coupon'] | null>;

  /** The organization's customer id, created when missing (idempotency key: organization id). */
  ensureCustomer(input: CustomerInput): Promise<string>;
  createSetupIntent(
    customerId: string,
    idempotencyKey: string,
  ): Promise<{ id: string; client_secret: string }>;
  /** Attaches a confirmed payment method and makes it the customer's default. */
  attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<Card>;
  getDefaultCard(customerId: string): Promise<Card | null>;

  /**
   * Creates a subscription to `priceId` (quantity 1) plus `seatQuantity` of the seat price, charging the
   * default card at once. A declined first charge answers a subscription with status 'incomplete' and an
   * open invoice (never throws for a decline).
   */
  createSubscription(input: CreateSubscriptionInput): Promise<ProviderSubscription>;
  getSubscription(subscriptionId: string): Promise<ProviderSubscription | null>;
  /** Changes plan price, seat quantity and/or coupon, prorating; charges any amount due at once. */
  updateSubscription(
    subscriptionId: string,
    change: SubscriptionChange,
    idempotencyKey: string,
  ): Promise<ProviderSubscription>;
  /** What `updateSubscription(change)` would invoice now. */
  previewChange(subscriptionId: string, change: SubscriptionChange): Promise<InvoicePreview>;
  /**
   * Cancels at once, without a final invoice or proration, every subscription of the customer that has not
   * ended (ENDED_SUBSCRIPTION_STATUSES), so nothing more is charged; the customer and its invoices stay.
   * Answers the ids it canceled. Safe to repeat, which is how a retry is made safe (Stripe ignores idempotency
   * keys on DELETE): ended or missing subscriptions, and an unknown customer, are skipped.
   */
  cancelSubscriptions(customerId: string): Promise<string[]>;

  listInvoices(
    customerId: string,
    page: number,
    perPage: number,
  ): Promise<{ results: ProviderInvoice[]; count: number }>;
  getInvoice(invoiceId: string): Promise<ProviderInvoice | null>;
  /** Pays an open invoice with the default card; throws CardDeclinedError when the card is declined. */
  payInvoice(invoiceId: string, idempotencyKey: string): Promise<ProviderInvoice>;
  /** The invoice's PDF: a URL to redirect to (Stripe) or the bytes (local). */
  invoicePdf(invoiceId: string): Promise<{ url: string } | { pdf: Buffer }>;

  /**
   * Charges a one-time amount (an add-on) on an invoice of its own, paid at once with the default card.
   * Throws CardDeclinedError when declined (the open invoice is voided, so nothing stays owed).
   */
  chargeOnce(input: OneTimeChargeInput): Promise<ProviderInvoice>;

  /**
   * Verifies a webhook's signature and returns the event, or throws WebhookSignatureError. Only Stripe
   * sends webhooks; the local provider reports the same events by calling the billing module directly.
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;

  /**
   * Organization service products (issue 5: what an organization sells, pushed from its Services). Tagged
   * metadata kind 'service' and organization_id, and never part of the plans/add-ons catalogue
   * (listProducts leaves them out). Creates the product when `productId` is null, else updates it; when
   * `price` differs from the product's default price a new price becomes the default and the old one is
   * archived. Idempotency keys are derived from `idempotencyKey` and the request's parameters.
   */
  upsertServiceProduct(input: ServiceProductInput): Promise<{ productId: string; priceId: string | null }>;
  /** The organization's active service products with their default prices, newest first. */
  listServiceProducts(organizationId: number): Promise<ServiceProduct[]>;
  /** Archives (deactivates) a service product of the organization; unknown ids are ignored. */
  archiveServiceProduct(organizationId: number, productId: string): Promise<void>;

  /**
   * Issue 7: an invoice an organization sends to one of its own clients (never part of the organization's own
   * billing). The customer is found or created by email, tagged with the organization; the invoice is
   * finalized at once (collection by the customer paying the hosted page, due in `daysUntilDue` days).
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

export const PAYMENTS_PROVIDER = Symbol('PAYMENTS_PROVIDER');

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

export interface CustomerInput {
  organizationId: number;
  name: string;
  email: string;
  customerId: string | null;
}

export interface CreateSubscriptionInput {
  customerId: string;
  priceId: string;
  seatPriceId: string | null;
  seatQuantity: number;
  /** Coupon id (not the promotion code) to apply, when it applies to the product. */
  couponId: string | null;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface SubscriptionChange {
  priceId?: string;
  seatPriceId?: string | null;
  seatQuantity?: number;
  couponId?: string | null;
}

/** Subscriptions that can no longer charge anything (Stripe's words). */
export const ENDED_SUBSCRIPTION_STATUSES: readonly string[] = ['canceled', 'incomplete_expired'];

export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** Stripe's: active, past_due, incomplete, incomplete_expired, canceled, unpaid, trialing. */
  status: string;
  priceId: string;
  productId: string;
  interval: BillingInterval;
  unitAmount: number;
  seatQuantity: number;
  currentPeriodEnd: Date;
  percentOff: number | null;
  /** The latest invoice (the first charge right after creation). */
  latestInvoice: ProviderInvoice | null;
}

export interface ProviderInvoice {
  id: string;
  number: string | null;
  customerId: string;
  subscriptionId: string | null;
  created: Date;
  status: InvoiceStatus;
  amountDue: number;
  amountPaid: number;
  currency: string;
  description: string | null;
  hostedInvoiceUrl: string | null;
  invoicePdf: string | null;
}

export interface OneTimeChargeInput {
  customerId: string;
  amount: number;
  currency: string;
  description: string;
  /** Applied to the charge when given. */
  couponId: string | null;
  /** The add-on's product: lets a coupon limited to that product (applies_to) discount the charge. */
  productId?: string | null;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export type ProviderEventType =
  | 'invoice.paid'
  | 'invoice.payment_failed'
  | 'customer.subscription.updated'
  | 'customer.subscription.deleted'
  | 'setup_intent.succeeded';

/** An event normalised from the provider's payload; `id` is the provider's event id (idempotency). */
export interface ProviderEvent {
  id: string;
  type: ProviderEventType | string;
  customerId: string | null;
  subscription?: ProviderSubscription;
  invoice?: ProviderInvoice;
  /** setup_intent.succeeded: the confirmed payment method. */
  paymentMethodId?: string;
}

/** The card was declined (a charge, a setup confirmation or an invoice payment). */
export class CardDeclinedError extends Error {
  constructor(
    readonly declineCode: string = 'card_declined',
    message = 'Your card was declined',
  ) {
    super(message);
  }
}

export class WebhookSignatureError extends Error {}

/** The provider failed for another reason (network, 5xx, bad request). */
export class PaymentsProviderError extends Error {}
