import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type {
  BillingInterval,
  BillingPrice,
  BillingProduct,
  Card,
  CouponResult,
  InvoicePreview,
  InvoiceStatus,
  PlanMetadata,
} from '@ensemble/contracts';
import { billingConstants } from '@ensemble/contracts';
import Stripe from 'stripe';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import {
  CardDeclinedError,
  type CreateSubscriptionInput,
  CUSTOMER_INVOICE_KIND,
  type CustomerInput,
  type CustomerInvoice,
  type CustomerInvoiceInput,
  customerInvoiceTags,
  ENDED_SUBSCRIPTION_STATUSES,
  type OneTimeChargeInput,
  type PaymentsProvider,
  PaymentsProviderError,
  type ProviderEvent,
  type ProviderInvoice,
  type ProviderSubscription,
  SERVICE_PRODUCT_KIND,
  type ServiceProduct,
  type ServiceProductInput,
  serviceProductTags,
  type SubscriptionChange,
  WebhookSignatureError,
} from '../payments-provider';

type StripeClient = InstanceType<typeof Stripe>;
type StripeInvoice = Stripe.Invoice;
type StripeSubscription = Stripe.Subscription;
type SubscriptionItemParams = Stripe.SubscriptionUpdateParams.Item;

const planMetadataKeys: (keyof PlanMetadata)[] = [
  'storage',
  'contacts',
  'texts',
  'twilio_numbers',
  'call_minutes',
  'user_seats',
];

/**
 * The Stripe adapter (ARCHITECTURE.md 'Providers'). Subscription items carry metadata.kind 'plan'|'seat' so
 * a later read tells the plan from the 'User Seat' item without another catalogue lookup.
 */
