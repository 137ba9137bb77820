import { accountPaths, messages } from '@ensemble/contracts';
import type request from 'supertest';
import { aUser } from './builders/user.builder';
import { bearer, loginAs } from './support/auth';
import { linkIn, waitForMail } from './support/mail';
import { startWithReplica } from './support/replica';
import type { TestApp } from './support/test-app';
import { api } from './support/api-client';

// Access tokens are short-lived but not revocable by themselves: each carries the user's token version, and
// logout, password reset and password change raise it. Each case also asks a second process (a replica on the
// same database and Redis) that had the user in its principal cache before the revocation.
let t: TestApp;
let replicaHttp: ReturnType<typeof request>;

beforeAll(async () => {
  ({ t, replicaHttp } = await startWithReplica());
});
afterAll(() => t.close());

const me = (http: ReturnType<typeof request>, access: string) =>
  http.get(api('/auth/me/')).set(bearer(access));

/** Both processes accept the token now, so each holds the user in its cache. */
async function warm(access: string): Promise<void> {
  expect((await me(t.http, access)).status).toBe(200);
  expect((await me(replicaHttp, access)).status).toBe(200);
}

/** Refused at once by the process that revoked it, and by the replica as soon as Redis tells it (well under 1 s). */
async function expectRefused(access: string): Promise<void> {
  const here = await me(t.http, access);
  expect(here.status).toBe(401);
  expect(here.body).toEqual({ detail: messages.notAuthenticated });
  const until = Date.now() + 1000;
  let status = (await me(replicaHttp, access)).status;
  while (status !== 401 && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 20));
    status = (await me(replicaHttp, access)).status;
  }
  expect(status).toBe(401);
}

describe('access tokens end with the session', () => {
  it('logout refuses that session’s access token; another session goes on after a refresh', async () => {
    const user = await aUser().verified().build();
    const session = await loginAs(t, user);
    const other = await loginAs(t, user);
    await warm(session.access);

    const out = await t.http.post(api('/auth/logout/')).send({ refresh: session.refresh });
    expect(out.status).toBe(204);
    await expectRefused(session.access);

    // The other session's refresh token still works, and its new access token is accepted everywhere.
    const refreshed = await t.http.post(api('/auth/token/refresh/')).send({ refresh: other.refresh });
    expect(refreshed.status).toBe(200);
    expect((await me(t.http, refreshed.body.access)).status).toBe(200);
    expect((await me(replicaHttp, refreshed.body.access)).status).toBe(200);
  });

  it('a password reset refuses every access token issued before it', async () => {
    const user = await aUser().verified().build();
    const session = await loginAs(t, user);
    await warm(session.access);

    await t.http.post(api('/auth/password-reset/')).send({ email: user.email });
    const { token } = linkIn(await waitForMail(t, user.email, (m) => m.category === 'password_reset'));
    const reset = await t.http
      .post(api('/auth/password-reset/confirm/'))
      .send({ token, password: 'N3w!Password' });
    expect(reset.status).toBe(200);
    await expectRefused(session.access);

    const again = await loginAs(t, { email: user.email, password: 'N3w!Password' });
    expect((await me(t.http, again.access)).status).toBe(200);
  });

  it('a password change refuses every access token issued before it; the pair it returns works', async () => {
    const user = await aUser().verified().build();
    const elsewhere = await loginAs(t, user);
    const session = await loginAs(t, user);
    await warm(elsewhere.access);
    await warm(session.access);

    const changed = await t.http
      .post(api(accountPaths.changePassword))
      .set(bearer(session.access))
      .send({ old_password: user.password, new_password: 'N3w!Password' });
    expect(changed.status).toBe(200);
    await expectRefused(elsewhere.access);
    await expectRefused(session.access);
    expect((await me(t.http, changed.body.access)).status).toBe(200);
    expect((await me(replicaHttp, changed.body.access)).status).toBe(200);
  });
});
