/**
 * Email reports (spec 3 §2 'Reports and analytics', §3 'Email report', §8, §9 'Reports'): one report per send (a
 * bulk email, a single email, an automation's or a reminder's), its twelve metrics, its opens and clicks over time,
 * its recipients with their event logs, a CSV and the snapshot of what was sent. The calls are in
 * email-reports-endpoints.ts; the spec leaves their paths unshown, so they follow the API's conventions.
 */
import * as yup from 'yup';
import { sortableColumns } from './table-orderings';

// ---- constants (spec 3 §9 'Reports') ------------------------------------------------------------------------------

export const emailReportConstants = {
  /** The date range picker's first day (spec 3 §5, §9). */
  minDate: '2023-07-04',
  /** The default window: the last 30 days. */
  defaultWindowDays: 30,
  /** The list's page, and the dashboard's Latest email reports (spec 3 §9: dashboard widgets 10). */
  pageSize: 10,
  recipientsPageSize: 10,
  /** The CSV export's file name (spec 3 §9). */
  csvName: (id: number | string) => `${id}-email-report.csv`,
  /** Spec 3 §9 date formats. */
  dateFormat: 'MM/DD/YYYY',
  dateTimeFormat: 'MM/DD/YYYY hh:mm A',
} as const;

/**
 * What a report is of (spec 3 §3 Email report `type`): single and bulk emails from the composer, the automations'
 * (holiday, drip by day — dbd, and dbd0 for its day-0 step —, one off — of —, follow up — fu), a reminder's, and
 * (ours) a contact's reply to an automation email forwarded to the organization's reply-to address.
 */
export const emailReportTypes = [
  'single',
  'bulk',
  'holiday',
  'dbd',
  'dbd0',
  'of',
  'fu',
  'reminder',
  'reply',
] as const;
export type EmailReportType = (typeof emailReportTypes)[number];

/** The type column's words (spec 3: single, bulk, holiday, drip by day action, one off action, follow up). */
export const emailReportTypeLabels: Record<EmailReportType, string> = {
  single: 'single',
  bulk: 'bulk',
  holiday: 'holiday',
  dbd: 'drip by day action',
  dbd0: 'drip by day action',
  of: 'one off action',
  fu: 'follow up',
  reminder: 'reminder',
  reply: 'forwarded reply',
};

/** The type filter (spec 3 §9): automation is dbd, dbd0, of, holiday and fu together. */
export const emailReportFilters = ['all', 'bulk', 'automation', 'single', 'reminder'] as const;
export type EmailReportFilter = (typeof emailReportFilters)[number];

export const emailReportFilterLabels: Record<EmailReportFilter, string> = {
  all: 'All',
  bulk: 'Bulk',
  automation: 'Automation',
  single: 'Single',
  reminder: 'Reminder',
};

export const emailReportFilterTypes: Record<EmailReportFilter, readonly EmailReportType[]> = {
  all: emailReportTypes,
  bulk: ['bulk'],
  automation: ['dbd', 'dbd0', 'of', 'holiday', 'fu'],
  single: ['single'],
  reminder: ['reminder'],
};

/** The twelve metrics, in the spec's order (spec 3 §9). */
export const emailMetricNames = [
  'processed',
  'clicks',
  'delivered',
  'opens',
  'unsubscribes',
  'group_unsubscribes',
  'group_resubscribes',
  'deferred',
  'drops',
  'bounces',
  'blocks',
  'spam_reports',
] as const;
export type EmailMetricName = (typeof emailMetricNames)[number];

export const emailMetricLabels: Record<EmailMetricName, string> = {
  processed: 'Processed',
  clicks: 'Clicks',
  delivered: 'Delivered',
  opens: 'Opens',
  unsubscribes: 'Unsubscribes',
  group_unsubscribes: 'Group unsubscribes',
  group_resubscribes: 'Group resubscribes',
  deferred: 'Deferred',
  drops: 'Drops',
  bounces: 'Bounces',
  blocks: 'Blocks',
  spam_reports: 'Spam reports',
};

