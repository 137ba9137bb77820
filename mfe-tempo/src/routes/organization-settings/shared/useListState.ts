import { settingsConstants } from '@ensemble/contracts';
import { usePagedTableState } from '@ensemble/shared-ui';

/** Spec 2 §2: lists offer page sizes 5, 10, 25 and 50. */
export const LIST_PAGE_SIZES = [5, 10, 25, 50];

/** Page, page size, sort and debounced search of a settings list (the shared paged-table state). */
export function useListState(defaultPageSize: number) {
  return usePagedTableState({ pageSize: defaultPageSize, debounceMs: settingsConstants.searchDebounceMs });
}

export type ListState = ReturnType<typeof useListState>;
