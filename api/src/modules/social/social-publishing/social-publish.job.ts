import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../engine/config/app-config';
import { TransactionService } from '../../../engine/database/transaction.service';
import {
  SOCIAL_PROVIDER,
  type SocialProvider,
  type SocialPublishResult,
  SocialRefusedError,
} from '../../../engine/providers/social/social-provider';
import { type Claim, LostClaimError, outboundBackoff, type Work, WorkEngine } from '../../../engine/work';
import {
  SocialCampaignRow,
  SocialPostLogRow,
  SocialPostRow,
  SocialPublicationRow,
} from '../social-data/social.entities';

/** The work (queue) that publishes social_publications rows. */
export const SOCIAL_PUBLISH = 'social-publish';

/** Due rows one sweep queues again at most. */
const SWEEP_BATCH = 1000;

/** The provider call's idempotency key: one per publication row, so a retried row is published once. */
export const publicationKey = (id: number) => `publication:${id}`;

const released = { claimedBy: null, claimedAt: null };

/** A post log's results (spec 3 §3 Post log: results[success, payload.platforms, ayrshare_result]). */
const resultsOf = (r: Pick<SocialPublishResult, 'success' | 'platforms' | 'raw'>) => [
  { success: r.success, payload: { platforms: r.platforms }, ayrshare_result: r.raw },
];

/** What a refusal or an outage the retries gave up on leaves in the post log. */
const failedResult = (message: string): SocialPublishResult => ({
  success: false,
  platforms: [],
  providerPostId: null,
  errors: [message],
  raw: { status: 'error', errors: [{ action: 'post', status: 'error', message }] },
});

/**
 * Publishes posts on the work engine (ADR 0020's claim-and-sweep, as every outbound row): a publication row (Post
 * now, a schedule, a campaign slot) is claimed by one worker (a job delivered twice finds it taken), the post is read
 * again, and the provider is called with the row's idempotency key. Its answer is recorded in one transaction: the
 * post log, the post's last posting and count, the campaign's counter, the row done; only while the claim holds,
 * so a worker the sweep took the row from writes nothing. A worker killed between claim and commit leaves the row in
 * processing; once stale the sweep hands it to another, whose call carries the same key: the provider keeps one post.
 * An outage (SocialUnavailableError) retries on the outbound back-off; a refusal is a failed post log, not retried.
 */
@Injectable()
export class SocialPublishJob {
  private readonly logger = new Logger(SocialPublishJob.name);
  readonly work: Work<SocialPublicationRow>;

  constructor(
    engine: WorkEngine,
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tx: TransactionService,
    @Inject(SOCIAL_PROVIDER) private readonly provider: SocialProvider,
  ) {
    this.work = engine.defineWork<SocialPublicationRow>({
      name: SOCIAL_PUBLISH,
      sweepName: 'social-publish-sweep',
      entity: SocialPublicationRow,
      columns: { error: 'error' },
      // A schedule waits for its time; Post now and campaign slots are due when made.
      eligible: (now) => ({ sql: 'due_at <= :publishNow', params: { publishNow: now } }),
      findDue: { orderBy: 'dueAt', limit: SWEEP_BATCH },
      backoff: outboundBackoff(config.outboundMaxAttempts),
      afterFailure: (row, final, held, err) => this.gaveUp(row, final, held, err),
      logSweeps: true,
      process: (row, claim) => this.publish(row, claim),
    });
  }

