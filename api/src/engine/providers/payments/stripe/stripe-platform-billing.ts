import type { BillingProduct, Card, CouponResult, InvoicePreview } from '@ensemble/contracts';
import { billingConstants } from '@ensemble/contracts';
import type Stripe from 'stripe';
import {
  CardDeclinedError,
  type CreateSubscriptionInput,
  type CustomerInput,
  ENDED_SUBSCRIPTION_STATUSES,
  type OneTimeChargeInput,
  PaymentsProviderError,
  type PlatformCatalogue,
  type PlatformCustomers,
  type PlatformInvoices,
  type PlatformSubscriptions,
  type ProviderInvoice,
  type ProviderSubscription,
  SERVICE_PRODUCT_KIND,
  type SubscriptionChange,
} from '../payments-provider';
import { idOf, mapError, StripePart, type StripeApi } from './stripe-api';
import {
  discountChange,
  itemChanges,
  parsePlanMetadata,
  productKind,
  splitItems,
  toBillingPrice,
  toCard,
  toInvoice,
  toSubscription,
} from './stripe-mappers';

/*
 * Platform billing on Stripe (docs/adr/0009): Ensemble's own account, the organization is its customer.
 * Subscription items carry metadata.kind 'plan'|'seat' so a later read tells the plan from the 'User Seat' item
 * without another catalogue lookup.
 */

/** Plans, 'User Seat' and add-ons, and coupons. */
export class StripePlatformCatalogue extends StripePart implements PlatformCatalogue {
  async listProducts(): Promise<BillingProduct[]> {
    const [products, prices] = await this.api.call(() =>
      Promise.all([
        this.stripe.products.list({ active: true, limit: 100 }).autoPagingToArray({ limit: 10_000 }),
        this.stripe.prices.list({ active: true, limit: 100 }).autoPagingToArray({ limit: 10_000 }),
      ]),
    );
    // Organization service products (issue 5) live in the same account but are not for sale by Ensemble.
    return products
      .filter((product) => product.metadata.kind !== SERVICE_PRODUCT_KIND)
      .map((product) => {
        const own = prices
          .filter((p) => idOf(p.product) === product.id)
          .map(toBillingPrice)
          .sort((a, b) => a.unit_amount - b.unit_amount);
        return {
          id: product.id,
          name: product.name,
          description: product.description ?? null,
          kind: productKind(product, own),
          prices: own,
          metadata: parsePlanMetadata(product.metadata),
        };
      });
  }

  async getCoupon(couponId: string): Promise<CouponResult['coupon'] | null> {
    const coupon = await this.api.orNull(() =>
      this.stripe.coupons.retrieve(couponId, { expand: ['applies_to'] }),
    );
    if (!coupon) return null;
    return {
      id: coupon.id,
      valid: coupon.valid,
      percent_off: coupon.percent_off ?? 0,
      applies_to: { products: coupon.applies_to?.products ?? [] },
    };
  }

  async findPromotionCode(code: string): Promise<CouponResult | null> {
    const trimmed = code.trim();
    if (!trimmed) return null;
    // Stripe matches `code` case-insensitively; applies_to is only present when expanded.
    const list = await this.api.call(() =>
      this.stripe.promotionCodes.list({
        code: trimmed,
        active: true,
        limit: 1,
        expand: ['data.promotion.coupon', 'data.promotion.coupon.applies_to'],
      }),
    );
    const promo = list.data[0];
    if (!promo) return null;
    const raw = promo.promotion.coupon;
    if (!raw) return null;
    const coupon =
      typeof raw === 'string' ? await this.api.call(() => this.stripe.coupons.retrieve(raw)) : raw;
    return {
      id: promo.id,
      code: promo.code,
      coupon: {
        id: coupon.id,
        valid: coupon.valid,
        percent_off: coupon.percent_off ?? 0,
        applies_to: { products: coupon.applies_to?.products ?? [] },
      },
    };
  }
}

/** The organization as a Stripe customer, and its default card. */
export class StripePlatformCustomers extends StripePart implements PlatformCustomers {
  async ensureCustomer(input: CustomerInput): Promise<string> {
    if (input.customerId) return input.customerId;
    const customer = await this.api.call(() =>
      this.stripe.customers.create(
        { name: input.name, email: input.email, metadata: { organization_id: String(input.organizationId) } },
        { idempotencyKey: `customer-org-${input.organizationId}` },
      ),
    );
    return customer.id;
  }

  async createSetupIntent(customerId: string, idempotencyKey: string) {
    const intent = await this.api.call(() =>
      this.stripe.setupIntents.create(
        { customer: customerId, allowed_payment_method_types: ['card'], usage: 'off_session' },
        { idempotencyKey },
      ),
    );
    if (!intent.client_secret)
      throw new PaymentsProviderError('Stripe answered a setup intent without client_secret');
    return { id: intent.id, client_secret: intent.client_secret };
  }

