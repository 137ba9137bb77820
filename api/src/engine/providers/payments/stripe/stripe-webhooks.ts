import type Stripe from 'stripe';
import { type PaymentWebhooks, type ProviderEvent, WebhookSignatureError } from '../payments-provider';
import { idOf, StripePart } from './stripe-api';
import { toInvoice, toSubscription } from './stripe-mappers';

/** Stripe's webhooks to Ensemble's endpoint (platform billing events), verified by their signature. */
export class StripeWebhooks extends StripePart implements PaymentWebhooks {
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent {
    const secret = this.api.config.stripeWebhookSecret;
    if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
    if (!secret) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not configured');
    let event: Stripe.Event;
    try {
      event = this.api.stripe.webhooks.constructEvent(rawBody, signature, secret);
    } catch (e) {
      throw new WebhookSignatureError(e instanceof Error ? e.message : 'Invalid signature');
    }
    const object = event.data.object as unknown as { object?: string; customer?: unknown };
    const base: ProviderEvent = { id: event.id, type: event.type, customerId: idOf(object.customer) ?? null };
    switch (event.type) {
      case 'invoice.paid':
      case 'invoice.payment_failed':
        return { ...base, invoice: toInvoice(event.data.object) };
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return { ...base, subscription: toSubscription(event.data.object) };
      case 'setup_intent.succeeded':
        return { ...base, paymentMethodId: idOf(event.data.object.payment_method) ?? undefined };
      default:
        return base;
    }
  }
}
