import { Controller, Inject } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type HealthResponse, platformEndpoints as api } from '@ensemble/contracts';
import { DataSource } from 'typeorm';
import { Endpoint } from '../../../engine/http/endpoint.decorator';
import { JOB_QUEUE, type JobQueue } from '../../../engine/work/job-queue';
import { API_VERSION } from '../../../engine/config/version';

@Controller()
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
  ) {}

  @Endpoint(api.health)
  async health(): Promise<HealthResponse> {
    const database = await this.dataSource
      .query('SELECT 1')
      .then(() => 'up' as const)
      .catch(() => 'down' as const);
    const redis = await this.queue.redisHealth();
    const status = database === 'up' && redis !== 'down' ? 'ok' : 'degraded';
    return {
      status,
      database,
      queue: this.queue.kind,
      ...(redis ? { redis } : {}),
      version: API_VERSION,
    };
  }
}
