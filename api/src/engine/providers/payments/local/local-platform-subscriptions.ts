import { type BillingInterval, type InvoicePreview } from '@ensemble/contracts';
import { In, LessThanOrEqual, Not } from 'typeorm';
import {
  CardDeclinedError,
  type CreateSubscriptionInput,
  ENDED_SUBSCRIPTION_STATUSES,
  PaymentsProviderError,
  type PlatformSubscriptions,
  type ProviderSubscription,
  type SubscriptionChange,
} from '../payments-provider';
import { LocalInvoice, type LocalInvoiceLine, LocalSubscription } from './local-state.entities';
import { addInterval, type LocalLedger, newId } from './local-ledger';
import { dbDate } from '../../../database/db-values';
import { RowLeases } from '../../../work/row-lease';

/** Renewals claimed longer ago than this are taken over (the worker that claimed them died). */
const RENEWAL_CLAIM_STALE_MS = 10 * 60_000;

/** Subscriptions (plan plus seats), prorated changes, cancellation and renewals, in our own tables. */
export class LocalPlatformSubscriptions implements PlatformSubscriptions {
  private readonly renewals: RowLeases;

  constructor(private readonly ledger: LocalLedger) {
    this.renewals = new RowLeases(ledger.dataSource, {
      entity: LocalSubscription,
      property: 'renewalClaimedAt',
      column: 'renewal_claimed_at',
      staleMs: RENEWAL_CLAIM_STALE_MS,
    });
  }

  async createSubscription(input: CreateSubscriptionInput): Promise<ProviderSubscription> {
    const subs = this.ledger.repo(LocalSubscription);
    const existing = await subs.findOneBy({ idempotencyKey: input.idempotencyKey });
    if (existing) return this.ledger.present(existing);
    const customer = await this.ledger.customer(input.customerId);
    const state = await this.ledger.stateOf(
      input.priceId,
      input.seatPriceId,
      input.seatQuantity,
      input.couponId,
    );
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
    const invoice = await this.ledger.createInvoice(
      sub,
      `${input.idempotencyKey}:first`,
      this.ledger.linesOf(state),
      `Subscription: ${this.ledger.describe(state)}`,
      state.price.interval,
    );
    if (await this.ledger.settle(invoice)) {
      sub.status = 'active';
      await subs.update({ id: sub.id }, { status: 'active' });
    }
    return this.ledger.present(sub);
  }

  async getSubscription(subscriptionId: string): Promise<ProviderSubscription | null> {
    const sub = await this.ledger.repo(LocalSubscription).findOneBy({ id: subscriptionId });
    return sub ? this.ledger.present(sub) : null;
  }

