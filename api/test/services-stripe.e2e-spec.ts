import { settingsPaths } from '@ensemble/contracts';
import { Service } from '../src/modules/contacts/services/service.entities';
import { anOrganization } from './builders/organization.builder';
import { aUser } from './builders/user.builder';
import { bearer, loginAs } from './support/auth';
import { type StripeServer, seedCatalogue } from './support/stripe-server';
import { startOnStripe } from './support/stripe-app';
import type { TestApp } from './support/test-app';
import { api, apiClient } from './support/api-client';

/** Services push/import on the Stripe adapter, against the local Stripe stand-in (mirrors billing-stripe). */
let stripe: StripeServer;
let t: TestApp;
let token: string;
let ownerId: Awaited<ReturnType<ReturnType<typeof aUser>['build']>>;

beforeAll(async () => {
  ({ stripe, t } = await startOnStripe('whsec_e2e_services', (server) => seedCatalogue(server.state)));
  ownerId = await aUser().verified().build();
  token = (await loginAs(t, ownerId)).access;
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const { post } = apiClient(
  () => t,
  () => token,
);
const reqs = (method: string, path: string | RegExp) =>
  stripe.requests.filter(
    (r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
  );

it('pushes services as tagged Stripe products and prices, then imports them back', async () => {
  const org = await anOrganization().ownedBy(ownerId).build();
  const s = await post(settingsPaths.services(org.id), {
    name: 'Retainer',
    description: 'Monthly help',
    statement_descriptor: 'RETAINER',
    unit_label: 'month',
    metadata: [{ key: 'tier', value: 'gold' }],
    price: 5000,
    billing_period: 'yearly',
  }).expect(201);
  stripe.requests.length = 0;

  await post(settingsPaths.pushToProvider(org.id), { service_ids: [s.body.id] }).expect(200, { pushed: 1 });
  const [create] = reqs('POST', '/v1/products');
  expect(create.params).toEqual({
    name: 'Retainer',
    description: 'Monthly help',
    statement_descriptor: 'RETAINER',
    unit_label: 'month',
    metadata: { tier: 'gold', kind: 'service', organization_id: String(org.id) },
  });
  expect(create.idempotencyKey).toMatch(new RegExp(`^service-${s.body.id}-\\d+-product-[0-9a-f]{16}$`));
  const [price] = reqs('POST', '/v1/prices');
  expect(price.params).toMatchObject({
    currency: 'usd',
    unit_amount: '5000',
    billing_scheme: 'per_unit',
    recurring: { interval: 'year', interval_count: '1' },
  });
  expect(price.idempotencyKey).toMatch(/-price-[0-9a-f]{16}$/);
  const stored = await t.dataSource.getRepository(Service).findOneByOrFail({ id: s.body.id });
  const product = stripe.state.products.get(stored.productId!)!;
  expect(product.default_price).toBe(stored.priceId);

  // A new price: created at Stripe, made default, the old one archived.
  stripe.requests.length = 0;
  await post(settingsPaths.servicePrice(org.id, s.body.id), { price: 6000, billing_period: 'yearly' }).expect(
    201,
  );
  expect(reqs('POST', '/v1/prices')[0].params).toMatchObject({ unit_amount: '6000' });
  expect(reqs('POST', `/v1/prices/${stored.priceId}`)[0].params).toEqual({ active: 'false' });
  expect(stripe.state.prices.get(stored.priceId!)!.active).toBe(false);

  // Service products stay out of the plans catalogue.
  const plans = await t.http.get(api('/subscription/plans/')).set(bearer(token)).expect(200);
  expect(JSON.stringify(plans.body)).not.toContain(product.id);

  // Another organization's and untagged products are never offered.
  stripe.state.addProduct({ name: 'Other org', metadata: { kind: 'service', organization_id: '999999' } });
  await t.dataSource.getRepository(Service).delete({ id: s.body.id });
  stripe.requests.length = 0;
  const importable = await t.http
    .get(api(settingsPaths.importFromProvider(org.id)))
    .set(bearer(token))
    .expect(200);
  expect(importable.body).toEqual([
    { id: product.id, name: 'Retainer', description: 'Monthly help', unit_amount: 6000 },
  ]);
  expect(reqs('GET', '/v1/products')[0].params).toMatchObject({
    active: 'true',
    limit: '100',
    expand: ['data.default_price'],
  });
  await post(settingsPaths.importFromProvider(org.id), {}).expect(200, { imported: 1 });
  const imported = await t.dataSource
    .getRepository(Service)
    .findOneByOrFail({ organizationId: org.id, productId: product.id });
  expect(imported).toMatchObject({
    name: 'Retainer',
    statementDescriptor: 'RETAINER',
    unitLabel: 'month',
    metadata: [{ key: 'tier', value: 'gold' }],
    price: 6000,
    priceType: 'recurring',
    billingPeriod: 'yearly',
  });
});
