import {
  type EmailEventLogEntry,
  type EmailReport,
  type EmailReportActivity,
  type EmailReportDetail,
  emailReportEndpoints as R,
  emailReportMessages,
  type EmailReportRecipient,
  type EmailReportType,
  type EmailSnapshot,
  leadRecordRoute,
  type Paginated,
  type SendEmailResult,
  emailEndpoints,
  urlOf,
} from '@ensemble/contracts';
import { In } from 'typeorm';
import { TransactionService } from '../src/engine/database/transaction.service';
import {
  EMAIL_EVENT_SINK,
  EMAIL_PROVIDER,
  type EmailEvent,
  type EmailEventSink,
  type EmailProvider,
  PermanentEmailError,
  TemporaryEmailError,
} from '../src/engine/providers/email/email-provider';
import { OutboxMessage } from '../src/engine/providers/outbox/outbox-message.entity';
import { JOB_QUEUE, type JobQueue } from '../src/engine/work';
import type { InProcessJobQueue } from '../src/engine/work/in-process-job-queue';
import type { Lead } from '../src/modules/contacts/leads/lead.entity';
import { LocationRow } from '../src/modules/contacts/settings/settings.entities';
import {
  EmailCampaign,
  EmailRecipient,
  EmailReportCount,
} from '../src/modules/messaging/email-sending/email-sending.entities';
import { SystemEmailsService } from '../src/modules/messaging/email-sending/system-emails.service';
import { EmailReportCountsService } from '../src/modules/messaging/email-sending/email-report-counts.service';
import { aLead } from './builders/lead.builder';
import { anOrganization } from './builders/organization.builder';
import { aUser } from './builders/user.builder';
import { bearer, loginAs } from './support/auth';
import { startTestApp, type TestApp } from './support/test-app';

const ZONE = 'America/Chicago';
const metricOf = (d: EmailReportDetail) => Object.fromEntries(d.metrics.map((m) => [m.name, m.count]));
const percentOf = (d: EmailReportDetail) => Object.fromEntries(d.metrics.map((m) => [m.name, m.percent]));

