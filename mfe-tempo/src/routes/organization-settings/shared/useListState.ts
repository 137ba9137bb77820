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
