import { useState } from 'react';
import { leadReportsConstants } from '@ensemble/contracts';
import { usePagedTableState } from '@ensemble/shared-ui';

/**
 * Page, page size, order and debounced search of a report table (spec 2 §5, §9): search waits 300 ms and needs
 * 2 characters; a new search, order, page size or date range goes back to page 1.
 */
export function useReportState() {
  const table = usePagedTableState({
    pageSize: leadReportsConstants.pageSize,
    debounceMs: leadReportsConstants.searchDebounceMs,
    minSearchChars: leadReportsConstants.searchMinChars,
  });
  const [range, setRangeState] = useState<[string, string]>(['', '']);
  const setRange = (next: [string, string]) => {
    setRangeState(next);
    table.setPage(1);
  };
  return { ...table, orderBy: table.ordering ?? '', range, setRange };
}

export type ReportState = ReturnType<typeof useReportState>;
