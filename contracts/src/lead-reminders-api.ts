/**
 * Issue 7 contract: a contact's reminders (spec 2 §3 Reminder, §4, §5, §7 Reminders, §8). Paths are relative to
 * '/api' and are the spec's. date_of_sending travels as 'MM/DD/YYYY h:mm:ss A' in the organization's time zone
 * (its main location's); the API stores UTC. At that time the contact's representatives are notified once.
 */
import * as yup from 'yup';
import { pathOf } from './endpoint';
import { js } from './json-schema';
import { leadRecordEndpoints } from './record-endpoints';
import { messages } from './messages';

export const leadRemindersConstants = {
  /** Spec 2 §5, §9. */
  noteMax: 200,
  /** Spec 2 §7, as dayjs/moment format tokens. */
  dateFormat: 'MM/DD/YYYY h:mm:ss A',
} as const;

export const leadRemindersMessages = {
  noteTooLong: messages.maxLength(leadRemindersConstants.noteMax),
  noteRequired: messages.fieldRequired('Note'),
  dateRequired: messages.fieldRequired('Date of sending'),
  dateInvalid: 'Date of sending must be like MM/DD/YYYY h:mm:ss AM',
  completedIsLocked: 'A completed reminder can only be deleted',
  unableToAdd: 'Unable to add reminder!',
  unableToUpdate: 'Unable to update reminder!',
  unableToComplete: 'Unable to complete reminder!',
  unableToDelete: 'Unable to delete reminder',
  added: 'Reminder added successfully!',
  updated: 'Updated successfully',
  deleted: 'Deleted successfully!',
  completedLabel: 'COMPLETED',
} as const;

/** Spec 2 §3 Reminder, as read. */
export interface LeadReminder {
  id: number;
  lead: number;
  /** 'MM/DD/YYYY h:mm:ss A' in the organization's time zone. */
  date_of_sending: string;
  reminder: string;
  is_completed: boolean;
  /** When the representatives were notified (ISO 8601), null until then. Ours. */
  sent_at: string | null;
  /** The IANA zone date_of_sending is written in. Ours. */
  time_zone: string;
  created_at: string;
}

/** 'MM/DD/YYYY h:mm:ss A' with a real calendar date (the hour may have one or two digits). */
const DATE_PATTERN =
  /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/(\d{4}) (0?[1-9]|1[0-2]):([0-5]\d):([0-5]\d) (AM|PM)$/;

export function isReminderDate(value: string): boolean {
  const m = DATE_PATTERN.exec(value);
  if (!m) return false;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

export const reminderSchema = yup.object({
  date_of_sending: yup
    .string()
    .trim()
    .required(leadRemindersMessages.dateRequired)
    .test('format', leadRemindersMessages.dateInvalid, (v) => !v || isReminderDate(v)),
  reminder: yup
    .string()
    .trim()
    .required(leadRemindersMessages.noteRequired)
    .max(leadRemindersConstants.noteMax, leadRemindersMessages.noteTooLong),
  is_completed: yup.boolean().default(false),
  /** The path decides the contact; accepted for the spec's payload shape. */
  lead: yup.number().integer().optional(),
});
export type ReminderInput = yup.InferType<typeof reminderSchema>;

/** The note's counter under the textarea (spec 2 §5 'n / 200'). */
export const reminderCounter = (note: string) => `${note.length} / ${leadRemindersConstants.noteMax}`;

// Responses
const reminderResponse = js.obj({
  id: js.int,
  lead: js.int,
  date_of_sending: { ...js.str, description: "'MM/DD/YYYY h:mm:ss A' in the organization's time zone" },
  reminder: js.str,
  is_completed: js.bool,
  sent_at: js.dateTimeNull,
  time_zone: js.str,
  created_at: js.dateTime,
});
const DATES =
  "date_of_sending is 'MM/DD/YYYY h:mm:ss A' on the wall clock of the organization's main location " +
  '(America/New_York without one); the API stores UTC.';

const reminders = leadRecordEndpoints<LeadReminder>()('reminders', {
  tag: 'contacts',
  body: reminderSchema,
  response: reminderResponse,
});

/** A contact's reminders (spec 2 §7 Reminders); the lead decides the organization (member, else 404). */
export const leadRemindersEndpoints = {
  list: reminders.list({ summary: "A contact's reminders, by date of sending", description: DATES }),
  create: reminders.create({
    summary: 'Add a reminder (open) → 201 LeadReminder',
    description:
      `${DATES} At that time the contact's representatives get an email (and an SMS with sms_notif and a ` +
      `phone), once. 400 { reminder: ['${leadRemindersMessages.noteTooLong}'] }.`,
  }),
  update: reminders.update({
    summary: 'Edit or complete (is_completed true) an open reminder',
    description: `${DATES} A completed reminder answers 400 { detail: '${leadRemindersMessages.completedIsLocked}' }; a new date re-arms the notification.`,
  }),
  remove: reminders.remove({ summary: 'Delete a reminder, open or completed' }),
};

/** Positional path helpers (tests, links); the paths themselves are the endpoints'. */
export const leadRemindersPaths = {
  /** GET → LeadReminder[] (by date of sending); POST ReminderInput → 201 LeadReminder. */
  list: pathOf(leadRemindersEndpoints.list),
  /** PUT ReminderInput → LeadReminder (open reminders only); DELETE → 204. */
  one: pathOf(leadRemindersEndpoints.update),
} as const;
