import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, runsWorkers } from '../config/app-config';
import { JOB_QUEUE, type JobQueue } from './job-queue';

export const SCHEDULER_TICK = 'scheduler-tick';
export const TICK_EVERY_MS = 60_000;

/** Finds work that is due and enqueues it (the sweep now; drips, campaigns and reminders later). */
export type DueWorkFinder = () => Promise<void>;

/**
 * The per-minute tick. With Redis it is a repeatable Bull job, so one replica runs it per minute; in-process it
 * is an interval. Finders registered by modules run in turn; one failing does not stop the others.
 */
@Injectable()
export class SchedulerService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SchedulerService.name);
  private readonly finders = new Map<string, DueWorkFinder>();

  constructor(
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  register(name: string, finder: DueWorkFinder): void {
    this.finders.set(name, finder);
  }

  async onApplicationBootstrap(): Promise<void> {
    this.queue.define(SCHEDULER_TICK, () => this.tick());
    if (!runsWorkers(this.config)) return;
    await this.queue.every(SCHEDULER_TICK, TICK_EVERY_MS);
    // "On start": a fresh worker picks up whatever a crashed one left behind without waiting a minute.
    await this.tick();
  }

  async tick(): Promise<void> {
    for (const [name, finder] of this.finders) {
      try {
        await finder();
      } catch (err) {
        this.logger.error(
          `due-work finder '${name}' failed: ${(err as Error).message}`,
          (err as Error).stack,
        );
      }
    }
  }
}
