import {
  addDaysToDate,
  automationConstants,
  automationReportTypes,
  automationTypes,
  type EmailReportType,
  instantOf,
  isKnownTimeZone,
  defaultTimeZone,
  type LocalTimeOfDay,
  todayIn,
} from '@ensemble/contracts';

/**
 * When the automation engine sends, in one place: the spec's local send times (contracts), the report type of each
 * kind of email, and how far back a tick looks for steps that fell due.
 */
export const sendTimes = automationConstants.sendTimes;

/**
 * How long after its local send time a step is still created. A late tick (the scheduler down for a while) catches
 * up on everything due within this window; a step older than that is not sent at all, so an automation or a
 * follow-up slot switched back on, or a one-off holiday long gone, does not send a burst of stale messages.
 */
export const CATCH_UP_MS = 24 * 3_600_000;

/** The instant `time` strikes on `date` (YYYY-MM-DD) in `zone` (unknown or missing: the default zone). */
export function localDueAt(zone: string | null | undefined, date: string, time: LocalTimeOfDay): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return instantOf(
    { year, month, day, hour: time.hour, minute: time.minute, second: 0 },
    isKnownTimeZone(zone) ? zone : defaultTimeZone,
  );
}

/** A local day whose send time fell due, and that instant. */
export interface DueDay {
  date: string;
  dueAt: Date;
}

/**
 * The days (YYYY-MM-DD in `zone`) whose `time` fell due in (`since`, `until`]: what a tick sends for. Daylight saving
 * is the contracts' rule (a time in a gap is due when the clock jumps past it, one in an overlap once).
 */
export function dueDays(
  zone: string | null | undefined,
  time: LocalTimeOfDay,
  since: Date,
  until: Date,
): DueDay[] {
  const z = isKnownTimeZone(zone) ? zone : defaultTimeZone;
  // A day either side of the window's local days covers any offset.
  const last = addDaysToDate(todayIn(z, until), 1);
  const out: DueDay[] = [];
  for (let date = addDaysToDate(todayIn(z, since), -1); date <= last; date = addDaysToDate(date, 1)) {
    const dueAt = localDueAt(z, date, time);
    if (dueAt.getTime() > since.getTime() && dueAt.getTime() <= until.getTime()) out.push({ date, dueAt });
  }
  return out;
}

/** The email report type of a custom automation's email (spec 3 §9): by its type and the action's day. */
export function customReportType(automationType: number, day: number | null): EmailReportType {
  if (automationType === automationTypes.dripByDate) return automationReportTypes.oneOff;
  if (automationType === automationTypes.dripByResult)
    return day === 0 ? automationReportTypes.dripByResultZero : automationReportTypes.dripByResult;
  return day === 0 ? automationReportTypes.dripByDayZero : automationReportTypes.dripByDay;
}
