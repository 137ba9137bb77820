import { createHash, randomBytes, randomUUID } from 'node:crypto';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, type KeyLike, SignJWT } from 'jose';

/**
 * A small OpenID Connect provider answering as Google does for the authorization code flow: discovery,
 * an authorize page (a form to pick the account, as a browser would see it), a token endpoint checking the
 * client secret and PKCE, and the JWKS of an RS256 key the ID tokens are signed with. Tests can make the next
 * ID token lie (another nonce, another issuer) to see the API refuse it.
 */
export interface LocalOidcClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

interface AuthorizationCode {
  clientId: string;
  redirectUri: string;
  nonce: string | undefined;
  codeChallenge: string;
  expiresAt: number;
  claims: AccountClaims;
}

export interface AccountClaims {
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const subjectOf = (email: string) =>
  createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 21);

export class LocalOidcProvider {
  readonly clients = new Map<string, LocalOidcClient>();
  /** Claims merged into the next ID token only (then forgotten): how a test makes the provider misbehave. */
  nextIdTokenOverrides: Record<string, unknown> | null = null;
  /** The next ID token is signed with a key the JWKS does not hold (under the published kid), then back to normal. */
  signNextIdTokenWithForeignKey = false;
  /** Every token request's form, for assertions on PKCE and client authentication. */
  readonly tokenRequests: Record<string, string>[] = [];
  private readonly codes = new Map<string, AuthorizationCode>();
  private server: http.Server | null = null;
  private privateKey!: KeyLike;
  private foreignKey!: KeyLike;
  private jwk!: JWK;
  private readonly kid = randomUUID();
  private base = '';

  get issuer(): string {
    return this.base;
  }

  addClient(client: LocalOidcClient): void {
    this.clients.set(client.clientId, client);
  }

  async start(port = 0, host = '127.0.0.1'): Promise<string> {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    this.privateKey = privateKey;
    this.foreignKey = (await generateKeyPair('RS256')).privateKey;
    this.jwk = { ...(await exportJWK(publicKey)), kid: this.kid, alg: 'RS256', use: 'sig' };
    this.server = http.createServer((req, res) => {
      this.handle(req, res).catch((err: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' }).end(String(err));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, host, resolve));
    const address = this.server.address() as AddressInfo;
    this.base = `http://${host}:${address.port}`;
    return this.base;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Signs an ID token as this provider does (tests use it for tokens the flow would never produce). */
  signIdToken(claims: Record<string, unknown>, key: KeyLike = this.privateKey): Promise<string> {
    return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: this.kid, typ: 'JWT' }).sign(key);
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.base);
    const json = (status: number, body: unknown): void => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };

    if (req.method === 'GET' && url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer: this.base,
        authorization_endpoint: `${this.base}/authorize`,
        token_endpoint: `${this.base}/token`,
        jwks_uri: `${this.base}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        scopes_supported: ['openid', 'email', 'profile'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        code_challenge_methods_supported: ['S256'],
        claims_supported: ['sub', 'email', 'email_verified', 'name', 'given_name', 'family_name'],
      });
    }
    if (req.method === 'GET' && url.pathname === '/jwks') return json(200, { keys: [this.jwk] });
    if (req.method === 'GET' && url.pathname === '/authorize') return this.authorizePage(url, res);
    if (req.method === 'POST' && url.pathname === '/authorize') {
      return this.authorizeDecision(new URLSearchParams(await readBody(req)), res);
    }
    if (req.method === 'POST' && url.pathname === '/token') return this.token(req, json);
    json(404, { error: 'not_found' });
  }

  /** The request's own checks; an invalid one is answered here, never redirected (RFC 6749 §4.1.2.1). */
  private validRequest(params: URLSearchParams): string | null {
    const client = this.clients.get(params.get('client_id') ?? '');
    if (!client) return 'unknown client_id';
    if (!client.redirectUris.includes(params.get('redirect_uri') ?? '')) return 'unregistered redirect_uri';
    if (params.get('response_type') !== 'code') return 'response_type must be code';
    if (!(params.get('scope') ?? '').split(' ').includes('openid')) return 'scope must include openid';
    if (params.get('code_challenge_method') !== 'S256' || !params.get('code_challenge')) {
      return 'PKCE (S256) is required';
    }
    return null;
  }

  private authorizePage(url: URL, res: http.ServerResponse): void {
    const invalid = this.validRequest(url.searchParams);
    if (invalid) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end(invalid);
      return;
    }
    const hidden = [...url.searchParams.entries()]
      .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
      .join('');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local sign-in (OpenID Connect)</title></head>
<body style="font-family: sans-serif; max-width: 420px; margin: 48px auto">
<h1>Choose an account</h1>
<p>A local OpenID Connect provider standing in for Google.</p>
<form method="post" action="/authorize">${hidden}
<p><label>Email <input name="email" type="email" required></label></p>
<p><label>First name <input name="given_name"></label></p>
<p><label>Last name <input name="family_name"></label></p>
<p><label><input name="email_verified" type="checkbox" value="true" checked> Email verified</label></p>
<p><button type="submit" name="decision" value="allow">Continue</button>
<button type="submit" name="decision" value="deny" formnovalidate>Cancel</button></p>
</form></body></html>`);
  }

  private authorizeDecision(form: URLSearchParams, res: http.ServerResponse): void {
    const invalid = this.validRequest(form);
    if (invalid) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end(invalid);
      return;
    }
    const redirect = new URL(form.get('redirect_uri')!);
    const state = form.get('state');
    if (state !== null) redirect.searchParams.set('state', state);
    if (form.get('decision') === 'deny') {
      redirect.searchParams.set('error', 'access_denied');
    } else {
      const code = randomBytes(24).toString('base64url');
      const email = (form.get('email') ?? '').trim();
      const given = form.get('given_name')?.trim() || undefined;
      const family = form.get('family_name')?.trim() || undefined;
      this.codes.set(code, {
        clientId: form.get('client_id')!,
        redirectUri: form.get('redirect_uri')!,
        nonce: form.get('nonce') ?? undefined,
        codeChallenge: form.get('code_challenge')!,
        expiresAt: Date.now() + 60_000,
        claims: {
          email,
          email_verified: form.get('email_verified') === 'true',
          given_name: given,
          family_name: family,
          name: [given, family].filter(Boolean).join(' ') || undefined,
        },
      });
      redirect.searchParams.set('code', code);
    }
    res.writeHead(302, { location: redirect.toString() }).end();
  }

