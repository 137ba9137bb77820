import { signWebhook, webhookEvent } from '../../../../../test/support/stripe-server';
import { WebhookSignatureError } from '../payments-provider';
import {
  WEBHOOK_SECRET,
  catalogue,
  customerWith,
  provider,
  server,
  soloSubscription,
  useStripeStandIn,
} from './stripe-contract.testing';

describe('StripePaymentsProvider: webhooks', () => {
  useStripeStandIn();

  describe('webhooks', () => {
    const invoicePayload = (type: string) => {
      const event = webhookEvent(
        type,
        {
          id: 'in_hook',
          object: 'invoice',
          customer: 'cus_hook',
          number: 'H-0001',
          status: type === 'invoice.paid' ? 'paid' : 'open',
          amount_due: 1500,
          amount_paid: type === 'invoice.paid' ? 1500 : 0,
          currency: 'usd',
          description: null,
          hosted_invoice_url: null,
          invoice_pdf: null,
          created: 1_700_000_000,
          parent: {
            type: 'subscription_details',
            subscription_details: { subscription: 'sub_hook', metadata: {} },
          },
        },
        'evt_invoice',
      );
      return Buffer.from(JSON.stringify(event));
    };

    it('accepts a signed invoice event and maps it', () => {
      const raw = invoicePayload('invoice.paid');
      const event = provider.parseWebhook(raw, signWebhook(raw, WEBHOOK_SECRET));
      expect(event).toEqual({
        id: 'evt_invoice',
        type: 'invoice.paid',
        customerId: 'cus_hook',
        invoice: {
          id: 'in_hook',
          number: 'H-0001',
          customerId: 'cus_hook',
          subscriptionId: 'sub_hook',
          created: new Date(1_700_000_000 * 1000),
          status: 'paid',
          amountDue: 1500,
          amountPaid: 1500,
          currency: 'usd',
          description: null,
          hostedInvoiceUrl: null,
          invoicePdf: null,
        },
      });
      const failed = invoicePayload('invoice.payment_failed');
      expect(provider.parseWebhook(failed, signWebhook(failed, WEBHOOK_SECRET))).toMatchObject({
        type: 'invoice.payment_failed',
        invoice: { status: 'open' },
      });
    });

    it('maps subscription and setup intent events from objects the fake produced', async () => {
      const customer = await customerWith('pm_card_visa');
      const created = await soloSubscription(customer, `hook-${customer}`, {
        seatPriceId: catalogue.seatMonth.id,
        seatQuantity: 1,
      });
      const stored = server.state.subscriptions.get(created.id)!;
      for (const type of ['customer.subscription.updated', 'customer.subscription.deleted']) {
        const raw = JSON.stringify(webhookEvent(type, stored));
        const event = provider.parseWebhook(Buffer.from(raw), signWebhook(raw, WEBHOOK_SECRET));
        expect(event).toMatchObject({
          type,
          customerId: customer,
          subscription: { ...created, latestInvoice: null },
        });
      }
      const raw = JSON.stringify(
        webhookEvent('setup_intent.succeeded', {
          id: 'seti_1',
          object: 'setup_intent',
          customer,
          payment_method: 'pm_123',
          status: 'succeeded',
        }),
      );
      expect(provider.parseWebhook(Buffer.from(raw), signWebhook(raw, WEBHOOK_SECRET))).toMatchObject({
        type: 'setup_intent.succeeded',
        customerId: customer,
        paymentMethodId: 'pm_123',
      });
      const other = JSON.stringify(
        webhookEvent('charge.refunded', { id: 'ch_1', object: 'charge', customer }),
      );
      expect(provider.parseWebhook(Buffer.from(other), signWebhook(other, WEBHOOK_SECRET))).toEqual({
        id: expect.any(String),
        type: 'charge.refunded',
        customerId: customer,
      });
    });

    it('rejects tampered, missing, stale and wrongly signed payloads', () => {
      const raw = invoicePayload('invoice.paid');
      const signature = signWebhook(raw, WEBHOOK_SECRET);
      const tampered = Buffer.from(raw.toString().replace('1500', '1'));
      expect(() => provider.parseWebhook(tampered, signature)).toThrow(WebhookSignatureError);
      expect(() => provider.parseWebhook(raw, undefined)).toThrow(WebhookSignatureError);
      expect(() => provider.parseWebhook(raw, '')).toThrow(WebhookSignatureError);
      expect(() => provider.parseWebhook(raw, signWebhook(raw, 'whsec_other'))).toThrow(
        WebhookSignatureError,
      );
      const stale = signWebhook(raw, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600);
      expect(() => provider.parseWebhook(raw, stale)).toThrow(WebhookSignatureError);
    });
  });
});