  async attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<Card> {
    const pm = await this.api.call(() =>
      this.stripe.paymentMethods.attach(paymentMethodId, { customer: customerId }),
    );
    await this.api.call(() =>
      this.stripe.customers.update(customerId, { invoice_settings: { default_payment_method: pm.id } }),
    );
    return toCard(pm);
  }

  async getDefaultCard(customerId: string): Promise<Card | null> {
    const customer = await this.api.orNull(() => this.stripe.customers.retrieve(customerId));
    if (!customer || customer.deleted) return null;
    const pmId = idOf(customer.invoice_settings.default_payment_method);
    if (!pmId) return null;
    const pm = await this.api.orNull(() => this.stripe.paymentMethods.retrieve(pmId));
    return pm?.card ? toCard(pm) : null;
  }
}

/** The organization's subscription (plan item plus 'User Seat' item). */
export class StripePlatformSubscriptions extends StripePart implements PlatformSubscriptions {
  constructor(
    api: StripeApi,
    private readonly catalogue: PlatformCatalogue,
  ) {
    super(api);
  }

  async createSubscription(input: CreateSubscriptionInput): Promise<ProviderSubscription> {
    const items: Stripe.SubscriptionCreateParams.Item[] = [
      { price: input.priceId, quantity: 1, metadata: { kind: 'plan' } },
    ];
    if (input.seatPriceId && input.seatQuantity > 0) {
      items.push({ price: input.seatPriceId, quantity: input.seatQuantity, metadata: { kind: 'seat' } });
    }
    const sub = await this.api.call(() =>
      this.stripe.subscriptions.create(
        {
          customer: input.customerId,
          items,
          ...(input.couponId ? { discounts: [{ coupon: input.couponId }] } : {}),
          // A declined first charge leaves an 'incomplete' subscription with an open invoice, not an error.
          payment_behavior: 'allow_incomplete',
          metadata: input.metadata,
          expand: ['latest_invoice', 'discounts'],
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return toSubscription(sub);
  }

  async getSubscription(subscriptionId: string): Promise<ProviderSubscription | null> {
    const sub = await this.api.orNull(() =>
      this.stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice', 'discounts'] }),
    );
    return sub ? toSubscription(sub) : null;
  }

  async updateSubscription(
    subscriptionId: string,
    change: SubscriptionChange,
    idempotencyKey: string,
  ): Promise<ProviderSubscription> {
    const current = await this.api.call(() => this.stripe.subscriptions.retrieve(subscriptionId));
    const items = itemChanges(current, await this.withSeatPrice(current, change));
    const sub = await this.api.call(() =>
      this.stripe.subscriptions.update(
        subscriptionId,
        {
          ...(items.length ? { items } : {}),
          ...discountChange(change),
          // The change is invoiced and charged now; a decline rejects the change (402) instead of leaving
          // the subscription past_due on a plan that was never paid for.
          proration_behavior: 'always_invoice',
          payment_behavior: 'error_if_incomplete',
          expand: ['latest_invoice', 'discounts'],
        },
        { idempotencyKey },
      ),
    );
    return toSubscription(sub);
  }

  async previewChange(subscriptionId: string, change: SubscriptionChange): Promise<InvoicePreview> {
    const current = await this.api.call(() => this.stripe.subscriptions.retrieve(subscriptionId));
    const discounts = discountChange(change);
    const items = itemChanges(current, await this.withSeatPrice(current, change));
    const preview = await this.api.call(() =>
      this.stripe.invoices.createPreview({
        customer: idOf(current.customer) ?? undefined,
        subscription: subscriptionId,
        subscription_details: {
          ...(items.length ? { items } : {}),
          proration_behavior: 'always_invoice',
          proration_date: Math.floor(Date.now() / 1000),
        },
        ...discounts,
      }),
    );
    return {
      amount_due: preview.amount_due,
      subtotal: preview.subtotal,
      total: preview.total,
      currency: preview.currency,
      next_payment_attempt: preview.next_payment_attempt
        ? new Date(preview.next_payment_attempt * 1000).toISOString()
        : null,
      lines: preview.lines.data.map((l) => ({ description: l.description ?? '', amount: l.amount })),
    };
  }

  async cancelSubscriptions(customerId: string): Promise<string[]> {
    // Without a status filter Stripe lists every subscription of the customer not canceled yet.
    const subs = await this.api.orNull(() =>
      this.stripe.subscriptions
        .list({ customer: customerId, limit: 100 })
        .autoPagingToArray({ limit: 10_000 }),
    );
    const canceled: string[] = [];
    for (const sub of subs ?? []) {
      if (ENDED_SUBSCRIPTION_STATUSES.includes(sub.status)) continue;
      // Canceled meanwhile (or by an earlier attempt whose answer was lost): Stripe answers resource_missing.
      if (await this.api.orNull(() => this.stripe.subscriptions.cancel(sub.id))) canceled.push(sub.id);
    }
    return canceled;
  }

  /**
   * Adding seats to a subscription that has no seat item needs the seat price: when the caller did not say,
   * it is the 'User Seat' product's price on the plan's interval.
   */
  private async withSeatPrice(
    sub: Stripe.Subscription,
    change: SubscriptionChange,
  ): Promise<SubscriptionChange> {
    const { plan, seat } = splitItems(sub);
    if (change.seatPriceId !== undefined || seat || !change.seatQuantity || change.seatQuantity <= 0)
      return change;
    const interval = change.priceId
      ? (await this.api.call(() => this.stripe.prices.retrieve(change.priceId!))).recurring?.interval
      : plan?.price.recurring?.interval;
    const seatProduct = (await this.catalogue.listProducts()).find((p) => p.kind === 'seat');
    const price = seatProduct?.prices.find((p) => p.interval === interval);
    if (!price)
      throw new PaymentsProviderError(
        `No active '${billingConstants.seatProductName}' price per ${interval}`,
      );
    return { ...change, seatPriceId: price.id };
  }
}

/** The organization's invoices from Ensemble, and add-ons charged once. */
export class StripePlatformInvoices extends StripePart implements PlatformInvoices {
  /**
   * Stripe lists are cursor-paged with no total, so we walk the customer's invoices 100 at a time (one
   * request for up to 100 invoices, i.e. years of monthly billing) and slice the page: an exact count for
   * the page links, at the cost of one request per 100 invoices.
   */
  async listInvoices(
    customerId: string,
    page: number,
    perPage: number,
  ): Promise<{ results: ProviderInvoice[]; count: number }> {
    const all = await this.api.call(() =>
      this.stripe.invoices.list({ customer: customerId, limit: 100 }).autoPagingToArray({ limit: 10_000 }),
    );
    const start = (Math.max(1, page) - 1) * perPage;
    return { results: all.slice(start, start + perPage).map(toInvoice), count: all.length };
  }

  async getInvoice(invoiceId: string): Promise<ProviderInvoice | null> {
    const invoice = await this.api.orNull(() => this.stripe.invoices.retrieve(invoiceId));
    return invoice ? toInvoice(invoice) : null;
  }

  async payInvoice(invoiceId: string, idempotencyKey: string): Promise<ProviderInvoice> {
    const invoice = await this.api.call(() => this.stripe.invoices.pay(invoiceId, {}, { idempotencyKey }));
    return toInvoice(invoice);
  }

  async invoicePdf(invoiceId: string): Promise<{ url: string }> {
    const invoice = await this.api.call(() => this.stripe.invoices.retrieve(invoiceId));
    if (!invoice.invoice_pdf) throw new PaymentsProviderError(`Invoice ${invoiceId} has no PDF yet`);
    return { url: invoice.invoice_pdf };
  }

  async chargeOnce(input: OneTimeChargeInput): Promise<ProviderInvoice> {
    const key = input.idempotencyKey;
    await this.api.call(() =>
      this.stripe.invoiceItems.create(
        {
          customer: input.customerId,
          // With the product known, a coupon limited to that product (applies_to) discounts the line.
          ...(input.productId
            ? {
                price_data: { currency: input.currency, product: input.productId, unit_amount: input.amount },
              }
            : { amount: input.amount, currency: input.currency }),
          description: input.description,
          metadata: input.metadata,
        },
        { idempotencyKey: `${key}-item` },
      ),
    );
    const draft = await this.api.call(() =>
      this.stripe.invoices.create(
        {
          customer: input.customerId,
          collection_method: 'charge_automatically',
          auto_advance: false,
          pending_invoice_items_behavior: 'include',
          description: input.description,
          metadata: input.metadata,
          ...(input.couponId ? { discounts: [{ coupon: input.couponId }] } : {}),
        },
        { idempotencyKey: `${key}-invoice` },
      ),
    );
    const open = await this.api.call(() =>
      this.stripe.invoices.finalizeInvoice(
        draft.id,
        { auto_advance: false },
        { idempotencyKey: `${key}-finalize` },
      ),
    );
    // A fully discounted invoice is paid on finalization.
    if (open.status === 'paid') return toInvoice(open);
    try {
      const paid = await this.stripe.invoices.pay(open.id, {}, { idempotencyKey: `${key}-pay` });
      return toInvoice(paid);
    } catch (e) {
      const mapped = mapError(e);
      if (mapped instanceof CardDeclinedError) {
        // Nothing stays owed for an add-on that was not bought.
        await this.api.call(() =>
          this.stripe.invoices.voidInvoice(open.id, {}, { idempotencyKey: `${key}-void` }),
        );
      }
      throw mapped;
    }
  }
}
