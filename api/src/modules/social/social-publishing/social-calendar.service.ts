import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SocialCalendarEntry } from '@ensemble/contracts';
import { type DataSource, In } from 'typeorm';
import { dbDate } from '../../../engine/database/db-values';
import { LocationsService } from '../../contacts';
import { SocialCampaignRow, SocialPostRow, SocialPublicationRow } from '../social-data/social.entities';
import { monthStart, slotsBetween } from './campaign-slots';

/** The campaign's coming slots on the calendar (not clickable: no post yet). */
const CAMPAIGN_TITLE = 'Campaign';

/**
 * The social calendar's month (spec 3 §2 Social: legend Posted, Scheduled, Campaign): the month is the organization's
 * (its zone: the main location's, else the default), the times are UTC instants (ISO 8601). Posted: the month's
 * publications that posted, at their time; scheduled: its pending schedules; campaign: the active campaign's slots
 * still to come.
 */
@Injectable()
export class SocialCalendarService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly locations: LocationsService,
  ) {}

  async month(
    organizationId: number,
    year: number,
    month: number,
    now = new Date(),
  ): Promise<SocialCalendarEntry[]> {
    const zone = await this.locations.mainTimeZone(organizationId);
    const from = monthStart(zone, year, month);
    const to = month === 12 ? monthStart(zone, year + 1, 1) : monthStart(zone, year, month + 1);
    const rows = await this.dataSource
      .getRepository(SocialPublicationRow)
      .createQueryBuilder('x')
      .where('x.organizationId = :organizationId', { organizationId })
      .andWhere('x.dueAt >= :from AND x.dueAt < :to', {
        from: dbDate(this.dataSource, from),
        to: dbDate(this.dataSource, to),
      })
      .andWhere("(x.status = 'done' OR (x.kind = 'scheduled' AND x.status = 'pending'))")
      .orderBy('x.dueAt', 'ASC')
      .addOrderBy('x.id', 'ASC')
      .getMany();
    const postIds = [...new Set(rows.flatMap((r) => (r.postId === null ? [] : [r.postId])))];
    const posts = new Map(
      (postIds.length
        ? await this.dataSource.manager.find(SocialPostRow, {
            select: { id: true, title: true, urlId: true },
            where: { organizationId, id: In(postIds) },
          })
        : []
      ).map((p) => [p.id, p] as const),
    );
    const entries: SocialCalendarEntry[] = rows.map((r) => {
      const post = r.postId === null ? undefined : posts.get(r.postId);
      return {
        time: r.dueAt.toISOString(),
        // A post deleted since keeps the title it was published with.
        title: post?.title ?? r.title ?? '',
        type: r.status === 'done' ? 'posted' : 'scheduled',
        organization_id: organizationId,
        url_id: post?.urlId ?? null,
        post_id: post?.id ?? null,
      };
    });

    const campaign = await this.dataSource.manager.findOneBy(SocialCampaignRow, {
      organizationId,
      active: true,
    });
    if (campaign)
      for (const slot of slotsBetween(campaign, zone, from, to, now))
        entries.push({
          time: slot.at.toISOString(),
          title: CAMPAIGN_TITLE,
          type: 'campaign',
          organization_id: organizationId,
          url_id: null,
          post_id: null,
        });
    return entries.sort((a, b) => a.time.localeCompare(b.time));
  }
}
