import { leadsMessages, leadsPaths as P, messages } from '@ensemble/contracts';
import { Lead, LeadHistory, LeadList } from '../src/modules/contacts/leads/lead.entity';
import { LeadSource } from '../src/modules/contacts/settings/settings.entities';
import { anOrganization } from './builders/organization.builder';
import { aUser, type BuiltUser } from './builders/user.builder';
import { loginAs } from './support/auth';
import { startTestApp, type TestApp } from './support/test-app';
import { apiClient } from './support/api-client';

let t: TestApp;
let owner: BuiltUser;
let member: BuiltUser;
let stranger: BuiltUser;
let token: string;

const { get, post, put, del } = apiClient(
  () => t,
  () => token,
);

async function newOrg(): Promise<number> {
  return (await anOrganization().ownedBy(owner).withMember(member).build()).id;
}
async function newSource(org: number, name = 'Walk-In'): Promise<number> {
  return (await t.dataSource.getRepository(LeadSource).save({ organizationId: org, name, description: null }))
    .id;
}
async function newList(org: number, title = 'Spring fair'): Promise<number> {
  const res = await post(P.opportunityLists(org), { title });
  expect(res.status).toBe(201);
  return res.body.id;
}
const person = (over: object = {}) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'Ada@Example.test',
  ...over,
});
async function history(org: number, leadId: number) {
  return t.dataSource
    .getRepository(LeadHistory)
    .find({ where: { organizationId: org, leadId }, order: { id: 'ASC' } });
}

beforeAll(async () => {
  t = await startTestApp();
  owner = await aUser().verified().named('Olive', 'Owner').build();
  member = await aUser().verified().named('Mark', 'Member').build();
  stranger = await aUser().verified().named('Sam', 'Stranger').build();
  await anOrganization().ownedBy(stranger).build();
  token = (await loginAs(t, owner)).access;
});

afterAll(async () => {
  await t?.close();
});

describe('opportunity lists', () => {
  it('creates, lists with leads_count (paged, -id by default), reads, renames and validates the title', async () => {
    const org = await newOrg();
    const a = await newList(org, 'Alpha');
    const b = await newList(org, 'Beta');
    await post(P.opportunities(org, a), person());
    await post(P.opportunities(org, a), person({ email: 'b@example.test' }));

    const page = await get(`${P.opportunityLists(org)}?page=1&per_page=1`);
    expect(page.status).toBe(200);
    expect(page.body.count).toBe(2);
    expect(page.body.results).toEqual([
      expect.objectContaining({
        id: b,
        title: 'Beta',
        leads_count: 0,
        organization_id: org,
        kind: 'opportunity',
      }),
    ]);
    const byCount = await get(`${P.opportunityLists(org)}?ordering=-leads_count`);
    expect(
      byCount.body.results.map((l: { title: string; leads_count: number }) => [l.title, l.leads_count]),
    ).toEqual([
      ['Alpha', 2],
      ['Beta', 0],
    ]);
    expect((await get(`${P.opportunityLists(org)}?ordering=nope`)).status).toBe(400);

    const all = await get(P.opportunityListsAll(org));
    expect(all.body.map((l: { title: string }) => l.title)).toEqual(['Alpha', 'Beta']);

    expect((await get(P.opportunityList(org, a))).body).toMatchObject({ id: a, leads_count: 2 });
    expect((await put(P.opportunityList(org, a), { title: 'Alpha 2' })).body.title).toBe('Alpha 2');
    const empty = await post(P.opportunityLists(org), { title: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ title: [leadsMessages.listNameRequired] });
    expect((await get(P.opportunityList(org, 999999))).status).toBe(404);
  });

  it('DELETE ?all=true deletes the contacts; without it they move to the Unallocated list', async () => {
    const org = await newOrg();
    const keep = await newList(org, 'Keep contacts');
    const drop = await newList(org, 'Drop contacts');
    const kept = (await post(P.opportunities(org, keep), person())).body.id;
    const dropped = (await post(P.opportunities(org, drop), person({ email: 'x@example.test' }))).body.id;

    expect((await del(`${P.opportunityList(org, drop)}?all=true`)).status).toBe(204);
    expect(await t.dataSource.getRepository(Lead).findOneBy({ id: dropped })).toBeNull();

    expect((await del(P.opportunityList(org, keep))).status).toBe(204);
    const moved = await t.dataSource.getRepository(Lead).findOneByOrFail({ id: kept });
    const unallocated = await t.dataSource.getRepository(LeadList).findOneByOrFail({ id: moved.leadListId! });
    expect(unallocated).toMatchObject({ organizationId: org, title: 'Unallocated', kind: 'unallocated' });
    expect((await history(org, kept)).map((h) => h.action)).toContain('move');
    // the system list cannot be renamed or deleted
    expect((await put(P.opportunityList(org, unallocated.id), { title: 'Mine' })).body).toEqual({
      detail: leadsMessages.systemListLocked,
    });
    expect((await del(P.opportunityList(org, unallocated.id))).status).toBe(400);
  });

  it('merges at least 2 lists into a new one, deleting them when asked', async () => {
    const org = await newOrg();
    const a = await newList(org, 'A');
    const b = await newList(org, 'B');
    await post(P.opportunities(org, a), person());
    await post(P.opportunities(org, b), person({ email: 'b@example.test' }));

    const one = await post(P.mergeLists(org), { list_ids: [a], name: 'AB', delete: 1 });
    expect(one.status).toBe(400);
    expect(one.body).toEqual({ list_ids: [leadsMessages.mergeNeedsTwo] });
    const noName = await post(P.mergeLists(org), { list_ids: [a, b], name: '' });
    expect(noName.body).toEqual({ name: [leadsMessages.listNameRequired] });

    const merged = await post(P.mergeLists(org), { list_ids: [a, b], name: 'AB', delete: 1 });
    expect(merged.status).toBe(201);
    expect(merged.body).toMatchObject({
      detail: 'Opportunity lists merged successfully',
      list: { title: 'AB', leads_count: 2 },
    });
    expect((await get(P.opportunityList(org, a))).status).toBe(404);

    const c = await newList(org, 'C');
    const kept = await post(P.mergeLists(org), {
      list_ids: [merged.body.list.id, c],
      name: 'ABC',
      delete: 0,
    });
    expect(kept.body.list.leads_count).toBe(2);
    expect((await get(P.opportunityList(org, c))).body.leads_count).toBe(0);
  });
});

