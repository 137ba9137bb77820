/**
 * The billing calls (plans, subscriptions, seats, add-ons, coupons, cards, invoices, Stripe webhooks), each
 * declared once (docs/adr/0013). Paths are relative to '/api'. Spec 1 §7 gives only the invoice list's path; the
 * others are ours.
 */
import * as yup from 'yup';
import type { Paginated } from './api-types';
import {
  billingConstants,
  billingCycleSchema,
  billingMessages,
  buyAddonSchema,
  couponCheckSchema,
  createSubscriptionSchema,
  savePaymentMethodSchema,
  seatsSchema,
  switchSubscriptionSchema,
  type AddonPurchase,
  type BillingProduct,
  type Card,
  type CouponCheck,
  type Invoice,
  type InvoicePreview,
  type PaymentsConfig,
  type PlanUsage,
  type Subscription,
} from './billing-api';
import { endpoint, pathOf } from './endpoint';
import { js } from './json-schema';

/** Query strings and the local provider's card confirmation. */
export const billingQueries = {
  invoices: yup.object({ page: yup.number().integer().min(1).default(1) }),
  addonPurchases: yup.object({
    page: yup.number().integer().min(1).default(1),
    per_page: yup.number().integer().min(1).max(100).default(billingConstants.addonPurchasesPageSize),
  }),
};

/** Local payments provider only (stands in for Stripe.js): the card confirming a setup intent. */
export const localCardConfirmSchema = yup.object({
  client_secret: yup.string().required(),
  card: yup
    .object({
      number: yup.string().default(''),
      exp_month: yup.number().integer().default(0),
      exp_year: yup.number().integer().default(0),
      cvc: yup.string().default(''),
    })
    .required(),
});

const interval = js.oneOf('month', 'year');
const limits = {
  storage: js.num,
  contacts: js.int,
  texts: js.int,
  twilio_numbers: js.int,
  call_minutes: js.int,
  user_seats: js.int,
};
const planMetadata = js.obj(limits);
const product = js.obj({
  id: js.str,
  name: js.str,
  description: js.strNull,
  kind: js.oneOf('plan', 'seat', 'addon'),
  prices: js.arr(
    js.obj({
      id: js.str,
      unit_amount: js.int,
      unit_amount_decimal: js.str,
      currency: js.str,
      interval: js.nullable(interval),
    }),
  ),
  metadata: js.obj(limits, { optional: Object.keys(limits) }),
});
const subscription = js.obj({
  id: js.str,
  status: js.str,
  current_period_end: js.dateTime,
  plan: js.obj({ id: js.str, interval, product: js.str, name: js.str, unit_amount: js.int }),
  quantity: js.int,
  percent_off: js.numNull,
});
const card = js.obj({ brand: js.str, last4: js.str, exp_month: js.int, exp_year: js.int });
const invoice = js.obj({
  id: js.str,
  number: js.strNull,
  created: js.dateTime,
  status: js.oneOf('open', 'draft', 'uncollectible', 'void', 'paid'),
  amount_due: js.int,
  currency: js.str,
  description: js.strNull,
  invoice_pdf: js.strNull,
  invoice: js.obj({ hosted_invoice_url: js.strNull, invoice_pdf: js.strNull }),
});
const addonPurchase = js.obj({
  id: js.int,
  product: js.obj({ id: js.str, name: js.str }),
  amount: js.int,
  time: js.dateTime,
  invoice_id: js.strNull,
});
const products = js.obj({ results: js.arr(product) });

/** Response bodies of the billing calls. */
export const billingResponses = {
  product,
  subscription,
  card,
  invoice,
  addonPurchase,
  planUsage: js.obj({ limits: planMetadata, used: planMetadata }),
};

const member = { access: 'member', tag: 'billing' } as const;
const owner = { access: 'owner', tag: 'billing' } as const;
const signedIn = { access: 'authenticated', tag: 'billing' } as const;
const SUB = '/subscription/:orgId';
const CARD = '/payment-method/:orgId';
const ADDONS = '/addons/:orgId';