  private async quote(sub: LocalSubscription, change: SubscriptionChange, now: Date) {
    const current = await this.ledger.stateOf(sub.priceId, sub.seatPriceId, sub.seatQuantity, sub.couponId);
    const next = await this.ledger.stateOf(
      change.priceId ?? sub.priceId,
      change.seatPriceId !== undefined ? change.seatPriceId : sub.seatPriceId,
      change.seatQuantity ?? sub.seatQuantity,
      change.couponId !== undefined ? change.couponId : sub.couponId,
    );
    const start = sub.currentPeriodStart.getTime();
    const end = sub.currentPeriodEnd.getTime();
    const remaining = end > start ? Math.min(1, Math.max(0, (end - now.getTime()) / (end - start))) : 0;
    const credit = Math.round(this.ledger.amountOf(current) * remaining);
    const cycleChange = next.price.interval !== current.price.interval;
    // A new billing cycle starts now and is charged in full; otherwise only the rest of this period.
    const charge = cycleChange
      ? this.ledger.amountOf(next)
      : Math.round(this.ledger.amountOf(next) * remaining);
    const lines: LocalInvoiceLine[] = [
      { description: `Unused time on ${this.ledger.describe(current)}`, amount: -credit },
      {
        description: `${cycleChange ? '' : 'Remaining time on '}${this.ledger.describe(next)}`,
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
    const subs = this.ledger.repo(LocalSubscription);
    const sub = await subs.findOneBy({ id: subscriptionId });
    if (!sub) throw new PaymentsProviderError(`No such subscription: ${subscriptionId}`);
    const invoices = this.ledger.repo(LocalInvoice);
    const earlier = await invoices.findOneBy({ idempotencyKey });
    if (earlier?.status === 'paid') return this.ledger.present(sub);
    if (earlier) await invoices.delete({ id: earlier.id });
    const q = await this.quote(sub, change, new Date());
    if (q.total > 0) {
      const invoice = await this.ledger.createInvoice(
        sub,
        idempotencyKey,
        q.lines,
        'Subscription update',
        q.next.price.interval,
      );
      if (!(await this.ledger.settle(invoice))) {
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
    return this.ledger.present(sub);
  }

  async previewChange(subscriptionId: string, change: SubscriptionChange): Promise<InvoicePreview> {
    const sub = await this.ledger.repo(LocalSubscription).findOneBy({ id: subscriptionId });
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
    const subs = this.ledger.repo(LocalSubscription);
    const live = { customerId, status: Not(In(ENDED_SUBSCRIPTION_STATUSES)) };
    const canceled: string[] = [];
    for (const sub of await subs.findBy(live)) {
      // Conditional, so a concurrent cancel reports (and emits) each subscription once.
      if (!(await subs.update({ ...live, id: sub.id }, { status: 'canceled' })).affected) continue;
      canceled.push(sub.id);
      await this.ledger.emit({
        id: `evt_local_${sub.id}_deleted`,
        type: 'customer.subscription.deleted',
        customerId,
        subscription: await this.ledger.present({ ...sub, status: 'canceled' }),
      });
    }
    return canceled;
  }

  // ---- renewals ----

  /**
   * Charges subscriptions whose period has ended (claim-and-sweep): each period end is claimed by one worker
   * with a conditional UPDATE, its invoice carries a key derived from the period, so a crash and a re-run
   * never charge a period twice. A declined renewal leaves an open invoice and the subscription past_due.
   */
  async renewDue(now: Date = new Date()): Promise<number> {
    const subs = this.ledger.repo(LocalSubscription);
    const due = await subs.find({
      where: { status: In(['active', 'past_due']), currentPeriodEnd: LessThanOrEqual(now) },
      order: { currentPeriodEnd: 'ASC' },
      take: 100,
    });
    let renewed = 0;
    for (const candidate of due) {
      // Claimed per period: another replica's tick, or a retry of this one, renews it once.
      const claimed = await this.renewals.take(candidate.id, now, {
        sql: 'current_period_end = :periodEnd',
        params: { periodEnd: dbDate(this.ledger.dataSource, candidate.currentPeriodEnd) },
      });
      if (!claimed) continue;
      const state = await this.ledger.stateOf(
        candidate.priceId,
        candidate.seatPriceId,
        candidate.seatQuantity,
        candidate.couponId,
      );
      const key = `renew:${candidate.id}:${candidate.currentPeriodEnd.getTime()}`;
      const invoice =
        (await this.ledger.repo(LocalInvoice).findOneBy({ idempotencyKey: key })) ??
        (await this.ledger.createInvoice(
          candidate,
          key,
          this.ledger.linesOf(state),
          `Renewal: ${this.ledger.describe(state)}`,
          state.price.interval,
        ));
      const paid = await this.ledger.settle(invoice);
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
      const subscription = await this.ledger.present(sub);
      await this.ledger.emit({
        id: `evt_local_${invoice.id}_${paid ? 'paid' : 'failed'}`,
        type: paid ? 'invoice.paid' : 'invoice.payment_failed',
        customerId: sub.customerId,
        invoice: this.ledger.presentInvoice(invoice),
        subscription,
      });
      renewed += 1;
    }
    return renewed;
  }
}
