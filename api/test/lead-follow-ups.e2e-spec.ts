import {
  addDaysToDate,
  leadFollowUpMessages,
  leadFollowUpPaths as F,
  leadsPaths as P,
  messages,
  settingsPaths as S,
  todayInTimeZone,
  defaultTimeZone,
} from '@ensemble/contracts';
import { LeadFollowUp } from '../src/modules/contacts/lead-follow-ups/lead-follow-up.entity';
import { Lead, LeadHistory } from '../src/modules/contacts/leads/lead.entity';
import { LeadSource } from '../src/modules/contacts/settings/settings.entities';
import { subscribed } from './builders/billing.builder';
import { anOrganization } from './builders/organization.builder';
import { csvImports } from './support/csv-imports';
import { signedInForAllTests, startSignedIn } from './support/signed-in';

const spec = signedInForAllTests(startSignedIn);
const { get, post, put, del } = spec;
const { upload, finished } = csvImports(
  () => spec.t,
  () => spec.token,
);

async function newOrg(): Promise<number> {
  return (await anOrganization().ownedBy(spec.owner).build()).id;
}
async function newProspect(org: number, email = 'pat@example.test'): Promise<number> {
  const res = await post(P.prospects(org), { first_name: 'Pat', last_name: 'Prospect', email });
  expect(res.status).toBe(201);
  return res.body.id;
}
async function strategy(org: number, days: (number | null)[]): Promise<void> {
  const [first, second, third, fourth, fifth] = days;
  const res = await put(S.followUpStrategy(org), {
    first_follow_up_date: first ?? null,
    second_follow_up_date: second ?? null,
    third_follow_up_date: third ?? null,
    fourth_follow_up_date: fourth ?? null,
    fifth_follow_up_date: fifth ?? null,
  });
  expect(res.status).toBe(200);
}
async function followUps(org: number, lead: number, ordering = 'date') {
  const res = await get(`${F.followUps(org, lead)}?ordering=${ordering}`);
  expect(res.status).toBe(200);
  return res.body as { id: number; date: string; text: string; completed: boolean; missed: boolean }[];
}
async function actions(org: number, leadId: number): Promise<string[]> {
  const rows = await spec.t.dataSource
    .getRepository(LeadHistory)
    .find({ where: { organizationId: org, leadId }, order: { id: 'ASC' } });
  // One row per changed field: consecutive rows of one action are one change.
  return rows.map((r) => r.action).filter((a, i, all) => i === 0 || all[i - 1] !== a);
}

describe('follow-up strategy', () => {
  it("gives a new prospect today + N days for each set slot, in the main location's time zone", async () => {
    const org = await newOrg();
    const zone = 'Pacific/Kiritimati';
    expect((await post(S.locations(org), { name: 'HQ', timezone: zone, is_main: true })).status).toBe(201);
    await strategy(org, [3, null, 10, null, 90]);
    const lead = await newProspect(org);
    const today = todayInTimeZone(zone);
    const list = await followUps(org, lead);
    expect(list.map((f) => f.date)).toEqual([
      addDaysToDate(today, 3),
      addDaysToDate(today, 10),
      addDaysToDate(today, 90),
    ]);
    expect(list.every((f) => !f.completed && !f.missed)).toBe(true);
    expect(await actions(org, lead)).toEqual(['create', 'follow_up_added']);
    const added = await spec.t.dataSource.getRepository(LeadHistory).find({
      where: { organizationId: org, leadId: lead, action: 'follow_up_added' },
      order: { id: 'ASC' },
    });
    expect(added.map((h) => h.newValue)).toEqual(list.map((f) => f.date));
  });

  it('gives nothing without a strategy, and nothing to other stages', async () => {
    const org = await newOrg();
    expect(await followUps(org, await newProspect(org))).toEqual([]);
    await strategy(org, [1]);
    const client = await post(P.clients(org), {
      first_name: 'Cleo',
      last_name: 'Client',
      email: 'cleo@example.test',
    });
    expect(client.status).toBe(201);
    expect(await spec.t.dataSource.getRepository(LeadFollowUp).countBy({ leadId: client.body.id })).toBe(0);
  });

  it('seeds contacts promoted into Prospect; one coming back with open dates gets no duplicates', async () => {
    const org = await newOrg();
    await strategy(org, [2, 5]);
    const source = await spec.t.dataSource
      .getRepository(LeadSource)
      .save({ organizationId: org, name: 'Web' });
    const list = (await post(P.opportunityLists(org), { title: 'Fair' })).body.id as number;
    const opp = (
      await post(P.opportunities(org, list), {
        first_name: 'Opal',
        last_name: 'Opportunity',
        email: 'opal@example.test',
      })
    ).body.id as number;
    expect((await post(P.opportunityPromote(org, list, opp), { lead_source: source.id })).status).toBe(200);
    expect((await followUps(org, opp)).length).toBe(2);

    // To client and back while both dates are open: still two.
    expect((await post(P.prospectPromote(org, opp))).status).toBe(200);
    expect((await post(P.clientDemote(org, opp), { target: 'prospect' })).status).toBe(200);
    const open = await followUps(org, opp);
    expect(open.length).toBe(2);

    // Every date completed: the next return starts a fresh round.
    for (const f of open) {
      expect((await put(F.followUp(org, opp, f.id), { ...f, completed: true })).status).toBe(200);
    }
    expect((await post(P.prospectPromote(org, opp))).status).toBe(200);
    expect((await post(P.clientDemote(org, opp), { target: 'prospect' })).status).toBe(200);
    const after = await followUps(org, opp);
    expect(after.length).toBe(4);
    expect(after.filter((f) => !f.completed).length).toBe(2);
  });

  it('gives prospects imported from a CSV file the strategy dates', async () => {
    const built = await anOrganization().ownedBy(spec.owner).build();
    await subscribed(built);
    const org = built.id;
    await strategy(org, [null, 7]);
    const csv = `FirstName,LastName,Email\n${Array.from({ length: 3 }, (_, i) => `F${i},L${i},p${i}@example.test`).join('\n')}\n`;
    const started = await upload(org, csv, { bucket: 'prospect' });
    expect(started.status).toBe(202);
    expect(await finished(org, started.body.job_id)).toMatchObject({ status: 'done', created: 3 });
    const leads = await spec.t.dataSource
      .getRepository(Lead)
      .findBy({ organizationId: org, fsmState: 'Prospect' });
    expect(leads).toHaveLength(3);
    const expected = addDaysToDate(todayInTimeZone(defaultTimeZone), 7);
    for (const l of leads) expect((await followUps(org, l.id)).map((f) => f.date)).toEqual([expected]);
  });
});

