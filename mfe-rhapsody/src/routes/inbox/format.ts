import dayjs from 'dayjs';
import type { SmsKeyword, TextDeliveryStatus, TextMessage } from '@ensemble/contracts';

/** A conversation's last message time: the hour today, the day before. */
export function listTime(at: string, now = dayjs()): string {
  const d = dayjs(at);
  return d.isSame(now, 'day') ? d.format('h:mm A') : d.format('MMM D');
}

export const bubbleTime = (at: string) => dayjs(at).format('MMM D, h:mm A');

export const deliveryLabels: Record<TextDeliveryStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  delivered: 'Delivered',
  undelivered: 'Undelivered',
  failed: 'Failed',
};

/** What a received keyword did (contracts smsKeywords): marked on its message. */
export const keywordLabels: Record<SmsKeyword, string> = {
  stop: 'Opted out',
  start: 'Opted in',
  help: 'Asked for help',
};

/**
 * A thread's loaded pages (newest first, page after page further back) as the chat shows them: oldest first. A
 * message seen on two pages (the pages shift as texts arrive) is shown once.
 */
export function chronological(pages: { results: TextMessage[] }[]): TextMessage[] {
  const seen = new Set<string>();
  const out: TextMessage[] = [];
  for (const m of pages.flatMap((p) => p.results)) {
    if (seen.has(m.id)) continue;
    seen.add(m.id);
    out.push(m);
  }
  return out.reverse();
}
