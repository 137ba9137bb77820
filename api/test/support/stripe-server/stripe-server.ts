import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { type FormParams, type FormValue, parseForm } from './form';
import {
  type Json,
  type StripeDiscount,
  type StripeInvoice,
  type StripeInvoiceLine,
  type StripePrice,
  type StripeProduct,
  type StripeSubscription,
  type StripeSubscriptionItem,
  StripeState,
  testCards,
} from './stripe-state';

/**
 * A local stand-in for api.stripe.com covering exactly the endpoints StripePaymentsProvider calls, answering
 * with the documented object shapes and error bodies. Point the SDK at it with host/port/protocol
 * (STRIPE_API_URL=http://127.0.0.1:PORT). Every request is recorded for assertions; a repeated
 * Idempotency-Key replays the first response as Stripe does.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  params: FormParams;
  idempotencyKey: string | null;
  authorization: string | null;
}

export interface StripeServer {
  url: string;
  port: number;
  requests: RecordedRequest[];
  state: StripeState;
  close(): Promise<void>;
}

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, Json>,
  ) {
    super(String(body.message));
  }
}

const notFound = (kind: string, id: string, param = 'id') =>
  new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${kind}: '${id}'`,
  });
const invalid = (message: string, param?: string) =>
  new StripeApiError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });
const declined = (chargeId: string, paymentIntent: string | null) =>
  new StripeApiError(402, {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
    charge: chargeId,
    ...(paymentIntent ? { payment_intent: { id: paymentIntent, object: 'payment_intent' } } : {}),
  });

function str(v: FormValue | undefined): string | undefined {
  return typeof v === 'string' ? v : undefined;
}
function num(v: FormValue | undefined): number | undefined {
  return typeof v === 'string' && v !== '' ? Number(v) : undefined;
}
function bool(v: FormValue | undefined): boolean | undefined {
  return v === 'true' ? true : v === 'false' ? false : undefined;
}
function arr(v: FormValue | undefined): FormValue[] {
  return Array.isArray(v) ? v : [];
}
function obj(v: FormValue | undefined): Record<string, FormValue> {
  return v && typeof v === 'object' && !Array.isArray(v) ? v : {};
}
function meta(v: FormValue | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(obj(v)).map(([k, x]) => [k, String(x)]));
}
/** Whether a list call's `active` filter keeps `x` (no filter keeps every object). */
function activeAsked(params: FormParams, x: { active: boolean }): boolean {
  const active = bool(params.active);
  return active === undefined || x.active === active;
}

function expands(params: FormParams): string[] {
  return arr(params.expand).map(String);
}

