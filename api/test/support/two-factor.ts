import type { TwoFactorChallenge } from '@ensemble/contracts';
import { authenticator } from 'otplib';
import type { BuiltUser } from '../builders/user.builder';
import { waitForMail } from './mail';
import type { TestApp } from './test-app';

/** The newest SMS code sent to a phone for a purpose ('login', 'setup', 'disable'), read from the outbox. */
export async function smsCode(t: TestApp, phone: string, purpose: string, after = 0): Promise<string> {
  const sms = await waitForMail(t, phone, (m) => m.category === `two_factor_${purpose}` && m.id > after);
  const code = /\b(\d{6})\b/.exec(sms.text)?.[1];
  if (!code) throw new Error(`no code in SMS: ${sms.text}`);
  return code;
}

/** The id of the newest message to an address (0 when none), to wait for a newer one. */
export async function lastMessageId(t: TestApp, address: string): Promise<number> {
  const res = await t.http.get('/api/outbox/mailbox/').query({ address, per_page: 1 });
  return (res.body.results[0]?.id as number | undefined) ?? 0;
}

/** A TOTP for `offsetSteps` steps from now (the API accepts ±1 and never the same step twice). */
export const totpFor = (secret: string, offsetSteps = 0) =>
  authenticator.clone({ epoch: Date.now() + offsetSteps * 30_000 }).generate(secret);

export async function passwordStep(t: TestApp, user: Pick<BuiltUser, 'email' | 'password'>) {
  const res = await t.http.post('/api/auth/login/').send({ email: user.email, password: user.password });
  if (res.status !== 200 || !res.body.two_factor_required) {
    throw new Error(`expected a challenge: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body as TwoFactorChallenge;
}
