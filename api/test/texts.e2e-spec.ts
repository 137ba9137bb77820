import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import {
  billingMessages,
  emailEndpoints,
  emailMessages,
  type SendTextsResult,
  textMessages,
  textsEndpoints,
  urlOf,
} from '@ensemble/contracts';
import { In } from 'typeorm';
import { OutboxMessage } from '../src/engine/providers/outbox/outbox-message.entity';
import { SMS_PROVIDER, type SmsMessage, type SmsProvider } from '../src/engine/providers/sms/sms-provider';
import { JOB_QUEUE, type JobQueue } from '../src/engine/work';
import type { InProcessJobQueue } from '../src/engine/work/in-process-job-queue';
import { Lead, LeadGroup, LeadHistory, LeadList } from '../src/modules/contacts/leads/lead.entity';
import { MarketingGroup } from '../src/modules/contacts/settings/settings.entities';
import { BillingProductRow } from '../src/engine/providers/payments/local/catalogue.entities';
import { SmsSuppressionsService, TextStatusService } from '../src/modules/messaging';
import { PhoneNumberRow } from '../src/modules/messaging/phone-numbers/phone-number.entities';
import { TEXT_BATCH, TextDeliveryJob } from '../src/modules/messaging/texts/text-delivery.job';
import { TextRecipient, TextSend } from '../src/modules/messaging/texts/text.entities';
import type { Organization } from '../src/modules/platform/organizations/organization.entity';
import { subscribed } from './builders/billing.builder';
import { aLead } from './builders/lead.builder';
import { anOrganization } from './builders/organization.builder';
import { aUser, type BuiltUser } from './builders/user.builder';
import { bearer, loginAs } from './support/auth';
import { countedTexts } from './support/counting-sms-provider';
import { startTestApp, type TestApp } from './support/test-app';
import { kill, startWorker, waitFor, type Worker } from './support/worker-process';

const SEND = textsEndpoints.send;
const ORG_NUMBER = '+15125550100';

/** Gives the organization a phone number, as the phone number setup would (until its API is used here). */
async function withPhoneNumber(t: TestApp, org: { id: number }, phoneNumber = ORG_NUMBER): Promise<void> {
  await t.dataSource.getRepository(PhoneNumberRow).insert({
    organizationId: org.id,
    phoneNumber,
    numberType: 'local',
    areaCode: phoneNumber.slice(2, 5),
    realPhoneNumber: '+15125550199',
    providerSid: null,
  });
}

/** A contact of the organization with a cell phone (E.164, as stored). */
const contact = (org: { id: number }, first: string, last: string, phone: string | null, listId?: number) => {
  const b = aLead().inOrganization(org.id).named(first, last);
  const staged = listId === undefined ? b.prospect() : b.opportunity(listId);
  return (phone ? staged.withPhone(phone) : staged).build();
};

