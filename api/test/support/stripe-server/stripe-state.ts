/**
 * The fake Stripe's memory: objects in the shapes Stripe's API documents (API version 2025+, the one the
 * installed SDK speaks: subscription periods on items, invoice.parent.subscription_details,
 * promotion_code.promotion.coupon). Tests seed the catalogue and coupons here and read the results back.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface StripeProduct extends JsonObject {
  id: string;
  object: 'product';
  active: boolean;
  name: string;
  description: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: boolean;
  /** Issue 5 service products: the current price, descriptor and unit label. */
  default_price: string | null;
  statement_descriptor: string | null;
  unit_label: string | null;
}

export interface StripePrice extends JsonObject {
  id: string;
  object: 'price';
  active: boolean;
  product: string;
  currency: string;
  unit_amount: number;
  unit_amount_decimal: string;
  type: 'one_time' | 'recurring';
  recurring: { interval: 'month' | 'year'; interval_count: number } | null;
  metadata: Record<string, string>;
  created: number;
  livemode: boolean;
}

export interface StripeCoupon extends JsonObject {
  id: string;
  object: 'coupon';
  name: string | null;
  percent_off: number | null;
  amount_off: number | null;
  currency: string | null;
  duration: 'once' | 'repeating' | 'forever';
  valid: boolean;
  applies_to: { products: string[] } | null;
  metadata: Record<string, string>;
  created: number;
  livemode: boolean;
}

export interface StripePromotionCode extends JsonObject {
  id: string;
  object: 'promotion_code';
  code: string;
  active: boolean;
  promotion: { type: 'coupon'; coupon: string };
  customer: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: boolean;
}

export interface StripeCustomer extends JsonObject {
  id: string;
  object: 'customer';
  name: string | null;
  email: string | null;
  metadata: Record<string, string>;
  invoice_settings: { default_payment_method: string | null };
  created: number;
  livemode: boolean;
}

export interface StripePaymentMethod extends JsonObject {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  card: {
    brand: string;
    last4: string;
    exp_month: number;
    exp_year: number;
    funding: string;
    country: string;
  };
  metadata: Record<string, string>;
  created: number;
  livemode: boolean;
}

export interface StripeSetupIntent extends JsonObject {
  id: string;
  object: 'setup_intent';
  client_secret: string;
  customer: string | null;
  status: string;
  usage: string;
  payment_method: string | null;
  payment_method_types: string[];
  metadata: Record<string, string>;
  created: number;
  livemode: boolean;
}

export interface StripeSubscriptionItem extends JsonObject {
  id: string;
  object: 'subscription_item';
  subscription: string;
  price: StripePrice;
  quantity: number;
  metadata: Record<string, string>;
  current_period_start: number;
  current_period_end: number;
  created: number;
}

export interface StripeSubscription extends JsonObject {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  currency: string;
  items: { object: 'list'; data: StripeSubscriptionItem[]; has_more: boolean; url: string };
  discounts: string[];
  latest_invoice: string | null;
  metadata: Record<string, string>;
  billing_cycle_anchor: number;
  start_date: number;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  cancellation_details: { comment: string | null; feedback: string | null; reason: string | null };
  collection_method: 'charge_automatically';
  default_payment_method: string | null;
  created: number;
  livemode: boolean;
}

export interface StripeDiscount extends JsonObject {
  id: string;
  object: 'discount';
  customer: string | null;
  subscription: string | null;
  invoice: string | null;
  invoice_item: string | null;
  promotion_code: string | null;
  source: { type: 'coupon'; coupon: StripeCoupon };
  start: number;
  end: number | null;
}

export interface StripeInvoiceLine extends JsonObject {
  id: string;
  object: 'line_item';
  amount: number;
  currency: string;
  description: string | null;
  quantity: number;
  pricing: { type: 'price_details'; price_details: { price: string | null; product: string | null } } | null;
}

export interface StripeInvoiceItem extends JsonObject {
  id: string;
  object: 'invoiceitem';
  customer: string;
  amount: number;
  currency: string;
  description: string | null;
  invoice: string | null;
  metadata: Record<string, string>;
  quantity: number;
  pricing: { type: 'price_details'; price_details: { price: string | null; product: string | null } } | null;
  discounts: string[];
  date: number;
  livemode: boolean;
}

export interface StripeInvoice extends JsonObject {
  id: string;
  object: 'invoice';
  customer: string;
  number: string | null;
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  subtotal: number;
  total: number;
  currency: string;
  description: string | null;
  hosted_invoice_url: string | null;
  invoice_pdf: string | null;
  auto_advance: boolean;
  attempt_count: number;
  attempted: boolean;
  billing_reason: string | null;
  collection_method: 'charge_automatically' | 'send_invoice';
  /** send_invoice only: days from finalization to due_date. */
  days_until_due: number | null;
  due_date: number | null;
  next_payment_attempt: number | null;
  discounts: string[];
  total_discount_amounts: { amount: number; discount: string }[];
  lines: { object: 'list'; data: StripeInvoiceLine[]; has_more: boolean; url: string };
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { subscription: string; metadata: Record<string, string> };
  } | null;
  metadata: Record<string, string>;
  period_start: number;
  period_end: number;
  status_transitions: { finalized_at: number | null; paid_at: number | null; voided_at: number | null };
  created: number;
  livemode: boolean;
}

/** Stripe's test payment methods this fake knows: attach turns them into a customer's card. */
export const testCards: Record<string, { brand: string; last4: string; declines: boolean }> = {
  pm_card_visa: { brand: 'visa', last4: '4242', declines: false },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', declines: false },
  pm_card_amex: { brand: 'amex', last4: '8431', declines: false },
  // Both attach fine and decline every charge (card_declined / generic_decline).
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', declines: true },
  pm_card_chargeCustomerFail: { brand: 'visa', last4: '0341', declines: true },
};

