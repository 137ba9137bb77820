import type {
  BillingProduct,
  Card,
  CouponCheck,
  Invoice,
  PaymentsConfig,
  Subscription,
} from '@ensemble/contracts';

/** Test data for the billing screens (plans as the API lists them, with the seat product among them). */
export function aPlan(
  name: string,
  monthCents: number,
  yearCents: number,
  overrides: Partial<BillingProduct> = {},
): BillingProduct {
  const id = `prod_${name.toLowerCase()}`;
  return {
    id,
    name,
    description: null,
    kind: 'plan',
    prices: [
      {
        id: `${id}_month`,
        unit_amount: monthCents,
        unit_amount_decimal: String(monthCents),
        currency: 'usd',
        interval: 'month',
      },
      {
        id: `${id}_year`,
        unit_amount: yearCents,
        unit_amount_decimal: String(yearCents),
        currency: 'usd',
        interval: 'year',
      },
    ],
    metadata: {
      contacts: 5000,
      texts: 2000,
      storage: 10,
      user_seats: 3,
      twilio_numbers: 2,
      call_minutes: 500,
    },
    ...overrides,
  };
}

export const solo = aPlan('SOLO', 10000, 96000, {
  metadata: { contacts: 1000, texts: 500, storage: 5, user_seats: 1, twilio_numbers: 1, call_minutes: 100 },
});
export const chorus = aPlan('CHORUS', 25000, 240000);
export const seatProduct: BillingProduct = {
  id: 'prod_seat',
  name: 'User Seat',
  description: null,
  kind: 'seat',
  prices: [
    { id: 'price_seat', unit_amount: 1500, unit_amount_decimal: '1500', currency: 'usd', interval: 'month' },
  ],
  metadata: {},
};
export const plansBody = { results: [solo, chorus, seatProduct] };

export const localConfig: PaymentsConfig = { provider: 'local', publishable_key: null };

export function aSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 'sub_1',
    status: 'active',
    current_period_end: '2026-12-15T12:00:00.000Z',
    plan: {
      id: chorus.prices[0]!.id,
      interval: 'month',
      product: chorus.id,
      name: 'CHORUS',
      unit_amount: 25000,
    },
    quantity: 0,
    percent_off: null,
    ...overrides,
  };
}

export function couponAnswer(percentOff: number, products: string[] = [], valid = true): CouponCheck {
  return {
    data: {
      data: [
        {
          id: 'promo_1',
          code: 'SAVE',
          coupon: { id: 'coupon_1', valid, percent_off: percentOff, applies_to: { products } },
        },
      ],
    },
  };
}

export const noCoupon: CouponCheck = { data: { data: [] } };

export const visa: Card = { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031 };

export function anInvoice(id: string, overrides: Partial<Invoice> = {}): Invoice {
  return {
    id,
    number: `INV-${id}`,
    created: '2026-10-01T12:00:00.000Z',
    status: 'paid',
    amount_due: 25000,
    currency: 'usd',
    description: null,
    invoice_pdf: null,
    invoice: { hosted_invoice_url: null, invoice_pdf: null },
    ...overrides,
  };
}