export async function startStripeServer(opts: { port?: number } = {}): Promise<StripeServer> {
  const state = new StripeState();
  const requests: RecordedRequest[] = [];
  const replays = new Map<string, { status: number; body: string }>();
  let baseUrl = '';

  const list = <T extends { id: string }>(items: T[], params: FormParams, url: string) => {
    // Stripe lists newest first.
    const all = [...items].reverse();
    const limit = Math.min(num(params.limit) ?? 10, 100);
    let start = 0;
    const after = str(params.starting_after);
    if (after) start = all.findIndex((x) => x.id === after) + 1;
    const data = all.slice(start, start + limit);
    return { object: 'list', url, has_more: start + limit < all.length, data };
  };

  const coupon = (id: string) => {
    const c = state.coupons.get(id);
    if (!c) throw notFound('coupon', id, 'coupon');
    return c;
  };
  const customer = (id: string | undefined) => {
    const c = id ? state.customers.get(id) : undefined;
    if (!c) throw notFound('customer', id ?? '', 'customer');
    return c;
  };
  const product = (id: string) => {
    const p = state.products.get(id);
    if (!p) throw notFound('product', id, 'product');
    return p;
  };
  const withDefaultPrice = (p: StripeProduct) => ({
    ...p,
    default_price: p.default_price ? (state.prices.get(p.default_price) ?? null) : null,
  });
  const price = (id: string | undefined) => {
    const p = id ? state.prices.get(id) : undefined;
    if (!p) throw notFound('price', id ?? '', 'price');
    return p;
  };

  const newDiscount = (couponId: string, refs: Partial<StripeDiscount>): StripeDiscount => {
    const d: StripeDiscount = {
      id: state.id('di'),
      object: 'discount',
      customer: null,
      subscription: null,
      invoice: null,
      invoice_item: null,
      promotion_code: null,
      source: { type: 'coupon', coupon: coupon(couponId) },
      start: state.now(),
      end: null,
      ...refs,
    };
    state.discounts.set(d.id, d);
    return d;
  };
  const discountCoupons = (params: FormValue | undefined) =>
    arr(params)
      .map((d) => str(obj(d).coupon))
      .filter((c): c is string => !!c);

  /** Totals an invoice: each coupon takes its percent off the lines whose product it applies to. */
  const total = (inv: StripeInvoice) => {
    inv.subtotal = inv.lines.data.reduce((s, l) => s + l.amount, 0);
    inv.total_discount_amounts = inv.discounts.map((id) => {
      const c = state.discounts.get(id)!.source.coupon;
      const eligible = inv.lines.data
        .filter(
          (l) =>
            l.amount > 0 &&
            (!c.applies_to || c.applies_to.products.includes(l.pricing?.price_details.product ?? '')),
        )
        .reduce((s, l) => s + l.amount, 0);
      return { amount: Math.round((eligible * (c.percent_off ?? 0)) / 100), discount: id };
    });
    inv.total = inv.subtotal - inv.total_discount_amounts.reduce((s, d) => s + d.amount, 0);
    inv.amount_due = Math.max(0, inv.total);
    inv.amount_remaining = inv.amount_due - inv.amount_paid;
  };

  const newInvoice = (cus: string, fields: Partial<StripeInvoice>): StripeInvoice => {
    const id = state.id('in');
    const now = state.now();
    return {
      id,
      object: 'invoice',
      customer: cus,
      number: null,
      status: 'draft',
      amount_due: 0,
      amount_paid: 0,
      amount_remaining: 0,
      subtotal: 0,
      total: 0,
      currency: 'usd',
      description: null,
      hosted_invoice_url: null,
      invoice_pdf: null,
      auto_advance: false,
      attempt_count: 0,
      attempted: false,
      billing_reason: 'manual',
      collection_method: 'charge_automatically',
      days_until_due: null,
      due_date: null,
      next_payment_attempt: null,
      discounts: [],
      total_discount_amounts: [],
      lines: { object: 'list', data: [], has_more: false, url: `/v1/invoices/${id}/lines` },
      parent: null,
      metadata: {},
      period_start: now,
      period_end: now,
      status_transitions: { finalized_at: null, paid_at: null, voided_at: null },
      created: now,
      livemode: false,
      ...fields,
    };
  };
  const line = (
    amount: number,
    description: string,
    p: StripePrice | null,
    quantity = 1,
  ): StripeInvoiceLine => ({
    id: state.id('il'),
    object: 'line_item',
    amount,
    currency: p?.currency ?? 'usd',
    description,
    quantity,
    pricing: p ? { type: 'price_details', price_details: { price: p.id, product: p.product } } : null,
  });

  const finalize = (inv: StripeInvoice) => {
    if (inv.status !== 'draft') throw invalid(`Invoice ${inv.id} is already finalized.`);
    total(inv);
    inv.status = inv.amount_due === 0 ? 'paid' : 'open';
    inv.number = `${inv.customer.slice(-6).toUpperCase()}-${String(state.invoices.size).padStart(4, '0')}`;
    inv.status_transitions.finalized_at = state.now();
    if (inv.collection_method === 'send_invoice' && inv.days_until_due !== null)
      inv.due_date = state.now() + inv.days_until_due * 86_400;
    if (inv.status === 'paid') inv.status_transitions.paid_at = state.now();
    inv.hosted_invoice_url = `${baseUrl}/hosted/${inv.id}`;
    inv.invoice_pdf = `${baseUrl}/pdf/${inv.id}`;
  };

  /** Charges the customer's default card for an open invoice; throws the 402 card error on a decline. */
  const pay = (inv: StripeInvoice, paymentMethod?: string) => {
    if (inv.status === 'paid') throw invalid('Invoice is already paid');
    if (inv.status !== 'open')
      throw invalid(`You can only pay open invoices. This invoice is ${inv.status}.`);
    const pm = paymentMethod ?? customer(inv.customer).invoice_settings.default_payment_method;
    if (!pm) {
      throw invalid('This customer has no attached payment source or default payment method.');
    }
    inv.attempt_count += 1;
    inv.attempted = true;
    if (state.declining.has(pm)) {
      inv.next_payment_attempt = null;
      throw declined(state.id('ch'), state.id('pi'));
    }
    inv.amount_paid = inv.amount_due;
    inv.amount_remaining = 0;
    inv.status = 'paid';
    inv.status_transitions.paid_at = state.now();
  };

  const addMonths = (t: number, interval: 'month' | 'year') => {
    const d = new Date(t * 1000);
    if (interval === 'year') d.setUTCFullYear(d.getUTCFullYear() + 1);
    else d.setUTCMonth(d.getUTCMonth() + 1);
    return Math.floor(d.getTime() / 1000);
  };

  const renderSubscription = (sub: StripeSubscription, params: FormParams) => {
    const out: Record<string, unknown> = { ...sub };
    const ex = expands(params);
    if (ex.includes('latest_invoice') && sub.latest_invoice)
      out.latest_invoice = state.invoices.get(sub.latest_invoice);
    if (ex.includes('discounts')) out.discounts = sub.discounts.map((d) => state.discounts.get(d));
    return out;
  };

  /** What a subscription change invoices now (Stripe's 'always_invoice' proration, simplified to whole seconds). */
  const changeLines = (sub: StripeSubscription, newItems: StripeSubscriptionItem[]) => {
    const now = state.now();
    const oldItems = sub.items.data;
    const start = oldItems[0].current_period_start;
    const end = oldItems[0].current_period_end;
    const oldInterval = oldItems[0].price.recurring!.interval;
    const newInterval = newItems[0]?.price.recurring!.interval ?? oldInterval;
    const cycleChanges = oldInterval !== newInterval;
    const fraction = Math.max(0, Math.min(1, (end - now) / Math.max(1, end - start)));
    const lines: StripeInvoiceLine[] = [];
    const same = (a: StripeSubscriptionItem, b: StripeSubscriptionItem | undefined) =>
      !!b && a.price.id === b.price.id && a.quantity === b.quantity;
    // Only items that changed are prorated (all of them when the cycle changes, which restarts the period).
    for (const i of oldItems) {
      if (
        !cycleChanges &&
        same(
          i,
          newItems.find((n) => n.id === i.id),
        )
      )
        continue;
      const amount = -Math.round(i.price.unit_amount * i.quantity * fraction);
      if (amount !== 0)
        lines.push(line(amount, `Unused time on ${i.quantity} × ${i.price.id}`, i.price, i.quantity));
    }
    for (const i of newItems) {
      if (
        !cycleChanges &&
        same(
          i,
          oldItems.find((o) => o.id === i.id),
        )
      )
        continue;
      const full = i.price.unit_amount * i.quantity;
      const amount = cycleChanges ? full : Math.round(full * fraction);
      if (amount !== 0)
        lines.push(line(amount, `Remaining time on ${i.quantity} × ${i.price.id}`, i.price, i.quantity));
    }
    return { lines, cycleChanges };
  };

  const applyItems = (sub: StripeSubscription, params: FormValue | undefined): StripeSubscriptionItem[] => {
    const items = sub.items.data.map((i) => ({ ...i }));
    for (const raw of arr(params)) {
      const p = obj(raw);
      const id = str(p.id);
      const existing = id ? items.find((i) => i.id === id) : undefined;
      if (id && !existing) throw notFound('subscription_item', id, 'items');
      if (existing) {
        if (bool(p.deleted)) {
          items.splice(items.indexOf(existing), 1);
          continue;
        }
        if (str(p.price)) existing.price = price(str(p.price));
        if (num(p.quantity) !== undefined) existing.quantity = num(p.quantity)!;
        if (p.metadata !== undefined) existing.metadata = meta(p.metadata);
      } else {
        const pr = price(str(p.price));
        items.push({
          id: state.id('si'),
          object: 'subscription_item',
          subscription: sub.id,
          price: pr,
          quantity: num(p.quantity) ?? 1,
          metadata: meta(p.metadata),
          current_period_start: sub.items.data[0]?.current_period_start ?? state.now(),
          current_period_end: sub.items.data[0]?.current_period_end ?? state.now(),
          created: state.now(),
        });
      }
    }
    return items;
  };

  const routes: [string, RegExp, (m: string[], p: FormParams, key: string | null) => unknown][] = [
    [
      'GET',
      /^\/v1\/products$/,
      (_m, p) => {
        const l = list(
          [...state.products.values()].filter((x) => activeAsked(p, x)),
          p,
          '/v1/products',
        );
        return expands(p).includes('data.default_price') ? { ...l, data: l.data.map(withDefaultPrice) } : l;
      },
    ],
    [
      'GET',
      /^\/v1\/products\/([^/]+)$/,
      ([id], p) => (expands(p).includes('default_price') ? withDefaultPrice(product(id)) : product(id)),
    ],
    [
      'POST',
      /^\/v1\/products$/,
      (_m, p) => {
        const name = str(p.name);
        if (!name) throw invalid('Missing required param: name.', 'name');
        const created = state.addProduct({
          name,
          description: str(p.description) ?? null,
          metadata: meta(p.metadata),
        });
        created.statement_descriptor = str(p.statement_descriptor) ?? null;
        created.unit_label = str(p.unit_label) ?? null;
        return created;
      },
    ],
    [
      'POST',
      /^\/v1\/products\/([^/]+)$/,
      ([id], p) => {
        const found = product(id);
        if (str(p.name) !== undefined) found.name = str(p.name)!;
        // An empty string unsets a field (and a metadata key), as Stripe documents.
        for (const key of ['description', 'statement_descriptor', 'unit_label'] as const) {
          const v = str(p[key]);
          if (v !== undefined) found[key] = v === '' ? null : v;
        }
        for (const [k, v] of Object.entries(meta(p.metadata))) {
          if (v === '') delete found.metadata[k];
          else found.metadata[k] = v;
        }
        if (bool(p.active) !== undefined) found.active = bool(p.active)!;
        const defaultPrice = str(p.default_price);
        if (defaultPrice !== undefined) {
          if (price(defaultPrice).product !== found.id)
            throw invalid('Price is not of this product', 'default_price');
          found.default_price = defaultPrice;
        }
        return found;
      },
    ],
    [
      'POST',
      /^\/v1\/prices$/,
      (_m, p) => {
        const productId = str(p.product);
        product(productId ?? '');
        const amount = num(p.unit_amount);
        if (amount === undefined) throw invalid('Missing required param: unit_amount.', 'unit_amount');
        const recurring = obj(p.recurring);
        const interval = str(recurring.interval);
        if (interval !== undefined && interval !== 'month' && interval !== 'year')
          throw invalid('Invalid recurring[interval]', 'recurring[interval]');
        const created = state.addPrice({
          product: productId!,
          unit_amount: amount,
          currency: str(p.currency),
          interval: interval ?? null,
        });
        created.metadata = meta(p.metadata);
        return created;
      },
    ],
    [
      'POST',
      /^\/v1\/prices\/([^/]+)$/,
      ([id], p) => {
        const found = price(id);
        if (bool(p.active) !== undefined) found.active = bool(p.active)!;
        return found;
      },
    ],
    [
      'GET',
      /^\/v1\/prices$/,
      (_m, p) =>
        list(
          [...state.prices.values()].filter(
            (x) => activeAsked(p, x) && (!str(p.product) || x.product === str(p.product)),
          ),
          p,
          '/v1/prices',
        ),
    ],
    ['GET', /^\/v1\/prices\/([^/]+)$/, ([id]) => price(id)],
    [
      'GET',
      /^\/v1\/coupons\/([^/]+)$/,
      ([id], p) => {
        // applies_to is an includable field: present only when expanded.
        const { applies_to, ...rest } = coupon(id);
        return expands(p).includes('applies_to') ? { ...rest, applies_to } : rest;
      },
    ],
    [
      'GET',
      /^\/v1\/promotion_codes$/,
      (_m, p) => {
        const code = str(p.code)?.toLowerCase();
        const found = [...state.promotionCodes.values()].filter(
          (x) => (code === undefined || x.code.toLowerCase() === code) && activeAsked(p, x),
        );
        const ex = expands(p);
        const l = list(found, p, '/v1/promotion_codes');
        return {
          ...l,
          data: l.data.map((x) => {
            if (!ex.includes('data.promotion.coupon')) return x;
            const c = coupon(x.promotion.coupon);
            // applies_to is an includable field: present only when expanded.
            const withApplies = ex.includes('data.promotion.coupon.applies_to');
            const { applies_to, ...rest } = c;
            return {
              ...x,
              promotion: { ...x.promotion, coupon: withApplies ? { ...rest, applies_to } : rest },
            };
          }),
        };
      },
    ],
    [
      'POST',
      /^\/v1\/customers$/,
      (_m, p) => {
        const c = {
          id: state.id('cus'),
          object: 'customer' as const,
          name: str(p.name) ?? null,
          email: str(p.email) ?? null,
          metadata: meta(p.metadata),
          invoice_settings: { default_payment_method: null },
          created: state.now(),
          livemode: false,
        };
        state.customers.set(c.id, c);
        return c;
      },
    ],
    [
      'GET',
      /^\/v1\/customers$/,
      (_m, p) =>
        list(
          [...state.customers.values()].filter((c) => !str(p.email) || c.email === str(p.email)),
          p,
          '/v1/customers',
        ),
    ],
    ['GET', /^\/v1\/customers\/([^/]+)$/, ([id]) => customer(id)],
    [
      'POST',
      /^\/v1\/customers\/([^/]+)$/,
      ([id], p) => {
        const c = customer(id);
        if (str(p.name) !== undefined) c.name = str(p.name)!;
        if (str(p.email) !== undefined) c.email = str(p.email)!;
        if (p.metadata !== undefined) c.metadata = { ...c.metadata, ...meta(p.metadata) };
        const pm = obj(p.invoice_settings).default_payment_method;
        if (pm !== undefined) {
          const pmId = str(pm) || null;
          if (pmId && state.paymentMethods.get(pmId)?.customer !== c.id) {
            throw invalid(
              `The payment method \`${pmId}\` must be attached to the customer.`,
              'invoice_settings[default_payment_method]',
            );
          }
          c.invoice_settings.default_payment_method = pmId;
        }
        return c;
      },
    ],
    [
      'POST',
      /^\/v1\/setup_intents$/,
      (_m, p) => {
        if (str(p.customer)) customer(str(p.customer));
        const id = state.id('seti');
        const si = {
          id,
          object: 'setup_intent' as const,
          client_secret: `${id}_secret_${Math.random().toString(36).slice(2, 12)}`,
          customer: str(p.customer) ?? null,
          status: 'requires_payment_method',
          usage: str(p.usage) ?? 'off_session',
          payment_method: null,
          payment_method_types: arr(p.allowed_payment_method_types ?? p.payment_method_types).map(String),
          allowed_payment_method_types: arr(p.allowed_payment_method_types).map(String),
          metadata: meta(p.metadata),
          created: state.now(),
          livemode: false,
        };
        state.setupIntents.set(id, si);
        return si;
      },
    ],
    [
      'POST',
      /^\/v1\/payment_methods\/([^/]+)\/attach$/,
      ([id], p) => {
        const cus = customer(str(p.customer)).id;
        const test = testCards[id];
        if (test) {
          // Stripe's test payment methods attach as a fresh card each time.
          const pm = {
            id: state.id('pm'),
            object: 'payment_method' as const,
            type: 'card' as const,
            customer: cus,
            card: {
              brand: test.brand,
              last4: test.last4,
              exp_month: 12,
              exp_year: new Date().getFullYear() + 3,
              funding: 'credit',
              country: 'US',
            },
            metadata: {},
            created: state.now(),
            livemode: false,
          };
          state.paymentMethods.set(pm.id, pm);
          if (test.declines) state.declining.add(pm.id);
          return pm;
        }
        const pm = state.paymentMethods.get(id);
        if (!pm) throw notFound('PaymentMethod', id, 'payment_method');
        if (pm.customer && pm.customer !== cus) {
          throw invalid('The payment method you provided has already been attached to a customer.');
        }
        pm.customer = cus;
        return pm;
      },
    ],
    [
      'GET',
      /^\/v1\/payment_methods\/([^/]+)$/,
      ([id]) => {
        const pm = state.paymentMethods.get(id);
        if (!pm) throw notFound('PaymentMethod', id, 'payment_method');
        return pm;
      },
    ],
    [
      'POST',
      /^\/v1\/subscriptions$/,
      (_m, p) => {
        const cus = customer(str(p.customer)).id;
        const behavior = str(p.payment_behavior) ?? 'allow_incomplete';
        const now = state.now();
        const sub: StripeSubscription = {
          id: state.id('sub'),
          object: 'subscription',
          customer: cus,
          status: 'incomplete',
          currency: 'usd',
          items: { object: 'list', data: [], has_more: false, url: '/v1/subscription_items' },
          discounts: [],
          latest_invoice: null,
          metadata: meta(p.metadata),
          billing_cycle_anchor: now,
          start_date: now,
          cancel_at_period_end: false,
          canceled_at: null,
          ended_at: null,
          cancellation_details: { comment: null, feedback: null, reason: null },
          collection_method: 'charge_automatically',
          default_payment_method: str(p.default_payment_method) ?? null,
          created: now,
          livemode: false,
        };
        const items = applyItems(sub, p.items);
        if (items.length === 0) throw invalid('Missing required param: items.', 'items');
        const interval = items[0].price.recurring?.interval;
        if (!interval || items.some((i) => i.price.recurring?.interval !== interval)) {
          throw invalid('All prices on a subscription must be recurring with the same interval.', 'items');
        }
        for (const i of items) {
          i.current_period_start = now;
          i.current_period_end = addMonths(now, interval);
        }
        sub.items.data = items;
        sub.currency = items[0].price.currency;
        sub.discounts = discountCoupons(p.discounts).map(
          (c) => newDiscount(c, { customer: cus, subscription: sub.id }).id,
        );
        const inv = newInvoice(cus, {
          billing_reason: 'subscription_create',
          currency: sub.currency,
          parent: {
            type: 'subscription_details',
            quote_details: null,
            subscription_details: { subscription: sub.id, metadata: sub.metadata },
          },
          discounts: sub.discounts,
          period_start: now,
          period_end: now,
        });
        inv.lines.data = items.map((i) =>
          line(i.price.unit_amount * i.quantity, `${i.quantity} × ${i.price.id}`, i.price, i.quantity),
        );
        finalize(inv);
        if (behavior === 'default_incomplete') {
          sub.status = inv.status === 'paid' ? 'active' : 'incomplete';
        } else if (inv.status === 'paid') {
          sub.status = 'active';
        } else {
          try {
            pay(inv, sub.default_payment_method ?? undefined);
            sub.status = 'active';
          } catch (e) {
            if (behavior === 'error_if_incomplete') throw e;
            if (!(e instanceof StripeApiError) || e.status !== 402) throw e;
            sub.status = 'incomplete';
          }
        }
        state.invoices.set(inv.id, inv);
        sub.latest_invoice = inv.id;
        state.subscriptions.set(sub.id, sub);
        return renderSubscription(sub, p);
      },
    ],
    [
      'GET',
      /^\/v1\/subscriptions$/,
      (_m, p) => {
        // No status: every subscription not canceled; 'ended' adds the expired incomplete ones.
        const status = str(p.status);
        const wanted = (s: StripeSubscription) =>
          status === 'all' ||
          (status === undefined && s.status !== 'canceled') ||
          (status === 'ended' && (s.status === 'canceled' || s.status === 'incomplete_expired')) ||
          s.status === status;
        return list(
          [...state.subscriptions.values()].filter(
            (s) => (!str(p.customer) || s.customer === str(p.customer)) && wanted(s),
          ),
          p,
          '/v1/subscriptions',
        );
      },
    ],
    [
      'GET',
      /^\/v1\/subscriptions\/([^/]+)$/,
      ([id], p) => {
        const sub = state.subscriptions.get(id);
        if (!sub) throw notFound('subscription', id);
        return renderSubscription(sub, p);
      },
    ],
    [
      'POST',
      /^\/v1\/subscriptions\/([^/]+)$/,
      ([id], p) => {
        const sub = state.subscriptions.get(id);
        if (!sub) throw notFound('subscription', id);
        if (sub.status === 'canceled')
          throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
        const items = applyItems(sub, p.items);
        const { lines, cycleChanges } = changeLines(sub, items);
        const couponsParam = p.discounts;
        const discounts =
          couponsParam === undefined
            ? sub.discounts
            : discountCoupons(couponsParam).map(
                (c) => newDiscount(c, { customer: sub.customer, subscription: sub.id }).id,
              );
        const behavior = str(p.payment_behavior) ?? 'allow_incomplete';
        const proration = str(p.proration_behavior) ?? 'create_prorations';
        let invoiceId = sub.latest_invoice;
        let status = sub.status;
        if (lines.length > 0 && (proration === 'always_invoice' || cycleChanges)) {
          const inv = newInvoice(sub.customer, {
            billing_reason: 'subscription_update',
            currency: sub.currency,
            parent: {
              type: 'subscription_details',
              quote_details: null,
              subscription_details: { subscription: sub.id, metadata: sub.metadata },
            },
            discounts,
          });
          inv.lines.data = lines;
          finalize(inv);
          if (inv.status === 'open') {
            try {
              pay(inv, sub.default_payment_method ?? undefined);
            } catch (e) {
              // error_if_incomplete: the update is not applied and the 402 is returned.
              if (behavior === 'error_if_incomplete' || !(e instanceof StripeApiError) || e.status !== 402)
                throw e;
              status = 'past_due';
            }
          }
          state.invoices.set(inv.id, inv);
          invoiceId = inv.id;
        }
        if (cycleChanges) {
          const now = state.now();
          for (const i of items) {
            i.current_period_start = now;
            i.current_period_end = addMonths(now, i.price.recurring!.interval);
          }
          sub.billing_cycle_anchor = now;
        }
        sub.items.data = items;
        sub.discounts = discounts;
        sub.latest_invoice = invoiceId;
        sub.status = status;
        if (p.metadata !== undefined) sub.metadata = { ...sub.metadata, ...meta(p.metadata) };
        return renderSubscription(sub, p);
      },
    ],
    [
      'DELETE',
      /^\/v1\/subscriptions\/([^/]+)$/,
      ([id], p) => {
        const sub = state.subscriptions.get(id);
        // A canceled subscription can still be retrieved, but canceling it again answers as if it did not exist.
        if (!sub || sub.status === 'canceled') throw notFound('subscription', id);
        if (bool(p.invoice_now) || bool(p.prorate))
          throw invalid('invoice_now and prorate are not supported by this fake.');
        const now = state.now();
        sub.status = 'canceled';
        sub.canceled_at = now;
        sub.ended_at = now;
        const details = obj(p.cancellation_details);
        sub.cancellation_details = {
          comment: str(details.comment) ?? null,
          feedback: str(details.feedback) ?? null,
          reason: 'cancellation_requested',
        };
        // Stripe stops automatic collection of the customer's finalized invoices, so none is retried.
        for (const inv of state.invoices.values()) {
          if (inv.customer === sub.customer && inv.status === 'open') inv.auto_advance = false;
        }
        return renderSubscription(sub, p);
      },
    ],
    [
      'POST',
      /^\/v1\/invoices\/create_preview$/,
      (_m, p) => {
        const subId = str(p.subscription);
        const details = obj(p.subscription_details);
        if (!subId) throw invalid('This endpoint needs a subscription in this fake.', 'subscription');
        const sub = state.subscriptions.get(subId);
        if (!sub) throw notFound('subscription', subId, 'subscription');
        const items = applyItems(sub, details.items);
        const { lines } = changeLines(sub, items);
        const discounts =
          p.discounts === undefined
            ? sub.discounts
            : discountCoupons(p.discounts).map((c) => newDiscount(c, { customer: sub.customer }).id);
        const inv = newInvoice(sub.customer, {
          billing_reason: 'upcoming',
          currency: sub.currency,
          discounts,
          next_payment_attempt: state.now(),
          parent: {
            type: 'subscription_details',
            quote_details: null,
            subscription_details: { subscription: sub.id, metadata: sub.metadata },
          },
        });
        inv.id = `upcoming_${inv.id}`;
        inv.lines.data = lines;
        total(inv);
        return inv;
      },
    ],
    [
      'GET',
      /^\/v1\/invoices$/,
      (_m, p) =>
        list(
          [...state.invoices.values()].filter(
            (i) =>
              (!str(p.customer) || i.customer === str(p.customer)) &&
              (!str(p.status) || i.status === str(p.status)) &&
              (!str(p.subscription) || i.parent?.subscription_details.subscription === str(p.subscription)),
          ),
          p,
          '/v1/invoices',
        ),
    ],
    [
      'GET',
      /^\/v1\/invoices\/([^/]+)$/,
      ([id]) => {
        const inv = state.invoices.get(id);
        if (!inv) throw notFound('invoice', id);
        return inv;
      },
    ],
    [
      'POST',
      /^\/v1\/invoiceitems$/,
      (_m, p) => {
        const cus = customer(str(p.customer)).id;
        const priceData = obj(p.price_data);
        const pr = str(p.price) ? price(str(p.price)) : null;
        const quantity = num(p.quantity) ?? 1;
        const unit = num(priceData.unit_amount) ?? pr?.unit_amount;
        const amount = num(p.amount) ?? (unit !== undefined ? unit * quantity : undefined);
        if (amount === undefined) throw invalid('Missing required param: amount.', 'amount');
        const product = str(priceData.product) ?? pr?.product ?? null;
        const item = {
          id: state.id('ii'),
          object: 'invoiceitem' as const,
          customer: cus,
          amount,
          currency: str(p.currency) ?? str(priceData.currency) ?? pr?.currency ?? 'usd',
          description: str(p.description) ?? null,
          invoice: str(p.invoice) ?? null,
          metadata: meta(p.metadata),
          quantity,
          pricing: product
            ? { type: 'price_details' as const, price_details: { price: pr?.id ?? null, product } }
            : null,
          discounts: discountCoupons(p.discounts),
          date: state.now(),
          livemode: false,
        };
        if (item.invoice) {
          const inv = state.invoices.get(item.invoice);
          if (!inv || inv.status !== 'draft')
            throw invalid('You can only add invoice items to draft invoices.', 'invoice');
          inv.lines.data.push(invoiceItemLine(item));
          total(inv);
        }
        state.invoiceItems.set(item.id, item);
        return item;
      },
    ],
    [
      'POST',
      /^\/v1\/invoices$/,
      (_m, p) => {
        const cus = customer(str(p.customer)).id;
        const method = str(p.collection_method) ?? 'charge_automatically';
        if (method !== 'charge_automatically' && method !== 'send_invoice')
          throw invalid(`Invalid collection_method: ${method}`, 'collection_method');
        const days = num(p.days_until_due) ?? null;
        if (method === 'send_invoice' && days === null)
          throw invalid(
            'Invoices with `collection_method=send_invoice` must have either `days_until_due` or `due_date` set.',
            'days_until_due',
          );
        if (method === 'charge_automatically' && days !== null)
          throw invalid(
            'Invoices with `collection_method=charge_automatically` cannot have `days_until_due` set.',
            'days_until_due',
          );
        const inv = newInvoice(cus, {
          currency: str(p.currency) ?? 'usd',
          description: str(p.description) ?? null,
          auto_advance: bool(p.auto_advance) ?? false,
          metadata: meta(p.metadata),
          collection_method: method,
          days_until_due: days,
        });
        inv.discounts = discountCoupons(p.discounts).map(
          (c) => newDiscount(c, { customer: cus, invoice: inv.id }).id,
        );
        if (str(p.pending_invoice_items_behavior) === 'include') {
          for (const item of state.invoiceItems.values()) {
            if (item.customer === cus && item.invoice === null) {
              item.invoice = inv.id;
              inv.lines.data.push(invoiceItemLine(item));
              inv.currency = item.currency;
            }
          }
        }
        total(inv);
        state.invoices.set(inv.id, inv);
        return inv;
      },
    ],
    [
      'POST',
      /^\/v1\/invoices\/([^/]+)\/finalize$/,
      ([id], p) => {
        const inv = state.invoices.get(id);
        if (!inv) throw notFound('invoice', id);
        finalize(inv);
        if (bool(p.auto_advance) !== undefined) inv.auto_advance = bool(p.auto_advance)!;
        return inv;
      },
    ],
    [
      'POST',
      /^\/v1\/invoices\/([^/]+)\/pay$/,
      ([id], p) => {
        const inv = state.invoices.get(id);
        if (!inv) throw notFound('invoice', id);
        if (inv.status === 'draft') finalize(inv);
        if (inv.status === 'open' && bool(p.paid_out_of_band)) {
          // Stripe: marks the invoice paid without charging (the customer paid another way).
          inv.amount_remaining = 0;
          inv.status = 'paid';
          inv.status_transitions.paid_at = state.now();
        } else if (inv.status === 'open') pay(inv, str(p.payment_method));
        else if (inv.status === 'paid') throw invalid('Invoice is already paid');
        else throw invalid(`You can only pay open invoices. This invoice is ${inv.status}.`);
        const sub = inv.parent
          ? state.subscriptions.get(inv.parent.subscription_details.subscription)
          : undefined;
        if (sub && ['incomplete', 'past_due', 'unpaid'].includes(sub.status)) sub.status = 'active';
        return inv;
      },
    ],
    [
      'DELETE',
      /^\/v1\/invoices\/([^/]+)$/,
      ([id]) => {
        const inv = state.invoices.get(id);
        if (!inv) throw notFound('invoice', id);
        if (inv.status !== 'draft') throw invalid('You can only delete draft invoices.');
        state.invoices.delete(id);
        return { id, object: 'invoice', deleted: true };
      },
    ],
    [
      'POST',
      /^\/v1\/invoices\/([^/]+)\/void$/,
      ([id]) => {
        const inv = state.invoices.get(id);
        if (!inv) throw notFound('invoice', id);
        if (inv.status !== 'open')
          throw invalid(`You can only void open invoices. This invoice is ${inv.status}.`);
        inv.status = 'void';
        inv.amount_remaining = 0;
        inv.status_transitions.voided_at = state.now();
        return inv;
      },
    ],
  ];

  function invoiceItemLine(item: {
    id: string;
    amount: number;
    currency: string;
    description: string | null;
    quantity: number;
    pricing: StripeInvoiceLine['pricing'];
  }): StripeInvoiceLine {
    return {
      id: state.id('il'),
      object: 'line_item',
      amount: item.amount,
      currency: item.currency,
      description: item.description,
      quantity: item.quantity,
      pricing: item.pricing,
    };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const method = req.method ?? 'GET';
      const body = Buffer.concat(chunks).toString('utf8');
      const params =
        method === 'GET' || method === 'DELETE' ? parseForm(url.search.slice(1)) : parseForm(body);
      const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
      const authorization = (req.headers.authorization as string | undefined) ?? null;
      requests.push({ method, path: url.pathname, params, idempotencyKey, authorization });
      const send = (status: number, payload: string) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` });
        res.end(payload);
      };
      if (!authorization?.startsWith('Bearer sk_')) {
        send(
          401,
          JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }),
        );
        return;
      }
      const replayKey = idempotencyKey && method === 'POST' ? `${url.pathname} ${idempotencyKey}` : null;
      const replay = replayKey ? replays.get(replayKey) : undefined;
      if (replay) {
        res.setHeader('idempotent-replayed', 'true');
        send(replay.status, replay.body);
        return;
      }
      let status = 200;
      let payload: string;
      try {
        const route = routes.find(([m, re]) => m === method && re.test(url.pathname));
        if (!route)
          throw new StripeApiError(404, {
            type: 'invalid_request_error',
            message: `Unrecognized request URL (${method}: ${url.pathname}).`,
          });
        const match = route[1].exec(url.pathname)!.slice(1).map(decodeURIComponent);
        payload = JSON.stringify(route[2](match, params, idempotencyKey));
      } catch (e) {
        if (!(e instanceof StripeApiError)) {
          status = 500;
          payload = JSON.stringify({ error: { type: 'api_error', message: String(e) } });
        } else {
          status = e.status;
          payload = JSON.stringify({ error: e.body });
        }
      }
      // Stripe saves the first result for a key, errors included (not 500s, which may be retried).
      if (replayKey && status < 500) replays.set(replayKey, { status, body: payload });
      send(status, payload);
    });
  });

  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://127.0.0.1:${port}`;
  return {
    url: baseUrl,
    port,
    requests,
    state,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** A valid Stripe-Signature header for `payload` (what Stripe sends with a webhook). */
export function signWebhook(payload: string | Buffer, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload: payload.toString(),
    secret,
    ...(timestamp !== undefined ? { timestamp } : {}),
  });
}

/** A Stripe event envelope around `object` (as Stripe posts it to the webhook endpoint). */
export function webhookEvent(
  type: string,
  object: unknown,
  id = `evt_${Math.random().toString(36).slice(2, 14)}`,
) {
  return {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}
