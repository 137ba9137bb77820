import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type EmailReport,
  type EmailReportActivity,
  type EmailReportDetail,
  emailReportFilterTypes,
  emailReportMessages,
  type emailReportsQuerySchema,
  type EmailSnapshot,
  messages,
  type Paginated,
} from '@ensemble/contracts';
import { type FindOptionsSelect, In, type Repository } from 'typeorm';
import type { InferType } from 'yup';
import { toDate } from '../../../engine/database/db-values';
import { ApiError } from '../../../engine/http/api-error';
import { LIKE_ESCAPE, likePattern, orderingOrRefuse, pageWindow } from '../../../engine/http/pagination';
import { LocationsService } from '../../contacts';
import { EmailCampaign, EmailRecipient, EmailReportCount } from '../email-sending/email-sending.entities';
import {
  activityOf,
  type CampaignRow,
  dayRange,
  HOURLY_SPAN_MAX_MS,
  metricsOf,
  presentReport,
  type SingleRecipient,
} from './email-report-presenters';

export type EmailReportsQuery = InferType<typeof emailReportsQuerySchema>;

export const reportNotFound = () => ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);

/** The list's and the detail's columns: never the HTML, the snapshot or the text of a send. */
const REPORT_COLUMNS = {
  id: true,
  type: true,
  subject: true,
  total: true,
  sender: true,
  uniqueOpens: true,
  uniqueClicks: true,
  automationId: true,
  automationName: true,
  templateId: true,
  templateTextId: true,
  createdAt: true,
} satisfies FindOptionsSelect<EmailCampaign>;

/** The list's orderings (contracts sortableColumns.emailReports), by the column each sorts. */
const ORDER_KEYS = {
  timestamp: 'c.created_at',
  subject: 'LOWER(c.subject)',
  type: 'c.type',
  count: 'c.total',
  open: 'c.unique_opens',
  click: 'c.unique_clicks',
} as const;
const ORDER_FIELDS = Object.keys(ORDER_KEYS) as (keyof typeof ORDER_KEYS)[];

/**
 * Email reports (spec 3 §2 'Reports and analytics', §3 'Email report', §9): one per send, read from the sending
 * module's tables (same context) — the campaign row, its hourly metric counts and, for a single email, its one
 * recipient. Every query is the organization's; another organization's report is not found (404).
 */
@Injectable()
export class EmailReportsService {
  constructor(
    @InjectRepository(EmailCampaign) private readonly campaigns: Repository<EmailCampaign>,
    @InjectRepository(EmailRecipient) private readonly recipients: Repository<EmailRecipient>,
    @InjectRepository(EmailReportCount) private readonly counts: Repository<EmailReportCount>,
    private readonly locations: LocationsService,
  ) {}

  /** The send's row for a report (the list's columns, and `more`); 404 when it is not the organization's. */
  async campaign<K extends keyof EmailCampaign>(
    organizationId: number,
    id: number,
    more: K[] = [],
  ): Promise<CampaignRow & Pick<EmailCampaign, K>> {
    const select: FindOptionsSelect<EmailCampaign> = { ...REPORT_COLUMNS };
    for (const k of more) (select as Record<string, boolean>)[k] = true;
    const row = await this.campaigns.findOne({ select, where: { organizationId, id } });
    if (!row) throw reportNotFound();
    return row;
  }

  /** The one recipient of each single send, by campaign. */
  private async singles(organizationId: number, rows: CampaignRow[]): Promise<Map<number, SingleRecipient>> {
    const ids = rows.filter((c) => c.type === 'single').map((c) => c.id);
    const out = new Map<number, SingleRecipient>();
    if (ids.length === 0) return out;
    const found = await this.recipients.find({
      select: { id: true, campaignId: true, leadId: true, email: true, providerMessageId: true },
      where: { organizationId, campaignId: In(ids) },
      order: { id: 'ASC' },
    });
    for (const r of found) if (!out.has(r.campaignId)) out.set(r.campaignId, r);
    return out;
  }

