import { accountPaths, messages } from '@ensemble/contracts';
import { RefreshToken } from '../src/modules/platform/auth/refresh-token.entity';
import { aUser } from './builders/user.builder';
import { bearer, loginAs } from './support/auth';
import { linkIn, waitForMail } from './support/mail';
import { testAppForAllTests } from './support/test-app';

const t = testAppForAllTests();

const signup = (body: Record<string, unknown>) => t.http.post('/api/auth/signup/').send(body);
const validSignup = (email: string) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email,
  password: 'Analytic4l!',
});

describe('sign-up', () => {
  it('rejects invalid input with the exact field messages', async () => {
    const res = await signup({ email: 'not-an-email', password: 'short' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      first_name: [messages.fieldRequired('First name')],
      last_name: [messages.fieldRequired('Last name')],
      email: [messages.emailInvalid],
      password: [messages.passwordRule],
    });
  });

  it('creates an unverified user, sends the verification email, and verifying signs the user in', async () => {
    const res = await signup(validSignup('Ada.Signup@Example.test'));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ is_verified: false });

    const login = await t.http
      .post('/api/auth/login/')
      .send({ email: 'ada.signup@example.test', password: 'Analytic4l!' });
    expect(login.status).toBe(403);
    expect(login.body).toEqual({ detail: messages.accountNotVerified });

    const mail = await waitForMail(t, 'ada.signup@example.test', (m) => m.category === 'verification');
    const { url, token } = linkIn(mail);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3999/email-verification/');
    expect(url.searchParams.get('email')).toBe('Ada.Signup@Example.test');

    const verified = await t.http.post('/api/auth/verify-email/').send({ token });
    expect(verified.status).toBe(200);
    expect(verified.body.user.is_verified).toBe(true);
    const me = await t.http.get('/api/auth/me/').set(bearer(verified.body.access));
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('Ada.Signup@Example.test');

    const again = await t.http.post('/api/auth/verify-email/').send({ token });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ detail: messages.verificationLinkInvalid });
  });

  it('answers a sign-up with a taken address as any other, creates nothing and tells the address by email', async () => {
    const owner = await aUser().withEmail('taken@example.test').verified().build();
    const res = await signup(validSignup('TAKEN@example.test'));
    const fresh = await signup(validSignup('not-taken@example.test'));
    expect(res.status).toBe(fresh.status);
    expect(res.body).toEqual(fresh.body);
    const mail = await waitForMail(t, 'taken@example.test', (m) => m.category === 'signup_existing_account');
    expect(mail.text).toContain('already has one');
    const box = await t.http.get('/api/outbox/mailbox/').query({ address: 'taken@example.test' });
    expect(box.body.results.map((m: { category: string }) => m.category)).toEqual([
      'signup_existing_account',
    ]);
    // The account is untouched: its own password still signs in, the one typed in the form does not.
    await loginAs(t, owner);
    const intruder = await t.http
      .post('/api/auth/login/')
      .send({ email: owner.email, password: validSignup('').password });
    expect(intruder.body).toEqual({ detail: messages.loginFailed });
  });

  it('resends the verification email only to unverified accounts, answering the same for everyone', async () => {
    const pending = await aUser().unverified().build();
    const done = await aUser().verified().build();
    for (const email of [pending.email, done.email, 'nobody@example.test']) {
      const res = await t.http.post('/api/organization/resend-verification-email').send({ email });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ detail: messages.verificationEmailSent });
    }
    const mail = await waitForMail(t, pending.email, (m) => m.category === 'verification');
    const verified = await t.http.post('/api/auth/verify-email/').send({ token: linkIn(mail).token });
    expect(verified.status).toBe(200);
    const none = await t.http.get('/api/outbox/mailbox/').query({ address: done.email });
    expect(none.body.count).toBe(0);
  });
});

describe('login', () => {
  it('answers the spec message for a wrong password and an unknown email alike', async () => {
    const user = await aUser().verified().build();
    for (const body of [
      { email: user.email, password: 'Wrong#Passw0rd' },
      { email: 'ghost@example.test', password: 'Wrong#Passw0rd' },
    ]) {
      const res = await t.http.post('/api/auth/login/').send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: messages.loginFailed });
    }
  });

  it('validates the payload', async () => {
    const res = await t.http.post('/api/auth/login/').send({});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      email: [messages.fieldRequired('Email')],
      password: [messages.fieldRequired('Password')],
    });
  });

  it('returns tokens and the user', async () => {
    const user = await aUser().verified().build();
    const res = await t.http
      .post('/api/auth/login/')
      .send({ email: user.email.toUpperCase(), password: user.password });
    expect(res.status).toBe(200);
    expect(typeof res.body.access).toBe('string');
    expect(typeof res.body.refresh).toBe('string');
    expect(res.body.user).toMatchObject({ id: user.id, email: user.email });
  });

  it('answers a two-step challenge instead of tokens when 2FA or OTP is on', async () => {
    const user = await aUser().verified().withTwoFactor(true, true).build();
    const res = await t.http.post('/api/auth/login/').send({ email: user.email, password: user.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      two_factor_required: true,
      user_id: user.id,
      is_2fa_enabled: true,
      is_otp_enabled: true,
      challenge: expect.any(String),
      phone_hint: null,
    });
    expect(res.body.access).toBeUndefined();
  });
});

