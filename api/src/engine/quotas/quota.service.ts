import { HttpStatus, Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { messages } from '@ensemble/contracts';
import IORedis from 'ioredis';
import { APP_CONFIG, type AppConfig, type QuotaConfig } from '../config/app-config';
import { ApiError } from '../http/api-error';

/** What is counted per organization and window; each has its limit in QuotaConfig. */
export type QuotaKind = 'documentUploads' | 'logoUploads' | 'exports' | 'invoiceEmails';

/** The 429 answer of each quota. */
export const quotaMessages: Record<QuotaKind, string> = {
  documentUploads: messages.tooManyUploads,
  logoUploads: messages.tooManyUploads,
  exports: messages.tooManyExports,
  invoiceEmails: messages.tooManyInvoiceEmails,
};

export type QuotaOutcome = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * A fixed window per key (KEYS[1]), started by its first use; ARGV: limit, window (ms). Answers 0 when the use is
 * counted, else the ms until the window ends. A refused use is not counted, so hammering does not push the end out.
 */
const TAKE = `
local left = redis.call('PTTL', KEYS[1])
if left <= 0 then
  redis.call('SET', KEYS[1], 1, 'PX', ARGV[2])
  return 0
end
if tonumber(redis.call('GET', KEYS[1])) >= tonumber(ARGV[1]) then return left end
redis.call('INCR', KEYS[1])
return 0
`;

/**
 * Per-organization quotas on work that costs storage, CPU or someone else's inbox (uploads, exports, invoice
 * emails): limits no real organization meets, which stop a script or a stolen account from running up an
 * organization's storage or mailing on its behalf. Counts are in Redis when REDIS_URL is set, so every replica
 * counts an organization's uses together (a per-process count multiplies the limit by the replicas), in memory
 * otherwise (the embedded default runs one process).
 */
@Injectable()
export class QuotaService implements OnModuleDestroy {
  private readonly redis: IORedis | null;
  private readonly prefix: string;
  private readonly quotas: QuotaConfig;
  private readonly memory = new Map<string, { n: number; endsAt: number }>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.quotas = config.quotas;
    this.prefix = `${config.queuePrefix}:quota`;
    this.redis = config.redisUrl ? new IORedis(config.redisUrl, { maxRetriesPerRequest: 1 }) : null;
    this.redis?.defineCommand('ensembleQuota', { numberOfKeys: 1, lua: TAKE });
  }

  /** Counts one use of `kind` by the organization, unless its window's limit is reached. */
  async take(kind: QuotaKind, organizationId: number): Promise<QuotaOutcome> {
    const key = `${this.prefix}:${kind}:${organizationId}`;
    const limit = this.quotas[kind];
    const windowMs = this.quotas.windowSeconds * 1000;
    if (this.redis) {
      const run = (this.redis as unknown as Record<string, (...args: unknown[]) => Promise<number>>)
        .ensembleQuota;
      const wait = Number(await run.call(this.redis, key, limit, windowMs));
      return wait > 0 ? { allowed: false, retryAfterMs: wait } : { allowed: true };
    }
    const now = Date.now();
    const entry = this.memory.get(key);
    if (!entry || entry.endsAt <= now) {
      this.memory.set(key, { n: 1, endsAt: now + windowMs });
      if (this.memory.size > 10_000) this.sweep(now);
      return { allowed: true };
    }
    if (entry.n >= limit) return { allowed: false, retryAfterMs: entry.endsAt - now };
    entry.n += 1;
    return { allowed: true };
  }

  /** As take(), answering 429 with the quota's message (and when to come back) once the limit is reached. */
  async takeOrRefuse(kind: QuotaKind, organizationId: number): Promise<void> {
    const outcome = await this.take(kind, organizationId);
    if (!outcome.allowed) throw new QuotaExceeded(kind, outcome.retryAfterMs);
  }

  onModuleDestroy(): void {
    this.redis?.disconnect();
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.memory) if (entry.endsAt <= now) this.memory.delete(key);
  }
}

/** 429 `{ detail }`; retryAfterSeconds is for the Retry-After header. */
export class QuotaExceeded extends ApiError {
  readonly retryAfterSeconds: number;

  constructor(kind: QuotaKind, retryAfterMs: number) {
    super(HttpStatus.TOO_MANY_REQUESTS, { detail: quotaMessages[kind] });
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}
