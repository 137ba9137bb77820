import {
  type Paginated,
  type TextConversation,
  textConversationEndpoints,
  type TextMessage,
  textsEndpoints,
  urlOf,
} from '@ensemble/contracts';
import { JOB_QUEUE, type JobQueue } from '../src/engine/work';
import type { InProcessJobQueue } from '../src/engine/work/in-process-job-queue';
import type { Lead } from '../src/modules/contacts/leads/lead.entity';
import { SmsSuppressionsService } from '../src/modules/messaging';
import { PhoneNumberRow } from '../src/modules/messaging/phone-numbers/phone-number.entities';
import { InboundText, TextRecipient, TextSend } from '../src/modules/messaging/texts/text.entities';
import type { Organization } from '../src/modules/platform/organizations/organization.entity';
import { aLead } from './builders/lead.builder';
import { anOrganization } from './builders/organization.builder';
import { aUser } from './builders/user.builder';
import { bearer, loginAs } from './support/auth';
import { startTestApp, type TestApp } from './support/test-app';

const ORG_NUMBER = '+15125550100';
const ANN = '+15125550001';
const BOB = '+15125550002';

/** Minutes after a fixed instant, so the order of the texts does not depend on the clock. */
const at = (minutes: number) => new Date(Date.UTC(2026, 2, 2, 15, minutes, 0));

