import {
  nextOrgId,
  calls,
  customerWith,
  last,
  provider,
  server,
  useStripeStandIn,
} from './stripe-contract.testing';

describe('StripePaymentsProvider: catalogue, customers, cards and invoices', () => {
  useStripeStandIn();

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
    const customer = await provider.ensureCustomer({
      organizationId: nextOrgId(),
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
});
