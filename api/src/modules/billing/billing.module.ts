import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PaymentsProviderModule } from '../../providers/payments/payments-provider.module';
import { OrganizationsModule } from '../organizations/organizations.module';
import { AddonPurchaseRow, BillingEventRow, OrganizationSubscription } from './billing.entities';
import {
  AddonsController,
  CouponController,
  PaymentMethodController,
  PaymentsController,
  StripeWebhookController,
  SubscriptionController,
} from './billing.controller';
import { BillingEventsService } from './billing-events.service';
import { BillingRenewalsJob } from './billing-renewals.job';
import { BillingService } from './billing.service';

/** Issue 4: plans, subscriptions, seats, add-ons, coupons, cards, invoices and plan limits. */
@Module({
  imports: [
    TypeOrmModule.forFeature([OrganizationSubscription, AddonPurchaseRow, BillingEventRow]),
    PaymentsProviderModule,
    OrganizationsModule,
  ],
  controllers: [
    PaymentsController,
    SubscriptionController,
    PaymentMethodController,
    CouponController,
    AddonsController,
    StripeWebhookController,
  ],
  providers: [BillingService, BillingEventsService, BillingRenewalsJob],
  exports: [BillingService, BillingEventsService],
})
export class BillingModule {}
