import {
  leadsExtraMessages as X,
  leadsExtraPaths as XP,
  leadsMessages,
  leadsPaths as P,
  messages,
  settingsPaths,
} from '@ensemble/contracts';
import { Lead, LeadGroup, LeadHistory } from '../src/modules/contacts/leads/lead.entity';
import { LeadJob } from '../src/modules/contacts/leads/lead-job.entity';
import { LeadMovesJob } from '../src/modules/contacts/leads/lead-moves.job';
import { MarketingGroup } from '../src/modules/contacts/settings/settings.entities';
import { anOrganization } from './builders/organization.builder';
import { bearer } from './support/auth';
import { signedInForAllTests, startWithForeignOrg } from './support/signed-in';
import { api } from './support/api-client';

const spec = signedInForAllTests(startWithForeignOrg);
const { get, post } = spec;

const newOrg = async () => (await anOrganization().ownedBy(spec.owner).build()).id;
async function newTag(org: number, name: string): Promise<number> {
  const res = await post(settingsPaths.tags(org), { name });
  expect(res.status).toBe(201);
  return res.body.id;
}
async function newLead(org: number, state: string, over: Partial<Lead> = {}): Promise<number> {
  const first = over.firstName ?? 'Ada';
  const last = over.lastName ?? 'Lovelace';
  const lead = await spec.t.dataSource.getRepository(Lead).save({
    organizationId: org,
    fsmState: state,
    firstName: first,
    lastName: last,
    firstNameNormalized: first.toLowerCase(),
    lastNameNormalized: last.toLowerCase(),
    email: `${first}.${last}.${Math.random().toString(36).slice(2, 8)}@example.test`.toLowerCase(),
    ...over,
  });
  return lead.id;
}
async function tagCount(org: number, id: number): Promise<number> {
  const res = await get(settingsPaths.tags(org));
  return res.body.results.find((g: { id: number }) => g.id === id).leads_count;
}
async function waitDone(org: number, jobId: number) {
  const deadline = Date.now() + 15_000;
  let job = (await get(XP.moveJob(org, jobId))).body;
  while (job.status !== 'done' && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    job = (await get(XP.moveJob(org, jobId))).body;
  }
  return job;
}
async function newList(org: number, title = 'Target'): Promise<number> {
  return (await post(P.opportunityLists(org), { title })).body.id;
}

