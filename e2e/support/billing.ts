/**
 * Billing seeds for the journeys, through the API and the local payments provider (the e2e API runs with
 * PAYMENTS_PROVIDER=local, its default): a card goes through setup intent → local confirm → save, the way the
 * card form does it, so a journey can start from a subscribed organization without the plan screens.
 */
import {
  apiPaths,
  billingPaths,
  type BillingInterval,
  type BillingProduct,
  type Card,
  type Invoice,
  type Organization,
  type Paginated,
  type Subscription,
} from '@ensemble/contracts';
import { call } from './api';

/** The local provider's test cards (Stripe's numbers and behaviour). */
export const testCards = {
  ok: '4242 4242 4242 4242',
  /** Refused when the card is set up: never attached. */
  declinedAtSetup: '4000 0000 0000 0002',
  /** Attached, but every charge on it is declined. */
  chargesDeclined: '4000 0000 0000 0341',
} as const;

/** An expiry a few years ahead, as typed in the form ('MMYY') and as the API takes it. */
const expiryYear = new Date().getFullYear() + 4;
export const cardExpiry = {
  typed: `12${String(expiryYear % 100).padStart(2, '0')}`,
  month: 12,
  year: expiryYear,
};
export const cardCvc = '123';

export async function plans(token: string): Promise<BillingProduct[]> {
  return (await call<{ results: BillingProduct[] }>(billingPaths.plans, { token })).results;
}

/** The price id of a plan ('CHORUS', ...) for a cycle. */
export async function planPrice(
  token: string,
  planName: string,
  interval: BillingInterval = 'month',
): Promise<{ product: BillingProduct; priceId: string; unitAmount: number }> {
  const product = (await plans(token)).find((p) => p.name === planName);
  const price = product?.prices.find((p) => p.interval === interval);
  if (!product || !price) throw new Error(`no ${interval} price for plan ${planName}`);
  return { product, priceId: price.id, unitAmount: price.unit_amount };
}

/** Stores `number` as the organization's card, as the card form does. */
export async function saveCard(token: string, orgId: number, number: string = testCards.ok): Promise<Card> {
  const intent = await call<{ results: { client_secret: string } }>(billingPaths.setupIntent(orgId), {
    method: 'POST',
    token,
  });
  const { payment_method } = await call<{ payment_method: string }>(billingPaths.localConfirmSetup, {
    method: 'POST',
    token,
    body: JSON.stringify({
      client_secret: intent.results.client_secret,
      card: {
        number: number.replace(/\s/g, ''),
        exp_month: cardExpiry.month,
        exp_year: cardExpiry.year,
        cvc: cardCvc,
      },
    }),
  });
  return call<Card>(billingPaths.paymentMethod(orgId), {
    method: 'POST',
    token,
    body: JSON.stringify({ organization: orgId, stripe_payment_method_id: payment_method }),
  });
}

/** A card on file and a subscription to `planName` (no extra seats unless asked). */
export async function subscribeViaApi(
  token: string,
  orgId: number,
  options: {
    plan?: string;
    interval?: BillingInterval;
    card?: string;
    quantity?: number;
    coupon?: string;
  } = {},
): Promise<Subscription> {
  await saveCard(token, orgId, options.card ?? testCards.ok);
  const { product, priceId } = await planPrice(token, options.plan ?? 'CHORUS', options.interval ?? 'month');
  return call<Subscription>(billingPaths.subscription(orgId), {
    method: 'POST',
    token,
    body: JSON.stringify({
      price_id: priceId,
      quantity: options.quantity ?? 0,
      product: product.id,
      ...(options.coupon ? { coupon: options.coupon } : {}),
    }),
  });
}

/** The organization's subscription, or null (204) when it never subscribed. */
export async function getSubscription(token: string, orgId: number): Promise<Subscription | null> {
  return (await call<Subscription | undefined>(billingPaths.subscription(orgId), { token })) ?? null;
}

export async function getInvoices(token: string, orgId: number): Promise<Invoice[]> {
  return (await call<Paginated<Invoice>>(billingPaths.invoices(orgId), { token })).results;
}

/**
 * Agrees to the current EULA up front: a paid organization is asked otherwise, and that modal would sit over
 * the billing screens (the EULA has its own journeys).
 */
export async function agreeToEula(token: string, org: Organization): Promise<void> {
  await call<Organization>(apiPaths.organization(org.id), {
    method: 'PATCH',
    token,
    body: JSON.stringify({ eula: org.last_eula }),
  });
}
