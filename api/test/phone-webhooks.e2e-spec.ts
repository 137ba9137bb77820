import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import {
  callBadge,
  dashboardEndpoints,
  type Paginated,
  type PhoneActivity,
  phoneCallMessages,
  phoneSimulatorEndpoints,
  phoneWebhookEndpoints,
  type SimulatedCall,
  type SimulatedText,
  smsKeywordReplies,
  textsEndpoints,
  urlOf,
} from '@ensemble/contracts';
import { KEY_RING, type KeyRing } from '../src/engine/crypto/key-ring';
import {
  localPhoneWebhookSigner,
  PhoneWebhookSigner,
} from '../src/engine/providers/sms/phone-webhook-signer';
import { BillingProductRow } from '../src/engine/providers/payments/local/catalogue.entities';
import { JOB_QUEUE, type JobQueue } from '../src/engine/work';
import type { InProcessJobQueue } from '../src/engine/work/in-process-job-queue';
import { BillingService } from '../src/modules/billing';
import { type Lead, LeadHistory } from '../src/modules/contacts/leads/lead.entity';
import { SmsSuppressionsService } from '../src/modules/messaging';
import { CallLogRow, PhoneNumberRow } from '../src/modules/messaging/phone-numbers/phone-number.entities';
import { InboundText, TextRecipient } from '../src/modules/messaging/texts/text.entities';
import type { Organization } from '../src/modules/platform/organizations/organization.entity';
import { subscribed } from './builders/billing.builder';
import { aLead } from './builders/lead.builder';
import { anOrganization } from './builders/organization.builder';
import { aUser } from './builders/user.builder';
import { bearer, loginAs } from './support/auth';
import { startTestApp, type TestApp } from './support/test-app';
import { STANDIN_ACCOUNT_SID, STANDIN_AUTH_TOKEN } from './support/twilio-standin';

const ORG_NUMBER = '+15125550100';
const REAL_NUMBER = '+15125550199';
const ANN = '+15125550001';
const BOB = '+15125550002';
const STRANGER = '+15125550077';

const P = {
  sms: phoneWebhookEndpoints.sms.path,
  voice: phoneWebhookEndpoints.voice.path,
  dial: phoneWebhookEndpoints.dial.path,
  status: phoneWebhookEndpoints.status.path,
};