describe('tags on contacts', () => {
  it('adds and removes tags, reflected in groups and leads_count, idempotently', async () => {
    const org = await newOrg();
    const vip = await newTag(org, 'VIP');
    const fair = await newTag(org, 'Fair');
    const a = await newLead(org, 'Prospect');
    const b = await newLead(org, 'Prospect', { firstName: 'Bob' });

    const body = { lead_ids: [a, b], group_ids: [vip, fair], fsm_state: 'Prospect', is_add: true };
    const add = await post(XP.addGroupsToLeads(org), body);
    expect(add.status).toBe(200);
    expect(add.body).toEqual({ detail: X.tagsAdded, count: 4 });
    expect((await post(XP.addGroupsToLeads(org), body)).body.count).toBe(0);
    const rec = await get(P.prospect(org, a));
    expect(rec.body.groups).toEqual([
      { id: fair, name: 'Fair' },
      { id: vip, name: 'VIP' },
    ]);
    expect(await tagCount(org, vip)).toBe(2);

    const off = await post(XP.addGroupsToLeads(org), { lead_ids: [a], group_ids: [vip], is_add: false });
    expect(off.body).toEqual({ detail: X.tagsRemoved, count: 1 });
    const rm = await post(XP.removeLeadsFromGroup(org, fair), { lead_ids: [a, b] });
    expect(rm.status).toBe(200);
    expect(rm.body).toEqual({ detail: X.tagsRemoved, count: 2 });
    expect((await get(P.prospect(org, a))).body.groups).toEqual([]);
    expect(await tagCount(org, vip)).toBe(1);
    const hist = await spec.t.dataSource
      .getRepository(LeadHistory)
      .findBy({ organizationId: org, leadId: a });
    expect(hist.map((h) => h.action)).toEqual(['add_tags', 'add_tags', 'remove_tags', 'remove_tags']);
  });

  it('needs tags, and refuses foreign or out-of-scope ids', async () => {
    const org = await newOrg();
    const tag = await newTag(org, 'VIP');
    const a = await newLead(org, 'Prospect');
    const none = await post(XP.addGroupsToLeads(org), { lead_ids: [a], group_ids: [], is_add: true });
    expect(none.status).toBe(400);
    expect(none.body.group_ids).toEqual([X.noTagsSelected]);
    const noLeads = await post(XP.addGroupsToLeads(org), { lead_ids: [], group_ids: [tag] });
    expect(noLeads.body.lead_ids).toEqual([leadsMessages.idsRequired]);

    const foreignLead = await newLead(spec.foreignOrg.id, 'Prospect');
    const foreignTag = (
      await spec.t.dataSource
        .getRepository(MarketingGroup)
        .save({ organizationId: spec.foreignOrg.id, name: 'Theirs', nameNormalized: 'theirs' })
    ).id;
    const r1 = await post(XP.addGroupsToLeads(org), { lead_ids: [a, foreignLead], group_ids: [tag] });
    expect(r1.status).toBe(404);
    expect(r1.body.detail).toBe(messages.notFound);
    const r2 = await post(XP.addGroupsToLeads(org), { lead_ids: [a], group_ids: [foreignTag] });
    expect(r2.status).toBe(400);
    expect(r2.body.group_ids).toEqual([messages.invalidChoice]);
    const r3 = await post(XP.addGroupsToLeads(org), { lead_ids: [a], group_ids: [tag], fsm_state: 'Client' });
    expect(r3.status).toBe(404);
    expect((await post(XP.removeLeadsFromGroup(org, foreignTag), { lead_ids: [a] })).status).toBe(404);
    expect((await post(XP.removeLeadsFromGroup(org, tag), { lead_ids: [foreignLead] })).status).toBe(404);
    expect(await spec.t.dataSource.getRepository(LeadGroup).countBy({ organizationId: org })).toBe(0);
  });
});

describe('search', () => {
  it('lead search: prefix over all stages, pages of per_page with next', async () => {
    const org = await newOrg();
    const ids: number[] = [];
    for (const state of ['Opportunity', 'Prospect', 'Client', 'Former Clients', 'Other']) {
      ids.push(await newLead(org, state, { firstName: 'Zelda', lastName: state.replace(' ', '') }));
    }
    await newLead(org, 'Client', { firstName: 'Adam', lastName: 'Zed' });
    await newLead(spec.foreignOrg.id, 'Client', { firstName: 'Zelda', lastName: 'Foreign' });

    const p1 = await get(`${XP.search(org)}?query=zel&page=1&per_page=3`);
    expect(p1.status).toBe(200);
    expect(p1.body.next).toBe(2);
    expect(p1.body.results.map((r: { id: number }) => r.id)).toEqual([ids[4], ids[3], ids[2]]);
    const p2 = await get(`${XP.search(org)}?query=zel&page=2&per_page=3`);
    expect(p2.body.next).toBeNull();
    expect(p2.body.results.map((r: { id: number }) => r.id)).toEqual([ids[1], ids[0]]);
    expect(p2.body.results[0]).toMatchObject({ first_name: 'Zelda', fsm_state: 'Prospect' });
    // Prefix only: 'elda' is inside 'Zelda' but not a prefix; last names match too.
    expect((await get(`${XP.search(org)}?query=elda`)).body.results).toEqual([]);
    expect((await get(`${XP.search(org)}?query=zed`)).body.results).toHaveLength(1);
    expect((await get(`${XP.search(org)}?per_page=51`)).status).toBe(400);
    expect((await get(`${XP.search(org)}`)).body.results).toHaveLength(6);
  });

  it('global search: 3+ characters, at most 50, with the record-page route per stage', async () => {
    const org = await newOrg();
    const list = await newList(org);
    const opp = await newLead(org, 'Opportunity', { firstName: 'Grace', leadListId: list });
    const pro = await newLead(org, 'Prospect', { firstName: 'Grace' });
    const cli = await newLead(org, 'Client', { firstName: 'Grace' });
    const fmr = await newLead(org, 'Former Clients', { firstName: 'Grace' });
    const oth = await newLead(org, 'Other', {
      firstName: 'Grace',
      lastName: 'Hopper',
      cellPhone: '+15551234567',
    });

    const short = await get(`${XP.globalSearch(org)}?query=gr`);
    expect(short.status).toBe(200);
    expect(short.body).toEqual({ results: [] });
    const res = await get(`${XP.globalSearch(org)}?query=GRA`);
    expect(res.status).toBe(200);
    expect(res.body.results.map((r: { route: string }) => r.route)).toEqual([
      `/composition/others/${org}/other/${oth}`,
      `/composition/former-clients/${org}/former-client/${fmr}`,
      `/composition/clients/${org}/client/${cli}`,
      `/composition/prospects/${org}/prospect/${pro}`,
      `/composition/opportunity-lists/${org}/list/${list}/contact/${opp}`,
    ]);
    expect(res.body.results[0]).toEqual({
      id: oth,
      name: 'Grace Hopper',
      email: expect.stringContaining('@example.test'),
      cell_phone: '+15551234567',
      fsm_state: 'Other',
      route: `/composition/others/${org}/other/${oth}`,
    });
    expect(
      (await get(`${XP.globalSearch(org)}?query=555123`)).body.results.map((r: { id: number }) => r.id),
    ).toEqual([oth]);
    for (let i = 0; i < 52; i++) await newLead(org, 'Other', { firstName: `Many${i}` });
    expect((await get(`${XP.globalSearch(org)}?query=many`)).body.results).toHaveLength(50);
  });
});

