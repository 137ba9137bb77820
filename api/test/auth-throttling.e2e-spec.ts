import { accountMessages, accountPaths, messages } from '@ensemble/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { User } from '../src/modules/platform/users/user.entity';
import { aUser } from './builders/user.builder';
import { bearer, loginAs } from './support/auth';
import { startHttpApp, startTestApp, testAppForAllTests, type TestApp } from './support/test-app';
import { passwordStep, smsCode } from './support/two-factor';

type Http = ReturnType<typeof request>;
const tooMany = { detail: messages.tooManyRequests };

const changePassword = (t: TestApp, access: string, old_password: string) =>
  t.http
    .post(`/api${accountPaths.changePassword}`)
    .set(bearer(access))
    .send({ old_password, new_password: 'N3w!Password' });
const changeEmail = (t: TestApp, access: string, password: string) =>
  t.http
    .post(`/api${accountPaths.changeEmail}`)
    .set(bearer(access))
    .send({ new_email: `new-${Date.now()}@example.test`, password });

/** A second API process on the same database and Redis, as a replica behind a load balancer would be. */
async function replicaOf(t: TestApp): Promise<{ app: NestFastifyApplication; http: Http }> {
  const app = await startHttpApp(t.config);
  return { app, http: request(app.getHttpServer()) };
}

describe('per-address throttling with Redis (THROTTLE_LIMIT=3)', () => {
  let t: TestApp;
  let replica: { app: NestFastifyApplication; http: Http };
  beforeAll(async () => {
    t = await startTestApp({ env: { THROTTLE_LIMIT: '3', THROTTLE_TTL: '60' } });
    replica = await replicaOf(t);
  });
  afterAll(async () => {
    await replica.app.close();
    await t.close();
  });

  it('counts a client once across replicas', async () => {
    const ask = (http: Http) =>
      http.post('/api/auth/password-reset/').send({ email: 'someone@example.test' });
    expect((await ask(t.http)).status).toBe(200);
    expect((await ask(replica.http)).status).toBe(200);
    expect((await ask(t.http)).status).toBe(200);
    const fourth = await ask(replica.http);
    expect(fourth.status).toBe(429);
    expect(fourth.body).toEqual(tooMany);
  });

  it('believes no X-Forwarded-For without TRUST_PROXY', async () => {
    const ask = (ip: string) =>
      t.http
        .post('/api/organization/resend-verification-email')
        .set('X-Forwarded-For', ip)
        .send({ email: 'someone@example.test' });
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) expect((await ask(ip)).status).toBe(200);
    expect((await ask('203.0.113.4')).status).toBe(429);
  });
});

describe('behind a proxy (TRUST_PROXY=1)', () => {
  const t = testAppForAllTests({ env: { THROTTLE_LIMIT: '3', THROTTLE_TTL: '60', TRUST_PROXY: '1' } });

  it('throttles each client by its forwarded address, not the proxy’s', async () => {
    const ask = (ip: string) =>
      t.http.post('/api/auth/password-reset/').set('X-Forwarded-For', ip).send({ email: 'a@example.test' });
    for (let i = 0; i < 3; i++) expect((await ask('198.51.100.7')).status).toBe(200);
    expect((await ask('198.51.100.7')).status).toBe(429);
    expect((await ask('198.51.100.8')).status).toBe(200);
  });
});

