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
  PagedTable,
  TextAreaField,
  useConfirmDelete,
  useNotify,
  useItemForm,
} from '@ensemble/shared-ui';
import {
  useAddLeadReminderMutation,
  useDeleteLeadReminderMutation,
  useLeadRemindersQuery,
  useUpdateLeadReminderMutation,
} from '../../../api/leadRemindersApi';
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

/** Add (reminder null) or edit an open reminder (spec 2 §2 Modal forms 'reminder'). */
function ReminderFormModal(props: {
  leadId: number;
  open: boolean;
  reminder: LeadReminder | null;
  timeZone: string | null;
  onClose: () => void;
}) {
  const { leadId, reminder } = props;
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
    onClose: props.onClose,
  });
  const picked = formik.values.date_of_sending ? dayjs(formik.values.date_of_sending, FORMAT, true) : null;
  return (
    <FormModal open={props.open} title={title} formik={formik} onClose={props.onClose}>
      <FormField
        formik={formik}
        name="date_of_sending"
        label="Date of sending"
        id="lead-reminder-date"
        required
        extra={props.timeZone ? `Time zone: ${props.timeZone}` : undefined}
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
  const [editing, setEditing] = useState<LeadReminder | 'new' | null>(null);
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
      <Flex justify="flex-end">
        <Button type="primary" onClick={() => setEditing('new')}>
          Add reminder
        </Button>
      </Flex>
      <PagedTable<LeadReminder>
        data-testid="lead-reminders"
        size="small"
        rowKey="id"
        rows={rows}
        query={reminders}
        errorTitle="Reminders could not be loaded"
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
          {
            title: 'Actions',
            key: 'actions',
            width: 230,
            render: (_: unknown, r) => (
              <Flex gap={4} wrap>
                {r.is_completed ? null : (
                  <>
                    <Button
                      size="small"
                      onClick={() => void complete(r)}
                      loading={completing === r.id}
                      aria-label={`Complete reminder ${r.id}`}
                    >
                      Complete
                    </Button>
                    <Button size="small" onClick={() => setEditing(r)} aria-label={`Edit reminder ${r.id}`}>
                      Edit
                    </Button>
                  </>
                )}
                <Button
                  size="small"
                  danger
                  onClick={() => confirmDelete.ask(r)}
                  aria-label={`Delete reminder ${r.id}`}
                >
                  Delete
                </Button>
              </Flex>
            ),
          },
        ]}
      />
      <ReminderFormModal
        leadId={lead.id}
        open={editing !== null}
        reminder={editing === 'new' ? null : editing}
        timeZone={timeZone}
        onClose={() => setEditing(null)}
      />
      {confirmDelete.modal}
    </Flex>
  );
}
