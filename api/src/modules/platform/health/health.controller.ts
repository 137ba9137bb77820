import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { HealthResponse } from '@ensemble/contracts';
import { DataSource } from 'typeorm';
import { Public } from '../../../engine/tenancy/access.decorators';
import { ApiOk, schemas } from '../../../engine/http/openapi/response-schemas';
import { JOB_QUEUE, type JobQueue } from '../../../engine/work/job-queue';
import { API_VERSION } from '../../../engine/config/version';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
  ) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Liveness and dependencies (database, Redis when configured)' })
  @ApiOk(schemas.Health)
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
