import {
  leadEventsEndpoints as api,
  type LeadEvent,
  type LeadEventInput,
  requestOf,
} from '@ensemble/contracts';
import { compositionApi } from './compositionApi';
import { addRecord, deleteRecord, leadTags, updateRecord } from './leadRecordCalls';

const events = leadTags('Event');
const written = leadTags('Event', 'History');

/** A contact's calendar events (designed paths, see contracts lead-events-api). */
export const leadEventsApi = compositionApi.injectEndpoints({
  endpoints: (build) => ({
    leadEvents: build.query<LeadEvent[], { leadId: number; from: string; to: string }>({
      query: ({ leadId, from, to }) => requestOf(api.list, { path: { leadId }, query: { from, to } }),
      providesTags: (_r, _e, { leadId }) => events(leadId),
    }),
    addLeadEvent: addRecord<LeadEvent, LeadEventInput>(build, api.create, written),
    updateLeadEvent: updateRecord<LeadEvent, LeadEventInput>(build, api.update, written),
    deleteLeadEvent: deleteRecord(build, api.remove, written),
  }),
});

export const {
  useLeadEventsQuery,
  useAddLeadEventMutation,
  useUpdateLeadEventMutation,
  useDeleteLeadEventMutation,
} = leadEventsApi;
