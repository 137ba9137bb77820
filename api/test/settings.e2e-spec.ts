import {
  deriveMagicNumbers,
  messages,
  settingsConstants,
  settingsMessages,
  settingsPaths,
  timeZones,
} from '@ensemble/contracts';
import { Lead, LeadGroup } from '../src/modules/contacts/leads/lead.entity';
import { LocationsService } from '../src/modules/contacts/settings/locations.service';
import { LeadSource, LocationRow } from '../src/modules/contacts/settings/settings.entities';
import { tagNameTaken } from '../src/modules/contacts/settings/settings.queries';
import { OrganizationMember } from '../src/modules/platform/organizations/organization-member.entity';
import { User } from '../src/modules/platform/users/user.entity';
import { anOrganization } from './builders/organization.builder';
import { aUser, type BuiltUser } from './builders/user.builder';
import { bearer, loginAs } from './support/auth';
import { locationBody } from './support/location-body';
import { startTestApp, type TestApp } from './support/test-app';
import { api } from './support/api-client';

let t: TestApp;
let owner: BuiltUser;
let member: BuiltUser;
let token: string;
let memberToken: string;
let orgId: number;

const get = (path: string, tok = token) => t.http.get(api(path)).set(bearer(tok));
const put = (path: string, body: object, tok = token) => t.http.put(api(path)).set(bearer(tok)).send(body);
const post = (path: string, body: object, tok = token) => t.http.post(api(path)).set(bearer(tok)).send(body);
const patch = (path: string, body: object, tok = token) =>
  t.http.patch(api(path)).set(bearer(tok)).send(body);
const del = (path: string, tok = token) => t.http.delete(api(path)).set(bearer(tok));

async function newOrg(): Promise<number> {
  return (await anOrganization().ownedBy(owner).build()).id;
}

async function addLeads(organizationId: number, n: number, fields: Partial<Lead> = {}): Promise<Lead[]> {
  const repo = t.dataSource.getRepository(Lead);
  const out: Lead[] = [];
  for (let i = 0; i < n; i++) {
    out.push(
      await repo.save(
        repo.create({
          organizationId,
          firstName: `Lead${i}`,
          lastName: 'Doe',
          fsmState: 'prospect',
          ...fields,
        }),
      ),
    );
  }
  return out;
}

beforeAll(async () => {
  t = await startTestApp();
  owner = await aUser().verified().named('Olive', 'Owner').build();
  member = await aUser().verified().named('Mark', 'Member').build();
  orgId = (await anOrganization().ownedBy(owner).withMember(member).build()).id;
  token = (await loginAs(t, owner)).access;
  memberToken = (await loginAs(t, member)).access;
});
afterAll(() => t.close());

describe('follow-up strategy', () => {
  it('is all nulls until saved, then returns what was saved (any member may change it)', async () => {
    const org = await newOrg();
    const empty = await get(settingsPaths.followUpStrategy(org));
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({
      first_follow_up_date: null,
      second_follow_up_date: null,
      third_follow_up_date: null,
      fourth_follow_up_date: null,
      fifth_follow_up_date: null,
    });
    const body = {
      first_follow_up_date: 3,
      second_follow_up_date: '10',
      third_follow_up_date: '',
      fourth_follow_up_date: 0,
      fifth_follow_up_date: null,
    };
    const saved = await put(settingsPaths.followUpStrategy(org), body);
    expect(saved.status).toBe(200);
    const expected = {
      first_follow_up_date: 3,
      second_follow_up_date: 10,
      third_follow_up_date: null,
      fourth_follow_up_date: 0,
      fifth_follow_up_date: null,
    };
    expect(saved.body).toEqual(expected);
    expect((await get(settingsPaths.followUpStrategy(org))).body).toEqual(expected);
    const byMember = await put(
      settingsPaths.followUpStrategy(orgId),
      { first_follow_up_date: 5 },
      memberToken,
    );
    expect(byMember.status).toBe(200);
    expect(byMember.body.first_follow_up_date).toBe(5);
  });

  it('refuses negative, fractional and non-numeric days', async () => {
    const res = await put(settingsPaths.followUpStrategy(orgId), {
      first_follow_up_date: -1,
      second_follow_up_date: 1.5,
      third_follow_up_date: 'soon',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      first_follow_up_date: [messages.numberInvalid],
      second_follow_up_date: [messages.numberInvalid],
      third_follow_up_date: [messages.numberInvalid],
    });
  });
});

