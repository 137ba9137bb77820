import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../config/app-config';
import { AttemptLimiter, LOCK_BASE_MS, LOCK_MAX_MS, MAX_FAILED_ATTEMPTS } from './attempt-limiter';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const limiterFor = (redisUrl: string | null) =>
  new AttemptLimiter({
    redisUrl,
    queuePrefix: `unit_attempts_${randomBytes(4).toString('hex')}`,
  } as AppConfig);

describe.each([
  ['in memory', null],
  ['in Redis', REDIS_URL],
])('AttemptLimiter %s', (_name, redisUrl) => {
  let limiter: AttemptLimiter;
  let now: number;
  beforeEach(() => {
    limiter = limiterFor(redisUrl);
    now = Date.parse('2026-11-22T10:00:00Z');
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    limiter.onModuleDestroy();
  });

  it('locks an account after MAX_FAILED_ATTEMPTS, doubling the lock after each further failure', async () => {
    for (let i = 0; i < MAX_FAILED_ATTEMPTS; i++) {
      expect(await limiter.begin('login', 'ada@example.test')).toEqual({ allowed: true });
    }
    expect(await limiter.begin('login', 'ada@example.test')).toEqual({
      allowed: false,
      retryAfterMs: LOCK_BASE_MS,
    });
    expect(await limiter.begin('login', 'grace@example.test')).toEqual({ allowed: true });
    expect(await limiter.begin('second-factor', 'ada@example.test')).toEqual({ allowed: true });

    now += LOCK_BASE_MS;
    expect(await limiter.begin('login', 'ada@example.test')).toEqual({ allowed: true });
    expect(await limiter.begin('login', 'ada@example.test')).toEqual({
      allowed: false,
      retryAfterMs: 2 * LOCK_BASE_MS,
    });
    for (let i = 0; i < 10; i++) {
      now += LOCK_MAX_MS;
      await limiter.begin('login', 'ada@example.test');
    }
    expect(await limiter.begin('login', 'ada@example.test')).toEqual({
      allowed: false,
      retryAfterMs: LOCK_MAX_MS,
    });
  });

  it('starts again after a success', async () => {
    for (let i = 0; i < MAX_FAILED_ATTEMPTS - 1; i++) await limiter.begin('login', 'ada@example.test');
    await limiter.succeeded('login', 'ada@example.test');
    for (let i = 0; i < MAX_FAILED_ATTEMPTS; i++) {
      expect((await limiter.begin('login', 'ada@example.test')).allowed).toBe(true);
    }
    expect((await limiter.begin('login', 'ada@example.test')).allowed).toBe(false);
  });
});
