import { billingMessages, billingPaths } from '@ensemble/contracts';
import type { Response } from 'supertest';
import { BillingEventsService } from '../src/modules/billing/subscriptions/billing-events.service';
import { BillingService } from '../src/modules/billing/subscriptions/billing.service';
import { Organization } from '../src/modules/platform/organizations/organization.entity';
import { LocalPaymentsProvider } from '../src/engine/providers/payments/local/local-payments.provider';
import { LocalSubscription } from '../src/engine/providers/payments/local/local-state.entities';
import { aCoupon, CHARGE_DECLINED_CARD, GOOD_CARD } from './builders/billing.builder';
import { billingCalls } from './support/billing-calls';
import { bearer } from './support/auth';
import { signedInForAllTests, startSignedIn } from './support/signed-in';
import { api } from './support/api-client';

const spec = signedInForAllTests(() => startSignedIn({ redis: false }, null));

const { org, newOrg, setupIntent, savePaymentMethod, subscribe, invoices } = billingCalls(() => ({
  t: spec.t,
  owner: spec.owner,
  token: spec.token,
}));

/** The local provider's stand-in for Stripe.js: confirms the setup intent with a test card. */
const confirmSetup = (intent: Response, card: typeof GOOD_CARD) =>
  spec.t.http
    .post(api(billingPaths.localConfirmSetup))
    .set(bearer(spec.token))
    .send({ client_secret: intent.body.results.client_secret, card });

/** The card form on the local provider: a setup intent, confirmed with the local test card, then saved. */
async function addCard(orgId: number, card: typeof GOOD_CARD = GOOD_CARD): Promise<void> {
  const intent = await setupIntent(orgId);
  const confirm = await confirmSetup(intent, card);
  expect(confirm.status).toBe(200);
  await savePaymentMethod(orgId, confirm.body.payment_method);
}