describe('move to an opportunity list', () => {
  it('moves selected prospects into an existing list, or clients into a new one, with history', async () => {
    const org = await newOrg();
    const list = await newList(org, 'Existing');
    const a = await newLead(org, 'Prospect');
    const b = await newLead(org, 'Prospect');
    const keep = await newLead(org, 'Prospect');
    const client = await newLead(org, 'Client');

    const res = await post(XP.prospectsMove(org), { ids: [a, b, client], lead_list_id: list });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: X.contactsMoved, count: 2, opportunity_list_id: list });
    const moved = await spec.t.dataSource.getRepository(Lead).findBy({ organizationId: org });
    const byId = new Map(moved.map((l) => [l.id, l]));
    expect(byId.get(a)).toMatchObject({ fsmState: 'Opportunity', leadListId: list });
    expect(byId.get(keep)?.fsmState).toBe('Prospect');
    expect(byId.get(client)?.fsmState).toBe('Client');
    expect((await get(P.opportunityList(org, list))).body.leads_count).toBe(2);

    const fresh = await post(XP.clientsMove(org), { ids: [client], mode: 'new', title: 'From clients' });
    expect(fresh.status).toBe(200);
    expect((await get(P.opportunityList(org, fresh.body.opportunity_list_id))).body).toMatchObject({
      title: 'From clients',
      leads_count: 1,
    });

    const h = await get(XP.history(a));
    expect(h.status).toBe(200);
    expect(h.body.history[0]).toMatchObject({
      action: 'move',
      user: { firstName: 'Olive', lastName: 'Owner' },
      type: 'lead',
    });
    expect(h.body.history.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['fsm_state', 'lead_list_id']),
    );
  });

  it('validates the selection and the list choice', async () => {
    const org = await newOrg();
    const a = await newLead(org, 'Prospect');
    expect((await post(XP.prospectsMove(org), { lead_list_id: 1 })).body.ids).toEqual([
      leadsMessages.idsRequired,
    ]);
    expect((await post(XP.prospectsMove(org), { ids: [a] })).body.lead_list_id).toEqual([
      leadsMessages.selectListFirst,
    ]);
    expect((await post(XP.prospectsMove(org), { ids: [a], mode: 'new' })).body.title).toEqual([
      leadsMessages.listNameRequired,
    ]);
    const foreignList = (
      await spec.t.http
        .post(api(P.opportunityLists(spec.foreignOrg.id)))
        .set(bearer(spec.token))
        .send({ title: 'x' })
    ).status;
    expect(foreignList).toBe(404);
    const other = await newOrg();
    const otherList = await newList(other);
    const cross = await post(XP.prospectsMove(org), { ids: [a], lead_list_id: otherList });
    expect(cross.status).toBe(404);
    expect(cross.body.detail).toBe(messages.notFound);
  });

  it('move_all and large selections run as a job that completes and never moves twice', async () => {
    const org = await newOrg();
    const list = await newList(org);
    const prospects: number[] = [];
    for (let i = 0; i < 7; i++) prospects.push(await newLead(org, 'Prospect'));
    const client = await newLead(org, 'Client');

    const res = await post(XP.prospectsMove(org), { move_all: true, lead_list_id: list });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      detail: X.movingInBackground,
      job_id: expect.any(Number),
      opportunity_list_id: list,
    });
    const jobId = res.body.job_id;
    const job = await waitDone(org, jobId);
    expect(job).toMatchObject({ status: 'done', processed: 7, error: null });
    expect((await get(P.opportunityList(org, list))).body.leads_count).toBe(7);
    expect((await spec.t.dataSource.getRepository(Lead).findOneByOrFail({ id: client })).fsmState).toBe(
      'Client',
    );
    const historyCount = () =>
      spec.t.dataSource.getRepository(LeadHistory).countBy({ organizationId: org, action: 'move' });
    const before = await historyCount();
    expect(before).toBe(14); // fsm_state and lead_list_id per contact

    // Delivered again: not claimable. Forced back to pending: runs, but nothing is left to move.
    const moves = spec.t.app.get(LeadMovesJob);
    expect(await moves.process(jobId)).toBe(0);
    await spec.t.dataSource.getRepository(LeadJob).update({ id: jobId }, { status: 'pending' });
    expect(await moves.process(jobId)).toBe(0);
    expect(await historyCount()).toBe(before);

    // A prospect added after the request is not swept into that job.
    const late = await newLead(org, 'Prospect');
    await spec.t.dataSource.getRepository(LeadJob).update({ id: jobId }, { status: 'pending' });
    await moves.process(jobId);
    expect((await spec.t.dataSource.getRepository(Lead).findOneByOrFail({ id: late })).fsmState).toBe(
      'Prospect',
    );

    // More than 500 ids also go to the background (ids that are not prospects are skipped).
    const big = await post(XP.prospectsMove(org), {
      ids: [late, ...Array.from({ length: 600 }, (_, i) => 10_000_000 + i)],
      lead_list_id: list,
    });
    expect(big.status).toBe(202);
    const row = await spec.t.dataSource.getRepository(LeadJob).findOneByOrFail({ id: big.body.job_id });
    expect(row.payload.ids).toHaveLength(601);
    expect(await waitDone(org, big.body.job_id)).toMatchObject({ status: 'done', processed: 1 });
    expect((await spec.t.dataSource.getRepository(Lead).findOneByOrFail({ id: late })).fsmState).toBe(
      'Opportunity',
    );
    expect((await get(XP.moveJob(spec.foreignOrg.id, jobId))).status).toBe(404);
    expect((await get(XP.moveJob(org + 100000, jobId))).status).toBe(404);
  });
});

describe('history', () => {
  it('is newest first, and a lead of another organization is 404', async () => {
    const org = await newOrg();
    const created = await post(P.prospects(org), {
      first_name: 'Ada',
      last_name: 'L',
      email: 'ada@example.test',
    });
    const id = created.body.id;
    await spec.t.http
      .put(api(P.prospect(org, id)))
      .set(bearer(spec.token))
      .send({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.test' });
    const res = await get(XP.history(id));
    expect(res.status).toBe(200);
    expect(res.body.notes_history).toEqual([]);
    expect(res.body.history[0]).toMatchObject({
      action: 'update',
      field: 'last_name',
      old_value: 'L',
      new_value: 'Lovelace',
      value: 'last_name: L → Lovelace',
    });
    const ids = res.body.history.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));

    const foreign = await newLead(spec.foreignOrg.id, 'Prospect');
    const hidden = await get(XP.history(foreign));
    expect(hidden.status).toBe(404);
    expect(hidden.body.detail).toBe(messages.notFound);
    expect((await get(XP.history(99_999_999))).status).toBe(404);
    expect((await spec.t.http.get(api(XP.history(id)))).status).toBe(401);
  });
});
