/**
 * Automations (spec 3 §2, §3 Holiday, Follow-up, Custom and Result-based automation, Action; §4, §5 Automation,
 * §8 Automations, §9; issue 20): the constants, words, rules and shapes shared by mfe-tempo's /tempo/automations and
 * the API (api/src/modules/messaging/automations). The calls are declared in automations-endpoints.ts.
 */
import * as yup from 'yup';
import type { ErrorBody } from './api-types';
import { stages, type Stage } from './constants';
import type { EmailReportType } from './email-reports-api';
import { addDaysToDate, leadFollowUpMessages } from './lead-follow-ups-api';
import { leadRemindersConstants } from './lead-reminders-api';
import { messages } from './messages';
import { sortableColumns } from './table-orderings';

// ---- constants (spec 3 §3, §9) -------------------------------------------------------------------------------------

/** Spec 3 §9: 0 drip by day, 1 drip by date, 2 drip by result. */
export const automationTypes = { dripByDay: 0, dripByDate: 1, dripByResult: 2 } as const;
export type AutomationType = (typeof automationTypes)[keyof typeof automationTypes];
/** The types Build your own creates (drip by result is the Result based tab's). */
export const customAutomationTypes = [automationTypes.dripByDay, automationTypes.dripByDate] as const;
export type CustomAutomationType = (typeof customAutomationTypes)[number];

export const automationTypeLabels: Record<AutomationType, string> = {
  0: 'Drip by day',
  1: 'Drip by date',
  2: 'Drip by result',
};

/** Spec 3 §9: 0 opened, 1 clicked, 2 both. */
export const automationConditions = { opened: 0, clicked: 1, both: 2 } as const;
export type AutomationCondition = (typeof automationConditions)[keyof typeof automationConditions];
export const automationConditionValues = [0, 1, 2] as const;
export const automationConditionLabels: Record<AutomationCondition, string> = {
  0: 'Opened',
  1: 'Clicked',
  2: 'Both',
};

/** Spec 3 §3 Action `send`: EMAIL (the default), SMS, REMINDER. */
export const automationSends = ['EMAIL', 'SMS', 'REMINDER'] as const;
export type AutomationSend = (typeof automationSends)[number];
export const automationSendLabels: Record<AutomationSend, string> = {
  EMAIL: 'Email',
  SMS: 'SMS',
  REMINDER: 'Reminder',
};

/** Spec 3 §3 Custom automation `buckets`: the five stages by their API names. */
export const automationBuckets = stages;
export type AutomationBucket = Stage;
export const automationBucketLabels: Record<AutomationBucket, string> = {
  opportunity: 'Opportunity',
  prospect: 'Prospect',
  client: 'Client',
  former_client: 'Former client',
  other: 'Other',
};

/** Spec 3 §9: all five buckets selected shows 'All'; otherwise their labels. */
export function bucketsLabel(buckets: readonly string[]): string {
  if (automationBuckets.every((b) => buckets.includes(b))) return 'All';
  return automationBuckets
    .filter((b) => buckets.includes(b))
    .map((b) => automationBucketLabels[b])
    .join(', ');
}

/**
 * Ours (issue 20): a drip by day counted from a date of the contact rather than the day it entered the audience:
 * its birthday (day N: N days after it, every year) or a sale's expiration date (spec 2: an imported sale's
 * close_date, labelled Expiration Date; day N: N days before it, so an agency's renewal reminders run themselves).
 */
export const automationDateFields = ['birthday', 'sale_expiration'] as const;
export type AutomationDateField = (typeof automationDateFields)[number];
export const automationDateFieldLabels: Record<AutomationDateField, string> = {
  birthday: 'Birthday (days after)',
  sale_expiration: 'Sale expiration date (days before)',
};

/** A local time of day in the organization's zone. */
export interface LocalTimeOfDay {
  hour: number;
  minute: number;
}

