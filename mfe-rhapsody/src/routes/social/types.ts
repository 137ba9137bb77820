/** Spec 3 §3: a calendar entry and a social URL, as the social API will send them. */
export type CalendarEntryType = 'posted' | 'scheduled' | 'campaign';

export interface CalendarEntry {
  time: string;
  title: string;
  type: CalendarEntryType;
  organization_id: number;
  url_id: number | null;
  post_id: number | null;
}

export interface SocialUrl {
  id: number;
  title: string;
  url: string;
  posts_count: number;
  complete_count: number;
  incomplete_count: number;
}

export const ENTRY_COLORS: Record<CalendarEntryType, string> = {
  posted: '#2f9e44',
  scheduled: '#3b5bdb',
  campaign: '#f08c00',
};

export const ENTRY_LABELS: Record<CalendarEntryType, string> = {
  posted: 'Posted',
  scheduled: 'Scheduled',
  campaign: 'Campaign',
};
