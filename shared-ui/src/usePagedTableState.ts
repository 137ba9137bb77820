import { useState } from 'react';
import type { TablePaginationConfig, TableProps } from 'antd';
import { useDebouncedValue } from './useDebouncedValue';

/** The API's ordering value for an antd sorter: `field` ascending, `-field` descending, undefined unsorted. */
export function orderingFor(
  field: unknown,
  order: 'ascend' | 'descend' | null | undefined,
): string | undefined {
  if (!order || typeof field !== 'string') return undefined;
  return order === 'descend' ? `-${field}` : field;
}

/** The `ordering` of a column as antd wants it (`sortOrder`), so the header arrow follows the state. */
export function sortOrderOf(ordering: string | undefined, key: string): 'ascend' | 'descend' | null {
  if (ordering === key) return 'ascend';
  if (ordering === `-${key}`) return 'descend';
  return null;
}

export interface PagedTableOptions {
  pageSize: number;
  debounceMs: number;
  /** A shorter (trimmed) search counts as no search. */
  minSearchChars?: number;
}

/**
 * Page, page size, sort and debounced search of a server-paged table (spec 2 §2: changing the search, the sort or
 * the page size goes back to page 1). `resetPage` is for the caller's own filters (a date range, say).
 */
export function usePagedTableState({
  pageSize: initialSize,
  debounceMs,
  minSearchChars = 0,
}: PagedTableOptions) {
  const [searchInput, setSearchInput] = useState('');
  const debounced = useDebouncedValue(searchInput, debounceMs).trim();
  const search = debounced.length >= minSearchChars ? debounced : '';
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialSize);
  const [ordering, setOrdering] = useState<string | undefined>(undefined);
  const [searched, setSearched] = useState(search);
  // Adjusted while rendering (not in an effect) so a new search never asks for a stale page.
  if (searched !== search) {
    setSearched(search);
    setPage(1);
  }

  const onTableChange = <T>(
    pagination: TablePaginationConfig,
    sorter: Parameters<NonNullable<TableProps<T>['onChange']>>[2],
    action: string,
  ) => {
    if (action === 'sort') {
      const s = Array.isArray(sorter) ? sorter[0] : sorter;
      setOrdering(orderingFor(s?.columnKey ?? s?.field, s?.order));
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

  return { searchInput, setSearchInput, search, page, setPage, pageSize, ordering, onTableChange };
}

export type PagedTableState = ReturnType<typeof usePagedTableState>;
