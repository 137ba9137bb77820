import type { Dayjs } from 'dayjs';

/**
 * The schedule modal's first proposal (spec 3 §9): the next full hour, which after 23:00 is 00:00 of the next
 * day (so the proposal is never in the past).
 */
export function defaultScheduleTime(now: Dayjs): Dayjs {
  return now.add(1, 'hour').startOf('hour');
}

/** Spec 3 §5: the chosen moment must not be earlier than now (date in the past, or a time already gone today). */
export function isSchedulable(at: Dayjs | null, now: Dayjs): boolean {
  return at != null && at.isValid() && at.isAfter(now);
}

/** The date picker's day and the time picker's hour and minute, as one moment. */
export function combineDateTime(date: Dayjs | null, time: Dayjs | null): Dayjs | null {
  if (!date || !time) return null;
  return date.hour(time.hour()).minute(time.minute()).second(0).millisecond(0);
}
