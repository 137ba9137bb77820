import type { PaymentsProviderName } from '@ensemble/contracts';
import type { ClientInvoicing, ServiceCatalogue } from './organization-sales';
import type { PaymentWebhooks } from './payment-events';
import type {
  PlatformCatalogue,
  PlatformCustomers,
  PlatformInvoices,
  PlatformSubscriptions,
} from './platform-billing';

export * from './organization-sales';
export * from './payment-events';
export * from './platform-billing';

/**
 * Card payments (ARCHITECTURE.md 'Providers'): Stripe through the `stripe` SDK, or `local` (the embedded
 * default: catalogue, cards, coupons, subscriptions and invoices held in our database).
 *
 * Split by concern (docs/adr/0009): platform billing (platform-billing.ts: catalogue, customers, subscriptions,
 * invoices), an organization selling to its own clients (organization-sales.ts: service catalogue, client
 * invoicing) and webhooks (payment-events.ts). Each concern has its own injection token and a class of its own in
 * each adapter; services inject the tokens they use. `PaymentsProvider` is the whole adapter (its parts, plus the
 * same methods for callers that take all of it), bound to PAYMENTS_PROVIDER.
 */
export interface PaymentsProvider
  extends
    PlatformCatalogue,
    PlatformCustomers,
    PlatformSubscriptions,
    PlatformInvoices,
    ServiceCatalogue,
    ClientInvoicing,
    PaymentWebhooks {
  readonly name: PaymentsProviderName;
  /** Stripe's publishable key for Stripe.js; null for local. */
  readonly publishableKey: string | null;
  readonly parts: PaymentsProviderParts;
}

/** One object per concern; what the concern tokens are bound to. */
export interface PaymentsProviderParts {
  catalogue: PlatformCatalogue;
  customers: PlatformCustomers;
  subscriptions: PlatformSubscriptions;
  invoices: PlatformInvoices;
  serviceCatalogue: ServiceCatalogue;
  clientInvoicing: ClientInvoicing;
  webhooks: PaymentWebhooks;
}

export const PAYMENTS_PROVIDER = Symbol('PAYMENTS_PROVIDER');
/** The provider's webhook verification (PaymentWebhooks). */
export const PAYMENT_WEBHOOKS = Symbol('PAYMENT_WEBHOOKS');
/** Which provider is configured ('local' | 'stripe'), with Stripe's publishable key for the card form. */
export const PAYMENTS_IDENTITY = Symbol('PAYMENTS_IDENTITY');
export interface PaymentsIdentity {
  readonly name: PaymentsProviderName;
  readonly publishableKey: string | null;
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
