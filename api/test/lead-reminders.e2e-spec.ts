import {
  leadRecordRoute,
  leadRemindersMessages as R,
  leadRemindersPaths as P,
  messages,
  formatUsDateTime,
  wallClockAt,
} from '@ensemble/contracts';
import { LeadReminder } from '../src/modules/contacts/lead-reminders/lead-reminder.entity';
import {
  REMINDER_CATEGORY,
  ReminderNotifyJob,
} from '../src/modules/contacts/lead-reminders/reminder-notify.job';
import { Lead, LeadHistory } from '../src/modules/contacts/leads/lead.entity';
import { OutboundMessage } from '../src/modules/messaging/outbound/outbound-message.entity';
import { EmailCampaign, EmailRecipient } from '../src/modules/messaging/email-sending/email-sending.entities';
import { LocationRow, RepresentativeSettingsRow } from '../src/modules/contacts/settings/settings.entities';
import { User } from '../src/modules/platform/users/user.entity';
import { SchedulerService } from '../src/engine/work/scheduler.service';
import { OutboxMessage } from '../src/engine/providers/outbox/outbox-message.entity';
import { aLead } from './builders/lead.builder';
import { anOrganization } from './builders/organization.builder';
import { aUser, type BuiltUser } from './builders/user.builder';
import { startSignedIn } from './support/signed-in';
import type { TestApp } from './support/test-app';
import { apiClient } from './support/api-client';

let t: TestApp;
let owner: BuiltUser;
let token: string;
let org: number;
const ZONE = 'America/Chicago';

const { get, post, put, del } = apiClient(
  () => t,
  () => token,
);
/** A time as the organization's users write it. */
const wall = (d: Date) => formatUsDateTime(wallClockAt(d, ZONE));

async function until<T>(probe: () => Promise<T | null | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  ({ t, owner, token } = await startSignedIn());
  org = (await anOrganization().ownedBy(owner).build()).id;
  await t.dataSource
    .getRepository(LocationRow)
    .save({ organizationId: org, name: 'HQ', timezone: ZONE, isMain: true });
});
afterAll(async () => {
  await t?.close();
});

describe('reminders', () => {
  it('adds in the main location time zone (stored UTC), edits, completes, then only deletes', async () => {
    const lead = (await aLead().inOrganization(org).prospect().build()).id;
    const created = await post(P.list(lead), {
      date_of_sending: '01/15/2099 9:30:00 AM',
      reminder: ' Call about renewal ',
      is_completed: true,
      lead,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      lead,
      date_of_sending: '01/15/2099 9:30:00 AM',
      reminder: 'Call about renewal',
      is_completed: false,
      sent_at: null,
      time_zone: ZONE,
    });
    const id = created.body.id as number;
    const row = await t.dataSource.getRepository(LeadReminder).findOneByOrFail({ id });
    expect(row.dateOfSending.toISOString()).toBe('2099-01-15T15:30:00.000Z');

    const edited = await put(P.one(lead, id), {
      date_of_sending: '01/16/2099 10:00:00 PM',
      reminder: 'Call later',
      is_completed: false,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ date_of_sending: '01/16/2099 10:00:00 PM', reminder: 'Call later' });
    expect((await get(P.list(lead))).body).toEqual([edited.body]);

    const done = await put(P.one(lead, id), { ...edited.body, is_completed: true });
    expect(done.status).toBe(200);
    expect(done.body.is_completed).toBe(true);

    const locked = await put(P.one(lead, id), { ...edited.body, reminder: 'Changed', is_completed: false });
    expect(locked.status).toBe(400);
    expect(locked.body).toEqual({ detail: R.completedIsLocked });

    expect((await del(P.one(lead, id))).status).toBe(204);
    expect((await get(P.list(lead))).body).toEqual([]);

    const history = await t.dataSource
      .getRepository(LeadHistory)
      .find({ where: { organizationId: org, leadId: lead }, order: { id: 'ASC' } });
    expect(history.map((h) => h.action)).toEqual([
      'reminder_added',
      'reminder_updated',
      'reminder_updated',
      'reminder_completed',
      'reminder_deleted',
    ]);
  });

  it('validates the note (200 characters) and the date, in the spec words', async () => {
    const lead = (await aLead().inOrganization(org).prospect().build()).id;
    const long = await post(P.list(lead), {
      date_of_sending: '01/15/2099 9:30:00 AM',
      reminder: 'x'.repeat(201),
    });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ reminder: ['Maximum number of characters is 200'] });
    const ok = await post(P.list(lead), {
      date_of_sending: '01/15/2099 9:30:00 AM',
      reminder: 'x'.repeat(200),
    });
    expect(ok.status).toBe(201);
    const bad = await post(P.list(lead), { date_of_sending: '2099-01-15T09:30', reminder: 'Call' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ date_of_sending: [R.dateInvalid] });
  });

  it("answers 404 for another organization's contact or reminder", async () => {
    const stranger = await aUser().verified().build();
    const foreignOrg = await anOrganization().ownedBy(stranger).build();
    const foreignLead = (await aLead().inOrganization(foreignOrg).prospect().build()).id;
    const foreign = await t.dataSource.getRepository(LeadReminder).save({
      organizationId: foreignOrg.id,
      leadId: foreignLead,
      userId: stranger.id,
      dateOfSending: new Date('2099-01-01T00:00:00Z'),
      reminder: 'Secret',
      isCompleted: false,
    });
    const body = { date_of_sending: '01/15/2099 9:30:00 AM', reminder: 'Mine' };
    expect((await get(P.list(foreignLead))).status).toBe(404);
    expect((await post(P.list(foreignLead), body)).status).toBe(404);
    const lead = (await aLead().inOrganization(org).prospect().build()).id;
    const res = await put(P.one(lead, foreign.id), body);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: messages.notFound });
    expect((await del(P.one(lead, foreign.id))).status).toBe(404);
    expect(await t.dataSource.getRepository(LeadReminder).findOneByOrFail({ id: foreign.id })).toMatchObject({
      reminder: 'Secret',
    });
  });
});

