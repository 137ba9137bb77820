import { accountMessages, accountPaths, messages } from '@ensemble/contracts';
import { AccountService } from '../src/modules/platform/account/account.service';
import { AuthService } from '../src/modules/platform/auth/auth.service';
import { OutboundMessage } from '../src/modules/messaging/outbound/outbound-message.entity';
import { User } from '../src/modules/platform/users/user.entity';
import { anOrganization } from './builders/organization.builder';
import { aUser } from './builders/user.builder';
import { loginAs } from './support/auth';
import { linkIn, waitForMail } from './support/mail';
import { testAppForAllTests } from './support/test-app';
import { api, apiClient } from './support/api-client';

const t = testAppForAllTests();
// Each test signs its own user in: every call names its caller.
const { get, post, put, patch } = apiClient(() => t);

describe('profile', () => {
  it('validates with the form messages and stores the cell phone as E.164', async () => {
    const user = await aUser().verified().build();
    const { access } = await loginAs(t, user);
    const bad = await patch(
      accountPaths.profile,
      { first_name: '', cell_phone: '12', zip_code: 'x'.repeat(21) },
      access,
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      first_name: [messages.fieldRequired('First name')],
      cell_phone: [messages.phoneInvalid],
      zip_code: [messages.maxLength(20)],
    });
    const ok = await patch(
      accountPaths.profile,
      { first_name: 'Grace', city: 'Arlington', cell_phone: '(415) 555-2671', sms_notif: true },
      access,
    );
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      first_name: 'Grace',
      last_name: 'User',
      city: 'Arlington',
      cell_phone: '+14155552671',
      sms_notif: true,
    });
    const cleared = await patch(accountPaths.profile, { city: '' }, access);
    expect(cleared.body.city).toBeNull();
  });
});

describe('change password', () => {
  it('checks the old password and the rule, then ends other sessions and returns a new pair', async () => {
    const user = await aUser().verified().build();
    const other = await loginAs(t, user);
    const { access } = await loginAs(t, user);
    const path = accountPaths.changePassword;
    const wrong = await post(path, { old_password: 'Nope#1234', new_password: 'N3w!Password' }, access);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ old_password: [accountMessages.oldPasswordWrong] });
    const weak = await post(path, { old_password: user.password, new_password: 'weak' }, access);
    expect(weak.body).toEqual({ new_password: [messages.passwordRule] });
    const ok = await post(path, { old_password: user.password, new_password: 'N3w!Password' }, access);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      detail: messages.passwordChanged,
      access: expect.any(String),
      refresh: expect.any(String),
    });
    // The other session is over; the returned one works.
    expect((await t.http.post(api('/auth/token/refresh/')).send({ refresh: other.refresh })).status).toBe(
      401,
    );
    expect((await t.http.post(api('/auth/token/refresh/')).send({ refresh: ok.body.refresh })).status).toBe(
      200,
    );
    const relog = await t.http
      .post(api('/auth/login/'))
      .send({ email: user.email, password: 'N3w!Password' });
    expect(relog.status).toBe(200);
  });
});

describe('change email', () => {
  it('sends a link to the new address; confirming swaps the email', async () => {
    const user = await aUser().verified().build();
    const taken = await aUser().verified().build();
    const { access } = await loginAs(t, user);
    const path = accountPaths.changeEmail;
    const badPassword = await post(path, { new_email: 'new@example.test', password: 'Wrong#123' }, access);
    expect(badPassword.body).toEqual({ password: [accountMessages.passwordWrong] });
    const dup = await post(path, { new_email: taken.email.toUpperCase(), password: user.password }, access);
    expect(dup.body).toEqual({ new_email: [messages.emailAlreadyRegistered] });

    const newEmail = `changed-${user.id}@example.test`;
    const res = await post(path, { new_email: newEmail, password: user.password }, access);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: user.email, email_change_new_email: newEmail });
    const hours = (Date.parse(res.body.email_change_token_expiration) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);

    const mail = await waitForMail(t, newEmail, (m) => m.category === 'email_change');
    const { url, token } = linkIn(mail);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3999/email-change');
    const confirmed = await t.http.post(api(accountPaths.changeEmailConfirm)).send({ token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      email: newEmail,
      email_change_new_email: null,
      email_change_token_expiration: null,
    });
    expect(
      (await t.http.post(api('/auth/login/')).send({ email: newEmail, password: user.password })).status,
    ).toBe(200);
    const again = await t.http.post(api(accountPaths.changeEmailConfirm)).send({ token });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ detail: accountMessages.emailChangeLinkInvalid });
  });
});

