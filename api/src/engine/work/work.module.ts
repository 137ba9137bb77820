import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, runsWorkers } from '../config/app-config';
import { BullJobQueue } from './bull-job-queue';
import { InProcessJobQueue } from './in-process-job-queue';
import { JOB_QUEUE, type JobQueue } from './job-queue';
import { SchedulerService } from './scheduler.service';
import { WorkEngine } from './work-engine';

/** The work engine, its queues and the per-minute scheduler (global: every module defines its jobs on it). */
@Global()
@Module({
  providers: [
    {
      provide: JOB_QUEUE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): JobQueue =>
        config.redisUrl
          ? new BullJobQueue(config.redisUrl, config.queuePrefix, runsWorkers(config))
          : new InProcessJobQueue(runsWorkers(config)),
    },
    SchedulerService,
    WorkEngine,
  ],
  exports: [JOB_QUEUE, SchedulerService, WorkEngine],
})
export class WorkModule implements OnApplicationShutdown {
  constructor(@Inject(JOB_QUEUE) private readonly queue: JobQueue) {}

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}