  private async token(
    req: http.IncomingMessage,
    json: (status: number, body: unknown) => void,
  ): Promise<void> {
    const form = new URLSearchParams(await readBody(req));
    this.tokenRequests.push(Object.fromEntries(form.entries()));
    let clientId = form.get('client_id');
    let secret = form.get('client_secret');
    const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? '');
    if (basic?.[1]) {
      const [id, pass] = Buffer.from(basic[1], 'base64').toString('utf8').split(':');
      clientId = decodeURIComponent(id ?? '');
      secret = decodeURIComponent(pass ?? '');
    }
    const client = this.clients.get(clientId ?? '');
    if (!client || client.clientSecret !== secret) return json(401, { error: 'invalid_client' });
    if (form.get('grant_type') !== 'authorization_code') {
      return json(400, { error: 'unsupported_grant_type' });
    }
    const code = this.codes.get(form.get('code') ?? '');
    this.codes.delete(form.get('code') ?? '');
    if (
      !code ||
      code.expiresAt < Date.now() ||
      code.clientId !== client.clientId ||
      code.redirectUri !== form.get('redirect_uri')
    ) {
      return json(400, { error: 'invalid_grant' });
    }
    const verifier = form.get('code_verifier') ?? '';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    if (challenge !== code.codeChallenge) {
      return json(400, { error: 'invalid_grant', error_description: 'PKCE verification failed' });
    }
    const now = Math.floor(Date.now() / 1000);
    const overrides = this.nextIdTokenOverrides ?? {};
    this.nextIdTokenOverrides = null;
    const key = this.signNextIdTokenWithForeignKey ? this.foreignKey : this.privateKey;
    this.signNextIdTokenWithForeignKey = false;
    const idToken = await this.signIdToken(
      {
        iss: this.base,
        aud: client.clientId,
        sub: subjectOf(code.claims.email),
        iat: now,
        exp: now + 300,
        ...(code.nonce ? { nonce: code.nonce } : {}),
        ...code.claims,
        ...overrides,
      },
      key,
    );
    json(200, {
      access_token: randomBytes(24).toString('base64url'),
      token_type: 'Bearer',
      expires_in: 300,
      scope: 'openid email profile',
      id_token: idToken,
    });
  }
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
