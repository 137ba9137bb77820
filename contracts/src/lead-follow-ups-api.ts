/**
 * Issue 7 contract: a prospect's follow-up dates (spec 2 §2, §3, §4 'Follow-up date', §7 'Follow-up dates').
 * Paths are relative to '/api' and are the spec's, used exactly.
 */
import * as yup from 'yup';
import { todayIn } from './local-time';
import { messages } from './messages';

type Id = number | string;

export const leadFollowUpPaths = {
  /** GET ?ordering=date|-date → FollowUpDate[]; POST FollowUpDateInput → FollowUpDate. */
  followUps: (orgId: Id, leadId: Id) => `/organization/${orgId}/lead/${leadId}/follow-up/`,
  /** PUT FollowUpDateInput → FollowUpDate. */
  followUp: (orgId: Id, leadId: Id, id: Id) => `/organization/${orgId}/lead/${leadId}/follow-up/${id}/`,
  /** DELETE (204); the spec writes it without the trailing slash, the API serves both. */
  followUpDelete: (orgId: Id, leadId: Id, id: Id) => `/organization/${orgId}/lead/${leadId}/follow-up/${id}`,
};

/**
 * Where the prospect Activities buttons lead (spec 2 §2). Email and text are the spec's composer routes (see
 * leads shortcuts); the spec names no inbox route, so 'Open inbox' opens Rhapsody's inbox path.
 */
export const prospectActivityRoutes = {
  inbox: (orgId: Id) => `/rhapsody/inbox/${orgId}`,
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
  text: yup
    .string()
    .trim()
    .required(messages.required)
    .max(leadFollowUpConstants.textMaxLength, messages.maxLength(leadFollowUpConstants.textMaxLength)),
  completed: yup.boolean().default(false),
});

export const followUpsQuerySchema = yup.object({
  ordering: yup
    .string()
    .oneOf([...followUpOrderings], messages.invalidOrdering([...followUpOrderings]))
    .default(leadFollowUpConstants.defaultOrdering),
});