describe('opportunities', () => {
  it('validates with the spec messages (names unless company name; email or cell phone)', async () => {
    const org = await newOrg();
    const list = await newList(org);
    const res = await post(P.opportunities(org, list), {});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
      company_name: ['Company name is required'],
      non_field_errors: ['Contact must have email or cell phone'],
    });
    const formats = await post(P.opportunities(org, list), {
      company_name: 'Acme',
      email: 'nope',
      cell_phone: '12',
      birthday: '1990/01/01',
      website_url: 'not a site',
      win_amount: 11,
      revenue_from: 'lots',
    });
    expect(formats.body).toEqual({
      email: [messages.emailInvalid],
      cell_phone: [messages.phoneInvalid],
      birthday: ['Birthday format must be like YYYY-MM-DD'],
      website_url: [messages.websiteInvalid],
      win_amount: ['invalid amount format'],
      revenue_from: ['invalid format'],
    });
    const companyOnly = await post(P.opportunities(org, list), {
      company_name: 'Acme',
      cell_phone: '(202) 555-0100',
    });
    expect(companyOnly.status).toBe(201);
    expect(companyOnly.body).toMatchObject({
      company_name: 'Acme',
      cell_phone: '+12025550100',
      first_name: null,
    });
  });

  it('takes ordinary amounts with up to 3 decimals (1.1, 19.99, 0.29, 1.234) and refuses a fourth', async () => {
    const org = await newOrg();
    const list = await newList(org);
    // Typed in a form (text) or sent as JSON numbers: both are read by their decimals, not by float arithmetic.
    for (const [i, v] of [1.1, '19.99', 0.29, '1.234'].entries()) {
      const res = await post(
        P.opportunities(org, list),
        person({ email: `amounts${i}@example.test`, revenue_from: v, revenue_to: v, win_amount: 1.1 }),
      );
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ revenue_from: Number(v), revenue_to: Number(v), win_amount: 1.1 });
    }
    const prospect = await post(
      P.prospects(org),
      person({ email: 'p@example.test', revenue_probability: 0.29, revenue_from: 19.99, total_sales: 1.234 }),
    );
    expect(prospect.status).toBe(201);
    expect(prospect.body).toMatchObject({ revenue_probability: 0.29, revenue_from: 19.99 });
    const client = await post(P.clients(org), person({ email: 'c@example.test', total_sales: '19.99' }));
    expect(client.status).toBe(201);
    expect(client.body.total_sales).toBe(19.99);

    const tooFine = await post(
      P.prospects(org),
      person({
        email: 'q@example.test',
        revenue_from: 1.2345,
        revenue_to: '0.0001',
        revenue_probability: '1.2345',
        win_amount: 1.2345,
        total_sales: 1.2345,
      }),
    );
    expect(tooFine.status).toBe(400);
    expect(tooFine.body).toEqual({
      revenue_from: [leadsMessages.revenueFormat],
      revenue_to: [leadsMessages.revenueFormat],
      revenue_probability: [messages.numberInvalid],
      win_amount: [leadsMessages.amountFormat],
      total_sales: [leadsMessages.amountFormat],
    });
  });

  it('creates every field of the Lead entity, reads it back and records the creation in the history', async () => {
    const org = await newOrg();
    const list = await newList(org, 'Fair');
    const source = await newSource(org);
    const res = await post(P.opportunities(org, list), {
      ...person(),
      cell_phone: '202-555-0101',
      gender: 'Female',
      birthday: '1990-12-10',
      job_title: 'Analyst',
      website_url: 'ada.test',
      address: '1 Main St',
      city: 'London',
      state: 'IL',
      zip_code: '12345',
      industry: 'Insurance',
      lead_source_id: source,
      account_rep: owner.id,
      sales_rep: member.id,
      sales_status: 'New',
      revenue_from: 1000.5,
      revenue_to: 2000,
      win_amount: 7,
      temperature: 1,
      social: [{ network: 'linkedin', url: 'https://linkedin.com/in/ada' }],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      organization: org,
      email: 'ada@example.test',
      cell_phone: '+12025550101',
      website_url: 'https://ada.test',
      lead_source_id: source,
      lead_source: { id: source, name: 'Walk-In' },
      account_rep: owner.id,
      sales_rep: member.id,
      service_rep: null,
      representatives: { account_name: 'Olive Owner', sales_name: 'Mark Member', service_name: null },
      revenue_from: 1000.5,
      win_amount: 7,
      win_ammount: 7,
      temperature: 1,
      social: [{ network: 'linkedin', url: 'https://linkedin.com/in/ada' }],
      imported: 0,
      lead_list_id: list,
      lead_list: { id: list, title: 'Fair' },
      groups: [],
      total_sales: 0,
      came_from_list: null,
      fsm_state: 'Opportunity',
    });
    expect((await get(P.opportunity(org, list, res.body.id))).body).toEqual(res.body);
    const h = await history(org, res.body.id);
    expect(h[0]).toMatchObject({ action: 'create', userId: owner.id });
    expect(h.find((x) => x.field === 'fsm_state')).toMatchObject({ oldValue: null, newValue: 'Opportunity' });
  });

  it('refuses representatives who are not members and a source of another organization, writing nothing', async () => {
    const org = await newOrg();
    const other = await newOrg();
    const list = await newList(org);
    const foreignSource = await newSource(other);
    const res = await post(
      P.opportunities(org, list),
      person({ service_rep: stranger.id, lead_source_id: foreignSource }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      lead_source_id: [messages.invalidChoice],
      service_rep: [messages.invalidChoice],
    });
    expect(await t.dataSource.getRepository(Lead).countBy({ organizationId: org })).toBe(0);

    const ok = (await post(P.opportunities(org, list), person())).body.id;
    const before = (await history(org, ok)).length;
    const bad = await put(P.opportunity(org, list, ok), person({ account_rep: stranger.id, city: 'Paris' }));
    expect(bad.body).toEqual({ account_rep: [messages.invalidChoice] });
    expect((await history(org, ok)).length).toBe(before);
  });

  it('lists, searches, updates with history, deletes and bulk deletes within the list', async () => {
    const org = await newOrg();
    const list = await newList(org);
    const otherList = await newList(org, 'Other list');
    const ada = (await post(P.opportunities(org, list), person())).body.id;
    const bob = (
      await post(
        P.opportunities(org, list),
        person({ first_name: 'Bob', last_name: 'Babbage', email: 'bob@example.test' }),
      )
    ).body.id;
    const elsewhere = (await post(P.opportunities(org, otherList), person({ email: 'z@example.test' }))).body
      .id;

    const page = await get(P.opportunities(org, list));
    expect(page.body.count).toBe(2);
    expect(page.body.results.map((l: { id: number }) => l.id)).toEqual([bob, ada]);
    expect(
      (await get(`${P.opportunities(org, list)}?search=bab`)).body.results.map((l: { id: number }) => l.id),
    ).toEqual([bob]);
    expect((await get(P.opportunity(org, list, elsewhere))).status).toBe(404);

    const upd = await put(P.opportunity(org, list, ada), person({ city: 'Paris', win_amount: 9 }));
    expect(upd.body).toMatchObject({ city: 'Paris', win_ammount: 9 });
    const changes = (await history(org, ada)).filter((h) => h.action === 'update');
    expect(changes.map((h) => [h.field, h.oldValue, h.newValue])).toEqual([
      ['city', null, 'Paris'],
      ['win_amount', null, '9'],
    ]);

    expect((await del(P.opportunity(org, list, ada))).status).toBe(204);
    expect((await del(P.opportunity(org, list, ada))).status).toBe(404);
    const bulk = await post(P.opportunitiesBulkDelete(org, list), { ids: [bob, elsewhere], list_id: list });
    expect(bulk.status).toBe(200);
    expect(bulk.body).toEqual({ deleted: 1 });
    expect(await t.dataSource.getRepository(Lead).countBy({ id: elsewhere })).toBe(1);
    expect((await post(P.opportunitiesBulkDelete(org, list), { ids: [] })).body).toEqual({
      ids: [leadsMessages.idsRequired],
    });
  });

  it('promotes to prospect with a source of the organization, to client, and demotes to other', async () => {
    const org = await newOrg();
    const list = await newList(org, 'Fair');
    const source = await newSource(org);
    const foreign = await newSource(await newOrg());
    const a = (await post(P.opportunities(org, list), person())).body.id;

    expect((await post(P.opportunityPromote(org, list, a), {})).body).toEqual({
      lead_source: ['Source is required'],
    });
    expect((await post(P.opportunityPromote(org, list, a), { lead_source: foreign })).body).toEqual({
      lead_source: [messages.invalidChoice],
    });
    const promoted = await post(P.opportunityPromote(org, list, a), { lead_source: source });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toEqual({
      detail: 'Ada Lovelace is promoted in prospect!',
      id: a,
      fsm_state: 'Prospect',
      opportunity_list_id: null,
    });
    expect((await get(P.prospect(org, a))).body).toMatchObject({
      fsm_state: 'Prospect',
      lead_source_id: source,
      lead_list_id: null,
      came_from_list: 'Fair',
    });
    expect((await history(org, a)).filter((h) => h.action === 'promote').map((h) => h.field)).toEqual([
      'fsm_state',
      'lead_list_id',
      'lead_source_id',
    ]);

    const b = (
      await post(
        P.opportunities(org, list),
        person({ company_name: 'Acme', first_name: null, last_name: null }),
      )
    ).body.id;
    expect((await post(P.opportunityPromoteClient(org, list, b))).body).toMatchObject({
      detail: 'Acme is now client!',
      fsm_state: 'Client',
    });
    const c = (await post(P.opportunities(org, list), person({ email: 'c@example.test' }))).body.id;
    expect((await post(P.opportunityDemote(org, list, c), { target: 'prospect' })).body).toEqual({
      target: [leadsMessages.targetRequired],
    });
    expect((await post(P.opportunityDemote(org, list, c), { target: 'other' })).body).toMatchObject({
      detail: leadsMessages.opportunityDemoted,
      fsm_state: 'Other',
    });
    expect((await get(P.other(org, c))).status).toBe(200);
  });
});

