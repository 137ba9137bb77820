import type { SocialCalendarType } from '@ensemble/contracts';

export type { SocialCalendarEntry as CalendarEntry, SocialUrl } from '@ensemble/contracts';
export type CalendarEntryType = SocialCalendarType;

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
