import { accountMessages, accountPaths, messages } from '@ensemble/contracts';
import { JwtService } from '@nestjs/jwt';
import { BackupCode } from '../src/modules/platform/two-factor/backup-code.entity';
import { User } from '../src/modules/platform/users/user.entity';
import { aUser, type BuiltUser } from './builders/user.builder';
import { bearer, loginAs } from './support/auth';
import { testAppForAllTests } from './support/test-app';
import { lastMessageId, passwordStep, smsCode, totpFor } from './support/two-factor';
import { api } from './support/api-client';

const t = testAppForAllTests();

const p = accountPaths.twoFactor;
const post = (path: string, token: string | null, body: object = {}) => {
  const req = t.http.post(api(path));
  if (token) req.set(bearer(token));
  return req.send(body);
};

/** Moves the user's last code out of the 30-second resend lock (instead of waiting in the test). */
async function expireResendLock(userId: number) {
  await t.dataSource.query('UPDATE two_factor_codes SET sent_at = ? WHERE user_id = ?', [
    new Date(Date.now() - 31_000),
    userId,
  ]);
}

async function enableSms(user: BuiltUser, phone: string): Promise<string> {
  const { access } = await loginAs(t, user);
  const setup = await post(p.smsSetup, access, { phone_number: phone, password: user.password });
  expect(setup.status).toBe(200);
  expect(setup.body).toEqual({ detail: accountMessages.smsCodeSent });
  const code = await smsCode(t, phone.startsWith('+') ? phone : `+1${phone.replace(/\D/g, '')}`, 'setup');
  const enabled = await post(p.smsEnable, access, { token: code });
  expect(enabled.status).toBe(200);
  return access;
}

async function enableOtp(access: string, password: string): Promise<{ secret: string; codes: string[] }> {
  const device = await post(p.otpDevice, access, { password });
  expect(device.status).toBe(200);
  const secret = device.body.secret as string;
  const enabled = await post(p.otpEnable, access, { token: totpFor(secret) });
  expect(enabled.status).toBe(200);
  return { secret, codes: enabled.body.codes };
}