describe('prospects', () => {
  it('validates, lists with prefix search on name, email and phone, the phone query and ordering', async () => {
    const org = await newOrg();
    expect((await post(P.prospects(org), { first_name: 'A', last_name: 'B' })).body).toEqual({
      non_field_errors: ['Prospect must have email or cellphone'],
    });
    const zed = (
      await post(
        P.prospects(org),
        person({ first_name: 'Zed', last_name: 'Adams', email: 'zed@corp.test', cell_phone: '2025550102' }),
      )
    ).body.id;
    const amy = (
      await post(P.prospects(org), person({ first_name: 'Amy', last_name: 'zimmer', email: 'amy@home.test' }))
    ).body.id;
    const ids = async (q: string) =>
      (await get(`${P.prospects(org)}${q}`)).body.results.map((l: { id: number }) => l.id);
    expect(await ids('')).toEqual([amy, zed]);
    expect(await ids('?search=ZED')).toEqual([zed]);
    expect(await ids('?search=zim')).toEqual([amy]);
    expect(await ids('?search=amy@')).toEqual([amy]);
    expect(await ids('?search=202555')).toEqual([zed]);
    expect(await ids('?search=%2B1202')).toEqual([zed]);
    expect(await ids('?search=dams')).toEqual([]);
    expect(await ids('?search=50%25')).toEqual([]);
    expect(await ids('?phone=(202) 555-0102')).toEqual([zed]);
    expect(await ids('?ordering=last_name')).toEqual([zed, amy]);
    expect(await ids('?ordering=-last_name')).toEqual([amy, zed]);
    expect(await ids('?per_page=1&page=2')).toEqual([zed]);
    expect((await get(`${P.prospects(org)}?ordering=salary`)).status).toBe(400);
  });

  it('reads, updates, deletes and bulk deletes only prospects', async () => {
    const org = await newOrg();
    const p = (await post(P.prospects(org), person({ revenue_probability: 40 }))).body;
    expect(p).toMatchObject({ fsm_state: 'Prospect', revenue_probability: 40, lead_list_id: null });
    const c = (await post(P.clients(org), person({ email: 'c@example.test' }))).body.id;
    expect((await get(P.prospect(org, c))).status).toBe(404);
    expect((await put(P.prospect(org, p.id), person({ sales_status: 'Hot' }))).body.sales_status).toBe('Hot');
    expect((await post(P.prospectsBulkDelete(org), { ids: [p.id, c] })).body).toEqual({ deleted: 1 });
    expect((await get(P.client(org, c))).status).toBe(200);
  });

  it('promotes to client and demotes to other or into the Demoted list', async () => {
    const org = await newOrg();
    const a = (await post(P.prospects(org), person())).body.id;
    expect((await post(P.prospectPromote(org, a))).body).toEqual({
      detail: 'Ada Lovelace is now client!',
      id: a,
      fsm_state: 'Client',
      opportunity_list_id: null,
    });
    const b = (await post(P.prospects(org), person({ email: 'b@example.test' }))).body.id;
    const demoted = await post(P.prospectDemote(org, b), { target: 'opportunity' });
    expect(demoted.body).toMatchObject({ detail: leadsMessages.prospectDemoted, fsm_state: 'Opportunity' });
    const demotedList = await get(P.opportunityList(org, demoted.body.opportunity_list_id));
    expect(demotedList.body).toMatchObject({ title: 'Demoted', kind: 'demoted', leads_count: 1 });
    expect((await get(P.opportunity(org, demoted.body.opportunity_list_id, b))).status).toBe(200);

    const c = (await post(P.prospects(org), person({ email: 'c@example.test' }))).body.id;
    const d = (await post(P.prospects(org), person({ email: 'd@example.test' }))).body.id;
    const bulk = await post(P.prospectsBulkDemote(org), { ids: [c, d], target: 'opportunity' });
    expect(bulk.body).toEqual({
      detail: leadsMessages.prospectDemoted,
      count: 2,
      opportunity_list_id: demoted.body.opportunity_list_id,
    });
    expect((await post(P.prospectsBulkDemote(org), { ids: [c], target: 'client' })).status).toBe(400);
    const e = (await post(P.prospects(org), person({ email: 'e@example.test' }))).body.id;
    expect((await post(P.prospectDemote(org, e), { target: 'other' })).body.fsm_state).toBe('Other');
    expect((await post(P.prospectDemote(org, e), { target: 'other' })).status).toBe(404);
  });
});

