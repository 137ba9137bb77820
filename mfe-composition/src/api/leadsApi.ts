import {
  apiPaths,
  leadActionEndpoints,
  leadBulkEndpoints,
  leadStageEndpoints,
  leadStageKeys,
  requestOf,
  settingsConstants,
  settingsPaths,
  type AddGroupsToLeadsInput,
  type BulkQueued,
  type BulkTransitionResult,
  type FsmState,
  type Industry,
  type LeadInput,
  type LeadRecord,
  type MoveInput,
  type MoveQueued,
  type MoveResult,
  type Paginated,
  type Representative,
  type Source,
  type Tag,
} from '@ensemble/contracts';
import { stageConfig, type ListStage } from '../leads/stages';
import { compositionApi } from './compositionApi';

export interface LeadListQuery {
  organizationId: number;
  stage: ListStage;
  page: number;
  pageSize: number;
  search?: string;
  /** `field` or `-field`; absent means the stage's default. */
  ordering?: string;
  /** Prospects only: exact cell phone (spec 2 §2 'optional query phone'). */
  phone?: string;
}

export interface SaveLeadArgs {
  organizationId: number;
  stage: FsmState;
  listId?: number;
  /** Update this contact; create one when absent. */
  id?: number;
  body: LeadInput;
}

/** Ids, or every contact of the stage (`all`). */
export interface BulkArgs {
  organizationId: number;
  stage: ListStage;
  ids: number[];
  all?: boolean;
}

/** A bulk call answered in the request, or queued as a job (202) when it is large or `all`. */
export type BulkAnswer = { deleted?: number; count?: number; detail?: string } | BulkQueued;

export const isQueued = (a: unknown): a is BulkQueued =>
  !!a && typeof a === 'object' && typeof (a as BulkQueued).job_id === 'number';

/** The endpoints of a stage with a list screen of its own (their paths need only the organization). */
const stageApi = (stage: ListStage) =>
  leadStageEndpoints[leadStageKeys[stage] as Exclude<keyof typeof leadStageEndpoints, 'opportunities'>];

const selection = ({ ids, all }: Pick<BulkArgs, 'ids' | 'all'>) => (all ? { all: true } : { ids });

