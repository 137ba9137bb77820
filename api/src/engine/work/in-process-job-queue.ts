import { Logger } from '@nestjs/common';
import type { JobData, JobHandler, JobQueue } from './job-queue';

/**
 * The embedded default (no REDIS_URL): the same processors, run on this process's event loop. Jobs live in
 * memory, which is fine because the database is the source of truth and the start-up sweep re-enqueues. Like
 * Bull's processors, at most `concurrency` jobs of one name run at once; the rest wait their turn in order, so a
 * campaign's thousand batch jobs do not all hold their rows and messages in memory together.
 */
export class InProcessJobQueue implements JobQueue {
  readonly kind = 'in-process' as const;
  private readonly logger = new Logger('InProcessJobQueue');
  private readonly handlers = new Map<string, JobHandler>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private readonly active = new Map<string, number>();
  private readonly waiting = new Map<string, JobData[]>();
  private closed = false;

  constructor(
    private readonly runWorkers: boolean,
    private readonly concurrency = 5,
  ) {}

  define(name: string, handler: JobHandler): void {
    this.handlers.set(name, handler);
  }

  async add(name: string, data: JobData, options: { delayMs?: number } = {}): Promise<void> {
    if (this.closed) return;
    const run = () => this.run(name, data);
    if (options.delayMs && options.delayMs > 0) {
      const t = setTimeout(() => {
        this.timers.delete(t);
        run();
      }, options.delayMs);
      t.unref();
      this.timers.add(t);
    } else {
      setImmediate(run);
    }
  }

  async addMany(name: string, items: JobData[]): Promise<void> {
    for (const data of items) await this.add(name, data);
  }

  async every(name: string, everyMs: number): Promise<void> {
    if (!this.runWorkers) return;
    const t = setInterval(() => this.run(name, {}), everyMs);
    t.unref();
    this.timers.add(t);
  }

  async redisHealth(): Promise<undefined> {
    return undefined;
  }

  /** Resolves once every job started so far, and every job waiting behind them, has finished (tests). */
  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    await this.drain();
  }

  private run(name: string, data: JobData): void {
    if (this.closed || !this.runWorkers) return;
    const handler = this.handlers.get(name);
    if (!handler) {
      this.logger.error(`no processor for job '${name}'`);
      return;
    }
    const active = this.active.get(name) ?? 0;
    if (active >= this.concurrency) {
      const line = this.waiting.get(name) ?? [];
      line.push(data);
      this.waiting.set(name, line);
      return;
    }
    this.active.set(name, active + 1);
    const p = handler(data)
      .catch((err: Error) => this.logger.error(`job '${name}' failed: ${err.message}`, err.stack))
      .finally(() => {
        this.active.set(name, (this.active.get(name) ?? 1) - 1);
        const next = this.waiting.get(name)?.shift();
        // Started before this job leaves `running`, so drain() never sees an empty set with jobs still waiting.
        if (next) this.run(name, next);
        this.running.delete(p);
      });
    this.running.add(p);
  }
}
