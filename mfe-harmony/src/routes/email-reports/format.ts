import dayjs from 'dayjs';
import { emailReportConstants as C } from '@ensemble/contracts';

/** Spec 3 §9 date formats: MM/DD/YYYY and MM/DD/YYYY hh:mm A (in the browser's time zone). */
export const formatDate = (iso: string | null | undefined): string =>
  iso ? dayjs(iso).format(C.dateFormat) : '—';

export const formatDateTime = (iso: string | null | undefined): string =>
  iso ? dayjs(iso).format(C.dateTimeFormat) : '—';

/** A metric's percent as the report shows it: 2 decimals, e.g. '66.67%'. */
export const formatPercent = (percent: number): string => `${percent.toFixed(2)}%`;
