import {
  type CheckGroupsResult,
  messages,
  type PostcardOrder as PostcardOrderRead,
  postcardsMessages,
  postcardsConstants,
  postcardsPaths as P,
  type PostcardTemplate,
} from '@ensemble/contracts';
import { In } from 'typeorm';
import { Lead, LeadGroup, LeadList } from '../src/modules/contacts/leads/lead.entity';
import { PostcardOrder } from '../src/modules/messaging/postcards/postcard-order.entity';
import { MarketingGroup } from '../src/modules/contacts/settings/settings.entities';
import { LocalInvoice } from '../src/engine/providers/payments/local/local-state.entities';
import { withCard } from './builders/billing.builder';
import { aLead } from './builders/lead.builder';
import { anOrganization } from './builders/organization.builder';
import { aUser } from './builders/user.builder';
import { bearer, loginAs } from './support/auth';
import { startTestApp, type TestApp } from './support/test-app';

describe.each(['mariadb', 'sqlite'] as const)('post cards on the local providers (%s)', (database) => {
  let t: TestApp;
  let token: string;
  let org: { id: number; name: string };
  let foreign: { id: number; name: string };
  let foreignToken: string;
  let list: number;
  let tag: number;
  let foreignList: number;
  let foreignTag: number;
  const api = (path: string) => `/api${path}`;

  /** `n` contacts with a postal address (eligible), plus `n` without one (never counted); their ids. */
  async function withAddress(ids: number[]): Promise<number[]> {
    await t.dataSource.getRepository(Lead).update({ id: In(ids) }, { address: '1 Main St' });
    return ids;
  }

  beforeAll(async () => {
    t = await startTestApp({ database, redis: false });
    const owner = await aUser().verified().build();
    const stranger = await aUser().verified().build();
    org = await anOrganization().named('Summit Roofing').ownedBy(owner).build();
    foreign = await anOrganization().named('Elsewhere').ownedBy(stranger).build();
    token = (await loginAs(t, owner)).access;
    foreignToken = (await loginAs(t, stranger)).access;
    const ds = t.dataSource;
    // The same list and tag in both organizations: another organization's are refused.
    const listIn = async (organizationId: number, title: string) =>
      (await ds.getRepository(LeadList).save({ organizationId, title, kind: 'opportunity' })).id;
    const vipTagIn = async (organizationId: number) =>
      (await ds.getRepository(MarketingGroup).save({ organizationId, name: 'VIP', nameNormalized: 'vip' }))
        .id;
    list = await listIn(org.id, 'Spring');
    foreignList = await listIn(foreign.id, 'Theirs');
    tag = await vipTagIn(org.id);
    foreignTag = await vipTagIn(foreign.id);
    // 30 clients, 25 prospects, 10 opportunities in the list (with addresses); 5 clients without an address.
    await withAddress(await aLead().inOrganization(org.id).client().buildMany(30));
    const prospects = await withAddress(await aLead().inOrganization(org.id).prospect().buildMany(25));
    await withAddress(await aLead().inOrganization(org.id).opportunity(list).buildMany(10));
    await aLead().inOrganization(org.id).client().buildMany(5);
    // Tagged: 5 prospects (already counted with prospects) and 3 others.
    const others = await withAddress(await aLead().inOrganization(org.id).other().buildMany(3));
    await ds.getRepository(LeadGroup).insert(
      [...prospects.slice(0, 5), ...others].map((leadId) => ({
        organizationId: org.id,
        leadId,
        groupId: tag,
      })),
    );
    // The other organization: 100 clients with addresses, tagged with its own tag.
    const theirs = await withAddress(await aLead().inOrganization(foreign.id).client().buildMany(100));
    await ds
      .getRepository(LeadGroup)
      .insert(theirs.map((leadId) => ({ organizationId: foreign.id, leadId, groupId: foreignTag })));
  });
  afterAll(async () => {
    await t?.close();
  });

  const templatesOf = async (orgId: number, tok: string): Promise<PostcardTemplate[]> => {
    const res = await t.http.get(api(P.templates(orgId))).set(bearer(tok));
    expect(res.status).toBe(200);
    return res.body as PostcardTemplate[];
  };
  const check = (templateId: number, body: object, orgId = org.id) =>
    t.http
      .post(api(P.checkGroups(orgId, templateId)))
      .set(bearer(token))
      .send(body);
  /** Pays an order of the organization once, with its default card. */
  const payOrder = (orderId: number) =>
    t.http
      .post(api(P.oneTimePay(org.id)))
      .set(bearer(token))
      .send({ order_id: orderId });
  /** Orders the 4x6 card for every contact (`extra`: the order to change, …). */
  const orderAll = (templateId: number, extra: object = {}) =>
    check(templateId, { buckets: ['all'], price_id: 'pc_4x6', make_order: true, ...extra });

  it('lists the organization’s templates with a front proof', async () => {
    const templates = await templatesOf(org.id, token);
    expect(templates.length).toBeGreaterThanOrEqual(3);
    expect(templates[0]).toMatchObject({
      id: expect.any(Number),
      design_id: expect.any(String),
      title: expect.any(String),
    });
    expect(templates[0].template.proofFront).toMatch(/^data:image\/svg\+xml;base64,/);
    // Same designs on a second call (seeded once).
    expect((await templatesOf(org.id, token)).map((x) => x.id)).toEqual(templates.map((x) => x.id));
  });

  it('counts eligible recipients per bucket, list and tag, less the cutoff, with prices', async () => {
    const [tpl] = await templatesOf(org.id, token);
    const available = async (body: object) => {
      const res = await check(tpl.id, body);
      expect(res.status).toBe(200);
      return (res.body as CheckGroupsResult).available;
    };
    expect(await available({ buckets: ['client'] })).toBe(30);
    expect(await available({ buckets: ['prospect'] })).toBe(25);
    expect(await available({ buckets: ['client', 'prospect'] })).toBe(55);
    expect(await available({ lead_lists: [list] })).toBe(10);
    expect(await available({ buckets: ['opportunity'] })).toBe(10);
    expect(await available({ groups: [tag] })).toBe(8);
    expect(await available({ buckets: ['prospect'], groups: [tag] })).toBe(28);
    expect(await available({ buckets: ['all'] })).toBe(68);
    expect(await available({ buckets: ['all', 'client'], lead_lists: [list] })).toBe(68);
    expect(await available({ buckets: ['all'], lead_cutoff: 8 })).toBe(60);
    expect(await available({ buckets: ['client'], lead_cutoff: 100 })).toBe(0);
    expect(await available({})).toBe(0);

    const res = await check(tpl.id, {
      buckets: ['client', 'prospect'],
      price_id: 'pc_4x6',
      addon_id: 'pc_addon_first_class',
    });
    const body = res.body as CheckGroupsResult;
    expect(body.order_id).toBeNull();
    expect(body.postcardmania_order_id).toBeNull();
    expect(body.total_price).toBe(40.7); // 55 × (0.59 + 0.15)
    const sizes = body.prices.filter((p) => p.size !== null);
    const addons = body.prices.filter((p) => p.size === null);
    expect(sizes.length).toBeGreaterThanOrEqual(2);
    expect(addons.length).toBeGreaterThanOrEqual(1);
    expect(body.prices.find((p) => p.id === 'pc_4x6')).toMatchObject({
      size: '4x6',
      total_calculated_price: 32.45,
    });
  });

  it('refuses an order without a size, or with fewer than 50 recipients', async () => {
    const [tpl] = await templatesOf(org.id, token);
    const noSize = await check(tpl.id, { buckets: ['all'], make_order: true });
    expect(noSize.status).toBe(400);
    expect(noSize.body).toEqual({ price_id: [postcardsMessages.selectSize] });
    const addonAsSize = await check(tpl.id, {
      buckets: ['all'],
      price_id: 'pc_addon_first_class',
      make_order: true,
    });
    expect(addonAsSize.body).toEqual({ price_id: [postcardsMessages.selectSize] });
    const few = await check(tpl.id, { buckets: ['client'], price_id: 'pc_4x6', make_order: true });
    expect(few.status).toBe(400);
    expect(few.body).toEqual({
      detail: postcardsMessages.tooFewRecipients(postcardsConstants.minRecipients),
    });
    const cutBelow = await check(tpl.id, {
      buckets: ['all'],
      lead_cutoff: 19,
      price_id: 'pc_4x6',
      make_order: true,
    });
    expect(cutBelow.status).toBe(400);
    expect(await t.dataSource.getRepository(PostcardOrder).countBy({ organizationId: org.id })).toBe(0);
  });

  it('generates a proof with front and back', async () => {
    const [tpl] = await templatesOf(org.id, token);
    const res = await t.http.get(api(P.generateProof(org.id, tpl.id))).set(bearer(token));
    expect(res.status).toBe(200);
    expect(res.body.front).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(res.body.back).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(res.body.front).not.toBe(res.body.back);
  });

  it('places an order, pays it once (Pending Payment → Processing) and lists orders paged', async () => {
    const [tpl, second] = await templatesOf(org.id, token);
    const placed = await check(tpl.id, {
      buckets: ['all'],
      lead_cutoff: 3,
      price_id: 'pc_6x9',
      addon_id: 'pc_addon_first_class',
      make_order: true,
    });
    expect(placed.status).toBe(200);
    const orderId = (placed.body as CheckGroupsResult).order_id!;
    expect(orderId).toEqual(expect.any(Number));
    expect(placed.body.available).toBe(65);
    expect(placed.body.total_price).toBe(61.1); // 65 × (0.79 + 0.15)

    const page = await t.http
      .get(api(P.orders(org.id)))
      .set(bearer(token))
      .query({ page: 1, per_page: 10 });
    expect(page.status).toBe(200);
    expect(page.body.pagination.totalResults).toBe(1);
    const order = page.body.results[0] as PostcardOrderRead;
    expect(order).toMatchObject({
      orderID: orderId,
      designID: tpl.design_id,
      status: 'Pending Payment',
      mailClass: 'Standard',
      total_recipients: 65,
      lead_cutoff: 3,
      total_price: 61.1,
      order_state: { buckets: ['all'], groups: [] },
    });
    expect(order.postcardmania_order_id).toEqual(expect.any(String));
    // The placing answer names the order's provider id, so a screen can change the order it just placed.
    expect(placed.body.postcardmania_order_id).toBe(order.postcardmania_order_id);

    // Editing the open order (by its postcardmania_order_id) updates it instead of placing another.
    const edited = await check(second.id, {
      buckets: ['client', 'prospect'],
      groups: [tag],
      price_id: 'pc_4x6',
      postcardmania_order_id: order.postcardmania_order_id,
      make_order: true,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.order_id).toBe(orderId);
    expect(edited.body.postcardmania_order_id).toBe(order.postcardmania_order_id);
    const row = await t.dataSource.getRepository(PostcardOrder).findOneByOrFail({ id: orderId });
    expect(row).toMatchObject({
      templateId: second.id,
      totalRecipients: 58,
      totalPrice: 58 * 59,
      addonId: null,
    });

    // Without a card the payment fails and the order can be paid again.
    const noCard = await payOrder(orderId);
    expect(noCard.status).toBe(402);
    expect(noCard.body).toEqual({ detail: postcardsMessages.paymentFailed });
    expect((await t.dataSource.getRepository(PostcardOrder).findOneByOrFail({ id: orderId })).status).toBe(
      'Failed Payment',
    );

    await withCard(org as never);
    const paid = await payOrder(orderId);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ orderID: orderId, status: 'Processing', total_price: 34.22 });
    const invoice = await t.dataSource
      .getRepository(LocalInvoice)
      .findOneOrFail({ where: { organizationId: org.id }, order: { createdAt: 'DESC' } });
    expect(invoice.amountPaid).toBe(3422);

    const again = await payOrder(orderId);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ detail: postcardsMessages.notPayable });
    const locked = await orderAll(second.id, { postcardmania_order_id: order.postcardmania_order_id });
    expect(locked.status).toBe(400);
    expect(locked.body).toEqual({ detail: postcardsMessages.orderLocked });

    // Paging: two more orders, 2 per page.
    for (let i = 0; i < 2; i++) expect((await orderAll(tpl.id)).status).toBe(200);
    const p1 = await t.http
      .get(api(P.orders(org.id)))
      .set(bearer(token))
      .query({ page: 1, per_page: 2 });
    const p2 = await t.http
      .get(api(P.orders(org.id)))
      .set(bearer(token))
      .query({ page: 2, per_page: 2 });
    expect(p1.body.pagination.totalResults).toBe(3);
    expect(p1.body.results).toHaveLength(2);
    expect(p2.body.results).toHaveLength(1);
    expect(p2.body.results[0]).toMatchObject({ orderID: orderId, status: 'Processing' });
  });

  it('charges an order once when two payments race', async () => {
    const [tpl] = await templatesOf(org.id, token);
    const placed = await orderAll(tpl.id);
    const orderId = placed.body.order_id as number;
    const invoices = () => t.dataSource.getRepository(LocalInvoice).countBy({ organizationId: org.id });
    const before = await invoices();
    const pay = () => payOrder(orderId);
    const statuses = (await Promise.all([pay(), pay()])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 400]);
    expect(await invoices()).toBe(before + 1);
    expect((await t.dataSource.getRepository(PostcardOrder).findOneByOrFail({ id: orderId })).status).toBe(
      'Processing',
    );
  });

  it('answers 404 for another organization’s template, list, tag and order', async () => {
    const [tpl] = await templatesOf(org.id, token);
    const [theirTpl] = await templatesOf(foreign.id, foreignToken);
    const notFound = { detail: messages.notFound };
    expect((await check(theirTpl.id, { buckets: ['all'] })).status).toBe(404);
    expect((await t.http.get(api(P.generateProof(org.id, theirTpl.id))).set(bearer(token))).status).toBe(404);
    const theirList = await check(tpl.id, { lead_lists: [foreignList] });
    expect(theirList.status).toBe(404);
    expect(theirList.body).toEqual(notFound);
    expect((await check(tpl.id, { groups: [foreignTag] })).status).toBe(404);
    expect((await check(tpl.id, { groups: [tag, foreignTag] })).status).toBe(404);
    // Their organization's path: not a member.
    expect((await t.http.get(api(P.templates(foreign.id))).set(bearer(token))).status).toBe(404);

    const theirs = await t.http
      .post(api(P.checkGroups(foreign.id, theirTpl.id)))
      .set(bearer(foreignToken))
      .send({ buckets: ['client'], price_id: 'pc_4x6', make_order: true });
    expect(theirs.status).toBe(200);
    expect(theirs.body.available).toBe(100);
    const theirOrder = await t.dataSource
      .getRepository(PostcardOrder)
      .findOneByOrFail({ id: theirs.body.order_id });
    const pay = await payOrder(theirOrder.id);
    expect(pay.status).toBe(404);
    const edit = await orderAll(tpl.id, { postcardmania_order_id: theirOrder.providerOrderId });
    expect(edit.status).toBe(404);
    expect(
      (await t.dataSource.getRepository(PostcardOrder).findOneByOrFail({ id: theirOrder.id })).status,
    ).toBe('Pending Payment');
    const ours = await t.http.get(api(P.orders(org.id))).set(bearer(token));
    expect(ours.body.results.map((o: PostcardOrderRead) => o.orderID)).not.toContain(theirOrder.id);
  });
});