export const leadsApi = compositionApi.injectEndpoints({
  endpoints: (b) => ({
    getStageLeads: b.query<Paginated<LeadRecord>, LeadListQuery>({
      query: ({ organizationId, stage, page, pageSize, search, ordering, phone }) => {
        const c = stageConfig[stage];
        const order = ordering ?? c.defaultOrdering;
        const params: Record<string, string | number> = {
          [c.queryNames.page]: page,
          [c.queryNames.pageSize]: pageSize,
        };
        if (search && search.trim()) params.search = search.trim();
        if (order) params[c.queryNames.ordering] = order;
        if (phone) params.phone = phone;
        return requestOf(stageApi(stage).list, { path: { orgId: organizationId }, query: params });
      },
      providesTags: ['Lead'],
    }),
    getLead: b.query<LeadRecord, { organizationId: number; stage: ListStage; id: number }>({
      query: ({ organizationId, stage, id }) =>
        requestOf(stageApi(stage).get, { path: { orgId: organizationId, id } }),
      providesTags: (_r, _e, { id }) => [{ type: 'Lead', id }],
    }),
    saveLead: b.mutation<LeadRecord, SaveLeadArgs>({
      query: ({ organizationId, stage, listId, id, body }) => {
        const e = leadStageEndpoints[leadStageKeys[stage]];
        // Opportunities are saved into their list; the other stages' paths have no list.
        const path = { orgId: organizationId, listId: listId ?? 0 };
        return id == null
          ? requestOf(e.create, { path, body })
          : requestOf(e.update, { path: { ...path, id }, body });
      },
      // Counts on the opportunity lists change with a new opportunity.
      invalidatesTags: (_r, error) => (error ? [] : ['Lead', 'History', 'LeadList']),
    }),
    deleteLead: b.mutation<void, { organizationId: number; stage: ListStage; id: number }>({
      query: ({ organizationId, stage, id }) =>
        requestOf(stageApi(stage).remove, { path: { orgId: organizationId, id } }),
      invalidatesTags: (_r, error) => (error ? [] : ['Lead', 'LeadList']),
    }),
    bulkDeleteLeads: b.mutation<BulkAnswer, BulkArgs>({
      query: ({ organizationId, stage, ...sel }) =>
        requestOf(stageApi(stage).bulkDelete, { path: { orgId: organizationId }, body: selection(sel) }),
      invalidatesTags: (r, error) => (error || isQueued(r) ? [] : ['Lead', 'LeadList']),
    }),
    bulkDemoteLeads: b.mutation<
      BulkTransitionResult | BulkQueued,
      BulkArgs & { target: string; lead_list_id?: number | null }
    >({
      // Only prospects and clients are demoted in bulk; any other stage is sent to the prospects' call.
      query: ({ organizationId, stage, target, lead_list_id, ...sel }) =>
        requestOf(leadBulkEndpoints[stage === 'Client' ? 'clients' : 'prospects'].bulkDemote, {
          path: { orgId: organizationId },
          body: { ...selection(sel), target, ...(lead_list_id ? { lead_list_id } : {}) },
        }),
      invalidatesTags: (r, error) => (error || isQueued(r) ? [] : ['Lead', 'LeadList']),
    }),
    moveLeads: b.mutation<
      MoveResult | MoveQueued,
      { organizationId: number; stage: 'Prospect' | 'Client'; body: MoveInput }
    >({
      query: ({ organizationId, stage, body }) =>
        requestOf(leadBulkEndpoints[stage === 'Client' ? 'clients' : 'prospects'].move, {
          path: { orgId: organizationId },
          body,
        }),
      invalidatesTags: (r, error) => (error || isQueued(r) ? [] : ['Lead', 'LeadList']),
    }),
    setLeadTags: b.mutation<
      { detail: string; count: number },
      { organizationId: number; body: AddGroupsToLeadsInput }
    >({
      query: ({ organizationId, body }) =>
        requestOf(leadActionEndpoints.addGroupsToLeads, { path: { orgId: organizationId }, body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Lead', 'Tag', 'History']),
    }),

    // --- Pick-lists the form and the bulk modals need (opportunity lists and job polling: opportunityListsApi)
    searchTags: b.query<Paginated<Tag>, { organizationId: number; search: string; pageSize: number }>({
      query: ({ organizationId, search, pageSize }) => ({
        url: settingsPaths.tags(organizationId),
        params: { page: 1, per_page: pageSize, ...(search ? { search } : {}) },
      }),
      providesTags: ['Tag'],
    }),
    getSourcesAll: b.query<Source[], number>({
      query: (organizationId) => settingsPaths.sourcesAll(organizationId),
    }),
    getRepresentativesPickList: b.query<Representative[], number>({
      query: (organizationId) => ({
        url: settingsPaths.representatives(organizationId),
        params: { page: 1, page_size: settingsConstants.representativePickList },
      }),
      transformResponse: (body: Paginated<Representative>) => body.results,
    }),
    getIndustries: b.query<Industry[], void>({
      query: () => apiPaths.industries,
      // A short reference list: accept the list envelope or a bare array (as mfe-account does).
      transformResponse: (body: Paginated<Industry> | Industry[]) =>
        Array.isArray(body) ? body : body.results,
    }),
  }),
});

export const {
  useGetStageLeadsQuery,
  useGetLeadQuery,
  useSaveLeadMutation,
  useDeleteLeadMutation,
  useBulkDeleteLeadsMutation,
  useBulkDemoteLeadsMutation,
  useMoveLeadsMutation,
  useSetLeadTagsMutation,
  useSearchTagsQuery,
  useGetSourcesAllQuery,
  useGetRepresentativesPickListQuery,
  useGetIndustriesQuery,
} = leadsApi;
