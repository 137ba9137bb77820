import type {
  BillingInterval,
  BillingProduct,
  Card,
  CouponResult,
  InvoicePreview,
  InvoiceStatus,
} from '@ensemble/contracts';

/**
 * Platform billing (docs/adr/0009): what an organization pays Ensemble for (plans, 'User Seat', add-ons), on
 * Ensemble's own payments account. Four small interfaces, each behind its own injection token, so a consumer
 * injects only what it uses. The billing module is the only caller; it keeps the organization's fields
 * (is_subscribed, package_id, seat_number, stripe_customer_id) in line with what these calls and the provider's
 * events say.
 *
 * Every call that creates or charges something takes an idempotency key derived from our own row or request, so
 * a retried request never charges twice.
 */

/** The plans, add-ons and coupons Ensemble sells. */
export interface PlatformCatalogue {
  /** Active products with their active prices: plans, the 'User Seat' product and add-ons. */
  listProducts(): Promise<BillingProduct[]>;
  /** An active promotion code by what the customer typed (case-insensitive), or null. */
  findPromotionCode(code: string): Promise<CouponResult | null>;
  /** A coupon by its id (what the client sends after a coupon check), or null. */
  getCoupon(couponId: string): Promise<CouponResult['coupon'] | null>;
}

/** The organization as Ensemble's customer, and its card. */
export interface PlatformCustomers {
  /** The organization's customer id, created when missing (idempotency key: organization id). */
  ensureCustomer(input: CustomerInput): Promise<string>;
  createSetupIntent(
    customerId: string,
    idempotencyKey: string,
  ): Promise<{ id: string; client_secret: string }>;
  /** Attaches a confirmed payment method and makes it the customer's default. */
  attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<Card>;
  getDefaultCard(customerId: string): Promise<Card | null>;
}

/** The organization's subscription to a plan and seats. */
export interface PlatformSubscriptions {
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
}

/** The organization's invoices from Ensemble, and one-time charges (add-ons). */
export interface PlatformInvoices {
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
}

export const PLATFORM_CATALOGUE = Symbol('PLATFORM_CATALOGUE');
export const PLATFORM_CUSTOMERS = Symbol('PLATFORM_CUSTOMERS');
export const PLATFORM_SUBSCRIPTIONS = Symbol('PLATFORM_SUBSCRIPTIONS');
export const PLATFORM_INVOICES = Symbol('PLATFORM_INVOICES');

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
