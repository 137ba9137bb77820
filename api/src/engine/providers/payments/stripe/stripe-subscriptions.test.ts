import { CardDeclinedError } from '../payments-provider';
import {
  calls,
  catalogue,
  customerWith,
  last,
  provider,
  server,
  soloSubscription,
  useStripeStandIn,
} from './stripe-contract.testing';

describe('StripePaymentsProvider: subscriptions and their changes', () => {
  useStripeStandIn();

  it('creates a subscription with plan, seats and coupon, charged at once', async () => {
    const customer = await customerWith('pm_card_visa');
    const coupon = server.state.addCoupon({ percent_off: 10 });
    const sub = await provider.createSubscription({
      customerId: customer,
      priceId: catalogue.chorusMonth.id,
      seatPriceId: catalogue.seatMonth.id,
      seatQuantity: 2,
      couponId: coupon.id,
      idempotencyKey: 'sub-org-1-1',
      metadata: { organization_id: '1' },
    });
    const req = last('POST', '/v1/subscriptions');
    expect(req.idempotencyKey).toBe('sub-org-1-1');
    expect(req.params).toEqual({
      customer,
      items: [
        { price: 'price_CHORUS_M', quantity: '1', metadata: { kind: 'plan' } },
        { price: 'price_SEAT_M', quantity: '2', metadata: { kind: 'seat' } },
      ],
      discounts: [{ coupon: coupon.id }],
      payment_behavior: 'allow_incomplete',
      metadata: { organization_id: '1' },
      expand: ['latest_invoice', 'discounts'],
    });
    expect(sub).toMatchObject({
      customerId: customer,
      status: 'active',
      priceId: 'price_CHORUS_M',
      productId: 'prod_CHORUS',
      interval: 'month',
      unitAmount: 3000,
      seatQuantity: 2,
      percentOff: 10,
      latestInvoice: {
        status: 'paid',
        amountDue: 3600,
        amountPaid: 3600,
        subscriptionId: sub.id,
        customerId: customer,
      },
    });
    expect(sub.currentPeriodEnd.getTime()).toBeGreaterThan(Date.now() + 27 * 24 * 3600 * 1000);

    await expect(provider.getSubscription(sub.id)).resolves.toEqual(sub);
    expect(last('GET', `/v1/subscriptions/${sub.id}`).params).toEqual({
      expand: ['latest_invoice', 'discounts'],
    });
    await expect(provider.getSubscription('sub_missing')).resolves.toBeNull();
  });

  it('sends only the plan item without seats or coupon', async () => {
    const customer = await customerWith('pm_card_visa');
    const sub = await soloSubscription(customer, 'sub-org-2-1', {
      priceId: catalogue.soloYear.id,
      seatPriceId: catalogue.seatYear.id,
    });
    expect(last('POST', '/v1/subscriptions').params.items).toEqual([
      { price: 'price_SOLO_Y', quantity: '1', metadata: { kind: 'plan' } },
    ]);
    expect(last('POST', '/v1/subscriptions').params.discounts).toBeUndefined();
    expect(sub).toMatchObject({ interval: 'year', seatQuantity: 0, percentOff: null, status: 'active' });
  });

  it('answers an incomplete subscription with an open invoice when the first charge is declined', async () => {
    const customer = await customerWith('pm_card_chargeDeclined');
    const sub = await soloSubscription(customer, 'sub-org-3-1');
    expect(sub.status).toBe('incomplete');
    expect(sub.latestInvoice).toMatchObject({ status: 'open', amountDue: 1000, amountPaid: 0 });

    // Retrying the open invoice with the same card declines; a new default card pays it.
    await expect(provider.payInvoice(sub.latestInvoice!.id, 'retry-1')).rejects.toEqual(
      expect.objectContaining({ declineCode: 'generic_decline', message: 'Your card was declined' }),
    );
    await expect(provider.payInvoice(sub.latestInvoice!.id, 'retry-1')).rejects.toBeInstanceOf(
      CardDeclinedError,
    );
    await provider.attachPaymentMethod(customer, 'pm_card_visa');
    const paid = await provider.payInvoice(sub.latestInvoice!.id, 'retry-2');
    expect(paid).toMatchObject({ id: sub.latestInvoice!.id, status: 'paid', amountPaid: 1000 });
    const req = last('POST', `/v1/invoices/${paid.id}/pay`);
    expect(req.idempotencyKey).toBe('retry-2');
    await expect(provider.getSubscription(sub.id)).resolves.toMatchObject({ status: 'active' });
  });

  it("cancels the customer's live subscriptions at once, keeping the customer; a repeat cancels nothing", async () => {
    const customer = await customerWith('pm_card_visa');
    const [first, second, expired] = [
      await soloSubscription(customer, `cancel-${customer}-1`),
      await soloSubscription(customer, `cancel-${customer}-2`),
      await soloSubscription(customer, `cancel-${customer}-3`),
    ];
    server.state.subscriptions.get(expired.id)!.status = 'incomplete_expired';
    const other = await customerWith('pm_card_visa');
    const untouched = await soloSubscription(other, `cancel-${other}`);
    server.requests.length = 0;

    expect((await provider.cancelSubscriptions(customer)).sort()).toEqual([first.id, second.id].sort());
    expect(last('GET', '/v1/subscriptions').params).toEqual({ customer, limit: '100' });
    expect(
      calls()
        .filter((c) => c.startsWith('DELETE'))
        .sort(),
    ).toEqual([`DELETE /v1/subscriptions/${first.id}`, `DELETE /v1/subscriptions/${second.id}`].sort());
    // At once, without a final invoice or proration (Stripe's defaults), and nothing else is asked.
    expect(last('DELETE', `/v1/subscriptions/${first.id}`).params).toEqual({});
    expect(calls().filter((c) => !c.startsWith('DELETE'))).toEqual(['GET /v1/subscriptions']);
    await expect(provider.getSubscription(first.id)).resolves.toMatchObject({ status: 'canceled' });
    expect(server.state.subscriptions.get(second.id)).toMatchObject({
      status: 'canceled',
      cancellation_details: { reason: 'cancellation_requested' },
    });
    expect(server.state.subscriptions.get(expired.id)!.status).toBe('incomplete_expired');
    expect(server.state.subscriptions.get(untouched.id)!.status).toBe('active');
    expect(server.state.customers.has(customer)).toBe(true);

    server.requests.length = 0;
    await expect(provider.cancelSubscriptions(customer)).resolves.toEqual([]);
    expect(calls()).toEqual(['GET /v1/subscriptions']);
    await expect(provider.cancelSubscriptions('cus_unknown')).resolves.toEqual([]);
  });

  it('takes a subscription canceled between the list and the cancel as done', async () => {
    const customer = await customerWith('pm_card_visa');
    const sub = await soloSubscription(customer, `cancel-race-${customer}`);
    server.requests.length = 0;
    // Canceled meanwhile (another run, the dashboard, or an attempt whose answer was lost): Stripe answers 404.
    const subscriptions = server.state.subscriptions;
    const get = subscriptions.get.bind(subscriptions);
    const spy = jest.spyOn(subscriptions, 'get').mockImplementation((id) => {
      const found = get(id);
      if (found && id === sub.id) found.status = 'canceled';
      return found;
    });
    try {
      await expect(provider.cancelSubscriptions(customer)).resolves.toEqual([]);
    } finally {
      spy.mockRestore();
    }
    expect(calls()).toEqual(['GET /v1/subscriptions', `DELETE /v1/subscriptions/${sub.id}`]);
  });

  describe('changes', () => {
    let customer: string;
    let subId: string;
    beforeEach(async () => {
      customer = await customerWith('pm_card_visa');
      const sub = await soloSubscription(customer, `sub-${customer}`, {
        seatPriceId: catalogue.seatMonth.id,
        seatQuantity: 2,
      });
      subId = sub.id;
      server.requests.length = 0;
    });
    const items = () => server.state.subscriptions.get(subId)!.items.data;

    it('changes the seat quantity, invoicing the proration at once', async () => {
      const [plan, seat] = items();
      const sub = await provider.updateSubscription(subId, { seatQuantity: 3 }, 'seats-1');
      expect(calls()).toEqual([`GET /v1/subscriptions/${subId}`, `POST /v1/subscriptions/${subId}`]);
      const req = server.requests[1];
      expect(req.idempotencyKey).toBe('seats-1');
      expect(req.params).toEqual({
        items: [{ id: seat.id, price: 'price_SEAT_M', quantity: '3' }],
        proration_behavior: 'always_invoice',
        payment_behavior: 'error_if_incomplete',
        expand: ['latest_invoice', 'discounts'],
      });
      expect(sub).toMatchObject({ seatQuantity: 3, priceId: plan.price.id, status: 'active' });
      expect(sub.latestInvoice).toMatchObject({ status: 'paid', subscriptionId: subId });
      expect(sub.latestInvoice!.amountPaid).toBeGreaterThan(0);
      expect(sub.latestInvoice!.amountPaid).toBeLessThanOrEqual(500);
    });

    it('switches the billing cycle (plan and seat prices) and removes seats', async () => {
      const [plan, seat] = items();
      const sub = await provider.updateSubscription(
        subId,
        { priceId: catalogue.soloYear.id, seatPriceId: catalogue.seatYear.id },
        'cycle-1',
      );
      expect(last('POST', `/v1/subscriptions/${subId}`).params.items).toEqual([
        { id: plan.id, price: 'price_SOLO_Y' },
        { id: seat.id, price: 'price_SEAT_Y', quantity: '2' },
      ]);
      expect(sub).toMatchObject({ interval: 'year', priceId: 'price_SOLO_Y', seatQuantity: 2 });

      const none = await provider.updateSubscription(subId, { seatQuantity: 0 }, 'seats-0');
      expect(last('POST', `/v1/subscriptions/${subId}`).params.items).toEqual([
        { id: seat.id, deleted: 'true' },
      ]);
      expect(none.seatQuantity).toBe(0);

      // No seat item left: the seat price is looked up (the 'User Seat' price on the plan's interval).
      server.requests.length = 0;
      const back = await provider.updateSubscription(subId, { seatQuantity: 1 }, 'seats-back');
      expect(calls()[0]).toBe(`GET /v1/subscriptions/${subId}`);
      expect(calls().slice(1, 3).sort()).toEqual(['GET /v1/prices', 'GET /v1/products']);
      expect(calls()[3]).toBe(`POST /v1/subscriptions/${subId}`);
      expect(back.seatQuantity).toBe(1);
      expect(last('POST', `/v1/subscriptions/${subId}`).params.items).toEqual([
        { price: 'price_SEAT_Y', quantity: '1', metadata: { kind: 'seat' } },
      ]);
    });

    it('adds seats on the new plan interval when switching a plan that had none', async () => {
      const [, seat] = items();
      await provider.updateSubscription(subId, { seatQuantity: 0 }, 'drop-seats');
      server.requests.length = 0;
      const sub = await provider.updateSubscription(
        subId,
        { priceId: catalogue.chorusYear.id, seatQuantity: 2 },
        'up',
      );
      expect(calls()).toContain('GET /v1/prices/price_CHORUS_Y');
      expect(last('POST', `/v1/subscriptions/${subId}`).params.items).toEqual([
        { id: items()[0].id, price: 'price_CHORUS_Y' },
        { price: 'price_SEAT_Y', quantity: '2', metadata: { kind: 'seat' } },
      ]);
      expect(sub).toMatchObject({ interval: 'year', seatQuantity: 2, productId: 'prod_CHORUS' });
      expect(items().map((i) => i.id)).not.toContain(seat.id);
    });

    it('sets and clears the coupon', async () => {
      const coupon = server.state.addCoupon({ percent_off: 25 });
      const withCoupon = await provider.updateSubscription(subId, { couponId: coupon.id }, 'coupon-1');
      expect(last('POST', `/v1/subscriptions/${subId}`).params).toEqual({
        discounts: [{ coupon: coupon.id }],
        proration_behavior: 'always_invoice',
        payment_behavior: 'error_if_incomplete',
        expand: ['latest_invoice', 'discounts'],
      });
      expect(withCoupon.percentOff).toBe(25);
      const without = await provider.updateSubscription(subId, { couponId: null }, 'coupon-2');
      expect(last('POST', `/v1/subscriptions/${subId}`).params.discounts).toBe('');
      expect(without.percentOff).toBeNull();
    });

    it('previews what a change would invoice now', async () => {
      const [plan] = items();
      const preview = await provider.previewChange(subId, { priceId: catalogue.chorusMonth.id });
      const req = last('POST', '/v1/invoices/create_preview');
      expect(req.idempotencyKey).not.toBe('');
      expect(req.params).toEqual({
        customer,
        subscription: subId,
        subscription_details: {
          items: [{ id: plan.id, price: 'price_CHORUS_M' }],
          proration_behavior: 'always_invoice',
          proration_date: expect.stringMatching(/^\d+$/),
        },
      });
      expect(preview.currency).toBe('usd');
      expect(preview.amount_due).toBeGreaterThan(0);
      expect(preview.amount_due).toBeLessThanOrEqual(2000);
      expect(preview.lines.length).toBe(2);
      expect(preview.lines.reduce((s, l) => s + l.amount, 0)).toBe(preview.total);
      expect(preview.next_payment_attempt).toEqual(expect.any(String));
      // Nothing changed.
      expect(items()[0].price.id).toBe(plan.price.id);
    });

    it('rejects a change whose charge is declined and keeps the subscription as it was', async () => {
      await provider.attachPaymentMethod(customer, 'pm_card_chargeDeclined');
      await expect(
        provider.updateSubscription(subId, { priceId: catalogue.chorusMonth.id }, 'upgrade-1'),
      ).rejects.toBeInstanceOf(CardDeclinedError);
      await expect(provider.getSubscription(subId)).resolves.toMatchObject({
        priceId: 'price_SOLO_M',
        status: 'active',
      });
    });
  });
});
