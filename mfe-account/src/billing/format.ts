import {
  billingConstants,
  type BillingInterval,
  type BillingPrice,
  type BillingProduct,
} from '@ensemble/contracts';

/** Dollars with cents when there are any: 250 → '$250', 16.67 → '$16.67'. */
export function dollars(amount: number): string {
  const rounded = Math.round(amount * 100) / 100;
  return Number.isInteger(rounded) ? `$${rounded}` : `$${rounded.toFixed(2)}`;
}

/** Cents always with two decimals (invoice amounts): 25000 → '$250.00'. */
export function centsWithDecimals(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** Spec 3: an add-on's price in whole dollars (unit_amount_decimal / 100, rounded). */
export function wholeDollars(price: BillingPrice | undefined): string {
  if (!price) return '';
  const cents = Number(price.unit_amount_decimal ?? price.unit_amount);
  return `$${Math.round((Number.isFinite(cents) ? cents : price.unit_amount) / 100)}`;
}

/** The plans a customer picks from: kind 'plan', never the 'User Seat' product. */
export function planProducts(products: readonly BillingProduct[]): BillingProduct[] {
  return products.filter((p) => p.kind === 'plan' && p.name !== billingConstants.seatProductName);
}

export function priceFor(product: BillingProduct, interval: BillingInterval): BillingPrice | undefined {
  return product.prices.find((p) => p.interval === interval);
}

/**
 * Spec 1 §2: prices always read per month; an annual price is shown as its monthly share
 * (unit_amount / 100 / 12), in cents after any coupon.
 */
export function monthlyCents(price: BillingPrice): number {
  return price.interval === 'year' ? price.unit_amount / 12 : price.unit_amount;
}

export function perMonth(cents: number): string {
  return `${dollars(cents / 100)} per month`;
}

export const intervalLabels: Record<BillingInterval, string> = { month: 'Monthly', year: 'Annually' };

/** '1 user seat', '2 user seats', '1,000 contacts': a count with its noun in the right number. */
export function countOf(n: number, one: string, other: string): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : other}`;
}

/** The plan metadata as the plan cards list it. */
export function planFeatures(product: BillingProduct): string[] {
  const m = product.metadata;
  const lines: [number | undefined, string, string][] = [
    [m.contacts, 'contact', 'contacts'],
    [m.texts, 'text', 'texts'],
    [m.storage, 'GB storage', 'GB storage'],
    [m.user_seats, 'user seat', 'user seats'],
    [m.twilio_numbers, 'phone number', 'phone numbers'],
    [m.call_minutes, 'call minute', 'call minutes'],
  ];
  return lines.flatMap(([n, one, other]) => (n == null ? [] : [countOf(n, one, other)]));
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
