import { createHash } from 'node:crypto';
import {
  googleSignInMessages,
  googleSignInPaths,
  googleSignInQuery,
  type LoginSuccess,
  messages,
} from '@ensemble/contracts';
import { ConfigError, loadConfig } from '../src/engine/config/app-config';
import { GoogleSignIn } from '../src/modules/platform/google-sign-in/google-sign-in.entity';
import { normalizeEmail, User } from '../src/modules/platform/users/user.entity';
import { setBuilderContext } from './builders/context';
import { aUser } from './builders/user.builder';
import { bearer } from './support/auth';
import { type AccountClaims, LocalOidcProvider } from './support/local-oidc-provider';
import { startTestApp, type TestApp } from './support/test-app';
import { api } from './support/api-client';

const CLIENT = { clientId: 'ensemble-test', clientSecret: 'local-oidc-secret' };

let t: TestApp;
const provider = new LocalOidcProvider();

beforeAll(async () => {
  const issuer = await provider.start();
  t = await startTestApp({
    env: {
      GOOGLE_OIDC_ISSUER: issuer,
      GOOGLE_OIDC_CLIENT_ID: CLIENT.clientId,
      GOOGLE_OIDC_CLIENT_SECRET: CLIENT.clientSecret,
    },
  });
  provider.addClient({
    ...CLIENT,
    redirectUris: [`${t.config.apiPublicUrl}${googleSignInPaths.callback}`],
  });
});
afterAll(async () => {
  await t?.close();
  await provider.stop();
});

let seq = 0;
const newEmail = () => `google-${Date.now().toString(36)}-${++seq}@example.test`;

interface Journey {
  /** The state the login page keeps in session storage when it leaves for Google. */
  state: string;
  /** Where the API's callback sent the browser: the login page with the code or the error. */
  landing: URL;
  /** The callback URL Google's redirect pointed at (to replay it). */
  callbackPath: string;
}

