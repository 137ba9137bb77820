import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { dbDate } from '../../../engine/database/db-values';
import { type PageQuery, pageWindow } from '../../../engine/http/pagination';
import { CallLogRow } from '../phone-numbers/phone-number.entities';

/** A call as the dashboard lists it. */
export type LoggedCall = Pick<
  CallLogRow,
  'callSid' | 'fromNumber' | 'toNumber' | 'direction' | 'status' | 'leadId' | 'startedAt' | 'durationSeconds'
>;

/**
 * The organization's calls, as the voice webhooks logged them, read for the dashboard (Recent website phone
 * activity) and the plan's call minutes. Imports no other context: the contacts context (the dashboard) imports it.
 */
@Injectable()
export class CallLogsService {
  constructor(@InjectRepository(CallLogRow) private readonly calls: Repository<CallLogRow>) {}

  /** A page of the organization's calls, newest first: the (organization_id, started_at) index read backwards. */
  async page(organizationId: number, q: PageQuery): Promise<{ rows: LoggedCall[]; count: number }> {
    const { skip, take } = pageWindow(q);
    const rows = await this.calls.find({
      select: {
        id: true,
        callSid: true,
        fromNumber: true,
        toNumber: true,
        direction: true,
        status: true,
        leadId: true,
        startedAt: true,
        durationSeconds: true,
      },
      where: { organizationId },
      order: { startedAt: 'DESC', id: 'DESC' },
      skip,
      take,
    });
    const count = await this.calls.countBy({ organizationId });
    return { rows, count };
  }

  /**
   * The call minutes the organization used since `since`: each call's time talked rounded up to the minute, as
   * carriers bill it. `(d + 59 - (d + 59) % 60) / 60` is that rounding in integer arithmetic both dialects share.
   */
  async minutesSince(organizationId: number, since: Date): Promise<number> {
    const row = await this.calls
      .createQueryBuilder('c')
      .select('SUM((c.durationSeconds + 59 - (c.durationSeconds + 59) % 60) / 60)', 'minutes')
      .where('c.organizationId = :organizationId', { organizationId })
      .andWhere('c.startedAt >= :since', { since: dbDate(this.calls.manager.connection, since) })
      .getRawOne<{ minutes: number | string | null }>();
    return Math.round(Number(row?.minutes ?? 0));
  }
}
