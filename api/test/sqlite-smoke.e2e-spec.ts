import { aUser } from './builders/user.builder';
import { bearer } from './support/auth';
import { linkIn, waitForMail } from './support/mail';
import { startTestApp, type TestApp } from './support/test-app';

/** The embedded default: no DATABASE_URL, no REDIS_URL — SQLite under DATA_DIR and in-process queues. */
describe('embedded default (SQLite, in-process queues)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database: 'sqlite', redis: false });
  });
  afterAll(() => t.close());

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
});
