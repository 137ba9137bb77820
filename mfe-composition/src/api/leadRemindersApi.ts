import {
  type LeadReminder,
  leadRemindersEndpoints as api,
  type ReminderInput,
  requestOf,
} from '@ensemble/contracts';
import { compositionApi } from './compositionApi';

const reminders = (leadId: number) => ({ type: 'Reminder' as const, id: leadId });
// Every write on a reminder is written to the contact's history.
const history = (leadId: number) => ({ type: 'History' as const, id: leadId });

export const leadRemindersApi = compositionApi.injectEndpoints({
  endpoints: (build) => ({
    leadReminders: build.query<LeadReminder[], number>({
      query: (leadId) => requestOf(api.list, { path: { leadId } }),
      providesTags: (_r, _e, leadId) => [reminders(leadId)],
    }),
    addLeadReminder: build.mutation<LeadReminder, { leadId: number; body: ReminderInput }>({
      query: ({ leadId, body }) => requestOf(api.create, { path: { leadId }, body }),
      invalidatesTags: (_r, error, { leadId }) => (error ? [] : [reminders(leadId), history(leadId)]),
    }),
    updateLeadReminder: build.mutation<LeadReminder, { leadId: number; id: number; body: ReminderInput }>({
      query: ({ leadId, id, body }) => requestOf(api.update, { path: { leadId, id }, body }),
      invalidatesTags: (_r, error, { leadId }) => (error ? [] : [reminders(leadId), history(leadId)]),
    }),
    deleteLeadReminder: build.mutation<void, { leadId: number; id: number }>({
      query: ({ leadId, id }) => requestOf(api.remove, { path: { leadId, id } }),
      invalidatesTags: (_r, error, { leadId }) => (error ? [] : [reminders(leadId), history(leadId)]),
    }),
  }),
});

export const {
  useLeadRemindersQuery,
  useAddLeadReminderMutation,
  useUpdateLeadReminderMutation,
  useDeleteLeadReminderMutation,
} = leadRemindersApi;