describe('SMS two-step verification', () => {
  it('enables SMS 2FA, then signs in with a challenge, a code read from the outbox and the 30 s lock', async () => {
    const user = await aUser().verified().build();
    const access = await enableSms(user, '(415) 555-2671');
    const me = await t.http.get(api('/auth/me/')).set(bearer(access));
    expect(me.body).toMatchObject({
      is_2fa_enabled: true,
      is_otp_enabled: false,
      cell_phone: '+14155552671',
    });

    const challenge = await passwordStep(t, user);
    expect(challenge).toMatchObject({
      two_factor_required: true,
      user_id: user.id,
      is_2fa_enabled: true,
      is_otp_enabled: false,
      phone_hint: '•••• 2671',
    });
    expect(typeof challenge.challenge).toBe('string');
    // No code is sent by the login itself.
    const before = await lastMessageId(t, '+14155552671');
    const sent = await post(p.loginSendSms, null, { challenge: challenge.challenge });
    expect(sent.status).toBe(200);
    const code = await smsCode(t, '+14155552671', 'login', before);

    const again = await post(p.loginSendSms, null, { challenge: challenge.challenge });
    expect(again.status).toBe(429);
    const n = Number(/Wait (\d+) seconds/.exec(again.body.detail)?.[1]);
    expect(n).toBeGreaterThanOrEqual(29);
    expect(n).toBeLessThanOrEqual(30);
    expect(again.body).toEqual({ detail: accountMessages.waitBeforeNewCode(n) });

    const wrong = await post(p.loginVerify, null, {
      challenge: challenge.challenge,
      token: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ detail: messages.tokenVerificationFailed });

    const ok = await post(p.loginVerify, null, { challenge: challenge.challenge, token: code });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ id: user.id });
    expect((await t.http.get(api('/auth/me/')).set(bearer(ok.body.access))).status).toBe(200);

    // The challenge and the code are single use.
    const replay = await post(p.loginVerify, null, { challenge: challenge.challenge, token: code });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ detail: accountMessages.challengeExpired });
    const second = await passwordStep(t, user);
    const reused = await post(p.loginVerify, null, { challenge: second.challenge, token: code });
    expect(reused.body).toEqual({ detail: messages.tokenVerificationFailed });
  });

  it('refuses forged, foreign-purpose and exhausted challenges', async () => {
    const user = await aUser().verified().withTwoFactor(true, false).build();
    const access = (
      await t.http.post(api('/auth/login/')).send({ email: user.email, password: user.password })
    ).body;
    expect(access.access).toBeUndefined();
    for (const challenge of [
      'nope',
      await t.app.get(JwtService).signAsync({ sub: String(user.id), typ: 'access' }),
    ]) {
      const res = await post(p.loginVerify, null, { challenge, token: '123456' });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: accountMessages.challengeExpired });
    }
    // A challenge is not an access token.
    const challenge = await passwordStep(t, user);
    expect((await t.http.get(api('/auth/me/')).set(bearer(challenge.challenge))).status).toBe(401);
    for (let i = 0; i < 5; i++) {
      const res = await post(p.loginVerify, null, { challenge: challenge.challenge, token: '000000' });
      expect(res.body).toEqual({ detail: messages.tokenVerificationFailed });
    }
    const sixth = await post(p.loginVerify, null, { challenge: challenge.challenge, token: '000000' });
    expect(sixth.status).toBe(401);
    expect(sixth.body).toEqual({ detail: accountMessages.challengeExpired });
  });

  it('validates the phone and the code', async () => {
    const user = await aUser().verified().build();
    const { access } = await loginAs(t, user);
    expect((await post(p.smsSetup, access, {})).body).toEqual({
      phone_number: [messages.phoneRequired],
      password: [messages.fieldRequired('Password')],
    });
    expect((await post(p.smsSetup, access, { phone_number: '12', password: user.password })).body).toEqual({
      phone_number: [messages.phoneInvalid],
    });
    expect((await post(p.smsEnable, access, {})).body).toEqual({ token: [accountMessages.codeRequired] });
    const bad = await post(p.smsEnable, access, { token: '123456' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ detail: messages.tokenVerificationFailed });
  });

  it('disables SMS 2FA with a code sent to the verified phone', async () => {
    const user = await aUser().verified().build();
    const access = await enableSms(user, '+12025550143');
    await expireResendLock(user.id);
    const sent = await post(p.smsDisableCode, access);
    expect(sent.status).toBe(200);
    const code = await smsCode(t, '+12025550143', 'disable');
    const off = await post(p.smsDisable, access, { token: code });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ is_2fa_enabled: false });
    expect(
      (await t.http.post(api('/auth/login/')).send({ email: user.email, password: user.password })).body
        .access,
    ).toBeDefined();
  });

  it('two-factor settings are refused to accounts of other providers', async () => {
    const user = await aUser().verified().build();
    await t.dataSource.getRepository(User).update({ id: user.id }, { provider: 'google' });
    const { access } = await loginAs(t, user);
    const res = await post(p.otpDevice, access, { password: user.password });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: messages.permissionDenied });
  });
});

describe('turning two-factor on asks for the current password', () => {
  it('refuses SMS set-up and the authenticator without it or with a wrong one, sending and keeping nothing', async () => {
    const user = await aUser().verified().build();
    const { access } = await loginAs(t, user);
    const phone = '+13125550199';
    const noPassword = await post(p.otpDevice, access);
    expect(noPassword.status).toBe(400);
    expect(noPassword.body).toEqual({ password: [messages.fieldRequired('Password')] });
    for (const res of [
      await post(p.smsSetup, access, { phone_number: phone, password: 'Wrong#Passw0rd' }),
      await post(p.otpDevice, access, { password: 'Wrong#Passw0rd' }),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ password: [accountMessages.passwordWrong] });
    }
    expect(await lastMessageId(t, phone)).toBe(0);
    const stored = await t.dataSource.getRepository(User).findOneByOrFail({ id: user.id });
    expect(stored.otpPendingSecret).toBeNull();
  });
});

