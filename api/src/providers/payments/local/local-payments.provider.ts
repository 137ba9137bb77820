import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type BillingInterval,
  type BillingProduct,
  type Card,
  cardSchema,
  type CouponResult,
  discounted,
  type InvoicePreview,
} from '@ensemble/contracts';
import PDFDocument from 'pdfkit';
import { DataSource, In, IsNull, LessThan, LessThanOrEqual, Not, Or } from 'typeorm';
import {
  CardDeclinedError,
  type CreateSubscriptionInput,
  type CustomerInput,
  type CustomerInvoice,
  type CustomerInvoiceInput,
  ENDED_SUBSCRIPTION_STATUSES,
  type OneTimeChargeInput,
  type PaymentsProvider,
  PaymentsProviderError,
  type ProviderEvent,
  type ProviderInvoice,
  type ProviderSubscription,
  type ServiceProduct,
  type ServiceProductInput,
  serviceProductTags,
  type SubscriptionChange,
  WebhookSignatureError,
} from '../payments-provider';
import {
  BillingCouponRow,
  BillingPriceRow,
  BillingProductRow,
  BillingPromotionCodeRow,
} from './catalogue.entities';
import {
  type LocalCardBehaviour,
  LocalCustomer,
  LocalInvoice,
  type LocalInvoiceLine,
  LocalPaymentMethod,
  LocalSetupIntent,
  LocalSubscription,
} from './local-state.entities';
import { LocalServicePrice, LocalServiceProduct } from './service-products.entities';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { LocalCustomerInvoices } from './local-customer-invoices';

/** Stripe's test cards that behave differently (https://docs.stripe.com/testing). */
export const LOCAL_TEST_CARDS = {
  declinedAtSetup: '4000000000000002',
  chargesDeclined: '4000000000000341',
} as const;

export interface LocalCardDetails {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

export type LocalEventSink = (event: ProviderEvent) => Promise<void>;

const newId = (prefix: string) => `${prefix}_local_${randomBytes(10).toString('hex')}`;

function addInterval(from: Date, interval: BillingInterval): Date {
  const d = new Date(from.getTime());
  if (interval === 'month') d.setUTCMonth(d.getUTCMonth() + 1);
  else d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d;
}

/** The brand Stripe would report for the number (its `card.brand` values), by the issuers' number ranges. */
function brandOf(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|64[4-9]|65)/.test(number)) return 'discover';
  if (/^3(0[0-5]|09|[689])/.test(number)) return 'diners';
  if (/^35(2[89]|[3-8])/.test(number)) return 'jcb';
  if (/^62/.test(number)) return 'unionpay';
  return 'unknown';
}

/** Renewals claimed longer ago than this are taken over (the worker that claimed them died). */
const RENEWAL_CLAIM_STALE_MS = 10 * 60_000;

interface SubscriptionState {
  price: BillingPriceRow;
  product: BillingProductRow;
  seatPrice: BillingPriceRow | null;
  seatQuantity: number;
  coupon: BillingCouponRow | null;
}

/**
 * The embedded payments provider: catalogue, customers, cards, subscriptions and invoices in our database,
 * charging nothing real. Card behaviour follows Stripe's test cards so the same scenarios run on both.
 */
@Injectable()
export class LocalPaymentsProvider implements PaymentsProvider {
  readonly name = 'local' as const;
  readonly publishableKey = null;
  private sink: LocalEventSink | null = null;

