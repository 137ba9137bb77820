import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, In, LessThan } from 'typeorm';
import { SchedulerService } from '../../engine/work/scheduler.service';
import { LoginChallenge } from '../two-factor/login-challenge.entity';
import { TwoFactorCode } from '../two-factor/two-factor-code.entity';
import { EmailToken } from './email-token.entity';
import { RefreshToken } from './refresh-token.entity';

/**
 * How long a credential's row is kept once it has expired: a late click on an emailed link is still refused as
 * used or expired rather than unknown, and a stolen refresh token replayed within that time still revokes its
 * family. After that the row serves nothing.
 */
export const EXPIRED_CREDENTIALS_KEPT_DAYS = 30;
/** Rows deleted per statement, so a backlog never holds a long lock. */
const CHUNK = 1000;
/** The scheduler ticks every minute; clearing hourly is plenty. */
const EVERY_MS = 60 * 60 * 1000;

const EXPIRING = [RefreshToken, EmailToken, LoginChallenge, TwoFactorCode] as const;

/** Deletes refresh tokens, emailed link tokens, sign-in challenges and SMS codes long past their expiry. */
@Injectable()
export class ExpiredCredentialsCleaner implements OnModuleInit {
  private readonly logger = new Logger(ExpiredCredentialsCleaner.name);
  private lastRun = 0;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly scheduler: SchedulerService,
  ) {}

  onModuleInit(): void {
    this.scheduler.register('expired-credentials', async () => {
      if (Date.now() - this.lastRun < EVERY_MS) return;
      this.lastRun = Date.now();
      const removed = await this.purge();
      const total = Object.values(removed).reduce((a, b) => a + b, 0);
      if (total) this.logger.log(`removed expired credentials: ${JSON.stringify(removed)}`);
    });
  }

  /** Rows that expired more than EXPIRED_CREDENTIALS_KEPT_DAYS before `now`, deleted; the count per table. */
  async purge(now = new Date()): Promise<Record<string, number>> {
    const before = new Date(now.getTime() - EXPIRED_CREDENTIALS_KEPT_DAYS * 24 * 60 * 60 * 1000);
    const removed: Record<string, number> = {};
    for (const entity of EXPIRING) {
      const repo = this.dataSource.getRepository<{ id: number | string; expiresAt: Date }>(entity);
      let count = 0;
      for (;;) {
        const ids = (
          await repo.find({
            select: { id: true },
            where: { expiresAt: LessThan(before) },
            order: { id: 'ASC' },
            take: CHUNK,
          })
        ).map((r) => r.id);
        if (!ids.length) break;
        await repo.delete({ id: In(ids) });
        count += ids.length;
        if (ids.length < CHUNK) break;
      }
      removed[repo.metadata.tableName] = count;
    }
    return removed;
  }
}
