import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { ComposedPaymentsProvider } from '../composed-payments-provider';
import { StripeApi } from './stripe-api';
import { StripeClientInvoicing } from './stripe-client-invoicing';
import {
  StripePlatformCatalogue,
  StripePlatformCustomers,
  StripePlatformInvoices,
  StripePlatformSubscriptions,
} from './stripe-platform-billing';
import { StripeServiceCatalogue } from './stripe-service-catalogue';
import { StripeWebhooks } from './stripe-webhooks';

/**
 * The Stripe adapter (ARCHITECTURE.md 'Providers'), one part per concern (docs/adr/0009) sharing one client:
 * platform billing (catalogue, customers, subscriptions, invoices), the organization's service catalogue and
 * client invoicing, and webhooks.
 */
@Injectable()
export class StripePaymentsProvider extends ComposedPaymentsProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const api = new StripeApi(config);
    const catalogue = new StripePlatformCatalogue(api);
    super({
      catalogue,
      customers: new StripePlatformCustomers(api),
      subscriptions: new StripePlatformSubscriptions(api, catalogue),
      invoices: new StripePlatformInvoices(api),
      serviceCatalogue: new StripeServiceCatalogue(api),
      clientInvoicing: new StripeClientInvoicing(api),
      webhooks: new StripeWebhooks(api),
    });
    this.publishableKey = config.stripePublishableKey;
  }
}