export const automationConstants = {
  /** Spec 3 §9: automations lists. */
  pageSize: 100,
  nameMaxLength: 255,
  subjectMaxLength: 255,
  /** A REMINDER action becomes a contact's reminder: its note's limit (spec 2 §5, 200). */
  reminderMaxLength: leadRemindersConstants.noteMax,
  /**
   * Spec 3 §9 send times, in the organization's zone (its main location's, else the default): drip by day and by
   * result 2 PM, one-off (drip by date) 11 AM, holiday (global) 12 PM, follow-up 1 PM.
   */
  sendTimes: {
    dripByDay: { hour: 14, minute: 0 },
    dripByResult: { hour: 14, minute: 0 },
    oneOff: { hour: 11, minute: 0 },
    holiday: { hour: 12, minute: 0 },
    followUp: { hour: 13, minute: 0 },
  } satisfies Record<string, LocalTimeOfDay>,
  /** Spec 3 §9: suggested follow-up days. */
  suggestedFollowUpDays: [3, 10, 30, 60, 90] as const,
} as const;

/**
 * The email report type of an automation's email (spec 3 §3 Email report, §9 report filter): dbd a drip by day's
 * step (dbd0 its day-0 step), of a one-off (drip by date) step, holiday, fu a follow-up. The spec names no type for
 * drip by result: its emails are drip-by-day actions too (dbd, dbd0 on day 0).
 */
export const automationReportTypes = {
  dripByDay: 'dbd',
  dripByDayZero: 'dbd0',
  oneOff: 'of',
  holiday: 'holiday',
  followUp: 'fu',
  dripByResult: 'dbd',
  dripByResultZero: 'dbd0',
} as const satisfies Record<string, EmailReportType>;

// ---- follow-up slots (spec 3 §3 Follow-up: first..fifth) ---------------------------------------------------------

export const followUpStages = ['first', 'second', 'third', 'fourth', 'fifth'] as const;
export type FollowUpStage = (typeof followUpStages)[number];

export const followUpStageLabels: Record<FollowUpStage, string> = {
  first: 'First Follow Up',
  second: 'Second Follow Up',
  third: 'Third Follow Up',
  fourth: 'Fourth Follow Up',
  fifth: 'Fifth Follow Up',
};

/** A slot's subject until one is written, and again when its template is removed (spec 3 §4). Ours. */
export const followUpDefaultSubjects: Record<FollowUpStage, string> = {
  first: 'Following up',
  second: 'Just checking in',
  third: 'Still here to help',
  fourth: 'Anything we can do for you?',
  fifth: 'One last follow up',
};

/** Slot 1..5 of a stage (the rows of automation_follow_ups). */
export const followUpSlotOf = (stage: FollowUpStage): number => followUpStages.indexOf(stage) + 1;
export const followUpStageOf = (slot: number): FollowUpStage => followUpStages[slot - 1] as FollowUpStage;

// ---- words (spec 3 §5, §8; ours marked) ----------------------------------------------------------------------------

export const automationMessages = {
  nameRequired: 'Please enter a name',
  audienceRequired: 'Please enter at least one group or tag or at least one included or excluded service',
  automationRequired: 'Please select an existing automation',
  conditionRequired: 'Please select results of an existing automation',
  fillAllFields: 'Please fill all the necessary fields',
  updated: 'Automation updated',
  actionAdded: 'Automation action added',
  somethingWentWrong: messages.somethingWentWrong,
  unableToUpdate: 'Unable to update automation',
  unableToDelete: 'Unable to delete automation',
  templateAssigned: 'Template assigned successfully',
  templateRemoved: 'Template removed successfully',
  subjectUpdated: 'Subject updated successfully',
  unableToAssignTemplate: 'Unable to assign template',
  unableToAddSubject: 'Unable to add subject',
  // ours, in the same voice
  /** Drip by date: an action's date is at least tomorrow in the organization's zone (spec 3 §5). */
  dateFromTomorrow: 'Date must be at least tomorrow',
  dateFormat: leadFollowUpMessages.dateFormat,
  dayInvalid: messages.numberInvalid,
  typeRequired: 'Please select a type',
  /** Drip by result sends emails only (spec 3 §5). */
  emailOnly: 'Drip by result actions can only send emails',
  /** Holiday and follow-up: the subject and the active toggle wait for a template (spec 3 §4). */
  templateFirst: 'Please assign a template first',
  /** A holiday of the organization's own on a day already gone. */
  holidayDatePast: 'Date cannot be in the past',
  /** The type of an automation with actions cannot change: its actions are days or dates. */
  typeLocked: 'The type of an automation with actions cannot be changed',
  /** A template, text template, list, tag or service that is not the organization's. */
  notFound: 'Please select an existing item',
  dateFieldDripByDayOnly: 'Only a drip by day can count from a date of the contact',
} as const;

// ---- rules shared by the forms and the API -------------------------------------------------------------------------

