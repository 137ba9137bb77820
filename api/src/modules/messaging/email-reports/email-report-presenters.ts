import {
  type EmailEventLogEntry,
  type EmailEventName,
  emailEventNames,
  type EmailMetric,
  emailMetricNames,
  type EmailReport,
  type EmailReportActivity,
  emailReportMessages,
  type EmailReportRecipient,
  type EmailReportType,
  instantOf,
  metricPercent,
  neutralizeCsvCell,
  wallClockAt,
} from '@ensemble/contracts';

const HOUR = 3_600_000;
/** Past this span of activity, opens and clicks are shown per day (spec: 'an hour, or a day past three days'). */
export const HOURLY_SPAN_MAX_MS = 72 * HOUR;

/** What the list and the detail read of a send. */
export interface CampaignRow {
  id: number;
  type: EmailReportType;
  subject: string;
  total: number;
  sender: string;
  uniqueOpens: number;
  uniqueClicks: number;
  automationId: number | null;
  automationName: string | null;
  templateId: number | null;
  templateTextId: number | null;
  createdAt: Date;
}

/** The one recipient of a single send: its report's to, object_id and sg_message_id. */
export interface SingleRecipient {
  leadId: number | null;
  email: string;
  providerMessageId: string | null;
}

/** The display name of a From header ('"Ann Archer" <ann@x>' → 'Ann Archer'); null for a bare address. */
export function senderName(from: string): string | null {
  const m = /^\s*(?:"((?:[^"\\]|\\.)*)"|([^<"]*?))\s*<[^>]*>\s*$/.exec(from);
  const name = (m?.[1] ?? m?.[2] ?? '').replace(/\\(.)/g, '$1').trim();
  return name || null;
}

export function presentReport(c: CampaignRow, single?: SingleRecipient): EmailReport {
  const at = c.createdAt.toISOString();
  return {
    id: c.id,
    _id: Math.floor(c.createdAt.getTime() / 1000),
    type: c.type,
    subject: c.subject,
    count: c.total,
    object_id: single?.leadId ?? null,
    timestamp: at,
    datetime_sending: at,
    from: c.sender,
    sender_name: senderName(c.sender),
    to: single?.email ?? null,
    sg_message_id: single?.providerMessageId ?? null,
    open: c.uniqueOpens,
    click: c.uniqueClicks,
    automation_name: c.automationName,
    automation_id: c.automationId,
    bf_template_id: c.templateId,
    library_template_id: null,
    text_template_id: c.templateTextId,
    snapshot_id: c.id,
  };
}

/** The twelve metrics in the spec's order, each with its percent of the total (0 for a metric never counted). */
export function metricsOf(sums: ReadonlyMap<string, number>, total: number): EmailMetric[] {
  return emailMetricNames.map((name) => {
    const count = sums.get(name) ?? 0;
    return { name, count, percent: metricPercent(count, total) };
  });
}

/**
 * The instants a range of days in `zone` covers (YYYY-MM-DD, both days included): from the first day's midnight,
 * up to (excluding) the midnight after the last.
 */
export function dayRange(
  zone: string,
  from?: string | null,
  to?: string | null,
): { start: Date | null; end: Date | null } {
  const midnight = (day: string, plus = 0) => {
    const [year, month, d] = day.split('-').map(Number) as [number, number, number];
    const next = new Date(Date.UTC(year, month - 1, d + plus));
    return instantOf(
      {
        year: next.getUTCFullYear(),
        month: next.getUTCMonth() + 1,
        day: next.getUTCDate(),
        hour: 0,
        minute: 0,
        second: 0,
      },
      zone,
    );
  };
  return { start: from ? midnight(from) : null, end: to ? midnight(to, 1) : null };
}

/** The midnight in `zone` that starts the day of `at`, and the next one. */
function dayOf(at: Date, zone: string, plus = 0): Date {
  const w = wallClockAt(at, zone);
  const d = new Date(Date.UTC(w.year, w.month - 1, w.day + plus));
  return instantOf(
    {
      year: d.getUTCFullYear(),
      month: d.getUTCMonth() + 1,
      day: d.getUTCDate(),
      hour: 0,
      minute: 0,
      second: 0,
    },
    zone,
  );
}

/**
 * First opens and first clicks over time from the hourly counts: per hour when the activity spans three days at
 * most, else per day of the organization's time zone; every bucket from the first to the last, empty ones at 0.
 */
