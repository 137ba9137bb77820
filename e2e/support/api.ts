/**
 * Seeds data through the API (not the UI), so each journey tests one thing. Mails are read from the local
 * mailbox the outbox provider keeps.
 */
import { authenticator } from 'otplib';
import {
  accountPaths,
  apiPaths,
  type Industry,
  type Invitation,
  type LoginSuccess,
  type Organization,
  type OutboxMessage,
  type Paginated,
  type SignupResponse,
} from '@ensemble/contracts';
import { apiUrl } from './ports';

export interface TestUser {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
}

let counter = 0;
export function newUser(overrides: Partial<TestUser> = {}): TestUser {
  counter += 1;
  const tag = `${Date.now().toString(36)}${process.pid}${counter}`;
  return {
    first_name: 'Ada',
    last_name: `Tester${counter}`,
    email: `ada.${tag}@example.test`,
    password: 'Harmony#2026',
    ...overrides,
  };
}

export async function call<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(`${apiUrl}${path}`, {
    ...init,
    headers: { ...headers, ...(init.headers as object) },
  });
  const text = await res.text();
  const body = text ? JSON.parse(text) : undefined;
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${res.status} ${text}`);
  return body as T;
}

export async function mailbox(address: string): Promise<OutboxMessage[]> {
  // Sending is queued work: poll until the worker has delivered to the outbox.
  const deadline = Date.now() + 15_000;
  for (;;) {
    const page = await call<Paginated<OutboxMessage>>(
      `${apiPaths.mailbox}?address=${encodeURIComponent(address)}`,
    );
    if (page.results.length > 0 || Date.now() > deadline) return page.results;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The first link in the newest mail to `address` whose URL contains `fragment`. */
export async function linkFromMail(address: string, fragment: string): Promise<string> {
  const mails = await mailbox(address);
  for (const mail of mails) {
    const found = `${mail.html ?? ''} ${mail.text}`.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
    const link = found.find((l) => l.includes(fragment));
    if (link) return link.replace(/&amp;/g, '&');
  }
  throw new Error(`no mail to ${address} with a link containing ${fragment}`);
}

export async function signup(user: TestUser): Promise<SignupResponse> {
  return call<SignupResponse>(apiPaths.auth.signup, { method: 'POST', body: JSON.stringify(user) });
}

export async function verify(user: TestUser): Promise<LoginSuccess> {
  const link = new URL(await linkFromMail(user.email, '/email-verification'));
  return call<LoginSuccess>(apiPaths.auth.verifyEmail, {
    method: 'POST',
    body: JSON.stringify({ token: link.searchParams.get('token') }),
  });
}

export async function login(user: Pick<TestUser, 'email' | 'password'>): Promise<LoginSuccess> {
  return call<LoginSuccess>(apiPaths.auth.login, {
    method: 'POST',
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
}

/** A verified user who can log in. */
export async function verifiedUser(
  overrides: Partial<TestUser> = {},
): Promise<TestUser & { session: LoginSuccess }> {
  const user = newUser(overrides);
  await signup(user);
  const session = await verify(user);
  return { ...user, session };
}

export async function industries(): Promise<Industry[]> {
  const body = await call<Industry[] | Paginated<Industry>>(apiPaths.industries);
  return Array.isArray(body) ? body : body.results;
}

export async function createOrganization(token: string, name: string): Promise<Organization> {
  const [first] = await industries();
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return call<Organization>(apiPaths.organizations, {
    method: 'POST',
    token,
    body: JSON.stringify({
      name,
      email: `${slug}.${Date.now().toString(36)}${counter++}@example.test`,
      industry: first.id,
    }),
  });
}

/** A verified user owning `orgCount` organizations, with a fresh token pair. */
export async function ownerWith(
  orgCount: number,
  prefix = 'Agency',
): Promise<{
  user: TestUser;
  session: LoginSuccess;
  organizations: Organization[];
}> {
  const user = await verifiedUser();
  const organizations: Organization[] = [];
  for (let i = 1; i <= orgCount; i += 1) {
    organizations.push(await createOrganization(user.session.access, `${prefix} ${i} ${user.last_name}`));
  }
  return { user, session: await login(user), organizations };
}

/** A verified user owning one organization, with a fresh token pair: what most journeys start from. */
export async function ownerOfOne(
  prefix = 'Agency',
): Promise<{ user: TestUser; session: LoginSuccess; org: Organization }> {
  const { organizations, ...owner } = await ownerWith(1, prefix);
  return { ...owner, org: organizations[0]! };
}

let phoneCounter = 0;
/** A US number of its own per test (SMS codes are read from the outbox by phone number). */
export function uniquePhone(): { national: string; e164: string } {
  phoneCounter += 1;
  const line = String((Date.now() + process.pid * 7 + phoneCounter * 131) % 10000).padStart(4, '0');
  return { national: `(201) 555-${line}`, e164: `+1201555${line}` };
}

/** The id of the newest outbox message to `address`, or 0 (so a later code can be told from an earlier one). */
export async function latestOutboxId(address: string): Promise<number> {
  const page = await call<Paginated<OutboxMessage>>(
    `${apiPaths.mailbox}?address=${encodeURIComponent(address)}`,
  );
  return page.results.reduce((max, m) => Math.max(max, m.id), 0);
}

/** The 6-digit code of the first SMS to `phone` newer than `afterId` (sending is queued: polls). */
export async function smsCode(phone: string, afterId = 0): Promise<{ code: string; id: number }> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const page = await call<Paginated<OutboxMessage>>(
      `${apiPaths.mailbox}?address=${encodeURIComponent(phone)}`,
    );
    const newest = page.results
      .filter((m) => m.channel === 'sms' && m.id > afterId)
      .sort((a, b) => b.id - a.id)[0];
    const code = newest?.text.match(/\b(\d{6})\b/)?.[1];
    if (newest && code) return { code, id: newest.id };
    if (Date.now() > deadline) throw new Error(`no SMS code to ${phone} after message ${afterId}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Turns SMS two-step verification on through the API (which asks for the current password); returns the phone. */
