import { PaymentsProviderError } from '../payments-provider';
import {
  calls,
  customerWith,
  last,
  provider,
  server,
  soloSubscription,
  useStripeStandIn,
} from './stripe-contract.testing';

describe('StripePaymentsProvider: one-time charges and errors', () => {
  useStripeStandIn();

  it('charges once: invoice item, invoice with coupon, finalize and pay, all idempotent', async () => {
    const customer = await customerWith('pm_card_visa');
    const coupon = server.state.addCoupon({ percent_off: 50, products: ['prod_TEXTS'] });
    const purchase = {
      customerId: customer,
      amount: 2000,
      currency: 'usd',
      description: '1000 texts',
      couponId: coupon.id,
      productId: 'prod_TEXTS',
      idempotencyKey: 'addon-9',
      metadata: { purchase_id: '9' },
    };
    const invoice = await provider.chargeOnce(purchase);
    expect(invoice).toMatchObject({
      status: 'paid',
      amountDue: 1000,
      amountPaid: 1000,
      description: '1000 texts',
    });
    expect(
      server.requests.map((r) => [r.method, r.path.replace(invoice.id, 'ID'), r.idempotencyKey]),
    ).toEqual([
      ['POST', '/v1/invoiceitems', 'addon-9-item'],
      ['POST', '/v1/invoices', 'addon-9-invoice'],
      ['POST', '/v1/invoices/ID/finalize', 'addon-9-finalize'],
      ['POST', '/v1/invoices/ID/pay', 'addon-9-pay'],
    ]);
    expect(server.requests[0].params).toEqual({
      customer,
      price_data: { currency: 'usd', product: 'prod_TEXTS', unit_amount: '2000' },
      description: '1000 texts',
      metadata: { purchase_id: '9' },
    });
    expect(server.requests[1].params).toEqual({
      customer,
      collection_method: 'charge_automatically',
      auto_advance: 'false',
      pending_invoice_items_behavior: 'include',
      description: '1000 texts',
      metadata: { purchase_id: '9' },
      discounts: [{ coupon: coupon.id }],
    });
    expect(server.requests[2].params).toEqual({ auto_advance: 'false' });

    // The same purchase retried charges nothing more.
    const again = await provider.chargeOnce(purchase);
    expect(again.id).toBe(invoice.id);
    expect([...server.state.invoices.values()].filter((i) => i.customer === customer)).toHaveLength(1);
  });

  it('sends a plain amount without a product and skips paying a fully discounted charge', async () => {
    const customer = await customerWith('pm_card_visa');
    const free = server.state.addCoupon({ percent_off: 100 });
    const invoice = await provider.chargeOnce({
      customerId: customer,
      amount: 700,
      currency: 'usd',
      description: 'Free add-on',
      couponId: free.id,
      idempotencyKey: 'addon-free',
      metadata: {},
    });
    expect(invoice).toMatchObject({ status: 'paid', amountDue: 0 });
    expect(server.requests[0].params).toMatchObject({ amount: '700', currency: 'usd' });
    expect(calls()).not.toContain(`POST /v1/invoices/${invoice.id}/pay`);
  });

  it('voids the invoice and throws CardDeclinedError when a one-time charge is declined', async () => {
    const customer = await customerWith('pm_card_chargeDeclined');
    await expect(
      provider.chargeOnce({
        customerId: customer,
        amount: 2000,
        currency: 'usd',
        description: '1000 texts',
        couponId: null,
        idempotencyKey: 'addon-10',
        metadata: {},
      }),
    ).rejects.toEqual(expect.objectContaining({ declineCode: 'generic_decline' }));
    const voided = last('POST', /\/void$/);
    expect(voided.idempotencyKey).toBe('addon-10-void');
    const [invoice] = [...server.state.invoices.values()].filter((i) => i.customer === customer);
    expect(invoice.status).toBe('void');
    expect(voided.path).toBe(`/v1/invoices/${invoice.id}/void`);
  });

  it('turns other Stripe errors into PaymentsProviderError', async () => {
    const customer = await customerWith('pm_card_visa');
    await expect(soloSubscription(customer, 'bad-1', { priceId: 'price_missing' })).rejects.toBeInstanceOf(
      PaymentsProviderError,
    );
  });
});
