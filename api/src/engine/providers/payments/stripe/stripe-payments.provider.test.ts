import {
  type StripeServer,
  seedCatalogue,
  signWebhook,
  startStripeServer,
  webhookEvent,
} from '../../../../../test/support/stripe-server';
import { loadConfig } from '../../../config/app-config';
import {
  CardDeclinedError,
  type CreateSubscriptionInput,
  PaymentsProviderError,
  WebhookSignatureError,
} from '../payments-provider';
import { StripePaymentsProvider } from './stripe-payments.provider';

/**
 * Contract tests: the adapter against the local Stripe stand-in, asserting the exact requests (paths,
 * params as the SDK encodes them, idempotency keys) and how the answers are mapped.
 */
const WEBHOOK_SECRET = 'whsec_test_secret';

describe('StripePaymentsProvider', () => {
  let server: StripeServer;
  let provider: StripePaymentsProvider;
  let catalogue: ReturnType<typeof seedCatalogue>;
  let orgId = 100;

  /** A monthly solo plan without seats or coupon, unless `more` says otherwise. */
  const soloSubscription = (
    customerId: string,
    idempotencyKey: string,
    more: Partial<CreateSubscriptionInput> = {},
  ) =>
    provider.createSubscription({
      customerId,
      priceId: catalogue.soloMonth.id,
      seatPriceId: null,
      seatQuantity: 0,
      couponId: null,
      idempotencyKey,
      metadata: {},
      ...more,
    });

  beforeAll(async () => {
    server = await startStripeServer();
    catalogue = seedCatalogue(server.state);
    provider = new StripePaymentsProvider(
      loadConfig({
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_ensemble',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_ensemble',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: server.url,
      }),
    );
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
  });

  const calls = () => server.requests.map((r) => `${r.method} ${r.path}`);
  const last = (method: string, path: string | RegExp) => {
    const found = server.requests.filter(
      (r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
    );
    expect(found.length).toBeGreaterThan(0);
    return found[found.length - 1];
  };

  /** A customer with `card` as default payment method. */
  async function customerWith(card: 'pm_card_visa' | 'pm_card_chargeDeclined') {
    orgId += 1;
    const id = await provider.ensureCustomer({
      organizationId: orgId,
      name: `Org ${orgId}`,
      email: `o${orgId}@example.com`,
      customerId: null,
    });
    await provider.attachPaymentMethod(id, card);
    server.requests.length = 0;
    return id;
  }

  it('exposes its name and publishable key, and sends the secret key', async () => {
    expect(provider.name).toBe('stripe');
    expect(provider.publishableKey).toBe('pk_test_ensemble');
    await provider.listProducts();
    expect(server.requests[0].authorization).toBe('Bearer sk_test_ensemble');
  });

  it('lists active products with their active prices, kinds and numeric plan metadata', async () => {
    server.state.addPrice({ product: 'prod_SOLO', unit_amount: 1, interval: 'month', active: false });
    const products = await provider.listProducts();
    expect(calls().sort()).toEqual(['GET /v1/prices', 'GET /v1/products']);
    expect(last('GET', '/v1/products').params).toEqual({ active: 'true', limit: '100' });
    expect(last('GET', '/v1/prices').params).toEqual({ active: 'true', limit: '100' });

    const byName = Object.fromEntries(products.map((p) => [p.name, p]));
    expect(byName.SOLO).toEqual({
      id: 'prod_SOLO',
      name: 'SOLO',
      description: null,
      kind: 'plan',
      metadata: {
        storage: 10,
        contacts: 1000,
        texts: 1000,
        twilio_numbers: 1,
        call_minutes: 500,
        user_seats: 1,
      },
      prices: [
        {
          id: 'price_SOLO_M',
          unit_amount: 1000,
          unit_amount_decimal: '1000',
          currency: 'usd',
          interval: 'month',
        },
        {
          id: 'price_SOLO_Y',
          unit_amount: 10000,
          unit_amount_decimal: '10000',
          currency: 'usd',
          interval: 'year',
        },
      ],
    });
    expect(byName['User Seat'].kind).toBe('seat');
    expect(byName['1000 texts']).toMatchObject({ kind: 'addon', metadata: { texts: 1000 } });
    expect(byName['1000 texts'].prices[0].interval).toBeNull();
  });

  it('finds an active promotion code case-insensitively, with its coupon and products', async () => {
    const coupon = server.state.addCoupon({ percent_off: 20, products: ['prod_TEXTS'] });
    const promo = server.state.addPromotionCode({ code: 'SAVE20', coupon: coupon.id });
    server.state.addPromotionCode({ code: 'OLD', coupon: coupon.id, active: false });

    await expect(provider.findPromotionCode(' save20 ')).resolves.toEqual({
      id: promo.id,
      code: 'SAVE20',
      coupon: { id: coupon.id, valid: true, percent_off: 20, applies_to: { products: ['prod_TEXTS'] } },
    });
    expect(last('GET', '/v1/promotion_codes').params).toEqual({
      code: 'save20',
      active: 'true',
      limit: '1',
      expand: ['data.promotion.coupon', 'data.promotion.coupon.applies_to'],
    });
    await expect(provider.findPromotionCode('OLD')).resolves.toBeNull();
    await expect(provider.findPromotionCode('NOPE')).resolves.toBeNull();
  });

  it('creates a customer once per organization (idempotency key) and reuses a known one', async () => {
    const input = { organizationId: 7, name: 'Acme', email: 'owner@acme.test', customerId: null };
    const id = await provider.ensureCustomer(input);
    expect(id).toMatch(/^cus_/);
    const req = last('POST', '/v1/customers');
    expect(req.idempotencyKey).toBe('customer-org-7');
    expect(req.params).toEqual({
      name: 'Acme',
      email: 'owner@acme.test',
      metadata: { organization_id: '7' },
    });
    // A retry (e.g. after a timeout) is answered by Stripe's idempotency replay: the same customer.
    await expect(provider.ensureCustomer(input)).resolves.toBe(id);
    expect(server.state.customers.size).toBe(1);

    server.requests.length = 0;
    await expect(provider.ensureCustomer({ ...input, customerId: 'cus_known' })).resolves.toBe('cus_known');
    expect(server.requests).toHaveLength(0);
  });

  it('creates a setup intent for cards with the given idempotency key', async () => {
    const customer = await customerWith('pm_card_visa');
    const intent = await provider.createSetupIntent(customer, 'setup-org-1-abc');
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_`));
    const req = last('POST', '/v1/setup_intents');
    expect(req.idempotencyKey).toBe('setup-org-1-abc');
    expect(req.params).toEqual({ customer, allowed_payment_method_types: ['card'], usage: 'off_session' });
  });

  it('attaches a payment method, makes it the default and reads it back', async () => {
    orgId += 1;
    const customer = await provider.ensureCustomer({
      organizationId: orgId,
      name: 'A',
      email: 'a@a.test',
      customerId: null,
    });
    await expect(provider.getDefaultCard(customer)).resolves.toBeNull();
    server.requests.length = 0;

    const card = await provider.attachPaymentMethod(customer, 'pm_card_visa');
    expect(card).toEqual({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: expect.any(Number) });
    expect(calls()).toEqual([
      'POST /v1/payment_methods/pm_card_visa/attach',
      `POST /v1/customers/${customer}`,
    ]);
    expect(server.requests[0].params).toEqual({ customer });
    const pmId = server.state.customers.get(customer)!.invoice_settings.default_payment_method!;
    expect(server.requests[1].params).toEqual({ invoice_settings: { default_payment_method: pmId } });

    server.requests.length = 0;
    await expect(provider.getDefaultCard(customer)).resolves.toEqual(card);
    expect(calls()).toEqual([`GET /v1/customers/${customer}`, `GET /v1/payment_methods/${pmId}`]);
    await expect(provider.getDefaultCard('cus_missing')).resolves.toBeNull();
  });

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

  it('lists invoices newest first, a page at a time, with the total count', async () => {
    const customer = await customerWith('pm_card_visa');
    for (let i = 1; i <= 7; i += 1) {
      await provider.chargeOnce({
        customerId: customer,
        amount: i * 100,
        currency: 'usd',
        description: `Charge ${i}`,
        couponId: null,
        idempotencyKey: `charge-${customer}-${i}`,
        metadata: {},
      });
    }
    server.requests.length = 0;
    const first = await provider.listInvoices(customer, 1, 5);
    expect(calls()).toEqual(['GET /v1/invoices']);
    expect(server.requests[0].params).toEqual({ customer, limit: '100' });
    expect(first.count).toBe(7);
    expect(first.results.map((i) => i.description)).toEqual([
      'Charge 7',
      'Charge 6',
      'Charge 5',
      'Charge 4',
      'Charge 3',
    ]);
    const second = await provider.listInvoices(customer, 2, 5);
    expect(second).toMatchObject({ count: 7 });
    expect(second.results.map((i) => i.amountDue)).toEqual([200, 100]);
    expect(second.results[0]).toMatchObject({
      customerId: customer,
      subscriptionId: null,
      status: 'paid',
      currency: 'usd',
      number: expect.any(String),
      created: expect.any(Date),
      hostedInvoiceUrl: expect.stringContaining(server.url),
    });
  });

  it('gets an invoice and its PDF URL', async () => {
    const customer = await customerWith('pm_card_visa');
    const invoice = await provider.chargeOnce({
      customerId: customer,
      amount: 500,
      currency: 'usd',
      description: 'Add-on',
      couponId: null,
      idempotencyKey: 'pdf-1',
      metadata: {},
    });
    await expect(provider.getInvoice(invoice.id)).resolves.toEqual(invoice);
    await expect(provider.getInvoice('in_missing')).resolves.toBeNull();
    await expect(provider.invoicePdf(invoice.id)).resolves.toEqual({
      url: `${server.url}/pdf/${invoice.id}`,
    });
  });

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
  describe('service products (issue 5)', () => {
    const input = (over: Partial<Parameters<StripePaymentsProvider['upsertServiceProduct']>[0]> = {}) => ({
      organizationId: 4242,
      productId: null,
      name: 'Consulting',
      description: null,
      statementDescriptor: null,
      unitLabel: null,
      metadata: { tier: 'gold', kind: 'spoofed' },
      price: { unitAmount: 2500, interval: 'month' as const },
      idempotencyKey: 'service-1-1000',
      ...over,
    });

    it('creates a tagged product and a per-unit usd price, with idempotency keys', async () => {
      const out = await provider.upsertServiceProduct(input());
      expect(calls()).toEqual(['POST /v1/products', 'POST /v1/prices', `POST /v1/products/${out.productId}`]);
      const create = last('POST', '/v1/products');
      expect(create.params).toEqual({
        name: 'Consulting',
        metadata: { tier: 'gold', kind: 'service', organization_id: '4242' },
      });
      expect(create.idempotencyKey).toMatch(/^service-1-1000-product-[0-9a-f]{16}$/);
      const price = last('POST', '/v1/prices');
      expect(price.params).toEqual({
        product: out.productId,
        currency: 'usd',
        unit_amount: '2500',
        billing_scheme: 'per_unit',
        recurring: { interval: 'month', interval_count: '1' },
        metadata: { kind: 'service', organization_id: '4242' },
      });
      expect(price.idempotencyKey).toMatch(/^service-1-1000-price-[0-9a-f]{16}$/);
      expect(last('POST', `/v1/products/${out.productId}`).params).toEqual({ default_price: out.priceId });

      // The same request again replays (same keys), creating nothing new.
      const again = await provider.upsertServiceProduct(input());
      expect(again).toEqual(out);
      expect(server.state.products.get(out.productId)!.default_price).toBe(out.priceId);
    });

    it('updates a product, unsets removed fields and metadata, and replaces a changed price', async () => {
      const first = await provider.upsertServiceProduct(
        input({ description: 'old', unitLabel: 'hour', idempotencyKey: 'service-2-1' }),
      );
      server.requests.length = 0;
      const out = await provider.upsertServiceProduct(
        input({
          productId: first.productId,
          name: 'Consulting+',
          metadata: {},
          price: { unitAmount: 9900, interval: null },
          idempotencyKey: 'service-2-2',
        }),
      );
      expect(last('GET', `/v1/products/${first.productId}`).params).toEqual({ expand: ['default_price'] });
      const update = server.requests.find(
        (r) => r.method === 'POST' && r.path === `/v1/products/${first.productId}`,
      )!;
      expect(update.params).toEqual({
        name: 'Consulting+',
        description: '',
        statement_descriptor: '',
        unit_label: '',
        metadata: { tier: '', kind: 'service', organization_id: '4242' },
        active: 'true',
      });
      expect(update.idempotencyKey).toMatch(/^service-2-2-product-update-[0-9a-f]{16}$/);
      const price = last('POST', '/v1/prices');
      expect(price.params).not.toHaveProperty('recurring');
      expect(last('POST', `/v1/prices/${first.priceId}`).params).toEqual({ active: 'false' });
      expect(out.priceId).not.toBe(first.priceId);
      const product = server.state.products.get(first.productId)!;
      expect(product).toMatchObject({
        name: 'Consulting+',
        description: null,
        unit_label: null,
        metadata: { kind: 'service', organization_id: '4242' },
      });
    });

    it("refuses another organization's product", async () => {
      const other = await provider.upsertServiceProduct(
        input({ organizationId: 7, idempotencyKey: 'service-3-1' }),
      );
      await expect(
        provider.upsertServiceProduct(input({ productId: other.productId, idempotencyKey: 'service-3-2' })),
      ).rejects.toBeInstanceOf(PaymentsProviderError);
    });

    it("lists only the organization's active service products, and keeps them out of listProducts", async () => {
      const mine = await provider.upsertServiceProduct(
        input({ organizationId: 5151, name: 'Mine', idempotencyKey: 'service-4-1' }),
      );
      await provider.upsertServiceProduct(input({ organizationId: 5152, idempotencyKey: 'service-5-1' }));
      server.requests.length = 0;
      const listed = await provider.listServiceProducts(5151);
      expect(calls()).toEqual(['GET /v1/products']);
      expect(last('GET', '/v1/products').params).toEqual({
        active: 'true',
        limit: '100',
        expand: ['data.default_price'],
      });
      expect(listed).toEqual([
        {
          id: mine.productId,
          name: 'Mine',
          description: null,
          statementDescriptor: null,
          unitLabel: null,
          metadata: { tier: 'gold' },
          defaultPrice: { id: mine.priceId, unitAmount: 2500, currency: 'usd', interval: 'month' },
        },
      ]);
      const catalogue = await provider.listProducts();
      expect(catalogue.map((p) => p.id)).not.toContain(mine.productId);

      await provider.archiveServiceProduct(5151, mine.productId);
      expect(last('POST', `/v1/products/${mine.productId}`).params).toEqual({ active: 'false' });
      expect(await provider.listServiceProducts(5151)).toEqual([]);
    });
  });
});
