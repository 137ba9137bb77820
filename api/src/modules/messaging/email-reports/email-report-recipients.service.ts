import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type EmailEventLogEntry,
  type EmailReportRecipient,
  type EmailReportRecipientFilter,
  leadDisplayName,
  leadRecordRoute,
  messages,
  type Paginated,
} from '@ensemble/contracts';
import type { Writable } from 'node:stream';
import { MoreThan, type Repository, type SelectQueryBuilder } from 'typeorm';
import { ApiError } from '../../../engine/http/api-error';
import { LIKE_ESCAPE, likePattern, pageWindow } from '../../../engine/http/pagination';
import { csvLine, drained, EmailAudienceService, LocationsService } from '../../contacts';
import { EmailEventLog, EmailRecipient } from '../email-sending/email-sending.entities';
import { logOf, recipientCsvCells, recipientCsvHeader } from './email-report-presenters';
import { EmailReportsService } from './email-reports.service';

export interface RecipientsQuery {
  page: number;
  per_page: number;
  search: string;
  filter: EmailReportRecipientFilter;
}

/** What the recipients table reads of a row. */
const RECIPIENT_COLUMNS = [
  'r.id',
  'r.leadId',
  'r.email',
  'r.status',
  'r.error',
  'r.sentAt',
  'r.deliveredAt',
  'r.openedAt',
  'r.openCount',
  'r.clickedAt',
  'r.clickCount',
];

const FILTERS: Record<EmailReportRecipientFilter, string | null> = {
  all: null,
  delivered: 'r.deliveredAt IS NOT NULL',
  not_delivered: 'r.deliveredAt IS NULL',
  opened: 'r.openedAt IS NOT NULL',
  clicked: 'r.clickedAt IS NOT NULL',
};

/** Rows per page of the CSV (each page's contacts are read in one call). */
const CSV_PAGE = 1000;

/**
 * A report's recipients (spec 3 §2 'a per-bulk report', 'a single-email detail view', 'CSV export'): the table,
 * each message's event log (View logs) and the CSV. Contacts' names and record links are read from the contacts
 * context (EmailAudienceService), never from its tables.
 */
@Injectable()
export class EmailReportRecipientsService {
  constructor(
    @InjectRepository(EmailRecipient) private readonly recipients: Repository<EmailRecipient>,
    @InjectRepository(EmailEventLog) private readonly logs: Repository<EmailEventLog>,
    private readonly reports: EmailReportsService,
    private readonly audience: EmailAudienceService,
    private readonly locations: LocationsService,
  ) {}

  private query(organizationId: number, campaignId: number): SelectQueryBuilder<EmailRecipient> {
    return this.recipients
      .createQueryBuilder('r')
      .select(RECIPIENT_COLUMNS)
      .where('r.organizationId = :organizationId', { organizationId })
      .andWhere('r.campaignId = :campaignId', { campaignId });
  }

  /** The rows as the table shows them, with their contacts' names and record pages. */
  private async present(organizationId: number, rows: EmailRecipient[]): Promise<EmailReportRecipient[]> {
    const leadIds = [...new Set(rows.map((r) => r.leadId).filter((id): id is number => id != null))];
    const contacts = new Map<number, EmailReportRecipient['contact']>();
    if (leadIds.length) {
      const audience = { leadIds, stages: [], listId: null, groupIds: [] };
      for await (const page of this.audience.stream(organizationId, audience)) {
        for (const c of page) {
          contacts.set(c.id, {
            id: c.id,
            name:
              leadDisplayName({
                first_name: c.firstName,
                last_name: c.lastName,
                company_name: c.companyName,
              }) ||
              c.email ||
              `#${c.id}`,
            profile_url: leadRecordRoute(organizationId, {
              id: c.id,
              fsm_state: c.fsmState,
              lead_list_id: c.leadListId,
            }),
          });
        }
      }
    }
    return rows.map((r) => ({
      id: r.id,
      email: r.email,
      contact: r.leadId == null ? null : (contacts.get(r.leadId) ?? null),
      status: r.status,
      delivered: r.deliveredAt != null,
      opened: r.openedAt != null,
      open_count: r.openCount,
      clicked: r.clickedAt != null,
      click_count: r.clickCount,
      sent_at: r.sentAt?.toISOString() ?? null,
      error: r.error,
    }));
  }

  async list(
    organizationId: number,
    id: number,
    q: RecipientsQuery,
  ): Promise<Paginated<EmailReportRecipient>> {
    const campaign = await this.reports.campaign(organizationId, id);
    const qb = this.query(organizationId, id);
    const filter = FILTERS[q.filter];
    if (filter) qb.andWhere(filter);
    if (q.search) qb.andWhere(`r.email LIKE :search ${LIKE_ESCAPE}`, { search: likePattern(q.search) });
    // Every row of a send is written with it and never removed but with it: unfiltered, the count is its total.
    const count = filter || q.search ? await qb.getCount() : campaign.total;
    const { skip, take } = pageWindow(q);
    const rows = await qb.orderBy('r.id', 'ASC').offset(skip).limit(take).getMany();
    return { results: await this.present(organizationId, rows), count };
  }

  /** One message's event log, oldest first; 404 for a recipient of another send or organization. */
  async log(organizationId: number, id: number, recipientId: number): Promise<EmailEventLogEntry[]> {
    const r = await this.recipients.findOne({
      select: { id: true, status: true, sentAt: true, deliveredAt: true },
      where: { organizationId, campaignId: id, id: recipientId },
    });
    if (!r) throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
    const lines = await this.logs.find({
      select: { id: true, event: true, at: true, detail: true },
      where: { organizationId, recipientId },
      order: { id: 'ASC' },
    });
    return logOf(r, lines);
  }

  /** 404 unless the report is the organization's (before the CSV's headers go out). */
  async assertFound(organizationId: number, id: number): Promise<void> {
    await this.reports.campaign(organizationId, id);
  }

  /** The recipients as CSV, a page at a time (constant memory whatever the send's size). */
  async writeCsv(organizationId: number, id: number, out: Writable): Promise<void> {
    const zone = await this.locations.mainTimeZone(organizationId);
    await send(out, csvLine(recipientCsvHeader));
    let after = 0;
    for (;;) {
      const rows = await this.query(organizationId, id)
        .andWhere({ id: MoreThan(after) })
        .orderBy('r.id', 'ASC')
        .limit(CSV_PAGE)
        .getMany();
      if (rows.length === 0) return;
      const presented = await this.present(organizationId, rows);
      await send(out, presented.map((r) => csvLine(recipientCsvCells(r, zone))).join(''));
      after = rows[rows.length - 1]!.id;
      if (rows.length < CSV_PAGE) return;
    }
  }
}

/** Writes to a response, waiting while the client reads slower than it is written; throws once it has gone. */
async function send(out: Writable, text: string): Promise<void> {
  if (out.destroyed) throw new Error('the client went away');
  if (!out.write(text)) await drained(out);
}
