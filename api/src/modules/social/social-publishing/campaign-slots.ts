import {
  addDaysToDate,
  defaultTimeZone,
  instantOf,
  isKnownTimeZone,
  socialConstants,
  todayIn,
} from '@ensemble/contracts';

/**
 * When a campaign posts, in one place: its local slot hours (contracts' campaignSlotHours), the weekday keys of its
 * days (1 MON … 7 SUN), and how late a tick may still fill a slot.
 */

/** A slot missed by more than this (the scheduler down for a while) is skipped, not posted late in a burst. */
export const SLOT_CATCH_UP_MS = 2 * 3_600_000;

const HOUR_MS = 3_600_000;

/** What the slot rules read of a campaign. */
export interface CampaignTimes {
  timesPerDay: number;
  days: Record<string, boolean>;
}

/** One posting slot of a day: its local date and time, the instant it strikes, and its key part ('10:00'). */
export interface CampaignSlot {
  date: string;
  hour: number;
  at: Date;
  /** The slot's part of the publication's slot key: its local time, so a change of times per day keeps keys apart. */
  label: string;
}

export const slotHours = (timesPerDay: number): readonly number[] =>
  socialConstants.campaignSlotHours[timesPerDay as 1 | 2 | 3] ?? socialConstants.campaignSlotHours[1];

export const zoneOf = (zone: string | null | undefined): string =>
  isKnownTimeZone(zone) ? zone : defaultTimeZone;

/** The weekday key of a YYYY-MM-DD date: 1 (Monday) to 7 (Sunday), as the campaign's days are keyed. */
export function weekdayKey(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return day === 0 ? 7 : day;
}

export const isDayOn = (campaign: CampaignTimes, date: string): boolean =>
  campaign.days[String(weekdayKey(date))] === true;

/** The slots of `date` in `zone` (whether or not the day is on). */
export function slotsOf(campaign: CampaignTimes, zone: string, date: string): CampaignSlot[] {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return slotHours(campaign.timesPerDay).map((hour) => ({
    date,
    hour,
    at: instantOf({ year, month, day, hour, minute: 0, second: 0 }, zone),
    label: `${String(hour).padStart(2, '0')}:00`,
  }));
}

/** The publication's slot key of a campaign slot: unique per organization, so a slot is filled once. */
export const campaignSlotKey = (slot: CampaignSlot): string => `campaign:${slot.date}:${slot.label}`;

/**
 * The slots a tick at `now` fills: today's (in the zone) on an enabled day whose time has come, at most
 * SLOT_CATCH_UP_MS ago. Earlier days are never caught up.
 */
export function dueSlots(
  campaign: CampaignTimes,
  zone: string | null | undefined,
  now: Date,
): CampaignSlot[] {
  const z = zoneOf(zone);
  const today = todayIn(z, now);
  if (!isDayOn(campaign, today)) return [];
  return slotsOf(campaign, z, today).filter(
    (s) => s.at.getTime() <= now.getTime() && now.getTime() - s.at.getTime() <= SLOT_CATCH_UP_MS,
  );
}

/** The first slot after `now` on an enabled day; null when no day is on. */
export function nextSlot(campaign: CampaignTimes, zone: string | null | undefined, now: Date): Date | null {
  const z = zoneOf(zone);
  const today = todayIn(z, now);
  // A week and a day ahead covers every weekday, and today's slots that have passed.
  for (let plus = 0; plus <= 8; plus += 1) {
    const date = addDaysToDate(today, plus);
    if (!isDayOn(campaign, date)) continue;
    const slot = slotsOf(campaign, z, date).find((s) => s.at.getTime() > now.getTime());
    if (slot) return slot.at;
  }
  return null;
}

/** The slots after `now` that strike within [from, to) on enabled days (a calendar month's campaign entries). */
export function slotsBetween(
  campaign: CampaignTimes,
  zone: string | null | undefined,
  from: Date,
  to: Date,
  now: Date,
): CampaignSlot[] {
  const z = zoneOf(zone);
  const start = new Date(Math.max(from.getTime(), now.getTime()));
  if (start.getTime() >= to.getTime()) return [];
  const out: CampaignSlot[] = [];
  // A day either side of the local dates covers any offset.
  const last = addDaysToDate(todayIn(z, to), 1);
  for (let date = addDaysToDate(todayIn(z, start), -1); date <= last; date = addDaysToDate(date, 1)) {
    if (!isDayOn(campaign, date)) continue;
    for (const s of slotsOf(campaign, z, date))
      if (s.at.getTime() > now.getTime() && s.at >= from && s.at < to) out.push(s);
  }
  return out;
}

/** The instant a local month (1-12) begins in the zone. */
export function monthStart(zone: string | null | undefined, year: number, month: number): Date {
  return instantOf({ year, month, day: 1, hour: 0, minute: 0, second: 0 }, zoneOf(zone));
}

/** Since when a post counts as posted for a slot at `at` (socialConstants.repostAfterDays before it). */
export const repostWindowStart = (at: Date): Date =>
  new Date(at.getTime() - socialConstants.repostAfterDays * 24 * HOUR_MS);
