/**
 * Issue 7 contract: a prospect's follow-up dates (spec 2 §2, §3, §4 'Follow-up date', §7 'Follow-up dates').
 * Paths are relative to '/api' and are the spec's, used exactly.
 */
import * as yup from 'yup';
import { endpoint, pathOf } from './endpoint';
import { js } from './json-schema';
import { recordEndpoints } from './record-endpoints';
import { todayIn } from './local-time';
import { messages } from './messages';
import { requiredTextField } from './validation';

type Id = number | string;

/**
 * Where the prospect Activities buttons lead (spec 2 §2). Email and text are the spec's composer routes (see
 * leads shortcuts); the spec names no inbox route, so 'Open inbox' opens Rhapsody's inbox (the two-way texts),
 * on the contact's conversation when one is named.
 */
export const prospectActivityRoutes = {
  inbox: (orgId: Id, leadId?: Id) =>
    leadId == null ? `/rhapsody/inbox/${orgId}` : `/rhapsody/inbox/${orgId}?lead=${leadId}`,
  call: (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`,
};

/** A follow-up date of a prospect. `missed` is derived by the server (spec 2 §3). */
export interface FollowUpDate {
  id: number;
  lead: number;
  /** YYYY-MM-DD. */
  date: string;
  text: string;
  completed: boolean;
  /** Not completed and the date is before today in the organization's main location time zone. */
  missed: boolean;
}

export interface FollowUpDateInput {
  date: string;
  text: string;
  completed: boolean;
}

export const followUpOrderings = ['date', '-date'] as const;
export type FollowUpOrdering = (typeof followUpOrderings)[number];

export const leadFollowUpMessages = {
  missedDeadline: 'MISSED DEADLINE',
  completed: 'COMPLETED',
  empty: 'No follow up dates to display',
  dateFormat: 'Date format must be like YYYY-MM-DD',
} as const;

export const leadFollowUpConstants = {
  textMaxLength: 500,
  defaultOrdering: 'date' as FollowUpOrdering,
} as const;

/** Which of 'MISSED DEADLINE' / 'COMPLETED' a follow-up date shows (none while it is still ahead). */
export function followUpState(f: Pick<FollowUpDate, 'completed' | 'missed'>): string | null {
  if (f.completed) return leadFollowUpMessages.completed;
  if (f.missed) return leadFollowUpMessages.missedDeadline;
  return null;
}

/** The earliest date still to do (not completed), or null: the prospect's next follow-up date. */
export function nextFollowUp<T extends Pick<FollowUpDate, 'date' | 'completed'>>(list: T[]): T | null {
  let best: T | null = null;
  for (const f of list) {
    if (f.completed) continue;
    if (!best || f.date < best.date) best = f;
  }
  return best;
}

/** Adds whole days to a YYYY-MM-DD date (calendar arithmetic, no time zone involved). */
export function addDaysToDate(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return t.toISOString().slice(0, 10);
}

/** Today's date (YYYY-MM-DD) in an IANA time zone; an unknown zone falls back to UTC (local-time.ts). */
export function todayInTimeZone(timeZone: string | null | undefined, now: Date = new Date()): string {
  return todayIn(timeZone, now);
}

const isRealDate = (v: string | undefined) => {
  if (!v || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const [y, m, d] = v.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
};

export const followUpDateSchema = yup.object({
  date: yup
    .string()
    .required(messages.required)
    .test('date', leadFollowUpMessages.dateFormat, (v) => isRealDate(v)),
  text: requiredTextField(leadFollowUpConstants.textMaxLength, messages.required),
  completed: yup.boolean().default(false),
});

export const followUpsQuerySchema = yup.object({
  ordering: yup
    .string()
    .oneOf([...followUpOrderings], messages.invalidOrdering([...followUpOrderings]))
    .default(leadFollowUpConstants.defaultOrdering),
});

// Responses
const followUpResponse = js.obj({
  id: js.int,
  lead: js.int,
  date: { type: 'string', format: 'date' },
  text: js.str,
  completed: js.bool,
  missed: {
    ...js.bool,
    description: "Not completed and before today in the organization's main location time zone",
  },
});

const followUps = recordEndpoints<FollowUpDate>()({
  access: 'member',
  tag: 'lead follow-ups',
  collection: '/organization/:orgId/lead/:leadId/follow-up/',
  item: '/organization/:orgId/lead/:leadId/follow-up/:id/',
  body: followUpDateSchema,
  response: followUpResponse,
});

/** A prospect's follow-up dates, at the spec's paths (spec 2 §7 'Follow-up dates'). */
export const leadFollowUpsEndpoints = {
  list: followUps.list({
    summary: "A contact's follow-up dates, ordering=date (default) or -date",
    query: followUpsQuerySchema,
  }),
  create: followUps.create({ summary: 'Add a follow-up date (completed starts false unless sent)' }),
  update: followUps.update({ summary: 'Update a follow-up date; marking completed sends completed true' }),
  /** The spec writes DELETE without the trailing slash; the router's non-strict matching serves both. */
  remove: endpoint()({
    access: 'member',
    tag: 'lead follow-ups',
    method: 'DELETE',
    path: '/organization/:orgId/lead/:leadId/follow-up/:id',
    status: 204,
    summary: 'Delete a follow-up date',
    response: null,
  }),
};

/** Positional path helpers (tests, links); the paths themselves are the endpoints'. */
export const leadFollowUpPaths = {
  /** GET ?ordering=date|-date → FollowUpDate[]; POST FollowUpDateInput → FollowUpDate. */
  followUps: pathOf(leadFollowUpsEndpoints.list),
  /** PUT FollowUpDateInput → FollowUpDate. */
  followUp: pathOf(leadFollowUpsEndpoints.update),
  /** DELETE (204); the spec writes it without the trailing slash, the API serves both. */
  followUpDelete: pathOf(leadFollowUpsEndpoints.remove),
};
