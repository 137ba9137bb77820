import {
  leadFollowUpsEndpoints as api,
  type FollowUpDate,
  type FollowUpDateInput,
  type FollowUpOrdering,
  requestOf,
} from '@ensemble/contracts';
import { compositionApi } from './compositionApi';
import { leadTags } from './leadRecordCalls';

interface LeadArgs {
  organizationId: number;
  leadId: number;
}

// Every write adds to the contact's history, and the Activities section reads the same list.
const written = leadTags('FollowUp', 'History');

/** A prospect's follow-up dates (spec 2 §7 'Follow-up dates'). */
export const leadFollowUpsApi = compositionApi.injectEndpoints({
  endpoints: (build) => ({
    followUps: build.query<FollowUpDate[], LeadArgs & { ordering?: FollowUpOrdering }>({
      query: ({ organizationId, leadId, ordering = 'date' }) =>
        requestOf(api.list, { path: { orgId: organizationId, leadId }, query: { ordering } }),
      providesTags: (_r, _e, { leadId }) => leadTags('FollowUp')(leadId),
    }),
    addFollowUp: build.mutation<FollowUpDate, LeadArgs & { body: FollowUpDateInput }>({
      query: ({ organizationId, leadId, body }) =>
        requestOf(api.create, { path: { orgId: organizationId, leadId }, body }),
      invalidatesTags: (_r, error, { leadId }) => (error ? [] : written(leadId)),
    }),
    updateFollowUp: build.mutation<FollowUpDate, LeadArgs & { id: number; body: FollowUpDateInput }>({
      query: ({ organizationId, leadId, id, body }) =>
        requestOf(api.update, { path: { orgId: organizationId, leadId, id }, body }),
      invalidatesTags: (_r, error, { leadId }) => (error ? [] : written(leadId)),
    }),
    deleteFollowUp: build.mutation<void, LeadArgs & { id: number }>({
      query: ({ organizationId, leadId, id }) =>
        requestOf(api.remove, { path: { orgId: organizationId, leadId, id } }),
      invalidatesTags: (_r, error, { leadId }) => (error ? [] : written(leadId)),
    }),
  }),
});

export const {
  useFollowUpsQuery,
  useAddFollowUpMutation,
  useUpdateFollowUpMutation,
  useDeleteFollowUpMutation,
} = leadFollowUpsApi;
