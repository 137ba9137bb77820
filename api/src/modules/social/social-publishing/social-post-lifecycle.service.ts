import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { messages, type SocialPost, socialMessages as M } from '@ensemble/contracts';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { ApiError } from '../../../engine/http/api-error';
import { isUniqueViolation } from '../../../engine/database/query-errors';
import { TransactionService } from '../../../engine/database/transaction.service';
import { type PublicationKind, SocialPostRow, SocialPublicationRow } from '../social-data/social.entities';
import { SocialPostsService } from '../social-posts/social-posts.service';
import { SocialCampaignService } from './social-campaign.service';
import { SocialPublishJob } from './social-publish.job';

const notFound = () => ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
const refused = (detail: string) => ApiError.detail(HttpStatus.BAD_REQUEST, detail);

/** Publications still to happen (or happening): what Post now does not repeat and a schedule replaces. */
const LIVE = ['pending', 'processing'];

/**
 * A post's lifecycle (spec 3 §4 Post lifecycle): Post now, the campaign's queue, a schedule. Post now and a schedule
 * are publication rows the publish job works; the queue is the post's flag the campaign's tick picks from.
 */
@Injectable()
export class SocialPostLifecycleService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tx: TransactionService,
    private readonly posts: SocialPostsService,
    private readonly campaigns: SocialCampaignService,
    private readonly job: SocialPublishJob,
  ) {}

  /** Publishes now: a publication row queued once committed (a second click while it runs adds nothing). */
  async postNow(organizationId: number, urlId: number, postId: number): Promise<SocialPost> {
    const post = await this.post(organizationId, urlId, postId);
    if (!post.complete) throw refused(M.needsWork);
    try {
      await this.tx.run(async (tx) => {
        const running = await tx.manager.existsBy(SocialPublicationRow, {
          organizationId,
          postId,
          kind: 'now',
          status: In(LIVE),
        });
        if (running) return;
        const row = await this.insert(tx.manager, post, 'now', new Date());
        this.job.work.enqueueAfterCommit(tx, row.id);
      });
    } catch (err) {
      // The same click twice at once: the other one's row publishes it.
      if (!isUniqueViolation(err)) throw err;
    }
    return this.view(organizationId, postId);
  }

  async queue(organizationId: number, urlId: number, postId: number): Promise<SocialPost> {
    const post = await this.post(organizationId, urlId, postId);
    if (!post.complete) throw refused(M.needsWork);
    if (post.scheduledAt !== null) throw refused(M.queueWhileScheduled);
    if (!post.inQueue) await this.postRows().update({ organizationId, id: postId }, { inQueue: true });
    return this.view(organizationId, postId);
  }

  /**
   * Leaves the queue; warns when the running campaign is left with fewer complete queued posts than it posts a day
   * (spec 3 §8 removed-from-queue warning).
   */
  async unqueue(
    organizationId: number,
    urlId: number,
    postId: number,
  ): Promise<SocialPost & { warning: string | null }> {
    const post = await this.post(organizationId, urlId, postId);
    if (post.inQueue) await this.postRows().update({ organizationId, id: postId }, { inQueue: false });
    const campaign = await this.campaigns.row(organizationId);
    const left = await this.campaigns.queuedCount(organizationId);
    const warning = campaign.active && left < campaign.timesPerDay ? M.removedFromQueue : null;
    return { ...(await this.view(organizationId, postId)), warning };
  }

  /**
   * Schedules the post at `date` (in the future: the body's schema checked it): one pending publication, which
   * replaces the one of an earlier schedule.
   */
  async schedule(organizationId: number, urlId: number, postId: number, date: Date): Promise<SocialPost> {
    const post = await this.post(organizationId, urlId, postId);
    if (!post.complete || post.inQueue) throw refused(M.unableToSchedule);
    await this.tx.run(async ({ manager }) => {
      await this.cancelPending(manager, organizationId, postId);
      await this.insert(manager, post, 'scheduled', date);
      await manager.update(SocialPostRow, { organizationId, id: postId }, { scheduledAt: date });
    });
    return this.view(organizationId, postId);
  }

  async cancelSchedule(organizationId: number, urlId: number, postId: number): Promise<SocialPost> {
    await this.post(organizationId, urlId, postId);
    await this.tx.run(async ({ manager }) => {
      await this.cancelPending(manager, organizationId, postId);
      await manager.update(SocialPostRow, { organizationId, id: postId }, { scheduledAt: null });
    });
    return this.view(organizationId, postId);
  }

  /** The post of the URL, or 404 (another organization's, another URL's, or gone). */
  private post(organizationId: number, urlId: number, postId: number): Promise<SocialPostRow> {
    return this.posts.findPost(organizationId, urlId, postId);
  }

  private postRows() {
    return this.dataSource.getRepository(SocialPostRow);
  }

  /** The post as the post calls answer it (social-posts' presenter). */
  private async view(organizationId: number, postId: number): Promise<SocialPost> {
    const row = await this.postRows().findOneBy({ organizationId, id: postId });
    if (!row) throw notFound();
    const [view] = await this.posts.present(organizationId, [row]);
    return view!;
  }

  /** A publication of `post` due at `dueAt`; its slot key numbers the post's publications of that kind. */
  private async insert(
    manager: EntityManager,
    post: SocialPostRow,
    kind: Extract<PublicationKind, 'now' | 'scheduled'>,
    dueAt: Date,
  ): Promise<SocialPublicationRow> {
    const n =
      (await manager.countBy(SocialPublicationRow, {
        organizationId: post.organizationId,
        postId: post.id,
        kind,
      })) + 1;
    return manager.save(
      manager.create(SocialPublicationRow, {
        organizationId: post.organizationId,
        postId: post.id,
        kind,
        dueAt,
        slotKey: `${kind}:${post.id}:${n}`,
        status: 'pending',
        title: post.title,
        urlId: post.urlId,
        attempts: 0,
        nextAttemptAt: null,
        claimedBy: null,
        claimedAt: null,
        postLogId: null,
        error: null,
        doneAt: null,
      }),
    );
  }

  private async cancelPending(manager: EntityManager, organizationId: number, postId: number): Promise<void> {
    await manager.update(
      SocialPublicationRow,
      { organizationId, postId, kind: 'scheduled', status: 'pending' },
      { status: 'cancelled' },
    );
  }
}