const isRealDate = (v: string | null | undefined): boolean => {
  if (!v || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const [y, m, d] = v.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
};

/** An id picked from a list (a template, a tag…), or null; '' from a cleared select is null. */
const optionalId = () =>
  yup
    .number()
    .typeError(messages.invalidChoice)
    .integer(messages.invalidChoice)
    .positive(messages.invalidChoice)
    .nullable()
    .transform((v: unknown, raw: unknown) => (raw === '' || raw == null ? null : v));

const idList = () =>
  yup.array(yup.number().typeError(messages.invalidChoice).integer().positive().required()).default([]);

const nameField = () =>
  yup
    .string()
    .trim()
    .required(automationMessages.nameRequired)
    .max(automationConstants.nameMaxLength, messages.maxLength(automationConstants.nameMaxLength));

/** Optional text: trimmed, '' is null. */
const optionalText = (max: number) =>
  yup
    .string()
    .trim()
    .max(max, messages.maxLength(max))
    .nullable()
    .transform((v: string | null) => (v == null || v === '' ? null : v));

/**
 * Context the forms (and the API, with the organization's day) pass to the schemas: today in the organization's
 * zone, YYYY-MM-DD. Without it, date rules check the format only.
 */
export interface AutomationSchemaContext {
  today?: string;
}

const audienceFields = {
  buckets: yup
    .array(
      yup
        .string()
        .oneOf([...automationBuckets], messages.invalidChoice)
        .required(),
    )
    .default([]),
  lead_lists: idList(),
  groups: idList(),
  included_services: idList(),
  excluded_services: idList(),
};

/** At least one bucket, list, tag, included or excluded service (spec 3 §5), as a form-level error. */
export function hasAudience(v: {
  buckets?: readonly unknown[];
  lead_lists?: readonly unknown[];
  groups?: readonly unknown[];
  included_services?: readonly unknown[];
  excluded_services?: readonly unknown[];
}): boolean {
  return [v.buckets, v.lead_lists, v.groups, v.included_services, v.excluded_services].some(
    (l) => (l?.length ?? 0) > 0,
  );
}

/**
 * POST custom-automation/ (Build your own): name, audience, type (0 drip by day, 1 drip by date); ours: date_field
 * (drip by day only) and stop_on_reply.
 */
export const automationSchema = yup
  .object({
    name: nameField(),
    active: yup.boolean().default(true),
    ...audienceFields,
    type: yup
      .number()
      .typeError(automationMessages.typeRequired)
      .required(automationMessages.typeRequired)
      .oneOf([...customAutomationTypes], messages.invalidChoice),
    is_interaction_based: yup.boolean().default(false),
    date_field: yup
      .string()
      .oneOf([...automationDateFields], messages.invalidChoice)
      .nullable()
      .default(null)
      .transform((v: string | null) => (v === '' ? null : v))
      .test(
        'drip-by-day',
        automationMessages.dateFieldDripByDayOnly,
        (v, ctx) => v == null || (ctx.parent as { type?: number }).type === automationTypes.dripByDay,
      ),
    stop_on_reply: yup.boolean().default(false),
  })
  .test('audience', automationMessages.audienceRequired, (v) => hasAudience(v));

export type AutomationInput = yup.InferType<typeof automationSchema>;

/**
 * PATCH custom-automation/{id}/: any of the fields (the list's active toggle sends `active` alone); the API merges
 * them into the automation and checks the whole with automationSchema.
 */
export const automationPatchSchema = yup.object({
  name: nameField().optional().default(undefined),
  active: yup.boolean(),
  buckets: audienceFields.buckets.default(undefined),
  lead_lists: idList().default(undefined),
  groups: idList().default(undefined),
  included_services: idList().default(undefined),
  excluded_services: idList().default(undefined),
  type: yup
    .number()
    .typeError(messages.invalidChoice)
    .oneOf([...customAutomationTypes], messages.invalidChoice),
  is_interaction_based: yup.boolean(),
  date_field: yup
    .string()
    .oneOf([...automationDateFields], messages.invalidChoice)
    .nullable()
    .transform((v: string | null) => (v === '' ? null : v)),
  stop_on_reply: yup.boolean(),
});
export type AutomationPatch = yup.InferType<typeof automationPatchSchema>;

/** POST result-based-automation/ and PUT {id}/: name, the source automation (type 0 or 1), the condition. */
export const resultBasedAutomationSchema = yup.object({
  name: nameField(),
  active: yup.boolean().default(true),
  automation: yup
    .number()
    .typeError(automationMessages.automationRequired)
    .integer(automationMessages.automationRequired)
    .positive(automationMessages.automationRequired)
    .required(automationMessages.automationRequired),
  condition: yup
    .number()
    .typeError(automationMessages.conditionRequired)
    .required(automationMessages.conditionRequired)
    .oneOf([...automationConditionValues], automationMessages.conditionRequired),
  stop_on_reply: yup.boolean().default(false),
});
export type ResultBasedAutomationInput = yup.InferType<typeof resultBasedAutomationSchema>;

// ---- actions (spec 3 §3 Action, §5 'Action rows') ------------------------------------------------------------------

const needed = automationMessages.fillAllFields;
type Row = { send?: string | null };
const sendIs = (ctx: yup.TestContext, send: AutomationSend) => (ctx.parent as Row).send === send;

/** The fields of an action row every type shares; the send decides which are needed. */
const actionRowFields = {
  /** An existing action of the automation (updated), or none (created). */
  id: optionalId(),
  send: yup
    .string()
    .oneOf([...automationSends], messages.invalidChoice)
    .default('EMAIL'),
  subject: optionalText(automationConstants.subjectMaxLength).test(
    'email-subject',
    needed,
    (v, ctx) => !sendIs(ctx, 'EMAIL') || v != null,
  ),
  bee_free_template: optionalId().test(
    'email-template',
    needed,
    (v, ctx) => !sendIs(ctx, 'EMAIL') || v != null,
  ),
  text_template: optionalId().test('sms-template', needed, (v, ctx) => !sendIs(ctx, 'SMS') || v != null),
  reminder: optionalText(automationConstants.reminderMaxLength).test(
    'reminder-text',
    needed,
    (v, ctx) => !sendIs(ctx, 'REMINDER') || v != null,
  ),
};

/** A day number: a whole number from 0, no maximum (spec 3 §5). */
const dayField = () =>
  yup
    .number()
    .typeError(needed)
    .required(needed)
    .integer(automationMessages.dayInvalid)
    .min(0, automationMessages.dayInvalid);

/** A date at least tomorrow in the organization's zone (context.today); the format alone without a context. */
const actionDateField = () =>
  yup
    .string()
    .trim()
    .required(needed)
    .test('format', automationMessages.dateFormat, (v) => isRealDate(v))
    .test('from-tomorrow', automationMessages.dateFromTomorrow, (v, ctx) => {
      const today = (ctx.options.context as AutomationSchemaContext | undefined)?.today;
      return !today || !isRealDate(v) || (v as string) > today;
    });

/** Drip by day: rows of EMAIL, SMS or REMINDER on a day number. */
export const dripByDayActionSchema = yup.object({ ...actionRowFields, day: dayField() });
/** Drip by date (one-off): rows of EMAIL, SMS or REMINDER on a date at least tomorrow. */
export const oneOffActionSchema = yup.object({ ...actionRowFields, date: actionDateField() });
/** Drip by result: EMAIL rows only (template and subject), on a day number. */
export const resultBasedActionSchema = yup.object({
  ...actionRowFields,
  send: yup
    .string()
    .oneOf(['EMAIL' as const], automationMessages.emailOnly)
    .default('EMAIL'),
  day: dayField(),
});

/**
 * A batch (POST {id}/drip-by-day-action/batch/, one-off-action/batch/, result-based-action/batch/): the whole list
 * of the automation's actions, in order. Rows with an id update that action, rows without create one, and the
 * automation's actions missing from the list are deleted, in one transaction.
 */
const batchOf = <S extends yup.AnyObjectSchema>(row: S) =>
  yup.object({ actions: yup.array(row.required()).required(needed).default([]) });

export const dripByDayBatchSchema = batchOf(dripByDayActionSchema);
export const oneOffBatchSchema = batchOf(oneOffActionSchema);
export const resultBasedBatchSchema = batchOf(resultBasedActionSchema);

export type DripByDayActionInput = yup.InferType<typeof dripByDayActionSchema>;
export type OneOffActionInput = yup.InferType<typeof oneOffActionSchema>;
export type ResultBasedActionInput = yup.InferType<typeof resultBasedActionSchema>;
export type AutomationActionInput = DripByDayActionInput | OneOffActionInput | ResultBasedActionInput;

/** The batch schema of an automation type. */
export const actionBatchSchemaOf = (type: AutomationType) =>
  type === automationTypes.dripByDate
    ? oneOffBatchSchema
    : type === automationTypes.dripByResult
      ? resultBasedBatchSchema
      : dripByDayBatchSchema;

/**
 * Drip by date: the rows whose date is not after `today` (the organization's day), as the API's field errors
 * (`actions[i].date`), the same paths and words the form's schema gives with context.today. Null when none.
 */
export function actionDateErrors(
  actions: readonly { date?: string | null }[],
  today: string,
): ErrorBody | null {
  const body: ErrorBody = {};
  actions.forEach((a, i) => {
    if (a.date && a.date <= today) body[`actions[${i}].date`] = [automationMessages.dateFromTomorrow];
  });
  return Object.keys(body).length ? body : null;
}

// ---- holidays (spec 3 §3 Holiday automation) -----------------------------------------------------------------------

/**
 * How a holiday's date moves on after it is sent: 'fixed' (the same month and day next year),
 * 'nth:<month 1-12>:<weekday 0-6, Sunday 0>:<n 1-4, or -1 for the last>', 'easter'; null: once.
 */
export type HolidayRecurrence = string | null;

/** The usual US holidays, seeded for an organization the first time it reads its list (issue 20). */
export interface HolidaySeed {
  key: string;
  name: string;
  recurrence: string;
  /** MM-DD of a fixed one. */
  monthDay?: string;
}

export const usHolidaySeeds: readonly HolidaySeed[] = [
  { key: 'new_years_day', name: "New Year's Day", recurrence: 'fixed', monthDay: '01-01' },
  { key: 'mlk_day', name: 'Martin Luther King Jr. Day', recurrence: 'nth:1:1:3' },
  { key: 'valentines_day', name: "Valentine's Day", recurrence: 'fixed', monthDay: '02-14' },
  { key: 'presidents_day', name: "Presidents' Day", recurrence: 'nth:2:1:3' },
  { key: 'mothers_day', name: "Mother's Day", recurrence: 'nth:5:0:2' },
  { key: 'memorial_day', name: 'Memorial Day', recurrence: 'nth:5:1:-1' },
  { key: 'fathers_day', name: "Father's Day", recurrence: 'nth:6:0:3' },
  { key: 'independence_day', name: 'Independence Day', recurrence: 'fixed', monthDay: '07-04' },
  { key: 'labor_day', name: 'Labor Day', recurrence: 'nth:9:1:1' },
  { key: 'columbus_day', name: 'Columbus Day', recurrence: 'nth:10:1:2' },
  { key: 'halloween', name: 'Halloween', recurrence: 'fixed', monthDay: '10-31' },
  { key: 'veterans_day', name: 'Veterans Day', recurrence: 'fixed', monthDay: '11-11' },
  { key: 'thanksgiving_day', name: 'Thanksgiving Day', recurrence: 'nth:11:4:4' },
  { key: 'christmas_day', name: 'Christmas Day', recurrence: 'fixed', monthDay: '12-25' },
  { key: 'new_years_eve', name: "New Year's Eve", recurrence: 'fixed', monthDay: '12-31' },
];

const pad2 = (n: number) => String(n).padStart(2, '0');
const ymd = (y: number, m: number, d: number) => `${String(y).padStart(4, '0')}-${pad2(m)}-${pad2(d)}`;
const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus). */
function easterOf(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return ymd(year, month, day);
}

