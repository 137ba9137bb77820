import { messages, settingsPaths } from '@ensemble/contracts';
import { Service } from '../src/modules/contacts/services/service.entities';
import { ServicesService } from '../src/modules/contacts/services/services.service';
import {
  LocalServicePrice,
  LocalServiceProduct,
} from '../src/engine/providers/payments/local/service-products.entities';
import { anOrganization } from './builders/organization.builder';
import { bearer } from './support/auth';
import { signedInForAllTests, startSignedIn } from './support/signed-in';
import { api } from './support/api-client';

/** Issue 5 'Services' end to end on the local payments provider (spec 2 §7 'Services'). */

const newOrg = () => anOrganization().ownedBy(spec.owner).build();
const get = (p: string, query: Record<string, unknown> = {}) =>
  spec.t.http.get(api(p)).query(query).set(bearer(spec.token));
const spec = signedInForAllTests(() => startSignedIn({ redis: false }, null));
const { post, put } = spec;
const hideDefaults = (orgId: number) =>
  spec.t.http
    .patch(api(settingsPaths.organizationSettings(orgId)))
    .set(bearer(spec.token))
    .send({ show_default_services: 0 })
    .expect(200);

const DEFAULTS = ['Consultation', 'Monthly retainer', 'Policy review'];

describe('services CRUD', () => {
  it('creates a service (201) with the contract shape, cents and defaults', async () => {
    const org = await newOrg();
    const res = await post(settingsPaths.services(org.id), {
      name: '  Home insurance  ',
      description: 'Cover for your home',
      statement_descriptor: 'HOME INS',
      unit_label: 'policy',
      metadata: [{ key: 'tier', value: 'gold' }],
      price: 12345,
      price_description: 'Per year',
    }).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      organization: org.id,
      name: 'Home insurance',
      description: 'Cover for your home',
      statement_descriptor: 'HOME INS',
      unit_label: 'policy',
      metadata: [{ key: 'tier', value: 'gold' }],
      pricing_model: 'Standard pricing',
      price: 12345,
      price_type: 'recurring',
      billing_period: 'monthly',
      price_description: 'Per year',
      product_id: null,
      is_default: false,
    });
    const oneTime = await post(settingsPaths.services(org.id), {
      name: 'Setup',
      price: 500,
      price_type: 'one_time',
      billing_period: 'yearly',
    }).expect(201);
    expect(oneTime.body).toMatchObject({ price_type: 'one_time', billing_period: null });
  });

  it('answers the contract validation messages', async () => {
    const org = await newOrg();
    const missing = await post(settingsPaths.services(org.id), { name: ' ' }).expect(400);
    expect(missing.body).toEqual({ name: [messages.fieldRequired('Service name')] });
    const long = await post(settingsPaths.services(org.id), {
      name: 'x'.repeat(101),
      statement_descriptor: 'y'.repeat(23),
      price: 'abc',
      metadata: [{ key: '', value: 'v' }],
    }).expect(400);
    expect(long.body).toMatchObject({
      name: [messages.maxLength(100)],
      statement_descriptor: [messages.maxLength(22)],
      price: [messages.amountInvalid],
      'metadata[0].key': [messages.fieldRequired('Key')],
    });
  });

  it('updates and deletes its own services; 404 for another organization’s', async () => {
    const org = await newOrg();
    const other = await newOrg();
    const created = await post(settingsPaths.services(org.id), { name: 'Audit', price: 1000 }).expect(201);
    const id = created.body.id as number;
    const updated = await put(settingsPaths.service(org.id, id), {
      name: 'Full audit',
      price: 2000,
      price_type: 'recurring',
      billing_period: 'yearly',
    }).expect(200);
    expect(updated.body).toMatchObject({ id, name: 'Full audit', price: 2000, billing_period: 'yearly' });
    await put(settingsPaths.service(other.id, id), { name: 'Hijack' }).expect(404);
    await spec.t.http
      .delete(api(settingsPaths.service(other.id, id)))
      .set(bearer(spec.token))
      .expect(404);
    await put(settingsPaths.service(org.id, 'abc'), { name: 'Nope' }).expect(404);
    await spec.t.http
      .delete(api(settingsPaths.service(org.id, id)))
      .set(bearer(spec.token))
      .expect(204);
    await put(settingsPaths.service(org.id, id), { name: 'Gone' }).expect(404);
  });
});

