import {
  billingMessages,
  bulkSyncMax,
  emailRejectedBy,
  leadsCsvMessages as C,
  leadsExtraPaths as XP,
  leadsMessages,
  leadsPaths as P,
} from '@ensemble/contracts';
import type { Response } from 'supertest';
import { In } from 'typeorm';
import { Lead, LeadHistory, LeadList } from '../src/modules/contacts/leads/lead.entity';
import { BillingProductRow } from '../src/engine/providers/payments/local/catalogue.entities';
import { subscribed } from './builders/billing.builder';
import { aLead } from './builders/lead.builder';
import { anOrganization } from './builders/organization.builder';
import { signedInForAllTests, startSignedIn } from './support/signed-in';

const spec = signedInForAllTests(startSignedIn);
const { get, post, put } = spec;

const newOrg = () => anOrganization().ownedBy(spec.owner).build();
const leads = () => spec.t.dataSource.getRepository(Lead);
const remaining = (ids: number[]) => leads().countBy({ id: In(ids) });
const historyOf = (org: number, action: string) =>
  spec.t.dataSource.getRepository(LeadHistory).countBy({ organizationId: org, action });

async function waitDone(org: number, jobId: number) {
  const deadline = Date.now() + 20_000;
  let job = (await get(XP.moveJob(org, jobId))).body;
  while (job.status !== 'done' && job.status !== 'failed' && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    job = (await get(XP.moveJob(org, jobId))).body;
  }
  return job;
}

/** A 202 answering `detail` with the id of a job, which then ends done as `job` says. */
async function expectJobDone(org: number, res: Response, detail: string, job: object): Promise<void> {
  expect(res.status).toBe(202);
  expect(res.body).toEqual({ detail, job_id: expect.any(Number) });
  expect(await waitDone(org, res.body.job_id)).toMatchObject({ status: 'done', ...job });
}

describe('bulk delete', () => {
  it('deletes a small selection in the request, ignoring other stages and organizations', async () => {
    const org = await newOrg();
    const foreign = await aLead()
      .inOrganization(await anOrganization().build())
      .client()
      .build();
    const clients = await aLead().inOrganization(org).client().buildMany(3);
    const prospect = await aLead().inOrganization(org).prospect().build();

    const res = await post(P.clientsBulkDelete(org.id), { ids: [...clients, prospect.id, foreign.id] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: 3 });
    expect(await remaining(clients)).toBe(0);
    expect(await remaining([prospect.id, foreign.id])).toBe(2);
    expect(await historyOf(org.id, 'delete')).toBe(3);

    const none = await post(P.clientsBulkDelete(org.id), {});
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ ids: [leadsMessages.idsRequired] });
  });

  it('all: true deletes every contact of the stage as a job, with history', async () => {
    const org = await newOrg();
    const prospects = await aLead().inOrganization(org).prospect().buildMany(12);
    const client = await aLead().inOrganization(org).client().build();

    const res = await post(P.prospectsBulkDelete(org.id), { all: true });
    await expectJobDone(org.id, res, C.deletingInBackground, { kind: 'delete', processed: 12, error: null });
    expect(await remaining(prospects)).toBe(0);
    expect(await remaining([client.id])).toBe(1);
    expect(await historyOf(org.id, 'delete')).toBe(12);
    expect((await get(`${P.prospects(org.id)}`)).body.count).toBe(0);
  });

  it('more ids than the sync maximum run as a job; opportunities only within the list in the path', async () => {
    const org = await newOrg();
    const list = (await post(P.opportunityLists(org.id), { title: 'Fair' })).body.id as number;
    const other = (await post(P.opportunityLists(org.id), { title: 'Other fair' })).body.id as number;
    const inList = await aLead()
      .inOrganization(org)
      .opportunity(list)
      .buildMany(bulkSyncMax + 1);
    const elsewhere = await aLead().inOrganization(org).opportunity(other).build();

    const res = await post(P.opportunitiesBulkDelete(org.id, list), { ids: [...inList, elsewhere.id] });
    expect(res.status).toBe(202);
    expect(res.body.detail).toBe(C.deletingInBackground);
    expect(await waitDone(org.id, res.body.job_id)).toMatchObject({
      status: 'done',
      processed: inList.length,
    });
    expect(await remaining(inList)).toBe(0);
    expect(await remaining([elsewhere.id])).toBe(1);

    // all: true takes the list in the path only; a list of another organization is not found.
    const res2 = await post(P.opportunitiesBulkDelete(org.id, other), { all: true });
    expect(res2.status).toBe(202);
    expect(await waitDone(org.id, res2.body.job_id)).toMatchObject({ status: 'done', processed: 1 });
    const foreignOrg = await anOrganization().build();
    const foreignList = await spec.t.dataSource
      .getRepository(LeadList)
      .save({ organizationId: foreignOrg.id, title: 'Theirs', kind: 'opportunity' });
    const theirs = await aLead().inOrganization(foreignOrg).opportunity(foreignList.id).build();
    expect((await post(P.opportunitiesBulkDelete(org.id, foreignList.id), { all: true })).status).toBe(404);
    expect(await remaining([theirs.id])).toBe(1);
    expect((await get(XP.moveJob(foreignOrg.id, res.body.job_id))).status).toBe(404);
  });

  it('former clients and others accept all: true too', async () => {
    const org = await newOrg();
    const former = await aLead().inOrganization(org).formerClient().buildMany(2);
    const others = await aLead().inOrganization(org).other().buildMany(2);
    for (const [path, ids] of [
      [P.formerClientsBulkDelete(org.id), former],
      [P.othersBulkDelete(org.id), others],
    ] as const) {
      const res = await post(path, { all: true });
      expect(res.status).toBe(202);
      expect(await waitDone(org.id, res.body.job_id)).toMatchObject({ status: 'done', processed: 2 });
      expect(await remaining([...ids])).toBe(0);
    }
  });
});