  private async publish(row: SocialPublicationRow, claim: Claim): Promise<void> {
    const { organizationId } = row;
    const post =
      row.postId === null
        ? null
        : await this.dataSource.manager.findOneBy(SocialPostRow, { organizationId, id: row.postId });
    if (!post || !post.complete) {
      const why = post ? 'The post is no longer complete' : 'The post was deleted';
      this.logger.warn(`publication ${row.id} of organization ${organizationId} not published: ${why}`);
      await this.tx.run(async ({ manager }) => {
        if (!(await claim.update({ status: 'failed', error: why, ...released }, manager)))
          throw new LostClaimError();
        if (post && row.kind === 'scheduled') await this.endSchedule(manager, row);
      });
      return;
    }

    let result: SocialPublishResult;
    try {
      result = await this.provider.publish({
        organizationId,
        text: post.description,
        mediaUrls: post.imageUrl ? [post.imageUrl] : [],
        isVideo: post.mediaType === 'video',
        isReels: post.mediaType === 'video' && post.isReels,
        idempotencyKey: publicationKey(row.id),
      });
    } catch (err) {
      // An outage (or anything else) fails the attempt: the engine retries it on the back-off.
      if (!(err instanceof SocialRefusedError)) throw err;
      result = failedResult(err.message);
    }
    await this.record(row, claim, post, result);
  }

  /**
   * The provider's answer, in one transaction: the post log, the row done (something was posted) or failed (nothing
   * was), and for a posting the post's last time and count and a campaign slot's counter. Nothing is written when the
   * claim was lost: its new holder publishes with the same key and records the same answer.
   */
  private async record(
    row: SocialPublicationRow,
    claim: Claim,
    post: SocialPostRow,
    result: SocialPublishResult,
  ): Promise<void> {
    const { organizationId } = row;
    const now = new Date();
    const posted = result.platforms.length > 0;
    await this.tx.run(async ({ manager }) => {
      const log = await manager.save(
        manager.create(SocialPostLogRow, {
          organizationId,
          postId: post.id,
          publicationId: row.id,
          allSuccess: result.success,
          results: resultsOf(result),
        }),
      );
      const error = result.errors.length ? result.errors.join('\n') : null;
      const marked = await claim.update(
        {
          status: posted ? 'done' : 'failed',
          doneAt: posted ? now : null,
          postLogId: log.id,
          title: post.title,
          urlId: post.urlId,
          error,
          ...released,
        },
        manager,
      );
      if (!marked) throw new LostClaimError();
      if (posted) {
        await manager.update(
          SocialPostRow,
          { organizationId, id: post.id },
          { lastPostedAt: now, timesPosted: () => 'times_posted + 1' },
        );
        if (row.kind === 'campaign')
          await manager.increment(SocialCampaignRow, { organizationId }, 'counter', 1);
      }
      if (row.kind === 'scheduled') await this.endSchedule(manager, row);
    });
    if (!result.success)
      this.logger.warn(
        `publication ${row.id} of organization ${organizationId}: ${posted ? 'partly ' : 'not '}published: ${result.errors.join('; ')}`,
      );
  }

  /** A schedule that ran (or failed for good) is over, unless the post was scheduled again meanwhile. */
  private async endSchedule(manager: EntityManager, row: SocialPublicationRow): Promise<void> {
    if (row.postId === null) return;
    const again = await manager
      .getRepository(SocialPublicationRow)
      .createQueryBuilder('x')
      .where('x.organizationId = :organizationId AND x.postId = :postId', {
        organizationId: row.organizationId,
        postId: row.postId,
      })
      .andWhere("x.kind = 'scheduled' AND x.status = 'pending' AND x.id <> :id", { id: row.id })
      .getExists();
    if (!again)
      await manager.update(
        SocialPostRow,
        { organizationId: row.organizationId, id: row.postId },
        { scheduledAt: null },
      );
  }

  /** An outage the retries gave up on: a failed post log says so, and a schedule is over. */
  private async gaveUp(
    row: SocialPublicationRow,
    final: boolean,
    held: boolean,
    err: unknown,
  ): Promise<void> {
    if (!final || !held) return;
    const message = (err as Error)?.message ?? String(err);
    await this.tx.run(async ({ manager }) => {
      const log = await manager.save(
        manager.create(SocialPostLogRow, {
          organizationId: row.organizationId,
          postId: row.postId,
          publicationId: row.id,
          allSuccess: false,
          results: resultsOf(failedResult(message)),
        }),
      );
      await manager.update(SocialPublicationRow, { id: row.id, status: 'failed' }, { postLogId: log.id });
      if (row.kind === 'scheduled') await this.endSchedule(manager, row);
    });
  }
}
