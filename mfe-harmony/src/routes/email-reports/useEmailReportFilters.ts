import dayjs, { type Dayjs } from 'dayjs';
import { useSearchParams } from 'react-router-dom';
import {
  emailReportConstants as C,
  type EmailReportFilter,
  emailReportFilters,
  type EmailReportType,
  emailReportTypes,
  sortableColumns,
} from '@ensemble/contracts';
import { parseId } from '@ensemble/shared-ui';

const YMD = 'YYYY-MM-DD';

/** The picker's bounds (spec 3 §9): from 2023-07-04 to today. */
export const firstDay = (): Dayjs => dayjs(C.minDate);
export const today = (): Dayjs => dayjs().startOf('day');

/** The default window: the last 30 days, today included. */
export function defaultRange(): [string, string] {
  const to = today();
  return [to.subtract(C.defaultWindowDays, 'day').format(YMD), to.format(YMD)];
}

/** A YYYY-MM-DD day of the URL, or null when it is not one or lies outside the picker's bounds. */
function dayParam(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const d = dayjs(value);
  if (!d.isValid() || d.format(YMD) !== value) return null;
  if (d.isBefore(firstDay()) || d.isAfter(today())) return null;
  return value;
}

const orderings = new Set(sortableColumns.emailReports.flatMap((c) => [c, `-${c}`]));
const isFilter = (v: string | null): v is EmailReportFilter =>
  emailReportFilters.includes(v as EmailReportFilter);
const isType = (v: string | null): v is EmailReportType => emailReportTypes.includes(v as EmailReportType);

/** The page's query keys: the list's filters, and the report opened (spec 3 §2: organizationId, reportId, reportType). */
const REPORT_KEYS = ['organizationId', 'reportId', 'reportType'] as const;

export interface EmailReportFilters {
  dateFrom: string;
  dateTo: string;
  type: EmailReportFilter;
  page: number;
  /** The table's order, when one was chosen (the API's default is newest first). */
  ordering: string | undefined;
}

/**
 * The email reports page's state, all of it in the URL: the list's date range, type filter, page and order (so
 * Back from a report, a reload or a shared link shows the same list), and the report opened (reportId and
 * reportType, the way the contact history and the dashboard link to one). A filter change replaces the entry
 * and goes back to page 1; opening a report pushes one.
 */
export function useEmailReportFilters() {
  const [params, setParams] = useSearchParams();
  const [defaultFrom, defaultTo] = defaultRange();
  let dateFrom = dayParam(params.get('date_from')) ?? defaultFrom;
  let dateTo = dayParam(params.get('date_to')) ?? defaultTo;
  if (dateFrom > dateTo) [dateFrom, dateTo] = [defaultFrom, defaultTo];
  const rawType = params.get('type');
  const rawOrdering = params.get('ordering');
  const filters: EmailReportFilters = {
    dateFrom,
    dateTo,
    type: isFilter(rawType) ? rawType : 'all',
    page: parseId(params.get('page')) ?? 1,
    ordering: rawOrdering && orderings.has(rawOrdering) ? rawOrdering : undefined,
  };
  const rawReportType = params.get('reportType');
  const report = {
    id: parseId(params.get('reportId')),
    /** Absent when the link did not know it (a contact's history): the report's own type decides then. */
    type: isType(rawReportType) ? rawReportType : undefined,
    /** A reportId that is not an id: the page says the report was not found. */
    malformed: params.has('reportId') && parseId(params.get('reportId')) == null,
  };

  /** Sets some of the list's filters; anything but a page change goes back to page 1. */
  const update = (next: Partial<EmailReportFilters>) => {
    setParams(
      (current) => {
        const q = new URLSearchParams(current);
        const set = (key: string, value: string | number | undefined, fallback?: string | number) => {
          if (value === undefined || value === fallback) q.delete(key);
          else q.set(key, String(value));
        };
        if ('dateFrom' in next || 'dateTo' in next) {
          set('date_from', next.dateFrom ?? dateFrom);
          set('date_to', next.dateTo ?? dateTo);
        }
        if ('type' in next) set('type', next.type, 'all');
        if ('ordering' in next) set('ordering', next.ordering);
        set('page', 'page' in next ? next.page : 1, 1);
        return q;
      },
      { replace: true },
    );
  };

  /** Opens a report on this page, keeping the list's filters for Back. */
  const openReport = (organizationId: number, r: { id: number; type: EmailReportType }) => {
    setParams((current) => {
      const q = new URLSearchParams(current);
      q.set('organizationId', String(organizationId));
      q.set('reportId', String(r.id));
      q.set('reportType', r.type);
      return q;
    });
  };

  /** Back to the list, with the filters it had. */
  const closeReport = () => {
    setParams((current) => {
      const q = new URLSearchParams(current);
      for (const k of REPORT_KEYS) q.delete(k);
      return q;
    });
  };

  return { filters, report, update, openReport, closeReport };
}

export type EmailReportFiltersState = ReturnType<typeof useEmailReportFilters>;