describe('bulk demote', () => {
  it('demotes a selection in the request, and all: true as a job into the Demoted list', async () => {
    const org = await newOrg();
    const [a, b] = await aLead().inOrganization(org).client().buildMany(2);
    const sync = await post(P.clientsBulkDemote(org.id), { ids: [a], target: 'prospect' });
    expect(sync.status).toBe(200);
    expect(sync.body).toEqual({ detail: leadsMessages.clientDemoted, count: 1, opportunity_list_id: null });
    expect((await leads().findOneByOrFail({ id: a })).fsmState).toBe('Prospect');

    const more = await aLead().inOrganization(org).prospect().buildMany(5);
    const res = await post(P.prospectsBulkDemote(org.id), { all: true, target: 'opportunity' });
    await expectJobDone(org.id, res, C.demotingInBackground, { kind: 'demote', processed: 6 });
    const moved = await leads().findBy({ id: In([a, ...more]) });
    const demoted = await spec.t.dataSource
      .getRepository(LeadList)
      .findOneByOrFail({ organizationId: org.id, kind: 'demoted' });
    expect(moved.every((l) => l.fsmState === 'Opportunity' && l.leadListId === demoted.id)).toBe(true);
    expect((await leads().findOneByOrFail({ id: b })).fsmState).toBe('Client');
    expect(await historyOf(org.id, 'demote')).toBeGreaterThanOrEqual(6);

    const none = await post(P.clientsBulkDemote(org.id), { target: 'other' });
    expect(none.body).toEqual({ ids: [leadsMessages.idsRequired] });
  });
});

describe("the email provider's verdict", () => {
  it('rejects an address the provider calls invalid unless force is true, on create and on change', async () => {
    const org = await newOrg();
    const person = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@nowhere.invalid' };
    const rejected = await post(P.prospects(org.id), person);
    expect(rejected.status).toBe(400);
    expect(rejected.body).toEqual({ email: [emailRejectedBy('Outbox')] });

    const forced = await post(P.prospects(org.id), { ...person, force: true });
    expect(forced.status).toBe(201);
    const id = forced.body.id as number;
    // Unchanged address: not asked again.
    expect((await put(P.prospect(org.id, id), { ...person, first_name: 'Augusta' })).status).toBe(200);

    const client = (await post(P.clients(org.id), { ...person, email: 'ada@example.com' })).body.id as number;
    const changed = await put(P.client(org.id, client), { ...person });
    expect(changed.body).toEqual({ email: [emailRejectedBy('Outbox')] });
    expect((await put(P.client(org.id, client), { ...person, force: true })).status).toBe(200);
  });
});

describe('the plan contacts limit', () => {
  it('answers planLimitReached once an organization on a plan has its contacts; without a plan no limit', async () => {
    const org = await newOrg();
    await subscribed(org, 'price_solo_month');
    await spec.t.dataSource
      .getRepository(BillingProductRow)
      .update({ id: 'prod_solo' }, { metadata: { contacts: 2, user_seats: 1 } });
    await aLead().inOrganization(org).client().build();
    const person = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.test' };
    expect((await post(P.clients(org.id), person)).status).toBe(201);

    const over = await post(P.others(org.id), { ...person, email: 'b@example.test' });
    expect(over.status).toBe(403);
    expect(over.body).toEqual({ detail: billingMessages.planLimitReached('contacts', 2) });

    const free = await newOrg();
    await aLead().inOrganization(free).client().buildMany(3);
    expect((await post(P.clients(free.id), person)).status).toBe(201);
  });
});
