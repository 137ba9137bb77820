import {
  emailEndpoints,
  emailMessages,
  type EmailRecipientsCount,
  type EmailSuppression,
  type Paginated,
  urlOf,
  type LeadHistoryEntry,
  type SendEmailResult,
} from '@ensemble/contracts';
import { In } from 'typeorm';
import { KEY_RING, type KeyRing } from '../src/engine/crypto/key-ring';
import {
  EMAIL_EVENT_SINK,
  EMAIL_PROVIDER,
  type EmailBatch,
  type EmailBatchResult,
  type EmailEventSink,
  type EmailProvider,
  PermanentEmailError,
  TemporaryEmailError,
} from '../src/engine/providers/email/email-provider';
import { OutboxMessage } from '../src/engine/providers/outbox/outbox-message.entity';
import { JOB_QUEUE, type JobQueue } from '../src/engine/work';
import type { InProcessJobQueue } from '../src/engine/work/in-process-job-queue';
import { LeadInvoice } from '../src/modules/contacts/lead-invoices/lead-invoice.entity';
import { Lead, LeadGroup, LeadHistory, LeadList } from '../src/modules/contacts/leads/lead.entity';
import { MarketingGroup } from '../src/modules/contacts/settings/settings.entities';
import { EmailDeliveryJob } from '../src/modules/messaging/email-sending/email-delivery.job';
import { EmailCampaign, EmailRecipient } from '../src/modules/messaging/email-sending/email-sending.entities';
import { EmailSendingService } from '../src/modules/messaging/email-sending/email-sending.service';
import { clickSignature } from '../src/modules/messaging/email-sending/email-tracking';
import { aLead } from './builders/lead.builder';
import { anOrganization } from './builders/organization.builder';
import { aUser } from './builders/user.builder';
import { bearer, loginAs } from './support/auth';
import { startTestApp, type TestApp } from './support/test-app';

const S = emailEndpoints.sending;

