/**
 * Local (wall-clock) time in an IANA zone: the one place the suite turns instants into an organization's local
 * time and back (docs/adr/0010). The API, the scheduler and the screens all call these functions, so they agree,
 * and all of them rest on one library, @date-fns/tz (its `tzOffset`: the zone's UTC offset at an instant, read
 * from the platform's Intl time-zone data).
 *
 * Daylight saving, the same rule everywhere (the one Luxon and Temporal call 'compatible'):
 * - a wall time that does not exist (spring-forward gap, e.g. 2:30 AM in New York on the second Sunday of March)
 *   moves forward by the length of the gap (3:30 AM);
 * - a wall time that happens twice (fall-back overlap, e.g. 1:30 AM on the first Sunday of November) is the
 *   earlier of the two instants (1:30 AM daylight time).
 */
import { tzOffset } from '@date-fns/tz';

/** A wall-clock date and time; month is 1-12. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Whether the platform knows the IANA zone. */
export function isKnownTimeZone(zone: string | null | undefined): zone is string {
  return !!zone && Number.isFinite(tzOffset(zone, new Date(0)));
}

/** The zone of the device running this code (the browser's, on a screen); '' when the platform does not say. */
export function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
}

/** The zone's UTC offset in minutes at an instant (east positive: New York in winter is -300). */
export function zoneOffsetMinutes(zone: string, at: Date): number {
  const offset = tzOffset(zone, at);
  if (!Number.isFinite(offset)) throw new RangeError(`Unknown time zone: ${zone}`);
  // tzOffset answers -0 for UTC.
  return offset || 0;
}

/** What the wall clock of `zone` shows at `instant`. */
export function wallClockAt(instant: Date, zone: string): WallClock {
  const shifted = new Date(instant.getTime() + zoneOffsetMinutes(zone, instant) * MINUTE);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/** The instant the wall clock of `zone` shows `wall` (a gap moves forward, an overlap takes the earlier). */
export function instantOf(wall: WallClock, zone: string): Date {
  const naive = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  // Offsets a day either side bracket any transition near this wall time (none is closer than a day apart).
  const before = zoneOffsetMinutes(zone, new Date(naive - DAY));
  const after = zoneOffsetMinutes(zone, new Date(naive + DAY));
  const fits = (offset: number) => {
    const t = naive - offset * MINUTE;
    return zoneOffsetMinutes(zone, new Date(t)) === offset ? t : null;
  };
  const candidates = [fits(before), fits(after)].filter((t): t is number => t !== null);
  // Both fit in an overlap: the earlier instant. None fits in a gap: the offset before it moves the time forward.
  return new Date(candidates.length ? Math.min(...candidates) : naive - before * MINUTE);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** YYYY-MM-DD of a wall clock. */
export const isoDateOf = (wall: Pick<WallClock, 'year' | 'month' | 'day'>) =>
  `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;

/** Today's date (YYYY-MM-DD) in `zone`; an unknown or missing zone falls back to UTC. */
export function todayIn(zone: string | null | undefined, now: Date = new Date()): string {
  return isoDateOf(wallClockAt(now, isKnownTimeZone(zone) ? zone : 'UTC'));
}

/**
 * The first instant after `after` at which the wall clock of `zone` shows `time` (hour and minute): what a
 * daily local send time (a follow-up at 1 PM, a drip at 2 PM) is due at next. On a spring-forward day a time in
 * the gap is due when the clock jumps past it (2:30 → 3:30); on a fall-back day a time in the overlap is due once,
 * at its first occurrence.
 */
export function nextLocalTime(zone: string, time: { hour: number; minute: number }, after: Date): Date {
  const today = wallClockAt(after, zone);
  // Today's occurrence, else tomorrow's; two days ahead covers a 'today' that fell before `after` by a gap shift.
  for (let plus = 0; plus < 3; plus += 1) {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day + plus));
    const due = instantOf(
      {
        year: day.getUTCFullYear(),
        month: day.getUTCMonth() + 1,
        day: day.getUTCDate(),
        hour: time.hour,
        minute: time.minute,
        second: 0,
      },
      zone,
    );
    if (due.getTime() > after.getTime()) return due;
  }
  throw new RangeError(`No ${time.hour}:${time.minute} after ${after.toISOString()} in ${zone}`);
}

/** The zone's standard (winter) offset in hours and whether it observes daylight saving time, in `year`. */
export function zoneDstInfo(
  zone: string,
  year: number,
): { standardOffsetHours: number; observesDst: boolean } {
  const january = zoneOffsetMinutes(zone, new Date(Date.UTC(year, 0, 1)));
  const july = zoneOffsetMinutes(zone, new Date(Date.UTC(year, 6, 1)));
  return { standardOffsetHours: Math.min(january, july) / 60, observesDst: january !== july };
}

/** 'MM/DD/YYYY h:mm:ss A' (the spec's reminder format, e.g. '03/08/2026 2:30:00 AM'). */
const US_DATE_TIME = /^(\d{1,2})\/(\d{1,2})\/(\d{4}) (\d{1,2}):(\d{2}):(\d{2}) ([AaPp][Mm])$/;

/** Reads 'MM/DD/YYYY h:mm:ss A' as a wall clock; null when it does not match. */
export function parseUsDateTime(value: string): WallClock | null {
  const m = US_DATE_TIME.exec(value.trim());
  if (!m) return null;
  const hour12 = Number(m[4]) % 12;
  return {
    year: Number(m[3]),
    month: Number(m[1]),
    day: Number(m[2]),
    hour: m[7].toUpperCase() === 'PM' ? hour12 + 12 : hour12,
    minute: Number(m[5]),
    second: Number(m[6]),
  };
}

/** Writes a wall clock as 'MM/DD/YYYY h:mm:ss A'. */
export function formatUsDateTime(wall: WallClock): string {
  const hour12 = wall.hour % 12 === 0 ? 12 : wall.hour % 12;
  const meridiem = wall.hour < 12 ? 'AM' : 'PM';
  return `${pad(wall.month)}/${pad(wall.day)}/${pad(wall.year, 4)} ${hour12}:${pad(wall.minute)}:${pad(wall.second)} ${meridiem}`;
}
