import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import {
  BillingCouponRow,
  BillingPriceRow,
  BillingProductRow,
  BillingPromotionCodeRow,
} from './local/catalogue.entities';
import { LocalCatalogueSeeder } from './local/local-catalogue.seeder';
import { LocalPaymentsProvider } from './local/local-payments.provider';
import {
  LocalCustomer,
  LocalInvoice,
  LocalPaymentMethod,
  LocalSetupIntent,
  LocalSubscription,
} from './local/local-state.entities';
import { LocalServicePrice, LocalServiceProduct } from './local/service-products.entities';
import { LocalCustomerInvoice } from './local/customer-invoices.entities';
import { PAYMENTS_PROVIDER, type PaymentsProvider } from './payments-provider';
import { StripePaymentsProvider } from './stripe/stripe-payments.provider';

/**
 * Picks the adapter named by PAYMENTS_PROVIDER. LocalPaymentsProvider is always constructed (cheap) so the
 * local-only routes can answer 404 when another provider is configured.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      BillingProductRow,
      BillingPriceRow,
      BillingCouponRow,
      BillingPromotionCodeRow,
      LocalCustomer,
      LocalPaymentMethod,
      LocalSetupIntent,
      LocalSubscription,
      LocalInvoice,
      LocalServiceProduct,
      LocalServicePrice,
      LocalCustomerInvoice,
    ]),
  ],
  providers: [
    LocalPaymentsProvider,
    LocalCatalogueSeeder,
    {
      provide: PAYMENTS_PROVIDER,
      inject: [APP_CONFIG, LocalPaymentsProvider],
      useFactory: (config: AppConfig, local: LocalPaymentsProvider): PaymentsProvider => {
        switch (config.paymentsProvider) {
          case 'local':
            return local;
          case 'stripe':
            return new StripePaymentsProvider(config);
        }
      },
    },
  ],
  exports: [PAYMENTS_PROVIDER, LocalPaymentsProvider],
})
export class PaymentsProviderModule {}
