import {
  leadsConstants,
  leadsMessages,
  leadsPaths,
  type FsmState,
  type SortableTable,
} from '@ensemble/contracts';

/** The four stages with a list screen of their own; opportunities are listed per opportunity list. */
export type ListStage = Exclude<FsmState, 'Opportunity'>;

type Id = number | string;

/** What differs between the stage lists (spec 2 §2, §5, §7, §8): paths, query names, labels and messages. */
export interface StageConfig {
  title: string;
  /** "prospect", "client"… as the messages name one contact. */
  noun: string;
  list: (orgId: Id) => string;
  item: (orgId: Id, id: Id) => string;
  bulkDelete: (orgId: Id) => string;
  bulkDemote?: (orgId: Id) => string;
  /** Others page with currentPage/pageSize/search/sorting; the rest with page/per_page/search/ordering. */
  queryNames: { page: string; pageSize: string; ordering: string };
  /** Its table in the contract's sortableColumns: the columns it may be sorted by. */
  table: Extract<SortableTable, 'prospects' | 'clients' | 'formerClients' | 'others'>;
  defaultOrdering?: string;
  deleted: string;
  noPhone: string;
  noEmail: string;
  /** Targets a bulk demote offers (spec 2 §4). */
  demoteTargets?: readonly ('other' | 'opportunity' | 'prospect')[];
}

const standardQuery = { page: 'page', pageSize: 'per_page', ordering: 'ordering' };

export const stageConfig: Record<ListStage, StageConfig> = {
  Prospect: {
    title: 'Prospects',
    noun: 'prospect',
    list: leadsPaths.prospects,
    item: leadsPaths.prospect,
    bulkDelete: leadsPaths.prospectsBulkDelete,
    bulkDemote: leadsPaths.prospectsBulkDemote,
    queryNames: standardQuery,
    table: 'prospects',
    deleted: leadsMessages.deletedSuccessfully,
    noPhone: leadsMessages.prospectNoPhone,
    noEmail: leadsMessages.leadNoEmail,
    demoteTargets: ['other', 'opportunity'],
  },
  Client: {
    title: 'Clients',
    noun: 'client',
    list: leadsPaths.clients,
    item: leadsPaths.client,
    bulkDelete: leadsPaths.clientsBulkDelete,
    bulkDemote: leadsPaths.clientsBulkDemote,
    queryNames: standardQuery,
    table: 'clients',
    defaultOrdering: '-id',
    deleted: leadsMessages.clientDeleted,
    noPhone: leadsMessages.clientNoPhone,
    noEmail: leadsMessages.clientNoEmail,
    demoteTargets: ['prospect', 'opportunity', 'other'],
  },
  'Former Clients': {
    title: 'Former clients',
    noun: 'former client',
    list: leadsPaths.formerClients,
    item: leadsPaths.formerClient,
    bulkDelete: leadsPaths.formerClientsBulkDelete,
    queryNames: standardQuery,
    table: 'formerClients',
    defaultOrdering: leadsConstants.formerClientsOrdering,
    deleted: leadsMessages.formerClientDeleted,
    noPhone: leadsMessages.formerClientNoPhone,
    noEmail: leadsMessages.leadNoEmail,
  },
  Other: {
    title: 'Other contacts',
    noun: 'other contact',
    list: leadsPaths.others,
    item: leadsPaths.other,
    bulkDelete: leadsPaths.othersBulkDelete,
    queryNames: { page: 'currentPage', pageSize: 'pageSize', ordering: 'sorting' },
    table: 'others',
    deleted: leadsMessages.otherDeleted,
    noPhone: leadsMessages.otherNoPhone,
    noEmail: leadsMessages.leadNoEmail,
  },
};

/** Create and update paths of any stage (the form saves opportunities too, into their list). */
export function leadSavePaths(
  stage: FsmState,
  orgId: Id,
  listId?: number,
): { create: string; update: (id: Id) => string } {
  if (stage === 'Opportunity') {
    const list = listId ?? 0;
    return {
      create: leadsPaths.opportunities(orgId, list),
      update: (id) => leadsPaths.opportunity(orgId, list, id),
    };
  }
  const c = stageConfig[stage];
  return { create: c.list(orgId), update: (id) => c.item(orgId, id) };
}
