/**
 * Issue 7 contract: calendar events of other contacts, clients and former clients (spec 2 §2 'Events', §8, §9).
 * The spec shows no call for events; the API designs them after the notes and reminders paths
 * (/organization/lead/{leadId}/...), relative to '/api'.
 */
import * as yup from 'yup';
import { pathOf } from './endpoint';
import { js } from './json-schema';
import { leadRecordEndpoints } from './record-endpoints';
import type { FsmState } from './leads-api';
import { messages } from './messages';
import { optionalTextField, requiredTextField } from './validation';

export interface LeadEvent {
  id: number;
  lead: number;
  title: string;
  description: string | null;
  /** ISO 8601 (UTC). */
  start: string;
  /** start + one hour, computed by the server. */
  end: string;
}

export interface LeadEventInput {
  title: string;
  /** ISO 8601 datetime. */
  start: string;
  description?: string | null;
}

export interface LeadEventsQuery {
  from?: string;
  to?: string;
}

/** The stages whose record page shows the Events calendar (spec 2 §2). */
export const eventStages: readonly FsmState[] = ['Other', 'Client', 'Former Clients'];

export const leadEventConstants = {
  /** Spec 2 §9: calendar events last 1 hour. */
  durationMs: 60 * 60 * 1000,
  views: ['month', 'week', 'day'] as const,
  titleMaxLength: 200,
  descriptionMaxLength: 2000,
} as const;

export const leadEventMessages = {
  added: 'New event added!',
  unableToAdd: 'Unable to add event',
  updated: 'Updated successfully',
  deleted: 'Deleted successfully!',
  dateInvalid: 'Date is not valid',
} as const;

/** The end of an event that starts at `start` (spec 2 §9: one hour). */
export function eventEnd(start: string | Date): Date {
  const t = typeof start === 'string' ? new Date(start) : start;
  return new Date(t.getTime() + leadEventConstants.durationMs);
}

const isoDate = (v: string | undefined) => !!v && !Number.isNaN(Date.parse(v));

export const leadEventSchema = yup.object({
  title: requiredTextField(leadEventConstants.titleMaxLength, messages.required),
  start: yup
    .string()
    .required(messages.required)
    .test('iso', leadEventMessages.dateInvalid, (v) => isoDate(v)),
  description: optionalTextField(leadEventConstants.descriptionMaxLength),
});

export const leadEventsQuerySchema = yup.object({
  from: yup
    .string()
    .optional()
    .test('iso', leadEventMessages.dateInvalid, (v) => v === undefined || isoDate(v)),
  to: yup
    .string()
    .optional()
    .test('iso', leadEventMessages.dateInvalid, (v) => v === undefined || isoDate(v)),
});

// Responses
const eventResponse = js.obj({
  id: js.int,
  lead: js.int,
  title: js.str,
  description: js.strNull,
  start: js.dateTime,
  end: { ...js.dateTime, description: 'start + 1 hour, computed by the server' },
});

const events = leadRecordEndpoints<LeadEvent>()('events', {
  tag: 'lead events',
  body: leadEventSchema,
  response: eventResponse,
});

/**
 * Calendar events (spec 2 §2 'Events': other contacts, clients, former clients). The spec shows no call for
 * them; the paths follow the lead sub-records (/organization/lead/{leadId}/...).
 */
export const leadEventsEndpoints = {
  list: events.list({
    summary: "A contact's events overlapping [from, to) (ISO datetimes, both optional), by start",
    query: leadEventsQuerySchema,
  }),
  create: events.create({
    summary: 'Add an event (lasts 1 hour); only other contacts, clients and former clients',
    description: `${leadEventMessages.added} / another stage: 400 { detail: '${leadEventMessages.unableToAdd}' }`,
  }),
  update: events.update({ summary: 'Update an event; its end moves with its start' }),
  remove: events.remove({ summary: 'Delete an event' }),
};

/** Positional path helpers (tests, links); the paths themselves are the endpoints'. */
export const leadEventPaths = {
  /** GET ?from=&to= (ISO datetimes; events that overlap the range) → LeadEvent[]; POST LeadEventInput → LeadEvent. */
  events: pathOf(leadEventsEndpoints.list),
  /** PUT LeadEventInput → LeadEvent; DELETE (204). */
  event: pathOf(leadEventsEndpoints.update),
};
