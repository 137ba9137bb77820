import { leadsExtraPaths, leadsPaths, settingsPaths } from '@ensemble/contracts';
import { LeadSource } from '../src/modules/contacts/settings/settings.entities';
import { anOrganization } from './builders/organization.builder';
import { aUser } from './builders/user.builder';
import { bearer, loginAs } from './support/auth';
import { linkIn, waitForMail } from './support/mail';
import { testAppForAllTests } from './support/test-app';

/** The embedded default: no DATABASE_URL, no REDIS_URL — SQLite under DATA_DIR and in-process queues. */
describe('embedded default (SQLite, in-process queues)', () => {
  const t = testAppForAllTests({ database: 'sqlite', redis: false });

  it('signs up, verifies through the mailbox, logs in and creates an organization', async () => {
    const health = await t.http.get('/api/health');
    expect(health.body).toMatchObject({ status: 'ok', database: 'up', queue: 'in-process' });

    const email = 'Embedded.User@Example.test';
    const password = 'Embedd3d!pw';
    const signup = await t.http
      .post('/api/auth/signup/')
      .send({ first_name: 'Em', last_name: 'Bedded', email, password });
    expect(signup.status).toBe(201);

    const mail = await waitForMail(t, email.toLowerCase(), (m) => m.category === 'verification');
    const verify = await t.http.post('/api/auth/verify-email/').send({ token: linkIn(mail).token });
    expect(verify.status).toBe(200);

    const login = await t.http.post('/api/auth/login/').send({ email: email.toLowerCase(), password });
    expect(login.status).toBe(200);
    const token = login.body.access as string;

    const industries = await t.http.get('/api/industry/');
    const created = await t.http.post('/api/organization/').set(bearer(token)).send({
      name: 'Embedded Agency',
      email: 'embedded@agency.test',
      industry: industries.body.results[0].id,
    });
    expect(created.status).toBe(201);

    const dup = await t.http
      .post('/api/organization/')
      .set(bearer(token))
      .send({ name: 'Again', email: 'EMBEDDED@agency.test', industry: industries.body.results[0].id });
    expect(dup.status).toBe(400);

    const list = await t.http.get('/api/organization/').query({ search: 'embedded' }).set(bearer(token));
    expect(list.body).toMatchObject({ count: 1, results: [{ name: 'Embedded Agency', is_owner: true }] });

    const other = await aUser().verified().build();
    expect(other.id).toBeGreaterThan(0);
    const refreshed = await t.http.post('/api/auth/token/refresh/').send({ refresh: login.body.refresh });
    expect(refreshed.status).toBe(200);
    expect((await t.http.post('/api/auth/token/refresh/').send({ refresh: login.body.refresh })).status).toBe(
      401,
    );
  });

  it('reads contact records with their source, list, representative and tags in one statement', async () => {
    const owner = await aUser().verified().named('Sam', 'Lite').build();
    const org = (await anOrganization().ownedBy(owner).build()).id;
    const token = (await loginAs(t, owner)).access;
    const post = (path: string, body: object) => t.http.post(`/api${path}`).set(bearer(token)).send(body);
    const get = (path: string) => t.http.get(`/api${path}`).set(bearer(token));
    const source = await t.dataSource
      .getRepository(LeadSource)
      .save({ organizationId: org, name: 'Referral', description: null });
    const list = (await post(leadsPaths.opportunityLists(org), { title: 'Fair' })).body.id as number;
    const created = await post(leadsPaths.opportunities(org, list), {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@lite.test',
      lead_source_id: source.id,
      account_rep: owner.id,
      revenue_from: 10.5,
      social: [{ network: 'linkedin', url: 'https://linkedin.com/in/ada' }],
    });
    expect(created.status).toBe(201);
    const tags = [];
    for (const name of ['vip', 'Fair']) tags.push((await post(settingsPaths.tags(org), { name })).body.id);
    await post(leadsExtraPaths.addGroupsToLeads(org), {
      lead_ids: [created.body.id],
      group_ids: tags,
      fsm_state: 'Opportunity',
      is_add: true,
    });
    const expected = {
      id: created.body.id,
      lead_source: { id: source.id, name: 'Referral' },
      lead_list: { id: list, title: 'Fair' },
      representatives: { account_name: 'Sam Lite', sales_name: null, service_name: null },
      groups: [
        { id: tags[1], name: 'Fair' },
        { id: tags[0], name: 'vip' },
      ],
      revenue_from: 10.5,
      social: [{ network: 'linkedin', url: 'https://linkedin.com/in/ada' }],
      created_at: created.body.created_at,
    };
    const page = await get(`${leadsPaths.opportunities(org, list)}?search=ada`);
    expect(page.body).toMatchObject({ count: 1, results: [expected] });
    expect((await get(leadsPaths.opportunity(org, list, created.body.id))).body).toMatchObject(expected);
    expect(new Date(created.body.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});
