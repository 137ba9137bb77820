import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  fsmStates,
  type GlobalSearchResult,
  leadDisplayName,
  leadRecordRoute,
  leadsExtraConstants,
  type LeadHistoryResponse,
  type LeadSearchPage,
  type LeadSearchQuery,
} from '@ensemble/contracts';
import { type DataSource, In } from 'typeorm';
import { groupNotesHistory, loadNotesHistory } from '../lead-notes/notes-history';
import { UsersService } from '../../platform';
import { emailEventAction, SEND_EMAIL } from './email-history.service';
import { Lead, LeadHistory } from './lead.entity';
import { leadCardColumns, presentLeadCard } from './leads.service';
import { pageIdsQuery, searchBranches } from './lead-page-query';

const asText = (v: string | null) => (v == null ? '' : v);

/** Recipient-picker search, global search and the history of one contact. */
@Injectable()
export class LeadSearchService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
  ) {}

  /** Ids from the index ranges of the search (lead-page-query), newest first, then their rows by id. */
  private async find(organizationId: number, search: string, skip: number, take: number): Promise<Lead[]> {
    const page = pageIdsQuery(
      { organizationId, states: fsmStates },
      searchBranches(search),
      { column: 'id', direction: 'DESC' },
      skip,
      take,
    );
    const ids = ((await this.dataSource.query(page.sql, page.params)) as { id: number | string }[]).map((r) =>
      Number(r.id),
    );
    if (!ids.length) return [];
    const rows = await this.dataSource.getRepository(Lead).find({
      select: leadCardColumns,
      where: { organizationId, id: In(ids) },
    });
    return rows.sort((x, y) => y.id - x.id);
  }

  /** One extra row tells whether there is a next page, without counting the matches. */
  async search(organizationId: number, q: LeadSearchQuery): Promise<LeadSearchPage> {
    const rows = await this.find(organizationId, q.query, (q.page - 1) * q.per_page, q.per_page + 1);
    const results = rows.slice(0, q.per_page).map(presentLeadCard);
    return { results, next: rows.length > q.per_page ? q.page + 1 : null };
  }

  async global(organizationId: number, query: string): Promise<{ results: GlobalSearchResult[] }> {
    // The toolbar only asks from 3 characters; shorter input answers nothing rather than an error.
    if (query.trim().length < leadsExtraConstants.globalSearchMinChars) return { results: [] };
    const rows = await this.find(organizationId, query, 0, leadsExtraConstants.globalSearchMax);
    return {
      results: rows.map(presentLeadCard).map((card) => ({
        id: card.id,
        name: leadDisplayName(card),
        email: card.email,
        cell_phone: card.cell_phone,
        fsm_state: card.fsm_state,
        route: leadRecordRoute(organizationId, card),
      })),
    };
  }

  /**
   * The lead comes from the tenant guard (`:leadId`): it is of an organization the caller belongs to. The
   * contact's own entries and its notes' histories (spec 2 §3 History entry); the screen merges them by time.
   */
  async history(lead: Pick<Lead, 'id' | 'organizationId'>): Promise<LeadHistoryResponse> {
    const m = this.dataSource.manager;
    const leadId = lead.id;
    const rows = await m.getRepository(LeadHistory).find({
      where: { organizationId: lead.organizationId, leadId },
      order: { id: 'DESC' },
    });
    const noteRows = await loadNotesHistory(m, lead);
    const userIds = [
      ...new Set([...rows, ...noteRows].map((r) => r.userId).filter((x): x is number => x != null)),
    ];
    const users = userIds.length ? await this.users.findByIds(m, userIds) : [];
    const byId = new Map(users.map((u) => [u.id, u]));
    // A send_email entry's opened/clicked sub-rows share its field (email_campaign:<id>): they set its flags.
    const events = new Set(
      rows.filter((r) => r.action.startsWith(`${SEND_EMAIL}_`)).map((r) => `${r.action}|${r.field}`),
    );
    const sent = (r: LeadHistory, event: 'opened' | 'clicked') =>
      r.action === SEND_EMAIL ? events.has(`${emailEventAction(event)}|${r.field}`) : null;
    return {
      history: rows.map((r) => {
        const u = r.userId == null ? undefined : byId.get(r.userId);
        return {
          id: r.id,
          time: (r.createdAt instanceof Date ? r.createdAt : new Date(r.createdAt)).toISOString(),
          action: r.action,
          user: u ? { firstName: u.firstName, lastName: u.lastName } : null,
          field: r.field,
          old_value: r.oldValue,
          new_value: r.newValue,
          value: r.field ? `${r.field}: ${asText(r.oldValue)} → ${asText(r.newValue)}` : r.action,
          noteAction: null,
          subject: r.action === SEND_EMAIL ? r.newValue : null,
          status: null,
          opened: sent(r, 'opened'),
          clicked: sent(r, 'clicked'),
          mongo_id: null,
          type: 'lead',
        };
      }),
      notes_history: groupNotesHistory(noteRows, (id) => (id == null ? undefined : byId.get(id))),
    };
  }
}
