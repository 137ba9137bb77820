import { leadRemindersConstants } from '@ensemble/contracts';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(customParseFormat);
dayjs.extend(utc);
dayjs.extend(timezone);

/** 'MM/DD/YYYY h:mm:ss A' read as a wall-clock time in `zone` → the UTC instant. */
export function parseReminderDate(value: string, zone: string): Date {
  return dayjs.tz(value.trim(), leadRemindersConstants.dateFormat, zone).toDate();
}

/** The UTC instant written as 'MM/DD/YYYY h:mm:ss A' on the wall clock of `zone`. */
export function formatReminderDate(date: Date, zone: string): string {
  return dayjs(date).tz(zone).format(leadRemindersConstants.dateFormat);
}
