import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { adapterModule } from '../adapter-module';
import { localPaymentsEntities } from './local/local-payments.entities';
import { LocalCatalogueSeeder } from './local/local-catalogue.seeder';
import { LocalPaymentsProvider } from './local/local-payments.provider';
import {
  CLIENT_INVOICING,
  PAYMENTS_IDENTITY,
  PAYMENT_WEBHOOKS,
  PAYMENTS_PROVIDER,
  type PaymentsIdentity,
  type PaymentsProvider,
  type PaymentsProviderParts,
  PLATFORM_CATALOGUE,
  PLATFORM_CUSTOMERS,
  PLATFORM_INVOICES,
  PLATFORM_SUBSCRIPTIONS,
  SERVICE_CATALOGUE,
} from './payments-provider';
import { StripePaymentsProvider } from './stripe/stripe-payments.provider';

/** Binds one concern token to the configured adapter's part (docs/adr/0009). */
const part = (token: symbol, key: keyof PaymentsProviderParts) => ({
  provide: token,
  inject: [PAYMENTS_PROVIDER],
  useFactory: (provider: PaymentsProvider) => provider.parts[key],
});

/**
 * Picks the adapter named by PAYMENTS_PROVIDER and binds each concern's token to its part: services inject only
 * the concerns they use (billing: the platform-billing four; services: SERVICE_CATALOGUE; lead invoices:
 * CLIENT_INVOICING). LocalPaymentsProvider is always constructed (cheap) so the local-only routes can answer 404
 * when another provider is configured.
 */
@Module(
  adapterModule<PaymentsProvider, 'paymentsProvider'>({
    imports: [TypeOrmModule.forFeature(localPaymentsEntities)],
    token: PAYMENTS_PROVIDER,
    setting: 'paymentsProvider',
    adapters: {
      local: LocalPaymentsProvider,
      stripe: { build: (config) => new StripePaymentsProvider(config) },
    },
    providers: [
      LocalCatalogueSeeder,
      {
        provide: PAYMENTS_IDENTITY,
        inject: [PAYMENTS_PROVIDER],
        useFactory: ({ name, publishableKey }: PaymentsProvider): PaymentsIdentity => ({
          name,
          publishableKey,
        }),
      },
      part(PLATFORM_CATALOGUE, 'catalogue'),
      part(PLATFORM_CUSTOMERS, 'customers'),
      part(PLATFORM_SUBSCRIPTIONS, 'subscriptions'),
      part(PLATFORM_INVOICES, 'invoices'),
      part(SERVICE_CATALOGUE, 'serviceCatalogue'),
      part(CLIENT_INVOICING, 'clientInvoicing'),
      part(PAYMENT_WEBHOOKS, 'webhooks'),
    ],
    exports: [
      PAYMENTS_IDENTITY,
      PLATFORM_CATALOGUE,
      PLATFORM_CUSTOMERS,
      PLATFORM_SUBSCRIPTIONS,
      PLATFORM_INVOICES,
      SERVICE_CATALOGUE,
      CLIENT_INVOICING,
      PAYMENT_WEBHOOKS,
      LocalPaymentsProvider,
    ],
  }),
)
export class PaymentsProviderModule {}
