import { useState } from 'react';
import { Button, DatePicker, Flex, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import {
  type LeadReminder,
  leadRemindersConstants,
  leadRemindersMessages,
  type ReminderInput,
  reminderCounter,
  reminderSchema,
} from '@ensemble/contracts';
import {
  FormField,
  FormModal,
  TextAreaField,
  useConfirmDelete,
  useNotify,
  useItemForm,
  useItemModal,
} from '@ensemble/shared-ui';
import {
  useAddLeadReminderMutation,
  useDeleteLeadReminderMutation,
  useLeadRemindersQuery,
  useUpdateLeadReminderMutation,
} from '../../../api/leadRemindersApi';
import { actionsColumn, RowActions, SectionTable, SectionToolbar, type SectionFormModalProps } from './parts';
import type { RecordSectionProps } from './types';

dayjs.extend(customParseFormat);

const FORMAT = leadRemindersConstants.dateFormat;
const bodyOf = (r: LeadReminder, over: Partial<ReminderInput> = {}): ReminderInput => ({
  date_of_sending: r.date_of_sending,
  reminder: r.reminder,
  is_completed: r.is_completed,
  lead: r.lead,
  ...over,
});

/** Add or edit an open reminder (spec 2 §2 Modal forms 'reminder'). */
function ReminderFormModal({
  leadId,
  modal,
  timeZone,
}: SectionFormModalProps<LeadReminder> & { timeZone: string | null }) {
  const reminder = modal.item;
  const [add] = useAddLeadReminderMutation();
  const [update] = useUpdateLeadReminderMutation();
  const title = reminder ? 'Edit reminder' : 'Add reminder';
  const formik = useItemForm({
    item: reminder,
    initialValues: { date_of_sending: reminder?.date_of_sending ?? '', reminder: reminder?.reminder ?? '' },
    schema: reminderSchema,
    toBody: (values) => reminderSchema.cast({ ...values, is_completed: false, lead: leadId }),
    save: (body, reminder) =>
      (reminder ? update({ leadId, id: reminder.id, body }) : add({ leadId, body })).unwrap(),
    saved: { create: leadRemindersMessages.added, edit: leadRemindersMessages.updated },
    failed: { create: leadRemindersMessages.unableToAdd, edit: leadRemindersMessages.unableToUpdate },
    toastFailure: 'also',
    onClose: modal.close,
  });
  const picked = formik.values.date_of_sending ? dayjs(formik.values.date_of_sending, FORMAT, true) : null;
  return (
    <FormModal open={modal.open} title={title} formik={formik} onClose={modal.close}>
      <FormField
        formik={formik}
        name="date_of_sending"
        label="Date of sending"
        id="lead-reminder-date"
        required
        extra={timeZone ? `Time zone: ${timeZone}` : undefined}
      >
        <DatePicker
          id="lead-reminder-date"
          showTime={{ use12Hours: true, format: 'h:mm:ss A' }}
          format={FORMAT}
          style={{ width: '100%' }}
          value={picked?.isValid() ? picked : null}
          onChange={(d) => {
            void formik.setFieldValue('date_of_sending', d ? d.format(FORMAT) : '');
          }}
          onBlur={() => void formik.setFieldTouched('date_of_sending', true)}
        />
      </FormField>
      <TextAreaField formik={formik} name="reminder" id="lead-reminder-note" label="Note" required rows={4} />
      <Typography.Text
        type={formik.values.reminder.length > leadRemindersConstants.noteMax ? 'danger' : 'secondary'}
        aria-live="polite"
        data-testid="reminder-counter"
        style={{ display: 'block', textAlign: 'right', marginTop: -16, marginBottom: 12 }}
      >
        {reminderCounter(formik.values.reminder)}
      </Typography.Text>
    </FormModal>
  );
}

/**
 * The contact's reminders (spec 2 §4 Reminder): open ones can be completed, edited or deleted; completed ones
 * show COMPLETED and can only be deleted. At the date of sending the representatives are notified.
 */
export function RemindersSection({ lead }: RecordSectionProps) {
  const notify = useNotify();
  const reminders = useLeadRemindersQuery(lead.id);
  const [update] = useUpdateLeadReminderMutation();
  const [remove] = useDeleteLeadReminderMutation();
  const form = useItemModal<LeadReminder>();
  const [completing, setCompleting] = useState<number | null>(null);
  const rows = reminders.data ?? [];
  const timeZone = rows[0]?.time_zone ?? null;

  const complete = async (r: LeadReminder) => {
    setCompleting(r.id);
    try {
      await update({ leadId: lead.id, id: r.id, body: bodyOf(r, { is_completed: true }) }).unwrap();
      notify.success(leadRemindersMessages.updated);
    } catch {
      notify.error(leadRemindersMessages.unableToComplete);
    } finally {
      setCompleting(null);
    }
  };
  const confirmDelete = useConfirmDelete<LeadReminder>({
    title: 'Delete reminder',
    remove: (r) => remove({ leadId: lead.id, id: r.id }).unwrap(),
    deleted: leadRemindersMessages.deleted,
    failed: leadRemindersMessages.unableToDelete,
  });

  return (
    <Flex vertical gap={12}>
      <SectionToolbar add={{ label: 'Add reminder', onClick: form.create }} />
      <SectionTable<LeadReminder>
        data-testid="lead-reminders"
        query={reminders}
        items="Reminders"
        emptyText="No reminders to display"
        mobileScrollX={640}
        columns={[
          { title: 'Date of sending', dataIndex: 'date_of_sending', width: 200 },
          {
            title: 'Note',
            dataIndex: 'reminder',
            render: (note: string) => <span style={{ whiteSpace: 'pre-line' }}>{note}</span>,
          },
          {
            title: 'State',
            key: 'state',
            width: 130,
            render: (_: unknown, r) =>
              r.is_completed ? (
                <Tag color="green">{leadRemindersMessages.completedLabel}</Tag>
              ) : r.sent_at ? (
                <Tag color="blue">SENT</Tag>
              ) : (
                <Tag>SCHEDULED</Tag>
              ),
          },
          actionsColumn(
            (r: LeadReminder) => (
              <RowActions
                name={`reminder ${r.id}`}
                onEdit={r.is_completed ? undefined : () => form.edit(r)}
                onDelete={() => confirmDelete.ask(r)}
                wrap
              >
                {r.is_completed ? null : (
                  <Button
                    size="small"
                    onClick={() => void complete(r)}
                    loading={completing === r.id}
                    aria-label={`Complete reminder ${r.id}`}
                  >
                    Complete
                  </Button>
                )}
              </RowActions>
            ),
            230,
          ),
        ]}
      />
      <ReminderFormModal leadId={lead.id} modal={form} timeZone={timeZone} />
      {confirmDelete.modal}
    </Flex>
  );
}
