import { formatUsDateTime, instantOf, parseUsDateTime, wallClockAt } from '@ensemble/contracts';

/*
 * date_of_sending travels as 'MM/DD/YYYY h:mm:ss A' on the wall clock of the organization's zone
 * (leadRemindersConstants.dateFormat); the conversions are contracts' local-time module (docs/adr/0010).
 */

/** 'MM/DD/YYYY h:mm:ss A' read as a wall-clock time in `zone` → the UTC instant (Invalid Date when unreadable). */
export function parseReminderDate(value: string, zone: string): Date {
  const wall = parseUsDateTime(value);
  return wall ? instantOf(wall, zone) : new Date(NaN);
}

/** The UTC instant written as 'MM/DD/YYYY h:mm:ss A' on the wall clock of `zone`. */
export function formatReminderDate(date: Date, zone: string): string {
  return formatUsDateTime(wallClockAt(date, zone));
}
