import type { Dayjs } from 'dayjs';
import type { LeadEvent } from '@ensemble/contracts';
import dayjs from 'dayjs';

export type CalendarView = 'month' | 'week' | 'day';

/** The days a view shows: the month's whole weeks (6 rows, as antd's Calendar draws them), a week, or a day. */
export function viewRange(view: CalendarView, cursor: Dayjs): { start: Dayjs; end: Dayjs } {
  if (view === 'day') return { start: cursor.startOf('day'), end: cursor.startOf('day').add(1, 'day') };
  if (view === 'week') return { start: cursor.startOf('week'), end: cursor.startOf('week').add(7, 'day') };
  const start = cursor.startOf('month').startOf('week');
  return { start, end: start.add(42, 'day') };
}

/** Moves the cursor one view back or forward. */
export function step(view: CalendarView, cursor: Dayjs, by: 1 | -1): Dayjs {
  return cursor.add(by, view);
}

export function viewTitle(view: CalendarView, cursor: Dayjs): string {
  if (view === 'month') return cursor.format('MMMM YYYY');
  if (view === 'day') return cursor.format('dddd, MMMM D, YYYY');
  const { start, end } = viewRange('week', cursor);
  const last = end.subtract(1, 'day');
  return `${start.format('MMM D')} – ${last.format('MMM D, YYYY')}`;
}

/** The events that start on `day` (local time), by start. */
export function eventsOn(events: LeadEvent[], day: Dayjs): LeadEvent[] {
  return events.filter((e) => dayjs(e.start).isSame(day, 'day'));
}

/** The events that start on `day` within the hour `hour` (local time). */
export function eventsAt(events: LeadEvent[], day: Dayjs, hour: number): LeadEvent[] {
  return eventsOn(events, day).filter((e) => dayjs(e.start).hour() === hour);
}
