import type {
  BillingInterval,
  BillingPrice,
  BillingProduct,
  Card,
  InvoiceStatus,
  PlanMetadata,
} from '@ensemble/contracts';
import { billingConstants } from '@ensemble/contracts';
import type Stripe from 'stripe';
import {
  PaymentsProviderError,
  type ProviderInvoice,
  type ProviderSubscription,
  type SubscriptionChange,
} from '../payments-provider';
import { idOf } from './stripe-api';

type StripeInvoice = Stripe.Invoice;
type StripeSubscription = Stripe.Subscription;
type SubscriptionItemParams = Stripe.SubscriptionUpdateParams.Item;

/** Stripe objects to the platform-billing shapes (docs/adr/0009). */
const planMetadataKeys: (keyof PlanMetadata)[] = [
  'storage',
  'contacts',
  'texts',
  'twilio_numbers',
  'call_minutes',
  'user_seats',
];

export function toBillingPrice(price: Stripe.Price): BillingPrice {
  const interval: string | undefined = price.recurring?.interval;
  const amount = price.unit_amount ?? 0;
  return {
    id: price.id,
    unit_amount: amount,
    unit_amount_decimal:
      price.unit_amount_decimal != null ? String(price.unit_amount_decimal) : String(amount),
    currency: price.currency,
    interval: interval === 'month' || interval === 'year' ? interval : null,
  };
}

export function productKind(product: Stripe.Product, prices: BillingPrice[]): BillingProduct['kind'] {
  const kind = product.metadata.kind;
  if (kind === 'plan' || kind === 'seat' || kind === 'addon') return kind;
  if (product.name === billingConstants.seatProductName) return 'seat';
  // Untagged products: one-time prices only make an add-on.
  return prices.length > 0 && prices.every((p) => p.interval === null) ? 'addon' : 'plan';
}

/** Stripe metadata values are strings: keep the plan limits that parse as numbers. */
export function parsePlanMetadata(metadata: Stripe.Metadata): Partial<PlanMetadata> {
  const out: Partial<PlanMetadata> = {};
  for (const key of planMetadataKeys) {
    const raw = metadata[key];
    if (raw === undefined || raw.trim() === '') continue;
    const n = Number(raw);
    if (Number.isFinite(n)) out[key] = n;
  }
  return out;
}

export function toCard(pm: Stripe.PaymentMethod): Card {
  if (!pm.card) throw new PaymentsProviderError(`Payment method ${pm.id} is not a card`);
  return {
    brand: pm.card.brand,
    last4: pm.card.last4,
    exp_month: pm.card.exp_month,
    exp_year: pm.card.exp_year,
  };
}

export function splitItems(sub: StripeSubscription) {
  const items = sub.items.data;
  const seat = items.find((i) => i.metadata?.kind === 'seat') ?? null;
  const plan = items.find((i) => i.metadata?.kind === 'plan') ?? items.find((i) => i !== seat) ?? null;
  return { plan, seat };
}

/** The items param that turns `sub` into what `change` asks (seat item added, changed or removed). */
export function itemChanges(sub: StripeSubscription, change: SubscriptionChange): SubscriptionItemParams[] {
  const { plan, seat } = splitItems(sub);
  const items: SubscriptionItemParams[] = [];
  if (change.priceId !== undefined) {
    if (plan) {
      if (plan.price.id !== change.priceId) items.push({ id: plan.id, price: change.priceId });
    } else {
      items.push({ price: change.priceId, quantity: 1, metadata: { kind: 'plan' } });
    }
  }
  if (change.seatPriceId === undefined && change.seatQuantity === undefined) return items;
  const seatPrice = change.seatPriceId !== undefined ? change.seatPriceId : (seat?.price.id ?? null);
  const quantity = change.seatQuantity ?? seat?.quantity ?? 0;
  if (seat) {
    if (!seatPrice || quantity <= 0) items.push({ id: seat.id, deleted: true });
    else if (seatPrice !== seat.price.id || quantity !== seat.quantity) {
      items.push({ id: seat.id, price: seatPrice, quantity });
    }
  } else if (seatPrice && quantity > 0) {
    items.push({ price: seatPrice, quantity, metadata: { kind: 'seat' } });
  }
  return items;
}

export function discountChange(change: SubscriptionChange): { discounts?: [{ coupon: string }] | '' } {
  if (change.couponId === undefined) return {};
  // An empty string clears the discounts (Stripe's way to unset a list param).
  return { discounts: change.couponId ? [{ coupon: change.couponId }] : '' };
}

export function toSubscription(sub: StripeSubscription): ProviderSubscription {
  const { plan, seat } = splitItems(sub);
  if (!plan) throw new PaymentsProviderError(`Subscription ${sub.id} has no plan item`);
  const interval: BillingInterval = plan.price.recurring?.interval === 'year' ? 'year' : 'month';
  const discount = sub.discounts.find((d): d is Stripe.Discount => typeof d !== 'string');
  const coupon = discount?.source.coupon;
  const latest = sub.latest_invoice;
  return {
    id: sub.id,
    customerId: idOf(sub.customer) ?? '',
    status: sub.status,
    priceId: plan.price.id,
    productId: idOf(plan.price.product) ?? '',
    interval,
    unitAmount: plan.price.unit_amount ?? 0,
    seatQuantity: seat?.quantity ?? 0,
    currentPeriodEnd: new Date(plan.current_period_end * 1000),
    percentOff: coupon && typeof coupon !== 'string' ? coupon.percent_off : null,
    latestInvoice: latest && typeof latest !== 'string' ? toInvoice(latest) : null,
  };
}

export function toInvoice(invoice: StripeInvoice): ProviderInvoice {
  if (!invoice.id) throw new PaymentsProviderError('Stripe answered an invoice without id');
  return {
    id: invoice.id,
    number: invoice.number,
    customerId: idOf(invoice.customer) ?? '',
    subscriptionId: idOf(invoice.parent?.subscription_details?.subscription) ?? null,
    created: new Date(invoice.created * 1000),
    status: (invoice.status ?? 'draft') as InvoiceStatus,
    amountDue: invoice.amount_due,
    amountPaid: invoice.amount_paid,
    currency: invoice.currency,
    description: invoice.description,
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
    invoicePdf: invoice.invoice_pdf ?? null,
  };
}