describe('magic numbers', () => {
  it('is empty with zero derived figures until saved; the server derives the figures', async () => {
    const org = await newOrg();
    const empty = await get(settingsPaths.magicNumbers(org));
    expect(empty.body).toEqual({
      monthly_revenue: null,
      average_sale: null,
      opportunity_to_prospect_conversion_rate: null,
      prospect_to_client_conversion_rate: null,
      opportunities_in_month: 0,
      prospects_in_month: 0,
      sales_in_month: 0,
    });
    const input = {
      monthly_revenue: 10000.5,
      average_sale: 1000,
      opportunity_to_prospect_conversion_rate: 50,
      prospect_to_client_conversion_rate: 30,
    };
    const saved = await put(settingsPaths.magicNumbers(org), {
      ...input,
      sales_in_month: 999, // derived fields sent by a client are ignored
    });
    expect(saved.status).toBe(200);
    const expected = { ...input, ...deriveMagicNumbers(input) };
    expect(expected.sales_in_month).toBe(11);
    expect(expected.prospects_in_month).toBe(37);
    expect(expected.opportunities_in_month).toBe(74);
    expect(saved.body).toEqual(expected);
    expect((await get(settingsPaths.magicNumbers(org))).body).toEqual(expected);
    const nullMoney = await put(settingsPaths.magicNumbers(org), {
      ...input,
      monthly_revenue: '',
      average_sale: null,
    });
    expect(nullMoney.status).toBe(200);
    expect(nullMoney.body).toMatchObject({ monthly_revenue: null, average_sale: null, sales_in_month: 0 });
  });

  it('requires the four fields and bounds the rates', async () => {
    const res = await put(settingsPaths.magicNumbers(orgId), {});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      monthly_revenue: [messages.fieldRequired('Monthly revenue')],
      average_sale: [messages.fieldRequired('Average sale')],
      opportunity_to_prospect_conversion_rate: [
        messages.fieldRequired('Opportunity to prospect conversion rate'),
      ],
      prospect_to_client_conversion_rate: [messages.fieldRequired('Prospect to client conversion rate')],
    });
    const bad = await put(settingsPaths.magicNumbers(orgId), {
      monthly_revenue: -5,
      average_sale: 10,
      opportunity_to_prospect_conversion_rate: 101,
      prospect_to_client_conversion_rate: 'x',
    });
    expect(bad.body).toEqual({
      monthly_revenue: [messages.numberInvalid],
      opportunity_to_prospect_conversion_rate: [messages.numberInvalid],
      prospect_to_client_conversion_rate: [messages.numberInvalid],
    });
  });
});