/** Spec 3 §9: a metric's percent is its value over the total, to 2 decimals (0 when nothing was sent). */
export function metricPercent(value: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((value / total) * 10_000) / 100;
}

/** A recipient's event log entries (the provider's events and ours), in the words the log shows. */
export const emailEventNames = [
  'processed',
  'delivered',
  'deferred',
  'dropped',
  'bounce',
  'blocked',
  'open',
  'click',
  'spamreport',
  'unsubscribe',
  'group_unsubscribe',
  'group_resubscribe',
] as const;
export type EmailEventName = (typeof emailEventNames)[number];

export const emailEventLabels: Record<EmailEventName, string> = {
  processed: 'Processed',
  delivered: 'Delivered',
  deferred: 'Deferred',
  dropped: 'Dropped',
  bounce: 'Bounced',
  blocked: 'Blocked',
  open: 'Opened',
  click: 'Clicked',
  spamreport: 'Reported as spam',
  unsubscribe: 'Unsubscribed',
  group_unsubscribe: 'Group unsubscribed',
  group_resubscribe: 'Group resubscribed',
};

// ---- words (spec 3 §8, §9; ours marked) -------------------------------------------------------------------------

export const emailReportMessages = {
  noReports: 'No email reports found',
  noData: 'No data found',
  notDelivered: 'Not delivered',
  delivered: 'Yes',
  viewLogs: 'View logs',
  /** Ours: the recipients table and the log when nothing happened yet. */
  noRecipients: 'No recipients found',
  noEvents: 'No events recorded yet',
  /** Ours: a date outside the picker's range sent by hand. */
  dateTooEarly: 'The date range starts on 07/04/2023 at the earliest',
  dateInvalid: 'Dates must be like YYYY-MM-DD',
  rangeReversed: 'The start date must not be after the end date',
  /** Spec 3 §8 Templates (the snapshot of a report whose send is gone). */
  snapshotUnavailable: 'This template is no longer available.',
  unableToLoad: 'Unable to load email reports',
  unableToExport: 'Unable to export the report',
} as const;

// ---- entities (spec 3 §3 'Email report', and ours) ------------------------------------------------------------------

/** One send, as the list shows it (spec 3 §3 Email report; the composer's sends, automations' and reminders'). */
export interface EmailReport {
  /** The report's id: reportId in the page's query, the CSV's name, the snapshot's templateId. */
  id: number;
  /** Spec 3 §3: the send's time as a unix timestamp (seconds). */
  _id: number;
  type: EmailReportType;
  subject: string;
  /** How many recipients. */
  count: number;
  /** The contact of a single email (the one recipient), else null. */
  object_id: number | null;
  /** When it was sent (ISO 8601); datetime_sending is the same instant (the spec has both). */
  timestamp: string;
  datetime_sending: string;
  /** The From header. */
  from: string;
  sender_name: string | null;
  /** A single email's recipient address, else null. */
  to: string | null;
  /** A single email's provider message id, else null. */
  sg_message_id: string | null;
  /** How many recipients opened, clicked (each once however often they did). */
  open: number;
  click: number;
  automation_name: string | null;
  automation_id: number | null;
  bf_template_id: number | null;
  library_template_id: number | null;
  text_template_id: number | null;
  /** The snapshot page's templateId: the report's id. */
  snapshot_id: number;
}

export interface EmailMetric {
  name: EmailMetricName;
  count: number;
  /** count over the report's total, to 2 decimals. */
  percent: number;
}

/** A report opened: the list's fields, the total the percents are of and the twelve metrics in spec order. */
export interface EmailReportDetail extends EmailReport {
  total: number;
  metrics: EmailMetric[];
  /** The email's plain-text body as sent (the spec's `content`). */
  content: string;
}

/** Opens and clicks over time: first opens and first clicks per bucket (an hour, or a day past three days). */
export interface EmailReportActivity {
  bucket: 'hour' | 'day';
  points: { at: string; opens: number; clicks: number }[];
}

