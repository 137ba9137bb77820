import { HttpStatus, Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PlanMetadata } from '@ensemble/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { ApiError } from '../../../engine/http/api-error';
import { TransactionService } from '../../../engine/database/transaction.service';
import { LocalPaymentsProvider } from '../../../engine/providers/payments/local/local-payments.provider';
import {
  PAYMENT_WEBHOOKS,
  type PaymentWebhooks,
  PAYMENTS_IDENTITY,
  type PaymentsIdentity,
  PLATFORM_CATALOGUE,
  type PlatformCatalogue,
  type ProviderEvent,
  type ProviderSubscription,
  WebhookSignatureError,
} from '../../../engine/providers/payments/payments-provider';
import { OrganizationRecordsService } from '../../platform';
import { BillingEventRow, OrganizationSubscription } from './billing.entities';

const SUBSCRIBED_STATUSES = ['active', 'trialing'];

/**
 * Keeps the organization's billing fields in line with the provider: results of our own calls and provider
 * events (Stripe webhooks, local renewals) go through the same code. Events are applied once per event id.
 */
@Injectable()
export class BillingEventsService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tx: TransactionService,
    @Inject(PAYMENTS_IDENTITY) private readonly identity: PaymentsIdentity,
    @Inject(PLATFORM_CATALOGUE) private readonly catalogue: PlatformCatalogue,
    private readonly local: LocalPaymentsProvider,
    @Inject(PAYMENT_WEBHOOKS) private readonly webhooks: PaymentWebhooks,
    private readonly organizations: OrganizationRecordsService,
  ) {}

  onModuleInit(): void {
    if (this.identity.name !== this.local.name) return;
    this.local.setEventSink((event) => this.apply(event).then(() => undefined));
  }

  /** A webhook as received: its signature verified over the raw bytes (400 otherwise), then applied once. */
  async receiveWebhook(rawBody: Buffer, signature: string | undefined): Promise<boolean> {
    let event: ProviderEvent;
    try {
      event = this.webhooks.parseWebhook(rawBody, signature);
    } catch (err) {
      if (err instanceof WebhookSignatureError) {
        throw ApiError.detail(HttpStatus.BAD_REQUEST, 'Invalid webhook signature');
      }
      throw err;
    }
    return this.apply(event);
  }

  /** Applies a provider event once: false when its id was seen before (a replay changes nothing). */
  async apply(event: ProviderEvent): Promise<boolean> {
    try {
      return await this.applyOnce(event);
    } catch (err) {
      if (await this.dataSource.getRepository(BillingEventRow).existsBy({ eventId: event.id })) return false;
      throw err;
    }
  }

  private async applyOnce(event: ProviderEvent): Promise<boolean> {
    // An organization claimed by the deletion job is gone for its events too (its subscriptions were canceled
    // first, and Stripe reports that): they are recorded without touching it.
    const org = event.customerId
      ? await this.organizations.findByPaymentsCustomer(this.dataSource.manager, event.customerId)
      : null;
    return this.tx.run(async ({ manager }) => {
      if (await manager.getRepository(BillingEventRow).existsBy({ eventId: event.id })) return false;
      // A concurrent delivery of the same event fails on the unique event id and rolls this one back.
      await manager
        .getRepository(BillingEventRow)
        .insert({ eventId: event.id, type: event.type, organizationId: org?.id ?? null });
      if (!org) return true;
      switch (event.type) {
        case 'customer.subscription.updated':
          if (event.subscription) await this.syncSubscription(manager, org.id, event.subscription);
          break;
        case 'customer.subscription.deleted':
          await this.markSubscription(manager, org.id, event.subscription?.id ?? null, 'canceled');
          break;
        case 'invoice.paid':
          if (event.subscription) await this.syncSubscription(manager, org.id, event.subscription);
          else if (event.invoice?.subscriptionId) {
            await this.markSubscription(manager, org.id, event.invoice.subscriptionId, 'active');
          }
          break;
        case 'invoice.payment_failed':
          if (event.invoice?.subscriptionId || event.subscription) {
            await this.markSubscription(
              manager,
              org.id,
              event.subscription?.id ?? event.invoice?.subscriptionId ?? null,
              event.subscription?.status && event.subscription.status !== 'active'
                ? event.subscription.status
                : 'past_due',
            );
          }
          break;
        default:
          break;
      }
      return true;
    });
  }

  /** Stores the subscription and sets is_subscribed, package_id and seat_number from it. */
  async syncSubscription(
    manager: EntityManager,
    organizationId: number,
    sub: ProviderSubscription,
  ): Promise<void> {
    await this.upsertRow(manager, organizationId, sub.id, sub.status, sub.productId, sub.seatQuantity);
    const included = await this.includedSeats(sub.productId);
    const subscribed = SUBSCRIBED_STATUSES.includes(sub.status);
    await this.organizations.setSubscriptionState(manager, organizationId, {
      isSubscribed: subscribed,
      packageId: sub.productId,
      ...(subscribed ? { seatNumber: included + sub.seatQuantity } : {}),
    });
  }

  private async markSubscription(
    manager: EntityManager,
    organizationId: number,
    subscriptionId: string | null,
    status: string,
  ): Promise<void> {
    const row = await manager.getRepository(OrganizationSubscription).findOneBy({ organizationId });
    if (!row || (subscriptionId && row.subscriptionId !== subscriptionId)) return;
    await manager.getRepository(OrganizationSubscription).update({ id: row.id }, { status });
    const subscribed = SUBSCRIBED_STATUSES.includes(status);
    await this.organizations.setSubscriptionState(manager, organizationId, {
      isSubscribed: subscribed,
      packageId: row.productId,
    });
  }

  private async upsertRow(
    manager: EntityManager,
    organizationId: number,
    subscriptionId: string,
    status: string,
    productId: string,
    seatQuantity: number,
  ): Promise<void> {
    const repo = manager.getRepository(OrganizationSubscription);
    const row = await repo.findOneBy({ organizationId });
    if (row) await repo.update({ id: row.id }, { subscriptionId, status, productId, seatQuantity });
    else await repo.insert({ organizationId, subscriptionId, status, productId, seatQuantity });
  }

  private async includedSeats(productId: string): Promise<number> {
    return (await this.planMetadata(productId))?.user_seats ?? 0;
  }

  async planMetadata(productId: string): Promise<Partial<PlanMetadata> | null> {
    const products = await this.catalogue.listProducts();
    return products.find((p) => p.id === productId)?.metadata ?? null;
  }
}