  async list(organizationId: number, q: EmailReportsQuery): Promise<Paginated<EmailReport>> {
    const order = orderingOrRefuse<keyof typeof ORDER_KEYS>(q.ordering, ORDER_FIELDS, '-timestamp');
    const qb = this.campaigns
      .createQueryBuilder('c')
      .select(Object.keys(REPORT_COLUMNS).map((k) => `c.${k}`))
      .where('c.organizationId = :organizationId', { organizationId });
    if (q.date_from || q.date_to) {
      const { start, end } = dayRange(
        await this.locations.mainTimeZone(organizationId),
        q.date_from,
        q.date_to,
      );
      if (start) qb.andWhere('c.createdAt >= :start', { start });
      if (end) qb.andWhere('c.createdAt < :end', { end });
    }
    if (q.type !== 'all') qb.andWhere('c.type IN (:...types)', { types: emailReportFilterTypes[q.type] });
    if (q.object_id != null)
      qb.andWhere(
        `c.id IN (${this.recipients
          .createQueryBuilder('r')
          .select('r.campaign_id')
          .where('r.organization_id = :organizationId')
          .andWhere('r.lead_id = :leadId')
          .getQuery()})`,
        { leadId: q.object_id },
      );
    if (q.search)
      qb.andWhere(`LOWER(c.subject) LIKE :search ${LIKE_ESCAPE}`, { search: likePattern(q.search) });
    const count = await qb.getCount();
    const { skip, take } = pageWindow(q);
    const rows = await qb
      .addSelect(ORDER_KEYS[order.field], 'sort_key')
      .orderBy('sort_key', order.direction)
      .addOrderBy('c.id', order.direction)
      .offset(skip)
      .limit(take)
      .getMany();
    const singles = await this.singles(organizationId, rows);
    return { results: rows.map((c) => presentReport(c, singles.get(c.id))), count };
  }

  /** The send with its twelve metrics, each summed over its hours. */
  async detail(organizationId: number, id: number): Promise<EmailReportDetail> {
    const c = await this.campaign(organizationId, id, ['text']);
    const sums = await this.counts
      .createQueryBuilder('n')
      .select('n.metric', 'metric')
      .addSelect('SUM(n.count)', 'total')
      .where('n.organizationId = :organizationId', { organizationId })
      .andWhere('n.campaignId = :id', { id })
      .groupBy('n.metric')
      .getRawMany<{ metric: string; total: string | number }>();
    const single = (await this.singles(organizationId, [c])).get(c.id);
    return {
      ...presentReport(c, single),
      total: c.total,
      metrics: metricsOf(new Map(sums.map((s) => [s.metric, Number(s.total)])), c.total),
      content: c.text,
    };
  }

  /** First opens and first clicks over time (per hour, or per day of the organization past three days). */
  async activity(organizationId: number, id: number): Promise<EmailReportActivity> {
    await this.campaign(organizationId, id);
    const rows = await this.counts
      .createQueryBuilder('n')
      .select(['n.hour', 'n.metric', 'n.count'])
      .where('n.organizationId = :organizationId', { organizationId })
      .andWhere('n.campaignId = :id', { id })
      .andWhere('n.metric IN (:...metrics)', { metrics: ['opens', 'clicks'] })
      .getMany();
    const points = rows.map((r) => ({ hour: toDate(r.hour), metric: r.metric, count: r.count }));
    const times = points.filter((p) => p.count > 0).map((p) => p.hour.getTime());
    // Days are the organization's: its zone is read only when the activity is shown per day.
    const perDay = times.length > 0 && Math.max(...times) - Math.min(...times) > HOURLY_SPAN_MAX_MS;
    return activityOf(points, perDay ? await this.locations.mainTimeZone(organizationId) : 'UTC');
  }

  /**
   * What was sent: the snapshot written by its first delivery, else (nothing delivered yet) the send's own HTML;
   * 404 'This template is no longer available.' when there is none.
   */
  async snapshot(organizationId: number, id: number): Promise<EmailSnapshot> {
    const row = await this.campaigns.findOne({
      select: { id: true, subject: true, sender: true, createdAt: true, snapshotHtml: true, html: true },
      where: { organizationId, id },
    });
    const html = row?.snapshotHtml ?? row?.html ?? null;
    if (!row || html === null)
      throw ApiError.detail(HttpStatus.NOT_FOUND, emailReportMessages.snapshotUnavailable);
    return {
      id: row.id,
      subject: row.subject,
      from: row.sender,
      html,
      sent_at: row.createdAt.toISOString(),
    };
  }
}
