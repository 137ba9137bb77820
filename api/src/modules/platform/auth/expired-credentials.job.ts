import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, In, LessThan } from 'typeorm';
import { WorkEngine } from '../../../engine/work';
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

/**
 * Deletes refresh tokens, emailed link tokens, sign-in challenges and SMS codes long past their expiry: a periodic
 * task of the work engine (no work rows: each run deletes whatever is past its time, so it is safe to repeat).
 */
@Injectable()
export class ExpiredCredentialsJob {
  private readonly logger = new Logger(ExpiredCredentialsJob.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    engine: WorkEngine,
  ) {
    engine.defineTask({
      name: 'expired-credentials',
      everyMs: EVERY_MS,
      run: async () => {
        const removed = await this.purge();
        const total = Object.values(removed).reduce((a, b) => a + b, 0);
        if (total) this.logger.log(`removed expired credentials: ${JSON.stringify(removed)}`);
      },
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
