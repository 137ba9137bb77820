import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';

interface AccessClaims {
  sub: string;
  typ: 'access';
  /** The user's token version when the token was issued (User.tokenVersion). */
  tv: number;
  exp?: number;
}

/** What a valid access token says: whose it is, and under which token version it was issued. */
export interface AccessTokenSubject {
  userId: number;
  tokenVersion: number;
}

/** How many verified tokens a process remembers (about 300 bytes each); the oldest is forgotten first. */
export const VERIFIED_TOKENS_KEPT = 10_000;

/** Short-lived HS256 JWTs carrying the user id and token version. */
@Injectable()
export class AccessTokenService {
  /**
   * Tokens already verified, each until its expiry. A browser sends the same token with every call of a session,
   * and verifying it again (base64, JSON, HMAC) was a tenth of the CPU of a cheap authenticated call. What is kept
   * cannot change before the expiry: a token's signature and claims are fixed. Whether the token is still honoured
   * is not kept here: the caller compares its token version with the user's on every request (AuthService).
   */
  private readonly verified = new Map<string, AccessTokenSubject & { expiresAtMs: number }>();

  constructor(private readonly jwt: JwtService) {}

  sign(userId: number, tokenVersion: number): Promise<string> {
    return this.jwt.signAsync({
      sub: String(userId),
      typ: 'access',
      tv: tokenVersion,
    } satisfies AccessClaims);
  }

  /** The token's subject, or null when the token is missing, malformed, forged or expired. */
  async verify(token: string): Promise<AccessTokenSubject | null> {
    const known = this.verified.get(token);
    if (known) {
      // jsonwebtoken's own rule: expired once the current second reaches `exp`.
      if (Date.now() < known.expiresAtMs) return { userId: known.userId, tokenVersion: known.tokenVersion };
      this.verified.delete(token);
      return null;
    }
    let claims: AccessClaims;
    try {
      claims = await this.jwt.verifyAsync<AccessClaims>(token);
    } catch {
      return null;
    }
    const id = Number(claims.sub);
    if (claims.typ !== 'access' || !Number.isInteger(id) || id <= 0) return null;
    if (!Number.isInteger(claims.tv) || claims.tv < 0) return null;
    const subject = { userId: id, tokenVersion: claims.tv };
    if (typeof claims.exp === 'number') {
      if (this.verified.size >= VERIFIED_TOKENS_KEPT) {
        this.verified.delete(this.verified.keys().next().value as string);
      }
      this.verified.set(token, { ...subject, expiresAtMs: claims.exp * 1000 });
    }
    return subject;
  }
}
