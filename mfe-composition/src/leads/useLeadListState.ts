import { useState } from 'react';
import type { TablePaginationConfig, TableProps } from 'antd';
import { leadsConstants } from '@ensemble/contracts';
import { useDebouncedValue } from '@ensemble/shared-ui';

export const LEAD_PAGE_SIZES = leadsConstants.pageSizes.map(String);

/** The API's ordering value for an antd sorter: `field` ascending, `-field` descending. */
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

/**
 * Page, page size, sort and debounced search of a contact list (spec 2 §2, §5, §9): search waits 300 ms and
 * needs 2 characters; changing the search, the sort or the page size goes back to page 1.
 */
export function useLeadListState() {
  const [searchInput, setSearchInput] = useState('');
  const debounced = useDebouncedValue(searchInput, leadsConstants.searchDebounceMs).trim();
  const search = debounced.length >= leadsConstants.searchMinChars ? debounced : '';
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(leadsConstants.pageSize);
  const [ordering, setOrdering] = useState<string | undefined>(undefined);
  const [searched, setSearched] = useState(search);
  // Adjusting state while rendering (not in an effect) so the new search never asks for a stale page.
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

export type LeadListState = ReturnType<typeof useLeadListState>;
