import { Inject, Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { ComposedPaymentsProvider } from '../composed-payments-provider';
import { type PaymentWebhooks, WebhookSignatureError } from '../payments-provider';
import { LocalCustomerInvoices } from './local-customer-invoices';
import { LocalLedger, type LocalEventSink } from './local-ledger';
import { LocalPlatformCatalogue } from './local-platform-catalogue';
import { type LocalCardDetails, LocalPlatformCustomers } from './local-platform-customers';
import { LocalPlatformInvoices } from './local-platform-invoices';
import { LocalPlatformSubscriptions } from './local-platform-subscriptions';
import { LocalServiceCatalogue } from './local-service-catalogue';

export { LOCAL_TEST_CARDS, type LocalCardDetails } from './local-platform-customers';
export type { LocalEventSink } from './local-ledger';

/** Only Stripe sends webhooks; the local provider reports the same events through the ledger's sink. */
const noWebhooks: PaymentWebhooks = {
  parseWebhook() {
    throw new WebhookSignatureError('The local payments provider receives no webhooks');
  },
};

/**
 * The embedded payments provider: catalogue, customers, cards, subscriptions and invoices in our database,
 * charging nothing real, one part per concern (docs/adr/0009). Beside the provider interface it offers what only
 * the local provider has: confirming a card (in place of Stripe.js), renewals, and the clients' hosted pay page.
 */
@Injectable()
export class LocalPaymentsProvider extends ComposedPaymentsProvider {
  readonly name = 'local' as const;
  readonly publishableKey = null;
  private readonly ledger: LocalLedger;
  private readonly cards: LocalPlatformCustomers;
  private readonly renewals: LocalPlatformSubscriptions;

  /** Issue 7: invoices organizations send their clients, paid on our hosted page. */
  readonly customerInvoices: LocalCustomerInvoices;

  constructor(
    @InjectDataSource() dataSource: DataSource,
    @Optional() @Inject(APP_CONFIG) config?: AppConfig,
  ) {
    const ledger = new LocalLedger(dataSource);
    const customers = new LocalPlatformCustomers(ledger);
    const subscriptions = new LocalPlatformSubscriptions(ledger);
    const customerInvoices = new LocalCustomerInvoices(dataSource, config?.apiPublicUrl ?? '/api');
    super({
      catalogue: new LocalPlatformCatalogue(ledger),
      customers,
      subscriptions,
      invoices: new LocalPlatformInvoices(ledger),
      serviceCatalogue: new LocalServiceCatalogue(dataSource),
      clientInvoicing: customerInvoices,
      webhooks: noWebhooks,
    });
    this.ledger = ledger;
    this.cards = customers;
    this.renewals = subscriptions;
    this.customerInvoices = customerInvoices;
  }

  /** The billing module's event handler: the local provider reports renewals and payments through it. */
  setEventSink(sink: LocalEventSink): void {
    this.ledger.setEventSink(sink);
  }

  /** The setup intent a client secret belongs to (the local confirm route checks membership with it). */
  findSetupIntent(clientSecret: string) {
    return this.cards.findSetupIntent(clientSecret);
  }

  /** Stands in for Stripe.js confirmCardSetup (see LocalPlatformCustomers.confirmSetupIntent). */
  confirmSetupIntent(clientSecret: string, card: LocalCardDetails): Promise<string> {
    return this.cards.confirmSetupIntent(clientSecret, card);
  }

  /** Charges subscriptions whose period has ended (see LocalPlatformSubscriptions.renewDue). */
  renewDue(now: Date = new Date()): Promise<number> {
    return this.renewals.renewDue(now);
  }
}