const NTH = /^nth:(\d{1,2}):([0-6]):(-1|[1-5])$/;

/** Whether a recurrence is one this module understands (null: once). */
export function isHolidayRecurrence(recurrence: string | null): boolean {
  if (recurrence === null || recurrence === 'fixed' || recurrence === 'easter') return true;
  const m = NTH.exec(recurrence);
  return !!m && Number(m[1]) >= 1 && Number(m[1]) <= 12;
}

/**
 * The holiday's day in `year`: for 'fixed', the month and day of `anchor` (YYYY-MM-DD or MM-DD; 29 February is
 * the 28th in other years); the n-th (or last) weekday of a month; Easter Sunday.
 */
export function holidayDateIn(year: number, recurrence: string, anchor = ''): string {
  if (recurrence === 'fixed') {
    const [m, d] = anchor.slice(-5).split('-').map(Number) as [number, number];
    if (!m || !d) throw new RangeError(`A fixed holiday needs its month and day (${anchor})`);
    return ymd(year, m, Math.min(d, daysInMonth(year, m)));
  }
  if (recurrence === 'easter') return easterOf(year);
  const nth = NTH.exec(recurrence);
  if (!nth) throw new RangeError(`Unknown holiday recurrence: ${recurrence}`);
  const [month, weekday, n] = [Number(nth[1]), Number(nth[2]), Number(nth[3])];
  const last = daysInMonth(year, month);
  if (n === -1) {
    const lastWeekday = new Date(Date.UTC(year, month - 1, last)).getUTCDay();
    return ymd(year, month, last - ((lastWeekday - weekday + 7) % 7));
  }
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const day = 1 + ((weekday - firstWeekday + 7) % 7) + (n - 1) * 7;
  // A fifth weekday the month lacks: its last one.
  return ymd(year, month, day <= last ? day : day - 7);
}

