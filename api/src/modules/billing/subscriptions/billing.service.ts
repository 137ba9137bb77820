import { randomUUID } from 'node:crypto';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type BillingInterval,
  type BillingProduct,
  billingMessages,
  type InvoicePreview,
  minimumExtraSeats,
  type PaymentsConfig,
  type PlanLimitKey,
  type PlanMetadata,
  type PlanUsage,
  type Subscription,
} from '@ensemble/contracts';
import { DataSource } from 'typeorm';
import { TransactionService } from '../../../engine/database/transaction.service';
import { ApiError } from '../../../engine/http/api-error';
import {
  CardDeclinedError,
  PAYMENTS_IDENTITY,
  type PaymentsIdentity,
  PLATFORM_CATALOGUE,
  PLATFORM_CUSTOMERS,
  PLATFORM_SUBSCRIPTIONS,
  type PlatformCatalogue,
  type PlatformCustomers,
  type PlatformSubscriptions,
  type ProviderSubscription,
  type SubscriptionChange,
} from '../../../engine/providers/payments/payments-provider';
import { Organization, OrganizationRecordsService } from '../../platform';
import { AddonPurchaseRow, OrganizationSubscription } from './billing.entities';
import { BillingCustomersService } from './billing-customers.service';
import { BillingEventsService } from './billing-events.service';
import { CouponsService } from './coupons.service';
import { declined } from './declined';

const LIMIT_KEYS: PlanLimitKey[] = [
  'storage',
  'contacts',
  'texts',
  'twilio_numbers',
  'call_minutes',
  'user_seats',
];
const zeroLimits = (): PlanMetadata => ({
  storage: 0,
  contacts: 0,
  texts: 0,
  twilio_numbers: 0,
  call_minutes: 0,
  user_seats: 0,
});

/** Counts what an organization uses of one limit (features register theirs; seats are built in). */
export type UsageCounter = (organizationId: number) => Promise<number>;

/**
 * Plans, subscriptions and seats through the platform-billing parts of the payments provider (docs/adr/0009),
 * keeping the organization's billing fields in line (BillingEventsService); plan limits for the other modules.
 * Cards: BillingCustomersService; coupons: CouponsService; invoices: BillingInvoicesService; add-ons: AddonsService.
 */
@Injectable()
export class BillingService {
  private readonly logger = new Logger(BillingService.name);
  private readonly counters = new Map<PlanLimitKey, UsageCounter>();

  constructor(
    @Inject(PAYMENTS_IDENTITY) private readonly identity: PaymentsIdentity,
    @Inject(PLATFORM_CATALOGUE) private readonly catalogue: PlatformCatalogue,
    @Inject(PLATFORM_CUSTOMERS) private readonly platformCustomers: PlatformCustomers,
    @Inject(PLATFORM_SUBSCRIPTIONS) private readonly subscriptions: PlatformSubscriptions,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: BillingEventsService,
    private readonly tx: TransactionService,
    private readonly customers: BillingCustomersService,
    private readonly organizations: OrganizationRecordsService,
    private readonly coupons: CouponsService,
  ) {}

  paymentsConfig(): PaymentsConfig {
    return { provider: this.identity.name, publishable_key: this.identity.publishableKey };
  }

  async products(kinds: BillingProduct['kind'][]): Promise<BillingProduct[]> {
    return (await this.catalogue.listProducts()).filter((p) => kinds.includes(p.kind));
  }

  // ---- subscriptions ----

  private async row(orgId: number): Promise<OrganizationSubscription | null> {
    return this.dataSource.getRepository(OrganizationSubscription).findOneBy({ organizationId: orgId });
  }

  private async current(org: Organization): Promise<ProviderSubscription | null> {
    const row = await this.row(org.id);
    return row ? this.subscriptions.getSubscription(row.subscriptionId) : null;
  }

  async subscription(org: Organization): Promise<Subscription | null> {
    const sub = await this.current(org);
    return sub ? this.present(sub) : null;
  }

  private async priceOf(priceId: string, kinds: BillingProduct['kind'][]) {
    for (const product of await this.products(kinds)) {
      const price = product.prices.find((p) => p.id === priceId);
      if (price) return { product, price };
    }
    return null;
  }

  private async seatPriceFor(interval: BillingInterval): Promise<string | null> {
    const [seat] = await this.products(['seat']);
    return seat?.prices.find((p) => p.interval === interval)?.id ?? null;
  }