export interface EmailReportRecipient {
  id: number;
  email: string;
  /** The contact it was sent to (null once the contact is gone, or for a representative's reminder). */
  contact: { id: number; name: string; profile_url: string } | null;
  status: 'pending' | 'processing' | 'sent' | 'failed' | 'cancelled';
  delivered: boolean;
  opened: boolean;
  open_count: number;
  clicked: boolean;
  click_count: number;
  sent_at: string | null;
  /** Why it was not delivered, when known. */
  error: string | null;
}

export interface EmailEventLogEntry {
  event: EmailEventName;
  at: string;
  /** A click's URL, a bounce's or deferral's reason. */
  detail: string | null;
}

/** The snapshot page: exactly the HTML that was sent (shown sandboxed), with its subject and sender. */
export interface EmailSnapshot {
  id: number;
  subject: string;
  from: string;
  html: string;
  sent_at: string;
}

// ---- queries ---------------------------------------------------------------------------------------------------------

const YMD = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const dateParam = () =>
  yup
    .string()
    .matches(YMD, emailReportMessages.dateInvalid)
    // (A date not like YYYY-MM-DD gets dateInvalid alone: the range's checks compare days.)
    .test(
      'not-too-early',
      emailReportMessages.dateTooEarly,
      (v) => !v || !YMD.test(v) || v >= emailReportConstants.minDate,
    );

const orderings = (cols: readonly string[]) => cols.flatMap((c) => [c, `-${c}`]);

/**
 * The list: a page, an ordering, the date range (YYYY-MM-DD days in the organization's time zone, both included),
 * the type filter, and object_id for one contact's reports.
 */
export const emailReportsQuerySchema = yup.object({
  page: yup.number().integer().min(1).default(1),
  per_page: yup.number().integer().min(1).max(100).default(emailReportConstants.pageSize),
  ordering: yup.string().oneOf(orderings(sortableColumns.emailReports)).default('-timestamp'),
  date_from: dateParam(),
  date_to: dateParam().test('after-from', emailReportMessages.rangeReversed, function (v) {
    const from = (this.parent as { date_from?: string }).date_from;
    return !v || !from || !YMD.test(v) || !YMD.test(from) || from <= v;
  }),
  type: yup.string().oneOf(emailReportFilters).default('all'),
  object_id: yup.number().integer().min(1),
  search: yup.string().trim().max(200).default(''),
});

export const emailReportRecipientFilters = [
  'all',
  'delivered',
  'not_delivered',
  'opened',
  'clicked',
] as const;
export type EmailReportRecipientFilter = (typeof emailReportRecipientFilters)[number];

export const emailReportRecipientsQuerySchema = yup.object({
  page: yup.number().integer().min(1).default(1),
  per_page: yup.number().integer().min(1).max(100).default(emailReportConstants.recipientsPageSize),
  search: yup.string().trim().max(200).default(''),
  filter: yup.string().oneOf(emailReportRecipientFilters).default('all'),
});

// ---- routes (spec 3 §2) ----------------------------------------------------------------------------------------------

/** A report's page (opened in a new tab from a contact's history and the dashboard); without a report, the list. */
export function emailReportRoute(
  organizationId: number | string,
  report?: { id: number; type: EmailReportType },
): string {
  const base = `/harmony/email-reports/${organizationId}`;
  if (!report) return base;
  // Written out rather than URLSearchParams: contracts build without the DOM's (or Node's) global types.
  const q = { organizationId: String(organizationId), reportId: String(report.id), reportType: report.type };
  const query = Object.entries(q)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
  return `${base}?${query}`;
}

/** The snapshot page of a report (spec 3 §2: /harmony/email-reports/{organizationId}/email-snapshot?templateId). */
export const emailSnapshotRoute = (organizationId: number | string, reportId: number) =>
  `/harmony/email-reports/${organizationId}/email-snapshot?templateId=${reportId}`;