describe('follow-up dates', () => {
  it('adds, orders by date (and -date), derives missed, completes, updates and deletes with history', async () => {
    const org = await newOrg();
    const lead = await newProspect(org);
    const today = todayInTimeZone(defaultTimeZone);
    const past = await post(F.followUps(org, lead), { date: addDaysToDate(today, -2), text: 'Late call' });
    expect(past.status).toBe(201);
    expect(past.body).toEqual({
      id: expect.any(Number),
      lead,
      date: addDaysToDate(today, -2),
      text: 'Late call',
      completed: false,
      missed: true,
    });
    const soon = (await post(F.followUps(org, lead), { date: addDaysToDate(today, 4), text: 'Email' })).body;
    const now = (await post(F.followUps(org, lead), { date: today, text: 'Today', completed: false })).body;
    expect(now.missed).toBe(false);

    expect((await followUps(org, lead)).map((f) => f.text)).toEqual(['Late call', 'Today', 'Email']);
    expect((await followUps(org, lead, '-date')).map((f) => f.text)).toEqual(['Email', 'Today', 'Late call']);
    expect((await get(`${F.followUps(org, lead)}?ordering=text`)).status).toBe(400);

    const done = await put(F.followUp(org, lead, past.body.id), {
      date: past.body.date,
      text: 'Late call',
      completed: true,
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ completed: true, missed: false });
    const edited = await put(F.followUp(org, lead, soon.id), {
      date: soon.date,
      text: 'Email twice',
      completed: false,
    });
    expect(edited.body.text).toBe('Email twice');

    expect((await del(F.followUpDelete(org, lead, soon.id))).status).toBe(204);
    expect((await del(F.followUp(org, lead, now.id))).status).toBe(204);
    expect((await followUps(org, lead)).map((f) => f.id)).toEqual([past.body.id]);
    expect(await actions(org, lead)).toEqual([
      'create',
      'follow_up_added',
      'follow_up_completed',
      'follow_up_updated',
      'follow_up_deleted',
    ]);
  });

  it('validates with the contract messages', async () => {
    const org = await newOrg();
    const lead = await newProspect(org);
    const res = await post(F.followUps(org, lead), { date: '2026-13-01', text: '' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ date: [leadFollowUpMessages.dateFormat], text: [messages.required] });
  });

  it("answers 404 for another lead's or organization's follow-up date", async () => {
    const org = await newOrg();
    const a = await newProspect(org, 'a@example.test');
    const b = await newProspect(org, 'b@example.test');
    const f = (await post(F.followUps(org, a), { date: '2030-01-01', text: 'x' })).body;
    expect((await put(F.followUp(org, b, f.id), { date: '2030-01-01', text: 'y' })).status).toBe(404);
    expect((await del(F.followUpDelete(org, b, f.id))).status).toBe(404);
    const other = await newOrg();
    const res = await get(F.followUps(other, a));
    expect(res.status).toBe(404);
    expect(await spec.t.dataSource.getRepository(Lead).countBy({ id: a })).toBe(1);
  });
});
