import { billingMessages, billingPaths } from '@ensemble/contracts';
import {
  BillingEventRow,
  OrganizationSubscription,
} from '../src/modules/billing/subscriptions/billing.entities';
import { BillingService } from '../src/modules/billing/subscriptions/billing.service';
import { LeadListsService } from '../src/modules/contacts/leads/lead-lists.service';
import { OrganizationDeletionService } from '../src/modules/platform/organizations/organization-deletion.service';
import { Organization } from '../src/modules/platform/organizations/organization.entity';
import { billingCalls } from './support/billing-calls';
import { aUser, type BuiltUser } from './builders/user.builder';
import { loginAs } from './support/auth';
import {
  type RecordedRequest,
  type StripeServer,
  seedCatalogue,
  signWebhook,
  webhookEvent,
} from './support/stripe-server';
import { startOnStripe } from './support/stripe-app';
import type { TestApp } from './support/test-app';
import { api, apiClient } from './support/api-client';

/**
 * The billing API end to end on the Stripe adapter: the real application (PAYMENTS_PROVIDER=stripe) talking
 * to the local Stripe stand-in, asserting what the API answers, what it asked Stripe, and what it keeps on
 * the organization. Mirrors billing.e2e-spec.ts (the local provider).
 */
const WEBHOOK_SECRET = 'whsec_e2e_ensemble';
type Testcard = 'pm_card_visa' | 'pm_card_mastercard' | 'pm_card_chargeDeclined';

let stripe: StripeServer;
let t: TestApp;
let owner: BuiltUser;
let token: string;

beforeAll(async () => {
  ({ stripe, t } = await startOnStripe(WEBHOOK_SECRET, prepareCatalogue));
  owner = await aUser().verified().build();
  token = (await loginAs(t, owner)).access;
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});
afterEach(() => {
  // Tests that freeze the fake's clock put it back.
  stripe.state.now = () => Math.floor(Date.now() / 1000);
});

/** The plans, the seat product and the coupons (with their promotion codes) the cases use. */
function prepareCatalogue(server: StripeServer): void {
  seedCatalogue(server.state);
  server.state.addCoupon({ id: 'coupon_CHORUS50', percent_off: 50, products: ['prod_CHORUS'] });
  server.state.addPromotionCode({ id: 'promo_CHORUS50', code: 'CHORUS50', coupon: 'coupon_CHORUS50' });
  server.state.addCoupon({ id: 'coupon_ALL20', percent_off: 20 });
  server.state.addPromotionCode({ id: 'promo_WELCOME20', code: 'WELCOME20', coupon: 'coupon_ALL20' });
  server.state.addCoupon({ id: 'coupon_OLD', percent_off: 90, valid: false });
  server.state.addPromotionCode({ id: 'promo_EXPIRED', code: 'EXPIRED', coupon: 'coupon_OLD' });
  server.state.addCoupon({ id: 'coupon_TEXTS10', percent_off: 10, products: ['prod_TEXTS'] });
  server.state.addPromotionCode({ id: 'promo_TEXTS10', code: 'TEXTS10', coupon: 'coupon_TEXTS10' });
}

const { org, newOrg, setupIntent, savePaymentMethod, subscribe, invoices } = billingCalls(() => ({
  t,
  owner,
  token,
}));
const { get, post, put } = apiClient(
  () => t,
  () => token,
);

/** Requests to Stripe with this method and path made since `from` (an index into stripe.requests). */
function sent(method: string, path: string | RegExp, from = 0): RecordedRequest[] {
  return stripe.requests
    .slice(from)
    .filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)));
}

/** What the card form does: a setup intent from the API, Stripe.js confirms it, the API saves the card. */
async function addCard(orgId: number, card: Testcard = 'pm_card_visa'): Promise<void> {
  const intent = await setupIntent(orgId);
  expect(intent.body.results.client_secret).toMatch(/^seti_.+_secret_/);
  await savePaymentMethod(orgId, card);
}

/** The organization's subscription as the fake Stripe holds it. */
async function stripeSubscriptionOf(orgId: number) {
  const row = await t.dataSource
    .getRepository(OrganizationSubscription)
    .findOneByOrFail({ organizationId: orgId });
  return stripe.state.subscriptions.get(row.subscriptionId)!;
}