describe('catalogue and coupons', () => {
  it('lists plans and the seat product with prices in cents', async () => {
    const res = await spec.t.http.get(api(billingPaths.plans)).set(bearer(spec.token));
    expect(res.status).toBe(200);
    const chorus = res.body.results.find((p: { name: string }) => p.name === 'CHORUS');
    expect(chorus.prices.map((p: { unit_amount: number }) => p.unit_amount).sort()).toEqual([240000, 25000]);
    expect(chorus.metadata).toMatchObject({ user_seats: 3, storage: 25 });
    expect(res.body.results.some((p: { kind: string }) => p.kind === 'addon')).toBe(false);
    expect(res.body.results.some((p: { name: string }) => p.name === 'User Seat')).toBe(true);
    const cfg = await spec.t.http.get(api(billingPaths.config)).set(bearer(spec.token));
    expect(cfg.body).toEqual({ provider: 'local', publishable_key: null });
  });

  it('checks coupons: empty, unknown, invalid, product filter, valid', async () => {
    const check = (body: object) =>
      spec.t.http.post(api(billingPaths.couponCheck)).set(bearer(spec.token)).send(body);
    expect((await check({ code: '' })).body).toEqual({ code: [billingMessages.noCouponProvided] });
    expect((await check({ code: 'NOPE' })).body).toEqual({ data: { data: [] } });
    expect((await check({ code: 'EXPIRED' })).body).toEqual({ data: { data: [] } });
    expect((await check({ code: 'chorus50', product: 'prod_solo' })).body).toEqual({ data: { data: [] } });
    const ok = await check({ code: 'welcome20', product: 'prod_chorus' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.data[0].coupon).toMatchObject({ percent_off: 20, valid: true });
  });
});

describe('subscriptions', () => {
  it('subscribes without a coupon: invoice paid, organization subscribed with plan seats', async () => {
    const o = await newOrg();
    const none = await spec.t.http.get(api(billingPaths.subscription(o.id))).set(bearer(spec.token));
    expect(none.status).toBe(204);
    expect(
      (await spec.t.http.get(api(billingPaths.paymentMethod(o.id))).set(bearer(spec.token))).body,
    ).toEqual({
      detail: billingMessages.unableToGetPaymentMethod,
    });
    await addCard(o.id);
    const card = await spec.t.http.get(api(billingPaths.paymentMethod(o.id))).set(bearer(spec.token));
    expect(card.body).toMatchObject({ last4: '4242', brand: 'visa' });
    const res = await subscribe(o.id, { price_id: 'price_chorus_month', quantity: 2 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'active',
      quantity: 2,
      plan: { product: 'prod_chorus', interval: 'month' },
    });
    const list = await invoices(o.id);
    expect(list.count).toBe(1);
    expect(list.results[0]).toMatchObject({ status: 'paid', amount_due: 25000 + 2 * 2500 });
    expect(await org(o.id)).toMatchObject({ isSubscribed: true, packageId: 'prod_chorus', seatNumber: 5 });
    const pdf = await spec.t.http
      .get(api(billingPaths.invoicePdf(o.id, list.results[0].id)))
      .set(bearer(spec.token));
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
  });

  it("reports each card's brand as Stripe names it (the card display draws its logo)", async () => {
    const o = await newOrg();
    const brands: [string, string][] = [
      ['5555555555554444', 'mastercard'],
      ['2223003122003222', 'mastercard'],
      ['378282246310005', 'amex'],
      ['6011111111111117', 'discover'],
      ['6445644564456445', 'discover'],
      ['36227206271667', 'diners'],
      ['3566002020360505', 'jcb'],
      ['6200000000000005', 'unionpay'],
      ['4242424242424242', 'visa'],
    ];
    for (const [number, brand] of brands) {
      await addCard(o.id, { ...GOOD_CARD, number });
      const card = await spec.t.http.get(api(billingPaths.paymentMethod(o.id))).set(bearer(spec.token));
      expect({ number, brand: card.body.brand }).toEqual({ number, brand });
    }
  });

  it('a coupon really discounts the invoice, and only for the products it applies to', async () => {
    const o = await newOrg();
    await addCard(o.id);
    const res = await subscribe(o.id, { price_id: 'price_chorus_month', quantity: 0, coupon: 'CHORUS50' });
    expect(res.body.percent_off).toBe(50);
    expect((await invoices(o.id)).results[0].amount_due).toBe(12500);

    const other = await newOrg();
    await addCard(other.id);
    const custom = await aCoupon().percent(30).forProducts('prod_chorus').build();
    const solo = await subscribe(other.id, {
      price_id: 'price_solo_month',
      quantity: 0,
      coupon: custom.couponId,
    });
    expect(solo.body.percent_off).toBeNull();
    expect((await invoices(other.id)).results[0].amount_due).toBe(15000);
  });

  it('switches plan, previews and changes the billing cycle, manages seats', async () => {
    const o = await newOrg();
    await addCard(o.id);
    await subscribe(o.id, { price_id: 'price_solo_month', quantity: 0 });
    const sw = await spec.t.http
      .put(api(billingPaths.switchPlan(o.id)))
      .set(bearer(spec.token))
      .send({ price_id: 'price_orchestra_month', product: 'prod_orchestra', quantity: 1 });
    expect(sw.status).toBe(200);
    expect(sw.body.plan).toMatchObject({ product: 'prod_orchestra', name: 'ORCHESTRA' });
    // Prorated: close to the full difference right after subscribing.
    const afterSwitch = await invoices(o.id);
    expect(afterSwitch.count).toBe(2);
    expect(afterSwitch.results[0].amount_due).toBeGreaterThan(45000 + 2500 - 15000 - 100);
    expect(await org(o.id)).toMatchObject({
      packageId: 'prod_orchestra',
      seatNumber: 11,
      isSubscribed: true,
    });

    const preview = await spec.t.http
      .post(api(billingPaths.previewCycle(o.id)))
      .set(bearer(spec.token))
      .send({ interval: 'year' });
    expect(preview.status).toBe(200);
    expect(preview.body.lines).toHaveLength(2);
    expect(preview.body.amount_due).toBeGreaterThan(432000 + 24000 - 47500 - 100);
    const cycle = await spec.t.http
      .post(api(billingPaths.changeCycle(o.id)))
      .set(bearer(spec.token))
      .send({ interval: 'year' });
    expect(cycle.status).toBe(200);
    expect(cycle.body.plan.interval).toBe('year');
    expect((await invoices(o.id)).results[0].amount_due).toBe(preview.body.amount_due);

    // 12 used seats, 10 included: at least 2 extra seats.
    await spec.t.dataSource.getRepository(Organization).update({ id: o.id }, { usedSeats: 12 });
    const tooFew = await spec.t.http
      .put(api(billingPaths.seats(o.id)))
      .set(bearer(spec.token))
      .send({ quantity: 1 });
    expect(tooFew.status).toBe(400);
    expect(tooFew.body).toEqual({ detail: billingMessages.removeUsersFirst });
    const seats = await spec.t.http
      .put(api(billingPaths.seats(o.id)))
      .set(bearer(spec.token))
      .send({ quantity: 4 });
    expect(seats.status).toBe(200);
    expect(seats.body.quantity).toBe(4);
    expect((await org(o.id)).seatNumber).toBe(14);
    const usage = await spec.t.http.get(api(billingPaths.usage(o.id))).set(bearer(spec.token));
    expect(usage.body).toMatchObject({ limits: { user_seats: 14, storage: 100 }, used: { user_seats: 12 } });
  });

  it('buys add-ons (with a coupon) and refuses when the card is declined', async () => {
    const o = await newOrg();
    await addCard(o.id);
    await subscribe(o.id, { price_id: 'price_solo_month', quantity: 0 });
    const products = await spec.t.http.get(api(billingPaths.addonProducts(o.id))).set(bearer(spec.token));
    expect(products.body.results.map((p: { id: string }) => p.id)).toContain('prod_addon_texts');
    const buy = await spec.t.http
      .post(api(billingPaths.addonBuy(o.id)))
      .set(bearer(spec.token))
      .send({ product_id: 'prod_addon_texts', coupon_id: 'coupon_addon10' });
    expect(buy.status).toBe(201);
    expect(buy.body).toMatchObject({ product: { id: 'prod_addon_texts' }, amount: 4500 });
    const purchases = await spec.t.http.get(api(billingPaths.addonPurchases(o.id))).set(bearer(spec.token));
    expect(purchases.body.count).toBe(1);
    const usage = await spec.t.app.get(BillingService).limitsFor(o.id);
    expect(usage.texts).toBe(1500);

    await addCard(o.id, CHARGE_DECLINED_CARD);
    const refused = await spec.t.http
      .post(api(billingPaths.addonBuy(o.id)))
      .set(bearer(spec.token))
      .send({ product_id: 'prod_addon_storage' });
    expect(refused.status).toBe(402);
    expect(refused.body).toEqual({ detail: billingMessages.unableToBuyAddon });
    await expect(
      spec.t.app.get(BillingService).assertWithinLimit(o.id, 'twilio_numbers', 2),
    ).rejects.toMatchObject({
      body: { detail: 'Your plan allows 1 phone number. Upgrade your plan or buy an add-on to add more.' },
    });
  });

  it('cancels every live subscription of the customer at once: nothing renews after, a repeat cancels nothing', async () => {
    const o = await newOrg();
    // A subscription left incomplete by a declined card, then one paid with a good card: both are live.
    await addCard(o.id, CHARGE_DECLINED_CARD);
    expect((await subscribe(o.id, { price_id: 'price_solo_month', quantity: 0 })).body.status).toBe(
      'incomplete',
    );
    await addCard(o.id, GOOD_CARD);
    expect((await subscribe(o.id, { price_id: 'price_solo_month', quantity: 0 })).body.status).toBe('active');
    const subs = spec.t.dataSource.getRepository(LocalSubscription);
    const live = await subs.findBy({ organizationId: o.id });
    expect(live.map((s) => s.status).sort()).toEqual(['active', 'incomplete']);
    const local = spec.t.app.get(LocalPaymentsProvider);
    const customerId = (await org(o.id)).stripeCustomerId!;

    const canceled = await local.cancelSubscriptions(customerId);
    expect(canceled.sort()).toEqual(live.map((s) => s.id).sort());
    expect((await subs.findBy({ organizationId: o.id })).map((s) => s.status)).toEqual([
      'canceled',
      'canceled',
    ]);
    // The provider reports it as Stripe would (customer.subscription.deleted): the organization is unsubscribed.
    expect(await org(o.id)).toMatchObject({ isSubscribed: false, packageId: 'prod_solo' });
    const current = await spec.t.http.get(api(billingPaths.subscription(o.id))).set(bearer(spec.token));
    expect(current.body.status).toBe('canceled');

    // Past its period end, the sweep charges nothing; paying the incomplete one's open invoice revives nothing.
    await subs.update({ organizationId: o.id }, { currentPeriodEnd: new Date(Date.now() - 1000) });
    const before = (await invoices(o.id)).count;
    await local.renewDue();
    expect((await invoices(o.id)).count).toBe(before);
    const open = (await invoices(o.id)).results.find((i: { status: string }) => i.status === 'open');
    await local.payInvoice(open.id, 'pay-after-cancel');
    expect((await subs.findBy({ organizationId: o.id })).map((s) => s.status)).toEqual([
      'canceled',
      'canceled',
    ]);

    expect(await local.cancelSubscriptions(customerId)).toEqual([]);
    expect(await local.cancelSubscriptions('cus_local_unknown')).toEqual([]);
  });
});

describe('declined cards', () => {
  it('refuses a card declined at setup', async () => {
    const o = await newOrg();
    const intent = await spec.t.http.post(api(billingPaths.setupIntent(o.id))).set(bearer(spec.token));
    const res = await confirmSetup(intent, { ...GOOD_CARD, number: '4000000000000002' });
    expect(res.status).toBe(402);
    const bad = await confirmSetup(intent, { ...GOOD_CARD, number: '4242424242424241' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ number: [billingMessages.cardNumberInvalid] });
  });

  it('incomplete subscription with an open invoice: unpaid until a good card pays it', async () => {
    const o = await newOrg();
    await addCard(o.id, CHARGE_DECLINED_CARD);
    const res = await subscribe(o.id, { price_id: 'price_chorus_month', quantity: 0 });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('incomplete');
    expect(await org(o.id)).toMatchObject({ isSubscribed: false, packageId: 'prod_chorus' });
    const open = (await invoices(o.id)).results[0];
    expect(open.status).toBe('open');
    const retry = await spec.t.http
      .post(api(billingPaths.invoiceRetry(o.id, open.id)))
      .set(bearer(spec.token));
    expect(retry.status).toBe(402);
    expect(retry.body).toEqual({ detail: billingMessages.cardDeclined });

    await addCard(o.id, GOOD_CARD);
    const paid = await spec.t.http
      .post(api(billingPaths.invoiceRetry(o.id, open.id)))
      .set(bearer(spec.token));
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('paid');
    expect(await org(o.id)).toMatchObject({ isSubscribed: true, packageId: 'prod_chorus', seatNumber: 3 });
    const sub = await spec.t.http.get(api(billingPaths.subscription(o.id))).set(bearer(spec.token));
    expect(sub.body.status).toBe('active');
  });

  it('a declined renewal makes the organization unpaid (past_due), once per period', async () => {
    const o = await newOrg();
    await addCard(o.id);
    await subscribe(o.id, { price_id: 'price_solo_month', quantity: 0 });
    await addCard(o.id, CHARGE_DECLINED_CARD);
    const subs = spec.t.dataSource.getRepository(LocalSubscription);
    const sub = await subs.findOneByOrFail({ organizationId: o.id });
    await subs.update({ id: sub.id }, { currentPeriodEnd: new Date(Date.now() - 1000) });
    const local = spec.t.app.get(LocalPaymentsProvider);
    expect(await local.renewDue()).toBeGreaterThanOrEqual(1);
    await local.renewDue();
    expect(await org(o.id)).toMatchObject({ isSubscribed: false, packageId: 'prod_solo' });
    const list = await invoices(o.id);
    expect(list.count).toBe(2);
    expect(list.results[0].status).toBe('open');
  });
});

describe('webhook events', () => {
  it('applies an event once (a replay changes nothing) and refuses bad signatures', async () => {
    const o = await newOrg();
    await addCard(o.id);
    await subscribe(o.id, { price_id: 'price_solo_month', quantity: 0 });
    const events = spec.t.app.get(BillingEventsService);
    const fresh = await org(o.id);
    const event = {
      id: `evt_test_${o.id}`,
      type: 'customer.subscription.deleted',
      customerId: fresh.stripeCustomerId,
    };
    expect(await events.apply(event)).toBe(true);
    expect((await org(o.id)).isSubscribed).toBe(false);
    await spec.t.dataSource.getRepository(Organization).update({ id: o.id }, { isSubscribed: true });
    expect(await events.apply(event)).toBe(false);
    expect((await org(o.id)).isSubscribed).toBe(true);

    const hook = await spec.t.http
      .post(api(billingPaths.stripeWebhook))
      .set('Stripe-Signature', 'bad')
      .send({ id: 'x' });
    expect(hook.status).toBe(400);
  });
});
