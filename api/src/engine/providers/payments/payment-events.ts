import type { ProviderInvoice, ProviderSubscription } from './platform-billing';

/** Events about platform billing, received as the provider's webhooks (docs/adr/0009). */
export interface PaymentWebhooks {
  /**
   * Verifies a webhook's signature and returns the event, or throws WebhookSignatureError. Only Stripe
   * sends webhooks; the local provider reports the same events by calling the billing module directly.
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
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