/** The provider's account form, submitted: the API callback path Google's redirect points at. */
async function consentAt(
  authorize: URL,
  account: Partial<AccountClaims> & { email: string },
  decision: 'allow' | 'deny' = 'allow',
): Promise<string> {
  const form = new URLSearchParams(authorize.searchParams);
  form.set('email', account.email);
  if (account.email_verified ?? true) form.set('email_verified', 'true');
  if (account.given_name) form.set('given_name', account.given_name);
  if (account.family_name) form.set('family_name', account.family_name);
  form.set('decision', decision);
  const consent = await fetch(`${provider.issuer}/authorize`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  expect(consent.status).toBe(302);
  const redirect = new URL(consent.headers.get('location')!);
  expect(`${redirect.origin}${redirect.pathname}`).toBe(
    `${t.config.apiPublicUrl}${googleSignInPaths.callback}`,
  );
  return `/api${googleSignInPaths.callback}${redirect.search}`;
}

/** Where the API's callback sends the browser: the login page with the code or the error. */
async function landingOf(callbackPath: string): Promise<URL> {
  const callback = await t.http.get(callbackPath);
  expect(callback.status).toBe(302);
  return new URL(callback.headers.location as string);
}

async function newAttempt(): Promise<URL> {
  const res = await t.http.get(api(googleSignInPaths.loginUrl));
  expect(res.status).toBe(200);
  return new URL(res.body.url as string);
}

/** The browser's journey: login URL → the provider's account form → the API's callback → the login page. */
async function throughGoogle(
  account: Partial<AccountClaims> & { email: string },
  decision: 'allow' | 'deny' = 'allow',
): Promise<Journey> {
  const authorize = await newAttempt();
  const state = authorize.searchParams.get('state')!;
  const callbackPath = await consentAt(authorize, account, decision);
  return { state, landing: await landingOf(callbackPath), callbackPath };
}

const exchange = (code: string, state: string) =>
  t.http.post(api(googleSignInPaths.exchange)).send({ code, state });

/** The whole sign-in, as the login page finishes it. */
async function signInWithGoogle(account: Partial<AccountClaims> & { email: string }) {
  const journey = await throughGoogle(account);
  const code = journey.landing.searchParams.get(googleSignInQuery.code);
  expect(journey.landing.searchParams.get(googleSignInQuery.error)).toBeNull();
  expect(code).toBeTruthy();
  return exchange(code!, journey.state);
}

const userByEmail = (email: string) =>
  t.dataSource.getRepository(User).findOne({ where: { emailNormalized: normalizeEmail(email) } });

describe('Google login URL', () => {
  it('says the login page may offer the button', async () => {
    const res = await t.http.get(api(googleSignInPaths.config));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ enabled: true });
  });

  it("answers the provider's authorization URL: code flow, PKCE S256, state, nonce, our callback", async () => {
    const res = await t.http.get(api(googleSignInPaths.loginUrl));
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['url']);
    const url = new URL(res.body.url as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/authorize`);
    const q = url.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe(CLIENT.clientId);
    expect(q.get('redirect_uri')).toBe(`${t.config.apiPublicUrl}${googleSignInPaths.callback}`);
    expect(q.get('scope')!.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')!.length).toBeGreaterThanOrEqual(40);
    expect(q.get('nonce')!.length).toBeGreaterThanOrEqual(40);
    // Each attempt has its own secrets, and only their hashes are stored.
    const again = new URL((await t.http.get(api(googleSignInPaths.loginUrl))).body.url as string);
    expect(again.searchParams.get('state')).not.toBe(q.get('state'));
    expect(again.searchParams.get('nonce')).not.toBe(q.get('nonce'));
    const row = await t.dataSource
      .getRepository(GoogleSignIn)
      .findOneByOrFail({ stateHash: createHash('sha256').update(q.get('state')!).digest('hex') });
    expect(row.callbackAt).toBeNull();
    expect(createHash('sha256').update(row.codeVerifier).digest('base64url')).toBe(q.get('code_challenge'));
  });
});

describe('Google callback and exchange', () => {
  it('creates an account with provider google, verified and without a password, and signs it in', async () => {
    const email = newEmail();
    const requestsBefore = provider.tokenRequests.length;
    const res = await signInWithGoogle({ email, given_name: 'Grace', family_name: 'Hopper' });
    expect(res.status).toBe(200);
    const body = res.body as LoginSuccess;
    expect(body.user).toMatchObject({
      email,
      first_name: 'Grace',
      last_name: 'Hopper',
      provider: 'google',
      is_verified: true,
      is_2fa_enabled: false,
      is_otp_enabled: false,
    });
    const me = await t.http.get(api('/auth/me/')).set(bearer(body.access));
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(email);
    const refreshed = await t.http.post(api('/auth/token/refresh/')).send({ refresh: body.refresh });
    expect(refreshed.status).toBe(200);

    const row = await userByEmail(email);
    expect(row?.provider).toBe('google');
    expect(row?.passwordHash).toBeNull();
    // The code went to the token endpoint with the PKCE verifier and the client's secret (checked there).
    const tokenRequest = provider.tokenRequests[requestsBefore];
    expect(tokenRequest).toMatchObject({ grant_type: 'authorization_code' });
    expect(tokenRequest?.code_verifier).toMatch(/^[\w-]{43}$/);
    // No password signs in to it.
    const login = await t.http.post(api('/auth/login/')).send({ email, password: 'Anything#123' });
    expect(login.status).toBe(400);
    expect(login.body).toEqual({ detail: messages.loginFailed });
    // The attempt is gone once traded.
    expect(await t.dataSource.getRepository(GoogleSignIn).countBy({ userId: row!.id })).toBe(0);
  });

  it('signs a returning Google user in to the same account', async () => {
    const email = newEmail();
    const first = await signInWithGoogle({ email, given_name: 'Ada' });
    const second = await signInWithGoogle({ email: email.toUpperCase(), given_name: 'Ada' });
    expect(second.status).toBe(200);
    expect(second.body.user.id).toBe(first.body.user.id);
    expect(await t.dataSource.getRepository(User).countBy({ emailNormalized: normalizeEmail(email) })).toBe(
      1,
    );
  });

  it('signs in the existing account with that email (any case), which keeps its provider and password', async () => {
    const user = await aUser().withEmail(newEmail()).verified().named('Alan', 'Turing').build();
    const res = await signInWithGoogle({ email: user.email.toUpperCase(), given_name: 'Someone' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      id: user.id,
      email: user.email,
      first_name: 'Alan',
      provider: 'email',
    });
    const login = await t.http.post(api('/auth/login/')).send({ email: user.email, password: user.password });
    expect(login.status).toBe(200);
  });

  it('verifies an unverified account with that email and drops the password whoever signed up chose', async () => {
    const user = await aUser().withEmail(newEmail()).unverified().build();
    const res = await signInWithGoogle({ email: user.email });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.id, is_verified: true });
    const row = await userByEmail(user.email);
    expect(row?.passwordHash).toBeNull();
    const login = await t.http.post(api('/auth/login/')).send({ email: user.email, password: user.password });
    expect(login.status).toBe(400);
  });

  it('asks an account with two-factor on for its second step, as a password login does', async () => {
    const user = await aUser().withEmail(newEmail()).verified().withTwoFactor(false, true).build();
    const res = await signInWithGoogle({ email: user.email });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      two_factor_required: true,
      user_id: user.id,
      is_2fa_enabled: false,
      is_otp_enabled: true,
    });
    expect(typeof res.body.challenge).toBe('string');
    expect(res.body.access).toBeUndefined();
  });

  it('refuses an email Google does not vouch for (email_verified false): no account, no session', async () => {
    const email = newEmail();
    const journey = await throughGoogle({ email, email_verified: false });
    expect(journey.landing.origin).toBe(t.config.appUrl);
    expect(journey.landing.pathname).toBe('/');
    expect(journey.landing.searchParams.get(googleSignInQuery.error)).toBe('email_not_verified');
    expect(journey.landing.searchParams.get(googleSignInQuery.code)).toBeNull();
    expect(await userByEmail(email)).toBeNull();
  });

  it('refuses email_verified given as a string, and an ID token without email_verified', async () => {
    const email = newEmail();
    provider.nextIdTokenOverrides = { email_verified: 'true' };
    const asString = await throughGoogle({ email });
    expect(asString.landing.searchParams.get(googleSignInQuery.error)).toBe('email_not_verified');
    provider.nextIdTokenOverrides = { email_verified: undefined };
    const missing = await throughGoogle({ email });
    expect(missing.landing.searchParams.get(googleSignInQuery.error)).toBe('email_not_verified');
    expect(await userByEmail(email)).toBeNull();
  });

  it.each([
    ['another nonce (a replayed ID token)', { nonce: 'not-the-nonce-of-this-attempt' }],
    ['no nonce', { nonce: undefined }],
    ['another audience', { aud: 'someone-elses-client' }],
    ['another issuer', { iss: 'https://accounts.example.test' }],
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 3600 }],
  ])('refuses an ID token with %s', async (_name, overrides) => {
    const email = newEmail();
    provider.nextIdTokenOverrides = overrides;
    const journey = await throughGoogle({ email });
    expect(journey.landing.searchParams.get(googleSignInQuery.error)).toBe('failed');
    expect(journey.landing.searchParams.get(googleSignInQuery.code)).toBeNull();
    expect(await userByEmail(email)).toBeNull();
  });

  it('refuses an ID token not signed with a key of the provider (the signature is checked on its JWKS)', async () => {
    const email = newEmail();
    provider.signNextIdTokenWithForeignKey = true;
    const journey = await throughGoogle({ email });
    expect(journey.landing.searchParams.get(googleSignInQuery.error)).toBe('failed');
    expect(await userByEmail(email)).toBeNull();
  });

  it('refuses an unknown state, and a state used once already (a replayed callback)', async () => {
    const unknown = await t.http.get(api(`${googleSignInPaths.callback}?code=abc&state=never-issued`));
    expect(unknown.status).toBe(302);
    expect(new URL(unknown.headers.location as string).searchParams.get(googleSignInQuery.error)).toBe(
      'failed',
    );
    const noState = await t.http.get(api(`${googleSignInPaths.callback}?code=abc`));
    expect(new URL(noState.headers.location as string).searchParams.get(googleSignInQuery.error)).toBe(
      'failed',
    );

    // The provider would issue a second code for the same authorization request; its state is spent.
    const authorize = await newAttempt();
    const email = newEmail();
    const first = await consentAt(authorize, { email });
    const second = await consentAt(authorize, { email });
    expect((await landingOf(first)).searchParams.get(googleSignInQuery.code)).toBeTruthy();
    const replay = await landingOf(second);
    expect(replay.searchParams.get(googleSignInQuery.error)).toBe('failed');
    expect(replay.searchParams.get(googleSignInQuery.code)).toBeNull();
    // And a callback URL opened twice (the same code) is refused too.
    const journey = await throughGoogle({ email: newEmail() });
    expect((await landingOf(journey.callbackPath)).searchParams.get(googleSignInQuery.error)).toBe('failed');
  });

  it('says cancelled when the visitor declines on the provider page', async () => {
    const email = newEmail();
    const journey = await throughGoogle({ email }, 'deny');
    expect(journey.landing.searchParams.get(googleSignInQuery.error)).toBe('cancelled');
    expect(await userByEmail(email)).toBeNull();
  });

  it('trades a code once, only with the state of the browser that started the attempt', async () => {
    const email = newEmail();
    const journey = await throughGoogle({ email });
    const code = journey.landing.searchParams.get(googleSignInQuery.code)!;
    // Someone else's browser (login CSRF: the victim opens the attacker's callback link) has another state.
    const otherBrowser = await exchange(code, 'a-state-this-browser-never-had');
    expect(otherBrowser.status).toBe(400);
    expect(otherBrowser.body).toEqual({ detail: googleSignInMessages.failed });
    expect((await exchange(code, journey.state)).status).toBe(200);
    const again = await exchange(code, journey.state);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ detail: googleSignInMessages.failed });
    expect((await exchange('made-up', journey.state)).status).toBe(400);
  });

  it('refuses a code past its minute', async () => {
    const journey = await throughGoogle({ email: newEmail() });
    const code = journey.landing.searchParams.get(googleSignInQuery.code)!;
    await t.dataSource
      .getRepository(GoogleSignIn)
      .update(
        { exchangeCodeHash: createHash('sha256').update(code).digest('hex') },
        { expiresAt: new Date(Date.now() - 1000) },
      );
    expect((await exchange(code, journey.state)).status).toBe(400);
  });

  it('validates the exchange body', async () => {
    const res = await t.http.post(api(googleSignInPaths.exchange)).send({});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: [messages.fieldRequired('Code')],
      state: [messages.fieldRequired('State')],
    });
  });
});

describe('Google sign-in not configured', () => {
  it('hides the button and answers the login URL with 404', async () => {
    const plain = await startTestApp({ database: 'sqlite', redis: false });
    try {
      expect((await plain.http.get(api(googleSignInPaths.config))).body).toEqual({ enabled: false });
      const url = await plain.http.get(api(googleSignInPaths.loginUrl));
      expect(url.status).toBe(404);
      expect(url.body).toEqual({ detail: googleSignInMessages.notConfigured });
      const callback = await plain.http.get(api(`${googleSignInPaths.callback}?code=a&state=b`));
      expect(new URL(callback.headers.location as string).searchParams.get(googleSignInQuery.error)).toBe(
        'failed',
      );
    } finally {
      await plain.close();
      // startTestApp pointed the builders at the sqlite app; later tests of this file build on the main one.
      setBuilderContext(t);
    }
  });

  it('reads GOOGLE_OIDC_* : off without a client id; id and secret together; https unless on loopback', () => {
    expect(loadConfig({}).googleOidc).toBeNull();
    expect(
      loadConfig({ GOOGLE_OIDC_CLIENT_ID: 'id', GOOGLE_OIDC_CLIENT_SECRET: 'secret' }).googleOidc,
    ).toEqual({ issuer: 'https://accounts.google.com', clientId: 'id', clientSecret: 'secret' });
    expect(() => loadConfig({ GOOGLE_OIDC_CLIENT_ID: 'id' })).toThrow(ConfigError);
    expect(() => loadConfig({ GOOGLE_OIDC_CLIENT_SECRET: 'secret' })).toThrow(ConfigError);
    const withIssuer = (issuer: string) =>
      loadConfig({
        GOOGLE_OIDC_ISSUER: issuer,
        GOOGLE_OIDC_CLIENT_ID: 'id',
        GOOGLE_OIDC_CLIENT_SECRET: 'secret',
      }).googleOidc?.issuer;
    expect(withIssuer('http://127.0.0.1:4110')).toBe('http://127.0.0.1:4110');
    expect(withIssuer('https://idp.example.test')).toBe('https://idp.example.test');
    expect(() => withIssuer('http://idp.example.test')).toThrow(/https/);
    expect(() => withIssuer('not a url')).toThrow(ConfigError);
  });
});