describe('sessions', () => {
  it('rejects a missing, malformed or forged access token with 401', async () => {
    for (const headers of [{}, { Authorization: 'Bearer nope' }, { Authorization: 'Basic abc' }]) {
      const res = await t.http.get('/api/auth/me/').set(headers);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: messages.notAuthenticated });
    }
  });

  it('rotates refresh tokens and revokes the family when an old one is reused', async () => {
    const user = await aUser().verified().build();
    const first = await loginAs(t, user);
    const r1 = await t.http.post('/api/auth/token/refresh/').send({ refresh: first.refresh });
    expect(r1.status).toBe(200);
    expect(r1.body.refresh).not.toBe(first.refresh);
    expect((await t.http.get('/api/auth/me/').set(bearer(r1.body.access))).status).toBe(200);

    const r2 = await t.http.post('/api/auth/token/refresh/').send({ refresh: r1.body.refresh });
    expect(r2.status).toBe(200);

    // Replaying the first token: reuse detected, the whole family (including r2's token) is revoked.
    const replay = await t.http.post('/api/auth/token/refresh/').send({ refresh: first.refresh });
    expect(replay.status).toBe(401);
    const afterReuse = await t.http.post('/api/auth/token/refresh/').send({ refresh: r2.body.refresh });
    expect(afterReuse.status).toBe(401);

    // Another login is another family, untouched.
    const other = await loginAs(t, user);
    expect((await t.http.post('/api/auth/token/refresh/').send({ refresh: other.refresh })).status).toBe(200);
  });

  it('rejects unknown refresh tokens and validates the body', async () => {
    expect((await t.http.post('/api/auth/token/refresh/').send({ refresh: 'unknown' })).status).toBe(401);
    const empty = await t.http.post('/api/auth/token/refresh/').send({});
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ refresh: [messages.fieldRequired('Refresh token')] });
  });

  it('logs out by revoking the refresh token family', async () => {
    const user = await aUser().verified().build();
    const session = await loginAs(t, user);
    const out = await t.http.post('/api/auth/logout/').send({ refresh: session.refresh });
    expect(out.status).toBe(204);
    expect((await t.http.post('/api/auth/token/refresh/').send({ refresh: session.refresh })).status).toBe(
      401,
    );
    const rows = await t.dataSource.getRepository(RefreshToken).find({ where: { userId: user.id } });
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
  });
});

describe('password reset', () => {
  it('emails a link, sets the new password once, and ends every session', async () => {
    const user = await aUser().verified().build();
    const session = await loginAs(t, user);

    const ask = await t.http.post('/api/auth/password-reset/').send({ email: user.email });
    expect(ask.status).toBe(200);
    expect(ask.body).toEqual({ detail: messages.resetInstructionsSent });
    const mail = await waitForMail(t, user.email, (m) => m.category === 'password_reset');
    const { url, token } = linkIn(mail);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3999/new-password');

    const weak = await t.http.post('/api/auth/password-reset/confirm/').send({ token, password: 'weak' });
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual({ password: [messages.passwordRule] });

    const ok = await t.http
      .post('/api/auth/password-reset/confirm/')
      .send({ token, password: 'N3w!Password' });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ detail: messages.passwordSuccessfullyChanged });

    expect((await t.http.post('/api/auth/token/refresh/').send({ refresh: session.refresh })).status).toBe(
      401,
    );
    const oldLogin = await t.http
      .post('/api/auth/login/')
      .send({ email: user.email, password: user.password });
    expect(oldLogin.body).toEqual({ detail: messages.loginFailed });
    await loginAs(t, { email: user.email, password: 'N3w!Password' });

    const reused = await t.http
      .post('/api/auth/password-reset/confirm/')
      .send({ token, password: 'An0ther!Pass' });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ detail: messages.resetLinkInvalid });
  });

  it('answers the same for unknown emails and sends nothing', async () => {
    const res = await t.http.post('/api/auth/password-reset/').send({ email: 'nobody-here@example.test' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: messages.resetInstructionsSent });
    const box = await t.http.get('/api/outbox/mailbox/').query({ address: 'nobody-here@example.test' });
    expect(box.body.count).toBe(0);
  });

  it('only the newest link works, and none once the password is changed', async () => {
    const user = await aUser().verified().build();
    const ask = async () => {
      const before = await t.http.get('/api/outbox/mailbox/').query({ address: user.email, per_page: 1 });
      const newestId = (before.body.results[0]?.id as number | undefined) ?? 0;
      await t.http.post('/api/auth/password-reset/').send({ email: user.email });
      const mail = await waitForMail(
        t,
        user.email,
        (m) => m.category === 'password_reset' && m.id > newestId,
      );
      return linkIn(mail).token;
    };
    const confirm = (token: string, password: string) =>
      t.http.post('/api/auth/password-reset/confirm/').send({ token, password });

    const first = await ask();
    const second = await ask();
    const stale = await confirm(first, 'N3w!Password');
    expect(stale.status).toBe(400);
    expect(stale.body).toEqual({ detail: messages.resetLinkInvalid });

    const { access } = await loginAs(t, user);
    const changed = await t.http
      .post(`/api${accountPaths.changePassword}`)
      .set(bearer(access))
      .send({ old_password: user.password, new_password: 'Chang3d!Password' });
    expect(changed.status).toBe(200);
    const afterChange = await confirm(second, 'N3w!Password');
    expect(afterChange.status).toBe(400);
    expect(afterChange.body).toEqual({ detail: messages.resetLinkInvalid });
    await loginAs(t, { email: user.email, password: 'Chang3d!Password' });
  });

  it('refuses a verification token as a reset token', async () => {
    const res = await t.http
      .post('/api/auth/password-reset/confirm/')
      .send({ token: 'made-up', password: 'N3w!Password' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: messages.resetLinkInvalid });
  });
});
