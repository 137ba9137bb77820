import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PaymentsProviderModule } from '../../../engine/providers/payments/payments-provider.module';
import { OrganizationRecordsModule, OrganizationsModule } from '../../platform';
import { AddonPurchaseRow, BillingEventRow, OrganizationSubscription } from './billing.entities';
import { AddonsController } from './addons.controller';
import { AddonsService } from './addons.service';
import { BillingCustomersService } from './billing-customers.service';
import { BillingInvoicesService } from './billing-invoices.service';
import { CouponController } from './coupon.controller';
import { CouponsService } from './coupons.service';
import { LocalCardsService } from './local-cards.service';
import { PaymentMethodController } from './payment-method.controller';
import { PaymentsController } from './payments.controller';
import { StripeWebhookController } from './stripe-webhook.controller';
import { SubscriptionController } from './subscription.controller';
import { BillingEventsService } from './billing-events.service';
import { BillingRenewalsJob } from './billing-renewals.job';
import { BillingService } from './billing.service';

/** Issue 4: plans, subscriptions, seats, add-ons, coupons, cards, invoices and plan limits. */
@Module({
  imports: [
    TypeOrmModule.forFeature([OrganizationSubscription, AddonPurchaseRow, BillingEventRow]),
    PaymentsProviderModule,
    OrganizationsModule,
    OrganizationRecordsModule,
  ],
  controllers: [
    PaymentsController,
    SubscriptionController,
    PaymentMethodController,
    CouponController,
    AddonsController,
    StripeWebhookController,
  ],
  providers: [
    BillingService,
    BillingEventsService,
    BillingRenewalsJob,
    BillingCustomersService,
    BillingInvoicesService,
    CouponsService,
    AddonsService,
    LocalCardsService,
  ],
  exports: [BillingService, BillingEventsService, BillingInvoicesService],
})
export class BillingModule {}
