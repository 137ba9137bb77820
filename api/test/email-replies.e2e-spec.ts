import { JOB_QUEUE, type JobQueue, SchedulerService } from '../src/engine/work';
import type { InProcessJobQueue } from '../src/engine/work/in-process-job-queue';
import { OutboxMessage } from '../src/engine/providers/outbox/outbox-message.entity';
import { LeadHistory } from '../src/modules/contacts/leads/lead.entity';
import { LocationRow } from '../src/modules/contacts/settings/settings.entities';
import {
  Automation,
  AutomationAction,
  AutomationEnrollment,
} from '../src/modules/messaging/automations/automation.entities';
import {
  AUTOMATION_TICK,
  AutomationTick,
} from '../src/modules/messaging/automations/engine/automation-tick.service';
import { EmailCampaign, EmailRecipient } from '../src/modules/messaging/email-sending/email-sending.entities';
import {
  EmailTemplateRow,
  templateWrite,
} from '../src/modules/messaging/email-templates/email-template.entities';
import { InboundEmail } from '../src/modules/messaging/replies/inbound-email.entity';
import { aLead } from './builders/lead.builder';
import { anOrganization } from './builders/organization.builder';
import { aUser, type BuiltUser } from './builders/user.builder';
import { bearer, loginAs } from './support/auth';
import { startTestApp, type TestApp } from './support/test-app';

const INBOUND = 'replies@inbound.ensemble.test';
const SECRET = 'inbound-secret-0123456789abcdef';

/**
 * Stop-on-reply for email (ours): automation emails answer to INBOUND_EMAIL_ADDRESS; a contact's reply comes back
 * through SendGrid's Inbound Parse webhook (or the local outbox's Reply) and stops the automations that stop on
 * reply, once, and only for the contact the email went to.
 */
