import {
  leadsMessages,
  messages,
  urlOf,
  WEB_FORM_TOKEN_PATTERN,
  webFormConstants,
  webFormEndpoints as W,
} from '@ensemble/contracts';
import { LeadNote, LeadNoteHistory } from '../src/modules/contacts/lead-notes/lead-note.entity';
import { LeadFollowUp } from '../src/modules/contacts/lead-follow-ups/lead-follow-up.entity';
import { Lead, LeadHistory } from '../src/modules/contacts/leads/lead.entity';
import { LeadSource, OrganizationSettingsRow } from '../src/modules/contacts/settings/settings.entities';
import { FormSubmission, WebFormKey } from '../src/modules/contacts/web-forms/web-form.entities';
import { aLead } from './builders/lead.builder';
import { anOrganization } from './builders/organization.builder';
import { aUser, type BuiltUser } from './builders/user.builder';
import { api } from './support/api-client';
import { bearer, loginAs } from './support/auth';
import { signedInForAllTests, startSignedIn } from './support/signed-in';

/** Web-form capture (issue 18): the owner's webhook URL, and what a website's post to it does. */
describe.each(['mariadb', 'sqlite'] as const)('web forms (%s)', (database) => {
  const spec = signedInForAllTests(() =>
    startSignedIn(database === 'sqlite' ? { database, redis: false } : {}),
  );
  const { get, post } = spec;

  /** A new organization of the owner's, with its webhook token. */
  async function orgWithKey(): Promise<{ org: number; token: string }> {
    const org = (await anOrganization().ownedBy(spec.owner).build()).id;
    const res = await get(urlOf(W.key, { orgId: org })).expect(200);
    return { org, token: res.body.token as string };
  }

  /** A website's post: JSON by default, form-encoded when given a string. */
  const submit = (token: string, body: object | string) => {
    const req = spec.t.http.post(api(urlOf(W.submit, { token })));
    return typeof body === 'string' ? req.type('form').send(body) : req.send(body);
  };

  const contactsOf = (org: number) =>
    spec.t.dataSource.getRepository(Lead).find({ where: { organizationId: org }, order: { id: 'ASC' } });
  const notesOf = (org: number, leadId: number) =>
    spec.t.dataSource
      .getRepository(LeadNote)
      .find({ where: { organizationId: org, leadId }, order: { id: 'ASC' } });
  const submissionsOf = (org: number) =>
    spec.t.dataSource
      .getRepository(FormSubmission)
      .find({ where: { organizationId: org }, order: { id: 'ASC' } });

  describe('the webhook URL', () => {
    let member: BuiltUser;
    let memberToken: string;
    beforeAll(async () => {
      member = await aUser().verified().build();
      memberToken = (await loginAs(spec.t, member)).access;
    });

    it('is made on the first read, then stays; rotating gives a new one', async () => {
      const org = (await anOrganization().ownedBy(spec.owner).build()).id;
      expect(await spec.t.dataSource.getRepository(WebFormKey).countBy({ organizationId: org })).toBe(0);
      const first = (await get(urlOf(W.key, { orgId: org })).expect(200)).body;
      expect(first.token).toMatch(WEB_FORM_TOKEN_PATTERN);
      expect(first.url).toBe(`${spec.t.config.apiPublicUrl}/web-forms/${first.token}/`);
      expect((await get(urlOf(W.key, { orgId: org })).expect(200)).body).toEqual(first);

      const rotated = (await post(urlOf(W.rotate, { orgId: org })).expect(200)).body;
      expect(rotated.token).toMatch(WEB_FORM_TOKEN_PATTERN);
      expect(rotated.token).not.toBe(first.token);
      expect((await get(urlOf(W.key, { orgId: org })).expect(200)).body).toEqual(rotated);
      // Each organization has its own.
      const other = await orgWithKey();
      expect(other.token).not.toBe(rotated.token);
    });

    it("is the owner's: a member gets 403 and no key is made", async () => {
      const org = (await anOrganization().ownedBy(spec.owner).withMember(member).build()).id;
      for (const res of [
        await get(urlOf(W.key, { orgId: org }), memberToken),
        await post(urlOf(W.rotate, { orgId: org }), {}, memberToken),
      ]) {
        expect({ status: res.status, body: res.body }).toEqual({
          status: 403,
          body: { detail: messages.permissionDenied },
        });
      }
      expect(await spec.t.dataSource.getRepository(WebFormKey).countBy({ organizationId: org })).toBe(0);
    });

    it('refuses an unknown, malformed or rotated token with the same 404', async () => {
      const { org, token } = await orgWithKey();
      const body = { email: 'visitor@example.test' };
      const notFound = { detail: messages.notFound };
      expect((await submit('A'.repeat(43), body).expect(404)).body).toEqual(notFound);
      expect((await submit('not-a-token', body).expect(404)).body).toEqual(notFound);
      await submit(token, body).expect(201);
      await post(urlOf(W.rotate, { orgId: org })).expect(200);
      expect((await submit(token, body).expect(404)).body).toEqual(notFound);
      const fresh = (await get(urlOf(W.key, { orgId: org }))).body.token as string;
      await submit(fresh, body).expect(201);
      expect(await submissionsOf(org)).toHaveLength(2);
    });
  });

  describe('a post', () => {
    it('(JSON) makes a prospect with its history and follow-up dates, a note without author, and a submission', async () => {
      const { org, token } = await orgWithKey();
      await spec.t.dataSource
        .getRepository(OrganizationSettingsRow)
        .save({ organizationId: org, firstFollowUpDate: 3 });
      const source = await spec.t.dataSource
        .getRepository(LeadSource)
        .save({ organizationId: org, name: 'Web Form', description: null });
      const res = await submit(token, {
        first_name: ' Ada ',
        last_name: 'Lovelace',
        email: 'Ada@Example.TEST',
        phone: '(202) 555-0147',
        message: 'Please call me about a quote.',
        company: 'Analytical Engines',
        budget: 5000,
        _redirect: 'https://evil.example/',
      });
      expect({ status: res.status, body: res.body }).toEqual({ status: 201, body: { ok: true } });

      const [lead] = await contactsOf(org);
      expect(lead).toMatchObject({
        fsmState: 'Prospect',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.test',
        cellPhone: '+12025550147',
        leadSourceId: source.id,
      });
      const history = await spec.t.dataSource
        .getRepository(LeadHistory)
        .findBy({ organizationId: org, leadId: lead!.id });
      expect(history.filter((h) => h.action === 'create').length).toBeGreaterThan(0);
      expect(history.every((h) => h.userId === null)).toBe(true);
      expect(await spec.t.dataSource.getRepository(LeadFollowUp).countBy({ leadId: lead!.id })).toBe(1);

      const notes = await notesOf(org, lead!.id);
      expect(notes.map((n) => ({ note: n.note, by: n.createdById }))).toEqual([
        {
          note: 'Please call me about a quote.\n\ncompany: Analytical Engines\nbudget: 5000',
          by: null,
        },
      ]);
      expect(
        (await spec.t.dataSource.getRepository(LeadNoteHistory).findBy({ leadId: lead!.id })).map(
          (h) => h.userId,
        ),
      ).toEqual([null]);

      expect((await submissionsOf(org)).map((s) => ({ lead: s.leadId, fields: s.fields }))).toEqual([
        {
          lead: lead!.id,
          fields: {
            first_name: 'Ada',
            last_name: 'Lovelace',
            email: 'Ada@Example.TEST',
            phone: '(202) 555-0147',
            message: 'Please call me about a quote.',
            company: 'Analytical Engines',
            budget: '5000',
          },
        },
      ]);
    });

    it('(form-encoded) reads name split in two and other spellings; no message and no extra field: no note', async () => {
      const { org, token } = await orgWithKey();
      await submit(token, 'Full+Name=Grace+Brewster+Hopper&E-mail=grace%40example.test').expect(201);
      await submit(token, 'firstName=Alan&lastName=Turing&Mobile=202.555.0148').expect(201);
      const [grace, alan] = await contactsOf(org);
      expect(grace).toMatchObject({
        firstName: 'Grace',
        lastName: 'Brewster Hopper',
        email: 'grace@example.test',
      });
      expect(alan).toMatchObject({ firstName: 'Alan', lastName: 'Turing', cellPhone: '+12025550148' });
      expect(await notesOf(org, grace!.id)).toEqual([]);
      // A repeated field's values are kept together.
      await submit(token, 'email=grace%40example.test&interest=roofs&interest=gutters').expect(201);
      const last = (await submissionsOf(org)).at(-1);
      expect(last?.fields).toEqual({ email: 'grace@example.test', interest: 'roofs, gutters' });
      expect((await notesOf(org, grace!.id)).map((n) => n.note)).toEqual(['interest: roofs, gutters']);
    });

    it("finds the organization's contact by email (any case), else by cell phone: no duplicate", async () => {
      const { org, token } = await orgWithKey();
      const known = await aLead()
        .inOrganization(org)
        .client()
        .withEmail('known@example.test')
        .withPhone('+12025550199')
        .build();
      // The same address in another organization is not this organization's contact.
      const elsewhere = (await anOrganization().ownedBy(spec.owner).build()).id;
      await aLead().inOrganization(elsewhere).prospect().withEmail('someone@example.test').build();

      const phoneOnly = await aLead()
        .inOrganization(org)
        .other()
        .withEmail('phone-only@example.test')
        .withPhone('+12025550188')
        .build();

      await submit(token, { email: 'KNOWN@example.test', message: 'By email' }).expect(201);
      await submit(token, { phone: '202-555-0199', message: 'By phone' }).expect(201);
      // An unknown address with a known phone is that phone's contact; a known address wins over a known phone.
      await submit(token, {
        email: 'changed@example.test',
        phone: '(202) 555-0188',
        message: 'New address',
      }).expect(201);
      await submit(token, {
        email: 'known@example.test',
        phone: '+1 202 555 0188',
        message: 'Email first',
      }).expect(201);
      await submit(token, { email: 'someone@example.test' }).expect(201);

      const contacts = await contactsOf(org);
      expect(contacts.map((c) => c.email)).toEqual([
        'known@example.test',
        'phone-only@example.test',
        'someone@example.test',
      ]);
      // The known contacts keep their stage (and details) and get the notes.
      expect(contacts[0]).toMatchObject({ id: known.id, fsmState: 'Client' });
      expect(contacts[1]).toMatchObject({ id: phoneOnly.id, fsmState: 'Other' });
      expect((await notesOf(org, known.id)).map((n) => n.note)).toEqual([
        'By email',
        'By phone',
        'Email first',
      ]);
      expect((await notesOf(org, phoneOnly.id)).map((n) => n.note)).toEqual(['New address']);
      expect((await submissionsOf(org)).map((s) => s.leadId)).toEqual([
        known.id,
        known.id,
        phoneOnly.id,
        known.id,
        contacts[2]!.id,
      ]);
    });

    it("answers 400 with the contacts' words: an email or a phone is needed, and each must be valid", async () => {
      const { org, token } = await orgWithKey();
      const refused = async (body: object | string) => {
        const res = await submit(token, body);
        return { status: res.status, body: res.body };
      };
      expect(await refused({ first_name: 'Nobody', message: 'Hi' })).toEqual({
        status: 400,
        body: { non_field_errors: [leadsMessages.contactNeedsEmailOrPhone] },
      });
      expect(await refused('')).toEqual({
        status: 400,
        body: { non_field_errors: [leadsMessages.contactNeedsEmailOrPhone] },
      });
      expect(await refused({ email: 'not-an-email', phone: '12' })).toEqual({
        status: 400,
        body: { email: [messages.emailInvalid], phone: [messages.phoneInvalid] },
      });
      expect(await refused({ email: 'ok@example.test', first_name: 'x'.repeat(151) })).toEqual({
        status: 400,
        body: { first_name: [messages.maxLength(150)] },
      });
      expect(await contactsOf(org)).toEqual([]);
      expect(await submissionsOf(org)).toEqual([]);
    });

    it(`is limited to ${webFormConstants.postsPerMinute} a minute per URL (429), other URLs unaffected`, async () => {
      const a = await orgWithKey();
      const b = await orgWithKey();
      // Refused posts count too: the limit is on the URL, before anything is read.
      for (let i = 0; i < webFormConstants.postsPerMinute; i++) await submit(a.token, {}).expect(400);
      const limited = await submit(a.token, { email: 'late@example.test' });
      expect({ status: limited.status, body: limited.body }).toEqual({
        status: 429,
        body: { detail: messages.tooManyRequests },
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      await submit(b.token, { email: 'other@example.test' }).expect(201);
      expect(await contactsOf(a.org)).toEqual([]);
    });
  });

  describe('who may post', () => {
    it('anyone with the URL, without a token; the organization comes from the URL alone', async () => {
      const { org, token } = await orgWithKey();
      const other = await orgWithKey();
      const res = await spec.t.http
        .post(`${api(urlOf(W.submit, { token }))}?orgId=${other.org}`)
        .set(bearer('not-a-jwt'))
        .send({ email: 'anon@example.test', organization: other.org });
      expect(res.status).toBe(201);
      expect((await contactsOf(org)).map((c) => c.email)).toEqual(['anon@example.test']);
      expect(await contactsOf(other.org)).toEqual([]);
    });
  });
});
