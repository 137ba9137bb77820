import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';

interface AccessClaims {
  sub: string;
  typ: 'access';
  exp?: number;
}

/** How many verified tokens a process remembers (about 300 bytes each); the oldest is forgotten first. */
export const VERIFIED_TOKENS_KEPT = 10_000;

/** Short-lived HS256 JWTs carrying the user id. */
@Injectable()
export class AccessTokenService {
  /**
   * Tokens already verified, each until its expiry. A browser sends the same token with every call of a session,
   * and verifying it again (base64, JSON, HMAC) was a tenth of the CPU of a cheap authenticated call. The answer
   * cannot change before the expiry: a token's signature and claims are fixed, and access tokens are not revoked
   * (a deleted or deactivated user is refused after this, when the user is loaded).
   */
  private readonly verified = new Map<string, { userId: number; expiresAtMs: number }>();

  constructor(private readonly jwt: JwtService) {}

  sign(userId: number): Promise<string> {
    return this.jwt.signAsync({ sub: String(userId), typ: 'access' } satisfies AccessClaims);
  }

  /** The user id, or null when the token is missing, malformed, forged or expired. */
  async verify(token: string): Promise<number | null> {
    const known = this.verified.get(token);
    if (known) {
      // jsonwebtoken's own rule: expired once the current second reaches `exp`.
      if (Date.now() < known.expiresAtMs) return known.userId;
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
    if (typeof claims.exp === 'number') {
      if (this.verified.size >= VERIFIED_TOKENS_KEPT) {
        this.verified.delete(this.verified.keys().next().value as string);
      }
      this.verified.set(token, { userId: id, expiresAtMs: claims.exp * 1000 });
    }
    return id;
  }
}