/**
 * The holiday's next day on or after `onOrAfter` (YYYY-MM-DD, the organization's today; the day after the one
 * just sent, to move it to next year): `date` itself for a one-off holiday (recurrence null) still ahead, null
 * for one gone by. `date` is the holiday's current day (a fixed one's month and day).
 */
export function nextHolidayDate(recurrence: string | null, date: string, onOrAfter: string): string | null {
  if (recurrence === null) return date >= onOrAfter ? date : null;
  const year = Number(onOrAfter.slice(0, 4));
  const thisYear = holidayDateIn(year, recurrence, date);
  return thisYear >= onOrAfter ? thisYear : holidayDateIn(year + 1, recurrence, date);
}

/** The day after a YYYY-MM-DD date: where the engine looks for a holiday's next day once it is sent. */
export const dayAfter = (date: string): string => addDaysToDate(date, 1);

/**
 * POST automation-holidays/: an organization's own holiday. PUT {id}/ takes the same fields, each optional (the
 * table changes one at a time: the template, the subject, the active toggle); the API applies the template rule:
 * the subject and active need an email template, and removing it (bee_free_template null) deactivates the row and
 * clears its subject.
 */
export const holidaySchema = yup.object({
  name: nameField(),
  date: yup
    .string()
    .trim()
    .required(messages.fieldRequired('Date'))
    .test('format', automationMessages.dateFormat, (v) => isRealDate(v))
    .test('not-past', automationMessages.holidayDatePast, (v, ctx) => {
      const today = (ctx.options.context as AutomationSchemaContext | undefined)?.today;
      return !today || !isRealDate(v) || (v as string) >= today;
    }),
  bee_free_template: optionalId().default(null),
  text_template: optionalId().default(null),
  subject: optionalText(automationConstants.subjectMaxLength).default(null),
  active: yup.boolean().default(false),
  /** Ours: 'fixed' repeats it every year on the same day; null (the default) sends it once. */
  recurrence: yup
    .string()
    .oneOf(['fixed'], messages.invalidChoice)
    .nullable()
    .default(null)
    .transform((v: string | null) => (v === '' ? null : v)),
});
export type HolidayInput = yup.InferType<typeof holidaySchema>;