describe.each(['mariadb', 'sqlite'] as const)('email sending and delivery (%s)', (database) => {
  let t: TestApp;
  let token: string;
  let org: { id: number };
  let foreign: { id: number };
  let foreignToken: string;
  let tag: number;
  let list: number;
  let tagged: Lead[];
  let noEmail: number;
  const path = (e: { path: string }, params: Record<string, number | string> = {}) =>
    `/api${urlOf(e as never, { orgId: org.id, ...params } as never)}`;

  const queue = () => t.app.get<JobQueue>(JOB_QUEUE) as InProcessJobQueue;
  /** Waits for the queued jobs: they start on the next turn of the event loop (setImmediate), then run. */
  const drain = async () => {
    await new Promise((r) => setImmediate(r));
    await queue().drain();
  };

  const send = (body: Record<string, unknown>, as = token) =>
    t.http.post(path(S.send)).set(bearer(as)).send(body);

  const campaignMail = async (campaignId: number) => {
    const rows = await t.dataSource
      .getRepository(EmailRecipient)
      .find({ where: { campaignId }, order: { id: 'ASC' } });
    const mails = await t.dataSource
      .getRepository(OutboxMessage)
      .findBy({ idempotencyKey: In(rows.map((r) => `email-recipient:${r.id}`)) });
    return { rows, mails };
  };

  beforeAll(async () => {
    t = await startTestApp({ database, redis: false });
    const owner = await aUser().verified().build();
    const stranger = await aUser().verified().build();
    org = await anOrganization().named('Summit Roofing').ownedBy(owner).build();
    foreign = await anOrganization().named('Elsewhere').ownedBy(stranger).build();
    token = (await loginAs(t, owner)).access;
    foreignToken = (await loginAs(t, stranger)).access;
    const ds = t.dataSource;
    tag = (
      await ds
        .getRepository(MarketingGroup)
        .save({ organizationId: org.id, name: 'VIP', nameNormalized: 'vip' })
    ).id;
    list = (
      await ds.getRepository(LeadList).save({ organizationId: org.id, title: 'Spring', kind: 'opportunity' })
    ).id;
    tagged = [
      await aLead()
        .inOrganization(org.id)
        .prospect()
        .named('Ann', 'Archer')
        .withEmail('ann@example.test')
        .build(),
      await aLead()
        .inOrganization(org.id)
        .client()
        .named('Bob', 'Baker')
        .withEmail('bob@example.test')
        .build(),
      await aLead().inOrganization(org.id).other().named('Cy', 'Cole').withEmail('cy@example.test').build(),
    ];
    await ds
      .getRepository(LeadGroup)
      .insert(tagged.map((l) => ({ organizationId: org.id, leadId: l.id, groupId: tag })));
    // Ann's address again on another prospect (another case): one address, one message.
    const anne = await aLead().inOrganization(org.id).prospect().named('Anne', 'Again').build();
    await ds.getRepository(Lead).update({ id: anne.id }, { email: 'Ann@Example.TEST' });
    noEmail = (await aLead().inOrganization(org.id).prospect().named('No', 'Mail').build()).id;
    await ds.getRepository(Lead).update({ id: noEmail }, { email: null });
    await aLead().inOrganization(org.id).opportunity(list).buildMany(4);
    // Another organization's contacts are never counted.
    await aLead().inOrganization(foreign.id).prospect().buildMany(7);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts distinct deliverable addresses of stages, a list and tags', async () => {
    const count = async (body: object) => {
      const res = await t.http.post(path(S.recipients)).set(bearer(token)).send(body).expect(200);
      return res.body as EmailRecipientsCount;
    };
    const noneById = { contacts: [] };
    expect(await count({ group_id: [tag] })).toEqual({
      count: 3,
      suppressed: 0,
      without_email: 0,
      ...noneById,
    });
    // Ann, Anne (same address), No Mail: two addresses... one, as Anne's is Ann's.
    expect(await count({ lead_type: ['prospect'] })).toEqual({
      count: 1,
      suppressed: 0,
      without_email: 1,
      ...noneById,
    });
    expect(await count({ lead_list_id: list })).toEqual({
      count: 4,
      suppressed: 0,
      without_email: 0,
      ...noneById,
    });
    expect(await count({ lead_list_id: list, group_id: [tag], lead_type: ['prospect'] })).toEqual({
      count: 7,
      suppressed: 0,
      without_email: 1,
      ...noneById,
    });
    const none = await t.http.post(path(S.recipients)).set(bearer(token)).send({}).expect(400);
    expect(JSON.stringify(none.body)).toContain(emailMessages.selectRecipient);
  });

  it("names the contacts picked by id, in the order given, and never another organization's", async () => {
    const theirs = await t.dataSource.getRepository(Lead).findOneByOrFail({ organizationId: foreign.id });
    const [ann, bob] = tagged;
    const res = await t.http
      .post(path(S.recipients))
      .set(bearer(token))
      .send({ recipient_id: [bob!.id, theirs.id, noEmail, ann!.id] })
      .expect(200);
    const body = res.body as EmailRecipientsCount;
    expect(body.contacts.map((c) => c.id)).toEqual([bob!.id, noEmail, ann!.id]);
    expect(body.contacts[0]).toEqual({
      id: bob!.id,
      first_name: 'Bob',
      last_name: 'Baker',
      email: 'bob@example.test',
      cell_phone: bob!.cellPhone,
    });
    expect(body.contacts[1]).toMatchObject({ first_name: 'No', last_name: 'Mail', email: null });
  });

  it('sends to the three contacts of a tag, each message with its own names, Message-ID and headers', async () => {
    const res = await send({
      group_id: [tag],
      subject: 'Hello #!first_name!#',
      html: '<p>Dear #!first_name!# #!last_name!# of #!organization_name!#, <a href="https://example.org/offer?a=1&amp;b=2">see</a></p>',
    }).expect(200);
    const result = res.body as SendEmailResult;
    expect(result.total).toBe(3);
    expect(result.data.detail).toBe(emailMessages.emailSent);
    await drain();
    const { rows, mails } = await campaignMail(result.data.campaign_id);
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
    expect(mails.map((m) => m.subject).sort()).toEqual(['Hello Ann', 'Hello Bob', 'Hello Cy']);
    const ann = mails.find((m) => m.toAddress === 'ann@example.test')!;
    expect(ann.html).toContain('Dear Ann Archer of Summit Roofing');
    expect(ann.html).not.toContain('#!');
    expect(ann.text).toContain('Summit Roofing');
    const annRow = rows.find((r) => r.email === 'ann@example.test')!;
    expect(ann.messageId).toBe(`<r${annRow.id}.c${result.data.campaign_id}@ensemble.local>`);
    expect(ann.headers?.['List-Unsubscribe']).toMatch(
      new RegExp(`^<https?://[^>]+/api/email/unsubscribe/${annRow.trackingToken}>$`),
    );
    expect(ann.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // The content's link goes through the signed redirect; the footer links to the unsubscribe page.
    expect(ann.html).toContain(`/api/email/c/${annRow.trackingToken}?u=`);
    expect(ann.html).toContain(`/api/email/unsubscribe/${annRow.trackingToken}`);
    expect(ann.html).toContain(`/api/email/o/${annRow.trackingToken}.gif`);
    // History: one send_email entry per contact, the subject as written.
    const history = await t.dataSource
      .getRepository(LeadHistory)
      .findBy({ organizationId: org.id, action: 'send_email', leadId: In(tagged.map((l) => l.id)) });
    expect(history).toHaveLength(3);
    expect(history.every((h) => h.newValue === 'Hello #!first_name!#')).toBe(true);
  });

  it('refuses an unknown variable, nothing to send, a template no longer there', async () => {
    const unknown = await send({ group_id: [tag], subject: 'Hi', html: '<p>#!shoe_size!#</p>' }).expect(400);
    expect(JSON.stringify(unknown.body)).toContain('#!shoe_size!#');
    const none = await send({ recipient_id: [noEmail], subject: 'Hi', content: 'Hello' }).expect(400);
    expect(none.body).toEqual({ detail: emailMessages.noEmailsSent });
    const gone = await send({ group_id: [tag], subject: 'Hi', template_id: 999 }).expect(400);
    expect(gone.body).toEqual({ detail: emailMessages.templateNoLongerAvailable });
    // Another organization's contacts are not found: nothing to send.
    const theirs = await t.dataSource.getRepository(Lead).findOneByOrFail({ organizationId: foreign.id });
    await send({ recipient_id: [theirs.id], subject: 'Hi', content: 'Hello' }).expect(400);
  });

  it('unsubscribes on POST only (RFC 8058 one-click), and the next send skips the address', async () => {
    const first = (
      await send({ group_id: [tag], subject: 'News', content: 'Hello #!first_name!#' }).expect(200)
    ).body as SendEmailResult;
    await drain();
    const { rows } = await campaignMail(first.data.campaign_id);
    const bob = rows.find((r) => r.email === 'bob@example.test')!;
    const page = await t.http.get(`/api/email/unsubscribe/${bob.trackingToken}`).expect(200);
    expect(page.text).toContain('<form method="post">');
    expect(page.headers['content-type']).toContain('text/html');
    // A GET (a link scanner) changes nothing.
    let count = (
      await t.http
        .post(path(S.recipients))
        .set(bearer(token))
        .send({ group_id: [tag] })
    ).body;
    expect(count).toEqual({ count: 3, suppressed: 0, without_email: 0, contacts: [] });

    const done = await t.http
      .post(`/api/email/unsubscribe/${bob.trackingToken}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(done.text).toContain(emailMessages.unsubscribed);
    await t.http.post(`/api/email/unsubscribe/${'0'.repeat(32)}`).expect(404);

    count = (
      await t.http
        .post(path(S.recipients))
        .set(bearer(token))
        .send({ group_id: [tag] })
    ).body;
    expect(count).toEqual({ count: 2, suppressed: 1, without_email: 0, contacts: [] });
    const list = (await t.http.get(path(S.suppressions)).set(bearer(token)).expect(200))
      .body as Paginated<EmailSuppression>;
    expect(list.results.map((s) => [s.email, s.reason])).toEqual([['bob@example.test', 'unsubscribed']]);
    // Another organization's list is its own.
    const theirs = await t.http
      .get(`/api${urlOf(S.suppressions, { orgId: foreign.id })}`)
      .set(bearer(foreignToken))
      .expect(200);
    expect(theirs.body.count).toBe(0);
    await t.http
      .delete(`/api${urlOf(S.removeSuppression, { orgId: foreign.id, id: list.results[0]!.id })}`)
      .set(bearer(foreignToken))
      .expect(404);

    const next = (await send({ group_id: [tag], subject: 'More news', content: 'Hi' }).expect(200))
      .body as SendEmailResult;
    expect(next.total).toBe(2);
    await drain();
    const after = await campaignMail(next.data.campaign_id);
    expect(after.mails.map((m) => m.toAddress).sort()).toEqual(['ann@example.test', 'cy@example.test']);

    await t.http
      .delete(path(S.removeSuppression, { id: list.results[0]!.id }))
      .set(bearer(token))
      .expect(204);
    count = (
      await t.http
        .post(path(S.recipients))
        .set(bearer(token))
        .send({ group_id: [tag] })
    ).body;
    expect(count.count).toBe(3);
  });

  it('records opens and signed clicks, refuses a bad signature and a non-web URL', async () => {
    const sent = (
      await send({
        recipient_id: [tagged[2]!.id],
        subject: 'Track',
        html: '<p><a href="https://example.org/page">page</a></p>',
      }).expect(200)
    ).body as SendEmailResult;
    await drain();
    const { rows, mails } = await campaignMail(sent.data.campaign_id);
    const row = rows[0]!;
    const gif = await t.http.get(`/api/email/o/${row.trackingToken}.gif`).expect(200);
    expect(gif.headers['content-type']).toBe('image/gif');
    await t.http.get(`/api/email/o/${row.trackingToken}.gif`).expect(200);
    let after = await t.dataSource.getRepository(EmailRecipient).findOneByOrFail({ id: row.id });
    expect(after.openCount).toBe(2);
    expect(after.openedAt).not.toBeNull();

    const href = /href="([^"]*\/api\/email\/c\/[^"]*)"/.exec(mails[0]!.html!)![1]!.replace(/&amp;/g, '&');
    const link = new URL(href);
    const click = await t.http.get(`${link.pathname}${link.search}`).expect(302);
    expect(click.headers.location).toBe('https://example.org/page');
    after = await t.dataSource.getRepository(EmailRecipient).findOneByOrFail({ id: row.id });
    expect(after.clickCount).toBe(1);

    const u = encodeURIComponent('https://evil.example/');
    await t.http.get(`/api/email/c/${row.trackingToken}?u=${u}&s=${link.searchParams.get('s')}`).expect(400);
    const keys = t.app.get<KeyRing>(KEY_RING);
    const js = 'javascript:alert(1)';
    const signed = clickSignature(keys, row.trackingToken, js);
    await t.http.get(`/api/email/c/${row.trackingToken}?u=${encodeURIComponent(js)}&s=${signed}`).expect(400);

    const history = await t.dataSource
      .getRepository(LeadHistory)
      .find({ where: { organizationId: org.id, leadId: tagged[2]!.id }, order: { id: 'ASC' } });
    const field = `email_campaign:${sent.data.campaign_id}`;
    expect(history.filter((h) => h.field === field).map((h) => h.action)).toEqual([
      'send_email',
      'send_email_opened',
      'send_email_clicked',
    ]);
    // The history screen reads the entry with its subject and its sub-rows' flags.
    const screen = await t.http
      .get(`/api/organization/lead/history/${tagged[2]!.id}/`)
      .set(bearer(token))
      .expect(200);
    const entry = (screen.body as { history: LeadHistoryEntry[] }).history.find(
      (h) => h.action === 'send_email' && h.field === field,
    );
    expect(entry).toMatchObject({ subject: 'Track', opened: true, clicked: true });
  });

  it('records provider events once, and suppresses on bounce until a resubscribe', async () => {
    const sent = (await send({ recipient_id: [tagged[0]!.id], subject: 'Ev', content: 'x' }).expect(200))
      .body as SendEmailResult;
    await drain();
    const { rows } = await campaignMail(sent.data.campaign_id);
    const sink = t.app.get<EmailEventSink>(EMAIL_EVENT_SINK);
    const event = {
      type: 'bounce' as const,
      trackingKey: rows[0]!.trackingToken,
      providerMessageId: null,
      email: 'ann@example.test',
      at: new Date(),
      providerEventId: `evt-${rows[0]!.id}`,
      reason: 'mailbox full',
    };
    expect(await sink.record(event)).toBe(true);
    expect(await sink.record(event)).toBe(false);
    let count = (
      await t.http
        .post(path(S.recipients))
        .set(bearer(token))
        .send({ group_id: [tag] })
    ).body;
    expect(count).toEqual({ count: 2, suppressed: 1, without_email: 0, contacts: [] });
    expect(
      await sink.record({ ...event, type: 'group_resubscribe', providerEventId: `evt-r-${rows[0]!.id}` }),
    ).toBe(true);
    count = (
      await t.http
        .post(path(S.recipients))
        .set(bearer(token))
        .send({ group_id: [tag] })
    ).body;
    expect(count.count).toBe(3);
  });

  it("marks the client's invoice 'Email sent' and adds its amount and payment link to the email", async () => {
    const invoice = await t.dataSource.getRepository(LeadInvoice).save({
      organizationId: org.id,
      leadId: tagged[1]!.id,
      provider: 'local',
      providerInvoiceId: null,
      amount: 1000,
      email: 'bob@example.test',
      description: 'Roof',
      daysUntilDue: 7,
      status: 'open',
      hostedUrl: 'https://pay.example.test/i/abc',
      createdById: null,
    } as Partial<LeadInvoice>);
    const sent = await send({
      recipient_id: [tagged[1]!.id],
      subject: 'Invoice',
      content: 'Your invoice',
      invoice_id: invoice.id,
    }).expect(200);
    expect(
      (await t.dataSource.getRepository(LeadInvoice).findOneByOrFail({ id: invoice.id })).emailSent,
    ).toBe(true);
    await drain();
    const { mails } = await campaignMail(sent.body.data.campaign_id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Your invoice\n\nInvoice for $10.00: Roof. It is due in 7 days.');
    // The pay link goes through the signed click redirect like any other link of the email.
    expect(mails[0]!.text).toContain('View and pay the invoice: ');
    // Another organization's invoice is not found, and nothing is sent.
    const theirs = await aLead().inOrganization(foreign.id).client().build();
    await t.http
      .post(`/api${urlOf(S.send, { orgId: foreign.id })}`)
      .set(bearer(foreignToken))
      .send({ recipient_id: [theirs.id], subject: 'Invoice', content: 'x', invoice_id: invoice.id })
      .expect(404);
    await drain();
  });

  it('takes attachments (at most 10 MB together) and sends them with the email', async () => {
    const up = await t.http
      .post(path(S.attach))
      .set(bearer(token))
      .attach('file', Buffer.from('hello'), { filename: 'note.txt', contentType: 'text/plain' })
      .expect(201);
    expect(up.body).toEqual({
      id: expect.any(Number),
      name: 'note.txt',
      size: 5,
      content_type: 'text/plain',
    });
    const batches: EmailBatch[] = [];
    const provider = t.app.get<EmailProvider>(EMAIL_PROVIDER);
    const spy = jest.spyOn(provider, 'sendBatch').mockImplementation((batch) => {
      batches.push(batch);
      return Promise.resolve(batch.recipients.map(() => ({ ok: true as const, providerMessageId: 'x' })));
    });
    try {
      await send({
        recipient_id: [tagged[2]!.id],
        subject: 'File',
        content: 'x',
        attachment: [up.body.id],
      }).expect(200);
      await drain();
    } finally {
      spy.mockRestore();
    }
    expect(batches).toHaveLength(1);
    expect(batches[0]!.attachments?.map((a) => [a.filename, a.content.toString()])).toEqual([
      ['note.txt', 'hello'],
    ]);
    // Another organization's upload is not found.
    const theirs = await t.http
      .post(`/api${urlOf(S.attach, { orgId: foreign.id })}`)
      .set(bearer(foreignToken))
      .attach('file', Buffer.from('theirs'), { filename: 'b.txt', contentType: 'text/plain' })
      .expect(201);
    await send({
      recipient_id: [tagged[2]!.id],
      subject: 'File',
      content: 'x',
      attachment: [theirs.body.id],
    }).expect(404);
    const big = await t.http
      .post(path(S.attach))
      .set(bearer(token))
      .attach('file', Buffer.alloc(10 * 1024 * 1024 + 1), {
        filename: 'big.bin',
        contentType: 'application/octet-stream',
      });
    expect(big.status).toBe(400);
    expect(JSON.stringify(big.body)).toContain(emailMessages.attachmentsTooLarge);
  });

  it("retries a temporary failure later and records a permanent one with the provider's reason", async () => {
    const provider = t.app.get<EmailProvider>(EMAIL_PROVIDER);
    const spy = jest
      .spyOn(provider, 'sendBatch')
      .mockImplementation((batch) =>
        Promise.resolve(
          batch.recipients.map((r) =>
            r.to === 'ann@example.test'
              ? { ok: false as const, error: new PermanentEmailError('550 mailbox does not exist') }
              : r.to === 'bob@example.test'
                ? { ok: false as const, error: new TemporaryEmailError('421 try again later') }
                : { ok: true as const, providerMessageId: 'ok' },
          ),
        ),
      );
    let sent: SendEmailResult;
    try {
      sent = (await send({ group_id: [tag], subject: 'Failures', content: 'x' }).expect(200))
        .body as SendEmailResult;
      await drain();
    } finally {
      spy.mockRestore();
    }
    const { rows } = await campaignMail(sent.data.campaign_id);
    const by = (email: string) => rows.find((r) => r.email === email)!;
    expect(by('ann@example.test')).toMatchObject({ status: 'failed', error: '550 mailbox does not exist' });
    expect(by('bob@example.test')).toMatchObject({
      status: 'pending',
      error: '421 try again later',
      attempts: 1,
    });
    expect(by('bob@example.test').nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
    expect(by('cy@example.test').status).toBe('sent');
    // Its retry is queued for later: out of the way of the tests below.
    await t.dataSource
      .getRepository(EmailRecipient)
      .update({ id: by('bob@example.test').id }, { status: 'cancelled' });
  });

  it('tells whether a template is used by emails still to send, and cancels them when it goes', async () => {
    const service = t.app.get(EmailSendingService);
    const campaign = await t.dataSource.getRepository(EmailCampaign).save({
      organizationId: org.id,
      subject: 'From a template',
      html: '<p>x</p>',
      text: '',
      templateId: 77,
      templateTextId: null,
      invoiceId: null,
      sender: 'no-reply@ensemble.local',
      replyTo: null,
      createdById: null,
      status: 'queued',
      total: 1,
      bulk: false,
      attachmentIds: [],
    });
    const row = await t.dataSource.getRepository(EmailRecipient).save({
      organizationId: org.id,
      campaignId: campaign.id,
      leadId: null,
      email: 'someone@example.test',
      status: 'pending',
      trackingToken: 'a'.repeat(32),
    });
    expect(await service.templateUsage(org.id, 'email', 77)).toBe(true);
    expect(await service.templateUsage(org.id, 'text', 77)).toBe(false);
    expect(await service.templateUsage(foreign.id, 'email', 77)).toBe(false);
    await service.cancelForTemplate(foreign.id, 'email', 77);
    expect(await service.templateUsage(org.id, 'email', 77)).toBe(true);
    await service.cancelForTemplate(org.id, 'email', 77);
    expect(await service.templateUsage(org.id, 'email', 77)).toBe(false);
    expect((await t.dataSource.getRepository(EmailRecipient).findOneByOrFail({ id: row.id })).status).toBe(
      'cancelled',
    );
  });

  describe('exactly once when a worker dies mid-campaign', () => {
    let calls: string[];
    let sizes: number[];
    let provider: EmailProvider;
    let original: EmailProvider['sendBatch'];

    beforeAll(() => {
      provider = t.app.get<EmailProvider>(EMAIL_PROVIDER);
      original = provider.sendBatch.bind(provider);
      calls = [];
      sizes = [];
      // Records every call and never de-duplicates (as plain SMTP would deliver each one).
      // It answers after a while, as a real provider does, so that concurrent jobs overlap.
      provider.sendBatch = async (batch: EmailBatch): Promise<EmailBatchResult[]> => {
        calls.push(...batch.recipients.map((r) => r.to));
        sizes.push(batch.recipients.length);
        await new Promise((r) => setTimeout(r, 30));
        return batch.recipients.map((r) => ({
          ok: true as const,
          providerMessageId: `fake-${r.idempotencyKey}`,
        }));
      };
      Object.defineProperty(provider, 'maxBatch', { value: 3, configurable: true });
    });
    afterAll(() => {
      provider.sendBatch = original;
      Object.defineProperty(provider, 'maxBatch', { value: 100, configurable: true });
    });

    it('loses nothing and sends nothing twice', async () => {
      const many = await aLead().inOrganization(org.id).formerClient().buildMany(12);
      const job = t.app.get(EmailDeliveryJob);
      // The send's own jobs are held back: this test delivers them itself.
      const add = jest.spyOn(queue(), 'add').mockResolvedValue(undefined);
      const sent = (await send({ recipient_id: many, subject: 'Once', content: 'x' }).expect(200))
        .body as SendEmailResult;
      expect(sent.total).toBe(12);
      const ids = (
        await t.dataSource
          .getRepository(EmailRecipient)
          .find({ where: { campaignId: sent.data.campaign_id }, order: { id: 'ASC' } })
      ).map((r) => r.id);
      const queued = add.mock.calls.map(([, data]) => Number(data.id));
      add.mockRestore();

      // A worker claims two rows and dies before sending or marking them.
      expect(await job.work.claim(ids[4]!)).not.toBeNull();
      expect(await job.work.claim(ids[5]!)).not.toBeNull();
      // The send queued one job per batch (each claims the rows after its own); each is delivered twice, at once.
      expect(queued).toEqual([ids[0], ids[3], ids[6], ids[9]]);
      await Promise.all(queued.flatMap((id) => [job.work.run(id), job.work.run(id)]));
      await drain();
      let rows = await t.dataSource.getRepository(EmailRecipient).findBy({ id: In(ids) });
      expect(rows.filter((r) => r.status === 'processing').map((r) => r.id)).toEqual([ids[4], ids[5]]);

      // The sweep takes the dead worker's rows back once stale; they go out once.
      // (A row a batch left behind, if any, is pending and queued by the same sweep.)
      expect((await job.work.sweep(new Date(Date.now() + 3_600_000))).reset).toBe(2);
      await drain();
      rows = await t.dataSource.getRepository(EmailRecipient).findBy({ id: In(ids) });
      expect(rows.every((r) => r.status === 'sent')).toBe(true);
      const expected = rows.map((r) => r.email).sort();
      expect([...calls].sort()).toEqual(expected);
      expect(calls).toHaveLength(12);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(3);
    });
  });
});