describe('per-account back-off', () => {
  let t: TestApp;
  let replica: { app: NestFastifyApplication; http: Http };
  beforeAll(async () => {
    t = await startTestApp();
    replica = await replicaOf(t);
  });
  afterAll(async () => {
    await replica.app.close();
    await t.close();
  });

  const login = (http: Http, email: string, password: string, ip: string) =>
    http.post('/api/auth/login/').set('X-Forwarded-For', ip).send({ email, password });

  it('locks sign-in after 5 wrong passwords, from any address and replica, even for the right one', async () => {
    const user = await aUser().verified().build();
    const bystander = await aUser().verified().build();
    for (let i = 0; i < 5; i++) {
      const res = await login(i % 2 ? replica.http : t.http, user.email, 'Wrong#Passw0rd', `192.0.2.${i}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: messages.loginFailed });
    }
    const right = await login(t.http, user.email, user.password, '192.0.2.50');
    expect(right.status).toBe(429);
    expect(right.body).toEqual(tooMany);
    expect((await login(replica.http, user.email, user.password, '192.0.2.51')).status).toBe(429);
    // Another account is not affected.
    expect((await login(t.http, bystander.email, bystander.password, '192.0.2.1')).status).toBe(200);
  });

  it('answers an address without an account exactly as one with an account', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await login(t.http, 'nobody-at-all@example.test', 'Wrong#Passw0rd', '192.0.2.9');
      expect(res.body).toEqual({ detail: messages.loginFailed });
    }
    const sixth = await login(t.http, 'nobody-at-all@example.test', 'Wrong#Passw0rd', '192.0.2.9');
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual(tooMany);
  });

  it('starts counting again after a successful sign-in', async () => {
    const user = await aUser().verified().build();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) {
        expect((await login(t.http, user.email, 'Wrong#Passw0rd', '192.0.2.2')).status).toBe(400);
      }
      expect((await login(t.http, user.email, user.password, '192.0.2.2')).status).toBe(200);
    }
  });

  it('locks the second factor after 5 wrong codes, across fresh challenges', async () => {
    const user = await aUser().verified().withTwoFactor(false, true).build();
    const first = await passwordStep(t, user);
    for (let i = 0; i < 5; i++) {
      const res = await t.http
        .post(`/api${accountPaths.twoFactor.loginVerify}`)
        .send({ challenge: first.challenge, token: '000000' });
      expect(res.body).toEqual({ detail: messages.tokenVerificationFailed });
    }
    // A new password step gives a new challenge, not five more guesses.
    const second = await passwordStep(t, user);
    const res = await replica.http
      .post(`/api${accountPaths.twoFactor.loginVerify}`)
      .send({ challenge: second.challenge, token: '000000' });
    expect(res.status).toBe(429);
    expect(res.body).toEqual(tooMany);
  });

  it('locks change password and change email after 5 wrong current passwords (both counted together)', async () => {
    const user = await aUser().verified().build();
    const sessions = [await loginAs(t, user), await loginAs(t, user)];
    for (let i = 0; i < 3; i++) {
      const res = await changePassword(t, sessions[0].access, 'Wrong#Passw0rd');
      expect(res.body).toEqual({ old_password: [accountMessages.oldPasswordWrong] });
    }
    for (let i = 0; i < 2; i++) {
      const res = await changeEmail(t, sessions[1].access, 'Wrong#Passw0rd');
      expect(res.body).toEqual({ password: [accountMessages.passwordWrong] });
    }
    const right = await changePassword(t, sessions[1].access, user.password);
    expect(right.status).toBe(429);
    expect(right.body).toEqual(tooMany);
  });
});

describe('sign-in SMS codes', () => {
  const t = testAppForAllTests();

  it('are accepted only for the challenge they were sent for', async () => {
    const user = await aUser().verified().withTwoFactor(true, false).build();
    const phone = '+14155550142';
    await t.dataSource.getRepository(User).update({ id: user.id }, { twoFactorPhone: phone });
    const verify = (challenge: string, token: string) =>
      t.http.post(`/api${accountPaths.twoFactor.loginVerify}`).send({ challenge, token });

    const first = await passwordStep(t, user);
    const sent = await t.http
      .post(`/api${accountPaths.twoFactor.loginSendSms}`)
      .send({ challenge: first.challenge });
    expect(sent.status).toBe(200);
    const code = await smsCode(t, phone, 'login');

    const second = await passwordStep(t, user);
    const elsewhere = await verify(second.challenge, code);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body).toEqual({ detail: messages.tokenVerificationFailed });

    const own = await verify(first.challenge, code);
    expect(own.status).toBe(200);
    expect(typeof own.body.access).toBe('string');
  });
});

describe('change password and change email (THROTTLE_LIMIT=3)', () => {
  const t = testAppForAllTests({ env: { THROTTLE_LIMIT: '3', THROTTLE_TTL: '60' } });

  it('are throttled per user, not per address', async () => {
    const user = await aUser().verified().build();
    const neighbour = await aUser().verified().build();
    const { access } = await loginAs(t, user);
    for (let i = 0; i < 3; i++) expect((await changeEmail(t, access, 'Wrong#Passw0rd')).status).toBe(400);
    const fourth = await changeEmail(t, access, 'Wrong#Passw0rd');
    expect(fourth.status).toBe(429);
    expect(fourth.body).toEqual(tooMany);
    // Same address, another user: a count of its own.
    const other = await loginAs(t, neighbour);
    expect((await changeEmail(t, other.access, neighbour.password)).status).toBe(200);
  });
});
