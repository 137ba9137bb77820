import {
  leadRecordRoute,
  messages,
  settingsEndpoints,
  settingsPaths,
  type Tag,
  textConstants,
  urlOf,
  webFormEndpoints as W,
} from '@ensemble/contracts';
import { Lead, LeadGroup, LeadHistory } from '../src/modules/contacts/leads/lead.entity';
import {
  MarketingGroup,
  RepresentativeSettingsRow,
} from '../src/modules/contacts/settings/settings.entities';
import { FormSubmission } from '../src/modules/contacts/web-forms/web-form.entities';
import { WEB_FORM_SMS_CATEGORY } from '../src/modules/contacts/web-forms/web-forms.service';
import { OutboxMessage } from '../src/engine/providers/outbox/outbox-message.entity';
import { MessagingService } from '../src/modules/messaging';
import { OutboundMessage } from '../src/modules/messaging/outbound/outbound-message.entity';
import { User } from '../src/modules/platform/users/user.entity';
import { anOrganization } from './builders/organization.builder';
import { aUser, type BuiltUser } from './builders/user.builder';
import { api } from './support/api-client';
import { loginAs } from './support/auth';
import { signedInForAllTests, startSignedIn } from './support/signed-in';

const SHELL = 'http://127.0.0.1:4200';
const WEBSITE = 'https://www.roofs.example';