export function activityOf(
  rows: readonly { hour: Date; metric: string; count: number }[],
  zone: string,
): EmailReportActivity {
  const counted = rows.filter((r) => r.count > 0 && (r.metric === 'opens' || r.metric === 'clicks'));
  if (counted.length === 0) return { bucket: 'hour', points: [] };
  const times = counted.map((r) => r.hour.getTime());
  const first = Math.min(...times);
  const last = Math.max(...times);
  const bucket = last - first > HOURLY_SPAN_MAX_MS ? 'day' : 'hour';
  const startOf = (t: number) =>
    bucket === 'hour' ? Math.floor(t / HOUR) * HOUR : dayOf(new Date(t), zone).getTime();
  const sums = new Map<number, { opens: number; clicks: number }>();
  for (const r of counted) {
    const key = startOf(r.hour.getTime());
    const point = sums.get(key) ?? { opens: 0, clicks: 0 };
    point[r.metric as 'opens' | 'clicks'] += r.count;
    sums.set(key, point);
  }
  const points: EmailReportActivity['points'] = [];
  const end = startOf(last);
  for (let t = startOf(first); t <= end;) {
    const p = sums.get(t) ?? { opens: 0, clicks: 0 };
    points.push({ at: new Date(t).toISOString(), opens: p.opens, clicks: p.clicks });
    t = bucket === 'hour' ? t + HOUR : dayOf(new Date(t), zone, 1).getTime();
  }
  return { bucket, points };
}

/** What a recipient's log is made of: its row, and the lines written as things happened. */
export interface LoggedRecipient {
  status: string;
  sentAt: Date | null;
  deliveredAt: Date | null;
}

const isEventName = (e: string): e is EmailEventName => (emailEventNames as readonly string[]).includes(e);

/**
 * A recipient's event log, oldest first: the lines written as things happened, with 'processed' and 'delivered'
 * taken from the row (sent_at, delivered_at: the delivery writes no line for them, to stay one statement per
 * batch). A message failed for good was processed when it bounced.
 */
export function logOf(
  r: LoggedRecipient,
  lines: readonly { event: string; at: Date; detail: string | null }[],
): EmailEventLogEntry[] {
  const out: { entry: EmailEventLogEntry; t: number; order: number }[] = [];
  const add = (event: EmailEventName, at: Date, detail: string | null, order: number) =>
    out.push({ entry: { event, at: at.toISOString(), detail }, t: at.getTime(), order });
  const processedAt =
    r.sentAt ?? (r.status === 'failed' ? (lines.find((l) => l.event === 'bounce')?.at ?? null) : null);
  if (processedAt) add('processed', processedAt, null, 0);
  if (r.deliveredAt) add('delivered', r.deliveredAt, null, 1);
  lines.forEach((l, i) => {
    if (isEventName(l.event)) add(l.event, l.at, l.detail, 2 + i);
  });
  return out.sort((a, b) => a.t - b.t || a.order - b.order).map((x) => x.entry);
}

/** The CSV's columns (the recipients table's, with the counts and the error). */
export const recipientCsvHeader = [
  'Email',
  'Contact',
  'Status',
  'Delivered',
  'Opened',
  'Open count',
  'Clicked',
  'Click count',
  'Sent at',
  'Error',
] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** Spec 3 §9's MM/DD/YYYY hh:mm A, in `zone`. */
export function usDateTime(at: Date, zone: string): string {
  const w = wallClockAt(at, zone);
  const h12 = w.hour % 12 === 0 ? 12 : w.hour % 12;
  return `${pad(w.month)}/${pad(w.day)}/${w.year} ${pad(h12)}:${pad(w.minute)} ${w.hour < 12 ? 'AM' : 'PM'}`;
}

/** One recipient as a CSV row's cells, each neutralized (a spreadsheet must not run an address as a formula). */
export function recipientCsvCells(r: EmailReportRecipient, zone: string): string[] {
  const yes = (b: boolean) => (b ? 'Yes' : 'No');
  return [
    r.email,
    r.contact?.name ?? '',
    r.status,
    r.delivered ? emailReportMessages.delivered : emailReportMessages.notDelivered,
    yes(r.opened),
    String(r.open_count),
    yes(r.clicked),
    String(r.click_count),
    r.sent_at ? usDateTime(new Date(r.sent_at), zone) : '',
    r.error ?? '',
  ].map(neutralizeCsvCell);
}