describe('clients and former clients', () => {
  it('validates, demotes (one and many), sets as former and reactivates', async () => {
    const org = await newOrg();
    expect((await post(P.clients(org), { company_name: 'Acme' })).body).toEqual({
      non_field_errors: ['Client must have email or cellphone'],
    });
    const a = (await post(P.clients(org), person({ total_sales: 1250.75 }))).body;
    expect(a).toMatchObject({ fsm_state: 'Client', total_sales: 1250.75 });
    expect((await post(P.clientDemote(org, a.id), {})).body).toEqual({
      target: [leadsMessages.targetRequired],
    });
    expect((await post(P.clientDemote(org, a.id), { target: 'prospect' })).body).toMatchObject({
      detail: 'Client demoted successfully',
      fsm_state: 'Prospect',
    });

    const list = await newList(org, 'Target');
    const b = (await post(P.clients(org), person({ email: 'b@example.test' }))).body.id;
    const c = (await post(P.clients(org), person({ email: 'c@example.test' }))).body.id;
    const bulk = await post(P.clientsBulkDemote(org), {
      ids: [b, c],
      target: 'opportunity',
      lead_list_id: list,
    });
    expect(bulk.body).toEqual({ detail: 'Client demoted successfully', count: 2, opportunity_list_id: list });
    expect((await get(P.opportunityList(org, list))).body.leads_count).toBe(2);

    const d = (await post(P.clients(org), person({ email: 'd@example.test' }))).body.id;
    expect((await post(P.clientSetAsFormer(org, d))).body).toEqual({
      detail: 'Client is set as former successfully',
      id: d,
      fsm_state: 'Former Clients',
      opportunity_list_id: null,
    });
    expect((await get(P.formerClient(org, d))).body.fsm_state).toBe('Former Clients');
    expect((await post(P.formerClientPromote(org, d))).body).toMatchObject({
      detail: 'Former client reactivated successfully',
      fsm_state: 'Client',
    });
    expect((await post(P.clientSetAsFormer(org, d))).status).toBe(200);
    expect(
      (await post(P.formerClientDemote(org, d), { target: 'opportunity', lead_list_id: list })).body,
    ).toMatchObject({
      detail: leadsMessages.formerClientDemoted,
      fsm_state: 'Opportunity',
      opportunity_list_id: list,
    });
    const foreignList = await newList(await newOrg(), 'Foreign');
    const e = (await post(P.clients(org), person({ email: 'e@example.test' }))).body.id;
    expect(
      (await post(P.clientDemote(org, e), { target: 'opportunity', lead_list_id: foreignList })).status,
    ).toBe(404);
    expect((await get(P.client(org, e))).body.fsm_state).toBe('Client');
    expect((await history(org, d)).map((h) => h.action)).toEqual(
      expect.arrayContaining(['create', 'set_as_former', 'reactivate', 'demote']),
    );
  });

  it('former clients: create, list ordered -id by default, update, delete and bulk delete', async () => {
    const org = await newOrg();
    expect((await post(P.formerClients(org), { company_name: 'Acme' })).body).toEqual({
      non_field_errors: ['Former client must have email or cellphone'],
    });
    const a = (await post(P.formerClients(org), person())).body.id;
    const b = (await post(P.formerClients(org), person({ email: 'b@example.test' }))).body.id;
    expect((await get(P.formerClients(org))).body.results.map((l: { id: number }) => l.id)).toEqual([b, a]);
    expect(
      (await get(`${P.formerClients(org)}?ordering=id`)).body.results.map((l: { id: number }) => l.id),
    ).toEqual([a, b]);
    expect((await put(P.formerClient(org, a), person({ job_title: 'CEO' }))).body.job_title).toBe('CEO');
    expect((await del(P.formerClient(org, a))).status).toBe(204);
    expect((await post(P.formerClientsBulkDelete(org), { ids: [b] })).body).toEqual({ deleted: 1 });
    expect((await del(P.client(org, b))).status).toBe(404);
  });
});