describe('listing', () => {
  it('pages (currentPage, pageSize default 25), searches and sorts', async () => {
    const org = await newOrg();
    await hideDefaults(org.id);
    for (let i = 1; i <= 27; i += 1) {
      await post(settingsPaths.services(org.id), {
        name: `Service ${String(i).padStart(2, '0')}`,
        description: i === 7 ? 'Special 100% match' : null,
        price: i * 100,
      }).expect(201);
    }
    const first = await get(settingsPaths.services(org.id)).expect(200);
    expect(first.body.count).toBe(27);
    expect(first.body.results).toHaveLength(25);
    expect(first.body.results[0].name).toBe('Service 01');
    const second = await get(settingsPaths.services(org.id), { currentPage: 2 }).expect(200);
    expect(second.body.results.map((s: { name: string }) => s.name)).toEqual(['Service 26', 'Service 27']);
    const small = await get(settingsPaths.services(org.id), { pageSize: 5, currentPage: 2 }).expect(200);
    expect(small.body.results.map((s: { name: string }) => s.name)[0]).toBe('Service 06');
    const desc = await get(settingsPaths.services(org.id), { sorting: '-name', pageSize: 2 }).expect(200);
    expect(desc.body.results.map((s: { name: string }) => s.name)).toEqual(['Service 27', 'Service 26']);
    const byPrice = await get(settingsPaths.services(org.id), { sorting: '-price', pageSize: 1 }).expect(200);
    expect(byPrice.body.results[0].price).toBe(2700);
    const search = await get(settingsPaths.services(org.id), { search: 'service 1' }).expect(200);
    expect(search.body.count).toBe(10);
    // LIKE wildcards in the search are literal; the description is searched too.
    const percent = await get(settingsPaths.services(org.id), { search: '100%' }).expect(200);
    expect(percent.body.results.map((s: { name: string }) => s.name)).toEqual(['Service 07']);
    const bad = await get(settingsPaths.services(org.id), { sorting: 'password' }).expect(400);
    expect(bad.body).toEqual({ sorting: ['Invalid sorting'] });
  });

  it('shows the default set (read-only, 403) while show_default_services is on', async () => {
    const org = await newOrg();
    await post(settingsPaths.services(org.id), { name: 'Mine' }).expect(201);
    const list = await get(settingsPaths.services(org.id)).expect(200);
    expect(list.body.count).toBe(4);
    const defaults = list.body.results.filter((s: { is_default: boolean }) => s.is_default);
    expect(defaults.map((s: { name: string }) => s.name).sort()).toEqual(DEFAULTS);
    expect(defaults[0].organization).toBeNull();
    const all = await get(settingsPaths.servicesAll(org.id)).expect(200);
    expect(all.body.map((s: { name: string }) => s.name)).toEqual([...DEFAULTS, 'Mine'].sort());

    const def = defaults[0];
    const refused = await put(settingsPaths.service(org.id, def.id), { name: 'Changed' }).expect(403);
    expect(typeof refused.body.detail).toBe('string');
    await spec.t.http
      .delete(api(settingsPaths.service(org.id, def.id)))
      .set(bearer(spec.token))
      .expect(403);
    await post(settingsPaths.servicePrice(org.id, def.id), { price: 1 }).expect(403);
    await post(settingsPaths.pushToProvider(org.id), { service_ids: [def.id] }).expect(403);

    await hideDefaults(org.id);
    const mine = await get(settingsPaths.servicesAll(org.id)).expect(200);
    expect(mine.body.map((s: { name: string }) => s.name)).toEqual(['Mine']);
    expect((await get(settingsPaths.services(org.id)).expect(200)).body.count).toBe(1);
    await put(settingsPaths.service(org.id, def.id), { name: 'Changed' }).expect(404);
  });
});

