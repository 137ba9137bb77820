import {
  apiPaths,
  leadsExtraPaths,
  leadsPaths,
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
import { leadSavePaths, stageConfig, type ListStage } from '../leads/stages';
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
        return { url: c.list(organizationId), params };
      },
      providesTags: ['Lead'],
    }),
    getLead: b.query<LeadRecord, { organizationId: number; stage: ListStage; id: number }>({
      query: ({ organizationId, stage, id }) => stageConfig[stage].item(organizationId, id),
      providesTags: (_r, _e, { id }) => [{ type: 'Lead', id }],
    }),
    saveLead: b.mutation<LeadRecord, SaveLeadArgs>({
      query: ({ organizationId, stage, listId, id, body }) => {
        const paths = leadSavePaths(stage, organizationId, listId);
        return id == null
          ? { url: paths.create, method: 'POST', body }
          : { url: paths.update(id), method: 'PUT', body };
      },
      // Counts on the opportunity lists change with a new opportunity.
      invalidatesTags: (_r, error) => (error ? [] : ['Lead', 'History', 'LeadList']),
    }),
    deleteLead: b.mutation<void, { organizationId: number; stage: ListStage; id: number }>({
      query: ({ organizationId, stage, id }) => ({
        url: stageConfig[stage].item(organizationId, id),
        method: 'DELETE',
      }),
      invalidatesTags: (_r, error) => (error ? [] : ['Lead', 'LeadList']),
    }),
    bulkDeleteLeads: b.mutation<BulkAnswer, BulkArgs>({
      query: ({ organizationId, stage, ...sel }) => ({
        url: stageConfig[stage].bulkDelete(organizationId),
        method: 'POST',
        body: selection(sel),
      }),
      invalidatesTags: (r, error) => (error || isQueued(r) ? [] : ['Lead', 'LeadList']),
    }),
    bulkDemoteLeads: b.mutation<
      BulkTransitionResult | BulkQueued,
      BulkArgs & { target: string; lead_list_id?: number | null }
    >({
      query: ({ organizationId, stage, target, lead_list_id, ...sel }) => ({
        url: (stageConfig[stage].bulkDemote ?? leadsPaths.prospectsBulkDemote)(organizationId),
        method: 'POST',
        body: { ...selection(sel), target, ...(lead_list_id ? { lead_list_id } : {}) },
      }),
      invalidatesTags: (r, error) => (error || isQueued(r) ? [] : ['Lead', 'LeadList']),
    }),
    moveLeads: b.mutation<
      MoveResult | MoveQueued,
      { organizationId: number; stage: 'Prospect' | 'Client'; body: MoveInput }
    >({
      query: ({ organizationId, stage, body }) => ({
        url: (stage === 'Client' ? leadsExtraPaths.clientsMove : leadsExtraPaths.prospectsMove)(
          organizationId,
        ),
        method: 'POST',
        body,
      }),
      invalidatesTags: (r, error) => (error || isQueued(r) ? [] : ['Lead', 'LeadList']),
    }),
    setLeadTags: b.mutation<
      { detail: string; count: number },
      { organizationId: number; body: AddGroupsToLeadsInput }
    >({
      query: ({ organizationId, body }) => ({
        url: leadsExtraPaths.addGroupsToLeads(organizationId),
        method: 'POST',
        body,
      }),
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