/** A free port of this machine: the simulator posts to the API over HTTP, so the API listens on a real one. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let seq = 0;
const sid = (prefix: 'SM' | 'CA') => `${prefix}${String((seq += 1)).padStart(32, '0')}`;

describe.each(['mariadb', 'sqlite'] as const)('phone webhooks (%s)', (database) => {
  let t: TestApp;
  let org: Organization;
  let foreign: Organization;
  let ann: Lead;
  let bob: Lead;
  let theirAnn: Lead;
  let token: string;

  /** Signs as the local provider does (the key ring's key), over the URL the provider was given. */
  const sign = (url: string, form: Record<string, string>) =>
    localPhoneWebhookSigner(t.app.get<KeyRing>(KEY_RING)).sign(url, form);
  const publicUrl = (path: string, query = '') => `${t.config.apiPublicUrl}${path}${query}`;

  /** Posts a form to one of the webhooks as the provider would: signed, unless `signature` says otherwise. */
  const post = (
    path: string,
    form: Record<string, string>,
    opts: { query?: string; signature?: string; signedUrl?: string } = {},
  ) => {
    const query = opts.query ?? '';
    const signature = opts.signature ?? sign(opts.signedUrl ?? publicUrl(path, query), form);
    return t.http.post(`/api${path}${query}`).type('form').set('X-Twilio-Signature', signature).send(form);
  };

  const textForm = (from: string, body: string, to = ORG_NUMBER) => ({
    MessageSid: sid('SM'),
    AccountSid: `AC${'0'.repeat(32)}`,
    From: from,
    To: to,
    Body: body,
    NumMedia: '0',
  });
  const callForm = (from: string, to = ORG_NUMBER) => ({
    CallSid: sid('CA'),
    AccountSid: `AC${'0'.repeat(32)}`,
    From: from,
    To: to,
    CallStatus: 'ringing',
    Direction: 'inbound',
  });
  const dialForm = (callSid: string, status: string, duration: number) => ({
    CallSid: callSid,
    DialCallSid: sid('CA'),
    DialCallStatus: status,
    DialCallDuration: String(duration),
  });

  const inbound = () => t.dataSource.getRepository(InboundText);
  const calls = () => t.dataSource.getRepository(CallLogRow);
  const history = (leadId: number, action: string) =>
    t.dataSource.getRepository(LeadHistory).find({ where: { leadId, action }, order: { id: 'ASC' } });
  const stopped = (o: Organization, phone: string) => t.app.get(SmsSuppressionsService).has(o.id, phone);

  const drain = async () => {
    await new Promise((r) => setImmediate(r));
    await (t.app.get<JobQueue>(JOB_QUEUE) as InProcessJobQueue).drain();
  };

  const withNumber = (o: Organization, phoneNumber: string) =>
    t.dataSource.getRepository(PhoneNumberRow).insert({
      organizationId: o.id,
      phoneNumber,
      numberType: 'local',
      areaCode: phoneNumber.slice(2, 5),
      realPhoneNumber: REAL_NUMBER,
      providerSid: null,
    });

  beforeAll(async () => {
    const port = await freePort();
    t = await startTestApp({
      database,
      redis: false,
      env: { API_PUBLIC_URL: `http://127.0.0.1:${port}/api` },
    });
    await t.app.listen(port, '127.0.0.1');
    const owner = await aUser().verified().build();
    const stranger = await aUser().verified().build();
    org = await anOrganization().named('Summit Roofing').ownedBy(owner).build();
    foreign = await anOrganization().named('Elsewhere').ownedBy(stranger).build();
    token = (await loginAs(t, owner)).access;
    await withNumber(org, ORG_NUMBER);
    await withNumber(foreign, '+15125550111');
    ann = await aLead().inOrganization(org.id).named('Ann', 'Archer').prospect().withPhone(ANN).build();
    // Ann's number again, later (a household): the oldest contact is the sender.
    await aLead().inOrganization(org.id).named('Andy', 'Archer').prospect().withPhone(ANN).build();
    bob = await aLead().inOrganization(org.id).named('Bob', 'Baker').prospect().withPhone(BOB).build();
    // The same cell phone in another organization: a text to our number is never theirs.
    theirAnn = await aLead()
      .inOrganization(foreign.id)
      .named('Ann', 'Other')
      .prospect()
      .withPhone(ANN)
      .build();
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('texts received', () => {
    it("stores a text on the sender's contact of the number's organization, once, with a receive_text entry", async () => {
      const form = textForm('(512) 555-0001', 'Is Tuesday fine for the roof?');
      const res = await post(P.sms, form).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/xml/);
      expect(res.text).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
      const rows = await inbound().findBy({ providerMessageId: form.MessageSid });
      expect(rows).toEqual([
        expect.objectContaining({
          organizationId: org.id,
          leadId: ann.id,
          fromNumber: ANN,
          toNumber: ORG_NUMBER,
          body: 'Is Tuesday fine for the roof?',
          keyword: null,
        }),
      ]);
      const entries = await history(ann.id, 'receive_text');
      expect(entries.map((e) => [e.field, e.newValue, e.userId])).toEqual([
        [`inbound_text:${rows[0]!.id}`, 'Is Tuesday fine for the roof?', null],
      ]);
      expect(await history(theirAnn.id, 'receive_text')).toEqual([]);

      // The provider posts it again (our answer did not reach it): one row, one entry, an empty answer.
      const again = await post(P.sms, form).expect(200);
      expect(again.text).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
      expect(await inbound().countBy({ providerMessageId: form.MessageSid })).toBe(1);
      expect(await history(ann.id, 'receive_text')).toHaveLength(1);
    });

    it('keeps a text from a number that is no contact, on no contact', async () => {
      const form = textForm(STRANGER, 'Who is this?');
      await post(P.sms, form).expect(200);
      expect(await inbound().findOneByOrFail({ providerMessageId: form.MessageSid })).toMatchObject({
        organizationId: org.id,
        leadId: null,
        fromNumber: STRANGER,
      });
    });

    it('refuses a forged post (wrong signature, a tampered parameter, another URL, none) with 403, storing nothing', async () => {
      const form = textForm(ANN, 'STOP');
      const valid = sign(publicUrl(P.sms), form);
      const forged = [
        post(P.sms, form, { signature: valid.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) }),
        t.http
          .post(`/api${P.sms}`)
          .type('form')
          .set('X-Twilio-Signature', valid)
          .send({ ...form, Body: 'START' }),
        t.http
          .post(`/api${P.sms}`)
          .type('form')
          .set('X-Twilio-Signature', valid)
          .send({ ...form, Extra: '1' }),
        post(P.sms, form, { signedUrl: `http://evil.example${P.sms}` }),
        post(P.sms, form, { signedUrl: publicUrl(P.voice) }),
        // Signed over the Host the request came to, not API_PUBLIC_URL: still not the provider's.
        post(P.sms, form, { signedUrl: `http://localhost:3999/api${P.sms}` }),
        t.http.post(`/api${P.sms}`).type('form').send(form),
        t.http
          .post(`/api${P.sms}`)
          .set('X-Twilio-Signature', valid)
          .send({ ...form, NumMedia: 0 }),
      ];
      for (const res of await Promise.all(forged)) {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ detail: 'Invalid webhook signature' });
      }
      expect(await inbound().countBy({ providerMessageId: form.MessageSid })).toBe(0);
      expect(await stopped(org, ANN)).toBe(false);
    });

    it('answers 404 for a number that is none of ours, storing nothing', async () => {
      const form = textForm(ANN, 'Hello', '+15125550999');
      const res = await post(P.sms, form).expect(404);
      expect(res.body).toEqual({ detail: 'Not found.' });
      expect(await inbound().countBy({ providerMessageId: form.MessageSid })).toBe(0);
    });

    it('STOP suppresses the number for the organization: the next send skips it; START lifts it', async () => {
      const stop = await post(P.sms, textForm(ANN, '  Stop ')).expect(200);
      expect(stop.text).toBe(
        `<?xml version="1.0" encoding="UTF-8"?><Response><Message>${smsKeywordReplies.stop('Summit Roofing')}</Message></Response>`,
      );
      expect(await stopped(org, ANN)).toBe(true);
      expect(await stopped(foreign, ANN)).toBe(false);
      const stored = await inbound().findOneOrFail({
        where: { organizationId: org.id },
        order: { id: 'DESC' },
      });
      expect(stored).toMatchObject({ keyword: 'stop', body: '  Stop ', leadId: ann.id });

      const send = (ids: number[]) =>
        t.http
          .post(`/api${urlOf(textsEndpoints.send, { orgId: org.id })}`)
          .set(bearer(token))
          .send({ recipient_id: ids, message: 'Spring offers' });
      expect((await send([ann.id, bob.id]).expect(200)).body).toEqual({ sent: 1, skipped_stopped: 1 });
      await drain();

      const start = await post(P.sms, textForm(ANN, 'START')).expect(200);
      expect(start.text).toContain(`<Message>${smsKeywordReplies.start('Summit Roofing')}</Message>`);
      expect(await stopped(org, ANN)).toBe(false);
      expect((await send([ann.id, bob.id]).expect(200)).body).toEqual({ sent: 2, skipped_stopped: 0 });
      await drain();
    });

    it.each(['UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'stopall'])(
      '%s stops texts as STOP does',
      async (word) => {
        await post(P.sms, textForm(BOB, word)).expect(200);
        expect(await stopped(org, BOB)).toBe(true);
        await post(P.sms, textForm(BOB, 'unstop')).expect(200);
        expect(await stopped(org, BOB)).toBe(false);
      },
    );

    it("a replayed STOP after START has no second effect (the number stays texted); HELP answers with the organization's name", async () => {
      const stop = textForm(BOB, 'STOP');
      await post(P.sms, stop).expect(200);
      await post(P.sms, textForm(BOB, 'START')).expect(200);
      const replay = await post(P.sms, stop).expect(200);
      expect(replay.text).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
      expect(await stopped(org, BOB)).toBe(false);

      const help = await post(P.sms, textForm(BOB, 'help')).expect(200);
      expect(help.text).toBe(
        `<?xml version="1.0" encoding="UTF-8"?><Response><Message>${smsKeywordReplies.help('Summit Roofing')}</Message></Response>`,
      );
      expect(smsKeywordReplies.help('Summit Roofing')).toContain('Reply STOP');
    });
  });

  describe('status reports of sent texts', () => {
    it('moves a text forward only: an older status after a newer one, or a replay, changes nothing', async () => {
      const res = await t.http
        .post(`/api${urlOf(textsEndpoints.send, { orgId: org.id })}`)
        .set(bearer(token))
        .send({ recipient_id: [bob.id], message: 'Your quote is ready' })
        .expect(200);
      expect(res.body.sent).toBe(1);
      await drain();
      const row = await t.dataSource
        .getRepository(TextRecipient)
        .findOneOrFail({ where: { organizationId: org.id, leadId: bob.id }, order: { id: 'DESC' } });
      expect(row.deliveryStatus).toBe('sent');
      const report = (status: string, extra: Record<string, string> = {}) =>
        post(
          P.status,
          { MessageSid: row.providerMessageId!, MessageStatus: status, From: ORG_NUMBER, To: BOB, ...extra },
          // As the callback URL carries it: the signature covers the query string.
          { query: `?ref=text-recipient%3A${row.id}` },
        );
      const delivered = await report('delivered').expect(200);
      expect(delivered.text).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
      const status = async () =>
        (await t.dataSource.getRepository(TextRecipient).findOneByOrFail({ id: row.id })).deliveryStatus;
      expect(await status()).toBe('delivered');
      await report('sent').expect(200);
      await report('queued').expect(200);
      expect(await status()).toBe('delivered');
      await report('delivered').expect(200);
      expect(await history(bob.id, 'send_text_delivered')).toHaveLength(1);

      // The query string is signed: another ref is a forgery.
      const tampered = await post(
        P.status,
        { MessageSid: row.providerMessageId!, MessageStatus: 'failed', From: ORG_NUMBER, To: BOB },
        {
          query: `?ref=text-recipient%3A${row.id}`,
          signedUrl: publicUrl(P.status, '?ref=text-recipient%3A1'),
        },
      );
      expect(tampered.status).toBe(403);
      expect(await status()).toBe('delivered');
    });
  });

  describe('calls', () => {
    const activity = async (o: Organization = org) =>
      (
        await t.http
          .get(`/api${urlOf(dashboardEndpoints.phoneActivity, { orgId: o.id })}`)
          .set(bearer(token))
          .expect(200)
      ).body as Paginated<PhoneActivity>;

    it("forwards a call to the organization's real number with TwiML and logs it, its end once", async () => {
      const form = callForm(ANN);
      const res = await post(P.voice, form).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/xml/);
      expect(res.text).toBe(
        '<?xml version="1.0" encoding="UTF-8"?><Response>' +
          `<Dial action="${publicUrl(P.dial)}" method="POST" callerId="${ANN}">${REAL_NUMBER}</Dial></Response>`,
      );
      const logged = await calls().findOneByOrFail({ callSid: form.CallSid });
      expect(logged).toMatchObject({
        organizationId: org.id,
        fromNumber: ANN,
        toNumber: ORG_NUMBER,
        direction: 'inbound',
        status: 'ringing',
        leadId: ann.id,
        endedAt: null,
        durationSeconds: 0,
      });
      expect(logged.startedAt).toBeInstanceOf(Date);

      // Replayed: the same answer, still one row.
      expect((await post(P.voice, form).expect(200)).text).toBe(res.text);
      expect(await calls().countBy({ callSid: form.CallSid })).toBe(1);

      const ended = await post(P.dial, dialForm(form.CallSid, 'completed', 65)).expect(200);
      expect(ended.text).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
      const done = await calls().findOneByOrFail({ callSid: form.CallSid });
      expect(done).toMatchObject({ status: 'completed', durationSeconds: 65 });
      expect(done.endedAt).toBeInstanceOf(Date);
      expect((await history(ann.id, 'call_logged')).map((e) => [e.field, e.newValue])).toEqual([
        [`call:${form.CallSid}`, 'completed, 1m 05s'],
      ]);

      // A replayed outcome, another one, or the call's own later status: the first outcome stays.
      await post(P.dial, dialForm(form.CallSid, 'completed', 65)).expect(200);
      await post(P.dial, dialForm(form.CallSid, 'no-answer', 0)).expect(200);
      await post(P.status, { CallSid: form.CallSid, CallStatus: 'completed', CallDuration: '80' }).expect(
        200,
      );
      await post(P.status, { CallSid: form.CallSid, CallStatus: 'in-progress' }).expect(200);
      expect(await calls().findOneByOrFail({ callSid: form.CallSid })).toMatchObject({
        status: 'completed',
        durationSeconds: 65,
        endedAt: done.endedAt,
      });
      expect(await history(ann.id, 'call_logged')).toHaveLength(1);

      const page = await activity();
      expect(page.results[0]).toEqual({
        sid: form.CallSid,
        date_created: logged.startedAt.toISOString(),
        from_formatted: '(512) 555-0001',
        to_formatted: '(512) 555-0100',
        direction: 'inbound',
        status: 'completed',
        duration: 65,
        lead: {
          id: ann.id,
          first_name: 'Ann',
          last_name: 'Archer',
          email: ann.email,
          profile_url: `/composition/prospects/${org.id}/prospect/${ann.id}`,
        },
      });
      expect(callBadge(page.results[0]!)).toBe('INCOMING');
    });

    it('logs a call nobody answered as no-answer (MISSED), from a number that is no contact', async () => {
      const form = callForm(STRANGER);
      await post(P.voice, form).expect(200);
      await post(P.dial, dialForm(form.CallSid, 'no-answer', 0)).expect(200);
      const page = await activity();
      const missed = page.results.find((a) => a.sid === form.CallSid)!;
      expect(missed).toMatchObject({
        status: 'no-answer',
        duration: 0,
        lead: null,
        from_formatted: '(512) 555-0077',
      });
      expect(callBadge(missed)).toBe('MISSED');
    });

    it('ends a call the caller hung up on by its status callback when no dial outcome came', async () => {
      const form = callForm(BOB);
      await post(P.voice, form).expect(200);
      await post(P.status, { CallSid: form.CallSid, CallStatus: 'canceled', CallDuration: '0' }).expect(200);
      expect(await calls().findOneByOrFail({ callSid: form.CallSid })).toMatchObject({ status: 'canceled' });
      // Nobody talked: on the record as missed, which is not work on the contact (Unworked leads keeps it).
      expect((await history(bob.id, 'call_missed')).map((e) => e.newValue)).toEqual(['canceled']);
      expect(await history(bob.id, 'call_logged')).toHaveLength(0);
    });

    it('rejects a call to a number that is none of ours, logging nothing', async () => {
      const form = callForm(ANN, '+15125550999');
      const res = await post(P.voice, form).expect(200);
      expect(res.text).toBe('<?xml version="1.0" encoding="UTF-8"?><Response><Reject/></Response>');
      expect(await calls().countBy({ callSid: form.CallSid })).toBe(0);
    });

    it('refuses a forged call with 403, logging nothing', async () => {
      const form = callForm(ANN);
      const res = await post(P.voice, form, { signature: sign(publicUrl(P.voice), { ...form, To: '+1' }) });
      expect(res.status).toBe(403);
      expect(await calls().countBy({ callSid: form.CallSid })).toBe(0);
      const dial = await post(P.dial, dialForm('CAnone', 'completed', 3), { signature: 'bm9wZQ==' });
      expect(dial.status).toBe(403);
    });

    it("counts the month's calls against call_minutes, each rounded up to the minute; none left: the caller hears why", async () => {
      const planned = await anOrganization()
        .named('Planned')
        .ownedBy(await aUser().verified().build())
        .build();
      await withNumber(planned, '+15125550130');
      await subscribed(planned, 'price_solo_month');
      await t.dataSource
        .getRepository(BillingProductRow)
        .update(
          { id: 'prod_solo' },
          { metadata: { contacts: 1000, texts: 10, user_seats: 1, call_minutes: 3 } },
        );
      const billing = t.app.get(BillingService);
      const talk = async (seconds: number) => {
        const form = callForm(ANN, '+15125550130');
        const res = await post(P.voice, form).expect(200);
        await post(P.dial, dialForm(form.CallSid, 'completed', seconds)).expect(200);
        return res.text;
      };
      expect(await talk(61)).toContain('<Dial');
      expect((await billing.usage(planned.id)).used.call_minutes).toBe(2);
      expect(await talk(1)).toContain('<Dial');
      expect((await billing.usage(planned.id)).used.call_minutes).toBe(3);
      expect(await billing.roomLeft(planned.id, 'call_minutes')).toBe(0);

      const form = callForm(ANN, '+15125550130');
      const refused = await post(P.voice, form).expect(200);
      expect(refused.text).toBe(
        `<?xml version="1.0" encoding="UTF-8"?><Response><Say>${phoneCallMessages.noMinutesLeft}</Say><Hangup/></Response>`,
      );
      const row = await calls().findOneByOrFail({ callSid: form.CallSid });
      expect(row).toMatchObject({ organizationId: planned.id, status: 'canceled', durationSeconds: 0 });
      expect(row.endedAt).toBeInstanceOf(Date);
      expect((await billing.usage(planned.id)).used.call_minutes).toBe(3);
      // The organization without a plan is not limited, and its minutes are its own.
      expect(await billing.roomLeft(org.id, 'call_minutes')).toBeNull();
      expect((await billing.usage(org.id)).used.call_minutes).toBe(2);
    });

    it("lists the organization's calls newest first, paged by 10; another organization's are not there", async () => {
      for (let i = 0; i < 9; i += 1) await post(P.voice, callForm(BOB)).expect(200);
      const first = await activity();
      // This test's nine, and the three calls to it above; the other organization's three are its own.
      expect(first.count).toBe(12);
      expect(first.results).toHaveLength(10);
      const times = first.results.map((a) => a.date_created);
      expect([...times].sort().reverse()).toEqual(times);
      const second = (
        await t.http
          .get(`/api${urlOf(dashboardEndpoints.phoneActivity, { orgId: org.id })}`)
          .query({ page: 2 })
          .set(bearer(token))
          .expect(200)
      ).body as Paginated<PhoneActivity>;
      expect(second.results).toHaveLength(2);
      expect(second.results.every((a) => a.to_formatted === '(512) 555-0100')).toBe(true);
    });
  });

  describe('the local phone (the mailbox)', () => {
    it("texts the organization's number through the signed webhook, as the provider would", async () => {
      const res = await t.http
        .post(`/api${phoneSimulatorEndpoints.sms.path}`)
        .send({ from: '(512) 555-0002', to: ORG_NUMBER, body: 'HELP' })
        .expect(200);
      const answer = res.body as SimulatedText;
      expect(answer.sid).toMatch(/^SM[0-9a-f]{32}$/);
      expect(answer.sms).toEqual({
        status: 200,
        body: `<?xml version="1.0" encoding="UTF-8"?><Response><Message>${smsKeywordReplies.help('Summit Roofing')}</Message></Response>`,
      });
      expect(await inbound().findOneByOrFail({ providerMessageId: answer.sid })).toMatchObject({
        organizationId: org.id,
        leadId: bob.id,
        body: 'HELP',
        keyword: 'help',
      });
    });

    it('calls the number: forwarded, then answered for the duration, or not answered', async () => {
      const answered = (
        await t.http
          .post(`/api${phoneSimulatorEndpoints.call.path}`)
          .send({ from: ANN, to: ORG_NUMBER, answered: true, duration: 125 })
          .expect(200)
      ).body as SimulatedCall;
      expect(answered.sid).toMatch(/^CA[0-9a-f]{32}$/);
      expect(answered.voice.status).toBe(200);
      expect(answered.voice.body).toContain(`>${REAL_NUMBER}</Dial>`);
      expect(answered.dial).toEqual({
        status: 200,
        body: '<?xml version="1.0" encoding="UTF-8"?><Response/>',
      });
      expect(await calls().findOneByOrFail({ callSid: answered.sid })).toMatchObject({
        organizationId: org.id,
        leadId: ann.id,
        status: 'completed',
        durationSeconds: 125,
      });

      const missed = (
        await t.http
          .post(`/api${phoneSimulatorEndpoints.call.path}`)
          .send({ from: ANN, to: ORG_NUMBER, answered: false })
          .expect(200)
      ).body as SimulatedCall;
      expect(await calls().findOneByOrFail({ callSid: missed.sid })).toMatchObject({
        status: 'no-answer',
        durationSeconds: 0,
      });

      const nowhere = (
        await t.http
          .post(`/api${phoneSimulatorEndpoints.call.path}`)
          .send({ from: ANN, to: '+15125550999' })
          .expect(200)
      ).body as SimulatedCall;
      expect(nowhere).toMatchObject({ voice: { status: 200 }, dial: null });
      expect(nowhere.voice.body).toContain('<Reject/>');
    });

    it('validates what it is given, in the forms’ words', async () => {
      const res = await t.http
        .post(`/api${phoneSimulatorEndpoints.sms.path}`)
        .send({ from: 'nope', body: 'Hi' })
        .expect(400);
      expect(res.body).toEqual({ from: ['phone number is not valid'], to: ['To is required'] });
    });
  });
});

