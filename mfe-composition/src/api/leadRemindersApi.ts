import { type LeadReminder, leadRemindersEndpoints as api, type ReminderInput } from '@ensemble/contracts';
import { compositionApi } from './compositionApi';
import { addRecord, deleteRecord, listRecords, updateRecord } from './leadRecordCalls';

const reminders = (leadId: number) => ({ type: 'Reminder' as const, id: leadId });
// Every write on a reminder is written to the contact's history.
const history = (leadId: number) => ({ type: 'History' as const, id: leadId });
const written = (leadId: number) => [reminders(leadId), history(leadId)];

export const leadRemindersApi = compositionApi.injectEndpoints({
  endpoints: (build) => ({
    leadReminders: listRecords<LeadReminder>(build, api.list, (leadId) => [reminders(leadId)]),
    addLeadReminder: addRecord<LeadReminder, ReminderInput>(build, api.create, written),
    updateLeadReminder: updateRecord<LeadReminder, ReminderInput>(build, api.update, written),
    deleteLeadReminder: deleteRecord(build, api.remove, written),
  }),
});

export const {
  useLeadRemindersQuery,
  useAddLeadReminderMutation,
  useUpdateLeadReminderMutation,
  useDeleteLeadReminderMutation,
} = leadRemindersApi;