async function until<T>(probe: () => Promise<T | null | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Forms setup (issue 19, spec 3 §2 'Forms setup', §7): which tags a web form puts on its contacts (batch_webform/,
 * is_webform), what a post sets off with it (those tags, a text to each representative with SMS on), and the
 * webhook's CORS, open to any website and to that route only.
 */
describe.each(['mariadb', 'sqlite'] as const)('forms setup (%s)', (database) => {
  const spec = signedInForAllTests(() =>
    startSignedIn({
      ...(database === 'sqlite' ? { database, redis: false } : {}),
      env: { CORS_ORIGINS: SHELL },
    }),
  );
  const { get, post, patch } = spec;
  const repo = <T extends object>(entity: new () => T) => spec.t.dataSource.getRepository(entity);

  const newOrg = async (...members: BuiltUser[]) => {
    let b = anOrganization().ownedBy(spec.owner);
    for (const m of members) b = b.withMember(m);
    return (await b.build()).id;
  };
  const tag = async (org: number, name: string): Promise<Tag> =>
    (await post(settingsPaths.tags(org), { name }).expect(201)).body as Tag;
  const webFormTags = (org: number, ids: number[]) => post(settingsPaths.webFormTags(org), { ids });
  const listed = async (org: number, query = '') =>
    ((await get(`${settingsPaths.tags(org)}${query}`).expect(200)).body.results as Tag[]).map(
      (t) => `${t.name}${t.is_webform ? '*' : ''}`,
    );

  const keyOf = async (org: number) =>
    (await get(urlOf(W.key, { orgId: org })).expect(200)).body.token as string;
  const submit = (token: string, body: object) =>
    spec.t.http.post(api(urlOf(W.submit, { token }))).send(body);
  const textsOf = (org: number) =>
    repo(OutboundMessage).find({
      where: { organizationId: org, category: WEB_FORM_SMS_CATEGORY },
      order: { id: 'ASC' },
    });
  const withPhone = async (user: BuiltUser, phone: string) =>
    repo(User).update({ id: user.id }, { cellPhone: phone });

  describe('web-form tags (batch_webform/, is_webform)', () => {
    it('sets exactly the given tags, lists them with is_webform, and clears them with none', async () => {
      const org = await newOrg();
      const [vip, roof, cold] = [await tag(org, 'VIP'), await tag(org, 'Roofing'), await tag(org, 'Cold')];
      expect(vip.is_webform).toBe(false);

      const set = await webFormTags(org, [vip.id, roof.id, vip.id]);
      expect(set.status).toBe(200);
      expect((set.body as Tag[]).map((t) => [t.name, t.is_webform])).toEqual([
        ['Roofing', true],
        ['VIP', true],
      ]);
      expect(set.body[0]).toEqual({
        id: roof.id,
        organization: org,
        name: 'Roofing',
        leads_count: 0,
        created_at: roof.created_at,
        is_webform: true,
      });
      expect(await listed(org)).toEqual(['Cold', 'Roofing*', 'VIP*']);
      expect(await listed(org, '?is_webform=true')).toEqual(['Roofing*', 'VIP*']);
      expect(await listed(org, '?is_webform=false')).toEqual(['Cold']);

      // Exactly: Roofing stops being one.
      await webFormTags(org, [vip.id, cold.id]).expect(200);
      expect(await listed(org, '?is_webform=true')).toEqual(['Cold*', 'VIP*']);

      const none = await webFormTags(org, []);
      expect({ status: none.status, body: none.body }).toEqual({ status: 200, body: [] });
      expect(await listed(org, '?is_webform=true')).toEqual([]);
    });

    it("refuses another organization's tag (400 on ids) and changes nothing; validates ids", async () => {
      const org = await newOrg();
      const mine = await tag(org, 'Mine');
      await webFormTags(org, [mine.id]).expect(200);
      const stranger = await aUser().verified().build();
      const foreignOrg = (await anOrganization().ownedBy(stranger).build()).id;
      const theirs = await repo(MarketingGroup).save({
        organizationId: foreignOrg,
        name: 'Theirs',
        nameNormalized: 'theirs',
      });

      const refused = await webFormTags(org, [theirs.id]);
      expect({ status: refused.status, body: refused.body }).toEqual({
        status: 400,
        body: { ids: [messages.invalidChoice] },
      });
      // All or nothing: with one of its own beside it, still refused, and Mine stays the only one.
      const other = await tag(org, 'Other');
      const mixed = await webFormTags(org, [other.id, theirs.id]);
      expect(mixed.status).toBe(400);
      expect(await listed(org, '?is_webform=true')).toEqual(['Mine*']);
      expect(await repo(MarketingGroup).findOneByOrFail({ id: theirs.id })).toMatchObject({
        isWebform: false,
      });

      expect((await post(settingsPaths.webFormTags(org), { ids: 'all' })).status).toBe(400);
      expect((await post(settingsPaths.webFormTags(org), {})).body).toEqual({ ids: ['Tags is required'] });
      // Another organization's call, by path, is refused before anything is read.
      expect((await webFormTags(foreignOrg, [theirs.id])).status).toBe(404);
    });
  });

  describe('a post to the webhook', () => {
    let member: BuiltUser;
    let quiet: BuiltUser;
    let noPhone: BuiltUser;
    beforeAll(async () => {
      member = await aUser().verified().named('Sam', 'Texted').build();
      quiet = await aUser().verified().named('Quinn', 'Quiet').build();
      noPhone = await aUser().verified().named('Nia', 'Nophone').build();
    });

    it('tags the contact with the web-form tags and texts only the representatives with SMS on and a phone, once per post', async () => {
      const org = await newOrg(member, quiet, noPhone);
      await withPhone(spec.owner, '+12025550101');
      await withPhone(member, '+12025550102');
      await withPhone(quiet, '+12025550103');
      // SMS on through the representatives call (which needs a phone); the quiet one's stays off.
      await patch(settingsPaths.representatives(org), { user_id: spec.owner.id, sms_notif: true }).expect(
        200,
      );
      await patch(settingsPaths.representatives(org), { user_id: member.id, sms_notif: true }).expect(200);
      // On, then the phone went: no number to text.
      await repo(RepresentativeSettingsRow).save({
        organizationId: org,
        userId: noPhone.id,
        roleTitle: 'None',
        smsNotif: true,
      });
      // The same people with SMS on in another organization are not texted for this one's leads.
      const other = await newOrg(member);
      await patch(settingsPaths.representatives(other), { user_id: member.id, sms_notif: true }).expect(200);

      const [vip, roof] = [await tag(org, 'VIP'), await tag(org, 'Roofing')];
      await tag(org, 'Untouched');
      await webFormTags(org, [vip.id, roof.id]).expect(200);
      const token = await keyOf(org);

      const res = await submit(token, {
        name: 'Ada Lovelace',
        email: 'ada@example.test',
        phone: '(202) 555-0147',
        message: 'A quote, please',
      });
      expect({ status: res.status, body: res.body }).toEqual({ status: 201, body: { ok: true } });

      const lead = await repo(Lead).findOneByOrFail({ organizationId: org, email: 'ada@example.test' });
      const tagsOf = async () =>
        (await repo(LeadGroup).findBy({ organizationId: org, leadId: lead.id })).map((g) => g.groupId).sort();
      expect(await tagsOf()).toEqual([vip.id, roof.id].sort());
      const tagged = await repo(LeadHistory).findBy({
        organizationId: org,
        leadId: lead.id,
        action: 'add_tags',
      });
      expect(tagged.map((h) => [h.userId, h.field, h.newValue])).toEqual([[null, 'groups', 'VIP, Roofing']]);

      const link = `http://localhost:3999${leadRecordRoute(org, { id: lead.id, fsm_state: 'Prospect', lead_list_id: null })}`;
      const texts = await textsOf(org);
      expect(texts.map((m) => [m.channel, m.toAddress, m.text])).toEqual(
        ['+12025550101', '+12025550102'].map((to) => [
          'sms',
          to,
          `New web form lead: Ada Lovelace ada@example.test (202) 555-0147 ${link}`,
        ]),
      );
      expect(await textsOf(other)).toEqual([]);
      // Delivered by the outbound work: the outbox holds them.
      const delivered = await until(async () => {
        const rows = await repo(OutboxMessage).findBy({
          organizationId: org,
          category: WEB_FORM_SMS_CATEGORY,
        });
        return rows.length === 2 && rows;
      });
      expect(delivered.map((m) => m.toAddress).sort()).toEqual(['+12025550101', '+12025550102']);

      // A second post of the same contact: a text per post, the tags it already has are not added again.
      await submit(token, { email: 'ADA@example.test', message: 'Still waiting' }).expect(201);
      expect(await tagsOf()).toEqual([vip.id, roof.id].sort());
      expect(
        await repo(LeadHistory).countBy({ organizationId: org, leadId: lead.id, action: 'add_tags' }),
      ).toBe(1);
      expect((await textsOf(org)).map((m) => m.toAddress)).toEqual([
        '+12025550101',
        '+12025550102',
        '+12025550101',
        '+12025550102',
      ]);
      expect(await repo(FormSubmission).countBy({ organizationId: org })).toBe(2);
    });

    it('with no web-form tags and nobody with SMS on, only saves the post', async () => {
      const org = await newOrg();
      await withPhone(spec.owner, '+12025550101');
      await tag(org, 'Not for forms');
      await submit(await keyOf(org), { email: 'plain@example.test' }).expect(201);
      const lead = await repo(Lead).findOneByOrFail({ organizationId: org, email: 'plain@example.test' });
      expect(await repo(LeadGroup).countBy({ organizationId: org, leadId: lead.id })).toBe(0);
      expect(await textsOf(org)).toEqual([]);
    });

    it('keeps the text within 320 characters, the link whole', async () => {
      const org = await newOrg();
      await withPhone(spec.owner, '+12025550101');
      await patch(settingsPaths.representatives(org), { user_id: spec.owner.id, sms_notif: true }).expect(
        200,
      );
      await submit(await keyOf(org), {
        first_name: 'A'.repeat(150),
        last_name: 'B'.repeat(150),
        email: `${'c'.repeat(60)}@example.test`,
      }).expect(201);
      const lead = await repo(Lead).findOneByOrFail({ organizationId: org });
      const [text] = await textsOf(org);
      // Cut to exactly the most a text holds, the email the first to go.
      expect(text!.text).toHaveLength(textConstants.messageMax);
      expect(text!.text).toMatch(/^New web form lead: A{150} B+… http/);
      expect(
        text!.text.endsWith(` http://localhost:3999/composition/prospects/${org}/prospect/${lead.id}`),
      ).toBe(true);
    });

    it('a failure to text fails the whole post: nothing is half saved, and the retry does it all once', async () => {
      const org = await newOrg();
      await withPhone(spec.owner, '+12025550101');
      await patch(settingsPaths.representatives(org), { user_id: spec.owner.id, sms_notif: true }).expect(
        200,
      );
      const vip = await tag(org, 'VIP');
      await webFormTags(org, [vip.id]).expect(200);
      const token = await keyOf(org);
      const failing = jest
        .spyOn(MessagingService.prototype, 'enqueueSms')
        .mockRejectedValueOnce(new Error('queue down'));
      try {
        await submit(token, { email: 'kept@example.test' }).expect(500);
      } finally {
        failing.mockRestore();
      }
      expect(await repo(Lead).countBy({ organizationId: org, email: 'kept@example.test' })).toBe(0);
      expect(await repo(FormSubmission).countBy({ organizationId: org })).toBe(0);
      expect(await textsOf(org)).toEqual([]);

      // The website posts again: the contact, its submission, its tag and the text, each once.
      await submit(token, { email: 'kept@example.test' }).expect(201);
      const lead = await repo(Lead).findOneByOrFail({ organizationId: org, email: 'kept@example.test' });
      expect(await repo(FormSubmission).countBy({ organizationId: org, leadId: lead.id })).toBe(1);
      expect(
        (await repo(LeadGroup).findBy({ organizationId: org, leadId: lead.id })).map((g) => g.groupId),
      ).toEqual([vip.id]);
      expect((await textsOf(org)).map((m) => m.toAddress)).toEqual(['+12025550101']);
    });
  });

  describe('CORS', () => {
    it("answers a website's preflight and post with Access-Control-Allow-Origin: * (no credentials)", async () => {
      const org = await newOrg();
      const path = api(urlOf(W.submit, { token: await keyOf(org) }));
      const preflight = await spec.t.http
        .options(path)
        .set('Origin', WEBSITE)
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'content-type');
      expect(preflight.status).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('*');
      expect(preflight.headers['access-control-allow-methods']).toContain('POST');
      expect(preflight.headers['access-control-allow-headers']).toBe('content-type');
      expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();

      const posted = await spec.t.http.post(path).set('Origin', WEBSITE).send({ email: 'site@example.test' });
      expect(posted.status).toBe(201);
      expect(posted.headers['access-control-allow-origin']).toBe('*');
      // The website can read a refusal too, to show it on its form; the suite's own origin gets '*' as well.
      const refused = await spec.t.http
        .post(path.replace(/\/$/, ''))
        .set('Origin', SHELL)
        .send({ email: 'x' });
      expect(refused.status).toBe(400);
      expect(refused.headers['access-control-allow-origin']).toBe('*');
    });

    it("leaves every other route to CORS_ORIGINS, the owner's web-form calls included", async () => {
      const org = await newOrg();
      const others = [
        api(urlOf(W.key, { orgId: org })),
        api(urlOf(W.rotate, { orgId: org })),
        api(urlOf(settingsEndpoints.tags.batchWebform, { orgId: org })),
        '/api/auth/login/',
        // A path that only looks like the webhook's.
        '/api/web-forms/x/extra/',
      ];
      for (const path of others) {
        const fromWebsite = await spec.t.http
          .options(path)
          .set('Origin', WEBSITE)
          .set('Access-Control-Request-Method', 'POST');
        expect([path, fromWebsite.headers['access-control-allow-origin']]).toEqual([path, undefined]);
        const fromShell = await spec.t.http
          .options(path)
          .set('Origin', SHELL)
          .set('Access-Control-Request-Method', 'POST');
        expect([path, fromShell.headers['access-control-allow-origin']]).toEqual([path, SHELL]);
      }
      const read = await get(urlOf(W.key, { orgId: org })).set('Origin', WEBSITE);
      expect(read.status).toBe(200);
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  it('a member of the organization may set its web-form tags; a stranger may not', async () => {
    const member = await aUser().verified().build();
    const org = await newOrg(member);
    const vip = await tag(org, 'VIP');
    const memberToken = (await loginAs(spec.t, member)).access;
    await post(settingsPaths.webFormTags(org), { ids: [vip.id] }, memberToken).expect(200);
    const stranger = await aUser().verified().build();
    const strangerToken = (await loginAs(spec.t, stranger)).access;
    const res = await post(settingsPaths.webFormTags(org), { ids: [] }, strangerToken);
    expect({ status: res.status, body: res.body }).toEqual({
      status: 404,
      body: { detail: messages.notFound },
    });
    expect(await listed(org, '?is_webform=true')).toEqual(['VIP*']);
  });
});