export const holidayUpdateSchema = yup.object({
  name: nameField().optional().default(undefined),
  date: yup
    .string()
    .trim()
    .test('format', automationMessages.dateFormat, (v) => v === undefined || isRealDate(v)),
  bee_free_template: optionalId(),
  text_template: optionalId(),
  subject: optionalText(automationConstants.subjectMaxLength),
  active: yup.boolean(),
  recurrence: yup
    .string()
    .oneOf(['fixed'], messages.invalidChoice)
    .nullable()
    .transform((v: string | null) => (v === '' ? null : v)),
});
export type HolidayUpdate = yup.InferType<typeof holidayUpdateSchema>;

// ---- follow-up (spec 3 §3 Follow-up: the flat {stage}_* shape) -----------------------------------------------------

/** PUT follow-up/: any of the twenty fields; the same template rule, slot by slot. */
export const followUpAutomationSchema = yup.object(
  Object.fromEntries(
    followUpStages.flatMap((s) => [
      [`${s}_active`, yup.boolean()],
      [`${s}_bee_free_template`, optionalId()],
      [`${s}_text_template`, optionalId()],
      [`${s}_subject`, optionalText(automationConstants.subjectMaxLength)],
    ]),
  ) as Record<`${FollowUpStage}_${'active'}`, yup.BooleanSchema<boolean | undefined>> &
    Record<`${FollowUpStage}_${'bee_free_template' | 'text_template'}`, ReturnType<typeof optionalId>> &
    Record<`${FollowUpStage}_subject`, ReturnType<typeof optionalText>>,
);
export type FollowUpAutomationUpdate = yup.InferType<typeof followUpAutomationSchema>;

