import { Button, Flex, Modal, TimePicker, Typography } from 'antd';
import { useFormik } from 'formik';
import dayjs, { type Dayjs } from 'dayjs';
import { ValidationError } from 'yup';
import {
  eventEnd,
  leadEventConstants,
  leadEventMessages,
  leadEventSchema,
  type LeadEvent,
  type LeadEventInput,
} from '@ensemble/contracts';
import {
  apiErrorMessage,
  applyApiErrors,
  FormField,
  TextAreaField,
  TextField,
  useConfirmDelete,
  useNotify,
  FormikForm,
} from '@ensemble/shared-ui';
import {
  useAddLeadEventMutation,
  useDeleteLeadEventMutation,
  useUpdateLeadEventMutation,
} from '../../../../api/leadEventsApi';
import { TwoMonthDatePicker } from './TwoMonthDatePicker';

export interface EventModalProps {
  leadId: number;
  /** An event to edit, or null for a new one starting at `start`. */
  editing: LeadEvent | null;
  start: Dayjs | null;
  open: boolean;
  onClose: () => void;
}

interface EventValues {
  title: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
  description: string;
}

const TIME = 'HH:mm';

/** The start the form describes, in the browser's time zone, as ISO; '' while date or time is missing. */
function startOf(values: EventValues): string {
  if (!values.date || !values.time) return '';
  const t = dayjs(`${values.date}T${values.time}`);
  return t.isValid() ? t.toISOString() : '';
}

/** The contract's rules on title, start and description; a start error shows on the date. */
function validate(values: EventValues): Record<string, string> {
  try {
    leadEventSchema.validateSync(
      { title: values.title, start: startOf(values), description: values.description },
      { abortEarly: false },
    );
    return {};
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    const out: Record<string, string> = {};
    for (const e of err.inner) {
      const key = e.path === 'start' ? 'date' : (e.path ?? 'title');
      out[key] ??= e.message;
    }
    return out;
  }
}

/** Add or edit an event: title, date, time (it lasts 1 hour) and a description (spec 2 §2, §9). */
export function EventModal(props: EventModalProps) {
  return (
    <Modal
      open={props.open}
      title={props.editing ? 'Edit event' : 'New event'}
      onCancel={props.onClose}
      footer={null}
      destroyOnHidden
      centered
    >
      {props.open ? <EventForm {...props} /> : null}
    </Modal>
  );
}

function EventForm({ leadId, editing, start, onClose }: EventModalProps) {
  const notify = useNotify();
  const [add] = useAddLeadEventMutation();
  const [update] = useUpdateLeadEventMutation();
  const [remove] = useDeleteLeadEventMutation();
  const initial = editing ? dayjs(editing.start) : (start ?? dayjs().add(1, 'hour').startOf('hour'));

  const formik = useFormik<EventValues>({
    initialValues: {
      title: editing?.title ?? '',
      date: initial.format('YYYY-MM-DD'),
      time: initial.format(TIME),
      description: editing?.description ?? '',
    },
    validate,
    onSubmit: async (values, helpers) => {
      const body = leadEventSchema.cast({
        title: values.title,
        start: startOf(values),
        description: values.description,
      }) as LeadEventInput;
      try {
        if (editing) {
          await update({ leadId, id: editing.id, body }).unwrap();
          notify.success(leadEventMessages.updated);
        } else {
          await add({ leadId, body }).unwrap();
          notify.success(leadEventMessages.added);
        }
        onClose();
      } catch (error) {
        applyApiErrors((error as { data?: unknown }).data, (e) => helpers.setErrors(e));
        notify.error(
          editing
            ? apiErrorMessage(error as Parameters<typeof apiErrorMessage>[0])
            : leadEventMessages.unableToAdd,
        );
      }
    },
  });

  const startIso = startOf(formik.values);
  const confirmDelete = useConfirmDelete<LeadEvent>({
    title: 'Delete event',
    remove: async (event) => {
      await remove({ leadId, id: event.id }).unwrap();
      onClose();
    },
    deleted: leadEventMessages.deleted,
  });
  const deleteButton = editing ? (
    <Button danger onClick={() => confirmDelete.ask(editing)} disabled={formik.isSubmitting}>
      Delete
    </Button>
  ) : null;

  return (
    <>
      {confirmDelete.modal}
      <FormikForm formik={formik} onCancel={onClose} extra={deleteButton}>
        <TextField
          formik={formik}
          name="title"
          label="Title"
          required
          autoFocus
          maxLength={leadEventConstants.titleMaxLength}
          disabled={formik.isSubmitting}
        />
        <Flex gap={12} wrap>
          <div style={{ flex: '1 1 200px' }}>
            <FormField formik={formik} name="date" label="Date" id="event-date" required>
              <TwoMonthDatePicker
                id="event-date"
                value={formik.values.date ? dayjs(formik.values.date) : null}
                onChange={(d) => void formik.setFieldValue('date', d ? d.format('YYYY-MM-DD') : '')}
                onBlur={() => void formik.setFieldTouched('date', true)}
                status={formik.touched.date && formik.errors.date ? 'error' : undefined}
                disabled={formik.isSubmitting}
              />
            </FormField>
          </div>
          <div style={{ flex: '1 1 140px' }}>
            <FormField formik={formik} name="time" label="Time" id="event-time" required>
              {/* Spec 2 §5: the time input is HH:MM, hours 0-23. */}
              <TimePicker
                id="event-time"
                format={TIME}
                minuteStep={5}
                style={{ width: '100%' }}
                value={formik.values.time ? dayjs(`2000-01-01T${formik.values.time}`) : null}
                onChange={(t) => void formik.setFieldValue('time', t ? t.format(TIME) : '')}
                disabled={formik.isSubmitting}
              />
            </FormField>
          </div>
        </Flex>
        {startIso ? (
          <Typography.Paragraph type="secondary" data-testid="event-ends">
            Ends at {dayjs(eventEnd(startIso)).format(TIME)} (events last 1 hour)
          </Typography.Paragraph>
        ) : null}
        <TextAreaField
          formik={formik}
          name="description"
          label="Description"
          rows={3}
          maxLength={leadEventConstants.descriptionMaxLength}
          disabled={formik.isSubmitting}
        />
      </FormikForm>
    </>
  );
}