/** Freezes the fake's clock so prorations are exact (the whole period left: fraction 1). */
function freezeClock(): number {
  const now = Math.floor(Date.now() / 1000);
  stripe.state.now = () => now;
  return now;
}

describe('catalogue and coupons', () => {
  it('lists plans and the seat product from Stripe, and says Stripe takes the cards', async () => {
    const res = await get(billingPaths.plans);
    expect(res.status).toBe(200);
    const chorus = res.body.results.find((p: { name: string }) => p.name === 'CHORUS');
    expect(chorus).toMatchObject({ id: 'prod_CHORUS', kind: 'plan' });
    expect(chorus.prices.map((p: { unit_amount: number }) => p.unit_amount)).toEqual([3000, 30000]);
    expect(chorus.metadata).toMatchObject({ user_seats: 5, contacts: 5000 });
    expect(res.body.results.some((p: { kind: string }) => p.kind === 'addon')).toBe(false);
    expect(res.body.results.find((p: { name: string }) => p.name === 'User Seat')?.kind).toBe('seat');
    const cfg = await get(billingPaths.config);
    expect(cfg.body).toEqual({ provider: 'stripe', publishable_key: 'pk_test_ensemble_e2e' });
    // Every call carries the secret key.
    expect(stripe.requests.every((r) => r.authorization === 'Bearer sk_test_ensemble_e2e')).toBe(true);
  });

  it('checks promotion codes: empty, unknown, invalid coupon, product filter, valid (any case)', async () => {
    const check = (body: object) => post(billingPaths.couponCheck, body);
    const empty = await check({ code: '' });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ code: [billingMessages.noCouponProvided] });
    expect((await check({ code: 'NOPE' })).body).toEqual({ data: { data: [] } });
    expect((await check({ code: 'EXPIRED' })).body).toEqual({ data: { data: [] } });
    expect((await check({ code: 'chorus50', product: 'prod_SOLO' })).body).toEqual({ data: { data: [] } });
    const ok = await check({ code: 'chorus50', product: 'prod_CHORUS' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.data[0]).toMatchObject({
      id: 'promo_CHORUS50',
      code: 'CHORUS50',
      coupon: {
        id: 'coupon_CHORUS50',
        percent_off: 50,
        valid: true,
        applies_to: { products: ['prod_CHORUS'] },
      },
    });
    const lookup = sent('GET', '/v1/promotion_codes').pop()!;
    expect(lookup.params).toMatchObject({ code: 'chorus50', active: 'true' });
  });
});

