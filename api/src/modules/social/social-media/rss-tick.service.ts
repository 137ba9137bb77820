import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { dbDate } from '../../../engine/database/db-values';
import { TransactionService } from '../../../engine/database/transaction.service';
import { SchedulerService } from '../../../engine/work';
import { SocialRssFeedRow } from '../social-data/social.entities';
import { nextReadAfter, RSS_RETRY_MS } from './rss-drafts';
import { RssPicturesJob } from './rss-pictures.job';
import { RssReads } from './rss-reads';

/** The RSS finder in the scheduler's per-minute tick. */
export const RSS_TICK = 'social-rss';

/** Feeds one tick reads at most; the rest are due still and wait for the next tick. */
const FEEDS_PER_TICK = 50;
/**
 * How long a claimed read holds its feed: a tick that dies mid-read leaves the feed due again after this, not 15
 * days later.
 */
const READ_LEASE_MS = 10 * 60_000;

export interface RssTickResult {
  read: number;
  failed: number;
  drafts: number;
}

/**
 * Reads the feeds that are due (status on, next read reached), each claimed first by a conditional update that
 * moves its next read past a lease, so two ticks (two replicas, or one late) never read one feed twice. A read adds
 * the feed's new items as drafts and moves the next read to the feed's next 15-day day; a read that fails keeps
 * its error on the feed and is tried again the next day.
 */
@Injectable()
export class RssTick {
  private readonly logger = new Logger(RssTick.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tx: TransactionService,
    private readonly reads: RssReads,
    private readonly pictures: RssPicturesJob,
    scheduler: SchedulerService,
  ) {
    scheduler.register(RSS_TICK, async () => {
      await this.tick(new Date());
    });
  }

  private get repo() {
    return this.dataSource.getRepository(SocialRssFeedRow);
  }

  async tick(now = new Date()): Promise<RssTickResult> {
    const due = await this.repo
      .createQueryBuilder('f')
      .where('f.status = :on AND f.nextReadAt <= :now', { on: true, now: dbDate(this.dataSource, now) })
      .orderBy('f.nextReadAt', 'ASC')
      .addOrderBy('f.id', 'ASC')
      .limit(FEEDS_PER_TICK)
      .getMany();
    const result: RssTickResult = { read: 0, failed: 0, drafts: 0 };
    for (const feed of due) {
      if (!(await this.claim(feed, now))) continue;
      try {
        result.drafts += await this.readFeed(feed, now);
        result.read += 1;
      } catch (err) {
        result.failed += 1;
        await this.failed(feed, now, err);
      }
    }
    return result;
  }

  /** Takes the feed's due read for this tick: false when another tick took it, or it was paused, meanwhile. */
  private async claim(feed: SocialRssFeedRow, now: Date): Promise<boolean> {
    const result = await this.repo
      .createQueryBuilder()
      .update(SocialRssFeedRow)
      .set({ nextReadAt: new Date(now.getTime() + READ_LEASE_MS) })
      .where('id = :id AND organization_id = :organizationId', {
        id: feed.id,
        organizationId: feed.organizationId,
      })
      .andWhere('status = :on AND next_read_at <= :now', { on: true, now: dbDate(this.dataSource, now) })
      .execute();
    return result.affected === 1;
  }

  private async readFeed(feed: SocialRssFeedRow, now: Date): Promise<number> {
    const read = await this.reads.read(feed.feedUrl);
    return this.tx.run(async (tx) => {
      const { manager } = tx;
      const added = await this.reads.addDrafts(manager, feed, read, null);
      // Pictures that an earlier job could not reach (a queue lost on a restart) are tried again too.
      this.pictures.enqueueAfterCommit(tx, feed.organizationId, feed.id);
      await manager
        .getRepository(SocialRssFeedRow)
        .update(
          { id: feed.id, organizationId: feed.organizationId },
          { lastScraped: now, error: null, nextReadAt: nextReadAfter(feed.createdAt, now) },
        );
      return added;
    });
  }

  private async failed(feed: SocialRssFeedRow, now: Date, err: unknown): Promise<void> {
    const e = err as Error & { detail?: string };
    const message = e.detail ? `${e.message} (${e.detail})` : (e.message ?? String(err));
    this.logger.warn(`feed ${feed.id} of organization ${feed.organizationId} not read: ${message}`);
    await this.repo.update(
      { id: feed.id, organizationId: feed.organizationId },
      { error: message.slice(0, 2000), nextReadAt: new Date(now.getTime() + RSS_RETRY_MS) },
    );
  }
}
