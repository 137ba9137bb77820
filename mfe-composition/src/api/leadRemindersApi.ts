import { type LeadReminder, leadRemindersPaths, type ReminderInput } from '@ensemble/contracts';
import { compositionApi } from './compositionApi';

const reminders = (leadId: number) => ({ type: 'Reminder' as const, id: leadId });
// Every write on a reminder is written to the contact's history.
const history = (leadId: number) => ({ type: 'History' as const, id: leadId });

export const leadRemindersApi = compositionApi.injectEndpoints({
  endpoints: (build) => ({
    leadReminders: build.query<LeadReminder[], number>({
      query: (leadId) => leadRemindersPaths.list(leadId),
      providesTags: (_r, _e, leadId) => [reminders(leadId)],
    }),
    addLeadReminder: build.mutation<LeadReminder, { leadId: number; body: ReminderInput }>({
      query: ({ leadId, body }) => ({ url: leadRemindersPaths.list(leadId), method: 'POST', body }),
      invalidatesTags: (_r, error, { leadId }) => (error ? [] : [reminders(leadId), history(leadId)]),
    }),
    updateLeadReminder: build.mutation<LeadReminder, { leadId: number; id: number; body: ReminderInput }>({
      query: ({ leadId, id, body }) => ({ url: leadRemindersPaths.one(leadId, id), method: 'PUT', body }),
      invalidatesTags: (_r, error, { leadId }) => (error ? [] : [reminders(leadId), history(leadId)]),
    }),
    deleteLeadReminder: build.mutation<void, { leadId: number; id: number }>({
      query: ({ leadId, id }) => ({ url: leadRemindersPaths.one(leadId, id), method: 'DELETE' }),
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