describe('others', () => {
  it('validates, lists with currentPage/pageSize/sorting, and promotes into an existing or a new list', async () => {
    const org = await newOrg();
    expect((await post(P.others(org), { first_name: 'A', last_name: 'B' })).body).toEqual({
      non_field_errors: ['Other contact must have email or cell phone'],
    });
    const a = (await post(P.others(org), person({ last_name: 'Zulu' }))).body.id;
    const b = (await post(P.others(org), person({ last_name: 'alpha', email: 'b@example.test' }))).body.id;
    const ids = async (q: string) =>
      (await get(`${P.others(org)}${q}`)).body.results.map((l: { id: number }) => l.id);
    expect(await ids('?currentPage=1&pageSize=5&sorting=last_name')).toEqual([b, a]);
    expect(await ids('?currentPage=2&pageSize=1')).toEqual([a]);
    expect(await ids('?search=zul')).toEqual([a]);

    expect((await post(P.otherPromote(org, a), {})).body).toEqual({ lead_list_id: ['Select list first'] });
    expect((await post(P.otherPromote(org, a), { mode: 'new' })).body).toEqual({
      title: ['List name is required'],
    });
    const list = await newList(org, 'Existing');
    expect((await post(P.otherPromote(org, a), { lead_list_id: list })).body).toEqual({
      detail: 'Successfully promoted to opportunity',
      id: a,
      fsm_state: 'Opportunity',
      opportunity_list_id: list,
    });
    const created = await post(P.otherPromote(org, b), { mode: 'new', title: 'Brand new' });
    expect((await get(P.opportunityList(org, created.body.opportunity_list_id))).body).toMatchObject({
      title: 'Brand new',
      leads_count: 1,
    });
    const c = (await post(P.others(org), person({ email: 'c@example.test' }))).body.id;
    expect(
      (await put(P.other(org, c), person({ email: 'c@example.test', industry: 'Retail' }))).body.industry,
    ).toBe('Retail');
    expect((await post(P.othersBulkDelete(org), { ids: [c] })).body).toEqual({ deleted: 1 });
    expect((await get(P.other(org, c))).status).toBe(404);
  });
});

