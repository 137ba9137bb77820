import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  dashboardConstants,
  type DashboardLead,
  type FormSubmission,
  formatPhoneNumber,
  leadRecordRoute,
  type Paginated,
  type PhoneActivity,
  type UnworkedLead,
  type UpcomingReminder,
} from '@ensemble/contracts';
import { type DataSource, In } from 'typeorm';
import { datetimeText, toDate } from '../../../engine/database/db-values';
import { type PageQuery, pageWindow } from '../../../engine/http/pagination';
import { CallLogsService } from '../../messaging';
import { Lead } from '../leads/lead.entity';
import { LeadRemindersService } from '../lead-reminders/lead-reminders.service';
import { WebFormsService } from '../web-forms/web-forms.service';
import { unworkedCountSql, unworkedPageSql } from './unworked-leads.sql';

const DAY_MS = 86_400_000;

interface UnworkedRow {
  id: number | string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  fsm_state: string;
  lead_list_id: number | string | null;
  created_at: Date | string;
}

/**
 * The dashboard's widgets (spec 3 §2 Dashboard, §3 'Dashboard items', §7 'Forms and dashboard'), each a page of 10
 * by default.
 *
 * Unworked leads: the contacts that arrived (were created, in any stage, by hand, import or web form) in the last
 * dashboardConstants.unworkedWindowDays (30) days and that nobody has worked since: no note written by a user, no
 * email or text sent to them, no call logged, no change of stage or list (lead history actions send_email,
 * send_text, call_logged, promote, demote, set_as_former, reactivate, move: leads/lead-work.ts). Editing the
 * contact's fields, its tags, reminders, follow-up dates, documents or events is not working it, nor is the note
 * a web form's post writes. Newest first.
 *
 * The other widgets are read by the services that own their rows: Upcoming reminders by LeadRemindersService,
 * Recent form submissions by WebFormsService, Recent website phone activity by the messaging context's
 * CallLogsService (the calls to the organization's number), with the contact each came from read here. (Latest
 * email reports is the email reports' own list.)
 */
@Injectable()
export class DashboardService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reminders: LeadRemindersService,
    private readonly webForms: WebFormsService,
    private readonly calls: CallLogsService,
  ) {}

  async unworkedLeads(
    organizationId: number,
    q: PageQuery,
    now = new Date(),
  ): Promise<Paginated<UnworkedLead>> {
    // UTC text, as both dialects store datetimes (better-sqlite3 takes no Date parameter).
    const since = datetimeText(
      new Date(now.getTime() - dashboardConstants.unworkedWindowDays * DAY_MS),
    ) as string;
    const page = unworkedPageSql(organizationId, since, pageWindow(q));
    const total = unworkedCountSql(organizationId, since);
    const [rows, counted] = await Promise.all([
      this.dataSource.query<UnworkedRow[]>(page.sql, page.params),
      this.dataSource.query<{ count: number | string }[]>(total.sql, total.params),
    ]);
    return {
      count: Number(counted[0]?.count ?? 0),
      results: rows.map((r) => {
        const id = Number(r.id);
        return {
          id,
          lead: {
            id,
            first_name: r.first_name,
            last_name: r.last_name,
            email: r.email,
            profile_url: leadRecordRoute(organizationId, {
              id,
              fsm_state: r.fsm_state,
              lead_list_id: r.lead_list_id == null ? null : Number(r.lead_list_id),
            }),
          },
          created_at: toDate(r.created_at).toISOString(),
        };
      }),
    };
  }

  upcomingReminders(organizationId: number, q: PageQuery): Promise<Paginated<UpcomingReminder>> {
    return this.reminders.upcoming(organizationId, q);
  }

  formSubmissions(organizationId: number, q: PageQuery): Promise<Paginated<FormSubmission>> {
    return this.webForms.recent(organizationId, q);
  }

  /** The organization's calls, newest first, each with the contact whose cell phone called (when one did). */
  async phoneActivity(organizationId: number, q: PageQuery): Promise<Paginated<PhoneActivity>> {
    const { rows, count } = await this.calls.page(organizationId, q);
    const leadIds = [...new Set(rows.map((r) => r.leadId).filter((id): id is number => id != null))];
    const leads = leadIds.length
      ? await this.dataSource.getRepository(Lead).find({
          select: {
            id: true,
            firstName: true,
            lastName: true,
            email: true,
            fsmState: true,
            leadListId: true,
          },
          where: { organizationId, id: In(leadIds) },
        })
      : [];
    const byId = new Map(
      leads.map((l): [number, DashboardLead] => [
        l.id,
        {
          id: l.id,
          first_name: l.firstName,
          last_name: l.lastName,
          email: l.email,
          profile_url: leadRecordRoute(organizationId, {
            id: l.id,
            fsm_state: l.fsmState,
            lead_list_id: l.leadListId,
          }),
        },
      ]),
    );
    return {
      count,
      results: rows.map((r) => ({
        sid: r.callSid,
        date_created: toDate(r.startedAt).toISOString(),
        from_formatted: formatPhoneNumber(r.fromNumber),
        to_formatted: formatPhoneNumber(r.toNumber),
        direction: r.direction,
        status: r.status,
        duration: r.durationSeconds,
        // A contact deleted since the call is no longer linked.
        lead: (r.leadId != null && byId.get(r.leadId)) || null,
      })),
    };
  }

  removeFormSubmissions(organizationId: number, leadId: number): Promise<void> {
    return this.webForms.removeSubmissions(organizationId, leadId);
  }
}