describe('organization settings', () => {
  it('shows default services (1) and no info source until changed; PATCH changes either field', async () => {
    const org = await newOrg();
    expect((await get(settingsPaths.organizationSettings(org))).body).toEqual({
      show_default_services: 1,
      about_us_info_source: null,
    });
    const off = await patch(settingsPaths.organizationSettings(org), { show_default_services: 0 });
    expect(off.body).toEqual({ show_default_services: 0, about_us_info_source: null });
    const src = await patch(settingsPaths.organizationSettings(org), { about_us_info_source: 'a podcast' });
    expect(src.body).toEqual({ show_default_services: 0, about_us_info_source: 'a podcast' });
    expect((await get(settingsPaths.organizationSettings(org))).body).toEqual(src.body);
    const bad = await patch(settingsPaths.organizationSettings(org), {
      show_default_services: 2,
      about_us_info_source: 'Radio',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['about_us_info_source', 'show_default_services']);
  });
});

describe('sources', () => {
  let org: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    org = await newOrg();
    for (const [name, description] of [
      ['Walk-In', 'People who walk in'],
      ['call-in', null],
      ['Referral', 'WALKING distance'],
    ] as const) {
      const res = await post(settingsPaths.sources(org), { name, description });
      expect(res.status).toBe(201);
      ids[name] = res.body.id;
    }
    await addLeads(org, 3, { leadSourceId: ids['call-in'] });
    await addLeads(org, 1, { leadSourceId: ids.Referral });
  });

  it('creates with the Source shape and validates the payload', async () => {
    const res = await post(settingsPaths.sources(org), { name: '  Web  ', description: '' });
    expect(res.body).toEqual({
      id: expect.any(Number),
      organization: org,
      name: 'Web',
      description: null,
      leads_count: 0,
    });
    await del(settingsPaths.source(org, res.body.id));
    const bad = await post(settingsPaths.sources(org), { name: '', description: 'x'.repeat(501) });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      name: [messages.fieldRequired('Name')],
      description: [messages.maxLength(500)],
    });
    const long = await post(settingsPaths.sources(org), { name: 'x'.repeat(101) });
    expect(long.body).toEqual({ name: [messages.maxLength(100)] });
  });

  it('lists with leads_count (0 when empty), ordered by name by default, paged 25 by default', async () => {
    const res = await get(settingsPaths.sources(org));
    expect(res.body.count).toBe(3);
    expect(
      res.body.results.map((s: { name: string; leads_count: number }) => [s.name, s.leads_count]),
    ).toEqual([
      ['call-in', 3],
      ['Referral', 1],
      ['Walk-In', 0],
    ]);
    const big = await newOrg();
    for (let i = 0; i < settingsConstants.sourcesPageSize + 2; i++) {
      await t.dataSource
        .getRepository(LeadSource)
        .save({ organizationId: big, name: `S${String(i).padStart(2, '0')}` });
    }
    const first = await get(settingsPaths.sources(big));
    expect(first.body.count).toBe(27);
    expect(first.body.results).toHaveLength(25);
    const second = await get(`${settingsPaths.sources(big)}?page=2`);
    expect(second.body.results.map((s: { name: string }) => s.name)).toEqual(['S25', 'S26']);
    const small = await get(`${settingsPaths.sources(big)}?page=3&per_page=5`);
    expect(small.body.results.map((s: { name: string }) => s.name)).toEqual([
      'S10',
      'S11',
      'S12',
      'S13',
      'S14',
    ]);
  });

  it('searches name and description case-insensitively', async () => {
    const res = await get(`${settingsPaths.sources(org)}?search=WALK`);
    expect(res.body.results.map((s: { name: string }) => s.name)).toEqual(['Referral', 'Walk-In']);
    expect(res.body.count).toBe(2);
    const none = await get(`${settingsPaths.sources(org)}?search=${encodeURIComponent('100%')}`);
    expect(none.body).toEqual({ results: [], count: 0 });
  });

  it('orders by name, description and leads_count, descending with "-"', async () => {
    const names = async (ordering: string) =>
      (await get(`${settingsPaths.sources(org)}?ordering=${ordering}`)).body.results.map(
        (s: { name: string }) => s.name,
      );
    expect(await names('-name')).toEqual(['Walk-In', 'Referral', 'call-in']);
    expect(await names('leads_count')).toEqual(['Walk-In', 'Referral', 'call-in']);
    expect(await names('-leads_count')).toEqual(['call-in', 'Referral', 'Walk-In']);
    expect(await names('description')).toEqual(['call-in', 'Walk-In', 'Referral']);
    const bad = await get(`${settingsPaths.sources(org)}?ordering=secret`);
    expect(bad.status).toBe(400);
    expect(bad.body.ordering).toHaveLength(1);
  });

  it('source/all lists every source for pick-lists', async () => {
    const res = await get(settingsPaths.sourcesAll(org));
    expect(res.status).toBe(200);
    expect(res.body.map((s: { name: string }) => s.name)).toEqual(['call-in', 'Referral', 'Walk-In']);
  });

  it("lists a source's leads, and an empty page for a source without leads", async () => {
    const res = await get(`${settingsPaths.sourceLeads(org, ids['call-in'])}?per_page=2`);
    expect(res.body.count).toBe(3);
    expect(res.body.results).toHaveLength(2);
    expect(Object.keys(res.body.results[0]).sort()).toEqual(
      [
        'cell_phone',
        'company_name',
        'email',
        'first_name',
        'fsm_state',
        'id',
        'last_name',
        'lead_list_id',
        'sales_status',
      ].sort(),
    );
    expect((await get(settingsPaths.sourceLeads(org, ids['Walk-In']))).body).toEqual({
      results: [],
      count: 0,
    });
    expect((await get(settingsPaths.sourceLeads(org, 999999))).status).toBe(404);
  });

  it('updates a source', async () => {
    const res = await put(settingsPaths.source(org, ids.Referral), {
      name: 'Referral',
      description: 'Friends',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: ids.Referral,
      organization: org,
      name: 'Referral',
      description: 'Friends',
      leads_count: 1,
    });
    const same = await put(settingsPaths.source(org, ids.Referral), {
      name: 'Referral',
      description: 'Friends',
    });
    expect(same.status).toBe(200);
    expect((await put(settingsPaths.source(org, 999999), { name: 'x' })).status).toBe(404);
  });

  it("deleting a source empties its leads' source", async () => {
    const res = await del(settingsPaths.source(org, ids['call-in']));
    expect(res.status).toBe(204);
    const orphans = await t.dataSource.getRepository(Lead).find({ where: { organizationId: org } });
    expect(orphans.filter((l) => l.leadSourceId === ids['call-in'])).toHaveLength(0);
    expect(orphans.filter((l) => l.leadSourceId === null)).toHaveLength(3);
    expect((await del(settingsPaths.source(org, ids['call-in']))).status).toBe(404);
    expect((await get(settingsPaths.sources(org))).body.count).toBe(2);
  });
});

