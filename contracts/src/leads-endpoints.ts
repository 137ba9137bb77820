/**
 * The contacts calls (spec 2 §4, §7), each declared once: the five stages' contacts (generated per stage), the
 * lifecycle transitions (declared as data), the bulk demote and move-to of prospects and clients, the opportunity
 * lists, and the actions around them (tags, search, jobs, history). Paths are relative to '/api', exactly as
 * spec 2 §7 gives them under `/organization/lead/{orgId}/...`; the API serves each with `@Endpoint`.
 */
import * as yup from 'yup';
import type { AnyObjectSchema } from 'yup';
import type { Paginated } from './api-types';
import { endpoint } from './endpoint';
import { js } from './json-schema';
import {
  addGroupsToLeadsSchema,
  globalSearchQuerySchema,
  type GlobalSearchResult,
  leadSearchQuerySchema,
  leadsExtraConstants,
  leadsExtraMessages,
  type LeadSearchPage,
  type MoveJob,
  type MoveQueued,
  type MoveResult,
  moveSchema,
  removeLeadsFromGroupSchema,
} from './lead-actions-api';
import {
  bulkQueuedResponse,
  bulkTransitionResponse,
  countResponse,
  globalSearchResponse,
  leadHistoryResponse,
  leadRecordResponse,
  leadSearchPageResponse,
  moveJobResponse,
  moveQueuedResponse,
  moveResponse,
  opportunityListResponse,
  transitionResponse,
} from './lead-responses';
import { type BulkQueued, bulkSyncMax, leadsCsvMessages } from './leads-csv-api';
import {
  bulkDeleteSchema,
  bulkDemoteSchema,
  type BulkTransitionResult,
  clientSchema,
  demoteSchema,
  formerClientSchema,
  type FsmState,
  type LeadHistoryResponse,
  type LeadRecord,
  leadsConstants,
  leadsMessages,
  mergeListsSchema,
  type OpportunityList,
  opportunityBulkDeleteSchema,
  opportunityListSchema,
  opportunitySchema,
  otherSchema,
  promoteToOpportunitySchema,
  promoteToProspectSchema,
  prospectSchema,
  type TransitionResult,
} from './leads-api';

// ---- query strings of the contact lists (spec 2 §7): page/per_page/search/ordering; others name them their way

const page = yup.number().integer().min(1).default(1);
const size = yup.number().integer().min(1).max(1000).default(leadsConstants.pageSize);
const search = yup.string().trim().max(200).default('');
const ordering = yup.string().trim().max(60).default('');

export const contactsQuerySchema = yup.object({ page, per_page: size, search, ordering });
export const prospectsQuerySchema = contactsQuerySchema.shape({
  phone: yup.string().trim().max(32).default(''),
});
export const othersQuerySchema = yup.object({ currentPage: page, pageSize: size, search, sorting: ordering });
export type ContactsQueryInput = yup.InferType<typeof contactsQuerySchema>;
export type ProspectsQueryInput = yup.InferType<typeof prospectsQuerySchema>;
export type OthersQueryInput = yup.InferType<typeof othersQuerySchema>;

/** `?all=true` (or 1) deletes the list's contacts; otherwise they move to the 'Unallocated' list. */
export const deleteListQuerySchema = yup.object({ all: yup.string().trim().default('') });

const member = { access: 'member', tag: 'contacts' } as const;
const LEAD = '/organization/lead/:orgId';
const OPPORTUNITIES = `${LEAD}/opportunity-list/:listId/opportunity` as const;
const PROSPECTS = `${LEAD}/prospects` as const;
const CLIENTS = `${LEAD}/clients` as const;
const FORMER_CLIENTS = `${LEAD}/former-clients` as const;
const OTHERS = `${LEAD}/others` as const;

const BULK_DELETE =
  `ids, or all: true (every contact of the stage; of the list for opportunities). Up to ${bulkSyncMax} ids are ` +
  `deleted in the request (200); all or more ids answer 202 { detail: '${leadsCsvMessages.deletingInBackground}', ` +
  `job_id } and run as a job (progress at GET lead/{orgId}/jobs/{jobId}/). Ids of other stages or organizations ` +
  `are ignored.`;