describe.each(['mariadb', 'sqlite'] as const)('replies to automation emails (%s)', (database) => {
  let t: TestApp;
  let seq = 0;
  const ds = () => t.dataSource;
  const drain = async () => {
    for (let i = 0; i < 3; i += 1) {
      await new Promise((r) => setImmediate(r));
      await (t.app.get<JobQueue>(JOB_QUEUE) as InProcessJobQueue).drain();
    }
  };

  interface Sent {
    orgId: number;
    owner: BuiltUser;
    automation: Automation;
    ann: { id: number; email: string };
    bob: { id: number; email: string };
    /** The outbox's copy of the day-0 email to Ann. */
    toAnn: OutboxMessage;
  }

  /** An organization whose drip (stop on reply) sent its day-0 email to Ann and Bob at 2 PM New York time. */
  async function sentDrip(stopOnReply = true): Promise<Sent> {
    seq += 1;
    const owner = await aUser().verified().build();
    const org = await anOrganization()
      .named(`Harbor ${seq}`)
      .withEmail(`office${seq}@harbor.test`)
      .ownedBy(owner)
      .build();
    await ds()
      .getRepository(LocationRow)
      .save({ organizationId: org.id, name: 'HQ', timezone: 'America/New_York', isMain: true });
    const template = await ds()
      .getRepository(EmailTemplateRow)
      .insert(
        templateWrite({
          organizationId: org.id,
          title: 'Welcome',
          titleNormalized: 'welcome',
          html: '<html><body><p>Hello #!first_name!#</p></body></html>',
          design: null,
          folderId: null,
        }),
      );
    const automation = await ds()
      .getRepository(Automation)
      .save({
        organizationId: org.id,
        name: 'Welcome drip',
        active: true,
        type: 0,
        buckets: ['prospect'],
        leadListIds: [],
        groupIds: [],
        includedServiceIds: [],
        excludedServiceIds: [],
        isInteractionBased: false,
        sourceAutomationId: null,
        condition: null,
        dateField: null,
        stopOnReply,
      });
    for (const [position, day] of [0, 3].entries()) {
      await ds()
        .getRepository(AutomationAction)
        .save({
          organizationId: org.id,
          automationId: automation.id,
          send: 'EMAIL',
          day,
          date: null,
          subject: `Step ${position + 1}`,
          emailTemplateId: Number(template.identifiers[0]!.id),
          textTemplateId: null,
          reminder: null,
          position,
        });
    }
    const ann = await aLead().inOrganization(org.id).named('Ann', `R${seq}`).prospect().build();
    const bob = await aLead().inOrganization(org.id).named('Bob', `R${seq}`).prospect().build();
    const tick = t.app.get(AutomationTick);
    await tick.tickOrganization(org.id, new Date('2027-05-03T13:00:00Z'));
    await drain();
    await tick.tickOrganization(org.id, new Date('2027-05-03T18:00:00Z'));
    await drain();
    const toAnn = await ds()
      .getRepository(OutboxMessage)
      .findOneByOrFail({ organizationId: org.id, toNormalized: ann.email!.toLowerCase() });
    return {
      orgId: org.id,
      owner,
      automation,
      ann: { id: ann.id, email: ann.email! },
      bob: { id: bob.id, email: bob.email! },
      toAnn,
    };
  }

  /** SendGrid's Inbound Parse post, parsed-fields mode: the raw header block, from, subject and text. */
  const inboundParse = (fields: Record<string, string>, secret = SECRET) => {
    let req = t.http.post(`/api/sendgrid/inbound/${secret}/`);
    for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
    return req.attach('attachment1', Buffer.from('%PDF-1.4 not read'), 'quote.pdf');
  };
  const headers = (from: string, inReplyTo: string, messageId: string) =>
    [
      `From: ${from}`,
      `To: ${INBOUND}`,
      'Subject: Re: Step 1',
      `Message-ID: ${messageId}`,
      `In-Reply-To: ${inReplyTo}`,
      `References: ${inReplyTo}`,
      'Content-Type: text/plain; charset=utf-8',
    ].join('\r\n');
  const enrollment = (s: Sent, leadId: number) =>
    ds().getRepository(AutomationEnrollment).findOneByOrFail({ automationId: s.automation.id, leadId });
  const forwards = (s: Sent) =>
    ds().getRepository(EmailCampaign).findBy({ organizationId: s.orgId, type: 'reply' });

  beforeAll(async () => {
    t = await startTestApp({
      database,
      redis: false,
      env: { INBOUND_EMAIL_ADDRESS: INBOUND, SENDGRID_INBOUND_SECRET: SECRET },
    });
    // The tests drive the tick with their own clock.
    t.app.get(SchedulerService).register(AUTOMATION_TICK, async () => undefined);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends automation emails answering to the inbound address, and the composer’s to the sender', async () => {
    const s = await sentDrip();
    expect(s.toAnn.headers).toMatchObject({ 'Reply-To': INBOUND });
  });

  it("stops the contact's automations on a reply from its address, records it once and forwards it", async () => {
    const s = await sentDrip();
    const post = () =>
      inboundParse({
        headers: headers(
          `"Ann" <${s.ann.email.toUpperCase()}>`,
          s.toAnn.messageId!,
          `<ann-reply-${seq}@mail.test>`,
        ),
        from: `"Ann" <${s.ann.email}>`,
        to: INBOUND,
        subject: 'Re: Step 1',
        text: 'Please call me on Monday.',
      }).expect(200);

    expect((await post()).body).toEqual({ recorded: true });
    expect((await enrollment(s, s.ann.id)).status).toBe('stopped');
    expect((await enrollment(s, s.bob.id)).status).toBe('active');
    const history = await ds()
      .getRepository(LeadHistory)
      .findBy({ organizationId: s.orgId, leadId: s.ann.id, action: 'receive_email' });
    expect(history.map((h) => h.newValue)).toEqual(['Re: Step 1']);
    expect(await ds().getRepository(InboundEmail).findBy({ organizationId: s.orgId })).toEqual([
      expect.objectContaining({ leadId: s.ann.id, text: 'Please call me on Monday.' }),
    ]);

    // Forwarded to where the email would have been answered, answering to Ann.
    await drain();
    const [forward] = await forwards(s);
    expect(forward).toMatchObject({ replyTo: s.ann.email.toLowerCase(), subject: 'Re: Step 1' });
    const copy = await ds()
      .getRepository(OutboxMessage)
      .findOneByOrFail({ organizationId: s.orgId, subject: 'Re: Step 1' });
    expect(copy.toNormalized).toBe(`office${seq}@harbor.test`);
    expect(copy.text).toContain('Please call me on Monday.');
    expect(copy.category).toBe('reply_forward');

    // SendGrid posts it again: nothing more.
    expect((await post()).body).toEqual({ recorded: false });
    expect(await forwards(s)).toHaveLength(1);
    expect(await ds().getRepository(LeadHistory).countBy({ leadId: s.ann.id, action: 'receive_email' })).toBe(
      1,
    );

    // Day 3: Bob gets step 2, Ann does not.
    await t.app.get(AutomationTick).tickOrganization(s.orgId, new Date('2027-05-06T18:00:00Z'));
    await drain();
    const step2 = await ds()
      .getRepository(EmailCampaign)
      .findOneByOrFail({ organizationId: s.orgId, subject: 'Step 2' });
    const to = await ds().getRepository(EmailRecipient).findBy({ campaignId: step2.id });
    expect(to.map((r) => r.leadId)).toEqual([s.bob.id]);
  });

  it('reads the raw MIME message when SendGrid posts it whole', async () => {
    const s = await sentDrip();
    const raw = `${headers(s.ann.email, s.toAnn.messageId!, `<raw-${seq}@mail.test>`)}\r\n\r\nYes, renew it.\r\n`;
    expect((await inboundParse({ email: raw }).expect(200)).body).toEqual({ recorded: true });
    expect((await enrollment(s, s.ann.id)).status).toBe('stopped');
    const [reply] = await ds().getRepository(InboundEmail).findBy({ organizationId: s.orgId });
    expect(reply!.text.trim()).toBe('Yes, renew it.');
  });

  it('changes nothing for a reply from another address, to no email of ours, or with a wrong secret', async () => {
    const s = await sentDrip();
    // Someone who learnt the Message-ID, writing from elsewhere.
    const stranger = await inboundParse({
      headers: headers('mallory@elsewhere.test', s.toAnn.messageId!, `<m-${seq}@elsewhere.test>`),
      text: 'stop it',
    }).expect(200);
    expect(stranger.body).toEqual({ recorded: false });
    // Ann, answering a Message-ID that is not ours (another domain), or Bob's email.
    const notOurs = await inboundParse({
      headers: headers(
        s.ann.email,
        s.toAnn.messageId!.replace(/@[^>]+>/, '@other.test>'),
        `<n-${seq}@mail.test>`,
      ),
      text: 'hi',
    }).expect(200);
    expect(notOurs.body).toEqual({ recorded: false });
    const toBob = await ds()
      .getRepository(OutboxMessage)
      .findOneByOrFail({ organizationId: s.orgId, toNormalized: s.bob.email.toLowerCase() });
    expect(
      (
        await inboundParse({
          headers: headers(s.ann.email, toBob.messageId!, `<b-${seq}@mail.test>`),
          text: 'hi',
        }).expect(200)
      ).body,
    ).toEqual({ recorded: false });
    await inboundParse(
      { headers: headers(s.ann.email, s.toAnn.messageId!, `<w-${seq}@mail.test>`) },
      `${SECRET}x`,
    ).expect(404);
    expect((await enrollment(s, s.ann.id)).status).toBe('active');
    expect(await ds().getRepository(InboundEmail).countBy({ organizationId: s.orgId })).toBe(0);
  });

  it('records a reply to an automation that does not stop on reply, and leaves it running', async () => {
    const s = await sentDrip(false);
    const res = await inboundParse({
      headers: headers(s.ann.email, s.toAnn.messageId!, `<k-${seq}@mail.test>`),
      text: 'Thanks',
    }).expect(200);
    expect(res.body).toEqual({ recorded: true });
    expect((await enrollment(s, s.ann.id)).status).toBe('active');
  });

  it("replies from the owner's outbox page as the recipient would, for its own organization's emails only", async () => {
    const s = await sentDrip();
    const other = await sentDrip();
    const { access: token } = await loginAs(t, s.owner);
    const url = (id: number) => `/api/organization/${s.orgId}/outbox/${id}/reply/`;
    await t.http.post(url(s.toAnn.id)).set(bearer(token)).send({ text: ' ' }).expect(400);
    // Another organization's email is not found through this one.
    await t.http.post(url(other.toAnn.id)).set(bearer(token)).send({ text: 'Hi' }).expect(404);
    const res = await t.http.post(url(s.toAnn.id)).set(bearer(token)).send({ text: 'Call me' }).expect(200);
    expect(res.body).toEqual({ recorded: true });
    expect((await enrollment(s, s.ann.id)).status).toBe('stopped');
    expect((await enrollment(other, other.ann.id)).status).toBe('active');
  });
});

describe('the inbound webhook without a secret configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database: 'sqlite', redis: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is not found, whatever the path says', async () => {
    await t.http.post('/api/sendgrid/inbound/anything-at-all-0123456789/').field('text', 'x').expect(404);
  });
});
