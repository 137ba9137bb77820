import { leadEventMessages, leadEventPaths as E, leadsPaths as P, messages } from '@ensemble/contracts';
import { LeadHistory } from '../src/modules/contacts/leads/lead.entity';
import { anOrganization } from './builders/organization.builder';
import type { BuiltUser } from './builders/user.builder';
import { startSignedIn } from './support/signed-in';
import type { TestApp } from './support/test-app';
import { apiClient } from './support/api-client';

let t: TestApp;
let owner: BuiltUser;
let token: string;
let org: number;

const { get, post, put, del } = apiClient(
  () => t,
  () => token,
);

async function newLead(path: string, email: string): Promise<number> {
  const res = await post(path, { first_name: 'Cleo', last_name: 'Client', email });
  expect(res.status).toBe(201);
  return res.body.id;
}

beforeAll(async () => {
  ({ t, owner, token } = await startSignedIn());
  org = (await anOrganization().ownedBy(owner).build()).id;
});

afterAll(async () => {
  await t?.close();
});

describe('lead events', () => {
  it('adds a one-hour event, lists by range, moves it with its end, deletes it, with history', async () => {
    const lead = await newLead(P.clients(org), 'cleo@example.test');
    const res = await post(E.events(lead), {
      title: 'Quarterly review',
      start: '2030-03-10T15:30:00.000Z',
      description: '',
      end: '2030-03-10T20:00:00.000Z',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      lead,
      title: 'Quarterly review',
      description: null,
      start: '2030-03-10T15:30:00.000Z',
      end: '2030-03-10T16:30:00.000Z',
    });
    const later = (await post(E.events(lead), { title: 'Renewal', start: '2030-04-02T09:00:00Z' })).body;

    const march = await get(`${E.events(lead)}?from=2030-03-01T00:00:00Z&to=2030-04-01T00:00:00Z`);
    expect(march.body.map((e: { title: string }) => e.title)).toEqual(['Quarterly review']);
    // An event overlapping the start of the range is shown.
    const overlap = await get(`${E.events(lead)}?from=2030-03-10T16:00:00Z`);
    expect(overlap.body.map((e: { title: string }) => e.title)).toEqual(['Quarterly review', 'Renewal']);
    expect((await get(`${E.events(lead)}?from=tomorrow`)).status).toBe(400);

    const moved = await put(E.event(lead, res.body.id), {
      title: 'Quarterly review',
      start: '2030-03-11T23:30:00.000Z',
      description: 'Bring numbers',
    });
    expect(moved.body).toMatchObject({
      end: '2030-03-12T00:30:00.000Z',
      description: 'Bring numbers',
    });
    expect((await del(E.event(lead, later.id))).status).toBe(204);
    expect((await get(E.events(lead))).body).toHaveLength(1);

    const history = await t.dataSource
      .getRepository(LeadHistory)
      .find({ where: { organizationId: org, leadId: lead }, order: { id: 'ASC' } });
    expect([...new Set(history.map((h) => h.action))]).toEqual([
      'create',
      'event_added',
      'event_updated',
      'event_deleted',
    ]);
  });

  it('takes events for other contacts and former clients, not for prospects', async () => {
    const other = await newLead(P.others(org), 'otto@example.test');
    expect((await post(E.events(other), { title: 'Hello', start: '2030-01-01T10:00:00Z' })).status).toBe(201);
    const prospect = await newLead(P.prospects(org), 'pat@example.test');
    const res = await post(E.events(prospect), { title: 'Hello', start: '2030-01-01T10:00:00Z' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: leadEventMessages.unableToAdd });
  });

  it("validates, and answers 404 for another lead's event", async () => {
    const a = await newLead(P.clients(org), 'a@example.test');
    const b = await newLead(P.clients(org), 'b@example.test');
    const bad = await post(E.events(a), { title: ' ', start: 'noon' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ title: [messages.required], start: [leadEventMessages.dateInvalid] });
    const ev = (await post(E.events(a), { title: 'x', start: '2030-01-01T10:00:00Z' })).body;
    expect((await put(E.event(b, ev.id), { title: 'y', start: '2030-01-01T10:00:00Z' })).status).toBe(404);
    expect((await del(E.event(b, ev.id))).status).toBe(404);
  });
});
