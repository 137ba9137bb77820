import { Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { AuthedRequest } from '../tenancy/authed-request';

/**
 * The throttle counted per signed-in user rather than per address (routes behind the auth guard, which runs
 * first): a user's tries add up whatever address they come from, and users behind one address do not share a count.
 */
@Injectable()
export class UserThrottlerGuard extends ThrottlerGuard {
  protected override async getTracker(req: AuthedRequest): Promise<string> {
    return req.user ? `user:${req.user.id}` : `ip:${req.ip}`;
  }
}