describe('locations', () => {
  it('reads the time zone list (public, US zones first)', async () => {
    const res = await t.http.get(api(settingsPaths.timezones));
    expect(res.status).toBe(200);
    expect(res.body).toEqual(timeZones);
    expect(res.body.length).toBeGreaterThan(10);
    expect(Object.keys(res.body[0]).sort()).toEqual(['abbr', 'isdst', 'offset', 'text', 'value']);
  });

  it('the first location is main; is_main moves the flag; the main one cannot be unset', async () => {
    const org = await newOrg();
    const locations = t.app.get(LocationsService);
    expect(await locations.mainTimeZone(org)).toBe('America/New_York');
    const first = await post(settingsPaths.locations(org), locationBody());
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(Number),
      organization: org,
      ...locationBody(),
      website: 'https://acme.test',
      is_main: true,
    });
    expect(await locations.mainTimeZone(org)).toBe('America/Chicago');
    const second = await post(
      settingsPaths.locations(org),
      locationBody({ name: 'Branch', timezone: 'America/Denver' }),
    );
    expect(second.body.is_main).toBe(false);
    const third = await post(
      settingsPaths.locations(org),
      locationBody({
        name: 'New HQ',
        timezone: 'America/Los_Angeles',
        is_main: true,
        website: 'http://hq.acme.test/x',
      }),
    );
    expect(third.body).toMatchObject({ is_main: true, website: 'http://hq.acme.test/x' });
    expect(await locations.mainTimeZone(org)).toBe('America/Los_Angeles');
    const list = await get(settingsPaths.locations(org));
    expect(list.body.count).toBe(3);
    expect(list.body.results.map((l: { is_main: boolean }) => l.is_main)).toEqual([false, false, true]);

    const moved = await put(
      settingsPaths.location(org, second.body.id),
      locationBody({ name: 'Branch', is_main: true }),
    );
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ name: 'Branch', is_main: true, timezone: 'America/Chicago' });
    const mains = await t.dataSource
      .getRepository(LocationRow)
      .find({ where: { organizationId: org, isMain: true } });
    expect(mains.map((l) => l.id)).toEqual([second.body.id]);

    const unset = await put(
      settingsPaths.location(org, second.body.id),
      locationBody({ name: 'Branch', is_main: false }),
    );
    expect(unset.status).toBe(400);
    expect(unset.body).toEqual({ is_main: [settingsMessages.mainLocationRequired] });

    const renamed = await put(
      settingsPaths.location(org, first.body.id),
      locationBody({ name: 'Old office' }),
    );
    expect(renamed.body).toMatchObject({ name: 'Old office', is_main: false });
  });

  it('concurrent first locations make exactly one main', async () => {
    const org = await newOrg();
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((i) => post(settingsPaths.locations(org), locationBody({ name: `L${i}` }))),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const mains = await t.dataSource
      .getRepository(LocationRow)
      .count({ where: { organizationId: org, isMain: true } });
    expect(mains).toBe(1);
  });

  it('the main location cannot be deleted while others exist; others can; the last one can', async () => {
    const org = await newOrg();
    const main = (await post(settingsPaths.locations(org), locationBody())).body;
    const other = (await post(settingsPaths.locations(org), locationBody({ name: 'Other' }))).body;
    const refused = await del(settingsPaths.location(org, main.id));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ detail: settingsMessages.mainLocationDelete });
    expect((await del(settingsPaths.location(org, other.id))).status).toBe(204);
    expect((await del(settingsPaths.location(org, main.id))).status).toBe(204);
    expect((await get(settingsPaths.locations(org))).body).toEqual({ results: [], count: 0 });
    expect((await del(settingsPaths.location(org, main.id))).status).toBe(404);
    expect((await put(settingsPaths.location(org, main.id), locationBody())).status).toBe(404);
  });

  it('validates the payload with the form messages (website, email, lengths, timezone)', async () => {
    const res = await post(
      settingsPaths.locations(orgId),
      locationBody({
        name: '',
        website: 'not a site',
        email: 'nope',
        timezone: '',
        address: 'x'.repeat(201),
        city: 'x'.repeat(101),
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      name: [messages.fieldRequired('Name')],
      website: [messages.websiteInvalid],
      email: [messages.emailInvalid],
      timezone: [messages.fieldRequired('Timezone')],
      address: [messages.maxLength(200)],
      city: [messages.maxLength(100)],
    });
  });

  it('pages with page and page_size (25 by default)', async () => {
    const org = await newOrg();
    const repo = t.dataSource.getRepository(LocationRow);
    for (let i = 0; i < 27; i++) {
      await repo.save(repo.create({ organizationId: org, name: `L${i}`, timezone: 'UTC', isMain: i === 0 }));
    }
    const first = await get(settingsPaths.locations(org));
    expect(first.body.count).toBe(27);
    expect(first.body.results).toHaveLength(settingsConstants.locationsPageSize);
    expect((await get(`${settingsPaths.locations(org)}?page=2`)).body.results).toHaveLength(2);
    expect((await get(`${settingsPaths.locations(org)}?page=2&page_size=10`)).body.results[0].name).toBe(
      'L10',
    );
  });
});

