import { Logger } from '@nestjs/common';
import Bull from 'bull';
import type { JobData, JobHandler, JobQueue } from './job-queue';

/**
 * Redis-backed queues (REDIS_URL set): one Bull queue per job name under QUEUE_PREFIX. Processors are attached
 * only in worker processes; an HTTP-only process just adds jobs.
 */
export class BullJobQueue implements JobQueue {
  readonly kind = 'redis' as const;
  private readonly logger = new Logger('BullJobQueue');
  private readonly queues = new Map<string, Bull.Queue>();

  constructor(
    private readonly redisUrl: string,
    private readonly prefix: string,
    private readonly runWorkers: boolean,
    private readonly concurrency = 5,
  ) {}

  private queue(name: string): Bull.Queue {
    let q = this.queues.get(name);
    if (!q) {
      q = new Bull(name, this.redisUrl, {
        prefix: this.prefix,
        defaultJobOptions: { attempts: 1, removeOnComplete: true, removeOnFail: 100 },
      });
      q.on('error', (err) => this.logger.error(`queue '${name}': ${err.message}`));
      this.queues.set(name, q);
    }
    return q;
  }

  define(name: string, handler: JobHandler): void {
    const q = this.queue(name);
    if (!this.runWorkers) return;
    void q.process(this.concurrency, async (job) => handler(job.data as JobData));
    q.on('failed', (job, err) =>
      this.logger.error(`job '${name}' ${job.id} failed: ${err.message}`, err.stack),
    );
  }

  async add(name: string, data: JobData, options: { delayMs?: number } = {}): Promise<void> {
    await this.queue(name).add(data, options.delayMs ? { delay: options.delayMs } : {});
  }

  async addMany(name: string, items: JobData[]): Promise<void> {
    if (items.length) await this.queue(name).addBulk(items.map((data) => ({ data })));
  }

  async every(name: string, everyMs: number): Promise<void> {
    // A repeatable job is keyed by name and period, so every replica registering it yields one run per period.
    await this.queue(name).add({}, { repeat: { every: everyMs }, jobId: `${name}:every:${everyMs}` });
  }

  async redisHealth(): Promise<'up' | 'down'> {
    try {
      const q = this.queues.values().next().value ?? this.queue('health');
      const pong = await Promise.race([
        q.client.ping(),
        new Promise<string>((_, reject) => setTimeout(() => reject(new Error('timeout')), 1000)),
      ]);
      return pong === 'PONG' ? 'up' : 'down';
    } catch {
      return 'down';
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close().catch(() => undefined)));
    this.queues.clear();
  }
}
