/**
 * The dashboard (spec 3 §2 Dashboard, §3 'Dashboard items', §7 'Forms and dashboard', §8, §9): the widgets
 * Unworked leads, Upcoming reminders, Latest email reports (the email reports list, newest first) and Recent form
 * submissions, each paged by 10 with Refresh; Recent website phone activity lists the calls to the organization's
 * number (issue 19).
 */
import * as yup from 'yup';
import type { Paginated } from './api-types';
import { endpoint } from './endpoint';
import { js } from './json-schema';

export const dashboardConstants = {
  /** Spec 3 §9: dashboard widgets 10. */
  pageSize: 10,
  /** An unworked lead is one that arrived at most this many days ago (ours). */
  unworkedWindowDays: 30,
} as const;

export const dashboardMessages = {
  noUnworkedLeads: 'No unworked leads found',
  noUpcomingReminders: 'No upcoming reminders found',
  noPhoneActivity: 'No recent website phone activity found',
  noEmailReports: 'No email reports found',
  /** Ours: the spec names no empty text for form submissions. */
  noFormSubmissions: 'No form submissions found',
  /** Spec 3 §8 Forms. */
  removed: 'Successfully removed',
  unableToRemove: 'Unable to remove submission',
  unableToLoad: 'Unable to load data',
  refresh: 'Refresh',
} as const;

export const dashboardWidgetTitles = {
  unworkedLeads: 'Unworked leads',
  upcomingReminders: 'Upcoming reminders',
  phoneActivity: 'Recent website phone activity',
  latestEmailReports: 'Latest email reports',
  formSubmissions: 'Recent form submissions',
} as const;

/** A contact as a widget links to it (spec 3 §3: first_name, last_name, email, profile_url). */
export interface DashboardLead {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  /** The contact's record page in the suite (a route, not a picture). */
  profile_url: string;
}

/**
 * Spec 3 §3 unworked lead {id, lead}: a contact that arrived in the last 30 days and has not been worked since — no
 * note, email, text, call or stage change. Newest first.
 */
export interface UnworkedLead {
  id: number;
  lead: DashboardLead;
  /** When it arrived (ISO 8601). */
  created_at: string;
}

/** Spec 3 §3 reminder {date_of_sending, lead{name, email, profile_url}}: an open reminder not yet due, soonest first. */
export interface UpcomingReminder {
  id: number;
  /** 'MM/DD/YYYY h:mm:ss A' in the organization's time zone, as the contact's reminders show it. */
  date_of_sending: string;
  reminder: string;
  lead: { id: number; name: string; email: string | null; profile_url: string };
}

/** A web form's post (the web-form webhook): the contact it made or updated and what was posted. Newest first. */
export interface FormSubmission {
  id: number;
  lead: DashboardLead;
  submitted_at: string;
  /** The posted fields as received (names and values), message included. */
  fields: Record<string, string>;
}

export const callDirections = ['inbound', 'outbound'] as const;
export type CallDirection = (typeof callDirections)[number];

/**
 * Spec 3 §3 phone activity {sid, date_created, from_formatted, to_formatted, direction, status}: a call to (or
 * forwarded from) the organization's number, newest first; with its length and the contact it came from, when known.
 */
export interface PhoneActivity {
  /** The provider's call id. */
  sid: string;
  /** When the call started (ISO 8601). */
  date_created: string;
  /** '(212) 555-0100' for a US number, else the number as E.164. */
  from_formatted: string;
  to_formatted: string;
  direction: CallDirection;
  /** The provider's call status: queued, ringing, in-progress, completed, busy, no-answer, failed, canceled. */
  status: string;
  /** Seconds talked (0 while ringing, or when nobody answered). */
  duration: number;
  lead: DashboardLead | null;
}

export type CallBadge = 'MISSED' | 'INCOMING' | 'OUTGOING';

/** Spec 3 §4 call badge: MISSED if the status contains no-answer, else INCOMING (inbound) or OUTGOING (outbound). */
export function callBadge(activity: Pick<PhoneActivity, 'status' | 'direction'>): CallBadge {
  if (activity.status.includes('no-answer')) return 'MISSED';
  return activity.direction === 'inbound' ? 'INCOMING' : 'OUTGOING';
}