/** One stage's contacts: list, add, bulk delete, read, update, delete. */
function stageEndpoints<const B extends string>(s: {
  base: B;
  label: string;
  body: AnyObjectSchema;
  query: AnyObjectSchema;
  bulkDelete: AnyObjectSchema;
}) {
  const { base, label, body } = s;
  return {
    list: endpoint<Paginated<LeadRecord>>()({
      ...member,
      method: 'GET',
      path: `${base}/` as const,
      summary: `List (${label}); search by name, email or phone prefix; default ordering -id`,
      query: s.query,
      response: js.page(leadRecordResponse),
    }),
    create: endpoint<LeadRecord>()({
      ...member,
      method: 'POST',
      path: `${base}/` as const,
      summary: `Add (${label})`,
      body,
      response: leadRecordResponse,
    }),
    bulkDelete: endpoint<{ deleted: number } | BulkQueued>()({
      ...member,
      method: 'POST',
      path: `${base}/bulk_delete/` as const,
      status: 200,
      summary: `Delete the given contacts (${label}) → { deleted }`,
      description: BULK_DELETE,
      body: s.bulkDelete,
      response: js.obj({ deleted: js.int }),
      accepted: { description: leadsCsvMessages.deletingInBackground, response: bulkQueuedResponse },
    }),
    get: endpoint<LeadRecord>()({
      ...member,
      method: 'GET',
      path: `${base}/:id/` as const,
      summary: `One contact (${label})`,
      response: leadRecordResponse,
    }),
    update: endpoint<LeadRecord>()({
      ...member,
      method: 'PUT',
      path: `${base}/:id/` as const,
      summary: `Update (${label}); changed fields go to the history`,
      body,
      response: leadRecordResponse,
    }),
    remove: endpoint()({
      ...member,
      method: 'DELETE',
      path: `${base}/:id/` as const,
      status: 204,
      summary: `Delete (${label})`,
      response: null,
    }),
  };
}

/** The contacts of each stage (spec 2 §7 gives each stage its own paths); opportunities live in a list. */
export const leadStageEndpoints = {
  opportunities: stageEndpoints({
    base: OPPORTUNITIES,
    label: 'Opportunity',
    body: opportunitySchema,
    query: contactsQuerySchema,
    bulkDelete: opportunityBulkDeleteSchema,
  }),
  prospects: stageEndpoints({
    base: PROSPECTS,
    label: 'Prospect',
    body: prospectSchema,
    query: prospectsQuerySchema,
    bulkDelete: bulkDeleteSchema,
  }),
  clients: stageEndpoints({
    base: CLIENTS,
    label: 'Client',
    body: clientSchema,
    query: contactsQuerySchema,
    bulkDelete: bulkDeleteSchema,
  }),
  formerClients: stageEndpoints({
    base: FORMER_CLIENTS,
    label: 'FormerClient',
    body: formerClientSchema,
    query: contactsQuerySchema,
    bulkDelete: bulkDeleteSchema,
  }),
  others: stageEndpoints({
    base: OTHERS,
    label: 'Other',
    body: otherSchema,
    query: othersQuerySchema,
    bulkDelete: bulkDeleteSchema,
  }),
};
export type LeadStageKey = keyof typeof leadStageEndpoints;

/** The stage endpoints of each fsm_state. */
export const leadStageKeys: Record<FsmState, LeadStageKey> = {
  Opportunity: 'opportunities',
  Prospect: 'prospects',
  Client: 'clients',
  'Former Clients': 'formerClients',
  Other: 'others',
};

/** One contact through one step of the lifecycle (spec 2 §4) → TransitionResult. */
const transition = <const P extends string>(path: P, summary: string, body?: AnyObjectSchema) =>
  endpoint<TransitionResult>()({
    ...member,
    method: 'POST',
    path,
    status: 200,
    summary,
    ...(body ? { body } : {}),
    response: transitionResponse,
  });

const anyStageBut = demoteSchema(['prospect', 'opportunity', 'other']);