describe('subscriptions', () => {
  it('subscribes without a coupon: plan + seat items charged at once, organization subscribed', async () => {
    const o = await newOrg();
    const none = await get(billingPaths.subscription(o.id));
    expect(none.status).toBe(204);
    expect((await get(billingPaths.paymentMethod(o.id))).body).toEqual({
      detail: billingMessages.unableToGetPaymentMethod,
    });
    await addCard(o.id);
    const customerId = (await org(o.id)).stripeCustomerId!;
    expect(customerId).toMatch(/^cus_/);
    expect(stripe.state.customers.get(customerId)!.metadata).toEqual({ organization_id: String(o.id) });
    const card = await get(billingPaths.paymentMethod(o.id));
    expect(card.body).toMatchObject({ last4: '4242', brand: 'visa' });

    const from = stripe.requests.length;
    const res = await subscribe(o.id, { price_id: 'price_CHORUS_M', quantity: 2 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'active',
      quantity: 2,
      percent_off: null,
      plan: {
        id: 'price_CHORUS_M',
        product: 'prod_CHORUS',
        interval: 'month',
        name: 'CHORUS',
        unit_amount: 3000,
      },
    });
    const [create] = sent('POST', '/v1/subscriptions', from);
    expect(create.params).toMatchObject({
      customer: customerId,
      payment_behavior: 'allow_incomplete',
      metadata: { organization_id: String(o.id) },
      items: [
        { price: 'price_CHORUS_M', quantity: '1', metadata: { kind: 'plan' } },
        { price: 'price_SEAT_M', quantity: '2', metadata: { kind: 'seat' } },
      ],
    });
    expect(create.params.discounts).toBeUndefined();
    expect(create.idempotencyKey).toMatch(new RegExp(`^sub:${o.id}:`));

    const list = await invoices(o.id);
    expect(list.count).toBe(1);
    expect(list.results[0]).toMatchObject({ status: 'paid', amount_due: 3000 + 2 * 500 });
    expect(await org(o.id)).toMatchObject({
      isSubscribed: true,
      packageId: 'prod_CHORUS',
      seatNumber: 5 + 2,
      stripeCustomerId: customerId,
    });
    const got = await get(billingPaths.subscription(o.id));
    expect(got.body).toMatchObject({ status: 'active', quantity: 2, plan: { product: 'prod_CHORUS' } });
    // Stripe hosts the PDF: the API redirects to it.
    const pdf = await get(billingPaths.invoicePdf(o.id, list.results[0].id));
    expect(pdf.status).toBe(302);
    expect(pdf.headers.location).toBe(`${stripe.url}/pdf/${list.results[0].id}`);
    // Subscribing again while active is refused, and asks Stripe for nothing new.
    const again = await subscribe(o.id, { price_id: 'price_CHORUS_M', quantity: 0 });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ detail: billingMessages.unableToFinishSubscription });
    expect(sent('POST', '/v1/subscriptions', from)).toHaveLength(1);
  });

  it('a promotion code discounts the subscription, and only for the products it applies to', async () => {
    const o = await newOrg();
    await addCard(o.id);
    const from = stripe.requests.length;
    const res = await subscribe(o.id, { price_id: 'price_CHORUS_M', quantity: 1, coupon: 'chorus50' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'active', percent_off: 50, quantity: 1 });
    const [create] = sent('POST', '/v1/subscriptions', from);
    expect(create.params).toMatchObject({
      discounts: [{ coupon: 'coupon_CHORUS50' }],
      items: [
        { price: 'price_CHORUS_M', quantity: '1' },
        { price: 'price_SEAT_M', quantity: '1' },
      ],
    });
    expect(create.idempotencyKey).toMatch(new RegExp(`^sub:${o.id}:`));
    // The coupon applies to the plan only, not to the seat.
    expect((await invoices(o.id)).results[0].amount_due).toBe(1500 + 500);
    expect(await org(o.id)).toMatchObject({ isSubscribed: true, packageId: 'prod_CHORUS', seatNumber: 6 });

    const other = await newOrg();
    await addCard(other.id);
    const before = stripe.requests.length;
    const solo = await subscribe(other.id, { price_id: 'price_SOLO_M', quantity: 0, coupon: 'CHORUS50' });
    expect(solo.status).toBe(201);
    expect(solo.body.percent_off).toBeNull();
    const [soloCreate] = sent('POST', '/v1/subscriptions', before);
    expect(soloCreate.params.discounts).toBeUndefined();
    expect(soloCreate.params.items).toEqual([
      { price: 'price_SOLO_M', quantity: '1', metadata: { kind: 'plan' } },
    ]);
    expect((await invoices(other.id)).results[0].amount_due).toBe(1000);
  });

  // The UI sends the coupon's id (coupon.coupon.id from the coupon check), not the promotion code.
  it('applies a coupon sent by its id (what the UI sends) to a subscription', async () => {
    const o = await newOrg();
    await addCard(o.id);
    const res = await subscribe(o.id, { price_id: 'price_CHORUS_M', quantity: 0, coupon: 'coupon_CHORUS50' });
    expect(res.body.percent_off).toBe(50);
    expect((await invoices(o.id)).results[0].amount_due).toBe(1500);
  });

  it('applies a coupon sent by its id (what the UI sends) to an add-on', async () => {
    const o = await newOrg();
    await addCard(o.id);
    const buy = await post(billingPaths.addonBuy(o.id), {
      product_id: 'prod_TEXTS',
      coupon_id: 'coupon_TEXTS10',
    });
    expect(buy.body.amount).toBe(1800);
  });

  it('switches plan, previews and changes the billing cycle, manages seats (prorated, charged now)', async () => {
    freezeClock();
    const o = await newOrg();
    await addCard(o.id);
    await subscribe(o.id, { price_id: 'price_SOLO_M', quantity: 0 });
    const planItem = (await stripeSubscriptionOf(o.id)).items.data[0].id;

    let from = stripe.requests.length;
    const sw = await put(billingPaths.switchPlan(o.id), {
      price_id: 'price_CHORUS_M',
      product: 'prod_CHORUS',
      quantity: 1,
    });
    expect(sw.status).toBe(200);
    expect(sw.body).toMatchObject({
      status: 'active',
      quantity: 1,
      plan: { product: 'prod_CHORUS', name: 'CHORUS' },
    });
    const [update] = sent('POST', /^\/v1\/subscriptions\/sub_/, from);
    expect(update.params).toMatchObject({
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
      items: [
        { id: planItem, price: 'price_CHORUS_M' },
        { price: 'price_SEAT_M', quantity: '1', metadata: { kind: 'seat' } },
      ],
    });
    expect(update.idempotencyKey).toMatch(new RegExp(`^chg:${o.id}:`));
    // The whole period is left: SOLO refunded, CHORUS and one seat charged in full.
    const afterSwitch = await invoices(o.id);
    expect(afterSwitch.count).toBe(2);
    expect(afterSwitch.results[0]).toMatchObject({ status: 'paid', amount_due: 3000 + 500 - 1000 });
    expect(await org(o.id)).toMatchObject({ packageId: 'prod_CHORUS', seatNumber: 6, isSubscribed: true });

    from = stripe.requests.length;
    const preview = await post(billingPaths.previewCycle(o.id), { interval: 'year' });
    expect(preview.status).toBe(200);
    expect(preview.body.lines).toHaveLength(4);
    expect(preview.body.amount_due).toBe(30000 + 5000 - 3000 - 500);
    expect(sent('POST', '/v1/invoices/create_preview', from)).toHaveLength(1);
    // A preview changes nothing.
    expect(sent('POST', /^\/v1\/subscriptions\//, from)).toHaveLength(0);
    expect((await invoices(o.id)).count).toBe(2);

    const cycle = await post(billingPaths.changeCycle(o.id), { interval: 'year' });
    expect(cycle.status).toBe(200);
    expect(cycle.body.plan).toMatchObject({ id: 'price_CHORUS_Y', interval: 'year' });
    expect(cycle.body.quantity).toBe(1);
    const [cycleUpdate] = sent('POST', /^\/v1\/subscriptions\/sub_/, from);
    expect(cycleUpdate.params.items).toEqual([
      expect.objectContaining({ price: 'price_CHORUS_Y' }),
      expect.objectContaining({ price: 'price_SEAT_Y', quantity: '1' }),
    ]);
    expect((await invoices(o.id)).results[0].amount_due).toBe(preview.body.amount_due);

    // 8 used seats, 5 included: at least 3 extra seats.
    await t.dataSource.getRepository(Organization).update({ id: o.id }, { usedSeats: 8 });
    from = stripe.requests.length;
    const tooFew = await put(billingPaths.seats(o.id), { quantity: 2 });
    expect(tooFew.status).toBe(400);
    expect(tooFew.body).toEqual({ detail: billingMessages.removeUsersFirst });
    expect(sent('POST', /^\/v1\/subscriptions\//, from)).toHaveLength(0);
    const seats = await put(billingPaths.seats(o.id), { quantity: 4 });
    expect(seats.status).toBe(200);
    expect(seats.body.quantity).toBe(4);
    const [seatUpdate] = sent('POST', /^\/v1\/subscriptions\/sub_/, from);
    expect(seatUpdate.params.items).toEqual([
      expect.objectContaining({ price: 'price_SEAT_Y', quantity: '4' }),
    ]);
    expect((await invoices(o.id)).results[0].amount_due).toBe(3 * 5000);
    expect((await org(o.id)).seatNumber).toBe(5 + 4);
    const usage = await get(billingPaths.usage(o.id));
    expect(usage.body).toMatchObject({ limits: { user_seats: 9, contacts: 5000 }, used: { user_seats: 8 } });
  });

  it('rejects a plan switch whose charge is declined, leaving the plan as it was', async () => {
    const o = await newOrg();
    await addCard(o.id);
    await subscribe(o.id, { price_id: 'price_SOLO_M', quantity: 0 });
    await addCard(o.id, 'pm_card_chargeDeclined');
    const sw = await put(billingPaths.switchPlan(o.id), {
      price_id: 'price_CHORUS_M',
      product: 'prod_CHORUS',
      quantity: 0,
    });
    expect(sw.status).toBe(402);
    expect(sw.body).toEqual({ detail: billingMessages.cardDeclined });
    expect(await org(o.id)).toMatchObject({ packageId: 'prod_SOLO', isSubscribed: true, seatNumber: 1 });
    expect((await stripeSubscriptionOf(o.id)).items.data[0].price.id).toBe('price_SOLO_M');
  });

  it('buys add-ons (charged on an invoice of their own) and refuses when the card is declined', async () => {
    const o = await newOrg();
    await addCard(o.id);
    await subscribe(o.id, { price_id: 'price_SOLO_M', quantity: 0 });
    const products = await get(billingPaths.addonProducts(o.id));
    expect(products.body.results.map((p: { id: string }) => p.id)).toEqual(['prod_TEXTS']);

    let from = stripe.requests.length;
    const buy = await post(billingPaths.addonBuy(o.id), { product_id: 'prod_TEXTS', coupon_id: 'TEXTS10' });
    expect(buy.status).toBe(201);
    expect(buy.body).toMatchObject({ product: { id: 'prod_TEXTS' }, amount: 1800 });
    const [item] = sent('POST', '/v1/invoiceitems', from);
    expect(item.params).toMatchObject({
      customer: (await org(o.id)).stripeCustomerId,
      price_data: { product: 'prod_TEXTS', unit_amount: '2000', currency: 'usd' },
    });
    const [invoice] = sent('POST', '/v1/invoices', from);
    expect(invoice.params).toMatchObject({
      discounts: [{ coupon: 'coupon_TEXTS10' }],
      auto_advance: 'false',
    });
    const key = item.idempotencyKey!.replace(/-item$/, '');
    expect(key).toMatch(new RegExp(`^addon:${o.id}:`));
    expect(sent('POST', /\/pay$/, from).map((r) => r.idempotencyKey)).toEqual([`${key}-pay`]);
    const purchases = await get(billingPaths.addonPurchases(o.id));
    expect(purchases.body.count).toBe(1);
    expect((await t.app.get(BillingService).limitsFor(o.id)).texts).toBe(1000 + 1000);

    await addCard(o.id, 'pm_card_chargeDeclined');
    from = stripe.requests.length;
    const refused = await post(billingPaths.addonBuy(o.id), { product_id: 'prod_TEXTS' });
    expect(refused.status).toBe(402);
    expect(refused.body).toEqual({ detail: billingMessages.unableToBuyAddon });
    // Nothing stays owed: the open invoice is voided.
    const [voided] = sent('POST', /^\/v1\/invoices\/[^/]+\/void$/, from);
    expect(stripe.state.invoices.get(voided.path.split('/')[3])!.status).toBe('void');
    expect((await get(billingPaths.addonPurchases(o.id))).body.count).toBe(1);
    expect((await t.app.get(BillingService).limitsFor(o.id)).texts).toBe(2000);
  });
});

describe('declined cards', () => {
  it('incomplete subscription with an open invoice: unpaid until a good card pays it', async () => {
    const o = await newOrg();
    await addCard(o.id, 'pm_card_chargeDeclined');
    const res = await subscribe(o.id, { price_id: 'price_CHORUS_M', quantity: 0 });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('incomplete');
    expect(await org(o.id)).toMatchObject({ isSubscribed: false, packageId: 'prod_CHORUS' });
    const open = (await invoices(o.id)).results[0];
    expect(open).toMatchObject({ status: 'open', amount_due: 3000 });

    const from = stripe.requests.length;
    const retry = await post(billingPaths.invoiceRetry(o.id, open.id));
    expect(retry.status).toBe(402);
    expect(retry.body).toEqual({ detail: billingMessages.cardDeclined });
    expect((await org(o.id)).isSubscribed).toBe(false);

    await addCard(o.id, 'pm_card_mastercard');
    const card = await get(billingPaths.paymentMethod(o.id));
    expect(card.body).toMatchObject({ last4: '4444', brand: 'mastercard' });
    const paid = await post(billingPaths.invoiceRetry(o.id, open.id));
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ id: open.id, status: 'paid' });
    // Each attempt has a key of its own: the second must not replay the first's decline.
    const pays = sent('POST', `/v1/invoices/${open.id}/pay`, from);
    expect(pays).toHaveLength(2);
    expect(new Set(pays.map((p) => p.idempotencyKey)).size).toBe(2);
    expect(await org(o.id)).toMatchObject({ isSubscribed: true, packageId: 'prod_CHORUS', seatNumber: 5 });
    const sub = await get(billingPaths.subscription(o.id));
    expect(sub.body.status).toBe('active');

    const twice = await post(billingPaths.invoiceRetry(o.id, open.id));
    expect(twice.status).toBe(400);
  });

  it("refuses to retry another organization's invoice", async () => {
    const a = await newOrg();
    await addCard(a.id, 'pm_card_chargeDeclined');
    await subscribe(a.id, { price_id: 'price_SOLO_M', quantity: 0 });
    const open = (await invoices(a.id)).results[0];
    const b = await newOrg();
    await addCard(b.id);
    const res = await post(billingPaths.invoiceRetry(b.id, open.id));
    expect(res.status).toBe(404);
  });
});

