import {
  leadActionEndpoints,
  leadStageEndpoints,
  opportunityListEndpoints as lists,
  requestOf,
  type BulkQueued,
  type LeadRecord,
  type MergeListsInput,
  type MoveJob,
  type OpportunityList,
  type Paginated,
} from '@ensemble/contracts';
import { compositionApi } from './compositionApi';

/** A server-paged table: ?page=&per_page=&search=&ordering= (spec 2 §7). */
export interface PagedQuery {
  page: number;
  pageSize: number;
  search?: string;
  /** `field` or `-field`; absent means the server's default (-id). */
  ordering?: string;
}

const pageParams = ({ page, pageSize, search, ordering }: PagedQuery) => ({
  page,
  per_page: pageSize,
  ...(search && search.trim() ? { search: search.trim() } : {}),
  ...(ordering ? { ordering } : {}),
});

/** `ids`, or `all` with every contact of the list; the server names the list in `list_id` too (spec 2 §7). */
export type OpportunitiesSelection = { ids: number[]; all?: false } | { all: true };

const opportunities = leadStageEndpoints.opportunities;

export const opportunityListsApi = compositionApi.injectEndpoints({
  endpoints: (b) => ({
    getOpportunityLists: b.query<Paginated<OpportunityList>, PagedQuery & { organizationId: number }>({
      query: ({ organizationId, ...q }) =>
        requestOf(lists.list, { path: { orgId: organizationId }, query: pageParams(q) }),
      providesTags: ['LeadList'],
    }),
    getAllOpportunityLists: b.query<OpportunityList[], number>({
      query: (organizationId) => requestOf(lists.all, { path: { orgId: organizationId } }),
      providesTags: ['LeadList'],
    }),
    getOpportunityList: b.query<OpportunityList, { organizationId: number; listId: number }>({
      query: ({ organizationId, listId }) =>
        requestOf(lists.get, { path: { orgId: organizationId, listId } }),
      providesTags: ['LeadList'],
    }),
    createOpportunityList: b.mutation<OpportunityList, { organizationId: number; title: string }>({
      query: ({ organizationId, title }) =>
        requestOf(lists.create, { path: { orgId: organizationId }, body: { title } }),
      invalidatesTags: ['LeadList'],
    }),
    updateOpportunityList: b.mutation<
      OpportunityList,
      { organizationId: number; listId: number; title: string }
    >({
      query: ({ organizationId, listId, title }) =>
        requestOf(lists.update, { path: { orgId: organizationId, listId }, body: { title } }),
      invalidatesTags: ['LeadList'],
    }),
    /** all: the list's contacts are deleted; otherwise they move to 'Unallocated'. */
    deleteOpportunityList: b.mutation<void, { organizationId: number; listId: number; all: boolean }>({
      query: ({ organizationId, listId, all }) =>
        requestOf(lists.remove, {
          path: { orgId: organizationId, listId },
          ...(all ? { query: { all: 'true' } } : {}),
        }),
      invalidatesTags: ['LeadList', 'Lead'],
    }),
    mergeOpportunityLists: b.mutation<
      { detail: string; list: OpportunityList },
      { organizationId: number; body: MergeListsInput }
    >({
      query: ({ organizationId, body }) => requestOf(lists.merge, { path: { orgId: organizationId }, body }),
      invalidatesTags: ['LeadList', 'Lead'],
    }),

    getOpportunities: b.query<Paginated<LeadRecord>, PagedQuery & { organizationId: number; listId: number }>(
      {
        query: ({ organizationId, listId, ...q }) =>
          requestOf(opportunities.list, { path: { orgId: organizationId, listId }, query: pageParams(q) }),
        providesTags: ['Lead'],
      },
    ),
    deleteOpportunity: b.mutation<void, { organizationId: number; listId: number; id: number }>({
      query: ({ organizationId, listId, id }) =>
        requestOf(opportunities.remove, { path: { orgId: organizationId, listId, id } }),
      invalidatesTags: ['Lead', 'LeadList'],
    }),
    /** Small selections answer { deleted }; big ones (and `all`) run as a job: 202 BulkQueued. */
    bulkDeleteOpportunities: b.mutation<
      { deleted: number } | BulkQueued,
      { organizationId: number; listId: number; selection: OpportunitiesSelection }
    >({
      query: ({ organizationId, listId, selection }) =>
        requestOf(opportunities.bulkDelete, {
          path: { orgId: organizationId, listId },
          body: { ...selection, list_id: listId },
        }),
      // A queued delete refreshes once its job is done (see the job poller), not now.
      invalidatesTags: (result) => (result && 'job_id' in result ? [] : ['Lead', 'LeadList']),
    }),
    getLeadJob: b.query<MoveJob, { organizationId: number; jobId: number }>({
      query: ({ organizationId, jobId }) =>
        requestOf(leadActionEndpoints.job, { path: { orgId: organizationId, jobId } }),
      providesTags: (_r, _e, { jobId }) => [{ type: 'Job', id: jobId }],
    }),
  }),
});

export const {
  useGetOpportunityListsQuery,
  useGetAllOpportunityListsQuery,
  useGetOpportunityListQuery,
  useCreateOpportunityListMutation,
  useUpdateOpportunityListMutation,
  useDeleteOpportunityListMutation,
  useMergeOpportunityListsMutation,
  useGetOpportunitiesQuery,
  useDeleteOpportunityMutation,
  useBulkDeleteOpportunitiesMutation,
  useGetLeadJobQuery,
} = opportunityListsApi;