/** The lifecycle (spec 2 §4): promote, demote, set as former and reactivate one contact. */
export const leadTransitionEndpoints = {
  opportunityPromote: transition(
    `${OPPORTUNITIES}/:id/promote/`,
    'Opportunity → prospect (needs a source)',
    promoteToProspectSchema,
  ),
  opportunityPromoteClient: transition(`${OPPORTUNITIES}/:id/promote_client/`, 'Opportunity → client'),
  opportunityDemote: transition(
    `${OPPORTUNITIES}/:id/demote/`,
    'Opportunity → other',
    demoteSchema(['other']),
  ),
  prospectPromote: transition(`${PROSPECTS}/:id/promote/`, 'Prospect → client'),
  prospectDemote: transition(
    `${PROSPECTS}/:id/demote/`,
    'Prospect → other or opportunity (the Demoted list unless lead_list_id); reply opportunity_list_id',
    demoteSchema(['other', 'opportunity']),
  ),
  clientDemote: transition(`${CLIENTS}/:id/demote/`, 'Client → prospect, opportunity or other', anyStageBut),
  /** Not shown in spec 2 §7; named like the other clients actions. */
  clientSetAsFormer: transition(`${CLIENTS}/:id/set_as_former/`, 'Client → former client'),
  formerClientDemote: transition(
    `${FORMER_CLIENTS}/:id/demote/`,
    'Former client → prospect, opportunity or other',
    anyStageBut,
  ),
  formerClientPromote: transition(`${FORMER_CLIENTS}/:id/promote_to_client/`, 'Former client → client'),
  otherPromote: transition(
    `${OTHERS}/:id/promote/`,
    'Other → opportunity, in an existing list or a new one by title; reply opportunity_list_id',
    promoteToOpportunitySchema,
  ),
};
export type LeadTransitionKey = keyof typeof leadTransitionEndpoints;

const BULK_DEMOTE =
  `ids, or all: true (every contact of the stage). Up to ${bulkSyncMax} ids are demoted in the request (200); all ` +
  `or more ids answer 202 { detail: '${leadsCsvMessages.demotingInBackground}', job_id } and run as a job (progress ` +
  `at GET lead/{orgId}/jobs/{jobId}/). Ids of other stages or organizations are ignored.`;
const MOVE =
  `Into an existing list (mode existing, lead_list_id) or a new one (mode new, title). Up to ` +
  `${leadsExtraConstants.moveSyncMax} ids move at once (200 { detail, count, opportunity_list_id }); move_all or ` +
  `more ids answer 202 { detail: '${leadsExtraMessages.movingInBackground}', job_id, opportunity_list_id } and ` +
  `run as a job. Each moved contact becomes an opportunity of the list and gets a history entry.`;

/** Bulk demote and move-to of one stage (prospects and clients). */
function bulkEndpoints<const B extends string>(
  base: B,
  plural: string,
  targets: readonly ('other' | 'opportunity' | 'prospect')[],
) {
  return {
    bulkDemote: endpoint<BulkTransitionResult | BulkQueued>()({
      ...member,
      method: 'POST',
      path: `${base}/bulk_demote/` as const,
      status: 200,
      summary: 'Demote the given contacts → { detail, count, opportunity_list_id }',
      description: BULK_DEMOTE,
      body: bulkDemoteSchema(targets),
      response: bulkTransitionResponse,
      accepted: { description: leadsCsvMessages.demotingInBackground, response: bulkQueuedResponse },
    }),
    move: endpoint<MoveResult | MoveQueued>()({
      ...member,
      method: 'POST',
      path: `${base}/move/` as const,
      status: 200,
      summary: `Move ${plural} into an opportunity list`,
      description: MOVE,
      body: moveSchema,
      response: moveResponse,
      accepted: { description: leadsExtraMessages.movingInBackground, response: moveQueuedResponse },
    }),
  };
}

export const leadBulkEndpoints = {
  prospects: bulkEndpoints(PROSPECTS, 'prospects', ['other', 'opportunity']),
  clients: bulkEndpoints(CLIENTS, 'clients', ['prospect', 'opportunity', 'other']),
};

const LISTS = `${LEAD}/opportunity-list/` as const;
const LIST = `${LEAD}/opportunity-list/:listId/` as const;

