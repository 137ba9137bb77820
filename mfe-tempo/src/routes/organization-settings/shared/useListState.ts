import { settingsConstants } from '@ensemble/contracts';
import { usePagedTableState } from '@ensemble/shared-ui';

/** Spec 2 §2: lists offer page sizes 5, 10, 25 and 50. */
export const LIST_PAGE_SIZES = [5, 10, 25, 50];

/**
 * Page, page size, sort and debounced search of a settings list (the shared paged-table state). A list whose
 * search is a lookup with rules of its own (the tags: 2+ characters, 750 ms) passes them.
 */
export function useListState(
  defaultPageSize: number,
  search: { debounceMs?: number; minSearchChars?: number } = {},
) {
  return usePagedTableState({
    pageSize: defaultPageSize,
    debounceMs: search.debounceMs ?? settingsConstants.searchDebounceMs,
    minSearchChars: search.minSearchChars,
  });
}

export type ListState = ReturnType<typeof useListState>;

/** The paging, search and sort arguments of a settings list's query. */
export const listArgs = ({ page, pageSize, search, ordering }: ListState) => ({
  page,
  pageSize,
  search,
  ordering,
});

/**
 * After deleting the last row of a page, the page before it (instead of an empty page). `rowsShown` is the
 * page's row count before the delete.
 */
export function stepBackAfterDelete(
  list: { page: number; setPage: (page: number) => void },
  rowsShown: number,
) {
  if (list.page > 1 && rowsShown <= 1) list.setPage(list.page - 1);
}
