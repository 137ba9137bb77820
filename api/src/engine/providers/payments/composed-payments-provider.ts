import type { Card, CouponResult, InvoicePreview, PaymentsProviderName } from '@ensemble/contracts';
import type { PaymentsProvider, PaymentsProviderParts } from './payments-provider';
import type {
  CustomerInvoice,
  CustomerInvoiceInput,
  ServiceProduct,
  ServiceProductInput,
} from './organization-sales';
import type { ProviderEvent } from './payment-events';
import type {
  CreateSubscriptionInput,
  CustomerInput,
  OneTimeChargeInput,
  ProviderInvoice,
  ProviderSubscription,
  SubscriptionChange,
} from './platform-billing';

/**
 * A whole adapter made of its parts (one per concern, docs/adr/0009): what PAYMENTS_PROVIDER is bound to, for the
 * callers that take all of it (the webhook route, the adapters' contract tests). Services inject the parts.
 */
export abstract class ComposedPaymentsProvider implements PaymentsProvider {
  abstract readonly name: PaymentsProviderName;
  abstract readonly publishableKey: string | null;

  constructor(readonly parts: PaymentsProviderParts) {}

  listProducts() {
    return this.parts.catalogue.listProducts();
  }
  findPromotionCode(code: string): Promise<CouponResult | null> {
    return this.parts.catalogue.findPromotionCode(code);
  }
  getCoupon(couponId: string): Promise<CouponResult['coupon'] | null> {
    return this.parts.catalogue.getCoupon(couponId);
  }

  ensureCustomer(input: CustomerInput): Promise<string> {
    return this.parts.customers.ensureCustomer(input);
  }
  createSetupIntent(customerId: string, idempotencyKey: string) {
    return this.parts.customers.createSetupIntent(customerId, idempotencyKey);
  }
  attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<Card> {
    return this.parts.customers.attachPaymentMethod(customerId, paymentMethodId);
  }
  getDefaultCard(customerId: string): Promise<Card | null> {
    return this.parts.customers.getDefaultCard(customerId);
  }

  createSubscription(input: CreateSubscriptionInput): Promise<ProviderSubscription> {
    return this.parts.subscriptions.createSubscription(input);
  }
  getSubscription(subscriptionId: string): Promise<ProviderSubscription | null> {
    return this.parts.subscriptions.getSubscription(subscriptionId);
  }
  updateSubscription(subscriptionId: string, change: SubscriptionChange, idempotencyKey: string) {
    return this.parts.subscriptions.updateSubscription(subscriptionId, change, idempotencyKey);
  }
  previewChange(subscriptionId: string, change: SubscriptionChange): Promise<InvoicePreview> {
    return this.parts.subscriptions.previewChange(subscriptionId, change);
  }
  cancelSubscriptions(customerId: string): Promise<string[]> {
    return this.parts.subscriptions.cancelSubscriptions(customerId);
  }

  listInvoices(customerId: string, page: number, perPage: number) {
    return this.parts.invoices.listInvoices(customerId, page, perPage);
  }
  getInvoice(invoiceId: string): Promise<ProviderInvoice | null> {
    return this.parts.invoices.getInvoice(invoiceId);
  }
  payInvoice(invoiceId: string, idempotencyKey: string): Promise<ProviderInvoice> {
    return this.parts.invoices.payInvoice(invoiceId, idempotencyKey);
  }
  invoicePdf(invoiceId: string) {
    return this.parts.invoices.invoicePdf(invoiceId);
  }
  chargeOnce(input: OneTimeChargeInput): Promise<ProviderInvoice> {
    return this.parts.invoices.chargeOnce(input);
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent {
    return this.parts.webhooks.parseWebhook(rawBody, signature);
  }

  upsertServiceProduct(input: ServiceProductInput) {
    return this.parts.serviceCatalogue.upsertServiceProduct(input);
  }
  listServiceProducts(organizationId: number): Promise<ServiceProduct[]> {
    return this.parts.serviceCatalogue.listServiceProducts(organizationId);
  }
  archiveServiceProduct(organizationId: number, productId: string): Promise<void> {
    return this.parts.serviceCatalogue.archiveServiceProduct(organizationId, productId);
  }

  createCustomerInvoice(input: CustomerInvoiceInput): Promise<CustomerInvoice> {
    return this.parts.clientInvoicing.createCustomerInvoice(input);
  }
  getCustomerInvoice(organizationId: number, invoiceId: string): Promise<CustomerInvoice | null> {
    return this.parts.clientInvoicing.getCustomerInvoice(organizationId, invoiceId);
  }
  voidOrDeleteCustomerInvoice(organizationId: number, invoiceId: string): Promise<void> {
    return this.parts.clientInvoicing.voidOrDeleteCustomerInvoice(organizationId, invoiceId);
  }
}