/** Opportunity lists (spec 2 §7): list, pick-list, create, rename, merge, delete. */
export const opportunityListEndpoints = {
  list: endpoint<Paginated<OpportunityList>>()({
    ...member,
    method: 'GET',
    path: LISTS,
    summary: 'Opportunity lists with leads_count; ordering id, title, created_at, leads_count (default -id)',
    query: contactsQuerySchema,
    response: js.page(opportunityListResponse),
  }),
  create: endpoint<OpportunityList>()({
    ...member,
    method: 'POST',
    path: LISTS,
    summary: 'Create an opportunity list',
    body: opportunityListSchema,
    response: opportunityListResponse,
  }),
  all: endpoint<OpportunityList[]>()({
    ...member,
    method: 'GET',
    path: `${LEAD}/opportunity-list-all/`,
    summary: 'Every opportunity list, by title (pick-lists)',
    response: js.arr(opportunityListResponse),
  }),
  merge: endpoint<{ detail: string; list: OpportunityList }>()({
    ...member,
    method: 'POST',
    path: `${LEAD}/opportunity-list/merge/`,
    summary: 'Merge lists into a new one',
    description: leadsMessages.listsMerged,
    body: mergeListsSchema,
    response: js.obj({ detail: js.str, list: opportunityListResponse }),
  }),
  get: endpoint<OpportunityList>()({
    ...member,
    method: 'GET',
    path: LIST,
    summary: 'One opportunity list',
    response: opportunityListResponse,
  }),
  update: endpoint<OpportunityList>()({
    ...member,
    method: 'PUT',
    path: LIST,
    summary: 'Rename an opportunity list (not the Demoted or Unallocated list)',
    body: opportunityListSchema,
    response: opportunityListResponse,
  }),
  remove: endpoint()({
    ...member,
    method: 'DELETE',
    path: LIST,
    status: 204,
    summary: 'Delete a list: ?all=true deletes its contacts, otherwise they move to Unallocated',
    query: deleteListQuerySchema,
    response: null,
  }),
};

const TAGS = '/organization/:orgId/automation-marketing-group';

/** Tags on contacts, search, background jobs and history (spec 2 §4, §7): the actions around the stage lists. */
export const leadActionEndpoints = {
  addGroupsToLeads: endpoint<{ detail: string; count: number }>()({
    ...member,
    method: 'POST',
    path: `${TAGS}/add_groups_to_leads/`,
    status: 200,
    summary: 'Add (is_add true) or remove (false) tags on contacts → { detail, count }',
    description: `Empty group_ids: '${leadsExtraMessages.noTagsSelected}'. Contacts of another organization (or outside fsm_state / lead_list_id when given) → 404; foreign tags → 400.`,
    body: addGroupsToLeadsSchema,
    response: countResponse,
  }),
  removeLeads: endpoint<{ detail: string; count: number }>()({
    ...member,
    method: 'POST',
    path: `${TAGS}/:id/remove_leads/`,
    status: 200,
    summary: 'The tag leaves the given contacts → { detail, count }',
    body: removeLeadsFromGroupSchema,
    response: countResponse,
  }),
  search: endpoint<LeadSearchPage>()({
    ...member,
    method: 'GET',
    path: `${LEAD}/search/`,
    summary: 'Contacts of every stage for recipient pickers → { results, next } (prefix search, -id)',
    query: leadSearchQuerySchema,
    response: leadSearchPageResponse,
  }),
  globalSearch: endpoint<{ results: GlobalSearchResult[] }>()({
    ...member,
    method: 'GET',
    path: `${LEAD}/global-search/`,
    summary: 'Toolbar search: at most 50 contacts of every stage, each with its record-page route',
    description: 'A query shorter than 3 characters answers { results: [] }.',
    query: globalSearchQuerySchema,
    response: globalSearchResponse,
  }),
  job: endpoint<MoveJob>()({
    ...member,
    method: 'GET',
    path: `${LEAD}/jobs/:jobId/`,
    summary: 'State of a background contact job (status, processed)',
    response: moveJobResponse,
  }),
  history: endpoint<LeadHistoryResponse>()({
    ...member,
    method: 'GET',
    path: '/organization/lead/history/:leadId/',
    summary: "A contact's history, newest first → { history, notes_history }",
    description: 'The lead of an organization the caller is not an active member of → 404.',
    response: leadHistoryResponse,
  }),
};