describe.each(['mariadb', 'sqlite'] as const)('email reports (%s)', (database) => {
  let t: TestApp;
  let token: string;
  let foreignToken: string;
  let org: { id: number; name: string };
  let foreign: { id: number };
  let people: Lead[];
  /** The bulk send to Ann, Bob and Cy, its rows and their outbox copies. */
  let bulk: number;
  let rows: EmailRecipient[];

  const path = (e: { path: string }, params: Record<string, number | string> = {}, orgId = org.id) =>
    `/api${urlOf(e as never, { orgId, ...params } as never)}`;
  const get = (url: string, as = token) => t.http.get(url).set(bearer(as));
  const queue = () => t.app.get<JobQueue>(JOB_QUEUE) as InProcessJobQueue;
  const drain = async () => {
    await new Promise((r) => setImmediate(r));
    await queue().drain();
  };
  const send = async (body: Record<string, unknown>) => {
    const res = await t.http
      .post(path(emailEndpoints.sending.send))
      .set(bearer(token))
      .send(body)
      .expect(200);
    await drain();
    return (res.body as SendEmailResult).data.campaign_id;
  };
  const recipientRows = (campaignId: number) =>
    t.dataSource.getRepository(EmailRecipient).find({ where: { campaignId }, order: { id: 'ASC' } });
  const outboxOf = async (r: EmailRecipient) =>
    t.dataSource.getRepository(OutboxMessage).findOneByOrFail({ idempotencyKey: `email-recipient:${r.id}` });
  const detail = async (id: number) =>
    (await get(path(R.detail, { id })).expect(200)).body as EmailReportDetail;
  const recipients = async (id: number, query = '') =>
    (await get(`${path(R.recipients, { id })}${query}`).expect(200)).body as Paginated<EmailReportRecipient>;
  const listIds = async (query: string) => {
    const res = await get(`${path(R.list)}${query}`).expect(200);
    return (res.body as Paginated<EmailReport>).results.map((r) => r.id);
  };
  const by = (email: string) => rows.find((r) => r.email === email)!;

  beforeAll(async () => {
    t = await startTestApp({ database, redis: false });
    const owner = await aUser().verified().named('Olive', 'Owner').build();
    const stranger = await aUser().verified().build();
    org = await anOrganization().named('Summit Roofing').ownedBy(owner).build();
    foreign = await anOrganization().named('Elsewhere').ownedBy(stranger).build();
    token = (await loginAs(t, owner)).access;
    foreignToken = (await loginAs(t, stranger)).access;
    await t.dataSource
      .getRepository(LocationRow)
      .save({ organizationId: org.id, name: 'HQ', timezone: ZONE, isMain: true });
    people = [];
    for (const [first, last] of [
      ['Ann', 'Archer'],
      ['Bob', 'Baker'],
      ['Cy', 'Cole'],
      ['Dan', 'Dunn'],
      ['Eve', 'Ewing'],
      ['Fay', 'Fox'],
    ] as const) {
      people.push(
        await aLead()
          .inOrganization(org.id)
          .client()
          .named(first, last)
          .withEmail(`${first.toLowerCase()}@example.test`)
          .build(),
      );
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts a bulk send delivered through the outbox: processed, delivered, opens and clicks once per recipient', async () => {
    bulk = await send({
      recipient_id: people.slice(0, 3).map((p) => p.id),
      subject: 'Spring offers',
      html: '<p>Dear #!first_name!#, <a href="https://example.org/offer?a=1&amp;b=2">see the offer</a></p>',
      content: 'Dear #!first_name!#, see https://example.org/offer',
    });
    rows = await recipientRows(bulk);
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);

    // Ann opens twice and clicks; Bob opens once: through the real pixel and the signed link of their copies.
    for (const email of ['ann@example.test', 'ann@example.test', 'bob@example.test']) {
      const mail = await outboxOf(by(email));
      const pixel = /src="[^"]*(\/api\/email\/o\/[a-f0-9]{32}\.gif)"/.exec(mail.html!)![1]!;
      await t.http.get(pixel).expect(200);
    }
    const annMail = await outboxOf(by('ann@example.test'));
    const href = /href="([^"]*\/api\/email\/c\/[^"]*)"/.exec(annMail.html!)![1]!.replace(/&amp;/g, '&');
    const link = new URL(href);
    await t.http.get(`${link.pathname}${link.search}`).expect(302);

    const d = await detail(bulk);
    expect(d).toMatchObject({
      id: bulk,
      type: 'bulk',
      subject: 'Spring offers',
      count: 3,
      total: 3,
      open: 2,
      click: 1,
      object_id: null,
      to: null,
      sg_message_id: null,
      snapshot_id: bulk,
      content: 'Dear #!first_name!#, see https://example.org/offer',
    });
    expect(d._id).toBe(Math.floor(new Date(d.timestamp).getTime() / 1000));
    expect(d.metrics.map((m) => m.name)).toEqual([
      'processed',
      'clicks',
      'delivered',
      'opens',
      'unsubscribes',
      'group_unsubscribes',
      'group_resubscribes',
      'deferred',
      'drops',
      'bounces',
      'blocks',
      'spam_reports',
    ]);
    expect(metricOf(d)).toMatchObject({ processed: 3, delivered: 3, opens: 2, clicks: 1, bounces: 0 });
    expect(percentOf(d)).toMatchObject({ processed: 100, delivered: 100, opens: 66.67, clicks: 33.33 });

    const activity = (await get(path(R.activity, { id: bulk })).expect(200)).body as EmailReportActivity;
    expect(activity.bucket).toBe('hour');
    expect(activity.points).toHaveLength(1);
    expect(activity.points[0]).toMatchObject({ opens: 2, clicks: 1 });
    expect(new Date(activity.points[0]!.at).getTime() % 3_600_000).toBe(0);
  });

  it("lists the recipients with their contacts, filters and searches them, and shows each one's log", async () => {
    const all = await recipients(bulk);
    expect(all.count).toBe(3);
    const ann = all.results.find((r) => r.email === 'ann@example.test')!;
    expect(ann).toMatchObject({
      status: 'sent',
      delivered: true,
      opened: true,
      open_count: 2,
      clicked: true,
      click_count: 1,
      error: null,
      contact: {
        id: people[0]!.id,
        name: 'Ann Archer',
        profile_url: leadRecordRoute(org.id, { id: people[0]!.id, fsm_state: 'Client', lead_list_id: null }),
      },
    });
    expect(ann.sent_at).not.toBeNull();
    expect((await recipients(bulk, '?filter=opened')).results.map((r) => r.email).sort()).toEqual([
      'ann@example.test',
      'bob@example.test',
    ]);
    expect((await recipients(bulk, '?filter=clicked')).count).toBe(1);
    expect((await recipients(bulk, '?filter=not_delivered')).count).toBe(0);
    expect((await recipients(bulk, '?search=BOB')).results.map((r) => r.email)).toEqual(['bob@example.test']);
    const paged = await recipients(bulk, '?per_page=2&page=2');
    expect(paged).toMatchObject({ count: 3 });
    expect(paged.results).toHaveLength(1);

    const log = (await get(path(R.logs, { id: bulk, recipientId: ann.id })).expect(200)).body as {
      results: EmailEventLogEntry[];
    };
    expect(log.results.map((e) => e.event)).toEqual(['processed', 'delivered', 'open', 'open', 'click']);
    expect(log.results.at(-1)!.detail).toBe('https://example.org/offer?a=1&b=2');
    const times = log.results.map((e) => new Date(e.at).getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('exports the recipients as {id}-email-report.csv', async () => {
    const res = await get(path(R.csv, { id: bulk })).expect(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${bulk}-email-report.csv"`);
    const lines = res.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Email,Contact,Status,Delivered,Opened,Open count,Clicked,Click count,Sent at,Error',
    );
    expect(lines).toHaveLength(4);
    const annLine = lines.find((l) => l.startsWith('ann@example.test'))!;
    expect(annLine).toMatch(
      /^ann@example\.test,Ann Archer,sent,Yes,Yes,2,Yes,1,\d\d\/\d\d\/\d{4} \d\d:\d\d [AP]M,$/,
    );
    expect(lines.find((l) => l.startsWith('cy@'))).toMatch(/^cy@example\.test,Cy Cole,sent,Yes,No,0,No,0,/);
  });

  it('shows the snapshot: the HTML as it went out, with signature and footer, without tracking', async () => {
    const snap = (await get(path(R.snapshot, { id: bulk })).expect(200)).body as EmailSnapshot;
    const campaign = await t.dataSource.getRepository(EmailCampaign).findOneByOrFail({ id: bulk });
    expect(snap).toMatchObject({ id: bulk, subject: 'Spring offers', from: campaign.sender });
    expect(snap.sent_at).toBe(campaign.createdAt.toISOString());
    expect(snap.html).toBe(campaign.snapshotHtml);
    // The variables as the sender wrote them (the snapshot is the send's, not a recipient's), the footer, the link
    // as written, no pixel, no signed redirect, no recipient's token.
    expect(snap.html).toContain('Dear #!first_name!#');
    expect(snap.html).toContain('Summit Roofing');
    expect(snap.html).toContain('href="https://example.org/offer?a=1&amp;b=2"');
    expect(snap.html).not.toContain('/api/email/o/');
    expect(snap.html).not.toContain('/api/email/c/');
    for (const r of rows) expect(snap.html).not.toContain(r.trackingToken);
    expect(snap.html).not.toContain('#!__tracking_token!#');

    // Not delivered yet: the send's own HTML; nothing to show: the spec's words.
    const base = {
      organizationId: org.id,
      subject: 'Queued',
      text: 'x',
      templateId: null,
      templateTextId: null,
      invoiceId: null,
      sender: 'no-reply@ensemble.local',
      replyTo: null,
      createdById: null,
      status: 'queued' as const,
      total: 0,
      bulk: true,
      attachmentIds: [],
    };
    const queued = await t.dataSource.getRepository(EmailCampaign).save({ ...base, html: '<p>Soon</p>' });
    expect(((await get(path(R.snapshot, { id: queued.id })).expect(200)).body as EmailSnapshot).html).toBe(
      '<p>Soon</p>',
    );
    const textOnly = await t.dataSource.getRepository(EmailCampaign).save({ ...base, html: null });
    const none = await get(path(R.snapshot, { id: textOnly.id })).expect(404);
    expect(none.body).toEqual({ detail: emailReportMessages.snapshotUnavailable });
    await t.dataSource.getRepository(EmailCampaign).delete({ id: In([queued.id, textOnly.id]) });
  });

  it('counts failures: a permanent one as processed and bounced (Not delivered), a temporary one as deferred', async () => {
    const provider = t.app.get<EmailProvider>(EMAIL_PROVIDER);
    const original = provider.sendBatch.bind(provider);
    const spy = jest.spyOn(provider, 'sendBatch').mockImplementation(async (batch) => {
      const ok = await original({
        ...batch,
        recipients: batch.recipients.filter((r) => r.to === 'eve@example.test'),
      });
      return batch.recipients.map((r) =>
        r.to === 'dan@example.test'
          ? { ok: false as const, error: new PermanentEmailError('550 5.1.1 no such user') }
          : r.to === 'fay@example.test'
            ? { ok: false as const, error: new TemporaryEmailError('421 try again later') }
            : ok[0]!,
      );
    });
    let id: number;
    try {
      id = await send({ recipient_id: people.slice(3).map((p) => p.id), subject: 'Failures', content: 'x' });
    } finally {
      spy.mockRestore();
    }
    const failing = await recipientRows(id);
    // The retry is due later: out of the way.
    await t.dataSource
      .getRepository(EmailRecipient)
      .update({ campaignId: id, email: 'fay@example.test' }, { status: 'cancelled' });
    expect(metricOf(await detail(id))).toMatchObject({
      processed: 2,
      delivered: 1,
      bounces: 1,
      deferred: 1,
      opens: 0,
    });
    const list = await recipients(id);
    const dan = list.results.find((r) => r.email === 'dan@example.test')!;
    expect(dan).toMatchObject({ status: 'failed', delivered: false, error: '550 5.1.1 no such user' });
    expect((await recipients(id, '?filter=not_delivered')).results.map((r) => r.email).sort()).toEqual([
      'dan@example.test',
      'fay@example.test',
    ]);
    const csv = (await get(path(R.csv, { id })).expect(200)).text;
    expect(csv).toContain('dan@example.test,Dan Dunn,failed,Not delivered,No,0,No,0,,550 5.1.1 no such user');
    const log = (await get(path(R.logs, { id, recipientId: dan.id })).expect(200)).body as {
      results: EmailEventLogEntry[];
    };
    expect(log.results).toEqual([
      { event: 'processed', at: expect.any(String), detail: null },
      { event: 'bounce', at: expect.any(String), detail: '550 5.1.1 no such user' },
    ]);
    const fay = failing.find((r) => r.email === 'fay@example.test')!;
    const fayLog = (await get(path(R.logs, { id, recipientId: fay.id })).expect(200)).body as {
      results: EmailEventLogEntry[];
    };
    expect(fayLog.results).toEqual([
      { event: 'deferred', at: expect.any(String), detail: '421 try again later' },
    ]);
  });

  it("counts the provider's events: per recipient once, deferrals, drops, blocks and group changes per event", async () => {
    const sink = t.app.get<EmailEventSink>(EMAIL_EVENT_SINK);
    const cy = by('cy@example.test');
    let n = 0;
    const event = (type: EmailEvent['type'], more: Partial<EmailEvent> = {}): EmailEvent => ({
      type,
      trackingKey: cy.trackingToken,
      providerMessageId: null,
      email: cy.email,
      at: new Date(),
      providerEventId: `evt-${database}-${(n += 1)}`,
      ...more,
    });
    const deferred = event('deferred', { reason: '450 mailbox busy' });
    for (const e of [
      deferred,
      deferred, // the same event again: recorded once
      event('deferred', { reason: '450 still busy' }),
      event('dropped', { reason: 'Bounced Address' }),
      event('blocked', { reason: '554 blocked by policy' }),
      event('group_unsubscribe'),
      event('group_unsubscribe'),
      event('group_resubscribe'),
      event('delivered'), // delivered already (the outbox): not counted again
      event('spamreport'),
      event('spamreport'),
      event('unsubscribe'),
      event('open'),
    ])
      await sink.record(e);
    const d = await detail(bulk);
    expect(metricOf(d)).toEqual({
      processed: 3,
      clicks: 1,
      delivered: 3,
      opens: 3,
      unsubscribes: 1,
      group_unsubscribes: 2,
      group_resubscribes: 1,
      deferred: 2,
      drops: 1,
      bounces: 0,
      blocks: 1,
      spam_reports: 1,
    });
    expect(d.open).toBe(3);
    const log = (await get(path(R.logs, { id: bulk, recipientId: cy.id })).expect(200)).body as {
      results: EmailEventLogEntry[];
    };
    expect(log.results.map((e) => e.event)).toEqual([
      'processed',
      'delivered',
      'deferred',
      'deferred',
      'dropped',
      'blocked',
      'group_unsubscribe',
      'group_unsubscribe',
      'group_resubscribe',
      'spamreport',
      'spamreport',
      'unsubscribe',
      'open',
    ]);
    expect(log.results.find((e) => e.event === 'blocked')!.detail).toBe('554 blocked by policy');
  });

  it('adds to a count row it remembers but that is gone (rolled back, deleted) by making it again', async () => {
    const counts = t.app.get(EmailReportCountsService);
    const repo = t.dataSource.getRepository(EmailReportCount);
    const campaign = (
      await t.dataSource.getRepository(EmailCampaign).findOneByOrFail({ subject: 'Failures' })
    ).id;
    const at = new Date('2026-05-01T10:20:00Z');
    const rows = () => repo.findBy({ campaignId: campaign, metric: 'blocks' });
    await counts.add(org.id, campaign, { blocks: 2 }, at);
    await counts.add(org.id, campaign, { blocks: 1 }, new Date('2026-05-01T10:59:59Z'));
    expect((await rows()).map((r) => r.count)).toEqual([3]);
    await repo.delete({ campaignId: campaign, metric: 'blocks' });
    await counts.add(org.id, campaign, { blocks: 1 }, at);
    expect((await rows()).map((r) => [r.count, r.hour.toISOString()])).toEqual([
      [1, '2026-05-01T10:00:00.000Z'],
    ]);
    await repo.delete({ campaignId: campaign, metric: 'blocks' });
  });

  describe('the list', () => {
    const ids: Partial<Record<EmailReportType | 'old' | 'midnight', number>> = {};
    let single: number;

    beforeAll(async () => {
      // A single email (one address picked by hand), a reminder (the system emails' path, delivered), and the
      // automations' sends as the automations will write them.
      single = await send({ recipient_id: [people[0]!.id], subject: 'Just for you', content: 'Hi' });
      const emails = t.app.get(SystemEmailsService);
      ids.reminder =
        (await t.app.get(TransactionService).run((tx) =>
          emails.enqueue(tx, {
            organizationId: org.id,
            type: 'reminder',
            to: ['rep@example.test'],
            subject: 'Reminder: Ann Archer',
            text: 'Call Ann',
            html: '<p>Call Ann</p>',
          }),
        )) ?? 0;
      await drain();
      const repo = t.dataSource.getRepository(EmailCampaign);
      const automationSend = async (type: EmailReportType, more: Partial<EmailCampaign> = {}) => {
        const row = await repo.save(
          repo.create({
            organizationId: org.id,
            subject: `Automation ${type}`,
            html: '<p>x</p>',
            text: 'x',
            type,
            automationId: 7,
            automationName: 'Spring drip',
            templateId: null,
            templateTextId: null,
            invoiceId: null,
            sender: 'no-reply@ensemble.local',
            replyTo: null,
            createdById: null,
            status: 'queued',
            total: 0,
            bulk: true,
            attachmentIds: [],
            ...more,
          }),
        );
        if (more.createdAt) await repo.update({ id: row.id }, { createdAt: more.createdAt });
        return row.id;
      };
      for (const type of ['holiday', 'dbd', 'dbd0', 'of', 'fu'] as const)
        ids[type] = await automationSend(type);
      // Two sends either side of midnight in Chicago on Jan 10, 2024 (UTC-6): 23:30 on the 9th, 00:30 on the 10th.
      ids.old = await automationSend('holiday', {
        subject: 'Old one',
        createdAt: new Date('2024-01-10T05:30:00Z'),
      });
      ids.midnight = await automationSend('holiday', {
        subject: 'Midnight',
        createdAt: new Date('2024-01-10T06:30:00Z'),
      });
      // Another organization's send is never listed.
      await automationSend('holiday', { organizationId: foreign.id });
    });

    it('fills a single send from its one recipient; a reminder is listed as such', async () => {
      const res = (await get(`${path(R.list)}?type=single`).expect(200)).body as Paginated<EmailReport>;
      const annRow = (await recipientRows(single))[0]!;
      expect(res.results).toEqual([
        expect.objectContaining({
          id: single,
          type: 'single',
          count: 1,
          object_id: people[0]!.id,
          to: 'ann@example.test',
          sg_message_id: annRow.providerMessageId,
          sender_name: 'Olive Owner',
        }),
      ]);
      expect(annRow.providerMessageId).toBeTruthy();
      const reminder = (await get(`${path(R.list)}?type=reminder`).expect(200))
        .body as Paginated<EmailReport>;
      expect(reminder.results.map((r) => [r.id, r.type, r.count])).toEqual([[ids.reminder, 'reminder', 1]]);
      expect(metricOf(await detail(ids.reminder!))).toMatchObject({ processed: 1, delivered: 1 });
      const mail = await t.dataSource
        .getRepository(OutboxMessage)
        .findOneByOrFail({ toAddress: 'rep@example.test' });
      expect(mail.category).toBe('lead_reminder');
    });

    it('filters by type, contact and days in the organization time zone; searches the subject', async () => {
      const automation = [ids.holiday, ids.dbd, ids.dbd0, ids.of, ids.fu, ids.old, ids.midnight];
      expect((await listIds('?type=automation&per_page=100')).sort()).toEqual([...automation].sort());
      expect(await listIds('?type=bulk&per_page=100')).toEqual(expect.arrayContaining([bulk]));
      expect((await listIds('?type=bulk&per_page=100')).some((id) => automation.includes(id))).toBe(false);
      const all = await get(`${path(R.list)}?per_page=100`).expect(200);
      // The bulk send, the failures, the single one, the reminder and the automations'.
      expect((all.body as Paginated<EmailReport>).count).toBe(4 + automation.length);
      // Ann's reports: the bulk send and the single one.
      expect((await listIds(`?object_id=${people[0]!.id}`)).sort()).toEqual([bulk, single].sort());
      expect(await listIds('?date_from=2024-01-10&date_to=2024-01-10')).toEqual([ids.midnight]);
      expect(await listIds('?date_from=2024-01-09&date_to=2024-01-09')).toEqual([ids.old]);
      expect(await listIds('?date_from=2024-01-09&date_to=2024-01-10')).toEqual([ids.midnight, ids.old]);
      expect(await listIds('?search=spring%20OFF')).toEqual([bulk]);
    });

    it('orders both ways and pages', async () => {
      const byCount = await listIds('?ordering=count&per_page=100');
      const byCountDesc = await listIds('?ordering=-count&per_page=100');
      expect(byCountDesc).toEqual([...byCount].reverse());
      const desc = (await get(`${path(R.list)}?ordering=-timestamp&per_page=100`).expect(200)).body
        .results as EmailReport[];
      const stamps = desc.map((r) => r.timestamp);
      expect(stamps).toEqual([...stamps].sort().reverse());
      expect(await listIds('?ordering=subject&type=automation&per_page=100')).toEqual(
        (await listIds('?ordering=-subject&type=automation&per_page=100')).reverse(),
      );
      const p1 = (await get(`${path(R.list)}?per_page=4&page=1`).expect(200)).body as Paginated<EmailReport>;
      const p2 = (await get(`${path(R.list)}?per_page=4&page=2`).expect(200)).body as Paginated<EmailReport>;
      expect(p1.results).toHaveLength(4);
      expect(p2.count).toBe(p1.count);
      expect(p1.results.map((r) => r.id).filter((id) => p2.results.some((x) => x.id === id))).toEqual([]);
      expect([...p1.results, ...p2.results].map((r) => r.id)).toEqual(
        (await listIds('?per_page=8')).slice(0, 8),
      );
    });

    it('refuses dates before 07/04/2023, reversed ranges and other formats, in the words of the contract', async () => {
      const early = await get(`${path(R.list)}?date_from=2023-07-03`).expect(400);
      expect(early.body).toEqual({ date_from: [emailReportMessages.dateTooEarly] });
      await get(`${path(R.list)}?date_from=2023-07-04`).expect(200);
      const reversed = await get(`${path(R.list)}?date_from=2024-02-01&date_to=2024-01-31`).expect(400);
      expect(reversed.body).toEqual({ date_to: [emailReportMessages.rangeReversed] });
      const invalid = await get(`${path(R.list)}?date_to=01/31/2024`).expect(400);
      expect(invalid.body).toEqual({ date_to: [emailReportMessages.dateInvalid] });
      await get(`${path(R.list)}?ordering=html`).expect(400);
    });
  });

  it("answers 404 for another organization's report and for a recipient of another send", async () => {
    for (const e of [R.detail, R.activity, R.recipients, R.csv, R.snapshot])
      await get(path(e, { id: bulk }, foreign.id), foreignToken).expect(404);
    await get(path(R.logs, { id: bulk, recipientId: rows[0]!.id }, foreign.id), foreignToken).expect(404);
    // A member of A asking for B's path: 404 before anything (the tenancy guard).
    await get(path(R.detail, { id: bulk }, foreign.id)).expect(404);
    const other = (await t.dataSource.getRepository(EmailCampaign).findOneByOrFail({ subject: 'Failures' }))
      .id;
    await get(path(R.logs, { id: other, recipientId: rows[0]!.id })).expect(404);
    // Nothing of A's is in B's list.
    const theirs = (await get(path(R.list, {}, foreign.id), foreignToken).expect(200))
      .body as Paginated<EmailReport>;
    expect(theirs.results.some((r) => r.id === bulk)).toBe(false);
    expect(await t.dataSource.getRepository(EmailReportCount).countBy({ organizationId: foreign.id })).toBe(
      0,
    );
  });
});
