import { useFormik } from 'formik';
import { messages, type OutboxMessage, outboxReplySchema } from '@ensemble/contracts';
import { FormikForm, TextAreaField, errorMessage, useNotify } from '@ensemble/shared-ui';
import { useReplyToOutboxMessageMutation } from '../../api/outboxApi';

/**
 * The embedded default has no mailbox a contact could answer from: this writes the reply the recipient would, and
 * the API receives it as it receives a real one (its history, automations that stop on reply).
 */
export function ReplyForm(props: { organizationId: number; message: OutboxMessage }) {
  const notify = useNotify();
  const [reply, { isLoading }] = useReplyToOutboxMessageMutation();
  const formik = useFormik({
    initialValues: { text: '' },
    validationSchema: outboxReplySchema,
    onSubmit: async (values, helpers) => {
      try {
        const { recorded } = await reply({
          organizationId: props.organizationId,
          id: props.message.id,
          text: values.text.trim(),
        }).unwrap();
        if (recorded) {
          notify.success(messages.outboxReplySent);
          helpers.resetForm();
        } else notify.info(messages.outboxReplyUnmatched);
      } catch (error) {
        notify.error(errorMessage(error, messages.somethingWentWrong));
      }
    },
  });
  return (
    <FormikForm formik={formik} label="Reply" submitLabel="Send reply" pending={isLoading}>
      <TextAreaField
        formik={formik}
        name="text"
        label={`Reply as ${props.message.to}`}
        rows={3}
        maxLength={10000}
        required
      />
    </FormikForm>
  );
}
