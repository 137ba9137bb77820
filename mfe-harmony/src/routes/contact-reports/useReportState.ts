import { useState } from 'react';
import type { TablePaginationConfig, TableProps } from 'antd';
import { leadReportsConstants } from '@ensemble/contracts';
import { useDebouncedValue } from '@ensemble/shared-ui';

/** The API's order_by for an antd sorter: `field` ascending, `-field` descending, '' unsorted. */
export function orderByFor(field: unknown, order: 'ascend' | 'descend' | null | undefined): string {
  if (!order || typeof field !== 'string') return '';
  return order === 'descend' ? `-${field}` : field;
}

/** antd's sortOrder of a column for the current order_by, so the header arrow follows the state. */
export function sortOrderOf(orderBy: string, key: string): 'ascend' | 'descend' | null {
  if (orderBy === key) return 'ascend';
  if (orderBy === `-${key}`) return 'descend';
  return null;
}

/**
 * Page, page size, order and debounced search of a report table (spec 2 §5, §9): search waits 300 ms and needs
 * 2 characters; a new search, order, page size or date range goes back to page 1.
 */
export function useReportState() {
  const [searchInput, setSearchInput] = useState('');
  const debounced = useDebouncedValue(searchInput, leadReportsConstants.searchDebounceMs).trim();
  const search = debounced.length >= leadReportsConstants.searchMinChars ? debounced : '';
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(leadReportsConstants.pageSize);
  const [orderBy, setOrderBy] = useState('');
  const [range, setRangeState] = useState<[string, string]>(['', '']);
  const [searched, setSearched] = useState(search);
  // Adjusted while rendering (not in an effect) so a new search never asks for a stale page.
  if (searched !== search) {
    setSearched(search);
    setPage(1);
  }

  const setRange = (next: [string, string]) => {
    setRangeState(next);
    setPage(1);
  };

  const onTableChange = <T>(
    pagination: TablePaginationConfig,
    sorter: Parameters<NonNullable<TableProps<T>['onChange']>>[2],
    action: string,
  ) => {
    if (action === 'sort') {
      const s = Array.isArray(sorter) ? sorter[0] : sorter;
      setOrderBy(orderByFor(s?.columnKey ?? s?.field, s?.order));
      setPage(1);
      return;
    }
    const nextSize = pagination.pageSize ?? pageSize;
    if (nextSize !== pageSize) {
      setPageSize(nextSize);
      setPage(1);
      return;
    }
    setPage(pagination.current ?? 1);
  };

  return { searchInput, setSearchInput, search, page, pageSize, orderBy, range, setRange, onTableChange };
}

export type ReportState = ReturnType<typeof useReportState>;