// ---- shapes the API answers (spec 3 §3) ----------------------------------------------------------------------------

export interface AutomationHoliday {
  id: number;
  name: string;
  /** YYYY-MM-DD: the next day it goes out, at 12 PM in the organization's zone. */
  date: string;
  subject: string | null;
  bee_free_template: number | null;
  text_template: number | null;
  active: boolean;
  /** Ours: how the date moves on after it is sent (HolidayRecurrence); null: once. */
  recurrence: string | null;
  /** Ours: one of the suite's seeded holidays (false: the organization's own). */
  is_seeded: boolean;
}

export type FollowUpAutomation = {
  [K in `${FollowUpStage}_active`]: boolean;
} & {
  [K in `${FollowUpStage}_${'bee_free_template' | 'text_template'}`]: number | null;
} & {
  [K in `${FollowUpStage}_subject`]: string | null;
} & {
  /** Ours, for display: the slot's days in the organization's follow-up strategy (null: the slot is unused). */
  [K in `${FollowUpStage}_days`]: number | null;
};

export interface AutomationAction {
  id: number;
  send: AutomationSend;
  day: number | null;
  date: string | null;
  subject: string | null;
  bee_free_template: number | null;
  text_template: number | null;
  reminder: string | null;
  automation: number;
}

export interface CustomAutomation {
  id: number;
  name: string;
  active: boolean;
  buckets: AutomationBucket[];
  lead_lists: number[];
  groups: number[];
  excluded_services: number[];
  included_services: number[];
  type: AutomationType;
  is_interaction_based: boolean;
  organization: number;
  /** Its actions, in order. */
  automations_list: AutomationAction[];
  /** Ours: drip by day from a date of the contact (null: from the day it entered the audience). */
  date_field: AutomationDateField | null;
  /** Ours: a contact who replies leaves the automation. */
  stop_on_reply: boolean;
  created_at: string;
}

export interface ResultBasedAutomation {
  id: number;
  name: string;
  active: boolean;
  /** The custom automation whose emails' results enroll contacts. */
  automation: number;
  /** Ours, for the table: that automation's name. */
  automation_name: string;
  condition: AutomationCondition;
  type: typeof automationTypes.dripByResult;
  organization: number;
  automations_list: AutomationAction[];
  stop_on_reply: boolean;
  created_at: string;
}

// ---- lists -------------------------------------------------------------------------------------------------------

/**
 * What the Build your own and Result based lists sort by ('-' descends): the tables' sortable columns
 * (sortableColumns.automations, each walked both ways by the API's orderings test), and type, active and id, whose
 * two values cannot be told apart by that walk.
 */
export const automationSortings = [...sortableColumns.automations, 'type', 'active', 'id'] as const;

const sortingValues = automationSortings.flatMap((s) => [s, `-${s}`]);

/**
 * GET custom-automation/ and result-based-automation/ (spec 3 §7: currentPage, search, sorting; page size 100).
 * send_type: the custom list's type filter (0 drip by day, 1 drip by date; none: both).
 */
export const automationsQuerySchema = yup.object({
  currentPage: yup.number().typeError(messages.numberInvalid).integer().min(1).default(1),
  pageSize: yup
    .number()
    .typeError(messages.numberInvalid)
    .integer()
    .min(1)
    .max(automationConstants.pageSize)
    .default(automationConstants.pageSize),
  search: yup.string().trim().max(200).default(''),
  sorting: yup
    .string()
    .trim()
    .oneOf(sortingValues, messages.invalidOrdering(sortingValues))
    .default('-created_at'),
  send_type: yup
    .number()
    .typeError(messages.invalidChoice)
    .oneOf([...customAutomationTypes], messages.invalidChoice)
    .nullable()
    .transform((v: unknown, raw: unknown) => (raw === '' || raw == null ? null : v))
    .default(null),
});
export type AutomationsQuery = yup.InferType<typeof automationsQuerySchema>;
