import { In } from 'typeorm';
import { JOB_QUEUE, type JobQueue, SchedulerService } from '../src/engine/work';
import type { InProcessJobQueue } from '../src/engine/work/in-process-job-queue';
import { LeadFollowUp } from '../src/modules/contacts/lead-follow-ups/lead-follow-up.entity';
import { LeadReminder } from '../src/modules/contacts/lead-reminders/lead-reminder.entity';
import { LeadSale } from '../src/modules/contacts/lead-sales/lead-sales.entities';
import { Lead, LeadHistory } from '../src/modules/contacts/leads/lead.entity';
import { LocationRow } from '../src/modules/contacts/settings/settings.entities';
import {
  Automation,
  AutomationAction,
  AutomationEnrollment,
  AutomationFollowUp,
  AutomationHoliday,
  AutomationStep,
} from '../src/modules/messaging/automations/automation.entities';
import { AutomationStepDelivery } from '../src/modules/messaging/automations/engine/automation-step-delivery';
import { AutomationStepJob } from '../src/modules/messaging/automations/engine/automation-step.job';
import {
  AUTOMATION_TICK,
  AutomationTick,
} from '../src/modules/messaging/automations/engine/automation-tick.service';
import { EmailCampaign, EmailRecipient } from '../src/modules/messaging/email-sending/email-sending.entities';
import { EmailSuppressionsService } from '../src/modules/messaging/email-sending/email-suppressions.service';
import {
  EmailTemplateRow,
  templateWrite,
  TextTemplateRow,
} from '../src/modules/messaging/email-templates/email-template.entities';
import { PhoneNumberRow } from '../src/modules/messaging/phone-numbers/phone-number.entities';
import { InboundTextsService } from '../src/modules/messaging/phone-webhooks/inbound-texts.service';
import { SmsSuppressionsService } from '../src/modules/messaging';
import { TextRecipient, TextSend } from '../src/modules/messaging/texts/text.entities';
import { aLead } from './builders/lead.builder';
import { anOrganization } from './builders/organization.builder';
import { aUser } from './builders/user.builder';
import { startTestApp, type TestApp } from './support/test-app';

/** New York: UTC−5 in winter, UTC−4 from the second Sunday of March (14 March 2027). */
const NEW_YORK = 'America/New_York';

/** An organization set up to send: its main location in New York, an email and a text template, a number. */
interface Org {
  id: number;
  template: number;
  textTemplate: number;
  number: string;
}

type ActionFields = Partial<AutomationAction> & Pick<AutomationAction, 'send'>;

