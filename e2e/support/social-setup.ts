/**
 * The campaign settings page (/tempo/social-setup/{org}, issue 21): the clock its campaign goes by (the main
 * location's zone), the RSS feeds a journey serves itself on loopback, and the social calls its journeys seed or
 * check with.
 */
import { readFile } from 'node:fs/promises';
import {
  addDaysToDate,
  instantOf,
  type Location,
  type Paginated,
  type SocialCampaign,
  socialEndpoints,
  type SocialUrl,
  settingsPaths,
  timeZones,
  todayIn,
  urlOf,
  wallClockAt,
} from '@ensemble/contracts';
import { call } from './api';
import { serveSite, type SiteFile } from './local-site';
import { dayOf, getCampaign, readUntil, timeOf } from './social';

/** How long past its hour a slot is still filled (campaign-slots' SLOT_CATCH_UP_MS is 2 h), less the journey's time. */
const DUE_FOR_MINUTES = 100;

/** The campaign's weekday key of a YYYY-MM-DD date: 1 (MON) to 7 (SUN). */
export function weekdayKey(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return String(day === 0 ? 7 : day);
}

/** The zones where it is now between `hour`:00 and 100 minutes later: a slot at `hour` is due at the next tick. */
function zonesJustPast(hour: number, now: Date): { zone: string; date: string }[] {
  return timeZones
    .map((z) => ({ zone: z.value, wall: wallClockAt(now, z.value) }))
    .filter(({ wall }) => {
      const minutes = (wall.hour - hour) * 60 + wall.minute;
      return minutes >= 0 && minutes < DUE_FOR_MINUTES;
    })
    .map(({ zone }) => ({ zone, date: todayIn(zone, now) }));
}

export interface CampaignClock {
  /** The main location's zone first: one of a 2-a-day campaign's slots (10:00, 15:00) is due there now. */
  first: string;
  /** The zone to move it to next: the other slot is due there now. */
  second: string;
  /** The local day in `first`, and its weekday key. */
  date: string;
  day: string;
  /** The slot due in `first`. */
  firstHour: 10 | 15;
}

/**
 * Two zones for a 2-a-day campaign (slots 10:00 and 15:00): in the first a slot has just passed, in the second the
 * other one has. Both slots are then due within the same 100 minutes, so the first one's post is within the 3 days
 * the second must not repost it in. Around midnight UTC the second zone's day is the next or the previous one: the
 * journey keeps every other day on, so its key is on too.
 */
export function campaignClock(now = new Date()): CampaignClock {
  for (const [a, b] of [
    [15, 10],
    [10, 15],
  ] as const) {
    const first = zonesJustPast(a, now)[0];
    const second = zonesJustPast(b, now)[0];
    if (first && second)
      return {
        first: first.zone,
        second: second.zone,
        date: first.date,
        day: weekdayKey(first.date),
        firstHour: a,
      };
  }
  throw new Error(`no pair of zones with a campaign slot just past at ${now.toISOString()}`);
}

/**
 * When a 2-a-day campaign started now in `clock.first` with every day on posts next: the other slot today when the
 * first was 10:00, else 10:00 the next day.
 */
export function nextSlotAfterStart(clock: CampaignClock): Date {
  const date = clock.firstHour === 10 ? clock.date : addDaysToDate(clock.date, 1);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return instantOf(
    { year, month, day, hour: clock.firstHour === 10 ? 15 : 10, minute: 0, second: 0 },
    clock.first,
  );
}

/** As the campaign card prints a time (format.ts: MM/DD/YYYY hh:mm A), in this machine's zone as the browser's. */
export const cardDateTime = (iso: string): string => `${dayOf(new Date(iso))} ${timeOf(new Date(iso))}`;

/** Moves the main location to another zone: the campaign's slots go by it. */
export async function moveMainLocation(
  token: string,
  orgId: number,
  location: Location,
  timezone: string,
): Promise<Location> {
  return call<Location>(settingsPaths.location(orgId, location.id), {
    method: 'PUT',
    token,
    body: JSON.stringify({ name: location.name, timezone, is_main: true }),
  });
}

/** The campaign once `check` holds for it as the API reads it: its slots are filled by the per-minute tick. */
export const campaignWhen = (
  token: string,
  orgId: number,
  check: (c: SocialCampaign) => boolean,
  ms = 90_000,
): Promise<SocialCampaign> => readUntil('the campaign', () => getCampaign(token, orgId), check, ms, 1000);

/** The organization's social URL at `address` (an RSS feed's drafts go under the URL named by the feed's address). */
export async function socialUrlAt(token: string, orgId: number, address: string): Promise<SocialUrl> {
  const page = await call<Paginated<SocialUrl>>(
    `${urlOf(socialEndpoints.urls.list, { orgId })}?search=${encodeURIComponent(address)}`,
    { token },
  );
  const url = page.results.find((u) => u.url === address);
  if (!url) throw new Error(`no social URL at ${address}`);
  return url;
}

export async function rssUnread(token: string, orgId: number): Promise<number> {
  return (await call<{ unread: number }>(urlOf(socialEndpoints.rss.unread, { orgId }), { token })).unread;
}

export interface FeedItem {
  guid: string;
  title: string;
  text: string;
  /** The item's picture: its path on the feed's site and its file (served beside the feed). */
  picture?: { path: string; file: string };
}

/** An RSS 2.0 document with `items`, as a blog would serve it; `site` makes a picture's address. */
export const rssDocument = (title: string, items: FeedItem[], site: (path: string) => string): string =>
  `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>${title}</title><link>https://blog.example.test/</link>
<description>News from the shop</description>
${items
  .map(
    (i) => `<item><title>${i.title}</title><link>https://blog.example.test/${i.guid}</link>
<guid isPermaLink="false">${i.guid}</guid><description><![CDATA[<p>${i.text}</p>]]></description>${
      i.picture ? `\n<enclosure url="${site(i.picture.path)}" type="image/png" length="1000"/>` : ''
    }</item>`,
  )
  .join('\n')}
</channel></rss>`;

export interface FeedServer {
  /** The feed's address, on the one loopback port the e2e API may fetch (start-api.mjs OUTBOUND_FETCH_ALLOW). */
  url: string;
  /** How many times the feed (or another path of its site) was fetched. */
  hits: (path?: string) => number;
  close: () => Promise<void>;
}

/**
 * Serves the feed `title` with `items` at /{path} on the local site (support/local-site.ts), and the items' pictures
 * beside it, until closed.
 */
export async function serveFeed(path: string, title: string, items: FeedItem[]): Promise<FeedServer> {
  const files: Record<string, SiteFile> = {};
  for (const i of items)
    if (i.picture) files[i.picture.path] = { type: 'image/png', body: await readFile(i.picture.file) };
  const site = await serveSite(files);
  // The site looks `files` up at each request: the feed, which names its pictures by the site's address, goes in now.
  files[`/${path}`] = {
    type: 'application/rss+xml; charset=utf-8',
    body: rssDocument(title, items, site.url),
  };
  return { url: site.url(`/${path}`), hits: (p = `/${path}`) => site.hits(p), close: site.close };
}