describe.each(['mariadb', 'sqlite'] as const)('sending texts (%s)', (database) => {
  let t: TestApp;
  let owner: BuiltUser;
  let token: string;
  let org: Organization;
  let foreign: Organization;
  let list: number;
  let tag: number;
  let ann: Lead;
  let bob: Lead;
  let cy: Lead;
  let theirs: Lead;

  const queue = () => t.app.get<JobQueue>(JOB_QUEUE) as InProcessJobQueue;
  /** Waits for the queued jobs: they start on the next turn of the event loop (setImmediate), then run. */
  const drain = async () => {
    await new Promise((r) => setImmediate(r));
    await queue().drain();
  };
  const url = (o: { id: number }) => `/api${urlOf(SEND, { orgId: o.id })}`;
  const send = (body: Record<string, unknown>, o: { id: number } = org, as = token) =>
    t.http.post(url(o)).set(bearer(as)).send(body);

  /** A send's rows and the outbox's texts of them (by their idempotency keys), both in the rows' order. */
  const sendTexts = async (sendId: number) => {
    const rows = await t.dataSource
      .getRepository(TextRecipient)
      .find({ where: { sendId }, order: { id: 'ASC' } });
    const keys = rows.map((r) => `text-recipient:${r.id}`);
    const found = await t.dataSource.getRepository(OutboxMessage).findBy({ idempotencyKey: In(keys) });
    // A batch's texts go out side by side: the outbox has them in the order they were answered.
    const texts = keys.flatMap((k) => found.filter((m) => m.idempotencyKey === k));
    return { rows, texts };
  };
  const lastSend = (o: { id: number } = org) =>
    t.dataSource
      .getRepository(TextSend)
      .findOneOrFail({ where: { organizationId: o.id }, order: { id: 'DESC' } });

  beforeAll(async () => {
    t = await startTestApp({ database, redis: false });
    owner = await aUser().verified().build();
    const stranger = await aUser().verified().build();
    org = await anOrganization().named('Summit Roofing').ownedBy(owner).build();
    foreign = await anOrganization().named('Elsewhere').ownedBy(stranger).build();
    token = (await loginAs(t, owner)).access;
    await withPhoneNumber(t, org);
    await withPhoneNumber(t, foreign, '+15125550111');
    const ds = t.dataSource;
    list = (
      await ds.getRepository(LeadList).save({ organizationId: org.id, title: 'Spring', kind: 'opportunity' })
    ).id;
    ann = await contact(org, 'Ann', 'Archer', '+15125550001', list);
    bob = await contact(org, 'Bob', 'Baker', '+15125550002', list);
    cy = await contact(org, 'Cy', 'Cole', '+15125550003', list);
    // Bob's number again (a household), and a contact without a cell phone: one text per number, none without.
    await contact(org, 'Bea', 'Baker', '+15125550002', list);
    await contact(org, 'No', 'Phone', null, list);
    tag = (
      await ds
        .getRepository(MarketingGroup)
        .save({ organizationId: org.id, name: 'VIP', nameNormalized: 'vip' })
    ).id;
    await ds
      .getRepository(LeadGroup)
      .insert([ann, bob, cy].map((l) => ({ organizationId: org.id, leadId: l.id, groupId: tag })));
    theirs = await contact(foreign, 'Their', 'Contact', '+15125550009');
  });
  afterAll(async () => {
    await t?.close();
  });

  it("sends a list one text per distinct number, its variables filled, from the organization's number", async () => {
    // As the screen sends it: a multipart form of the send fields.
    const res = await t.http
      .post(url(org))
      .set(bearer(token))
      .field('lead_list_id', String(list))
      .field('message', 'Hi #!first_name!#, spring offers at #!organization_name!# €')
      .expect(200);
    expect(res.body).toEqual({ sent: 3, skipped_stopped: 0 } satisfies SendTextsResult);
    const sent = await lastSend();
    expect(sent).toMatchObject({
      body: 'Hi #!first_name!#, spring offers at #!organization_name!# €',
      fromNumber: ORG_NUMBER,
      createdById: owner.id,
      status: 'queued',
      total: 3,
      skippedStopped: 0,
    });
    await drain();

    const { rows, texts } = await sendTexts(sent.id);
    expect(rows.map((r) => [r.leadId, r.toNumber, r.status])).toEqual([
      [ann.id, '+15125550001', 'sent'],
      [bob.id, '+15125550002', 'sent'],
      [cy.id, '+15125550003', 'sent'],
    ]);
    expect(texts.map((m) => [m.channel, m.toAddress, m.fromAddress, m.category, m.text])).toEqual([
      ['sms', '+15125550001', ORG_NUMBER, 'text', 'Hi Ann, spring offers at Summit Roofing €'],
      ['sms', '+15125550002', ORG_NUMBER, 'text', 'Hi Bob, spring offers at Summit Roofing €'],
      ['sms', '+15125550003', ORG_NUMBER, 'text', 'Hi Cy, spring offers at Summit Roofing €'],
    ]);
    // What went out is recorded on each row: the text, its segments, the provider's id and where it is.
    expect(rows[0]).toMatchObject({
      body: 'Hi Ann, spring offers at Summit Roofing €',
      segments: 1,
      providerMessageId: `outbox-${texts[0]!.id}`,
      deliveryStatus: 'sent',
      attempts: 1,
      error: null,
    });
    expect(rows.every((r) => r.sentAt instanceof Date)).toBe(true);
  });

  it('writes a send_text history entry per contact texted (the dashboard counts it as work)', async () => {
    const res = await send({ recipient_id: [ann.id, cy.id], message: 'Call me back' }).expect(200);
    expect(res.body).toEqual({ sent: 2, skipped_stopped: 0 });
    const sent = await lastSend();
    const entries = await t.dataSource.getRepository(LeadHistory).find({
      where: { organizationId: org.id, action: 'send_text', field: `text_send:${sent.id}` },
      order: { leadId: 'ASC' },
    });
    expect(entries.map((e) => [e.leadId, e.userId, e.newValue])).toEqual([
      [ann.id, owner.id, 'Call me back'],
      [cy.id, owner.id, 'Call me back'],
    ]);
    await drain();
  });

  it('skips and counts the numbers that texted STOP; START lifts it; nothing at all when every one did', async () => {
    const suppressions = t.app.get(SmsSuppressionsService);
    expect(await suppressions.add(org.id, '(512) 555-0002')).toBe(true);
    expect(await suppressions.add(org.id, '+15125550002')).toBe(false);
    expect(await suppressions.has(org.id, '+15125550002')).toBe(true);
    // Another organization's suppression is its own.
    expect(await suppressions.has(foreign.id, '+15125550002')).toBe(false);

    const res = await send({ group_id: [tag], message: 'Hello #!first_name!#' }).expect(200);
    expect(res.body).toEqual({ sent: 2, skipped_stopped: 1 });
    const sent = await lastSend();
    expect(sent.skippedStopped).toBe(1);
    await drain();
    const { texts } = await sendTexts(sent.id);
    expect(texts.map((m) => m.toAddress)).toEqual(['+15125550001', '+15125550003']);

    const stopped = await send({ recipient_id: [bob.id], message: 'Hello' }).expect(400);
    expect(stopped.body).toEqual({ detail: textMessages.allStopped });

    expect(await suppressions.remove(org.id, '+15125550002')).toBe(true);
    expect(await suppressions.remove(org.id, '+15125550002')).toBe(false);
    expect((await send({ recipient_id: [bob.id], message: 'Hello' }).expect(200)).body).toEqual({
      sent: 1,
      skipped_stopped: 0,
    });
    await drain();
  });

  it('does not send to a number that texted STOP after the send, before its delivery', async () => {
    const add = jest.spyOn(queue(), 'add').mockResolvedValue(undefined);
    await send({ recipient_id: [ann.id, cy.id], message: 'Later' }).expect(200);
    add.mockRestore();
    const sent = await lastSend();
    await t.app.get(SmsSuppressionsService).add(org.id, '+15125550003');
    const job = t.app.get(TextDeliveryJob);
    const { rows } = await sendTexts(sent.id);
    await job.work.run(rows[0]!.id);
    const after = await sendTexts(sent.id);
    expect(after.rows.map((r) => r.status)).toEqual(['sent', 'cancelled']);
    expect(after.rows[1]!.error).toBe('The number texted STOP');
    expect(after.texts.map((m) => m.toAddress)).toEqual(['+15125550001']);
    await t.app.get(SmsSuppressionsService).remove(org.id, '+15125550003');
  });

  it("refuses without a phone number in the spec's words, writing nothing", async () => {
    const other = await anOrganization().named('No Number').ownedBy(owner).build();
    const theirContact = await contact(other, 'Di', 'Dunn', '+15125550020');
    const before = await t.dataSource.getRepository(TextRecipient).count();
    const res = await send({ recipient_id: [theirContact.id], message: 'Hi' }, other).expect(400);
    expect(res.body).toEqual({ detail: 'Phone number setup is not completed' });
    expect(textMessages.phoneSetupNotCompleted).toBe('Phone number setup is not completed');
    expect(await t.dataSource.getRepository(TextRecipient).count()).toBe(before);
  });

  it("holds to the plan's texts per month, in the plan's words; no plan, no limit", async () => {
    const planned = await anOrganization().named('Planned').ownedBy(owner).build();
    await withPhoneNumber(t, planned, '+15125550130');
    await subscribed(planned, 'price_solo_month');
    await t.dataSource
      .getRepository(BillingProductRow)
      .update({ id: 'prod_solo' }, { metadata: { contacts: 1000, texts: 2, user_seats: 1 } });
    const three = [
      await contact(planned, 'Ed', 'One', '+15125550131'),
      await contact(planned, 'Flo', 'Two', '+15125550132'),
      await contact(planned, 'Gus', 'Three', '+15125550133'),
    ].map((l) => l.id);
    const over = await send({ recipient_id: three, message: 'Hi' }, planned).expect(403);
    expect(over.body).toEqual({ detail: billingMessages.planLimitReached('texts', 2) });
    expect(over.body.detail).toBe(
      'Your plan allows 2 text messages per month. Upgrade your plan or buy an add-on to add more.',
    );
    expect(
      (await send({ recipient_id: three.slice(0, 2), message: 'Hi' }, planned).expect(200)).body,
    ).toEqual({
      sent: 2,
      skipped_stopped: 0,
    });
    await drain();
    // Both used this month: one more is past the plan.
    const again = await send({ recipient_id: [three[2]], message: 'Hi' }, planned).expect(403);
    expect(again.body).toEqual({ detail: billingMessages.planLimitReached('texts', 2) });
  });

  it('takes 320 characters and refuses 321 with the rule of the form; a template stands in for a blank message', async () => {
    const tooLong = await send({ recipient_id: [ann.id], message: 'a'.repeat(321) }).expect(400);
    expect(tooLong.body).toEqual({ message: ['Maximum number of characters is 320'] });
    const unknown = await send({ recipient_id: [ann.id], message: 'Hi #!nickname!#' }).expect(400);
    expect(unknown.body).toEqual({ message: [emailMessages.unknownVariable('nickname')] });
    const blank = await send({ recipient_id: [ann.id], message: ' ' }).expect(400);
    expect(blank.body).toEqual({ message: ['Message is required'] });
    const nobody = await send({ message: 'Hi' }).expect(400);
    expect(nobody.body).toEqual({ non_field_errors: [textMessages.selectRecipient] });

    const max = await send({ recipient_id: [ann.id], message: 'b'.repeat(320) }).expect(200);
    expect(max.body).toEqual({ sent: 1, skipped_stopped: 0 });
    await drain();
    expect((await sendTexts((await lastSend()).id)).rows[0]).toMatchObject({ segments: 3, status: 'sent' });

    const templates = `/api${urlOf(emailEndpoints.textTemplates.create, { orgId: org.id })}`;
    const template = await t.http
      .post(templates)
      .set(bearer(token))
      .send({ title: 'Greeting', template: 'Hello #!first_name!# from the template' })
      .expect(201);
    const fromTemplate = await send({ recipient_id: [bob.id], template_id: template.body.id }).expect(200);
    expect(fromTemplate.body).toEqual({ sent: 1, skipped_stopped: 0 });
    const sent = await lastSend();
    expect(sent.templateId).toBe(template.body.id);
    await drain();
    expect((await sendTexts(sent.id)).texts.map((m) => m.text)).toEqual(['Hello Bob from the template']);

    const long = await t.http
      .post(templates)
      .set(bearer(token))
      .send({ title: 'Long', template: 'c'.repeat(400) })
      .expect(201);
    const longRes = await send({ recipient_id: [bob.id], template_id: long.body.id }).expect(400);
    expect(longRes.body).toEqual({ message: ['Maximum number of characters is 320'] });
  });

  it('a text template is in use while a text sent from it waits; deleting it cancels that text', async () => {
    const E = emailEndpoints.textTemplates;
    const created = await t.http
      .post(`/api${urlOf(E.create, { orgId: org.id })}`)
      .set(bearer(token))
      .send({ title: 'Pending', template: 'Pending #!first_name!#' })
      .expect(201);
    const id = created.body.id as number;
    const isUsed = async () =>
      (
        await t.http
          .get(`/api${urlOf(E.isUsed, { orgId: org.id, id })}`)
          .set(bearer(token))
          .expect(200)
      ).body;
    const add = jest.spyOn(queue(), 'add').mockResolvedValue(undefined);
    await send({ recipient_id: [ann.id], template_id: id }).expect(200);
    add.mockRestore();
    expect(await isUsed()).toEqual({ is_used: true });
    const sent = await lastSend();
    await t.http
      .delete(`/api${urlOf(E.remove, { orgId: org.id, id })}`)
      .set(bearer(token))
      .expect(204);
    const { rows } = await sendTexts(sent.id);
    expect(rows.map((r) => r.status)).toEqual(['cancelled']);
    expect((await lastSend()).status).toBe('cancelled');
  });

  it("never texts another organization's contacts: picked ones are left out, a list or tag is not found", async () => {
    const onlyTheirs = await send({ recipient_id: [theirs.id], message: 'Hi' }).expect(400);
    expect(onlyTheirs.body).toEqual({ detail: textMessages.noTextsSent });
    const mixed = await send({ recipient_id: [theirs.id, cy.id], message: 'Hi' }).expect(200);
    expect(mixed.body).toEqual({ sent: 1, skipped_stopped: 0 });
    await drain();
    const theirList = await t.dataSource
      .getRepository(LeadList)
      .save({ organizationId: foreign.id, title: 'Theirs', kind: 'opportunity' });
    await send({ lead_list_id: theirList.id, message: 'Hi' }).expect(404);
    const texted = await t.dataSource.getRepository(OutboxMessage).countBy({ toAddress: theirs.cellPhone! });
    expect(texted).toBe(0);
  });

  it('records status callbacks on the row: forward only, idempotent, delivered never undone; history sub-rows', async () => {
    await send({ recipient_id: [ann.id], message: 'Status' }).expect(200);
    await drain();
    const row = (await sendTexts((await lastSend()).id)).rows[0]!;
    const status = t.app.get(TextStatusService);
    const report = (s: 'queued' | 'sent' | 'delivered' | 'undelivered' | 'failed', detail?: string) =>
      status.record({ providerMessageId: row.providerMessageId!, status: s, detail });

    expect(await report('queued')).toMatchObject({ status: 'sent', changed: false });
    expect(await report('delivered')).toMatchObject({
      organizationId: org.id,
      recipientId: row.id,
      leadId: ann.id,
      status: 'delivered',
      changed: true,
    });
    expect(await report('delivered')).toMatchObject({ status: 'delivered', changed: false });
    expect(await report('undelivered', '30003')).toMatchObject({ status: 'delivered', changed: false });
    expect(await report('sent')).toMatchObject({ status: 'delivered', changed: false });
    const after = await t.dataSource.getRepository(TextRecipient).findOneByOrFail({ id: row.id });
    expect(after.deliveryStatus).toBe('delivered');
    expect(after.deliveredAt).toBeInstanceOf(Date);
    const history = await t.dataSource.getRepository(LeadHistory).findBy({
      organizationId: org.id,
      leadId: ann.id,
      field: `text_send:${row.sendId}`,
    });
    expect(history.map((h) => h.action).sort()).toEqual(['send_text', 'send_text_delivered']);

    // Not ours, or another organization's: nothing found, nothing written.
    expect(await status.record({ providerMessageId: 'SMnothing', status: 'delivered' })).toBeNull();
    expect(
      await status.record({
        providerMessageId: row.providerMessageId!,
        status: 'failed',
        organizationId: foreign.id,
      }),
    ).toBeNull();
  });

  it('finds a report by the key its callback carries, before the worker recorded the answer, and keeps it', async () => {
    const add = jest.spyOn(queue(), 'add').mockResolvedValue(undefined);
    await send({ recipient_id: [bob.id], message: 'Early' }).expect(200);
    add.mockRestore();
    const row = (await sendTexts((await lastSend()).id)).rows[0]!;
    const status = t.app.get(TextStatusService);
    expect(
      await status.record({
        providerMessageId: 'SMearly',
        ref: `text-recipient:${row.id}`,
        status: 'undelivered',
        detail: '30005',
      }),
    ).toMatchObject({ recipientId: row.id, status: 'undelivered', changed: true });
    // The row now knows the provider's id: its delivery records it sent instead of sending it again.
    await t.app.get(TextDeliveryJob).work.run(row.id);
    const after = await t.dataSource.getRepository(TextRecipient).findOneByOrFail({ id: row.id });
    expect(after).toMatchObject({
      status: 'sent',
      providerMessageId: 'SMearly',
      deliveryStatus: 'undelivered',
      error: '30005',
      body: 'Early',
    });
    expect(
      await t.dataSource.getRepository(OutboxMessage).countBy({ idempotencyKey: `text-recipient:${row.id}` }),
    ).toBe(0);
    // A later delivered report still lifts it.
    expect(await status.record({ providerMessageId: 'SMearly', status: 'delivered' })).toMatchObject({
      status: 'delivered',
      changed: true,
    });
  });

  describe('exactly once when a worker dies mid-send', () => {
    let calls: string[];
    let provider: SmsProvider;
    let original: SmsProvider['send'];

    beforeAll(() => {
      provider = t.app.get<SmsProvider>(SMS_PROVIDER);
      original = provider.send.bind(provider);
      calls = [];
      // Records every call and never de-duplicates (as Twilio, which takes no idempotency key, would deliver each).
      // It answers after a while, as a real provider does, so that concurrent jobs overlap.
      provider.send = async (m: SmsMessage, key: string) => {
        calls.push(m.to);
        await new Promise((r) => setTimeout(r, 20));
        return { providerMessageId: `fake-${key}` };
      };
    });
    afterAll(() => {
      provider.send = original;
    });

    it('loses nothing and sends nothing twice', async () => {
      // Three jobs' worth: two full batches and three rows more.
      const total = 2 * TEXT_BATCH + 3;
      const many: number[] = [];
      for (let i = 0; i < total; i++)
        many.push((await contact(org, `P${i}`, 'Many', `+1512555${String(2000 + i)}`)).id);
      const job = t.app.get(TextDeliveryJob);
      // The send's own jobs are held back: this test delivers them itself.
      const add = jest.spyOn(queue(), 'addMany').mockResolvedValue(undefined);
      expect((await send({ recipient_id: many, message: 'Once #!first_name!#' }).expect(200)).body).toEqual({
        sent: total,
        skipped_stopped: 0,
      });
      const sent = await lastSend();
      const ids = (await sendTexts(sent.id)).rows.map((r) => r.id);
      const queued = add.mock.calls.flatMap(([, items]) => items.map((data) => Number(data.id)));
      add.mockRestore();

      // A worker claims two rows and dies before sending or marking them.
      const dead = [ids[4]!, ids[TEXT_BATCH + 5]!];
      for (const id of dead) expect(await job.work.claim(id)).not.toBeNull();
      // The send queued one job per batch (each claims the rows after its own); each is delivered twice.
      expect(queued).toEqual([ids[0], ids[TEXT_BATCH], ids[2 * TEXT_BATCH]]);
      await Promise.all(queued.flatMap((id) => [job.work.run(id), job.work.run(id)]));
      await drain();
      let rows = await t.dataSource.getRepository(TextRecipient).findBy({ id: In(ids) });
      expect(rows.filter((r) => r.status === 'processing').map((r) => r.id)).toEqual(dead);

      // The sweep takes the dead worker's rows back once stale; they go out once.
      expect((await job.work.sweep(new Date(Date.now() + 3_600_000))).reset).toBe(2);
      await drain();
      rows = await t.dataSource.getRepository(TextRecipient).findBy({ id: In(ids) });
      expect(rows.every((r) => r.status === 'sent')).toBe(true);
      expect([...calls].sort()).toEqual(rows.map((r) => r.toNumber).sort());
      expect(calls).toHaveLength(total);
    });
  });
});