@Injectable()
export class StripePaymentsProvider implements PaymentsProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string | null;
  private readonly stripe: StripeClient;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.publishableKey = config.stripePublishableKey;
    const override = config.stripeApiUrl ? new URL(config.stripeApiUrl) : null;
    this.stripe = new Stripe(config.stripeSecretKey ?? 'sk_missing', {
      // Retries reuse the request's idempotency key, so a retried charge never charges twice.
      maxNetworkRetries: 2,
      timeout: 30_000,
      telemetry: false,
      appInfo: { name: 'Ensemble' },
      ...(override
        ? {
            host: override.hostname,
            port: override.port || (override.protocol === 'https:' ? 443 : 80),
            protocol: override.protocol === 'http:' ? 'http' : 'https',
          }
        : {}),
    });
  }

  async listProducts(): Promise<BillingProduct[]> {
    const [products, prices] = await this.call(() =>
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
    const coupon = await this.orNull(() =>
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
    const list = await this.call(() =>
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
    const coupon = typeof raw === 'string' ? await this.call(() => this.stripe.coupons.retrieve(raw)) : raw;
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

  async ensureCustomer(input: CustomerInput): Promise<string> {
    if (input.customerId) return input.customerId;
    const customer = await this.call(() =>
      this.stripe.customers.create(
        { name: input.name, email: input.email, metadata: { organization_id: String(input.organizationId) } },
        { idempotencyKey: `customer-org-${input.organizationId}` },
      ),
    );
    return customer.id;
  }

  async createSetupIntent(customerId: string, idempotencyKey: string) {
    const intent = await this.call(() =>
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
    const pm = await this.call(() =>
      this.stripe.paymentMethods.attach(paymentMethodId, { customer: customerId }),
    );
    await this.call(() =>
      this.stripe.customers.update(customerId, { invoice_settings: { default_payment_method: pm.id } }),
    );
    return toCard(pm);
  }

  async getDefaultCard(customerId: string): Promise<Card | null> {
    const customer = await this.orNull(() => this.stripe.customers.retrieve(customerId));
    if (!customer || customer.deleted) return null;
    const pmId = idOf(customer.invoice_settings.default_payment_method);
    if (!pmId) return null;
    const pm = await this.orNull(() => this.stripe.paymentMethods.retrieve(pmId));
    return pm?.card ? toCard(pm) : null;
  }

  async createSubscription(input: CreateSubscriptionInput): Promise<ProviderSubscription> {
    const items: Stripe.SubscriptionCreateParams.Item[] = [
      { price: input.priceId, quantity: 1, metadata: { kind: 'plan' } },
    ];
    if (input.seatPriceId && input.seatQuantity > 0) {
      items.push({ price: input.seatPriceId, quantity: input.seatQuantity, metadata: { kind: 'seat' } });
    }
    const sub = await this.call(() =>
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
    const sub = await this.orNull(() =>
      this.stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice', 'discounts'] }),
    );
    return sub ? toSubscription(sub) : null;
  }

  async updateSubscription(
    subscriptionId: string,
    change: SubscriptionChange,
    idempotencyKey: string,
  ): Promise<ProviderSubscription> {
    const current = await this.call(() => this.stripe.subscriptions.retrieve(subscriptionId));
    const items = itemChanges(current, await this.withSeatPrice(current, change));
    const sub = await this.call(() =>
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
    const current = await this.call(() => this.stripe.subscriptions.retrieve(subscriptionId));
    const discounts = discountChange(change);
    const items = itemChanges(current, await this.withSeatPrice(current, change));
    const preview = await this.call(() =>
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
    const subs = await this.orNull(() =>
      this.stripe.subscriptions
        .list({ customer: customerId, limit: 100 })
        .autoPagingToArray({ limit: 10_000 }),
    );
    const canceled: string[] = [];
    for (const sub of subs ?? []) {
      if (ENDED_SUBSCRIPTION_STATUSES.includes(sub.status)) continue;
      // Canceled meanwhile (or by an earlier attempt whose answer was lost): Stripe answers resource_missing.
      if (await this.orNull(() => this.stripe.subscriptions.cancel(sub.id))) canceled.push(sub.id);
    }
    return canceled;
  }

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
    const all = await this.call(() =>
      this.stripe.invoices.list({ customer: customerId, limit: 100 }).autoPagingToArray({ limit: 10_000 }),
    );
    const start = (Math.max(1, page) - 1) * perPage;
    return { results: all.slice(start, start + perPage).map(toInvoice), count: all.length };
  }

  async getInvoice(invoiceId: string): Promise<ProviderInvoice | null> {
    const invoice = await this.orNull(() => this.stripe.invoices.retrieve(invoiceId));
    return invoice ? toInvoice(invoice) : null;
  }

  async payInvoice(invoiceId: string, idempotencyKey: string): Promise<ProviderInvoice> {
    const invoice = await this.call(() => this.stripe.invoices.pay(invoiceId, {}, { idempotencyKey }));
    return toInvoice(invoice);
  }

  async invoicePdf(invoiceId: string): Promise<{ url: string }> {
    const invoice = await this.call(() => this.stripe.invoices.retrieve(invoiceId));
    if (!invoice.invoice_pdf) throw new PaymentsProviderError(`Invoice ${invoiceId} has no PDF yet`);
    return { url: invoice.invoice_pdf };
  }

  async chargeOnce(input: OneTimeChargeInput): Promise<ProviderInvoice> {
    const key = input.idempotencyKey;
    await this.call(() =>
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
    const draft = await this.call(() =>
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
    const open = await this.call(() =>
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
        await this.call(() =>
          this.stripe.invoices.voidInvoice(open.id, {}, { idempotencyKey: `${key}-void` }),
        );
      }
      throw mapped;
    }
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent {
    const secret = this.config.stripeWebhookSecret;
    if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
    if (!secret) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not configured');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, secret);
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

  /**
   * Adding seats to a subscription that has no seat item needs the seat price: when the caller did not say,
   * it is the 'User Seat' product's price on the plan's interval.
   */
  private async withSeatPrice(
    sub: StripeSubscription,
    change: SubscriptionChange,
  ): Promise<SubscriptionChange> {
    const { plan, seat } = splitItems(sub);
    if (change.seatPriceId !== undefined || seat || !change.seatQuantity || change.seatQuantity <= 0)
      return change;
    const interval = change.priceId
      ? (await this.call(() => this.stripe.prices.retrieve(change.priceId!))).recurring?.interval
      : plan?.price.recurring?.interval;
    const seatProduct = (await this.listProducts()).find((p) => p.kind === 'seat');
    const price = seatProduct?.prices.find((p) => p.interval === interval);
    if (!price)
      throw new PaymentsProviderError(
        `No active '${billingConstants.seatProductName}' price per ${interval}`,
      );
    return { ...change, seatPriceId: price.id };
  }

  // ---- organization service products (issue 5) ----

  async upsertServiceProduct(
    input: ServiceProductInput,
  ): Promise<{ productId: string; priceId: string | null }> {
    const tags = serviceProductTags(input.organizationId);
    let product: Stripe.Product;
    if (input.productId) {
      const productId = input.productId;
      const existing = await this.orNull(() =>
        this.stripe.products.retrieve(productId, { expand: ['default_price'] }),
      );
      if (!existing || existing.metadata.organization_id !== tags.organization_id) {
        throw new PaymentsProviderError(`No such product: ${productId}`);
      }
      // Keys the service no longer has are unset with an empty value (Stripe's way to delete a key).
      const removed = Object.fromEntries(
        Object.keys(existing.metadata)
          .filter((k) => !(k in input.metadata) && !(k in tags))
          .map((k) => [k, '']),
      );
      const params: Stripe.ProductUpdateParams = {
        name: input.name,
        description: input.description ?? '',
        statement_descriptor: input.statementDescriptor ?? '',
        unit_label: input.unitLabel ?? '',
        metadata: { ...removed, ...input.metadata, ...tags },
        active: true,
      };
      product = await this.call(() =>
        this.stripe.products.update(productId, params, {
          idempotencyKey: keyFor(`${input.idempotencyKey}-product-update`, params),
        }),
      );
      product.default_price = existing.default_price;
    } else {
      const params: Stripe.ProductCreateParams = {
        name: input.name,
        ...(input.description ? { description: input.description } : {}),
        ...(input.statementDescriptor ? { statement_descriptor: input.statementDescriptor } : {}),
        ...(input.unitLabel ? { unit_label: input.unitLabel } : {}),
        metadata: { ...input.metadata, ...tags },
      };
      product = await this.call(() =>
        this.stripe.products.create(params, {
          idempotencyKey: keyFor(`${input.idempotencyKey}-product`, params),
        }),
      );
    }
    const current = typeof product.default_price === 'string' ? null : product.default_price;
    let priceId = idOf(product.default_price);
    if (input.price) {
      const wanted = input.price;
      const same =
        current?.active &&
        current.unit_amount === wanted.unitAmount &&
        (current.recurring?.interval ?? null) === wanted.interval;
      if (!same) {
        const params: Stripe.PriceCreateParams = {
          product: product.id,
          currency: SERVICE_CURRENCY,
          unit_amount: wanted.unitAmount,
          billing_scheme: 'per_unit',
          ...(wanted.interval ? { recurring: { interval: wanted.interval, interval_count: 1 } } : {}),
          metadata: tags,
        };
        const created = await this.call(() =>
          this.stripe.prices.create(params, {
            idempotencyKey: keyFor(`${input.idempotencyKey}-price`, params),
          }),
        );
        const makeDefault: Stripe.ProductUpdateParams = { default_price: created.id };
        await this.call(() =>
          this.stripe.products.update(product.id, makeDefault, {
            idempotencyKey: keyFor(`${input.idempotencyKey}-default-price`, makeDefault),
          }),
        );
        if (priceId) {
          const archive: Stripe.PriceUpdateParams = { active: false };
          const oldId = priceId;
          await this.call(() =>
            this.stripe.prices.update(oldId, archive, {
              idempotencyKey: keyFor(`${input.idempotencyKey}-archive-${oldId}`, archive),
            }),
          );
        }
        priceId = created.id;
      }
    }
    return { productId: product.id, priceId };
  }

  async listServiceProducts(organizationId: number): Promise<ServiceProduct[]> {
    // products.list rather than products.search: search is eventually consistent (a product pushed a second
    // ago may be missing), and metadata cannot be filtered in a list, so the filter runs here.
    const products = await this.call(() =>
      this.stripe.products
        .list({ active: true, limit: 100, expand: ['data.default_price'] })
        .autoPagingToArray({ limit: 10_000 }),
    );
    const org = String(organizationId);
    return products
      .filter((p) => p.metadata.kind === SERVICE_PRODUCT_KIND && p.metadata.organization_id === org)
      .map((p) => {
        const { kind: _kind, organization_id: _org, ...metadata } = p.metadata;
        const price = p.default_price && typeof p.default_price !== 'string' ? p.default_price : null;
        const interval: string | undefined = price?.recurring?.interval;
        return {
          id: p.id,
          name: p.name,
          description: p.description ?? null,
          statementDescriptor: p.statement_descriptor ?? null,
          unitLabel: p.unit_label ?? null,
          metadata,
          defaultPrice: price
            ? {
                id: price.id,
                unitAmount: price.unit_amount ?? 0,
                currency: price.currency,
                interval: interval === 'month' || interval === 'year' ? interval : null,
              }
            : null,
        };
      });
  }

  async archiveServiceProduct(organizationId: number, productId: string): Promise<void> {
    const existing = await this.orNull(() => this.stripe.products.retrieve(productId));
    if (!existing || existing.metadata.organization_id !== String(organizationId)) return;
    // Archiving twice is harmless; the SDK's own key covers its network retries.
    await this.call(() => this.stripe.products.update(productId, { active: false }));
  }

  // ---- issue 7: invoices an organization sends its own clients ----

  async createCustomerInvoice(input: CustomerInvoiceInput): Promise<CustomerInvoice> {
    const tags = customerInvoiceTags(input.organizationId);
    const customerId = await this.clientCustomer(input.organizationId, input.email, input.idempotencyKey);
    const invoice = await this.call(() =>
      this.stripe.invoices.create(
        {
          customer: customerId,
          collection_method: 'send_invoice',
          days_until_due: input.daysUntilDue,
          currency: input.currency,
          description: input.description,
          auto_advance: false,
          pending_invoice_items_behavior: 'exclude',
          metadata: { ...input.metadata, ...tags },
        },
        { idempotencyKey: `${input.idempotencyKey}-invoice` },
      ),
    );
    await this.call(() =>
      this.stripe.invoiceItems.create(
        {
          customer: customerId,
          invoice: invoice.id,
          amount: input.amount,
          currency: input.currency,
          description: input.description,
          metadata: tags,
        },
        { idempotencyKey: `${input.idempotencyKey}-item` },
      ),
    );
    const finalized = await this.call(() =>
      this.stripe.invoices.finalizeInvoice(
        invoice.id,
        {},
        { idempotencyKey: `${input.idempotencyKey}-finalize` },
      ),
    );
    return toCustomerInvoice(finalized);
  }

  async getCustomerInvoice(organizationId: number, invoiceId: string): Promise<CustomerInvoice | null> {
    const invoice = await this.orNull(() => this.stripe.invoices.retrieve(invoiceId));
    if (!invoice || !isClientInvoiceOf(invoice, organizationId)) return null;
    return toCustomerInvoice(invoice);
  }

  async voidOrDeleteCustomerInvoice(organizationId: number, invoiceId: string): Promise<void> {
    const invoice = await this.orNull(() => this.stripe.invoices.retrieve(invoiceId));
    if (!invoice || !isClientInvoiceOf(invoice, organizationId)) return;
    if (invoice.status === 'paid') throw new PaymentsProviderError(`Invoice ${invoiceId} is paid`);
    if (invoice.status === 'draft') await this.call(() => this.stripe.invoices.del(invoiceId));
    else if (invoice.status === 'open') await this.call(() => this.stripe.invoices.voidInvoice(invoiceId));
  }

  /** The organization's customer for this client email, created (tagged with the organization) when missing. */
  private async clientCustomer(
    organizationId: number,
    email: string,
    idempotencyKey: string,
  ): Promise<string> {
    const tags = customerInvoiceTags(organizationId);
    const found = await this.call(() =>
      this.stripe.customers.list({ email, limit: 100 }).autoPagingToArray({ limit: 1000 }),
    );
    const mine = found.find(
      (c) =>
        c.metadata?.kind === CUSTOMER_INVOICE_KIND && c.metadata?.organization_id === tags.organization_id,
    );
    if (mine) return mine.id;
    const created = await this.call(() =>
      this.stripe.customers.create(
        { email, metadata: tags },
        { idempotencyKey: `${idempotencyKey}-customer` },
      ),
    );
    return created.id;
  }

  /** Runs a Stripe call, turning its errors into the provider's (card declines into CardDeclinedError). */
  private async call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (e) {
      throw mapError(e);
    }
  }

  /** Like call(), but a missing object answers null. */
  private async orNull<T>(fn: () => Promise<T>): Promise<T | null> {
    try {
      return await fn();
    } catch (e) {
      if (e instanceof Stripe.errors.StripeError && e.code === 'resource_missing') return null;
      throw mapError(e);
    }
  }
}

/** Service prices are in the organization's currency; every organization bills in usd. */
const SERVICE_CURRENCY = 'usd';

/**
 * An idempotency key that also names the parameters: a retry with the same parameters replays, while a changed
 * request (Stripe refuses a reused key with other parameters) gets a key of its own.
 */
function keyFor(base: string, params: unknown): string {
  return `${base}-${createHash('sha256').update(JSON.stringify(params)).digest('hex').slice(0, 16)}`;
}

function mapError(e: unknown): Error {
  if (e instanceof CardDeclinedError || e instanceof PaymentsProviderError) return e;
  if (e instanceof Stripe.errors.StripeCardError) {
    return new CardDeclinedError(e.decline_code ?? e.code ?? 'card_declined', 'Your card was declined');
  }
  if (e instanceof Stripe.errors.StripeError) {
    const err = new PaymentsProviderError(`Stripe ${e.type}: ${e.message}`);
    err.cause = e;
    return err;
  }
  return e instanceof Error ? e : new PaymentsProviderError(String(e));
}

function isClientInvoiceOf(invoice: Stripe.Invoice, organizationId: number): boolean {
  return (
    invoice.metadata?.kind === CUSTOMER_INVOICE_KIND &&
    invoice.metadata?.organization_id === String(organizationId)
  );
}

function toCustomerInvoice(invoice: Stripe.Invoice): CustomerInvoice {
  return {
    id: invoice.id ?? '',
    status: (invoice.status ?? 'draft') as InvoiceStatus,
    hostedUrl: invoice.hosted_invoice_url ?? null,
    totalAmount: invoice.total,
  };
}

function idOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'string') return value.id;
  return null;
}

function toBillingPrice(price: Stripe.Price): BillingPrice {
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

function productKind(product: Stripe.Product, prices: BillingPrice[]): BillingProduct['kind'] {
  const kind = product.metadata.kind;
  if (kind === 'plan' || kind === 'seat' || kind === 'addon') return kind;
  if (product.name === billingConstants.seatProductName) return 'seat';
  // Untagged products: one-time prices only make an add-on.
  return prices.length > 0 && prices.every((p) => p.interval === null) ? 'addon' : 'plan';
}

/** Stripe metadata values are strings: keep the plan limits that parse as numbers. */
function parsePlanMetadata(metadata: Stripe.Metadata): Partial<PlanMetadata> {
  const out: Partial<PlanMetadata> = {};
  for (const key of planMetadataKeys) {
    const raw = metadata[key];
    if (raw === undefined || raw.trim() === '') continue;
    const n = Number(raw);
    if (Number.isFinite(n)) out[key] = n;
  }
  return out;
}

function toCard(pm: Stripe.PaymentMethod): Card {
  if (!pm.card) throw new PaymentsProviderError(`Payment method ${pm.id} is not a card`);
  return {
    brand: pm.card.brand,
    last4: pm.card.last4,
    exp_month: pm.card.exp_month,
    exp_year: pm.card.exp_year,
  };
}

function splitItems(sub: StripeSubscription) {
  const items = sub.items.data;
  const seat = items.find((i) => i.metadata?.kind === 'seat') ?? null;
  const plan = items.find((i) => i.metadata?.kind === 'plan') ?? items.find((i) => i !== seat) ?? null;
  return { plan, seat };
}

/** The items param that turns `sub` into what `change` asks (seat item added, changed or removed). */
function itemChanges(sub: StripeSubscription, change: SubscriptionChange): SubscriptionItemParams[] {
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

function discountChange(change: SubscriptionChange): { discounts?: [{ coupon: string }] | '' } {
  if (change.couponId === undefined) return {};
  // An empty string clears the discounts (Stripe's way to unset a list param).
  return { discounts: change.couponId ? [{ coupon: change.couponId }] : '' };
}

function toSubscription(sub: StripeSubscription): ProviderSubscription {
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

function toInvoice(invoice: StripeInvoice): ProviderInvoice {
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