describe('indexes (docs/adr/0006-lead-indexes.md)', () => {
  it('answers stage lists, last-name order and prefix searches from an index, never a full scan', async () => {
    const org = await newOrg();
    const repo = t.dataSource.getRepository(Lead);
    const rows = Array.from({ length: 300 }, (_, i) =>
      repo.create({
        organizationId: org,
        fsmState: (['Prospect', 'Client', 'Other'] as const)[i % 3],
        firstName: `F${i}`,
        firstNameNormalized: `f${i}`,
        lastName: `L${i}`,
        lastNameNormalized: `l${i}`,
        email: `p${i}@example.test`,
        cellPhone: `+1202555${String(i).padStart(4, '0')}`,
      }),
    );
    await repo.insert(rows);
    await t.dataSource.query('ANALYZE TABLE leads');
    const where = `organization_id = ${org} AND fsm_state = 'Prospect'`;
    for (const sql of [
      `SELECT id FROM leads WHERE ${where} ORDER BY id DESC LIMIT 10`,
      `SELECT id FROM leads WHERE ${where} ORDER BY last_name_normalized, id LIMIT 10`,
      `SELECT id FROM leads WHERE ${where} AND last_name_normalized LIKE 'l1%' ESCAPE '!'`,
      `SELECT id FROM leads WHERE organization_id = ${org} AND email LIKE 'p1%' ESCAPE '!'`,
      `SELECT id FROM leads WHERE organization_id = ${org} AND cell_phone LIKE '+1202555001%' ESCAPE '!'`,
      `SELECT id FROM leads WHERE organization_id = ${org} AND lead_list_id = 1 ORDER BY id DESC LIMIT 10`,
      // The stage search's address branch and an opportunity list's page (lead-page-query.ts).
      `SELECT id FROM leads WHERE ${where} AND email LIKE 'p1%' ESCAPE '!'`,
      `SELECT id FROM leads WHERE ${where} AND lead_list_id = 1 ORDER BY id DESC LIMIT 10 OFFSET 20`,
      `SELECT id FROM leads WHERE organization_id = ${org} ORDER BY id DESC LIMIT 1`,
    ]) {
      const [plan] = (await t.dataSource.query(`EXPLAIN ${sql}`)) as { type: string; key: string | null }[];
      expect({ sql, type: plan.type, indexed: plan.key !== null }).toEqual({
        sql,
        type: expect.not.stringMatching(/^ALL$/),
        indexed: true,
      });
    }
  });
});
