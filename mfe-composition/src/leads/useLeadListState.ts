import { leadsConstants } from '@ensemble/contracts';
import { usePagedTableState } from '@ensemble/shared-ui';

export const LEAD_PAGE_SIZES = leadsConstants.pageSizes.map(String);

/**
 * Page, page size, sort and debounced search of a contact list (spec 2 §2, §5, §9): search waits 300 ms and
 * needs 2 characters; changing the search, the sort or the page size goes back to page 1.
 */
export function useLeadListState() {
  return usePagedTableState({
    pageSize: leadsConstants.pageSize,
    debounceMs: leadsConstants.searchDebounceMs,
    minSearchChars: leadsConstants.searchMinChars,
  });
}

export type LeadListState = ReturnType<typeof useLeadListState>;

/** The paging, search and sort arguments of a contact list's query. */
export const listArgs = ({ page, pageSize, search, ordering }: LeadListState) => ({
  page,
  pageSize,
  search,
  ordering,
});
