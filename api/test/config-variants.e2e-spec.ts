import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { leadsPaths, messages, type OpportunityList, postcardsPaths } from '@ensemble/contracts';
import { DEMO_USER_EMAIL, DEMO_USER_PASSWORD } from '../src/modules/platform/setup/seed/demo';
import { DEMO_CONTACTS, DEMO_LIST_TITLE } from '../src/modules/platform/setup/seed/demo-contacts';
import { SeedService } from '../src/modules/platform/setup/seed/seed.service';
import { aUser } from './builders/user.builder';
import { bearer } from './support/auth';
import { startTestApp, testAppForAllTests } from './support/test-app';

describe('throttling (THROTTLE_LIMIT=3)', () => {
  const t = testAppForAllTests({ env: { THROTTLE_LIMIT: '3', THROTTLE_TTL: '60' } });

  it.each([
    ['/api/auth/login/', { email: 'a@example.test', password: 'x' }],
    ['/api/auth/signup/', {}],
    ['/api/auth/password-reset/', { email: 'a@example.test' }],
    ['/api/auth/password-reset/confirm/', { token: 'x', password: 'x' }],
    ['/api/organization/resend-verification-email', { email: 'a@example.test' }],
  ])('limits %s and answers 429 with the message', async (path, body) => {
    for (let i = 0; i < 3; i++) {
      expect((await t.http.post(path).send(body)).status).not.toBe(429);
    }
    const res = await t.http.post(path).send(body);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ detail: messages.tooManyRequests });
  });

  it('does not limit other routes', async () => {
    for (let i = 0; i < 6; i++) expect((await t.http.get('/api/industry/')).status).toBe(200);
  });
});

describe('mailbox off (OUTBOX_MAILBOX=false)', () => {
  const t = testAppForAllTests({ env: { OUTBOX_MAILBOX: 'false' } });

  it('does not serve the local mailbox', async () => {
    const user = await aUser().build();
    const res = await t.http.get('/api/outbox/mailbox/').query({ address: user.email });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: messages.notFound });
  });
});

describe('mailbox on a public APP_URL', () => {
  it('is off by default: the route answers 404', async () => {
    const t = await startTestApp({ env: { APP_URL: 'https://crm.example.com', OUTBOX_MAILBOX: '' } });
    try {
      expect(t.config.outboxMailbox).toBe(false);
      const res = await t.http.get('/api/outbox/mailbox/').query({ address: 'someone@example.test' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: messages.notFound });
    } finally {
      await t.close();
    }
  });

  it('turned on, stops the API at start with a config error (exit code 1)', () => {
    const run = spawnSync(process.execPath, ['-r', './scripts/swc-register.js', 'src/main.ts'], {
      cwd: path.join(__dirname, '..'),
      // A scratch directory and any free port, should it start after all.
      env: {
        ...process.env,
        APP_URL: 'https://crm.example.com',
        OUTBOX_MAILBOX: 'true',
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'ens-mailbox-')),
        PORT: '0',
        LOG_LEVEL: 'silent',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('OUTBOX_MAILBOX can only be on while APP_URL is a loopback address');
  });
});

describe('verification not required (EMAIL_VERIFICATION_REQUIRED=false)', () => {
  const t = testAppForAllTests({ env: { EMAIL_VERIFICATION_REQUIRED: 'false' } });

  it('verifies sign-ups at once and returns tokens, sending no verification email', async () => {
    const res = await t.http.post('/api/auth/signup/').send({
      first_name: 'Instant',
      last_name: 'User',
      email: 'instant@example.test',
      password: 'Instant!1x',
    });
    expect(res.status).toBe(201);
    expect(res.body.is_verified).toBe(true);
    expect(res.body.user.is_verified).toBe(true);
    const me = await t.http.get('/api/auth/me/').set(bearer(res.body.tokens.access));
    expect(me.status).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    const box = await t.http.get('/api/outbox/mailbox/').query({ address: 'instant@example.test' });
    expect(box.body.count).toBe(0);
  });
});

describe('demo seed (SEED_DEMO=true)', () => {
  const t = testAppForAllTests({ env: { SEED_DEMO: 'true' } });

  it('creates the verified demo user owning Demo Agency (Insurance), idempotently', async () => {
    await t.app.get(SeedService).onApplicationBootstrap();
    const login = await t.http
      .post('/api/auth/login/')
      .send({ email: DEMO_USER_EMAIL, password: DEMO_USER_PASSWORD });
    expect(login.status).toBe(200);
    const orgs = await t.http.get('/api/organization/').set(bearer(login.body.access));
    expect(orgs.body.count).toBe(1);
    const insurance = (await t.http.get('/api/industry/')).body.results.find(
      (i: { name: string }) => i.name === 'Insurance',
    );
    expect(orgs.body.results[0]).toMatchObject({
      name: 'Demo Agency',
      email: 'demo-agency@ensemble.local',
      industry: insurance.id,
      is_owner: true,
    });
  });

  it('gives Demo Agency contacts in every stage, once', async () => {
    await t.app.get(SeedService).onApplicationBootstrap();
    const login = await t.http
      .post('/api/auth/login/')
      .send({ email: DEMO_USER_EMAIL, password: DEMO_USER_PASSWORD });
    const auth = bearer(login.body.access);
    const org = (await t.http.get('/api/organization/').set(auth)).body.results[0].id as number;
    const count = async (path: string) => (await t.http.get(`/api${path}`).set(auth)).body.count as number;
    const byStage = (stage: string) => DEMO_CONTACTS.filter((c) => c.stage === stage).length;
    const lists = (await t.http.get(`/api${leadsPaths.opportunityListsAll(org)}`).set(auth))
      .body as OpportunityList[];
    const demoList = lists.find((l) => l.title === DEMO_LIST_TITLE)!;
    expect(await count(leadsPaths.opportunities(org, demoList.id))).toBe(byStage('Opportunity'));
    expect(await count(leadsPaths.prospects(org))).toBe(byStage('Prospect'));
    expect(await count(leadsPaths.clients(org))).toBe(byStage('Client'));
    expect(await count(leadsPaths.formerClients(org))).toBe(byStage('Former Clients'));
    expect(await count(leadsPaths.others(org))).toBe(byStage('Other'));
    // Each has an address, so the post card screens count every one of them.
    const [template] = (await t.http.get(`/api${postcardsPaths.templates(org)}`).set(auth)).body as {
      id: number;
    }[];
    const options = await t.http
      .post(`/api${postcardsPaths.checkGroups(org, template!.id)}`)
      .set(auth)
      .send({ buckets: ['all'] });
    expect(options.body.available).toBe(DEMO_CONTACTS.length);
  });
});
