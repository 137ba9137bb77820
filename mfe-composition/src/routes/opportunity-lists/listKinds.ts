import { leadsConstants, type OpportunityList } from '@ensemble/contracts';

/**
 * Spec 2 §2: the list titled 'Demoted' has its row disabled: no open, edit, delete or merge. We read the
 * server's `kind` (the title is the fallback for an answer without it).
 */
export function isLockedList(list: Pick<OpportunityList, 'kind' | 'title'>): boolean {
  return list.kind ? list.kind === 'demoted' : list.title === leadsConstants.demotedListTitle;
}

/**
 * Both system lists ('Demoted' and 'Unallocated') refuse a rename or a delete. 'Unallocated' still opens and
 * can be merged: it is where the contacts of deleted lists go, so they must stay reachable.
 */
export function isSystemList(list: Pick<OpportunityList, 'kind' | 'title'>): boolean {
  if (list.kind) return list.kind !== 'opportunity';
  return list.title === leadsConstants.demotedListTitle || list.title === leadsConstants.unallocatedListTitle;
}