describe('an account without a password (created by Google sign-in)', () => {
  const session = (userId: number) => t.app.get(AuthService).startSession(userId);
  const me = (access: string) => get('/auth/me/', access);
  const login = (email: string, password: string) =>
    t.http.post(api('/auth/login/')).send({ email, password });

  it('sets its first password with no old one, ends its other sessions, then signs in with it too', async () => {
    const user = await aUser().signedUpWithGoogle().verified().build();
    const other = await session(user.id);
    const { access } = await session(user.id);
    expect((await me(access)).body).toMatchObject({ provider: 'google', has_password: false });
    const path = accountPaths.changePassword;

    const weak = await post(path, { new_password: 'weak' }, access);
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual({ new_password: [messages.passwordRule] });

    const set = await post(path, { new_password: 'N3w!Password' }, access);
    expect(set.status).toBe(200);
    expect(set.body).toEqual({
      detail: messages.passwordChanged,
      access: expect.any(String),
      refresh: expect.any(String),
    });
    // Like a password change: every session so far ends, access tokens included (token version).
    expect((await me(other.access)).status).toBe(401);
    expect((await me(access)).status).toBe(401);
    expect((await t.http.post(api('/auth/token/refresh/')).send({ refresh: other.refresh })).status).toBe(
      401,
    );
    expect((await me(set.body.access)).body).toMatchObject({ provider: 'google', has_password: true });
    expect((await login(user.email, 'N3w!Password')).status).toBe(200);

    // From now on the password can only be changed with it.
    const fresh = set.body.access as string;
    const without = await post(path, { new_password: 'An0ther!Pass' }, fresh);
    expect(without.status).toBe(400);
    expect(without.body).toEqual({ old_password: [messages.fieldRequired('Old password')] });
    const wrong = await post(path, { old_password: 'Wrong#1234', new_password: 'An0ther!Pass' }, fresh);
    expect(wrong.body).toEqual({ old_password: [accountMessages.oldPasswordWrong] });
    expect((await login(user.email, 'N3w!Password')).status).toBe(200);
    expect((await login(user.email, 'An0ther!Pass')).status).toBe(400);
  });

  it('never replaces a password set meanwhile without the old one (the server reads the stored hash)', async () => {
    const user = await aUser().signedUpWithGoogle().verified().build();
    const stale = await t.dataSource.getRepository(User).findOneByOrFail({ id: user.id });
    const { access } = await session(user.id);
    const set = await post(accountPaths.changePassword, { new_password: 'N3w!Password' }, access);
    expect(set.status).toBe(200);
    // A request that read the user before the password was set (a cached principal, a race) is refused.
    await expect(
      t.app.get(AccountService).changePassword(stale, undefined, 'Att4cker!Pass'),
    ).rejects.toMatchObject({ body: { old_password: [messages.fieldRequired('Old password')] } });
    expect((await login(user.email, 'N3w!Password')).status).toBe(200);
    expect((await login(user.email, 'Att4cker!Pass')).status).toBe(400);
  });

  it('is asked to set a password before changing its email, and can once it has one', async () => {
    const user = await aUser().signedUpWithGoogle().verified().build();
    const { access } = await session(user.id);
    const newEmail = `google-changed-${user.id}@example.test`;
    const refused = await post(
      accountPaths.changeEmail,
      { new_email: newEmail, password: 'Anything#123' },
      access,
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ password: [accountMessages.setPasswordFirst] });
    expect((await me(access)).body.email_change_new_email).toBeNull();
    expect(await t.dataSource.getRepository(OutboundMessage).countBy({ toAddress: newEmail })).toBe(0);

    const set = await post(accountPaths.changePassword, { new_password: 'N3w!Password' }, access);
    const asked = await post(
      accountPaths.changeEmail,
      { new_email: newEmail, password: 'N3w!Password' },
      set.body.access,
    );
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ email: user.email, email_change_new_email: newEmail });
  });

  it('gets a password reset link only once it has a password of its own', async () => {
    const user = await aUser().signedUpWithGoogle().verified().build();
    const resets = () =>
      t.dataSource
        .getRepository(OutboundMessage)
        .countBy({ toAddress: user.email, category: 'password_reset' });
    const ask = () => t.http.post(api('/auth/password-reset/')).send({ email: user.email });
    expect((await ask()).body).toEqual({ detail: messages.resetInstructionsSent });
    expect(await resets()).toBe(0);

    const { access } = await session(user.id);
    await post(accountPaths.changePassword, { new_password: 'N3w!Password' }, access);
    expect((await ask()).body).toEqual({ detail: messages.resetInstructionsSent });
    expect(await resets()).toBe(1);
  });
});

describe('email signature', () => {
  it('is per user and per organization', async () => {
    const owner = await aUser().verified().build();
    const member = await aUser().verified().build();
    const org = await anOrganization().ownedBy(owner).withMember(member).build();
    const a = (await loginAs(t, owner)).access;
    const b = (await loginAs(t, member)).access;
    const path = accountPaths.emailSignature(org.id);
    expect((await get(path, a)).body).toEqual({ html: '', use_company_number: false });
    const saved = await put(path, { html: '<b>Owner</b>', use_company_number: true }, a);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ html: '<b>Owner</b>', use_company_number: true });
    expect((await get(path, a)).body.html).toBe('<b>Owner</b>');
    expect((await get(path, b)).body).toEqual({ html: '', use_company_number: false });
    const hostile = await put(
      path,
      {
        html:
          '<p style="color: #333; position: fixed">Ada <b>Lovelace</b></p><script>alert(1)</script>' +
          '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">site</a>' +
          '<a href="https://ada.example" onclick="alert(4)">home</a><iframe src="https://evil.example"></iframe>',
        use_company_number: false,
      },
      a,
    );
    expect(hostile.status).toBe(200);
    const stored = (await get(path, a)).body.html as string;
    expect(stored).toBe(
      '<p style="color:#333">Ada <b>Lovelace</b></p><img src="x" /><a>site</a><a href="https://ada.example">home</a>',
    );
    const tooLong = await put(path, { html: 'x'.repeat(20001) }, a);
    expect(tooLong.body).toEqual({ html: [messages.maxLength(20000)] });
  });
});
