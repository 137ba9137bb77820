import { type LeadReminder, leadRemindersEndpoints as api, type ReminderInput } from '@ensemble/contracts';
import { compositionApi } from './compositionApi';
import { addRecord, deleteRecord, leadTags, listRecords, updateRecord } from './leadRecordCalls';

// Every write on a reminder is written to the contact's history.
const written = leadTags('Reminder', 'History');

export const leadRemindersApi = compositionApi.injectEndpoints({
  endpoints: (build) => ({
    leadReminders: listRecords<LeadReminder>(build, api.list, leadTags('Reminder')),
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