describe('a worker process killed between claim and send (mariadb, redis)', () => {
  let t: TestApp;
  let dir: string;
  const workers: Worker[] = [];
  const counting = path.join(__dirname, 'support', 'counting-sms-provider.ts');

  beforeAll(async () => {
    // This process only serves HTTP; the workers are separate processes on the same database and Redis.
    t = await startTestApp({ env: { WORKER_ROLE: 'http' } });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ens-texts-crash-'));
  });
  afterAll(async () => {
    for (const w of workers) await kill(w, 'SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
    await t?.close();
  });

  it('a fresh worker sends every text, once, filled and from the number', async () => {
    const owner = await aUser().verified().build();
    const org = await anOrganization().named('Crash Test').ownedBy(owner).build();
    await withPhoneNumber(t, org, '+15125550300');
    const people = [
      await contact(org, 'Ann', 'One', '+15125550301'),
      await contact(org, 'Ben', 'Two', '+15125550302'),
      await contact(org, 'Cat', 'Three', '+15125550303'),
    ];
    const calls = path.join(dir, 'texts.jsonl');
    const first = startWorker(t, {
      preload: [counting],
      env: { COUNTING_SMS_FILE: calls, TEST_HOLD_AFTER_CLAIM_MS: '60000' },
    });
    workers.push(first);
    const token = (await loginAs(t, owner)).access;
    await t.http
      .post(`/api${urlOf(SEND, { orgId: org.id })}`)
      .set(bearer(token))
      .send({ recipient_id: people.map((p) => p.id), message: 'Once, #!first_name!#' })
      .expect(200);
    const rows = () =>
      t.dataSource
        .getRepository(TextRecipient)
        .find({ where: { organizationId: org.id }, order: { id: 'ASC' } });
    const claimed = await waitFor(
      'the first worker to claim',
      async () => (await rows()).find((r) => r.status === 'processing'),
      first,
      60_000,
    );
    await kill(first, 'SIGKILL');
    expect(countedTexts(calls)).toEqual([]);

    // Once the claim is stale (SWEEP_STALE_SECONDS=1), a fresh worker's start-up sweep takes it back.
    const age = Date.now() - claimed.claimedAt!.getTime();
    if (age < 1500) await new Promise((r) => setTimeout(r, 1500 - age));
    const second = startWorker(t, {
      preload: [counting],
      env: { COUNTING_SMS_FILE: calls, SWEEP_STALE_SECONDS: '1' },
    });
    workers.push(second);
    const done = await waitFor(
      'the fresh worker to send every text',
      async () => {
        const all = await rows();
        return all.every((r) => r.status === 'sent') && all;
      },
      second,
      60_000,
    );
    expect(done.find((r) => r.id === claimed.id)!.attempts).toBe(2);
    // Another sweep (and the dead worker's job, should Bull redeliver it) sends nothing more.
    await t.app.get(TextDeliveryJob).work.sweep();
    await new Promise((r) => setTimeout(r, 1000));
    // Sent side by side: in the order of their rows.
    const idOf = (key: string) => Number(key.split(':')[1]);
    const texts = countedTexts(calls).sort((a, b) => idOf(a.key) - idOf(b.key));
    expect(texts.map(({ key, to, from, text, pid }) => ({ key, to, from, text, pid }))).toEqual(
      done.map((r, i) => ({
        key: `text-recipient:${r.id}`,
        to: people[i]!.cellPhone,
        from: '+15125550300',
        text: `Once, ${people[i]!.firstName}`,
        pid: second.pid,
      })),
    );
    await kill(second, 'SIGTERM');
  }, 180_000);
});