describe('prices', () => {
  it('keeps a history: a new price archives the previous one', async () => {
    const org = await newOrg();
    const s = await post(settingsPaths.services(org.id), { name: 'Plan', price: 1000 }).expect(201);
    const next = await post(settingsPaths.servicePrice(org.id, s.body.id), {
      price: 1500,
      price_type: 'recurring',
      billing_period: 'yearly',
    }).expect(201);
    expect(next.body).toMatchObject({
      unit_amount: 1500,
      currency: 'usd',
      price_type: 'recurring',
      billing_period: 'yearly',
      active: true,
    });
    const history = await get(settingsPaths.servicePrice(org.id, s.body.id)).expect(200);
    expect(
      history.body.map((p: { unit_amount: number; active: boolean }) => [p.unit_amount, p.active]),
    ).toEqual([
      [1500, true],
      [1000, false],
    ]);
    const bad = await post(settingsPaths.servicePrice(org.id, s.body.id), { price: 'x' }).expect(400);
    expect(bad.body).toEqual({ price: [messages.amountInvalid] });
  });
});

describe('payments provider (local)', () => {
  it('pushes services as products, keeps them in line, and imports products back', async () => {
    const org = await newOrg();
    const a = await post(settingsPaths.services(org.id), {
      name: 'Retainer',
      description: 'Monthly help',
      metadata: [{ key: 'tier', value: 'gold' }],
      price: 5000,
    }).expect(201);
    const b = await post(settingsPaths.services(org.id), {
      name: 'Review',
      price: 700,
      price_type: 'one_time',
    }).expect(201);

    const pushed = await post(settingsPaths.pushToProvider(org.id), {
      service_ids: [a.body.id, b.body.id],
    }).expect(200);
    expect(pushed.body).toEqual({ pushed: 2 });
    const rows = spec.t.dataSource.getRepository(Service);
    const storedA = await rows.findOneByOrFail({ id: a.body.id });
    expect(storedA.productId).toMatch(/^prod_local_/);
    expect(storedA.priceId).toMatch(/^price_local_/);
    const product = await spec.t.dataSource
      .getRepository(LocalServiceProduct)
      .findOneByOrFail({ id: storedA.productId! });
    expect(product).toMatchObject({
      organizationId: org.id,
      name: 'Retainer',
      metadata: { tier: 'gold', kind: 'service', organization_id: String(org.id) },
    });
    // Pushing again changes nothing at the provider.
    await post(settingsPaths.pushToProvider(org.id), { service_ids: [a.body.id] }).expect(200);
    expect(await spec.t.dataSource.getRepository(LocalServicePrice).countBy({ productId: product.id })).toBe(
      1,
    );

    // A new price on a pushed service: new provider price, the old one archived.
    const price = await post(settingsPaths.servicePrice(org.id, a.body.id), { price: 6000 }).expect(201);
    expect(price.body.id).toMatch(/^price_local_/);
    const providerPrices = await spec.t.dataSource
      .getRepository(LocalServicePrice)
      .find({ where: { productId: product.id }, order: { createdAt: 'ASC' } });
    expect(providerPrices.map((p) => [p.unitAmount, p.active, p.interval])).toEqual([
      [5000, false, 'month'],
      [6000, true, 'month'],
    ]);
    // An update of a pushed service reaches the product.
    await put(settingsPaths.service(org.id, a.body.id), {
      name: 'Retainer plus',
      description: 'Monthly help',
      metadata: [{ key: 'tier', value: 'gold' }],
      price: 6000,
    }).expect(200);
    expect(
      (await spec.t.dataSource.getRepository(LocalServiceProduct).findOneByOrFail({ id: product.id })).name,
    ).toBe('Retainer plus');

    // Service products are never part of the plans/add-ons catalogue.
    const plans = await spec.t.http.get(api('/subscription/plans/')).set(bearer(spec.token));
    if (plans.status === 200) {
      expect(JSON.stringify(plans.body)).not.toContain(product.id);
    }

    // Nothing to import while every product is held by a service.
    expect((await get(settingsPaths.importFromProvider(org.id)).expect(200)).body).toEqual([]);

    // Rows gone without a delete (so the products stay active): both products are importable again.
    const storedB = await rows.findOneByOrFail({ id: b.body.id });
    await rows.delete({ organizationId: org.id });
    const importable = await get(settingsPaths.importFromProvider(org.id)).expect(200);
    expect(importable.body).toEqual(
      expect.arrayContaining([
        { id: product.id, name: 'Retainer plus', description: 'Monthly help', unit_amount: 6000 },
        { id: storedB.productId, name: 'Review', description: null, unit_amount: 700 },
      ]),
    );
    const other = await newOrg();
    expect((await get(settingsPaths.importFromProvider(other.id)).expect(200)).body).toEqual([]);

    const one = await post(settingsPaths.importFromProvider(org.id), { product_ids: [product.id] }).expect(
      200,
    );
    expect(one.body).toEqual({ imported: 1 });
    const rest = await post(settingsPaths.importFromProvider(org.id), {}).expect(200);
    expect(rest.body).toEqual({ imported: 1 });
    expect((await post(settingsPaths.importFromProvider(org.id), {}).expect(200)).body).toEqual({
      imported: 0,
    });

    await hideDefaults(org.id);
    const all = await get(settingsPaths.servicesAll(org.id)).expect(200);
    expect(all.body).toEqual([
      expect.objectContaining({
        name: 'Retainer plus',
        price: 6000,
        price_type: 'recurring',
        billing_period: 'monthly',
        metadata: [{ key: 'tier', value: 'gold' }],
        product_id: product.id,
      }),
      expect.objectContaining({ name: 'Review', price: 700, price_type: 'one_time', billing_period: null }),
    ]);
    const history = await get(settingsPaths.servicePrice(org.id, all.body[0].id)).expect(200);
    expect(history.body).toEqual([
      expect.objectContaining({ id: providerPrices[1].id, unit_amount: 6000, active: true }),
    ]);

    // Deleting a pushed service archives its product.
    await spec.t.http
      .delete(api(settingsPaths.service(org.id, all.body[0].id)))
      .set(bearer(spec.token))
      .expect(204);
    expect(
      (await spec.t.dataSource.getRepository(LocalServiceProduct).findOneByOrFail({ id: product.id })).active,
    ).toBe(false);
  });

  it('push refuses services of another organization', async () => {
    const org = await newOrg();
    const other = await newOrg();
    const s = await post(settingsPaths.services(other.id), { name: 'Theirs' }).expect(201);
    await post(settingsPaths.pushToProvider(org.id), { service_ids: [s.body.id] }).expect(404);
    const empty = await post(settingsPaths.pushToProvider(org.id), { service_ids: [] }).expect(400);
    expect(empty.body).toHaveProperty('service_ids');
  });
});

describe('ServicesService.create inside a caller’s transaction', () => {
  it('uses the given manager (rolled back with the caller)', async () => {
    const org = await newOrg();
    const services = spec.t.app.get(ServicesService);
    await expect(
      spec.t.dataSource.transaction(async (manager) => {
        await services.create(org.id, { name: 'In setup', price: 100 }, manager);
        throw new Error('setup failed');
      }),
    ).rejects.toThrow('setup failed');
    expect(await spec.t.dataSource.getRepository(Service).countBy({ organizationId: org.id })).toBe(0);
    const made = await spec.t.dataSource.transaction((manager) =>
      services.create(org.id, { name: 'In setup', price: 100 }, manager),
    );
    expect(made).toMatchObject({ organization: org.id, name: 'In setup', price: 100 });
  });
});