describe.each(['mariadb', 'sqlite'] as const)('the automation engine (%s)', (database) => {
  let t: TestApp;
  let seq = 0;

  const ds = () => t.dataSource;
  const queue = () => t.app.get<JobQueue>(JOB_QUEUE) as InProcessJobQueue;
  /** Waits for the queued jobs (step jobs, then the emails and texts they queue). */
  const drain = async () => {
    for (let i = 0; i < 3; i += 1) {
      await new Promise((r) => setImmediate(r));
      await queue().drain();
    }
  };
  /** One organization's tick at `iso` (a controllable clock), then its jobs. */
  const tickAt = async (org: Org, iso: string) => {
    const queued = await t.app.get(AutomationTick).tickOrganization(org.id, new Date(iso));
    await drain();
    return queued;
  };

  async function anOrg(): Promise<Org> {
    seq += 1;
    const owner = await aUser().verified().build();
    const org = await anOrganization().named(`Summit ${seq}`).ownedBy(owner).build();
    await ds()
      .getRepository(LocationRow)
      .save({ organizationId: org.id, name: 'HQ', timezone: NEW_YORK, isMain: true });
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
    const text = await ds()
      .getRepository(TextTemplateRow)
      .save({ organizationId: org.id, title: 'Hi', titleNormalized: 'hi', template: 'Hi #!first_name!#' });
    const number = `+1512555${String(1000 + seq).slice(-4)}`;
    await ds().getRepository(PhoneNumberRow).insert({
      organizationId: org.id,
      phoneNumber: number,
      numberType: 'local',
      areaCode: '512',
      realPhoneNumber: '+15125550199',
      providerSid: null,
    });
    return { id: org.id, template: Number(template.identifiers[0]!.id), textTemplate: text.id, number };
  }

  const prospect = (org: Org, first: string, phone?: string) => {
    const b = aLead().inOrganization(org.id).named(first, `P${seq}`).prospect();
    return (phone ? b.withPhone(phone) : b).build();
  };

  /** A custom automation with its actions, as the Build your own screens save them. */
  async function automation(
    org: Org,
    fields: Partial<Automation>,
    actions: ActionFields[],
  ): Promise<{ automation: Automation; actions: AutomationAction[] }> {
    const a = await ds()
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
        stopOnReply: false,
        ...fields,
      });
    const saved: AutomationAction[] = [];
    for (const [position, action] of actions.entries()) {
      saved.push(
        await ds()
          .getRepository(AutomationAction)
          .save({
            organizationId: org.id,
            automationId: a.id,
            day: null,
            date: null,
            subject: action.send === 'EMAIL' ? `Step ${position + 1}` : null,
            emailTemplateId: action.send === 'EMAIL' ? org.template : null,
            textTemplateId: action.send === 'SMS' ? org.textTemplate : null,
            reminder: null,
            position,
            ...action,
          }),
      );
    }
    return { automation: a, actions: saved };
  }

  const stepsOf = (org: Org) =>
    ds()
      .getRepository(AutomationStep)
      .find({ where: { organizationId: org.id }, order: { id: 'ASC' } });
  const campaignsOf = (org: Org) =>
    ds()
      .getRepository(EmailCampaign)
      .find({ where: { organizationId: org.id }, order: { id: 'ASC' } });
  const recipientsOf = async (campaign: EmailCampaign) =>
    (
      await ds()
        .getRepository(EmailRecipient)
        .find({ where: { campaignId: campaign.id }, order: { id: 'ASC' } })
    ).map((r) => [r.leadId, r.status]);
  const enrollment = (automationId: number, leadId: number) =>
    ds().getRepository(AutomationEnrollment).findOneByOrFail({ automationId, leadId });

  beforeAll(async () => {
    t = await startTestApp({ database, redis: false });
    // The tests drive the tick with their own clock: the scheduler's own (the real time) does nothing here.
    t.app.get(SchedulerService).register(AUTOMATION_TICK, async () => undefined);
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => jest.restoreAllMocks());

  it("sends a holiday email once at 12 PM in the organization's zone, then moves it to next year", async () => {
    const org = await anOrg();
    const ann = await prospect(org, 'Ann');
    const cal = await aLead().inOrganization(org.id).named('Cal', 'Client').client().build();
    const holiday = await ds().getRepository(AutomationHoliday).save({
      organizationId: org.id,
      name: "New Year's Day",
      date: '2027-01-01',
      recurrence: 'fixed',
      seedKey: 'new_years_day',
      subject: 'Happy New Year',
      emailTemplateId: org.template,
      textTemplateId: null,
      active: true,
    });

    await tickAt(org, '2027-01-01T16:59:00Z'); // 11:59 AM EST
    expect(await stepsOf(org)).toEqual([]);
    await tickAt(org, '2027-01-01T17:00:00Z'); // 12 PM
    await tickAt(org, '2027-01-01T17:01:00Z');
    await tickAt(org, '2027-01-01T22:00:00Z');

    const steps = await stepsOf(org);
    expect(steps.map((s) => [s.kind, s.leadId, s.status, s.dueAt.toISOString()])).toEqual([
      ['holiday', ann.id, 'done', '2027-01-01T17:00:00.000Z'],
      ['holiday', cal.id, 'done', '2027-01-01T17:00:00.000Z'],
    ]);
    const campaigns = await campaignsOf(org);
    expect(campaigns.map((c) => [c.type, c.automationId, c.automationName, c.subject])).toEqual([
      ['holiday', null, "New Year's Day", 'Happy New Year'],
    ]);
    expect(await recipientsOf(campaigns[0]!)).toEqual([
      [ann.id, 'sent'],
      [cal.id, 'sent'],
    ]);
    expect((await ds().getRepository(AutomationHoliday).findOneByOrFail({ id: holiday.id })).date).toBe(
      '2028-01-01',
    );
    // The contacts' history has the send, as any email's.
    expect(
      await ds()
        .getRepository(LeadHistory)
        .countBy({
          organizationId: org.id,
          action: 'send_email',
          field: `email_campaign:${campaigns[0]!.id}`,
        }),
    ).toBe(2);
  });

  it('sends a follow-up email at 1 PM on the strategy date of an active slot only', async () => {
    const org = await anOrg();
    const pat = await prospect(org, 'Pat');
    const done = await prospect(org, 'Done');
    const client = await aLead().inOrganization(org.id).named('Cli', 'Ent').client().build();
    const followUp = (leadId: number, slot: number, completed = false) =>
      ds()
        .getRepository(LeadFollowUp)
        .save({
          organizationId: org.id,
          leadId,
          date: '2027-02-01',
          text: `Follow-up ${slot} (follow-up strategy)`,
          strategySlot: slot,
          completed,
        });
    const first = await followUp(pat.id, 1);
    await followUp(pat.id, 2);
    await followUp(done.id, 1, true);
    await followUp(client.id, 1);
    const slots = await ds()
      .getRepository(AutomationFollowUp)
      .save([
        {
          organizationId: org.id,
          slot: 1,
          active: true,
          subject: null,
          emailTemplateId: org.template,
          textTemplateId: null,
        },
        {
          organizationId: org.id,
          slot: 2,
          active: false,
          subject: 'Two',
          emailTemplateId: org.template,
          textTemplateId: null,
        },
      ]);

    await tickAt(org, '2027-02-01T17:59:00Z'); // 12:59 PM EST
    expect(await stepsOf(org)).toEqual([]);
    await tickAt(org, '2027-02-01T18:00:00Z'); // 1 PM
    await tickAt(org, '2027-02-01T18:30:00Z');

    const steps = await stepsOf(org);
    expect(steps.map((s) => [s.kind, s.sourceId, s.leadId, s.dueKey, s.status])).toEqual([
      ['follow_up', slots[0]!.id, pat.id, `fu:1:${first.id}`, 'done'],
    ]);
    const campaigns = await campaignsOf(org);
    expect(campaigns.map((c) => [c.type, c.automationName, c.subject])).toEqual([
      ['fu', 'First Follow Up', 'Following up'],
    ]);
    expect(await recipientsOf(campaigns[0]!)).toEqual([[pat.id, 'sent']]);
  });

  it('runs a three-step drip at 2 PM local on days 0, 3 and 10, across the change to daylight time', async () => {
    const org = await anOrg();
    const other = await anOrg();
    const { automation: drip } = await automation(org, { name: 'Welcome drip' }, [
      { send: 'EMAIL', day: 0 },
      { send: 'EMAIL', day: 3 },
      { send: 'EMAIL', day: 10 },
    ]);
    const ann = await prospect(org, 'Ann');
    await aLead().inOrganization(org.id).named('Cal', 'Client').client().build();
    await prospect(other, 'Theirs');

    const dueTimes = async () => (await stepsOf(org)).map((s) => s.dueAt.toISOString());
    // Ann enters on Wednesday 10 March 2027 at 10 AM.
    await tickAt(org, '2027-03-10T15:00:00Z');
    expect((await enrollment(drip.id, ann.id)).enteredOn).toBe('2027-03-10');
    expect(await ds().getRepository(AutomationEnrollment).countBy({ automationId: drip.id })).toBe(1);
    // Every hour for the next eleven days, plus the minute before each send.
    const checks: [string, number][] = [
      ['2027-03-10T18:59:00Z', 0],
      ['2027-03-10T19:00:00Z', 1], // 2 PM EST
      ['2027-03-13T18:59:00Z', 1],
      ['2027-03-13T19:00:00Z', 2], // 2 PM EST, the day before the change
      ['2027-03-20T17:59:00Z', 2],
      ['2027-03-20T18:00:00Z', 3], // 2 PM EDT
    ];
    for (
      let h = Date.parse('2027-03-10T16:00:00Z');
      h <= Date.parse('2027-03-21T16:00:00Z');
      h += 3_600_000
    ) {
      for (const [iso, expected] of checks)
        if (Date.parse(iso) <= h && Date.parse(iso) > h - 3_600_000) {
          await tickAt(org, iso);
          expect([iso, (await dueTimes()).length]).toEqual([iso, expected]);
        }
      await tickAt(org, new Date(h).toISOString());
    }

    expect(await dueTimes()).toEqual([
      '2027-03-10T19:00:00.000Z',
      '2027-03-13T19:00:00.000Z',
      '2027-03-20T18:00:00.000Z',
    ]);
    const campaigns = await campaignsOf(org);
    expect(campaigns.map((c) => [c.type, c.automationId, c.automationName, c.subject])).toEqual([
      ['dbd0', drip.id, 'Welcome drip', 'Step 1'],
      ['dbd', drip.id, 'Welcome drip', 'Step 2'],
      ['dbd', drip.id, 'Welcome drip', 'Step 3'],
    ]);
    for (const c of campaigns) expect(await recipientsOf(c)).toEqual([[ann.id, 'sent']]);
  });

  it('sends a drip by date at 11 AM on its date', async () => {
    const org = await anOrg();
    const { automation: oneOff } = await automation(org, { name: 'Spring offer', type: 1 }, [
      { send: 'EMAIL', date: '2027-04-15' },
    ]);
    const ann = await prospect(org, 'Ann');
    await tickAt(org, '2027-04-14T12:00:00Z');
    await tickAt(org, '2027-04-15T14:59:00Z'); // 10:59 AM EDT
    expect(await stepsOf(org)).toEqual([]);
    await tickAt(org, '2027-04-15T15:00:00Z');
    expect((await stepsOf(org)).map((s) => [s.leadId, s.dueAt.toISOString(), s.status])).toEqual([
      [ann.id, '2027-04-15T15:00:00.000Z', 'done'],
    ]);
    expect((await campaignsOf(org)).map((c) => [c.type, c.automationId, c.automationName])).toEqual([
      ['of', oneOff.id, 'Spring offer'],
    ]);
  });

  it('makes one step and one message of a tick run twice, late, and of two ticks at once', async () => {
    const org = await anOrg();
    await automation(org, {}, [{ send: 'EMAIL', day: 0 }]);
    const ann = await prospect(org, 'Ann');
    const bob = await prospect(org, 'Bob');
    await tickAt(org, '2027-04-20T13:00:00Z');
    // Two ticks at once (two replicas), then the same tick again, then a late one: 5 PM for a 2 PM step.
    const tick = t.app.get(AutomationTick);
    await Promise.all([
      tick.tick(new Date('2027-04-20T18:00:00Z')),
      tick.tick(new Date('2027-04-20T18:00:00Z')),
    ]);
    await drain();
    await tickAt(org, '2027-04-20T18:00:00Z');
    await tickAt(org, '2027-04-20T21:00:00Z');
    expect((await stepsOf(org)).map((s) => [s.leadId, s.status])).toEqual([
      [ann.id, 'done'],
      [bob.id, 'done'],
    ]);
    // One email each (two ticks at once may split the steps between two campaigns, never send one twice).
    const messages = await ds()
      .getRepository(EmailRecipient)
      .find({ where: { organizationId: org.id }, order: { leadId: 'ASC' } });
    expect(messages.map((r) => [r.leadId, r.status])).toEqual([
      [ann.id, 'sent'],
      [bob.id, 'sent'],
    ]);
  });

  it('catches up on a step found late, and not on one of an action added after its day', async () => {
    const org = await anOrg();
    const { automation: drip } = await automation(org, {}, [{ send: 'EMAIL', day: 0 }]);
    const ann = await prospect(org, 'Ann');
    await tickAt(org, '2027-04-21T13:00:00Z');
    // The scheduler was down from 1 PM to 7 PM: the 2 PM step goes out at 7.
    await tickAt(org, '2027-04-21T23:00:00Z');
    expect((await stepsOf(org)).map((s) => s.dueAt.toISOString())).toEqual(['2027-04-21T18:00:00.000Z']);
    // A day-1 action added on day 2 (after its day) does not fire for Ann, who entered before it existed.
    await ds()
      .getRepository(AutomationAction)
      .save({
        organizationId: org.id,
        automationId: drip.id,
        send: 'EMAIL',
        day: 1,
        date: null,
        subject: 'Late',
        emailTemplateId: org.template,
        textTemplateId: null,
        reminder: null,
        position: 1,
        createdAt: new Date('2027-04-23T12:00:00Z'),
      });
    await tickAt(org, '2027-04-23T13:00:00Z');
    expect(await stepsOf(org)).toHaveLength(1);
    // A contact entering after 2 PM still gets its day-0 step that day.
    const bob = await prospect(org, 'Bob');
    await tickAt(org, '2027-04-23T21:00:00Z'); // 5 PM
    expect((await stepsOf(org)).map((s) => [s.leadId, s.dueAt.toISOString()])).toEqual([
      [ann.id, '2027-04-21T18:00:00.000Z'],
      [bob.id, '2027-04-23T18:00:00.000Z'],
    ]);
  });

  it('makes exactly one message when a worker dies between claim and commit', async () => {
    const org = await anOrg();
    await automation(org, {}, [{ send: 'EMAIL', day: 0 }]);
    const ann = await prospect(org, 'Ann');
    const job = t.app.get(AutomationStepJob);
    await tickAt(org, '2027-04-22T13:00:00Z');

    // A worker claims the step and is killed before it writes anything.
    jest.spyOn(job.work, 'run').mockImplementationOnce(async (id) => {
      await job.work.claim(id);
      return undefined;
    });
    await tickAt(org, '2027-04-22T18:00:00Z');
    let [step] = await stepsOf(org);
    expect([step!.status, await campaignsOf(org)]).toEqual(['processing', []]);
    // The job delivered again while the claim is held does nothing.
    await job.work.run(step!.id);
    expect(await campaignsOf(org)).toEqual([]);
    // Once stale, the sweep hands the step to another worker, which sends it once.
    await job.work.sweep(new Date(Date.now() + (t.config.sweepStaleSeconds + 1) * 1000));
    await drain();
    await job.work.sweep();
    await drain();
    [step] = await stepsOf(org);
    expect(step!.status).toBe('done');
    const campaigns = await campaignsOf(org);
    expect(campaigns.map((c) => c.id)).toEqual([step!.emailCampaignId]);
    expect(await recipientsOf(campaigns[0]!)).toEqual([[ann.id, 'sent']]);
  });

  it('writes the message and marks its steps in one transaction: a crash before the commit leaves neither', async () => {
    const org = await anOrg();
    await automation(org, {}, [{ send: 'EMAIL', day: 0 }]);
    const ann = await prospect(org, 'Ann');
    const job = t.app.get(AutomationStepJob);
    await tickAt(org, '2027-04-23T13:00:00Z');

    // The worker dies after writing the email, before the steps are marked and the transaction commits.
    jest.spyOn(t.app.get(AutomationStepDelivery), 'markSteps').mockImplementationOnce(async () => {
      throw new Error('worker killed before commit');
    });
    await tickAt(org, '2027-04-23T18:00:00Z');
    let [step] = await stepsOf(org);
    expect([step!.status, step!.error, await campaignsOf(org)]).toEqual([
      'pending',
      'worker killed before commit',
      [],
    ]);
    // Its retry falls due (the back-off has passed): sent once.
    await ds().getRepository(AutomationStep).update({ id: step!.id }, { nextAttemptAt: null });
    await job.work.sweep();
    await drain();
    [step] = await stepsOf(org);
    const campaigns = await campaignsOf(org);
    expect([step!.status, campaigns.map((c) => c.id)]).toEqual(['done', [step!.emailCampaignId]]);
    expect(await recipientsOf(campaigns[0]!)).toEqual([[ann.id, 'sent']]);
  });

  it('sends nothing more to a contact that left the audience, was deleted, unsubscribed or replied', async () => {
    const org = await anOrg();
    const { automation: drip } = await automation(org, { stopOnReply: true }, [
      { send: 'EMAIL', day: 0 },
      { send: 'EMAIL', day: 3 },
    ]);
    const ann = await prospect(org, 'Ann');
    const bob = await prospect(org, 'Bob');
    const cy = await prospect(org, 'Cy');
    const dee = await prospect(org, 'Dee', '+15125550444');
    const eve = await prospect(org, 'Eve');
    await t.app.get(EmailSuppressionsService).add(org.id, cy.email!, 'unsubscribed');
    await tickAt(org, '2027-05-03T13:00:00Z');
    await tickAt(org, '2027-05-03T18:00:00Z'); // day 0, 2 PM EDT
    const [day0] = await campaignsOf(org);
    expect(await recipientsOf(day0!)).toEqual([
      [ann.id, 'sent'],
      [bob.id, 'sent'],
      [dee.id, 'sent'],
      [eve.id, 'sent'],
    ]);
    const cySteps = await ds()
      .getRepository(AutomationStep)
      .findBy({ organizationId: org.id, leadId: cy.id });
    expect(cySteps.map((s) => [s.status, s.error])).toEqual([
      ['skipped', 'The address is on the suppression list'],
    ]);

    // Bob becomes a client (out of the prospect bucket), Eve is deleted, Dee texts back.
    await ds().getRepository(Lead).update({ id: bob.id }, { fsmState: 'Client' });
    await ds().getRepository(Lead).delete({ id: eve.id });
    await t.app.get(InboundTextsService).receive({
      MessageSid: `SM${org.id}reply`,
      From: '+15125550444',
      To: org.number,
      Body: 'Thanks, got it',
    });
    expect((await enrollment(drip.id, dee.id)).status).toBe('stopped');

    await tickAt(org, '2027-05-06T18:00:00Z'); // day 3
    expect((await enrollment(drip.id, bob.id)).status).toBe('left');
    expect((await enrollment(drip.id, eve.id)).status).toBe('left');
    const day3 = (await campaignsOf(org))[1]!;
    expect(await recipientsOf(day3)).toEqual([[ann.id, 'sent']]);
    expect((await campaignsOf(org)).length).toBe(2);
  });

  it('sends nothing for an inactive automation, even a step made before it was switched off', async () => {
    const org = await anOrg();
    const { automation: drip } = await automation(org, {}, [
      { send: 'EMAIL', day: 0 },
      { send: 'EMAIL', day: 1 },
    ]);
    await prospect(org, 'Ann');
    const job = t.app.get(AutomationStepJob);
    await tickAt(org, '2027-05-10T13:00:00Z');
    // The day-0 step is made but not yet sent when the automation is switched off.
    jest.spyOn(job.work, 'run').mockImplementationOnce(async () => undefined);
    await tickAt(org, '2027-05-10T18:00:00Z');
    await ds().getRepository(Automation).update({ id: drip.id }, { active: false });
    await job.work.sweep();
    await drain();
    expect((await stepsOf(org)).map((s) => [s.status, s.error])).toEqual([
      ['skipped', 'The automation is inactive'],
    ]);
    await tickAt(org, '2027-05-11T18:00:00Z'); // day 1
    expect(await stepsOf(org)).toHaveLength(1);
    expect(await campaignsOf(org)).toEqual([]);
  });

  it('texts and reminds: an SMS step is one text send from the organization number, a REMINDER a reminder', async () => {
    const org = await anOrg();
    await automation(org, {}, [
      { send: 'SMS', day: 0 },
      { send: 'REMINDER', day: 0, reminder: 'Call about the renewal' },
    ]);
    const ann = await prospect(org, 'Ann', '+15125550501');
    const bob = await prospect(org, 'Bob', '+15125550502');
    await t.app.get(SmsSuppressionsService).add(org.id, '+15125550502');
    await tickAt(org, '2027-05-12T13:00:00Z');
    await tickAt(org, '2027-05-12T18:00:00Z');

    const sends = await ds().getRepository(TextSend).findBy({ organizationId: org.id });
    expect(sends.map((s) => [s.fromNumber, s.body, s.templateId])).toEqual([
      [org.number, 'Hi #!first_name!#', org.textTemplate],
    ]);
    const texts = await ds().getRepository(TextRecipient).findBy({ sendId: sends[0]!.id });
    expect(texts.map((r) => [r.leadId, r.toNumber, r.status, r.body])).toEqual([
      [ann.id, '+15125550501', 'sent', 'Hi Ann'],
    ]);
    const reminders = await ds()
      .getRepository(LeadReminder)
      .find({ where: { organizationId: org.id }, order: { leadId: 'ASC' } });
    expect(reminders.map((r) => [r.leadId, r.reminder, r.isCompleted])).toEqual([
      [ann.id, 'Call about the renewal', false],
      [bob.id, 'Call about the renewal', false],
    ]);
    const steps = await stepsOf(org);
    expect(
      steps.map((s) => [s.channel, s.leadId, s.status, s.error, s.textSendId ?? s.reminderId]).sort(),
    ).toEqual(
      [
        ['sms', ann.id, 'done', null, sends[0]!.id],
        ['sms', bob.id, 'skipped', 'The number texted STOP', null],
        ['reminder', ann.id, 'done', null, reminders[0]!.id],
        ['reminder', bob.id, 'done', null, reminders[1]!.id],
      ].sort(),
    );
    expect(
      await ds()
        .getRepository(LeadHistory)
        .countBy({ organizationId: org.id, action: 'send_text', leadId: ann.id }),
    ).toBe(1);
  });

  it("runs a birthday drip every year from the contact's birthday (ours)", async () => {
    const org = await anOrg();
    const { automation: birthdays } = await automation(org, { name: 'Birthdays', dateField: 'birthday' }, [
      { send: 'EMAIL', day: 0 },
    ]);
    const ann = await prospect(org, 'Ann');
    const bob = await prospect(org, 'Bob');
    await ds().getRepository(Lead).update({ id: ann.id }, { birthday: '1990-07-04' });
    await ds().getRepository(Lead).update({ id: bob.id }, { birthday: '1985-07-05' });
    await tickAt(org, '2027-07-01T12:00:00Z');
    await tickAt(org, '2027-07-04T17:59:00Z');
    expect(await stepsOf(org)).toEqual([]);
    await tickAt(org, '2027-07-04T18:00:00Z'); // 2 PM EDT on Ann's birthday
    await tickAt(org, '2028-07-04T18:00:00Z'); // and the next year's
    expect((await stepsOf(org)).map((s) => [s.leadId, s.dueKey, s.status])).toEqual([
      [
        ann.id,
        `custom:${birthdays.id}:${(await ds().getRepository(AutomationAction).findOneByOrFail({ automationId: birthdays.id })).id}:${ann.id}:2027-07-04`,
        'done',
      ],
      [ann.id, expect.stringMatching(/:2028-07-04$/), 'done'],
    ]);
    expect((await campaignsOf(org)).map((c) => [c.type, c.automationName])).toEqual([
      ['dbd0', 'Birthdays'],
      ['dbd0', 'Birthdays'],
    ]);
  });

  it("runs a renewal drip N days before a sale's expiration date (ours)", async () => {
    const org = await anOrg();
    const { automation: renewals } = await automation(
      org,
      { name: 'Renewals', dateField: 'sale_expiration' },
      [{ send: 'EMAIL', day: 30 }],
    );
    const ann = await prospect(org, 'Ann');
    const bob = await prospect(org, 'Bob');
    const sale = (leadId: number, closeDate: string) =>
      ds()
        .getRepository(LeadSale)
        .insert({ organizationId: org.id, leadId, saleDate: '2026-08-03', closeDate, amountCents: 120_000 });
    // Ann's policy expires on 2 August 2027 (twice: two sales that day are one reminder); Bob's a day later.
    await sale(ann.id, '2027-08-02');
    await sale(ann.id, '2027-08-02');
    await sale(bob.id, '2027-08-03');
    await tickAt(org, '2027-07-01T12:00:00Z');
    await tickAt(org, '2027-07-03T17:59:00Z');
    expect(await stepsOf(org)).toEqual([]);
    await tickAt(org, '2027-07-03T18:00:00Z'); // 2 PM EDT, 30 days before Ann's expiration
    await tickAt(org, '2027-07-03T19:00:00Z');
    expect((await stepsOf(org)).map((s) => [s.leadId, s.dueKey, s.status])).toEqual([
      [
        ann.id,
        expect.stringMatching(new RegExp(`^custom:${renewals.id}:\\d+:${ann.id}:2027-08-02$`)),
        'done',
      ],
    ]);
    await tickAt(org, '2027-07-04T18:00:00Z'); // and Bob's, a day later
    expect((await stepsOf(org)).map((s) => s.leadId)).toEqual([ann.id, bob.id]);
  });

  it("enrolls in a result-based automation the recipients who clicked the source's email, on that day", async () => {
    const org = await anOrg();
    const { automation: source } = await automation(org, { name: 'Source' }, [{ send: 'EMAIL', day: 0 }]);
    const { automation: result } = await automation(
      org,
      { name: 'Clicked it', type: 2, buckets: [], sourceAutomationId: source.id, condition: 1 },
      [{ send: 'EMAIL', day: 0 }],
    );
    const ann = await prospect(org, 'Ann');
    const bob = await prospect(org, 'Bob');
    await tickAt(org, '2027-06-01T13:00:00Z');
    await tickAt(org, '2027-06-01T18:00:00Z');
    const [sent] = await campaignsOf(org);
    expect(sent!.automationId).toBe(source.id);
    // Ann opens and clicks the next morning; Bob only opens.
    await ds()
      .getRepository(EmailRecipient)
      .update(
        { campaignId: sent!.id, leadId: ann.id },
        { openedAt: new Date('2027-06-02T13:00:00Z'), clickedAt: new Date('2027-06-02T13:05:00Z') },
      );
    await ds()
      .getRepository(EmailRecipient)
      .update({ campaignId: sent!.id, leadId: bob.id }, { openedAt: new Date('2027-06-02T13:00:00Z') });

    await tickAt(org, '2027-06-02T18:00:00Z');
    expect(
      (await ds().getRepository(AutomationEnrollment).findBy({ automationId: result.id })).map((e) => [
        e.leadId,
        e.enteredOn,
      ]),
    ).toEqual([[ann.id, '2027-06-02']]);
    const campaigns = await campaignsOf(org);
    expect(campaigns.map((c) => [c.type, c.automationId, c.automationName])).toEqual([
      ['dbd0', source.id, 'Source'],
      ['dbd0', result.id, 'Clicked it'],
    ]);
    expect(await recipientsOf(campaigns[1]!)).toEqual([[ann.id, 'sent']]);
    expect(
      await ds()
        .getRepository(AutomationStep)
        .countBy({ sourceId: In([result.id]), kind: 'custom' }),
    ).toBe(1);
  });
});
