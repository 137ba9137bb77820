import type { OnModuleDestroy } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import IORedis from 'ioredis';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * One fixed window per key: INCR, the window's expiry set by the first hit; past the limit the key is blocked for
 * `blockDuration`. Times in milliseconds in, seconds out (ThrottlerStorageRecord).
 */
const INCREMENT = `
local blocked = redis.call('PTTL', KEYS[2])
if blocked > 0 then
  return { tonumber(ARGV[2]) + 1, redis.call('PTTL', KEYS[1]), 1, blocked }
end
local hits = redis.call('INCR', KEYS[1])
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
if hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  return { hits, left, 1, tonumber(ARGV[3]) }
end
return { hits, left, 0, 0 }
`;

/**
 * @nestjs/throttler's counters in Redis (REDIS_URL), so every replica counts a client's requests together; the
 * default storage is a Map per process, which multiplies the limit by the number of replicas.
 */
export class RedisThrottlerStorage implements ThrottlerStorage, OnModuleDestroy {
  private readonly redis: IORedis;

  constructor(
    redisUrl: string,
    private readonly prefix: string,
  ) {
    this.redis = new IORedis(redisUrl, { maxRetriesPerRequest: 1 });
    this.redis.defineCommand('ensembleThrottle', { numberOfKeys: 2, lua: INCREMENT });
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const base = `${this.prefix}:${throttlerName}:${key}`;
    const run = (this.redis as unknown as Record<string, (...args: unknown[]) => Promise<number[]>>)
      .ensembleThrottle;
    const [totalHits, ttlMs, blocked, blockMs] = await run.call(
      this.redis,
      `${base}:hits`,
      `${base}:blocked`,
      ttl,
      limit,
      blockDuration,
    );
    return {
      totalHits,
      timeToExpire: Math.ceil(ttlMs / 1000),
      isBlocked: blocked === 1,
      timeToBlockExpire: Math.ceil(blockMs / 1000),
    };
  }

  onModuleDestroy(): void {
    this.redis.disconnect();
  }
}