export const billingEndpoints = {
  config: endpoint<PaymentsConfig>()({
    ...signedIn,
    method: 'GET',
    path: '/payments/config/',
    summary: 'Which payments provider takes cards, and Stripe’s publishable key',
    response: js.obj({ provider: js.oneOf('local', 'stripe'), publishable_key: js.strNull }),
  }),
  localConfirmSetup: endpoint<{ payment_method: string }>()({
    ...signedIn,
    method: 'POST',
    path: '/payments/local/setup-intents/confirm/',
    status: 200,
    summary: 'Local provider only (stands in for Stripe.js): confirm a setup intent with a card',
    description: `404 with another provider; 400 card field errors; 402 '${billingMessages.cardDeclined}'`,
    body: localCardConfirmSchema,
    response: js.obj({ payment_method: js.str }),
  }),
  plans: endpoint<{ results: BillingProduct[] }>()({
    ...signedIn,
    method: 'GET',
    path: '/subscription/plans/',
    summary: "Plans and the 'User Seat' product",
    response: products,
  }),
  subscription: endpoint<Subscription | null>()({
    ...member,
    method: 'GET',
    path: `${SUB}/`,
    summary: 'The current subscription; 204 when the organization never subscribed',
    response: subscription,
  }),
  subscribe: endpoint<Subscription>()({
    ...owner,
    method: 'POST',
    path: `${SUB}/`,
    summary: 'Subscribe (charges the saved card at once; declined = status incomplete)',
    body: createSubscriptionSchema,
    response: subscription,
  }),
  setupIntent: endpoint<{ results: { client_secret: string } }>()({
    ...owner,
    method: 'POST',
    path: `${SUB}/setup-intent/`,
    status: 200,
    summary: 'A setup intent for the card form: { results: { client_secret } }',
    response: js.obj({ results: js.obj({ client_secret: js.str }) }),
  }),
  switchPlan: endpoint<Subscription>()({
    ...owner,
    method: 'PUT',
    path: `${SUB}/switch/`,
    summary: 'Switch plan (prorated, charged now)',
    body: switchSubscriptionSchema,
    response: subscription,
  }),
  previewCycle: endpoint<InvoicePreview>()({
    ...owner,
    method: 'POST',
    path: `${SUB}/billing-cycle/preview/`,
    status: 200,
    summary: 'What changing the billing cycle would charge now',
    body: billingCycleSchema,
    response: js.obj({
      amount_due: js.int,
      subtotal: js.int,
      total: js.int,
      currency: js.str,
      next_payment_attempt: js.dateTimeNull,
      lines: js.arr(js.obj({ description: js.str, amount: js.int })),
    }),
  }),
  changeCycle: endpoint<Subscription>()({
    ...owner,
    method: 'POST',
    path: `${SUB}/billing-cycle/`,
    status: 200,
    summary: 'Change the billing cycle (a new period starts now)',
    body: billingCycleSchema,
    response: subscription,
  }),
  seats: endpoint<Subscription>()({
    ...owner,
    method: 'PUT',
    path: `${SUB}/seats/`,
    summary: `Extra seats; 400 '${billingMessages.removeUsersFirst}' below the used seats`,
    body: seatsSchema,
    response: subscription,
  }),
  usage: endpoint<PlanUsage>()({
    ...member,
    method: 'GET',
    path: `${SUB}/usage/`,
    summary: 'Limits (plan + seats + add-ons) and what is used',
    response: billingResponses.planUsage,
  }),
  paymentMethod: endpoint<Card>()({
    ...member,
    method: 'GET',
    path: `${CARD}/`,
    summary: `The saved card; 404 '${billingMessages.unableToGetPaymentMethod}'`,
    response: card,
  }),
  savePaymentMethod: endpoint<Card>()({
    ...owner,
    method: 'POST',
    path: `${CARD}/`,
    status: 200,
    summary: 'Save a confirmed payment method as the default card',
    body: savePaymentMethodSchema,
    response: card,
  }),
  invoices: endpoint<Paginated<Invoice>>()({
    ...member,
    method: 'GET',
    path: `${CARD}/invoices/`,
    summary: 'Invoices, newest first, 5 per page',
    query: billingQueries.invoices,
    response: js.page(invoice),
  }),
  invoiceRetry: endpoint<Invoice>()({
    ...owner,
    method: 'POST',
    path: `${CARD}/invoices/:invoiceId/retry/`,
    status: 200,
    stringParams: ['invoiceId'],
    summary: `Pay an open invoice again; 402 '${billingMessages.cardDeclined}'`,
    response: invoice,
  }),
  invoicePdf: endpoint<unknown>()({
    ...member,
    method: 'GET',
    path: `${CARD}/invoices/:invoiceId/pdf/`,
    stringParams: ['invoiceId'],
    summary: 'The invoice PDF (local: application/pdf; Stripe: a redirect)',
    description:
      "The local provider answers the PDF itself; with Stripe, 302 to the invoice's invoice_pdf URL.",
    response: js.binary('application/pdf'),
  }),
  couponCheck: endpoint<CouponCheck>()({
    ...signedIn,
    method: 'POST',
    path: '/coupon/check/',
    status: 200,
    summary: "A promotion code's coupon; data.data is empty when unknown, invalid or not for the product",
    body: couponCheckSchema,
    response: js.obj({
      data: js.obj({
        data: js.arr(
          js.obj({
            id: js.str,
            code: js.str,
            coupon: js.obj({
              id: js.str,
              valid: js.bool,
              percent_off: js.num,
              applies_to: js.obj({ products: js.arr(js.str) }),
            }),
          }),
        ),
      }),
    }),
  }),
  addonProducts: endpoint<{ results: BillingProduct[] }>()({
    ...member,
    method: 'GET',
    path: `${ADDONS}/products/`,
    summary: 'Add-on products',
    response: products,
  }),
  addonPurchases: endpoint<Paginated<AddonPurchase>>()({
    ...member,
    method: 'GET',
    path: `${ADDONS}/purchases/`,
    summary: 'Add-ons bought, newest first',
    query: billingQueries.addonPurchases,
    response: js.page(addonPurchase),
  }),
  addonBuy: endpoint<AddonPurchase>()({
    ...owner,
    method: 'POST',
    path: `${ADDONS}/buy/`,
    summary: `Buy an add-on (charged at once); 402 '${billingMessages.unableToBuyAddon}'`,
    response: addonPurchase,
    body: buyAddonSchema,
  }),
  /** The raw body is verified against the Stripe-Signature header, so no body schema (nothing may parse it). */
  stripeWebhook: endpoint<{ received: true; applied: boolean }>()({
    access: 'public',
    tag: 'billing',
    method: 'POST',
    path: '/stripe/webhook/',
    status: 200,
    summary: 'Stripe webhooks (verified by Stripe-Signature); replays change nothing',
    description: 'The body is the Stripe event as sent (raw JSON); the Stripe-Signature header signs it.',
    response: js.obj({ received: { type: 'boolean', enum: [true] }, applied: js.bool }),
  }),
};

const B = billingEndpoints;
/** Positional path helpers (tests, links); the paths themselves are the endpoints'. */
export const billingPaths = {
  config: B.config.path,
  plans: B.plans.path,
  subscription: pathOf(B.subscription),
  setupIntent: pathOf(B.setupIntent),
  switchPlan: pathOf(B.switchPlan),
  previewCycle: pathOf(B.previewCycle),
  changeCycle: pathOf(B.changeCycle),
  seats: pathOf(B.seats),
  paymentMethod: pathOf(B.paymentMethod),
  invoices: pathOf(B.invoices),
  invoiceRetry: pathOf(B.invoiceRetry),
  invoicePdf: pathOf(B.invoicePdf),
  couponCheck: B.couponCheck.path,
  addonProducts: pathOf(B.addonProducts),
  addonPurchases: pathOf(B.addonPurchases),
  addonBuy: pathOf(B.addonBuy),
  usage: pathOf(B.usage),
  localConfirmSetup: B.localConfirmSetup.path,
  stripeWebhook: B.stripeWebhook.path,
} as const;
