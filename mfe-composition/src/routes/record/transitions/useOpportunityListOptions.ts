import { useMemo } from 'react';
import { useGetAllOpportunityListsQuery } from '../../../api/opportunityListsApi';

/**
 * The user's opportunity lists as pick-list options. The system lists ('Demoted', 'Unallocated') are left out:
 * the server fills them itself, and their rows are locked on the lists screen.
 */
export function useOpportunityListOptions(organizationId: number, skip = false) {
  const query = useGetAllOpportunityListsQuery(organizationId, { skip });
  const options = useMemo(
    () =>
      (query.data ?? [])
        .filter((l) => l.kind === 'opportunity')
        .map((l) => ({ value: l.id, label: l.title })),
    [query.data],
  );
  return { options, loading: query.isFetching, error: query.isError };
}
