import { randomBytes } from 'node:crypto';
import { type BillingInterval, discounted } from '@ensemble/contracts';
import { DataSource } from 'typeorm';
import {
  PaymentsProviderError,
  type ProviderEvent,
  type ProviderInvoice,
  type ProviderSubscription,
} from '../payments-provider';
import { BillingCouponRow, BillingPriceRow, BillingProductRow } from './catalogue.entities';
import {
  LocalCustomer,
  LocalInvoice,
  type LocalInvoiceLine,
  LocalPaymentMethod,
  LocalSubscription,
} from './local-state.entities';

export type LocalEventSink = (event: ProviderEvent) => Promise<void>;

export const newId = (prefix: string) => `${prefix}_local_${randomBytes(10).toString('hex')}`;

export function addInterval(from: Date, interval: BillingInterval): Date {
  const d = new Date(from.getTime());
  if (interval === 'month') d.setUTCMonth(d.getUTCMonth() + 1);
  else d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d;
}

export interface SubscriptionState {
  price: BillingPriceRow;
  product: BillingProductRow;
  seatPrice: BillingPriceRow | null;
  seatQuantity: number;
  coupon: BillingCouponRow | null;
}

/**
 * What the local provider's platform-billing parts share (docs/adr/0009): its tables, charging the default card,
 * subscription prices and invoices, presenting them as the provider interface does, and the event sink through
 * which renewals and payments reach the billing module.
 */
export class LocalLedger {
  private sink: LocalEventSink | null = null;

  constructor(readonly dataSource: DataSource) {}

  /** The billing module's event handler: the local provider reports renewals and payments through it. */
  setEventSink(sink: LocalEventSink): void {
    this.sink = sink;
  }

  repo<T extends object>(entity: new () => T) {
    return this.dataSource.getRepository(entity);
  }

  async customer(customerId: string): Promise<LocalCustomer> {
    const c = await this.repo(LocalCustomer).findOneBy({ id: customerId });
    if (!c) throw new PaymentsProviderError(`No such customer: ${customerId}`);
    return c;
  }

  /** Charges the customer's default card: false when declined (or no card). */
  async charge(customerId: string, amount: number): Promise<boolean> {
    if (amount <= 0) return true;
    const customer = await this.customer(customerId);
    if (!customer.defaultPaymentMethodId) return false;
    const pm = await this.repo(LocalPaymentMethod).findOneBy({ id: customer.defaultPaymentMethodId });
    return !!pm && pm.behaviour === 'ok';
  }

  async stateOf(
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

  amountOf(s: SubscriptionState): number {
    const gross = s.price.unitAmount + (s.seatPrice ? s.seatPrice.unitAmount * s.seatQuantity : 0);
    return discounted(gross, s.coupon?.percentOff ?? null);
  }

  describe(s: SubscriptionState): string {
    const seats = s.seatQuantity > 0 ? ` + ${s.seatQuantity} × User Seat` : '';
    return `${s.product.name} (${s.price.interval}ly)${seats}`;
  }

  linesOf(s: SubscriptionState): LocalInvoiceLine[] {
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

  async createInvoice(
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
  async settle(invoice: LocalInvoice): Promise<boolean> {
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

  async emit(event: ProviderEvent): Promise<void> {
    if (this.sink) await this.sink(event);
  }

  async present(sub: LocalSubscription): Promise<ProviderSubscription> {
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

  presentInvoice(row: LocalInvoice): ProviderInvoice {
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
}