/** Spec 3 §9: a duration as 'Xm YYs' (under an hour) or hh:mm:ss. */
export function formatCallDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  if (s < 3600) return `${Math.floor(s / 60)}m ${pad(s % 60)}s`;
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** A number as the dashboard shows it: '(212) 555-0100' for +1 numbers, anything else as it is. */
export function formatPhoneNumber(e164: string): string {
  const m = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : e164;
}

export const dashboardQuerySchema = yup.object({
  page: yup.number().integer().min(1).default(1),
  per_page: yup.number().integer().min(1).max(100).default(dashboardConstants.pageSize),
});

const read = { tag: 'dashboard', access: 'member' } as const;
const D = '/dashboard/:orgId';

const lead = js.obj({
  id: js.int,
  first_name: js.strNull,
  last_name: js.strNull,
  email: js.strNull,
  profile_url: js.str,
});

export const dashboardResponses = {
  unworkedLead: js.obj({ id: js.int, lead, created_at: js.dateTime }),
  reminder: js.obj({
    id: js.int,
    date_of_sending: js.str,
    reminder: js.str,
    lead: js.obj({ id: js.int, name: js.str, email: js.strNull, profile_url: js.str }),
  }),
  formSubmission: js.obj({
    id: js.int,
    lead,
    submitted_at: js.dateTime,
    fields: { type: 'object', additionalProperties: { type: 'string' } },
  }),
  phoneActivity: js.obj({
    sid: js.str,
    date_created: js.dateTime,
    from_formatted: js.str,
    to_formatted: js.str,
    direction: js.oneOf(...callDirections),
    status: js.str,
    duration: js.int,
    lead: js.nullable(lead),
  }),
};
const R = dashboardResponses;

/** Spec 3 §7 'Forms and dashboard' paths (unworked-leads/ is ours: the spec does not show its call). */
export const dashboardEndpoints = {
  unworkedLeads: endpoint<Paginated<UnworkedLead>>()({
    ...read,
    method: 'GET',
    path: `${D}/unworked-leads/`,
    summary:
      'Contacts that arrived in the last 30 days and have not been worked: no note, email, text, call or stage change since they arrived',
    description:
      `A contact arrived when it was created (by hand, by an import or by a web form) in any stage, at most ` +
      `${dashboardConstants.unworkedWindowDays} days ago. Worked means, since then: a note written by a user (the ` +
      `note a web form's post adds is not), an email or a text sent to it, an answered call with it, or a change of ` +
      `its stage or list (its history's send_email, send_text, call_logged, promote, demote, set_as_former, ` +
      `reactivate and move entries); a missed call or a text it sent is not. Editing its fields, tags, reminders, follow-up dates, documents or events is not working it. ` +
      `Newest first. Empty: '${dashboardMessages.noUnworkedLeads}'.`,
    query: dashboardQuerySchema,
    response: js.page(R.unworkedLead),
  }),
  upcomingReminders: endpoint<Paginated<UpcomingReminder>>()({
    ...read,
    method: 'GET',
    path: `${D}/upcoming-reminders/`,
    summary: "The organization's open reminders not yet due, soonest first",
    description: `Empty: '${dashboardMessages.noUpcomingReminders}'.`,
    query: dashboardQuerySchema,
    response: js.page(R.reminder),
  }),
  formSubmissions: endpoint<Paginated<FormSubmission>>()({
    ...read,
    method: 'GET',
    path: `${D}/recent-form-submissions/`,
    summary: 'The latest web-form posts, newest first, each with the contact it made or updated',
    query: dashboardQuerySchema,
    response: js.page(R.formSubmission),
  }),
  phoneActivity: endpoint<Paginated<PhoneActivity>>()({
    ...read,
    method: 'GET',
    path: `${D}/recent-website-phone-activity/`,
    summary: "Calls to the organization's number (forwarded to its real number), newest first",
    description:
      `Each call as the voice webhooks reported it: from, to, direction, the provider's status and the seconds ` +
      `talked; the contact whose cell phone called, when there is one. Empty: '${dashboardMessages.noPhoneActivity}'.`,
    query: dashboardQuerySchema,
    response: js.page(R.phoneActivity),
  }),
  removeFormSubmissions: endpoint()({
    ...read,
    method: 'DELETE',
    path: `${D}/recent-form-submissions/:leadId/`,
    summary: `Take a contact's submissions off the widget (the contact stays) → '${dashboardMessages.removed}'`,
    status: 204,
    response: null,
  }),
};