export class StripeState {
  private counter = 0;
  readonly products = new Map<string, StripeProduct>();
  readonly prices = new Map<string, StripePrice>();
  readonly coupons = new Map<string, StripeCoupon>();
  readonly promotionCodes = new Map<string, StripePromotionCode>();
  readonly customers = new Map<string, StripeCustomer>();
  readonly paymentMethods = new Map<string, StripePaymentMethod>();
  /** Payment method id → whether charges on it decline. */
  readonly declining = new Set<string>();
  readonly setupIntents = new Map<string, StripeSetupIntent>();
  readonly subscriptions = new Map<string, StripeSubscription>();
  readonly invoices = new Map<string, StripeInvoice>();
  readonly invoiceItems = new Map<string, StripeInvoiceItem>();
  readonly discounts = new Map<string, StripeDiscount>();
  /** Overridable clock (seconds) so period and proration maths are predictable. */
  now: () => number = () => Math.floor(Date.now() / 1000);

  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}_${String(this.counter).padStart(6, '0')}${Math.random().toString(36).slice(2, 8)}`;
  }

  addProduct(input: {
    id?: string;
    name: string;
    description?: string | null;
    metadata?: Record<string, string>;
  }) {
    const product: StripeProduct = {
      id: input.id ?? this.id('prod'),
      object: 'product',
      active: true,
      name: input.name,
      description: input.description ?? null,
      metadata: input.metadata ?? {},
      created: this.now(),
      livemode: false,
      default_price: null,
      statement_descriptor: null,
      unit_label: null,
    };
    this.products.set(product.id, product);
    return product;
  }

  addPrice(input: {
    id?: string;
    product: string;
    unit_amount: number;
    currency?: string;
    interval?: 'month' | 'year' | null;
    active?: boolean;
  }) {
    const price: StripePrice = {
      id: input.id ?? this.id('price'),
      object: 'price',
      active: input.active ?? true,
      product: input.product,
      currency: input.currency ?? 'usd',
      unit_amount: input.unit_amount,
      unit_amount_decimal: String(input.unit_amount),
      type: input.interval ? 'recurring' : 'one_time',
      recurring: input.interval ? { interval: input.interval, interval_count: 1 } : null,
      metadata: {},
      created: this.now(),
      livemode: false,
    };
    this.prices.set(price.id, price);
    return price;
  }

  addCoupon(input: {
    id?: string;
    percent_off: number;
    products?: string[];
    valid?: boolean;
    name?: string;
  }) {
    const coupon: StripeCoupon = {
      id: input.id ?? this.id('coupon'),
      object: 'coupon',
      name: input.name ?? null,
      percent_off: input.percent_off,
      amount_off: null,
      currency: null,
      duration: 'forever',
      valid: input.valid ?? true,
      applies_to: input.products ? { products: input.products } : null,
      metadata: {},
      created: this.now(),
      livemode: false,
    };
    this.coupons.set(coupon.id, coupon);
    return coupon;
  }

  addPromotionCode(input: { id?: string; code: string; coupon: string; active?: boolean }) {
    const promo: StripePromotionCode = {
      id: input.id ?? this.id('promo'),
      object: 'promotion_code',
      code: input.code,
      active: input.active ?? true,
      promotion: { type: 'coupon', coupon: input.coupon },
      customer: null,
      metadata: {},
      created: this.now(),
      livemode: false,
    };
    this.promotionCodes.set(promo.id, promo);
    return promo;
  }
}

/**
 * A catalogue like the spec's (spec 1 §3): two plans priced monthly and yearly, the 'User Seat' product
 * and one add-on. Returns the ids tests need.
 */
export function seedCatalogue(state: StripeState) {
  const planMeta = (users: number, contacts: number) => ({
    kind: 'plan',
    storage: '10',
    contacts: String(contacts),
    texts: '1000',
    twilio_numbers: '1',
    call_minutes: '500',
    user_seats: String(users),
  });
  const solo = state.addProduct({ id: 'prod_SOLO', name: 'SOLO', metadata: planMeta(1, 1000) });
  const chorus = state.addProduct({ id: 'prod_CHORUS', name: 'CHORUS', metadata: planMeta(5, 5000) });
  const seat = state.addProduct({ id: 'prod_SEAT', name: 'User Seat' });
  const addon = state.addProduct({
    id: 'prod_TEXTS',
    name: '1000 texts',
    metadata: { kind: 'addon', texts: '1000' },
  });
  return {
    solo,
    chorus,
    seat,
    addon,
    soloMonth: state.addPrice({ id: 'price_SOLO_M', product: solo.id, unit_amount: 1000, interval: 'month' }),
    soloYear: state.addPrice({ id: 'price_SOLO_Y', product: solo.id, unit_amount: 10000, interval: 'year' }),
    chorusMonth: state.addPrice({
      id: 'price_CHORUS_M',
      product: chorus.id,
      unit_amount: 3000,
      interval: 'month',
    }),
    chorusYear: state.addPrice({
      id: 'price_CHORUS_Y',
      product: chorus.id,
      unit_amount: 30000,
      interval: 'year',
    }),
    seatMonth: state.addPrice({ id: 'price_SEAT_M', product: seat.id, unit_amount: 500, interval: 'month' }),
    seatYear: state.addPrice({ id: 'price_SEAT_Y', product: seat.id, unit_amount: 5000, interval: 'year' }),
    addonOnce: state.addPrice({ id: 'price_TEXTS', product: addon.id, unit_amount: 2000, interval: null }),
  };
}
