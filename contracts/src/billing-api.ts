/**
 * Issue 4 contract: plans, subscriptions, seats, add-ons, coupons, cards and invoices. The calls are declared in
 * billing-endpoints.ts.
 */
import * as yup from 'yup';

export type PaymentsProviderName = 'local' | 'stripe';

export interface PaymentsConfig {
  provider: PaymentsProviderName;
  publishable_key: string | null;
}

export type BillingInterval = 'month' | 'year';

export interface BillingPrice {
  id: string;
  /** Cents. */
  unit_amount: number;
  unit_amount_decimal: string;
  currency: string;
  /** null for one-time prices (add-ons). */
  interval: BillingInterval | null;
}

/** Plan metadata (spec 1 §3): storage in GB, contacts, texts, twilio_numbers, call_minutes, user_seats. */
export interface PlanMetadata {
  storage: number;
  contacts: number;
  texts: number;
  twilio_numbers: number;
  call_minutes: number;
  user_seats: number;
}

export type PlanLimitKey = keyof PlanMetadata;

export interface BillingProduct {
  id: string;
  name: string;
  description: string | null;
  kind: 'plan' | 'seat' | 'addon';
  prices: BillingPrice[];
  /** Plans: their limits. Add-ons: what they add to the limits (missing keys add nothing). */
  metadata: Partial<PlanMetadata>;
}

export interface Subscription {
  id: string;
  /** active, past_due, incomplete, canceled, unpaid (Stripe's). */
  status: string;
  current_period_end: string;
  /** plan.id is the price id; product is the plan's product id. */
  plan: { id: string; interval: BillingInterval; product: string; name: string; unit_amount: number };
  /** Extra seats ('User Seat' quantity) on top of the plan's user_seats. */
  quantity: number;
  /** Percent off applied by a coupon, if any. */
  percent_off: number | null;
}

export interface CreateSubscription {
  price_id: string;
  quantity: number;
  product?: string;
  coupon?: string;
}

export interface SwitchSubscription {
  price_id: string;
  product: string;
  quantity: number;
  coupon?: string;
}

export interface InvoicePreview {
  /** Cents due now for the change (prorations included). */
  amount_due: number;
  subtotal: number;
  total: number;
  currency: string;
  next_payment_attempt: string | null;
  lines: { description: string; amount: number }[];
}

export interface SavePaymentMethod {
  organization: number;
  stripe_payment_method_id: string;
}