  private async present(sub: ProviderSubscription): Promise<Subscription> {
    const product = (await this.catalogue.listProducts()).find((p) => p.id === sub.productId);
    return {
      id: sub.id,
      status: sub.status,
      current_period_end: sub.currentPeriodEnd.toISOString(),
      plan: {
        id: sub.priceId,
        interval: sub.interval,
        product: sub.productId,
        name: product?.name ?? '',
        unit_amount: sub.unitAmount,
      },
      quantity: sub.seatQuantity,
      percent_off: sub.percentOff,
    };
  }

  async sync(orgId: number, sub: ProviderSubscription): Promise<void> {
    await this.tx.run(({ manager }) => this.events.syncSubscription(manager, orgId, sub));
  }

  async create(
    org: Organization,
    body: { price_id: string; quantity: number; coupon?: string },
  ): Promise<Subscription> {
    const found = await this.priceOf(body.price_id, ['plan']);
    if (!found || !found.price.interval) {
      throw ApiError.field('price_id', billingMessages.unableToFinishSubscription);
    }
    const existing = await this.current(org);
    if (existing && ['active', 'past_due', 'trialing'].includes(existing.status)) {
      throw ApiError.detail(HttpStatus.BAD_REQUEST, billingMessages.unableToFinishSubscription);
    }
    const customer = await this.customers.customerOf(org);
    if (!(await this.platformCustomers.getDefaultCard(customer))) {
      throw ApiError.detail(HttpStatus.BAD_REQUEST, billingMessages.unableToGetPaymentMethod);
    }
    const seatPriceId = await this.seatPriceFor(found.price.interval);
    let sub: ProviderSubscription;
    try {
      sub = await this.subscriptions.createSubscription({
        customerId: customer,
        priceId: found.price.id,
        seatPriceId,
        seatQuantity: seatPriceId ? body.quantity : 0,
        couponId: await this.coupons.couponFor(body.coupon, found.product.id),
        idempotencyKey: `sub:${org.id}:${randomUUID()}`,
        metadata: { organization_id: String(org.id) },
      });
    } catch (err) {
      this.logger.warn(`subscription for organization ${org.id} failed: ${(err as Error).message}`);
      throw ApiError.detail(HttpStatus.BAD_REQUEST, billingMessages.subscriptionFailed);
    }
    await this.sync(org.id, sub);
    return this.present(sub);
  }

  private async requireSubscription(org: Organization): Promise<ProviderSubscription> {
    const sub = await this.current(org);
    if (!sub || sub.status === 'canceled') {
      throw ApiError.detail(HttpStatus.BAD_REQUEST, billingMessages.subscriptionRequired);
    }
    return sub;
  }

  private async change(
    org: Organization,
    sub: ProviderSubscription,
    change: SubscriptionChange,
    failure: string,
  ): Promise<Subscription> {
    let updated: ProviderSubscription;
    try {
      updated = await this.subscriptions.updateSubscription(sub.id, change, `chg:${org.id}:${randomUUID()}`);
    } catch (err) {
      if (err instanceof CardDeclinedError) throw declined(billingMessages.cardDeclined);
      this.logger.warn(`subscription change for organization ${org.id} failed: ${(err as Error).message}`);
      throw ApiError.detail(HttpStatus.BAD_REQUEST, failure);
    }
    await this.sync(org.id, updated);
    return this.present(updated);
  }

  async switchPlan(
    org: Organization,
    body: { price_id: string; product: string; quantity: number; coupon?: string },
  ): Promise<Subscription> {
    const sub = await this.requireSubscription(org);
    const found = await this.priceOf(body.price_id, ['plan']);
    if (!found || !found.price.interval) throw ApiError.field('price_id', billingMessages.unableToUpdatePlan);
    await this.assertSeatsKept(org, found.product.metadata.user_seats ?? 0, body.quantity);
    const seatPriceId = await this.seatPriceFor(found.price.interval);
    return this.change(
      org,
      sub,
      {
        priceId: found.price.id,
        seatPriceId,
        seatQuantity: seatPriceId ? body.quantity : 0,
        couponId: body.coupon ? await this.coupons.couponFor(body.coupon, found.product.id) : undefined,
      },
      billingMessages.unableToUpdatePlan,
    );
  }

  private async cycleChange(org: Organization, interval: BillingInterval) {
    const sub = await this.requireSubscription(org);
    const product = (await this.products(['plan'])).find((p) => p.id === sub.productId);
    const price = product?.prices.find((p) => p.interval === interval);
    if (!price) throw ApiError.field('interval', billingMessages.unableToUpdateSubscription);
    const change: SubscriptionChange = {
      priceId: price.id,
      seatPriceId: await this.seatPriceFor(interval),
      seatQuantity: sub.seatQuantity,
    };
    return { sub, change };
  }

