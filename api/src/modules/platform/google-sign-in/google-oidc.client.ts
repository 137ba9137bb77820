import { Inject, Injectable } from '@nestjs/common';
import { googleSignInPaths } from '@ensemble/contracts';
import { type BaseClient, generators, type IdTokenClaims, Issuer } from 'openid-client';
import { APP_CONFIG, type AppConfig, type GoogleOidcConfig } from '../../../engine/config/app-config';

/** What one attempt keeps between the login URL and the callback. */
export interface AttemptChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/**
 * Google (or any OpenID provider answering as it does) through openid-client: the authorization URL of the
 * code flow with PKCE, and the code exchange, whose ID token openid-client verifies (signature against the
 * issuer's JWKS, issuer, audience, expiry, nonce) before its claims are read.
 */
@Injectable()
export class GoogleOidcClient {
  private client: Promise<BaseClient> | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get enabled(): boolean {
    return this.config.googleOidc !== null;
  }

  /** The API's callback, registered with the provider as an authorized redirect URI. */
  get redirectUri(): string {
    return `${this.config.apiPublicUrl}${googleSignInPaths.callback}`;
  }

  newChecks(): AttemptChecks {
    return {
      state: generators.state(32),
      nonce: generators.nonce(32),
      codeVerifier: generators.codeVerifier(32),
    };
  }

  async authorizationUrl(checks: AttemptChecks): Promise<string> {
    const client = await this.discovered();
    return client.authorizationUrl({
      scope: 'openid email profile',
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: generators.codeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
      prompt: 'select_account',
    });
  }

  /** Exchanges the code and returns the verified ID token's claims; throws when anything does not check out. */
  async verifiedClaims(code: string, checks: AttemptChecks): Promise<IdTokenClaims> {
    const client = await this.discovered();
    const tokens = await client.callback(
      this.redirectUri,
      { code, state: checks.state },
      {
        state: checks.state,
        nonce: checks.nonce,
        code_verifier: checks.codeVerifier,
        response_type: 'code',
      },
    );
    return tokens.claims();
  }

  private discovered(): Promise<BaseClient> {
    const oidc = this.config.googleOidc;
    if (!oidc) return Promise.reject(new Error('Google sign-in is not configured'));
    if (!this.client) {
      const pending = this.discover(oidc);
      this.client = pending;
      // A provider that could not be reached is asked again at the next sign-in, not remembered as down.
      pending.catch(() => {
        if (this.client === pending) this.client = null;
      });
    }
    return this.client;
  }

  private async discover(oidc: GoogleOidcConfig): Promise<BaseClient> {
    const issuer = await Issuer.discover(oidc.issuer);
    return new issuer.Client({
      client_id: oidc.clientId,
      client_secret: oidc.clientSecret,
      redirect_uris: [this.redirectUri],
      response_types: ['code'],
      id_token_signed_response_alg: 'RS256',
    });
  }
}