export interface Card {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

/** Spec 1 §4: open, draft, uncollectible, void, paid. */
export type InvoiceStatus = 'open' | 'draft' | 'uncollectible' | 'void' | 'paid';

export interface Invoice {
  id: string;
  number: string | null;
  /** ISO date. */
  created: string;
  status: InvoiceStatus;
  /** Cents. */
  amount_due: number;
  currency: string;
  description: string | null;
  invoice_pdf: string | null;
  invoice: { hosted_invoice_url: string | null; invoice_pdf: string | null };
}

export interface CouponInfo {
  id: string;
  valid: boolean;
  percent_off: number;
  applies_to: { products: string[] };
}

/** A promotion code: what the customer types (code) and the coupon it grants. */
export interface CouponResult {
  id: string;
  code: string;
  coupon: CouponInfo;
}

/** Spec 1 §7: response data.data[0].coupon.percent_off; an unknown or invalid code gives an empty list. */
export interface CouponCheck {
  data: { data: CouponResult[] };
}

export interface BuyAddon {
  product_id: string;
  coupon_id?: string;
}

export interface AddonPurchase {
  id: number;
  product: { id: string; name: string };
  /** Cents actually charged (after any coupon). */
  amount: number;
  /** ISO time of purchase. */
  time: string;
  invoice_id: string | null;
}

export interface PlanUsage {
  limits: PlanMetadata;
  used: PlanMetadata;
}

export interface LocalCardConfirm {
  client_secret: string;
  card: { number: string; exp_month: number; exp_year: number; cvc: string };
}

export const billingMessages = {
  unableToFetchOrganization: 'Unable to fetch organization with provided ID.',
  stripeError: 'An error ocurred with Stripe, please try again later',
  unableToGetClientKey: 'Unable to get Client key with provided organization ID',
  unableToFinishSubscription: 'Unable to finish subscription',
  unableToGetPaymentMethod: 'Unable to get payment method',
  subscriptionFailed: 'Subscription failed',
  subscribedSuccessfully: 'Subscribed successfully!',
  unableToBuyAddon: 'Unable to buy addon',
  addonBought: 'Successfully bought Add On!',
  unableToUpdatePlan: 'Unable to update subscription plan',
  planUpdated: 'Subscription plan updated successfully',
  unableToBuySeats: 'Unable to buy new seats',
  seatsUpdated: 'Subscription updated',
  unableToPreviewInvoice: 'Unable to preview invoice',
  cardDeclined: 'Your card was declined',
  unableToUpdateSubscription: 'Unable to update subscription',
  cycleUpdated: 'Subscription updated!',
  cardChanged: 'Card changed successfully!',
  invoicePaid: 'Invoice paid',
  noCouponProvided: 'No coupon provided',
  couponInvalid: 'Promotional code is not valid',
  removeUsersFirst: 'Please, remove some users first',
  billingProblemTitle: 'There was a problem with your last invoice',
  goToBilling: 'Go to billing',
  couponTitle: 'Got a coupon code?',
  proceedWithoutCoupon: 'Proceed without Coupon',
  proceedToPayment: 'Proceed to Payment',
  mostPopular: 'MOST POPULAR',
  paid: 'Paid',
  notPaid: 'Not Paid',
  /** Card field errors, inline (the wording Stripe Elements uses). */
  cardNumberIncomplete: 'Your card number is incomplete.',
  cardNumberInvalid: 'Your card number is invalid.',
  cardExpiryIncomplete: "Your card's expiration date is incomplete.",
  cardExpiryPast: "Your card's expiration date is in the past.",
  cardCvcIncomplete: "Your card's security code is incomplete.",
  /** Not in the spec: a feature refused because the plan's limit is reached. */
  planLimitReached: (key: PlanLimitKey, limit: number) =>
    `Your plan allows ${planLimitCount(key, limit)}. Upgrade your plan or buy an add-on to add more.`,
  /** Not in the spec: an action that needs an active subscription. */
  subscriptionRequired: 'This organization has no active subscription',
} as const;

/** Names the spec gives: the seat add-on is hidden from the plan list; CHORUS is badged MOST POPULAR. */
export const billingConstants = {
  seatProductName: 'User Seat',
  mostPopularPlan: 'CHORUS',
  invoicesPageSize: 5,
  addonPurchasesPageSize: 10,
  /** Spec 1 §4: the cycle-change modal shows 'Subscription updated!' after 1.5 s. */
  cycleUpdatedDelayMs: 1500,
} as const;

/** Human names of the plan limits, for messages. */
export const planLimitNames: Record<PlanLimitKey, string> = {
  storage: 'GB of storage',
  contacts: 'contacts',
  texts: 'text messages per month',
  twilio_numbers: 'phone numbers',
  call_minutes: 'call minutes per month',
  user_seats: 'user seats',
};

/** The same names for a count of one ('1 user seat'). */
export const planLimitNamesOne: Record<PlanLimitKey, string> = {
  storage: 'GB of storage',
  contacts: 'contact',
  texts: 'text message per month',
  twilio_numbers: 'phone number',
  call_minutes: 'call minute per month',
  user_seats: 'user seat',
};

/** A count of a plan limit with its name in the right number: '1 user seat', '25,000 contacts'. */
export function planLimitCount(key: PlanLimitKey, n: number): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? planLimitNamesOne[key] : planLimitNames[key]}`;
}

/** Luhn checksum over the digits of a card number. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card as typed: number with or without spaces, expiry 'MM / YY', cvc. */
export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

/** Parses 'MM / YY', 'MM/YY' or 'MMYY'; null when incomplete or not a month. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const digits = expiry.replace(/\D/g, '');
  if (digits.length !== 4) return null;
  const month = Number(digits.slice(0, 2));
  const year = 2000 + Number(digits.slice(2));
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** The local card form's rules (the local provider checks the same on the server). `now` for tests. */
export function cardSchema(now: () => Date = () => new Date()) {
  return yup.object({
    number: yup
      .string()
      .default('')
      .test(
        'complete',
        billingMessages.cardNumberIncomplete,
        (v) => (v ?? '').replace(/\s/g, '').length >= 13,
      )
      .test('luhn', billingMessages.cardNumberInvalid, (v) => {
        const digits = (v ?? '').replace(/\s/g, '');
        return digits.length < 13 || (digits.length <= 19 && luhnValid(digits));
      }),
    expiry: yup
      .string()
      .default('')
      .test('complete', billingMessages.cardExpiryIncomplete, (v) => parseExpiry(v ?? '') !== null)
      .test('future', billingMessages.cardExpiryPast, (v) => {
        const parsed = parseExpiry(v ?? '');
        if (!parsed) return true;
        const today = now();
        return parsed.year * 12 + parsed.month >= today.getFullYear() * 12 + today.getMonth() + 1;
      }),
    cvc: yup
      .string()
      .default('')
      .test('complete', billingMessages.cardCvcIncomplete, (v) => /^\d{3,4}$/.test(v ?? '')),
  });
}

export const couponCheckSchema = yup.object({
  code: yup.string().trim().required(billingMessages.noCouponProvided),
  product: yup.string().optional(),
});

export const createSubscriptionSchema = yup.object({
  price_id: yup.string().required(),
  quantity: yup.number().integer().min(0).max(1000).required(),
  product: yup.string().optional(),
  coupon: yup.string().optional(),
});

export const switchSubscriptionSchema = yup.object({
  price_id: yup.string().required(),
  product: yup.string().required(),
  quantity: yup.number().integer().min(0).max(1000).required(),
  coupon: yup.string().optional(),
});

export const billingCycleSchema = yup.object({
  interval: yup.string().oneOf(['month', 'year']).required(),
});

export const seatsSchema = yup.object({
  quantity: yup.number().integer().min(0).max(1000).required(),
});

export const savePaymentMethodSchema = yup.object({
  organization: yup.number().integer().required(),
  stripe_payment_method_id: yup.string().required(),
});

export const buyAddonSchema = yup.object({
  product_id: yup.string().required(),
  coupon_id: yup.string().optional(),
});

/** Spec 1 §3: discounted price = price − percent_off/100 × price. */
export function discounted(amount: number, percentOff: number | null | undefined): number {
  if (!percentOff) return amount;
  return Math.round(amount - (percentOff / 100) * amount);
}

/** Spec 1 §5: the smallest extra-seat quantity that keeps every used seat: used − plan's included seats. */
export function minimumExtraSeats(usedSeats: number, includedSeats: number): number {
  return Math.max(0, usedSeats - includedSeats);
}

/** Unpaid: subscribed once (a package is recorded) but not any more; such an organization only sees Billing. */
export function isUnpaidOrganization(org: { is_subscribed: boolean; package_id: string | null }): boolean {
  return !org.is_subscribed && org.package_id !== null;
}
