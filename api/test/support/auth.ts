import type { LoginSuccess } from '@ensemble/contracts';
import type { BuiltUser } from '../builders/user.builder';
import type { TestApp } from './test-app';

/** Signs in through the API and returns the tokens. */
export async function loginAs(
  t: TestApp,
  user: Pick<BuiltUser, 'email' | 'password'>,
): Promise<LoginSuccess> {
  const res = await t.http.post('/api/auth/login/').send({ email: user.email, password: user.password });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as LoginSuccess;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
