import { Modal } from 'antd';
import { useFormik } from 'formik';
import dayjs from 'dayjs';
import {
  followUpDateSchema,
  leadFollowUpConstants,
  leadsMessages,
  type FollowUpDate,
  type FollowUpDateInput,
} from '@ensemble/contracts';
import {
  apiErrorMessage,
  applyApiErrors,
  CheckboxField,
  FormField,
  TextAreaField,
  useNotify,
  FormikForm,
} from '@ensemble/shared-ui';
import { useAddFollowUpMutation, useUpdateFollowUpMutation } from '../../../api/leadFollowUpsApi';
import { TwoMonthDatePicker } from './calendar/TwoMonthDatePicker';

export interface FollowUpDateModalProps {
  organizationId: number;
  leadId: number;
  /** null: a new date; otherwise the date to edit. */
  editing: FollowUpDate | null;
  /** 'Mark completed' opens the edit form with completed already ticked (spec 2 §4). */
  completing?: boolean;
  open: boolean;
  onClose: () => void;
}

/** Add or edit a follow-up date: date, text, completed (spec 2 §3, §4). */
export function FollowUpDateModal(props: FollowUpDateModalProps) {
  const title = props.completing
    ? 'Complete follow-up date'
    : props.editing
      ? 'Edit follow-up date'
      : 'Add follow-up date';
  return (
    <Modal open={props.open} title={title} onCancel={props.onClose} footer={null} destroyOnHidden centered>
      {props.open ? <FollowUpDateForm {...props} /> : null}
    </Modal>
  );
}

function FollowUpDateForm({ organizationId, leadId, editing, completing, onClose }: FollowUpDateModalProps) {
  const notify = useNotify();
  const [add] = useAddFollowUpMutation();
  const [update] = useUpdateFollowUpMutation();

  const formik = useFormik<FollowUpDateInput>({
    initialValues: {
      date: editing?.date ?? '',
      text: editing?.text ?? '',
      completed: completing ? true : (editing?.completed ?? false),
    },
    validationSchema: followUpDateSchema,
    onSubmit: async (values, helpers) => {
      const body = followUpDateSchema.cast(values) as FollowUpDateInput;
      try {
        if (editing) {
          await update({ organizationId, leadId, id: editing.id, body }).unwrap();
          notify.success(leadsMessages.updatedSuccessfully);
        } else {
          await add({ organizationId, leadId, body }).unwrap();
          notify.success(leadsMessages.addedSuccessfully);
        }
        onClose();
      } catch (error) {
        applyApiErrors((error as { data?: unknown }).data, (e) => helpers.setErrors(e));
        notify.error(apiErrorMessage(error as Parameters<typeof apiErrorMessage>[0]));
      }
    },
  });

  const dateError = formik.touched.date && formik.errors.date ? 'error' : undefined;
  return (
    <FormikForm formik={formik} onCancel={onClose}>
      <FormField formik={formik} name="date" label="Date" id="follow-up-date" required>
        <TwoMonthDatePicker
          id="follow-up-date"
          value={formik.values.date ? dayjs(formik.values.date) : null}
          onChange={(d) => void formik.setFieldValue('date', d ? d.format('YYYY-MM-DD') : '')}
          onBlur={() => void formik.setFieldTouched('date', true)}
          status={dateError}
          disabled={formik.isSubmitting}
        />
      </FormField>
      <TextAreaField
        formik={formik}
        name="text"
        label="Text"
        required
        maxLength={leadFollowUpConstants.textMaxLength}
        disabled={formik.isSubmitting}
      />
      <CheckboxField formik={formik} name="completed" disabled={formik.isSubmitting}>
        Completed
      </CheckboxField>
    </FormikForm>
  );
}