describe('authenticator (TOTP) and backup codes', () => {
  it('enables the authenticator, signs in with a TOTP and with a backup code once', async () => {
    const user = await aUser().verified().build();
    const { access } = await loginAs(t, user);
    const device = await post(p.otpDevice, access, { password: user.password });
    expect(device.body.urlLink).toBe(
      `otpauth://totp/Ensemble:${encodeURIComponent(user.email)}?secret=${device.body.secret}&issuer=Ensemble`,
    );
    // The secret is sealed at rest.
    const stored = await t.dataSource.getRepository(User).findOneByOrFail({ id: user.id });
    expect(stored.otpPendingSecret).not.toContain(device.body.secret);

    const wrong = await post(p.otpEnable, access, { token: totpFor(device.body.secret, 5) });
    expect(wrong.body).toEqual({ detail: messages.tokenVerificationFailed });
    const enabled = await post(p.otpEnable, access, { token: totpFor(device.body.secret) });
    expect(enabled.status).toBe(200);
    const codes = enabled.body.codes as string[];
    expect(codes).toHaveLength(10);
    for (const c of codes) expect(c).toMatch(/^(?=.*[a-z])[a-z0-9]{6}$/);
    const rows = await t.dataSource.getRepository(BackupCode).findBy({ userId: user.id });
    expect(rows).toHaveLength(10);
    expect(JSON.stringify(rows)).not.toContain(codes[0]);

    // TOTP: the step used to enable cannot be replayed; the next step works once.
    const c1 = await passwordStep(t, user);
    expect(c1).toMatchObject({ is_2fa_enabled: false, is_otp_enabled: true, phone_hint: null });
    const replay = await post(p.loginVerify, null, {
      challenge: c1.challenge,
      token: totpFor(device.body.secret),
    });
    expect(replay.body).toEqual({ detail: messages.tokenVerificationFailed });
    const next = totpFor(device.body.secret, 1);
    const ok = await post(p.loginVerify, null, { challenge: c1.challenge, token: next });
    expect(ok.status).toBe(200);
    const c2 = await passwordStep(t, user);
    expect((await post(p.loginVerify, null, { challenge: c2.challenge, token: next })).body).toEqual({
      detail: messages.tokenVerificationFailed,
    });

    // Backup code: works once.
    const viaBackup = await post(p.loginVerify, null, { challenge: c2.challenge, token: codes[0] });
    expect(viaBackup.status).toBe(200);
    const c3 = await passwordStep(t, user);
    const reused = await post(p.loginVerify, null, { challenge: c3.challenge, token: codes[0] });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ detail: messages.tokenVerificationFailed });
    expect(
      (await post(p.loginVerify, null, { challenge: c3.challenge, token: codes[1].toUpperCase() })).status,
    ).toBe(200);
  });

  it('regenerates backup codes (old ones stop working) and disables with a backup code', async () => {
    const user = await aUser().verified().build();
    const { access } = await loginAs(t, user);
    const { codes } = await enableOtp(access, user.password);
    const fresh = await post(p.backupCodes, access, { token: codes[0] });
    expect(fresh.status).toBe(200);
    expect(fresh.body.codes).toHaveLength(10);
    const c = await passwordStep(t, user);
    expect((await post(p.loginVerify, null, { challenge: c.challenge, token: codes[1] })).status).toBe(400);
    const off = await post(p.otpDisable, access, { token: fresh.body.codes[0] });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ is_otp_enabled: false });
    expect(await t.dataSource.getRepository(BackupCode).countBy({ userId: user.id })).toBe(0);
    const stored = await t.dataSource.getRepository(User).findOneByOrFail({ id: user.id });
    expect(stored.otpSecret).toBeNull();
  });

  it('blocks disabling SMS while the authenticator is on; SMS users may also sign in with a TOTP', async () => {
    const user = await aUser().verified().build();
    const access = await enableSms(user, '+12015550123');
    const { secret } = await enableOtp(access, user.password);
    const blocked = await post(p.smsDisable, access, { token: '123456' });
    expect(blocked.status).toBe(400);
    expect(blocked.body).toEqual({ detail: accountMessages.smsDisableBlockedByOtp });
    const c = await passwordStep(t, user);
    expect(c).toMatchObject({ is_2fa_enabled: true, is_otp_enabled: true });
    const ok = await post(p.loginVerify, null, { challenge: c.challenge, token: totpFor(secret, 1) });
    expect(ok.status).toBe(200);
  });
});