describe('phone webhooks with SMS_PROVIDER=twilio', () => {
  let t: TestApp;
  let org: Organization;

  beforeAll(async () => {
    t = await startTestApp({
      database: 'sqlite',
      redis: false,
      env: {
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: STANDIN_ACCOUNT_SID,
        TWILIO_AUTH_TOKEN: STANDIN_AUTH_TOKEN,
        // Never called here: the webhooks only read what Twilio posts.
        TWILIO_API_URL: 'http://127.0.0.1:9',
        OUTBOX_MAILBOX: 'false',
      },
    });
    org = await anOrganization()
      .named('Summit Roofing')
      .ownedBy(await aUser().verified().build())
      .build();
    await t.dataSource.getRepository(PhoneNumberRow).insert({
      organizationId: org.id,
      phoneNumber: ORG_NUMBER,
      numberType: 'local',
      areaCode: '512',
      realPhoneNumber: REAL_NUMBER,
      providerSid: 'PN0123',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("verifies Twilio's signature with the auth token; the local key's is a forgery", async () => {
    const url = `${t.config.apiPublicUrl}${P.sms}`;
    const form = { MessageSid: sid('SM'), From: ANN, To: ORG_NUMBER, Body: 'Hello' };
    const local = localPhoneWebhookSigner(t.app.get<KeyRing>(KEY_RING)).sign(url, form);
    await t.http.post(`/api${P.sms}`).type('form').set('X-Twilio-Signature', local).send(form).expect(403);
    expect(
      await t.dataSource.getRepository(InboundText).countBy({ providerMessageId: form.MessageSid }),
    ).toBe(0);
    const twilio = new PhoneWebhookSigner(STANDIN_AUTH_TOKEN).sign(url, form);
    await t.http.post(`/api${P.sms}`).type('form').set('X-Twilio-Signature', twilio).send(form).expect(200);
    expect(
      await t.dataSource.getRepository(InboundText).findOneByOrFail({ providerMessageId: form.MessageSid }),
    ).toMatchObject({ organizationId: org.id, body: 'Hello' });
  });

  it('has no local phone', async () => {
    const res = await t.http
      .post(`/api${phoneSimulatorEndpoints.sms.path}`)
      .send({ from: ANN, to: ORG_NUMBER, body: 'Hi' })
      .expect(404);
    expect(res.body).toEqual({ detail: 'Not found.' });
  });
});
