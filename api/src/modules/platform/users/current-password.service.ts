import { Injectable } from '@nestjs/common';
import { AttemptLimiter } from '../../../engine/throttling/attempt-limiter';
import { PasswordHasher } from './password-hasher.service';
import type { User } from './user.entity';

/**
 * The current password, asked again before a sensitive change (password, email, turning two-factor on). A stolen
 * access token is enough to call those routes, so guesses are counted per user (429 once locked), whatever address
 * they come from.
 */
@Injectable()
export class CurrentPassword {
  constructor(
    private readonly passwords: PasswordHasher,
    private readonly attempts: AttemptLimiter,
  ) {}

  async matches(user: User, password: string): Promise<boolean> {
    await this.attempts.beginOrRefuse('current-password', String(user.id));
    const ok = await this.passwords.verify(user.passwordHash, password);
    if (ok) await this.attempts.succeeded('current-password', String(user.id));
    return ok;
  }
}