describe('tags', () => {
  let org: number;
  beforeAll(async () => {
    org = await newOrg();
  });

  it('creates, refuses a duplicate name in any case, renames, counts contacts, pages and deletes', async () => {
    const vip = await post(settingsPaths.tags(org), { name: 'VIP' });
    expect(vip.status).toBe(201);
    expect(vip.body).toEqual({
      id: expect.any(Number),
      organization: org,
      name: 'VIP',
      leads_count: 0,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      is_webform: false,
    });
    const dup = await post(settingsPaths.tags(org), { name: ' vip ' });
    expect(dup.status).toBe(400);
    expect(dup.body).toEqual({ name: [tagNameTaken] });
    expect((await post(settingsPaths.tags(org), { name: '' })).body).toEqual({
      name: [messages.fieldRequired('Tag name')],
    });
    // Another organization may use the same name.
    expect((await post(settingsPaths.tags(orgId), { name: 'VIP' })).status).toBe(201);

    const cold = (await post(settingsPaths.tags(org), { name: 'Cold' })).body;
    const leads = await addLeads(org, 3);
    const lg = t.dataSource.getRepository(LeadGroup);
    for (const l of leads) await lg.save({ organizationId: org, leadId: l.id, groupId: vip.body.id });
    await lg.save({ organizationId: org, leadId: leads[0].id, groupId: cold.id });

    const list = await get(settingsPaths.tags(org));
    expect(list.body.count).toBe(2);
    expect(
      list.body.results.map((g: { name: string; leads_count: number }) => [g.name, g.leads_count]),
    ).toEqual([
      ['Cold', 1],
      ['VIP', 3],
    ]);
    const byCount = await get(`${settingsPaths.tags(org)}?ordering=-leads_count`);
    expect(byCount.body.results[0].name).toBe('VIP');
    const search = await get(`${settingsPaths.tags(org)}?search=CO`);
    expect(search.body.results.map((g: { name: string }) => g.name)).toEqual(['Cold']);
    const paged = await get(`${settingsPaths.tags(org)}?per_page=1&page=2`);
    expect(paged.body).toMatchObject({ count: 2, results: [{ name: 'VIP' }] });

    const inGroup = await get(`${settingsPaths.tagLeads(org, vip.body.id)}?per_page=2`);
    expect(inGroup.body.count).toBe(3);
    expect(inGroup.body.results).toHaveLength(2);

    const clash = await put(settingsPaths.tag(org, cold.id), { name: 'VIP' });
    expect(clash.body).toEqual({ name: [tagNameTaken] });
    const renamed = await put(settingsPaths.tag(org, cold.id), { name: 'Warm' });
    expect(renamed.body).toMatchObject({ id: cold.id, name: 'Warm', leads_count: 1 });
    const recase = await put(settingsPaths.tag(org, cold.id), { name: 'WARM' });
    expect(recase.body.name).toBe('WARM');

    expect((await del(settingsPaths.tag(org, vip.body.id))).status).toBe(204);
    expect(await lg.count({ where: { organizationId: org, groupId: vip.body.id } })).toBe(0);
    expect((await get(settingsPaths.tagLeads(org, vip.body.id))).status).toBe(404);
    expect((await put(settingsPaths.tag(org, vip.body.id), { name: 'x' })).status).toBe(404);
  });

  it('pages 10 by default', async () => {
    const o = await newOrg();
    for (let i = 0; i < 12; i++)
      await post(settingsPaths.tags(o), { name: `T${String(i).padStart(2, '0')}` });
    const res = await get(settingsPaths.tags(o));
    expect(res.body.count).toBe(12);
    expect(res.body.results).toHaveLength(settingsConstants.tagsPageSize);
  });
});