describe('reminder notifications', () => {
  it('emails each assigned representative once (SMS only with sms_notif and a phone), even run twice', async () => {
    const smsRep = await aUser().verified().named('Sally', 'Sms').build();
    const quietRep = await aUser().verified().named('Quinn', 'Quiet').build();
    const o = (await anOrganization().ownedBy(owner).withMember(smsRep).withMember(quietRep).build()).id;
    await t.dataSource
      .getRepository(LocationRow)
      .save({ organizationId: o, name: 'HQ', timezone: ZONE, isMain: true });
    const users = t.dataSource.getRepository(User);
    await users.update({ id: smsRep.id }, { cellPhone: '+15555550101' });
    await users.update({ id: quietRep.id }, { cellPhone: '+15555550102' });
    await t.dataSource.getRepository(RepresentativeSettingsRow).save([
      { organizationId: o, userId: smsRep.id, roleTitle: 'Sales', smsNotif: true },
      { organizationId: o, userId: quietRep.id, roleTitle: 'Service', smsNotif: false },
    ]);
    const leadRow = await aLead().inOrganization(o).client().named('Ada', 'Lovelace').build();
    // The owner holds two roles: still one email.
    await t.dataSource
      .getRepository(Lead)
      .update({ id: leadRow.id }, { accountRep: owner.id, salesRep: smsRep.id, serviceRep: quietRep.id });

    // Due a minute ago: the save queues it at once; ticks and a duplicate job must not send it again.
    const created = await post(P.list(leadRow.id), {
      date_of_sending: wall(new Date(Date.now() - 60_000)),
      reminder: 'Renewal call <today>',
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const notifier = t.app.get(ReminderNotifyJob, { strict: false });
    const scheduler = t.app.get(SchedulerService, { strict: false });
    await Promise.all([scheduler.tick(), scheduler.tick(), notifier.process(id), notifier.process(id)]);
    await scheduler.tick();

    const sent = await until(async () => {
      const r = await t.dataSource.getRepository(LeadReminder).findOneByOrFail({ id });
      return r.notifyStatus === 'sent' ? r : null;
    });
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(sent.isCompleted).toBe(false);
    // The texts are outbound messages; the email is one send of type 'reminder' (email reports), a message to
    // each representative, delivered once the reminder's transaction committed.
    const outbound = t.dataSource.getRepository(OutboundMessage);
    await until(async () => {
      const rows = await outbound.findBy({ organizationId: o, category: REMINDER_CATEGORY });
      return rows.length > 0 && rows.every((m) => m.status === 'sent');
    });
    const campaigns = await t.dataSource.getRepository(EmailCampaign).findBy({ organizationId: o });
    expect(campaigns.map((c) => [c.type, c.subject, c.total, c.bulk])).toEqual([
      ['reminder', 'Reminder: Ada Lovelace', 3, false],
    ]);
    const messages = await until(async () => {
      const rows = await t.dataSource
        .getRepository(EmailRecipient)
        .findBy({ organizationId: o, campaignId: campaigns[0]!.id });
      return rows.every((r) => r.status === 'sent') && rows;
    });
    expect(messages.map((r) => r.email).sort()).toEqual(
      [owner.email, smsRep.email, quietRep.email].map((e) => e.toLowerCase()).sort(),
    );
    expect(messages.every((r) => r.leadId === null)).toBe(true);
    expect(await outbound.countBy({ organizationId: o, channel: 'email' })).toBe(0);
    // Another round of ticks and jobs after the fact changes nothing.
    await Promise.all([scheduler.tick(), notifier.process(id)]);
    await new Promise((r) => setTimeout(r, 500));
    expect(await t.dataSource.getRepository(EmailCampaign).countBy({ organizationId: o })).toBe(1);

    const outbox = await t.dataSource
      .getRepository(OutboxMessage)
      .find({ where: { organizationId: o, category: REMINDER_CATEGORY }, order: { id: 'ASC' } });
    const emails = outbox
      .filter((m) => m.channel === 'email')
      .map((m) => m.toAddress)
      .sort();
    const texts = outbox.filter((m) => m.channel === 'sms').map((m) => m.toAddress);
    expect(emails).toEqual([owner.email, smsRep.email, quietRep.email].sort());
    expect(texts).toEqual(['+15555550101']);
    const mail = outbox.find((m) => m.toAddress === smsRep.email)!;
    const link = `http://localhost:3999${leadRecordRoute(o, { id: leadRow.id, fsm_state: 'Client', lead_list_id: null })}`;
    expect(mail.subject).toBe('Reminder: Ada Lovelace');
    expect(mail.text).toContain('Renewal call <today>');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('Renewal call &lt;today&gt;');
    expect(outbox.find((m) => m.channel === 'sms')!.text).toContain('Ada Lovelace');

    // Listed as sent, still open.
    const listed = (await get(P.list(leadRow.id))).body[0];
    expect(listed).toMatchObject({ id, is_completed: false });
    expect(listed.sent_at).not.toBeNull();
  });

  it('does not notify a completed or future reminder; a new date re-arms a sent one', async () => {
    const lead = await aLead().inOrganization(org).prospect().named('Bo', 'Future').build();
    await t.dataSource.getRepository(Lead).update({ id: lead.id }, { accountRep: owner.id });
    const future = await post(P.list(lead.id), {
      date_of_sending: '01/15/2099 9:30:00 AM',
      reminder: 'Later',
    });
    const past = await post(P.list(lead.id), {
      date_of_sending: wall(new Date(Date.now() + 1000 * 3600)),
      reminder: 'Soon',
    });
    // Complete the second before it is due, then make it due: a completed reminder stays silent.
    await put(P.one(lead.id, past.body.id), { ...past.body, is_completed: true });
    await t.dataSource
      .getRepository(LeadReminder)
      .update({ id: past.body.id }, { dateOfSending: new Date(Date.now() - 1000) });
    const notifier = t.app.get(ReminderNotifyJob, { strict: false });
    await notifier.queueDue();
    await notifier.process(past.body.id);
    await notifier.process(future.body.id);
    const rows = await t.dataSource.getRepository(LeadReminder).findBy({ leadId: lead.id });
    expect(rows.map((r) => r.notifyStatus)).toEqual(['pending', 'pending']);

    // A sent reminder given a new date goes back to pending.
    const again = await post(P.list(lead.id), {
      date_of_sending: wall(new Date(Date.now() - 1000)),
      reminder: 'Now',
    });
    await until(async () => {
      const r = await t.dataSource.getRepository(LeadReminder).findOneByOrFail({ id: again.body.id });
      return r.notifyStatus === 'sent';
    });
    const redated = await put(P.one(lead.id, again.body.id), {
      date_of_sending: '01/15/2099 9:30:00 AM',
      reminder: 'Now',
      is_completed: false,
    });
    expect(redated.body.sent_at).toBeNull();
    expect(
      (await t.dataSource.getRepository(LeadReminder).findOneByOrFail({ id: again.body.id })).notifyStatus,
    ).toBe('pending');
  });
});
