import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import IORedis from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { PrincipalMembership, PrincipalUser } from './principal-ports';

/** The most entries kept; past it the oldest go first (a Map keeps insertion order). */
const MAX_ENTRIES = 10_000;

interface Entry {
  value: unknown;
  expires: number;
}

/** A copy per request: a handler that changes req.user must not change what the next request is given. */
const copyOf = <T extends object>(v: T): T =>
  Object.assign(Object.create(Object.getPrototypeOf(v) as object), v);

/**
 * The rows every authenticated request reads before its handler runs — the caller's user and, on tenant routes,
 * the membership with its organization — kept per process for AUTH_CACHE_SECONDS (docs/adr/0008). They were two
 * of the three or four database round trips of a typical page call.
 *
 * Any write to users, organization_members or organizations empties the cache (PrincipalCacheInvalidator, a
 * TypeORM subscriber): in this process at once and again after the transaction commits, and in the other
 * processes through Redis when REDIS_URL is set. A read that overlaps a write is not kept (the generation check),
 * so the only stale window is another process's, bounded by the pub/sub delay and, if Redis is lost, the TTL.
 */
@Injectable()
export class PrincipalCache implements OnModuleDestroy {
  private readonly logger = new Logger(PrincipalCache.name);
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private generation = 0;
  /** False while another process's changes could go unheard (Redis not subscribed yet, or reconnecting). */
  private listening: boolean;
  private readonly channel: string;
  private readonly publisher: IORedis | null = null;
  private readonly subscriber: IORedis | null = null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.ttlMs = config.authCacheSeconds * 1000;
    this.channel = `${config.queuePrefix}:principals`;
    this.listening = !config.redisUrl;
    if (config.redisUrl && this.ttlMs > 0) {
      const options = { maxRetriesPerRequest: 1, lazyConnect: false };
      this.publisher = new IORedis(config.redisUrl, options);
      this.subscriber = new IORedis(config.redisUrl, options);
      for (const client of [this.publisher, this.subscriber]) {
        client.on('error', (err: Error) => this.logger.warn(`principal cache: ${err.message}`));
      }
      // Until the subscription holds, another process's change could be missed: nothing is kept before then, and
      // what was kept goes when the connection drops (ioredis subscribes again when it is back).
      this.subscriber.on('message', () => this.clear());
      this.subscriber.on('close', () => {
        this.listening = false;
        this.clear();
      });
      this.subscriber.on('ready', () => {
        this.listening = true;
      });
      this.subscriber.subscribe(this.channel).then(
        () => {
          this.listening = true;
        },
        (err: Error) => this.logger.warn(`principal cache: cannot subscribe (${err.message})`),
      );
    }
  }

  /** The caller's user (null is never kept: a new account must work at once). */
  user<U extends PrincipalUser>(id: number, load: () => Promise<U | null>): Promise<U | null> {
    return this.read(`u:${id}`, load, copyOf);
  }

  /** The caller's active membership of an organization, with the organization. */
  membership<M extends PrincipalMembership>(
    organizationId: number,
    userId: number,
    load: () => Promise<M | null>,
  ): Promise<M | null> {
    return this.read<M>(`m:${organizationId}:${userId}`, load, (m) => ({
      ...m,
      organization: copyOf(m.organization),
      membership: copyOf(m.membership),
    }));
  }

  /** Forgets everything, here and (through Redis) in every other process. */
  invalidate(): void {
    this.clear();
    this.publisher?.publish(this.channel, '1').catch(() => {
      // Logged by the client's error handler; the TTL bounds what the other processes keep.
    });
  }

  async onModuleDestroy(): Promise<void> {
    this.subscriber?.disconnect();
    this.publisher?.disconnect();
  }

  private clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  private async read<T extends object>(
    key: string,
    load: () => Promise<T | null>,
    copy: (v: T) => T,
  ): Promise<T | null> {
    if (this.ttlMs <= 0 || !this.listening) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return copy(hit.value as T);
    const before = this.generation;
    const value = await load();
    if (value !== null && this.generation === before) {
      this.entries.delete(key);
      this.entries.set(key, { value, expires: now + this.ttlMs });
      if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
      return copy(value);
    }
    return value;
  }
}
