/**
 * The email reports calls (spec 3 §7 'Email reports (paths not shown)': list, stats, event logs, CSV export,
 * snapshot), under the organization as the API's conventions say. Members read them. Paths are relative to '/api'.
 */
import type { Paginated } from './api-types';
import { endpoint } from './endpoint';
import {
  type EmailEventLogEntry,
  emailEventNames,
  emailMetricNames,
  type EmailReport,
  type EmailReportActivity,
  type EmailReportDetail,
  type EmailReportRecipient,
  emailReportRecipientsQuerySchema,
  emailReportsQuerySchema,
  emailReportTypes,
  type EmailSnapshot,
  emailReportMessages as M,
} from './email-reports-api';
import { js } from './json-schema';

const ORG = '/organization/:orgId/email-reports';
const read = { tag: 'email reports', access: 'member' } as const;

const report = {
  id: js.int,
  _id: js.int,
  type: js.oneOf(...emailReportTypes),
  subject: js.str,
  count: js.int,
  object_id: js.intNull,
  timestamp: js.dateTime,
  datetime_sending: js.dateTime,
  from: js.str,
  sender_name: js.strNull,
  to: js.strNull,
  sg_message_id: js.strNull,
  open: js.int,
  click: js.int,
  automation_name: js.strNull,
  automation_id: js.intNull,
  bf_template_id: js.intNull,
  library_template_id: js.intNull,
  text_template_id: js.intNull,
  snapshot_id: js.int,
};

export const emailReportResponses = {
  report: js.obj(report),
  detail: js.obj({
    ...report,
    total: js.int,
    content: js.str,
    metrics: js.arr(js.obj({ name: js.oneOf(...emailMetricNames), count: js.int, percent: js.num })),
  }),
  activity: js.obj({
    bucket: js.oneOf('hour', 'day'),
    points: js.arr(js.obj({ at: js.dateTime, opens: js.int, clicks: js.int })),
  }),
  recipient: js.obj({
    id: js.int,
    email: js.str,
    contact: js.obj({ id: js.int, name: js.str, profile_url: js.str }, { nullable: true }),
    status: js.oneOf('pending', 'processing', 'sent', 'failed', 'cancelled'),
    delivered: js.bool,
    opened: js.bool,
    open_count: js.int,
    clicked: js.bool,
    click_count: js.int,
    sent_at: js.dateTimeNull,
    error: js.strNull,
  }),
  logEntry: js.obj({ event: js.oneOf(...emailEventNames), at: js.dateTime, detail: js.strNull }),
  snapshot: js.obj({ id: js.int, subject: js.str, from: js.str, html: js.str, sent_at: js.dateTime }),
};
const R = emailReportResponses;

export const emailReportEndpoints = {
  list: endpoint<Paginated<EmailReport>>()({
    ...read,
    method: 'GET',
    path: `${ORG}/`,
    summary: "The organization's sends, newest first by default, in a date range and of a type",
    description: `date_from and date_to are days (YYYY-MM-DD) in the organization's time zone, both included, from ${'2023-07-04'}; type all, bulk, automation (dbd, dbd0, of, holiday, fu), single or reminder; object_id: one contact's reports. Empty: '${M.noReports}'.`,
    query: emailReportsQuerySchema,
    response: js.page(R.report),
  }),
  detail: endpoint<EmailReportDetail>()({
    ...read,
    method: 'GET',
    path: `${ORG}/:id/`,
    summary:
      'One send with its twelve metrics (spec 3 §9): each a count of recipients and its percent of the total, to 2 decimals',
    description:
      'processed: handed to the provider (a message it refused for good too, then also a bounce); delivered: accepted by the receiving server; opens, clicks, unsubscribes, spam_reports, bounces: recipients who did so at least once; deferred, drops, blocks, group_unsubscribes, group_resubscribes: events of the kind, each counted (a message deferred twice counts twice; drops include addresses skipped as suppressed).',
    response: R.detail,
  }),
  activity: endpoint<EmailReportActivity>()({
    ...read,
    method: 'GET',
    path: `${ORG}/:id/activity/`,
    summary:
      'First opens and first clicks per hour (per day for a send whose activity spans more than three days)',
    response: R.activity,
  }),
  recipients: endpoint<Paginated<EmailReportRecipient>>()({
    ...read,
    method: 'GET',
    path: `${ORG}/:id/recipients/`,
    summary: "The send's recipients: delivered or not, opened, clicked; search by address",
    query: emailReportRecipientsQuerySchema,
    response: js.page(R.recipient),
  }),
  logs: endpoint<{ results: EmailEventLogEntry[] }>()({
    ...read,
    method: 'GET',
    path: `${ORG}/:id/recipients/:recipientId/logs/`,
    summary: "A recipient's event log (View logs), oldest first",
    response: js.obj({ results: js.arr(R.logEntry) }),
  }),
  csv: endpoint<string>()({
    ...read,
    method: 'GET',
    path: `${ORG}/:id/csv/`,
    summary: "The report's recipients as CSV, downloaded as {id}-email-report.csv",
    response: js.binary('text/csv'),
  }),
  snapshot: endpoint<EmailSnapshot>()({
    ...read,
    method: 'GET',
    path: `${ORG}/:id/snapshot/`,
    summary: 'Exactly the HTML that was sent (the email snapshot page shows it sandboxed)',
    description: `A send that is gone: 404 '${M.snapshotUnavailable}'.`,
    response: R.snapshot,
  }),
};