describe('representatives', () => {
  let org: number;
  let repOwner: BuiltUser;
  let withPhone: BuiltUser;
  let noPhone: BuiltUser;
  let ownerToken: string;

  beforeAll(async () => {
    repOwner = await aUser().verified().named('Zed', 'Boss').build();
    withPhone = await aUser().verified().named('Anna', 'Phone').build();
    noPhone = await aUser().verified().named('Bob', 'Nophone').build();
    const pending = await aUser().verified().named('Pat', 'Pending').build();
    await t.dataSource.getRepository(User).update(withPhone.id, { cellPhone: '+15550001111' });
    org = (
      await anOrganization()
        .ownedBy(repOwner)
        .withMember(withPhone)
        .withMember(noPhone)
        .withMember(pending, 'pending')
        .build()
    ).id;
    ownerToken = (await loginAs(t, repOwner)).access;
    await addLeads(org, 2, { accountRep: withPhone.id });
    await addLeads(org, 1, { salesRep: withPhone.id, serviceRep: withPhone.id });
    await addLeads(org, 1, { serviceRep: repOwner.id });
  });

  const membershipId = async (userId: number) =>
    (await t.dataSource.getRepository(OrganizationMember).findOneByOrFail({ organizationId: org, userId }))
      .id;

  it('lists accepted members as representatives, newest membership first (-id), with counts and defaults', async () => {
    const res = await get(settingsPaths.representatives(org), ownerToken);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(3);
    expect(res.body.results.map((r: { name: string }) => r.name)).toEqual([
      'Bob Nophone',
      'Anna Phone',
      'Zed Boss',
    ]);
    expect(res.body.results[1]).toEqual({
      id: await membershipId(withPhone.id),
      user_id: withPhone.id,
      name: 'Anna Phone',
      email: withPhone.email,
      cell_phone: '+15550001111',
      role_title: 'None',
      status: 'accepted',
      managed_contacts: 3,
      sms_notif: false,
    });
    expect(res.body.results[2]).toMatchObject({ managed_contacts: 1, status: 'accepted' });
    expect(res.body.results[0]).toMatchObject({ managed_contacts: 0, cell_phone: null });
  });

  it('searches name and email, orders and pages with page_size', async () => {
    const names = async (q: string) =>
      (await get(`${settingsPaths.representatives(org)}?${q}`, ownerToken)).body.results.map(
        (r: { name: string }) => r.name,
      );
    expect(await names('search=anna')).toEqual(['Anna Phone']);
    expect(await names(`search=${encodeURIComponent(noPhone.email.toUpperCase())}`)).toEqual(['Bob Nophone']);
    expect(await names('ordering=name')).toEqual(['Anna Phone', 'Bob Nophone', 'Zed Boss']);
    expect(await names('ordering=-managed_contacts')).toEqual(['Anna Phone', 'Zed Boss', 'Bob Nophone']);
    expect(await names('ordering=id')).toEqual(['Zed Boss', 'Anna Phone', 'Bob Nophone']);
    expect(await names('page=2&page_size=2')).toEqual(['Zed Boss']);
  });

  it('reads one representative and the contacts they manage', async () => {
    const id = await membershipId(withPhone.id);
    const one = await get(settingsPaths.representative(org, id), ownerToken);
    expect(one.body).toMatchObject({ id, user_id: withPhone.id, managed_contacts: 3 });
    const leads = await get(settingsPaths.representativeLeads(org, id), ownerToken);
    expect(leads.body.count).toBe(3);
    expect(
      (await get(settingsPaths.representativeLeads(org, await membershipId(noPhone.id)), ownerToken)).body,
    ).toEqual({ results: [], count: 0 });
    expect((await get(settingsPaths.representative(org, 999999), ownerToken)).status).toBe(404);
  });

  it('changes role title and SMS notifications under the rules', async () => {
    const title = await patch(
      settingsPaths.representatives(org),
      { user_id: noPhone.id, role_title: 'Sales' },
      ownerToken,
    );
    expect(title.status).toBe(200);
    expect(title.body).toMatchObject({ user_id: noPhone.id, role_title: 'Sales', sms_notif: false });

    const smsNoPhone = await patch(
      settingsPaths.representatives(org),
      { user_id: noPhone.id, sms_notif: true },
      ownerToken,
    );
    expect(smsNoPhone.status).toBe(400);
    expect(smsNoPhone.body).toEqual({ detail: settingsMessages.userHasNoPhone });
    const smsOff = await patch(
      settingsPaths.representatives(org),
      { user_id: noPhone.id, sms_notif: false },
      ownerToken,
    );
    expect(smsOff.status).toBe(200);

    const sms = await patch(
      settingsPaths.representatives(org),
      { user_id: withPhone.id, sms_notif: true },
      ownerToken,
    );
    expect(sms.status).toBe(200);
    expect(sms.body).toMatchObject({ sms_notif: true, role_title: 'None', managed_contacts: 3 });

    const locked = await patch(
      settingsPaths.representatives(org),
      { user_id: withPhone.id, role_title: 'Account' },
      ownerToken,
    );
    expect(locked.status).toBe(400);
    expect(locked.body).toEqual({ detail: settingsMessages.representativeHasContacts });
    const unchanged = await patch(
      settingsPaths.representatives(org),
      { user_id: withPhone.id, role_title: 'None', sms_notif: false },
      ownerToken,
    );
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.sms_notif).toBe(false);

    const bad = await patch(
      settingsPaths.representatives(org),
      { user_id: withPhone.id, role_title: 'Boss' },
      ownerToken,
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(['role_title']);
    const stranger = await patch(
      settingsPaths.representatives(org),
      { user_id: member.id, role_title: 'Sales' },
      ownerToken,
    );
    expect(stranger.status).toBe(404);

    const list = await get(`${settingsPaths.representatives(org)}?ordering=role_title`, ownerToken);
    expect(list.body.results.map((r: { role_title: string }) => r.role_title)).toEqual([
      'None',
      'None',
      'Sales',
    ]);
  });
});
