import {
  leadEventsEndpoints as api,
  type LeadEvent,
  type LeadEventInput,
  requestOf,
} from '@ensemble/contracts';
import { compositionApi } from './compositionApi';

const written = (leadId: number) => [
  { type: 'Event' as const, id: leadId },
  { type: 'History' as const, id: leadId },
];

/** A contact's calendar events (designed paths, see contracts lead-events-api). */
export const leadEventsApi = compositionApi.injectEndpoints({
  endpoints: (build) => ({
    leadEvents: build.query<LeadEvent[], { leadId: number; from: string; to: string }>({
      query: ({ leadId, from, to }) => requestOf(api.list, { path: { leadId }, query: { from, to } }),
      providesTags: (_r, _e, { leadId }) => [{ type: 'Event', id: leadId }],
    }),
    addLeadEvent: build.mutation<LeadEvent, { leadId: number; body: LeadEventInput }>({
      query: ({ leadId, body }) => requestOf(api.create, { path: { leadId }, body }),
      invalidatesTags: (_r, error, { leadId }) => (error ? [] : written(leadId)),
    }),
    updateLeadEvent: build.mutation<LeadEvent, { leadId: number; id: number; body: LeadEventInput }>({
      query: ({ leadId, id, body }) => requestOf(api.update, { path: { leadId, id }, body }),
      invalidatesTags: (_r, error, { leadId }) => (error ? [] : written(leadId)),
    }),
    deleteLeadEvent: build.mutation<void, { leadId: number; id: number }>({
      query: ({ leadId, id }) => requestOf(api.remove, { path: { leadId, id } }),
      invalidatesTags: (_r, error, { leadId }) => (error ? [] : written(leadId)),
    }),
  }),
});

export const {
  useLeadEventsQuery,
  useAddLeadEventMutation,
  useUpdateLeadEventMutation,
  useDeleteLeadEventMutation,
} = leadEventsApi;
