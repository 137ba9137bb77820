import {
  type EmailEventLogEntry,
  type EmailReport,
  type EmailReportActivity,
  type EmailReportDetail,
  emailReportEndpoints as E,
  type EmailReportFilter,
  type EmailReportRecipient,
  type EmailReportRecipientFilter,
  type EmailSnapshot,
  type Paginated,
  requestOf,
  urlOf,
} from '@ensemble/contracts';
import { harmonyApi } from './harmonyApi';

const api = harmonyApi.enhanceEndpoints({ addTagTypes: ['EmailReport'] });

/** Query parameters as sent: empty values are left out, so the request says only what was chosen. */
function params(q: Record<string, string | number | undefined>): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(q).filter((e): e is [string, string | number] => e[1] !== '' && e[1] !== undefined),
  );
}

export interface EmailReportsArgs {
  organizationId: number;
  page: number;
  per_page: number;
  ordering?: string;
  /** YYYY-MM-DD, both days included. */
  date_from: string;
  date_to: string;
  type: EmailReportFilter;
}

export interface EmailReportArgs {
  organizationId: number;
  id: number;
}

export interface EmailReportRecipientsArgs extends EmailReportArgs {
  page: number;
  per_page: number;
  search: string;
  filter: EmailReportRecipientFilter;
}

const at = ({ organizationId, id }: EmailReportArgs) => ({ orgId: organizationId, id });

/**
 * The email reports (spec 3 §2 'Reports and analytics', §9 'Reports'): the list of sends, one send's metrics,
 * activity, recipients and their logs, and the snapshot of what was sent. The CSV is a download (downloadCsv at
 * emailReportCsvPath), not a query.
 */
export const emailReportsApi = api.injectEndpoints({
  endpoints: (b) => ({
    emailReports: b.query<Paginated<EmailReport>, EmailReportsArgs>({
      query: ({ organizationId, ...q }) =>
        requestOf(E.list, { path: { orgId: organizationId }, query: params({ ...q }) }),
      providesTags: ['EmailReport'],
    }),
    emailReport: b.query<EmailReportDetail, EmailReportArgs>({
      query: (a) => requestOf(E.detail, { path: at(a) }),
      providesTags: ['EmailReport'],
    }),
    emailReportActivity: b.query<EmailReportActivity, EmailReportArgs>({
      query: (a) => requestOf(E.activity, { path: at(a) }),
      providesTags: ['EmailReport'],
    }),
    emailReportRecipients: b.query<Paginated<EmailReportRecipient>, EmailReportRecipientsArgs>({
      query: ({ organizationId, id, ...q }) =>
        requestOf(E.recipients, { path: at({ organizationId, id }), query: params({ ...q }) }),
      providesTags: ['EmailReport'],
    }),
    emailRecipientLogs: b.query<{ results: EmailEventLogEntry[] }, EmailReportArgs & { recipientId: number }>(
      {
        query: ({ recipientId, ...a }) => requestOf(E.logs, { path: { ...at(a), recipientId } }),
        providesTags: ['EmailReport'],
      },
    ),
    emailSnapshot: b.query<EmailSnapshot, EmailReportArgs>({
      query: (a) => requestOf(E.snapshot, { path: at(a) }),
    }),
  }),
});

export const {
  useEmailReportsQuery,
  useEmailReportQuery,
  useEmailReportActivityQuery,
  useEmailReportRecipientsQuery,
  useEmailRecipientLogsQuery,
  useEmailSnapshotQuery,
} = emailReportsApi;

/** The CSV export of a report (downloaded with the bearer token, named by the API's Content-Disposition). */
export const emailReportCsvPath = (a: EmailReportArgs) => urlOf(E.csv, at(a));