describe('webhooks', () => {
  const eventCount = () => t.dataSource.getRepository(BillingEventRow).count();

  async function post(payload: string, signature?: string) {
    const req = t.http.post(api(billingPaths.stripeWebhook)).set('Content-Type', 'application/json');
    if (signature !== undefined) req.set('Stripe-Signature', signature);
    return req.send(payload);
  }

  const signed = (event: object) => {
    const payload = JSON.stringify(event);
    return { payload, signature: signWebhook(payload, WEBHOOK_SECRET) };
  };

  /** An organization subscribed to SOLO with a good card, and its Stripe subscription. */
  async function subscribedOrg() {
    const o = await newOrg();
    await addCard(o.id);
    await subscribe(o.id, { price_id: 'price_SOLO_M', quantity: 0 });
    const sub = await stripeSubscriptionOf(o.id);
    return { o, sub, invoice: stripe.state.invoices.get(sub.latest_invoice!)! };
  }

  const billingFields = async (id: number) => {
    const { isSubscribed, packageId, seatNumber, stripeCustomerId } = await org(id);
    return { isSubscribed, packageId, seatNumber, stripeCustomerId };
  };

  it('refuses missing, wrong, foreign-secret and stale signatures, changing nothing', async () => {
    const { o, sub } = await subscribedOrg();
    const before = await billingFields(o.id);
    const count = await eventCount();
    const event = webhookEvent('customer.subscription.deleted', { ...sub, status: 'canceled' });
    const payload = JSON.stringify(event);
    const attempts = [
      await post(payload),
      await post(payload, 'bad'),
      await post(payload, signWebhook(payload, 'whsec_someone_else')),
      await post(payload, signWebhook(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600)),
      // Signed, then tampered with.
      await post(payload.replace('"canceled"', '"active"'), signWebhook(payload, WEBHOOK_SECRET)),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: 'Invalid webhook signature' });
    }
    expect(await eventCount()).toBe(count);
    expect(await billingFields(o.id)).toEqual(before);
    expect(before.isSubscribed).toBe(true);
  });

  it('verifies the signature over the body as sent: a pretty-printed payload is accepted as is', async () => {
    const { o, invoice } = await subscribedOrg();
    const event = webhookEvent('invoice.payment_failed', { ...invoice, status: 'open' });
    // Stripe sends its events pretty-printed; parsing and re-serializing them gives other bytes.
    const pretty = `${JSON.stringify(event, null, 2)}\n`;
    const reserialized = JSON.stringify(event);
    expect(pretty).not.toBe(reserialized);

    const overReserialized = await post(pretty, signWebhook(reserialized, WEBHOOK_SECRET));
    expect(overReserialized.status).toBe(400);
    expect(await org(o.id)).toMatchObject({ isSubscribed: true });

    const res = await post(pretty, signWebhook(pretty, WEBHOOK_SECRET));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, applied: true });
    expect(await org(o.id)).toMatchObject({ isSubscribed: false });
  });

  it('invoice.payment_failed makes the organization unpaid, invoice.paid subscribed again', async () => {
    const { o, sub, invoice } = await subscribedOrg();
    const failed = signed(webhookEvent('invoice.payment_failed', { ...invoice, status: 'open' }));
    const res = await post(failed.payload, failed.signature);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, applied: true });
    expect(await org(o.id)).toMatchObject({ isSubscribed: false, packageId: 'prod_SOLO' });
    const row = await t.dataSource
      .getRepository(OrganizationSubscription)
      .findOneByOrFail({ organizationId: o.id });
    expect(row).toMatchObject({ subscriptionId: sub.id, status: 'past_due' });

    const paid = signed(webhookEvent('invoice.paid', invoice));
    expect((await post(paid.payload, paid.signature)).body).toEqual({ received: true, applied: true });
    expect(await org(o.id)).toMatchObject({ isSubscribed: true, packageId: 'prod_SOLO', seatNumber: 1 });
    const stored = await t.dataSource.getRepository(BillingEventRow).findBy({ organizationId: o.id });
    expect(stored.map((e) => e.type).sort()).toEqual(['invoice.paid', 'invoice.payment_failed']);
  });

  it('customer.subscription.deleted ends the subscription', async () => {
    const { o, sub } = await subscribedOrg();
    const deleted = signed(
      webhookEvent('customer.subscription.deleted', { ...sub, status: 'canceled', canceled_at: sub.created }),
    );
    const res = await post(deleted.payload, deleted.signature);
    expect(res.status).toBe(200);
    expect(res.body.applied).toBe(true);
    expect(await org(o.id)).toMatchObject({ isSubscribed: false, packageId: 'prod_SOLO' });
    const row = await t.dataSource
      .getRepository(OrganizationSubscription)
      .findOneByOrFail({ organizationId: o.id });
    expect(row.status).toBe('canceled');
  });

  it('customer.subscription.updated brings the organization in line with Stripe', async () => {
    const { o, sub } = await subscribedOrg();
    const seatPrice = stripe.state.prices.get('price_SEAT_M')!;
    const updated = {
      ...sub,
      items: {
        ...sub.items,
        data: [
          ...sub.items.data,
          {
            ...sub.items.data[0],
            id: 'si_seat_hook',
            price: seatPrice,
            quantity: 3,
            metadata: { kind: 'seat' },
          },
        ],
      },
    };
    const hook = signed(webhookEvent('customer.subscription.updated', updated));
    expect((await post(hook.payload, hook.signature)).body.applied).toBe(true);
    expect(await org(o.id)).toMatchObject({ isSubscribed: true, packageId: 'prod_SOLO', seatNumber: 1 + 3 });
  });

  it('the same signed event posted twice changes nothing the second time', async () => {
    const { o, invoice } = await subscribedOrg();
    const failed = signed(webhookEvent('invoice.payment_failed', { ...invoice, status: 'open' }));
    const paid = signed(webhookEvent('invoice.paid', invoice));
    expect((await post(failed.payload, failed.signature)).body.applied).toBe(true);
    expect((await post(paid.payload, paid.signature)).body.applied).toBe(true);
    const after = await billingFields(o.id);
    expect(after.isSubscribed).toBe(true);
    const count = await eventCount();

    // Stripe redelivers the failure (same id, same signed bytes): acknowledged, not applied again.
    const replay = await post(failed.payload, failed.signature);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ received: true, applied: false });
    expect(await eventCount()).toBe(count);
    expect(await billingFields(o.id)).toEqual(after);
    const row = await t.dataSource
      .getRepository(OrganizationSubscription)
      .findOneByOrFail({ organizationId: o.id });
    expect(row.status).toBe('active');

    // Concurrent redeliveries: still one row, no error.
    const deleted = signed(
      webhookEvent('customer.subscription.deleted', {
        ...(await stripeSubscriptionOf(o.id)),
        status: 'canceled',
      }),
    );
    const both = await Promise.all([
      post(deleted.payload, deleted.signature),
      post(deleted.payload, deleted.signature),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.map((r) => r.body.applied).sort()).toEqual([false, true]);
    expect(await eventCount()).toBe(count + 1);
    expect((await org(o.id)).isSubscribed).toBe(false);
  });

  it('records an event for an unknown customer without touching any organization', async () => {
    const hook = signed(
      webhookEvent('invoice.paid', { object: 'invoice', id: 'in_x', customer: 'cus_nobody' }),
    );
    const count = await eventCount();
    const res = await post(hook.payload, hook.signature);
    expect(res.status).toBe(200);
    expect(await eventCount()).toBe(count + 1);
  });
});

