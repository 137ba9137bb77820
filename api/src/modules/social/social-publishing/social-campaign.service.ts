import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type SocialCampaign, type SocialCampaignPatch, socialConstants } from '@ensemble/contracts';
import type { DataSource } from 'typeorm';
import { LocationsService } from '../../contacts';
import { SocialCampaignRow, SocialPostRow } from '../social-data/social.entities';
import { nextSlot } from './campaign-slots';

type TimesPerDay = (typeof socialConstants.timesPerDay)[number];

/** A new campaign: once a day, every day on, paused until Start. */
const allDaysOn = (): Record<string, boolean> =>
  Object.fromEntries(socialConstants.weekdays.map((d) => [String(d), true]));

/**
 * The organization's one campaign (spec 3 §2 campaign settings, §4 Campaign): made on its first read, changed by
 * Start, Pause, times per day and the weekday toggles. Its slots are filled by SocialCampaignTick.
 */
@Injectable()
export class SocialCampaignService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly locations: LocationsService,
  ) {}

  /** The campaign row, made on first use (two first reads at once make one: the organization's index is unique). */
  async row(organizationId: number): Promise<SocialCampaignRow> {
    const repo = this.dataSource.getRepository(SocialCampaignRow);
    const found = await repo.findOneBy({ organizationId });
    if (found) return found;
    await repo
      .createQueryBuilder()
      .insert()
      .values({ organizationId, timesPerDay: 1, active: false, counter: 0, days: allDaysOn() })
      .orIgnore()
      .updateEntity(false)
      .execute();
    return repo.findOneByOrFail({ organizationId });
  }

  async get(organizationId: number, now = new Date()): Promise<SocialCampaign> {
    return this.present(await this.row(organizationId), now);
  }

  async update(
    organizationId: number,
    patch: SocialCampaignPatch,
    now = new Date(),
  ): Promise<SocialCampaign> {
    const row = await this.row(organizationId);
    const changes: Partial<SocialCampaignRow> = {};
    if (patch.times_per_day !== undefined) changes.timesPerDay = patch.times_per_day;
    if (patch.active !== undefined) changes.active = patch.active;
    // A toggle sends one day or all of them: the days not named keep their state.
    if (patch.days !== undefined) changes.days = { ...row.days, ...patch.days };
    if (Object.keys(changes).length > 0)
      await this.dataSource.getRepository(SocialCampaignRow).update({ organizationId, id: row.id }, changes);
    return this.get(organizationId, now);
  }

  /** The posts the campaign can publish: complete and in the queue. */
  queuedCount(organizationId: number): Promise<number> {
    return this.dataSource
      .getRepository(SocialPostRow)
      .countBy({ organizationId, inQueue: true, complete: true });
  }

  private async present(row: SocialCampaignRow, now: Date): Promise<SocialCampaign> {
    const next = row.active
      ? nextSlot(row, await this.locations.mainTimeZone(row.organizationId), now)
      : null;
    return {
      id: row.id,
      times_per_day: row.timesPerDay as TimesPerDay,
      active: row.active,
      counter: row.counter,
      days: Object.fromEntries(
        socialConstants.weekdays.map((d) => [String(d), row.days[String(d)] === true]),
      ),
      next_post_time: next?.toISOString() ?? null,
      queued: await this.queuedCount(row.organizationId),
    };
  }
}