describe.each(['mariadb', 'sqlite'] as const)('text conversations (%s)', (database) => {
  let t: TestApp;
  let org: Organization;
  let foreign: Organization;
  let token: string;
  let ann: Lead;
  let bob: Lead;
  let cy: Lead;
  let theirs: Lead;
  const sent: Record<string, number> = {};
  const received: Record<string, number> = {};

  const drain = async () => {
    await new Promise((r) => setImmediate(r));
    await (t.app.get<JobQueue>(JOB_QUEUE) as InProcessJobQueue).drain();
  };

  /** A text sent through the API, its sent time then set to `when`. */
  const send = async (o: Organization, lead: Lead, message: string, when: Date, as = token) => {
    await t.http
      .post(`/api${urlOf(textsEndpoints.send, { orgId: o.id })}`)
      .set(bearer(as))
      .send({ recipient_id: [lead.id], message })
      .expect(200);
    await drain();
    const row = await t.dataSource
      .getRepository(TextRecipient)
      .findOneOrFail({ where: { organizationId: o.id, leadId: lead.id }, order: { id: 'DESC' } });
    await t.dataSource.getRepository(TextRecipient).update({ id: row.id }, { sentAt: when });
    return row.id;
  };

  /** A text received from the contact (as the webhook stores it) at `when`. */
  const receive = async (o: Organization, lead: Lead | null, from: string, body: string, when: Date) => {
    const { identifiers } = await t.dataSource.getRepository(InboundText).insert({
      organizationId: o.id,
      providerMessageId: `SM${Math.random().toString(16).slice(2).padEnd(32, '0')}`,
      leadId: lead?.id ?? null,
      fromNumber: from,
      toNumber: ORG_NUMBER,
      body,
      keyword: body === 'STOP' ? 'stop' : null,
      receivedAt: when,
    });
    return Number(identifiers[0]!.id);
  };

  const list = (query: Record<string, unknown> = {}, o: Organization = org) =>
    t.http
      .get(`/api${urlOf(textConversationEndpoints.list, { orgId: o.id })}`)
      .query(query)
      .set(bearer(token));
  const thread = (lead: Lead, query: Record<string, unknown> = {}, o: Organization = org) =>
    t.http
      .get(`/api${urlOf(textConversationEndpoints.thread, { orgId: o.id, leadId: lead.id })}`)
      .query(query)
      .set(bearer(token));

  beforeAll(async () => {
    t = await startTestApp({ database, redis: false });
    const owner = await aUser().verified().build();
    const stranger = await aUser().verified().build();
    org = await anOrganization().named('Summit Roofing').ownedBy(owner).build();
    foreign = await anOrganization().named('Elsewhere').ownedBy(stranger).build();
    token = (await loginAs(t, owner)).access;
    const strangerToken = (await loginAs(t, stranger)).access;
    for (const [o, phoneNumber] of [
      [org, ORG_NUMBER],
      [foreign, '+15125550111'],
    ] as const)
      await t.dataSource.getRepository(PhoneNumberRow).insert({
        organizationId: o.id,
        phoneNumber,
        numberType: 'local',
        areaCode: '512',
        realPhoneNumber: '+15125550199',
        providerSid: null,
      });
    ann = await aLead().inOrganization(org.id).named('Ann', 'Archer').prospect().withPhone(ANN).build();
    bob = await aLead().inOrganization(org.id).named('Bob', 'Baker').prospect().withPhone(BOB).build();
    cy = await aLead()
      .inOrganization(org.id)
      .named('Cy', 'Cole')
      .prospect()
      .withPhone('+15125550003')
      .build();
    theirs = await aLead().inOrganization(foreign.id).named('Ann', 'Other').prospect().withPhone(ANN).build();

    sent.annFirst = await send(org, ann, 'Hi #!first_name!#, your quote is ready', at(1));
    received.annReply = await receive(org, ann, ANN, 'Thanks! Tuesday?', at(2));
    sent.bob = await send(org, bob, 'Spring offers', at(3));
    sent.annSecond = await send(org, ann, 'Tuesday works', at(4));
    received.annStop = await receive(org, ann, ANN, 'STOP', at(5));
    await t.app.get(SmsSuppressionsService).add(org.id, ANN);
    // Cy's text was cancelled before it went (never sent): no conversation.
    await send(org, cy, 'Never sent', at(6));
    await t.dataSource
      .getRepository(TextRecipient)
      .update({ organizationId: org.id, leadId: cy.id }, { status: 'cancelled', deliveryStatus: null });
    // A stranger's text is on no contact; another organization's conversation is its own.
    await receive(org, null, '+15125550077', 'Who is this?', at(7));
    await send(foreign, theirs, 'Elsewhere news', at(8), strangerToken);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the contacts texted with, the latest message first, with whether each texted STOP', async () => {
    const res = await list().expect(200);
    const page = res.body as Paginated<TextConversation>;
    expect(page.count).toBe(2);
    expect(page.results).toEqual([
      {
        lead_id: ann.id,
        name: 'Ann Archer',
        cell_phone: ANN,
        last_message: {
          id: `in-${received.annStop}`,
          direction: 'inbound',
          body: 'STOP',
          at: at(5).toISOString(),
          from: ANN,
          to: ORG_NUMBER,
          status: null,
          keyword: 'stop',
        },
        stopped: true,
      },
      {
        lead_id: bob.id,
        name: 'Bob Baker',
        cell_phone: BOB,
        last_message: {
          id: `out-${sent.bob}`,
          direction: 'outbound',
          body: 'Spring offers',
          at: at(3).toISOString(),
          from: ORG_NUMBER,
          to: BOB,
          status: 'sent',
          keyword: null,
        },
        stopped: false,
      },
    ]);
    const second = (await list({ per_page: 1, page: 2 }).expect(200)).body as Paginated<TextConversation>;
    expect(second).toMatchObject({ count: 2, results: [{ lead_id: bob.id }] });
  });

  it('searches by name or number', async () => {
    const byName = (await list({ search: 'bo' }).expect(200)).body as Paginated<TextConversation>;
    expect(byName.results.map((c) => c.lead_id)).toEqual([bob.id]);
    expect(byName.count).toBe(1);
    const byNumber = (await list({ search: '512-555-0001' }).expect(200)).body as Paginated<TextConversation>;
    expect(byNumber.results.map((c) => c.lead_id)).toEqual([ann.id]);
    // Cy is a contact, but not one the organization has texted with.
    expect((await list({ search: 'cy' }).expect(200)).body).toEqual({ results: [], count: 0 });
    expect((await list({ search: 'nobody' }).expect(200)).body).toEqual({ results: [], count: 0 });
  });

  it("shows a contact's thread, sent and received, newest first, paged", async () => {
    const page = (await thread(ann).expect(200)).body as Paginated<TextMessage>;
    expect(page.count).toBe(4);
    expect(page.results.map((m) => [m.id, m.direction, m.body, m.at, m.status, m.keyword])).toEqual([
      [`in-${received.annStop}`, 'inbound', 'STOP', at(5).toISOString(), null, 'stop'],
      [`out-${sent.annSecond}`, 'outbound', 'Tuesday works', at(4).toISOString(), 'sent', null],
      [`in-${received.annReply}`, 'inbound', 'Thanks! Tuesday?', at(2).toISOString(), null, null],
      // As it went out: its variables filled.
      [`out-${sent.annFirst}`, 'outbound', 'Hi Ann, your quote is ready', at(1).toISOString(), 'sent', null],
    ]);
    const second = (await thread(ann, { page: 2, per_page: 3 }).expect(200)).body as Paginated<TextMessage>;
    expect(second).toEqual({ count: 4, results: [page.results[3]] });
    expect((await thread(cy).expect(200)).body).toEqual({ results: [], count: 0 });
  });

  it("refuses another organization's contact or inbox with 404", async () => {
    expect((await thread(theirs).expect(404)).body).toEqual({ detail: 'Not found.' });
    expect((await list({}, foreign).expect(404)).body).toEqual({ detail: 'Not found.' });
    expect(await t.dataSource.getRepository(TextSend).countBy({ organizationId: foreign.id })).toBe(1);
  });
});