  async previewCycle(org: Organization, interval: BillingInterval): Promise<InvoicePreview> {
    const { sub, change } = await this.cycleChange(org, interval);
    try {
      return await this.subscriptions.previewChange(sub.id, change);
    } catch {
      throw ApiError.detail(HttpStatus.BAD_REQUEST, billingMessages.unableToPreviewInvoice);
    }
  }

  async changeCycle(org: Organization, interval: BillingInterval): Promise<Subscription> {
    const { sub, change } = await this.cycleChange(org, interval);
    return this.change(org, sub, change, billingMessages.unableToUpdateSubscription);
  }

  private async assertSeatsKept(org: Organization, included: number, quantity: number): Promise<void> {
    const fresh = await this.organizations.findOrFail(this.dataSource.manager, org.id);
    if (quantity < minimumExtraSeats(fresh.usedSeats, included)) {
      throw ApiError.detail(HttpStatus.BAD_REQUEST, billingMessages.removeUsersFirst);
    }
  }

  async seats(org: Organization, quantity: number): Promise<Subscription> {
    const sub = await this.requireSubscription(org);
    const included = (await this.events.planMetadata(sub.productId))?.user_seats ?? 0;
    await this.assertSeatsKept(org, included, quantity);
    return this.change(
      org,
      sub,
      { seatPriceId: await this.seatPriceFor(sub.interval), seatQuantity: quantity },
      billingMessages.unableToBuySeats,
    );
  }

  /**
   * The organization is being deleted: every subscription of its customer is canceled at the provider at once,
   * so nothing more is charged. The customer stays, with its invoices (accounting); our rows go with the
   * organization's, so they are not brought in line. Answers the subscriptions canceled by this call.
   */
  async cancelForDeletion(org: Pick<Organization, 'stripeCustomerId'>): Promise<string[]> {
    return org.stripeCustomerId ? this.subscriptions.cancelSubscriptions(org.stripeCustomerId) : [];
  }

  // ---- plan limits ----

  /** Lets a feature report what it uses of a limit (contacts, texts, ...), for usage and assertWithinLimit. */
  registerUsage(key: PlanLimitKey, counter: UsageCounter): void {
    this.counters.set(key, counter);
  }

  /** Plan metadata + add-ons bought; user_seats is the organization's seat_number (plan seats + extra). */
  async limitsFor(orgId: number): Promise<PlanMetadata> {
    const org = await this.organizations.findOrFail(this.dataSource.manager, orgId);
    const limits = zeroLimits();
    if (org.isSubscribed && org.packageId) {
      const plan = await this.events.planMetadata(org.packageId);
      for (const k of LIMIT_KEYS) limits[k] = plan?.[k] ?? 0;
      const addons = await this.dataSource.getRepository(AddonPurchaseRow).findBy({ organizationId: orgId });
      for (const a of addons) for (const k of LIMIT_KEYS) limits[k] += a.metadata[k] ?? 0;
    }
    limits.user_seats = org.seatNumber;
    return limits;
  }

  async usage(orgId: number): Promise<PlanUsage> {
    const org = await this.organizations.findOrFail(this.dataSource.manager, orgId);
    const used = zeroLimits();
    for (const [key, counter] of this.counters) used[key] = await counter(orgId);
    used.user_seats = org.usedSeats;
    return { limits: await this.limitsFor(orgId), used };
  }

  /**
   * How many more of `key` the organization may add, or null when no plan limit applies. Plan limits apply from
   * the moment an organization has a plan (package_id), paid or not: an unpaid one gets the zero limits of
   * limitsFor. One that never chose a plan (the embedded default, the demo, a new organization before checkout)
   * is not limited by plan metadata. User seats always apply: they are the organization's own seat_number.
   */
  async roomLeft(orgId: number, key: PlanLimitKey): Promise<number | null> {
    const org = await this.organizations.findOrFail(this.dataSource.manager, orgId);
    if (key !== 'user_seats' && !org.packageId) return null;
    const limits = await this.limitsFor(orgId);
    const counter = this.counters.get(key);
    const used = key === 'user_seats' ? org.usedSeats : counter ? await counter(orgId) : 0;
    return Math.max(0, limits[key] - used);
  }

  /** 403 planLimitReached when `adding` more of `key` would go over the organization's limit (see roomLeft). */
  async assertWithinLimit(orgId: number, key: PlanLimitKey, adding = 1): Promise<void> {
    const room = await this.roomLeft(orgId, key);
    if (room !== null && adding > room) {
      const { [key]: limit } = await this.limitsFor(orgId);
      throw ApiError.detail(HttpStatus.FORBIDDEN, billingMessages.planLimitReached(key, limit));
    }
  }
}