  /** Issue 7: invoices organizations send their clients, paid on our hosted page. */
  readonly customerInvoices: LocalCustomerInvoices;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Optional() @Inject(APP_CONFIG) config?: AppConfig,
  ) {
    this.customerInvoices = new LocalCustomerInvoices(dataSource, config?.apiPublicUrl ?? '/api');
  }

  createCustomerInvoice(input: CustomerInvoiceInput): Promise<CustomerInvoice> {
    return this.customerInvoices.create(input);
  }

  getCustomerInvoice(organizationId: number, invoiceId: string): Promise<CustomerInvoice | null> {
    return this.customerInvoices.get(organizationId, invoiceId);
  }

  voidOrDeleteCustomerInvoice(organizationId: number, invoiceId: string): Promise<void> {
    return this.customerInvoices.voidOrDelete(organizationId, invoiceId);
  }

  /** The billing module's event handler: the local provider reports renewals and payments through it. */
  setEventSink(sink: LocalEventSink): void {
    this.sink = sink;
  }

  private repo<T extends object>(entity: new () => T) {
    return this.dataSource.getRepository(entity);
  }

  // ---- catalogue ----

  async listProducts(): Promise<BillingProduct[]> {
    const products = await this.repo(BillingProductRow).find({
      where: { active: true },
      order: { sortOrder: 'ASC', id: 'ASC' },
    });
    const prices = await this.repo(BillingPriceRow).find({
      where: { active: true },
      order: { unitAmount: 'ASC' },
    });
    return products.map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      kind: p.kind,
      metadata: p.metadata,
      prices: prices
        .filter((pr) => pr.productId === p.id)
        .map((pr) => ({
          id: pr.id,
          unit_amount: pr.unitAmount,
          unit_amount_decimal: String(pr.unitAmount),
          currency: pr.currency,
          interval: pr.interval,
        })),
    }));
  }

  async findPromotionCode(code: string): Promise<CouponResult | null> {
    const promo = await this.repo(BillingPromotionCodeRow).findOneBy({
      code: code.trim().toUpperCase(),
      active: true,
    });
    if (!promo) return null;
    const coupon = await this.repo(BillingCouponRow).findOneBy({ id: promo.couponId });
    if (!coupon) return null;
    return { id: promo.id, code: promo.code, coupon: this.presentCoupon(coupon) };
  }

  async getCoupon(couponId: string): Promise<CouponResult['coupon'] | null> {
    const coupon = await this.repo(BillingCouponRow).findOneBy({ id: couponId });
    return coupon ? this.presentCoupon(coupon) : null;
  }

  private presentCoupon(c: BillingCouponRow): CouponResult['coupon'] {
    return { id: c.id, valid: c.valid, percent_off: c.percentOff, applies_to: { products: c.appliesTo } };
  }

  // ---- customers and cards ----

  async ensureCustomer(input: CustomerInput): Promise<string> {
    const customers = this.repo(LocalCustomer);
    if (input.customerId) {
      const found = await customers.findOneBy({ id: input.customerId });
      if (found) return found.id;
    }
    const existing = await customers.findOneBy({ organizationId: input.organizationId });
    if (existing) return existing.id;
    const id = newId('cus');
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(LocalCustomer)
      .values({ id, organizationId: input.organizationId, name: input.name, email: input.email })
      .orIgnore()
      .execute();
    return (await customers.findOneByOrFail({ organizationId: input.organizationId })).id;
  }

  async createSetupIntent(
    customerId: string,
    idempotencyKey: string,
  ): Promise<{ id: string; client_secret: string }> {
    const intents = this.repo(LocalSetupIntent);
    const existing = await intents.findOneBy({ idempotencyKey });
    if (existing) return { id: existing.id, client_secret: existing.clientSecret };
    const customer = await this.customer(customerId);
    const id = newId('seti');
    const intent = await intents.save(
      intents.create({
        id,
        organizationId: customer.organizationId,
        customerId,
        clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
        idempotencyKey,
        status: 'requires_payment_method',
        paymentMethodId: null,
      }),
    );
    return { id: intent.id, client_secret: intent.clientSecret };
  }

  /** The setup intent a client secret belongs to (the local confirm route checks membership with it). */
  findSetupIntent(clientSecret: string): Promise<LocalSetupIntent | null> {
    return this.repo(LocalSetupIntent).findOneBy({ clientSecret });
  }

  /**
   * Stands in for Stripe.js confirmCardSetup: validates the card like the card form (yup ValidationError),
   * declines Stripe's setup-declined test card, and stores a payment method for the intent.
   */
  async confirmSetupIntent(clientSecret: string, card: LocalCardDetails): Promise<string> {
    const intent = await this.findSetupIntent(clientSecret);
    if (!intent) throw new PaymentsProviderError('No such setup intent');
    const number = card.number.replace(/\s/g, '');
    const expiry = `${String(card.exp_month).padStart(2, '0')} / ${String(card.exp_year % 100).padStart(2, '0')}`;
    await cardSchema().validate({ number, expiry, cvc: card.cvc }, { abortEarly: false });
    if (intent.status === 'succeeded' && intent.paymentMethodId) return intent.paymentMethodId;
    if (number === LOCAL_TEST_CARDS.declinedAtSetup) throw new CardDeclinedError('generic_decline');
    const behaviour: LocalCardBehaviour =
      number === LOCAL_TEST_CARDS.chargesDeclined ? 'charge_declined' : 'ok';
    const pm = await this.repo(LocalPaymentMethod).save({
      id: newId('pm'),
      organizationId: intent.organizationId,
      customerId: null,
      brand: brandOf(number),
      last4: number.slice(-4),
      expMonth: card.exp_month,
      expYear: card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year,
      behaviour,
    });
    await this.repo(LocalSetupIntent).update(
      { id: intent.id },
      { status: 'succeeded', paymentMethodId: pm.id },
    );
    return pm.id;
  }

  async attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<Card> {
    const customer = await this.customer(customerId);
    const pm = await this.repo(LocalPaymentMethod).findOneBy({ id: paymentMethodId });
    // A payment method confirmed for another organization cannot be attached here.
    if (
      !pm ||
      pm.organizationId !== customer.organizationId ||
      (pm.customerId && pm.customerId !== customerId)
    ) {
      throw new PaymentsProviderError('No such payment method');
    }
    await this.repo(LocalPaymentMethod).update({ id: pm.id }, { customerId });
    await this.repo(LocalCustomer).update({ id: customerId }, { defaultPaymentMethodId: pm.id });
    return this.presentCard(pm);
  }

  async getDefaultCard(customerId: string): Promise<Card | null> {
    const customer = await this.repo(LocalCustomer).findOneBy({ id: customerId });
    if (!customer?.defaultPaymentMethodId) return null;
    const pm = await this.repo(LocalPaymentMethod).findOneBy({ id: customer.defaultPaymentMethodId });
    return pm ? this.presentCard(pm) : null;
  }

  private presentCard(pm: LocalPaymentMethod): Card {
    return { brand: pm.brand, last4: pm.last4, exp_month: pm.expMonth, exp_year: pm.expYear };
  }

  private async customer(customerId: string): Promise<LocalCustomer> {
    const c = await this.repo(LocalCustomer).findOneBy({ id: customerId });
    if (!c) throw new PaymentsProviderError(`No such customer: ${customerId}`);
    return c;
  }

  /** Charges the customer's default card: false when declined (or no card). */
  private async charge(customerId: string, amount: number): Promise<boolean> {
    if (amount <= 0) return true;
    const customer = await this.customer(customerId);
    if (!customer.defaultPaymentMethodId) return false;
    const pm = await this.repo(LocalPaymentMethod).findOneBy({ id: customer.defaultPaymentMethodId });
    return !!pm && pm.behaviour === 'ok';
  }

  // ---- subscriptions ----

  private async stateOf(
    priceId: string,
    seatPriceId: string | null,
    seatQuantity: number,
    couponId: string | null,
  ): Promise<SubscriptionState> {
    const price = await this.repo(BillingPriceRow).findOneBy({ id: priceId });
    if (!price || !price.interval) throw new PaymentsProviderError(`No such recurring price: ${priceId}`);
    const product = await this.repo(BillingProductRow).findOneByOrFail({ id: price.productId });
    const seatPrice = seatPriceId ? await this.repo(BillingPriceRow).findOneBy({ id: seatPriceId }) : null;
    if (seatPriceId && (!seatPrice || seatPrice.interval !== price.interval)) {
      throw new PaymentsProviderError(`Seat price ${seatPriceId} does not match ${priceId}`);
    }
    const coupon = couponId
      ? await this.repo(BillingCouponRow).findOneBy({ id: couponId, valid: true })
      : null;
    return { price, product, seatPrice, seatQuantity: seatPrice ? seatQuantity : 0, coupon };
  }

  private amountOf(s: SubscriptionState): number {
    const gross = s.price.unitAmount + (s.seatPrice ? s.seatPrice.unitAmount * s.seatQuantity : 0);
    return discounted(gross, s.coupon?.percentOff ?? null);
  }

  private describe(s: SubscriptionState): string {
    const seats = s.seatQuantity > 0 ? ` + ${s.seatQuantity} × User Seat` : '';
    return `${s.product.name} (${s.price.interval}ly)${seats}`;
  }

  private linesOf(s: SubscriptionState): LocalInvoiceLine[] {
    const lines: LocalInvoiceLine[] = [
      { description: `1 × ${s.product.name} (per ${s.price.interval})`, amount: s.price.unitAmount },
    ];
    if (s.seatPrice && s.seatQuantity > 0) {
      lines.push({
        description: `${s.seatQuantity} × User Seat (per ${s.price.interval})`,
        amount: s.seatPrice.unitAmount * s.seatQuantity,
      });
    }
    if (s.coupon) {
      const gross = lines.reduce((sum, l) => sum + l.amount, 0);
      lines.push({ description: `${s.coupon.percentOff}% off`, amount: this.amountOf(s) - gross });
    }
    return lines;
  }

  private async createInvoice(
    sub: { organizationId: number; customerId: string; id: string | null },
    key: string,
    lines: LocalInvoiceLine[],
    description: string,
    interval: BillingInterval | null,
  ): Promise<LocalInvoice> {
    const amount = Math.max(
      0,
      lines.reduce((s, l) => s + l.amount, 0),
    );
    return this.repo(LocalInvoice).save({
      id: newId('in'),
      organizationId: sub.organizationId,
      customerId: sub.customerId,
      subscriptionId: sub.id,
      idempotencyKey: key,
      number: `LOC-${randomBytes(4).toString('hex').toUpperCase()}`,
      status: 'open',
      amountDue: amount,
      amountPaid: 0,
      currency: 'usd',
      description,
      lines,
      interval,
      createdAt: new Date(),
    });
  }

  /** Tries the default card on an open invoice; true when paid. */
  private async settle(invoice: LocalInvoice): Promise<boolean> {
    if (invoice.status === 'paid') return true;
    if (!(await this.charge(invoice.customerId, invoice.amountDue))) return false;
    invoice.status = 'paid';
    invoice.amountPaid = invoice.amountDue;
    await this.repo(LocalInvoice).update(
      { id: invoice.id },
      { status: 'paid', amountPaid: invoice.amountDue },
    );
    return true;
  }

  async createSubscription(input: CreateSubscriptionInput): Promise<ProviderSubscription> {
    const subs = this.repo(LocalSubscription);
    const existing = await subs.findOneBy({ idempotencyKey: input.idempotencyKey });
    if (existing) return this.present(existing);
    const customer = await this.customer(input.customerId);
    const state = await this.stateOf(input.priceId, input.seatPriceId, input.seatQuantity, input.couponId);
    const now = new Date();
    const sub = await subs.save({
      id: newId('sub'),
      organizationId: customer.organizationId,
      customerId: customer.id,
      idempotencyKey: input.idempotencyKey,
      status: 'incomplete',
      priceId: state.price.id,
      seatPriceId: state.seatPrice?.id ?? null,
      seatQuantity: state.seatQuantity,
      couponId: state.coupon?.id ?? null,
      currentPeriodStart: now,
      currentPeriodEnd: addInterval(now, state.price.interval as BillingInterval),
      renewalClaimedAt: null,
    });
    const invoice = await this.createInvoice(
      sub,
      `${input.idempotencyKey}:first`,
      this.linesOf(state),
      `Subscription: ${this.describe(state)}`,
      state.price.interval,
    );
    if (await this.settle(invoice)) {
      sub.status = 'active';
      await subs.update({ id: sub.id }, { status: 'active' });
    }
    return this.present(sub);
  }

  async getSubscription(subscriptionId: string): Promise<ProviderSubscription | null> {
    const sub = await this.repo(LocalSubscription).findOneBy({ id: subscriptionId });
    return sub ? this.present(sub) : null;
  }

  private async quote(sub: LocalSubscription, change: SubscriptionChange, now: Date) {
    const current = await this.stateOf(sub.priceId, sub.seatPriceId, sub.seatQuantity, sub.couponId);
    const next = await this.stateOf(
      change.priceId ?? sub.priceId,
      change.seatPriceId !== undefined ? change.seatPriceId : sub.seatPriceId,
      change.seatQuantity ?? sub.seatQuantity,
      change.couponId !== undefined ? change.couponId : sub.couponId,
    );
    const start = sub.currentPeriodStart.getTime();
    const end = sub.currentPeriodEnd.getTime();
    const remaining = end > start ? Math.min(1, Math.max(0, (end - now.getTime()) / (end - start))) : 0;
    const credit = Math.round(this.amountOf(current) * remaining);
    const cycleChange = next.price.interval !== current.price.interval;
    // A new billing cycle starts now and is charged in full; otherwise only the rest of this period.
    const charge = cycleChange ? this.amountOf(next) : Math.round(this.amountOf(next) * remaining);
    const lines: LocalInvoiceLine[] = [
      { description: `Unused time on ${this.describe(current)}`, amount: -credit },
      {
        description: `${cycleChange ? '' : 'Remaining time on '}${this.describe(next)}`,
        amount: charge,
      },
    ];
    const total = charge - credit;
    return {
      next,
      lines,
      total,
      periodStart: cycleChange ? now : sub.currentPeriodStart,
      periodEnd: cycleChange
        ? addInterval(now, next.price.interval as BillingInterval)
        : sub.currentPeriodEnd,
    };
  }

  async updateSubscription(
    subscriptionId: string,
    change: SubscriptionChange,
    idempotencyKey: string,
  ): Promise<ProviderSubscription> {
    const subs = this.repo(LocalSubscription);
    const sub = await subs.findOneBy({ id: subscriptionId });
    if (!sub) throw new PaymentsProviderError(`No such subscription: ${subscriptionId}`);
    const invoices = this.repo(LocalInvoice);
    const earlier = await invoices.findOneBy({ idempotencyKey });
    if (earlier?.status === 'paid') return this.present(sub);
    if (earlier) await invoices.delete({ id: earlier.id });
    const q = await this.quote(sub, change, new Date());
    if (q.total > 0) {
      const invoice = await this.createInvoice(
        sub,
        idempotencyKey,
        q.lines,
        'Subscription update',
        q.next.price.interval,
      );
      if (!(await this.settle(invoice))) {
        // The change is refused as a whole (Stripe's error_if_incomplete): nothing stays owed.
        await invoices.delete({ id: invoice.id });
        throw new CardDeclinedError();
      }
    }
    Object.assign(sub, {
      priceId: q.next.price.id,
      seatPriceId: q.next.seatPrice?.id ?? null,
      seatQuantity: q.next.seatQuantity,
      couponId: q.next.coupon?.id ?? null,
      currentPeriodStart: q.periodStart,
      currentPeriodEnd: q.periodEnd,
    });
    await subs.save(sub);
    return this.present(sub);
  }

  async previewChange(subscriptionId: string, change: SubscriptionChange): Promise<InvoicePreview> {
    const sub = await this.repo(LocalSubscription).findOneBy({ id: subscriptionId });
    if (!sub) throw new PaymentsProviderError(`No such subscription: ${subscriptionId}`);
    const q = await this.quote(sub, change, new Date());
    return {
      amount_due: Math.max(0, q.total),
      subtotal: q.total,
      total: q.total,
      currency: 'usd',
      next_payment_attempt: q.periodEnd.toISOString(),
      lines: q.lines,
    };
  }

  async cancelSubscriptions(customerId: string): Promise<string[]> {
    const subs = this.repo(LocalSubscription);
    const live = { customerId, status: Not(In(ENDED_SUBSCRIPTION_STATUSES)) };
    const canceled: string[] = [];
    for (const sub of await subs.findBy(live)) {
      // Conditional, so a concurrent cancel reports (and emits) each subscription once.
      if (!(await subs.update({ ...live, id: sub.id }, { status: 'canceled' })).affected) continue;
      canceled.push(sub.id);
      await this.emit({
        id: `evt_local_${sub.id}_deleted`,
        type: 'customer.subscription.deleted',
        customerId,
        subscription: await this.present({ ...sub, status: 'canceled' }),
      });
    }
    return canceled;
  }

  // ---- invoices ----

  async listInvoices(
    customerId: string,
    page: number,
    perPage: number,
  ): Promise<{ results: ProviderInvoice[]; count: number }> {
    const [rows, count] = await this.repo(LocalInvoice).findAndCount({
      where: { customerId, status: In(['open', 'paid', 'uncollectible', 'void']) },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (Math.max(1, page) - 1) * perPage,
      take: perPage,
    });
    return { results: rows.map((r) => this.presentInvoice(r)), count };
  }

  async getInvoice(invoiceId: string): Promise<ProviderInvoice | null> {
    const row = await this.repo(LocalInvoice).findOneBy({ id: invoiceId });
    return row ? this.presentInvoice(row) : null;
  }

  async payInvoice(invoiceId: string, _idempotencyKey: string): Promise<ProviderInvoice> {
    const invoice = await this.repo(LocalInvoice).findOneBy({ id: invoiceId });
    if (!invoice) throw new PaymentsProviderError(`No such invoice: ${invoiceId}`);
    if (invoice.status === 'paid') return this.presentInvoice(invoice);
    if (invoice.status !== 'open')
      throw new PaymentsProviderError(`Invoice ${invoiceId} is ${invoice.status}`);
    if (!(await this.settle(invoice))) throw new CardDeclinedError();
    let subscription: ProviderSubscription | undefined;
    if (invoice.subscriptionId) {
      const subs = this.repo(LocalSubscription);
      await subs.update(
        { id: invoice.subscriptionId, status: In(['incomplete', 'past_due', 'unpaid']) },
        { status: 'active' },
      );
      const sub = await subs.findOneBy({ id: invoice.subscriptionId });
      if (sub) subscription = await this.present(sub);
    }
    const presented = this.presentInvoice(invoice);
    await this.emit({
      id: `evt_local_${invoice.id}_paid`,
      type: 'invoice.paid',
      customerId: invoice.customerId,
      invoice: presented,
      subscription,
    });
    return presented;
  }

  async invoicePdf(invoiceId: string): Promise<{ pdf: Buffer }> {
    const invoice = await this.repo(LocalInvoice).findOneBy({ id: invoiceId });
    if (!invoice) throw new PaymentsProviderError(`No such invoice: ${invoiceId}`);
    const customer = await this.customer(invoice.customerId);
    return { pdf: await renderInvoicePdf(invoice, customer) };
  }

  async chargeOnce(input: OneTimeChargeInput): Promise<ProviderInvoice> {
    const invoices = this.repo(LocalInvoice);
    const earlier = await invoices.findOneBy({ idempotencyKey: input.idempotencyKey });
    if (earlier?.status === 'paid') return this.presentInvoice(earlier);
    if (earlier) await invoices.delete({ id: earlier.id });
    const customer = await this.customer(input.customerId);
    const coupon = input.couponId
      ? await this.repo(BillingCouponRow).findOneBy({ id: input.couponId, valid: true })
      : null;
    const lines: LocalInvoiceLine[] = [{ description: input.description, amount: input.amount }];
    if (coupon) {
      lines.push({
        description: `${coupon.percentOff}% off`,
        amount: discounted(input.amount, coupon.percentOff) - input.amount,
      });
    }
    const invoice = await this.createInvoice(
      { organizationId: customer.organizationId, customerId: customer.id, id: null },
      input.idempotencyKey,
      lines,
      input.description,
      null,
    );
    if (!(await this.settle(invoice))) {
      await invoices.update({ id: invoice.id }, { status: 'void' });
      throw new CardDeclinedError();
    }
    return this.presentInvoice(invoice);
  }

  parseWebhook(): ProviderEvent {
    throw new WebhookSignatureError('The local payments provider receives no webhooks');
  }

  // ---- renewals ----

  /**
   * Charges subscriptions whose period has ended (claim-and-sweep): each period end is claimed by one worker
   * with a conditional UPDATE, its invoice carries a key derived from the period, so a crash and a re-run
   * never charge a period twice. A declined renewal leaves an open invoice and the subscription past_due.
   */
  async renewDue(now: Date = new Date()): Promise<number> {
    const subs = this.repo(LocalSubscription);
    const due = await subs.find({
      where: { status: In(['active', 'past_due']), currentPeriodEnd: LessThanOrEqual(now) },
      order: { currentPeriodEnd: 'ASC' },
      take: 100,
    });
    let renewed = 0;
    for (const candidate of due) {
      const claimed = await subs.update(
        {
          id: candidate.id,
          currentPeriodEnd: candidate.currentPeriodEnd,
          renewalClaimedAt: Or(IsNull(), LessThan(new Date(now.getTime() - RENEWAL_CLAIM_STALE_MS))),
        },
        { renewalClaimedAt: now },
      );
      if (!claimed.affected) continue;
      const state = await this.stateOf(
        candidate.priceId,
        candidate.seatPriceId,
        candidate.seatQuantity,
        candidate.couponId,
      );
      const key = `renew:${candidate.id}:${candidate.currentPeriodEnd.getTime()}`;
      const invoice =
        (await this.repo(LocalInvoice).findOneBy({ idempotencyKey: key })) ??
        (await this.createInvoice(
          candidate,
          key,
          this.linesOf(state),
          `Renewal: ${this.describe(state)}`,
          state.price.interval,
        ));
      const paid = await this.settle(invoice);
      const interval = state.price.interval as BillingInterval;
      // Only a subscription still renewing: one canceled meanwhile stays canceled.
      await subs.update(
        {
          id: candidate.id,
          currentPeriodEnd: candidate.currentPeriodEnd,
          status: In(['active', 'past_due']),
        },
        {
          status: paid ? 'active' : 'past_due',
          currentPeriodStart: candidate.currentPeriodEnd,
          currentPeriodEnd: addInterval(candidate.currentPeriodEnd, interval),
          renewalClaimedAt: null,
        },
      );
      const sub = await subs.findOneByOrFail({ id: candidate.id });
      const subscription = await this.present(sub);
      await this.emit({
        id: `evt_local_${invoice.id}_${paid ? 'paid' : 'failed'}`,
        type: paid ? 'invoice.paid' : 'invoice.payment_failed',
        customerId: sub.customerId,
        invoice: this.presentInvoice(invoice),
        subscription,
      });
      renewed += 1;
    }
    return renewed;
  }

  private async emit(event: ProviderEvent): Promise<void> {
    if (this.sink) await this.sink(event);
  }

  // ---- presenters ----

  private async present(sub: LocalSubscription): Promise<ProviderSubscription> {
    const state = await this.stateOf(sub.priceId, sub.seatPriceId, sub.seatQuantity, sub.couponId);
    const latest = await this.repo(LocalInvoice).findOne({
      where: { subscriptionId: sub.id },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return {
      id: sub.id,
      customerId: sub.customerId,
      status: sub.status,
      priceId: sub.priceId,
      productId: state.product.id,
      interval: state.price.interval as BillingInterval,
      unitAmount: state.price.unitAmount,
      seatQuantity: sub.seatQuantity,
      currentPeriodEnd: sub.currentPeriodEnd,
      percentOff: state.coupon?.percentOff ?? null,
      latestInvoice: latest ? this.presentInvoice(latest) : null,
    };
  }

  private presentInvoice(row: LocalInvoice): ProviderInvoice {
    return {
      id: row.id,
      number: row.number,
      customerId: row.customerId,
      subscriptionId: row.subscriptionId,
      created: row.createdAt,
      status: row.status,
      amountDue: row.amountDue,
      amountPaid: row.amountPaid,
      currency: row.currency,
      description: row.description,
      hostedInvoiceUrl: null,
      invoicePdf: null,
    };
  }

  // ---- organization service products (issue 5) ----

  async upsertServiceProduct(
    input: ServiceProductInput,
  ): Promise<{ productId: string; priceId: string | null }> {
    const products = this.repo(LocalServiceProduct);
    const fields = {
      name: input.name,
      description: input.description,
      statementDescriptor: input.statementDescriptor,
      unitLabel: input.unitLabel,
      metadata: { ...input.metadata, ...serviceProductTags(input.organizationId) },
    };
    let product: LocalServiceProduct | null;
    if (input.productId) {
      product = await products.findOneBy({ id: input.productId, organizationId: input.organizationId });
      if (!product) throw new PaymentsProviderError(`No such product: ${input.productId}`);
      await products.update({ id: product.id }, { ...fields, active: true });
    } else {
      const key = `${input.idempotencyKey}-product`;
      product = await products.findOneBy({ idempotencyKey: key });
      if (!product) {
        product = await products.save(
          products.create({
            id: newId('prod'),
            organizationId: input.organizationId,
            ...fields,
            defaultPriceId: null,
            active: true,
            idempotencyKey: key,
          }),
        );
      }
    }
    let priceId = product.defaultPriceId;
    if (input.price) {
      const prices = this.repo(LocalServicePrice);
      const current = priceId ? await prices.findOneBy({ id: priceId }) : null;
      const same =
        current?.active &&
        current.unitAmount === input.price.unitAmount &&
        current.interval === input.price.interval;
      if (!same) {
        priceId = newId('price');
        await prices.save(
          prices.create({
            id: priceId,
            organizationId: input.organizationId,
            productId: product.id,
            unitAmount: input.price.unitAmount,
            currency: 'usd',
            interval: input.price.interval,
            active: true,
          }),
        );
        await products.update({ id: product.id }, { defaultPriceId: priceId });
        if (current) await prices.update({ id: current.id }, { active: false });
      }
    }
    return { productId: product.id, priceId };
  }

  async listServiceProducts(organizationId: number): Promise<ServiceProduct[]> {
    const rows = await this.repo(LocalServiceProduct).find({
      where: { organizationId, active: true },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    const priceIds = rows.map((r) => r.defaultPriceId).filter((id): id is string => !!id);
    const prices = priceIds.length ? await this.repo(LocalServicePrice).findBy({ id: In(priceIds) }) : [];
    return rows.map((r) => {
      const price = prices.find((p) => p.id === r.defaultPriceId) ?? null;
      const { kind: _kind, organization_id: _org, ...metadata } = r.metadata;
      return {
        id: r.id,
        name: r.name,
        description: r.description,
        statementDescriptor: r.statementDescriptor,
        unitLabel: r.unitLabel,
        metadata,
        defaultPrice: price
          ? { id: price.id, unitAmount: price.unitAmount, currency: price.currency, interval: price.interval }
          : null,
      };
    });
  }

  async archiveServiceProduct(organizationId: number, productId: string): Promise<void> {
    await this.repo(LocalServiceProduct).update({ id: productId, organizationId }, { active: false });
  }
}

const money = (cents: number, currency: string) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toFixed(2)} ${currency.toUpperCase()}`;

/** A plain one-page invoice. */
function renderInvoicePdf(invoice: LocalInvoice, customer: LocalCustomer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Invoice ${invoice.number}` } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(20).text('Invoice', { align: 'left' });
    doc.moveDown();
    doc.fontSize(11);
    doc.text(`Number: ${invoice.number}`);
    doc.text(`Date: ${invoice.createdAt.toISOString().slice(0, 10)}`);
    doc.text(`Status: ${invoice.status}`);
    doc.text(`Billed to: ${customer.name} <${customer.email}>`);
    doc.moveDown();
    for (const line of invoice.lines)
      doc.text(`${line.description}    ${money(line.amount, invoice.currency)}`);
    doc.moveDown();
    doc.fontSize(13).text(`Amount due: ${money(invoice.amountDue, invoice.currency)}`);
    doc.text(`Amount paid: ${money(invoice.amountPaid, invoice.currency)}`);
    doc.end();
  });
}