export async function enableSmsTwoFactor(
  token: string,
  password: string,
): Promise<{ national: string; e164: string }> {
  const phone = uniquePhone();
  const before = await latestOutboxId(phone.e164);
  await call(accountPaths.twoFactor.smsSetup, {
    method: 'POST',
    token,
    body: JSON.stringify({ phone_number: phone.e164, password }),
  });
  const { code } = await smsCode(phone.e164, before);
  await call(accountPaths.twoFactor.smsEnable, {
    method: 'POST',
    token,
    body: JSON.stringify({ token: code }),
  });
  return phone;
}

/**
 * The authenticator's code for the current 30 s step, or `stepsAhead` steps later: the API accepts the next
 * step too and refuses a step already used, so consecutive sign-ins in one window take the next one.
 */
export function totp(secret: string, stepsAhead = 0): string {
  return authenticator.clone({ epoch: Date.now() + stepsAhead * 30_000 }).generate(secret);
}

export async function getOrganization(token: string, id: number): Promise<Organization> {
  return call<Organization>(apiPaths.organization(id), { token });
}

/** Invites `email` to the organization as its owner (the seat rule applies). */
export async function invite(token: string, organizationId: number, email: string): Promise<Invitation> {
  return call<Invitation>(apiPaths.organizationUsers(organizationId), {
    method: 'POST',
    token,
    body: JSON.stringify({ email }),
  });
}

/** The path and query of the invitation link mailed to `email` ('/invitation?token=…'). */
export async function invitationLink(email: string): Promise<string> {
  // The address may already have other mail (verification): wait for the invitation itself.
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      const link = new URL(await linkFromMail(email, '/invitation'));
      return link.pathname + link.search;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}
