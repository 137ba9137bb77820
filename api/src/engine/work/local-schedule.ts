import { defaultTimeZone, isKnownTimeZone, nextLocalTime } from '@ensemble/contracts';

/**
 * The per-organization local-time schedule (issue 15): a daily wall-clock time (a follow-up at 1 PM, a drip at
 * 2 PM, a one-off at 11 AM) in an organization's zone, turned into instants for the scheduler's tick. The
 * conversion, daylight saving included, is contracts' local-time module (docs/adr/0010): a time in a
 * spring-forward gap is due when the clock jumps past it, a time in a fall-back overlap is due once.
 */
export interface LocalSchedule {
  /** The organization's IANA zone; null or unknown: the default zone of a new location. */
  zone: string | null | undefined;
  hour: number;
  minute: number;
}

const zoneOf = (schedule: LocalSchedule) =>
  isKnownTimeZone(schedule.zone) ? schedule.zone : defaultTimeZone;

/** The first instant after `after` at which the schedule is due. */
export function nextDueAt(schedule: LocalSchedule, after: Date): Date {
  return nextLocalTime(zoneOf(schedule), schedule, after);
}

/**
 * Whether the schedule fell due in (`since`, `now`]: what a per-minute tick asks with `since` the last run it
 * recorded for the organization (so a missed tick still runs once, and two ticks never run one day twice).
 */
export function dueBetween(schedule: LocalSchedule, since: Date, now: Date): boolean {
  return nextDueAt(schedule, since).getTime() <= now.getTime();
}