describe('organization deletion', () => {
  const deletion = () => t.app.get(OrganizationDeletionService);

  async function webhook(type: string, object: object) {
    const event = webhookEvent(type, object);
    const payload = JSON.stringify(event);
    const res = await t.http
      .post(api(billingPaths.stripeWebhook))
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signWebhook(payload, WEBHOOK_SECRET))
      .send(payload);
    return { res, event };
  }

  it('cancels the subscription at Stripe before the billing rows go, once, and later webhooks change nothing', async () => {
    const o = await newOrg();
    await addCard(o.id);
    expect((await subscribe(o.id, { price_id: 'price_SOLO_M', quantity: 0 })).status).toBe(201);
    const sub = await stripeSubscriptionOf(o.id);
    const customerId = (await org(o.id)).stripeCustomerId!;
    await t.dataSource
      .getRepository(Organization)
      .update({ id: o.id }, { deleteAfter: new Date(Date.now() - 60_000) });

    // The run fails at its first batch of rows: the subscription is canceled already, the billing rows are still there.
    const lists = t.app.get(LeadListsService);
    jest.spyOn(lists, 'deleteLeads').mockRejectedValueOnce(new Error('worker died'));
    const from = stripe.requests.length;
    await expect(deletion().deleteOrganization(o.id)).rejects.toThrow('worker died');
    jest.restoreAllMocks();
    expect(sent('GET', '/v1/subscriptions', from).map((r) => r.params)).toEqual([
      { customer: customerId, limit: '100' },
    ]);
    expect(sent('DELETE', `/v1/subscriptions/${sub.id}`, from)).toHaveLength(1);
    expect(stripe.state.subscriptions.get(sub.id)).toMatchObject({ status: 'canceled' });
    expect(await t.dataSource.getRepository(OrganizationSubscription).countBy({ organizationId: o.id })).toBe(
      1,
    );

    // Stripe reports the cancellation while the organization is being deleted: recorded, the organization untouched.
    const { res: during, event } = await webhook('customer.subscription.deleted', sub);
    expect(during.status).toBe(200);
    expect(during.body).toEqual({ received: true, applied: true });
    expect(
      await t.dataSource.getRepository(BillingEventRow).findOneByOrFail({ eventId: event.id }),
    ).toMatchObject({ organizationId: null });

    // The next run resumes: nothing left to cancel (it asks before the rows go and again before the organization
    // row), and the organization goes with its billing rows. The customer stays at Stripe, with its invoices.
    const resumed = stripe.requests.length;
    expect(await deletion().deleteOrganization(o.id)).toBe(true);
    expect(sent('GET', '/v1/subscriptions', resumed)).toHaveLength(2);
    expect(sent('DELETE', /^\/v1\//, resumed)).toEqual([]);
    expect(await t.dataSource.getRepository(Organization).countBy({ id: o.id })).toBe(0);
    expect(await t.dataSource.getRepository(OrganizationSubscription).countBy({ organizationId: o.id })).toBe(
      0,
    );
    expect(stripe.state.customers.has(customerId)).toBe(true);
    expect([...stripe.state.invoices.values()].filter((i) => i.customer === customerId)).toHaveLength(1);

    // A webhook after the organization is gone (a late redelivery, a final invoice event) is acknowledged.
    const { res: after } = await webhook('invoice.paid', stripe.state.invoices.get(sub.latest_invoice!)!);
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ received: true, applied: true });
    expect(await deletion().deleteOrganization(o.id)).toBe(false);
  });
});
