import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';

interface AccessClaims {
  sub: string;
  typ: 'access';
}

/** Short-lived HS256 JWTs carrying the user id. */
@Injectable()
export class AccessTokenService {
  constructor(private readonly jwt: JwtService) {}

  sign(userId: number): Promise<string> {
    return this.jwt.signAsync({ sub: String(userId), typ: 'access' } satisfies AccessClaims);
  }

  /** The user id, or null when the token is missing, malformed, forged or expired. */
  async verify(token: string): Promise<number | null> {
    try {
      const claims = await this.jwt.verifyAsync<AccessClaims>(token);
      const id = Number(claims.sub);
      return claims.typ === 'access' && Number.isInteger(id) && id > 0 ? id : null;
    } catch {
      return null;
    }
  }
}
