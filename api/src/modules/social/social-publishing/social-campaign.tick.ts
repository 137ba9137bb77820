import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { dbDate } from '../../../engine/database/db-values';
import { SchedulerService } from '../../../engine/work';
import { LocationsService } from '../../contacts';
import { SocialCampaignRow, SocialPostRow, SocialPublicationRow } from '../social-data/social.entities';
import { type CampaignSlot, campaignSlotKey, dueSlots, repostWindowStart } from './campaign-slots';
import { SocialPublishJob } from './social-publish.job';

/** The campaigns' finder in the scheduler's per-minute tick. */
export const SOCIAL_CAMPAIGN_TICK = 'social-campaigns';

/** A publication that posted, or will: what makes a post "posted" for the repost rule. */
const POSTING = ['pending', 'processing', 'done'];

/**
 * The campaigns' per-minute tick (tests call tickOrganization(id, now) with their own clock): for each active
 * campaign, today's slots in the organization's zone whose time has come (at most two hours ago, never an earlier
 * day) on an enabled day each get one publication row, keyed `campaign:<date>:<time>` and unique per organization
 * (INSERT … IGNORE), with the post picked then: queued and complete, not posted within repostAfterDays days of the
 * slot, highest weight, then least recently posted, then oldest. A tick run twice, late, or on two replicas at once
 * fills a slot once; the publish job posts it.
 */
@Injectable()
export class SocialCampaignTick {
  private readonly logger = new Logger(SocialCampaignTick.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    scheduler: SchedulerService,
    private readonly locations: LocationsService,
    private readonly job: SocialPublishJob,
  ) {
    scheduler.register(SOCIAL_CAMPAIGN_TICK, async () => {
      await this.tick(new Date());
    });
  }

  /** Every active campaign's tick; how many slots it filled. */
  async tick(now = new Date()): Promise<number> {
    const active = await this.dataSource
      .getRepository(SocialCampaignRow)
      .createQueryBuilder('c')
      .select('c.organizationId', 'organization_id')
      .where('c.active = :active', { active: true })
      .getRawMany<{ organization_id: number | string }>();
    let filled = 0;
    for (const { organization_id } of active) {
      const organizationId = Number(organization_id);
      try {
        filled += await this.tickOrganization(organizationId, now);
      } catch (err) {
        // One organization's failure does not hold the others back; the next tick tries again.
        this.logger.error(
          `campaign of organization ${organizationId}: ${(err as Error).message}`,
          (err as Error).stack,
        );
      }
    }
    return filled;
  }

  /** One organization's campaign at `now`: the slots it filled (rows this call made and queued). */
  async tickOrganization(organizationId: number, now: Date): Promise<number> {
    const m = this.dataSource.manager;
    const campaign = await m.findOneBy(SocialCampaignRow, { organizationId, active: true });
    if (!campaign) return 0;
    const slots = dueSlots(campaign, await this.locations.mainTimeZone(organizationId), now);
    let filled = 0;
    for (const slot of slots) if (await this.fill(organizationId, slot)) filled += 1;
    return filled;
  }

  /** One slot's publication, unless it has one; true when this call made it. */
  private async fill(organizationId: number, slot: CampaignSlot): Promise<boolean> {
    const m = this.dataSource.manager;
    const slotKey = campaignSlotKey(slot);
    if (await m.existsBy(SocialPublicationRow, { organizationId, slotKey })) return false;
    const post = await this.pick(organizationId, slot.at);
    if (!post) {
      this.logger.log(`campaign of organization ${organizationId}: no queued post to publish at ${slotKey}`);
      return false;
    }
    // Another tick (a replica, or this one run twice) may fill the slot at the same moment: the unique slot key keeps
    // the first row, and the other insert does nothing.
    await m
      .createQueryBuilder()
      .insert()
      .into(SocialPublicationRow)
      .values({
        organizationId,
        postId: post.id,
        kind: 'campaign',
        dueAt: slot.at,
        slotKey,
        status: 'pending',
        title: post.title,
        urlId: post.urlId,
        attempts: 0,
      })
      .orIgnore()
      .updateEntity(false)
      .execute();
    const row = await m.findOneBy(SocialPublicationRow, { organizationId, slotKey });
    if (!row || row.postId !== post.id || row.status !== 'pending') return false;
    await this.job.work.enqueue(row.id);
    return true;
  }

  /**
   * The post a slot at `at` publishes: queued, complete, not scheduled, and with no publication that posted or will
   * post it within repostAfterDays days before the slot; by weight (highest first), then least recently posted
   * (never posted first), then oldest.
   */
  private pick(organizationId: number, at: Date): Promise<SocialPostRow | null> {
    return this.dataSource
      .getRepository(SocialPostRow)
      .createQueryBuilder('p')
      .where('p.organizationId = :organizationId', { organizationId })
      .andWhere('p.inQueue = :yes AND p.complete = :yes AND p.scheduledAt IS NULL', { yes: true })
      .andWhere(
        (qb) =>
          'NOT EXISTS ' +
          qb
            .subQuery()
            .select('1')
            .from(SocialPublicationRow, 'x')
            .where('x.organizationId = p.organizationId AND x.postId = p.id')
            .andWhere('x.status IN (:...posting) AND x.dueAt > :since')
            .getQuery(),
        { posting: POSTING, since: dbDate(this.dataSource, repostWindowStart(at)) },
      )
      .orderBy('p.weight', 'DESC')
      .addOrderBy('p.lastPostedAt', 'ASC')
      .addOrderBy('p.createdAt', 'ASC')
      .addOrderBy('p.id', 'ASC')
      .getOne();
  }
}
