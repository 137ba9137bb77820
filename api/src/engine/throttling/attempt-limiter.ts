import { createHash } from 'node:crypto';
import { HttpStatus, Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { messages } from '@ensemble/contracts';
import IORedis from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ApiError } from '../http/api-error';

/** Failed attempts on one account before it is locked. */
export const MAX_FAILED_ATTEMPTS = 5;
/** The first lock; each further failure after a lock doubles it, up to LOCK_MAX_MS. */
export const LOCK_BASE_MS = 30_000;
export const LOCK_MAX_MS = 15 * 60_000;
/** The count is forgotten this long after the last attempt. */
export const ATTEMPT_WINDOW_MS = 15 * 60_000;

export type AttemptOutcome = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Counts one attempt (KEYS[1] = hash of n, locked-until) before the secret is checked, so a burst of parallel
 * guesses cannot all pass before the first failure is recorded. ARGV: now, max, base, cap, window (ms).
 */
const BEGIN = `
local now = tonumber(ARGV[1])
local lockedUntil = tonumber(redis.call('HGET', KEYS[1], 'until') or '0')
if lockedUntil > now then return lockedUntil - now end
local n = redis.call('HINCRBY', KEYS[1], 'n', 1)
local lock = 0
if n >= tonumber(ARGV[2]) then
  lock = math.min(tonumber(ARGV[3]) * 2 ^ (n - tonumber(ARGV[2])), tonumber(ARGV[4]))
  redis.call('HSET', KEYS[1], 'until', now + lock)
end
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[5]) + lock)
return 0
`;

function lockFor(n: number): number {
  return n < MAX_FAILED_ATTEMPTS ? 0 : Math.min(LOCK_BASE_MS * 2 ** (n - MAX_FAILED_ATTEMPTS), LOCK_MAX_MS);
}

/**
 * Per-account back-off for secrets guessed against one account (password at sign-in, second factor, the current
 * password asked by account settings): whatever the client's address, after MAX_FAILED_ATTEMPTS failures in a row
 * the account refuses further tries for 30 s, then 60 s, … up to 15 min; a success clears the count. The
 * per-address throttle alone lets a guesser spread over many addresses, and behind a proxy it lumps every client
 * together. Counts are in Redis when REDIS_URL is set (every replica sees the same count), in memory otherwise
 * (the embedded default runs one process). Keys are hashed: no email address is stored in Redis.
 */
@Injectable()
export class AttemptLimiter implements OnModuleDestroy {
  private readonly redis: IORedis | null;
  private readonly prefix: string;
  private readonly memory = new Map<string, { n: number; until: number; expires: number }>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.prefix = `${config.queuePrefix}:attempts`;
    this.redis = config.redisUrl ? new IORedis(config.redisUrl, { maxRetriesPerRequest: 1 }) : null;
    this.redis?.defineCommand('ensembleAttempt', { numberOfKeys: 1, lua: BEGIN });
  }

  /** Counts an attempt on `scope`/`account`; refused while the account is locked. */
  async begin(scope: string, account: string): Promise<AttemptOutcome> {
    const key = this.key(scope, account);
    const now = Date.now();
    if (this.redis) {
      const run = (this.redis as unknown as Record<string, (...args: unknown[]) => Promise<number>>)
        .ensembleAttempt;
      const wait = Number(
        await run.call(
          this.redis,
          key,
          now,
          MAX_FAILED_ATTEMPTS,
          LOCK_BASE_MS,
          LOCK_MAX_MS,
          ATTEMPT_WINDOW_MS,
        ),
      );
      return wait > 0 ? { allowed: false, retryAfterMs: wait } : { allowed: true };
    }
    const entry = this.memory.get(key);
    const live = entry && entry.expires > now ? entry : { n: 0, until: 0, expires: 0 };
    if (live.until > now) return { allowed: false, retryAfterMs: live.until - now };
    live.n += 1;
    const lock = lockFor(live.n);
    if (lock > 0) live.until = now + lock;
    live.expires = now + ATTEMPT_WINDOW_MS + lock;
    this.memory.set(key, live);
    if (this.memory.size > 100_000) this.sweep(now);
    return { allowed: true };
  }

  /** As begin(), answering 429 (the throttling message) while the account is locked. */
  async beginOrRefuse(scope: string, account: string): Promise<void> {
    const outcome = await this.begin(scope, account);
    if (!outcome.allowed) throw ApiError.detail(HttpStatus.TOO_MANY_REQUESTS, messages.tooManyRequests);
  }

  /** The secret was right: the count starts again. */
  async succeeded(scope: string, account: string): Promise<void> {
    const key = this.key(scope, account);
    if (this.redis) await this.redis.del(key);
    else this.memory.delete(key);
  }

  onModuleDestroy(): void {
    this.redis?.disconnect();
  }

  private key(scope: string, account: string): string {
    return `${this.prefix}:${scope}:${createHash('sha256').update(account).digest('base64url')}`;
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.memory) if (entry.expires <= now) this.memory.delete(key);
  }
}
