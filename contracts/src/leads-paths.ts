/** Positional path helpers of the contacts calls (leads-endpoints.ts): derived, each path is written there once. */
import { pathOf } from './endpoint';
import {
  leadActionEndpoints,
  leadBulkEndpoints,
  leadStageEndpoints,
  leadTransitionEndpoints,
  opportunityListEndpoints,
} from './leads-endpoints';

const stage = leadStageEndpoints;
const tr = leadTransitionEndpoints;

/** For tests, links and the stage configs. */
export const leadsPaths = {
  opportunityLists: pathOf(opportunityListEndpoints.list),
  opportunityListsAll: pathOf(opportunityListEndpoints.all),
  opportunityList: pathOf(opportunityListEndpoints.get),
  mergeLists: pathOf(opportunityListEndpoints.merge),
  opportunities: pathOf(stage.opportunities.list),
  opportunity: pathOf(stage.opportunities.get),
  opportunitiesBulkDelete: pathOf(stage.opportunities.bulkDelete),
  opportunityPromote: pathOf(tr.opportunityPromote),
  opportunityPromoteClient: pathOf(tr.opportunityPromoteClient),
  opportunityDemote: pathOf(tr.opportunityDemote),

  prospects: pathOf(stage.prospects.list),
  prospect: pathOf(stage.prospects.get),
  prospectsBulkDelete: pathOf(stage.prospects.bulkDelete),
  prospectPromote: pathOf(tr.prospectPromote),
  prospectDemote: pathOf(tr.prospectDemote),
  prospectsBulkDemote: pathOf(leadBulkEndpoints.prospects.bulkDemote),

  clients: pathOf(stage.clients.list),
  client: pathOf(stage.clients.get),
  clientsBulkDelete: pathOf(stage.clients.bulkDelete),
  clientDemote: pathOf(tr.clientDemote),
  clientsBulkDemote: pathOf(leadBulkEndpoints.clients.bulkDemote),
  clientSetAsFormer: pathOf(tr.clientSetAsFormer),

  formerClients: pathOf(stage.formerClients.list),
  formerClient: pathOf(stage.formerClients.get),
  formerClientsBulkDelete: pathOf(stage.formerClients.bulkDelete),
  formerClientDemote: pathOf(tr.formerClientDemote),
  formerClientPromote: pathOf(tr.formerClientPromote),

  others: pathOf(stage.others.list),
  other: pathOf(stage.others.get),
  othersBulkDelete: pathOf(stage.others.bulkDelete),
  otherPromote: pathOf(tr.otherPromote),
} as const;

export const leadsExtraPaths = {
  addGroupsToLeads: pathOf(leadActionEndpoints.addGroupsToLeads),
  removeLeadsFromGroup: pathOf(leadActionEndpoints.removeLeads),
  search: pathOf(leadActionEndpoints.search),
  globalSearch: pathOf(leadActionEndpoints.globalSearch),
  prospectsMove: pathOf(leadBulkEndpoints.prospects.move),
  clientsMove: pathOf(leadBulkEndpoints.clients.move),
  moveJob: pathOf(leadActionEndpoints.job),
  history: pathOf(leadActionEndpoints.history),
} as const;
