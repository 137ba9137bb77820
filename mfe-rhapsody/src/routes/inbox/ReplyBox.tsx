import { useFormik } from 'formik';
import { inboxMessages, textMessages } from '@ensemble/contracts';
import { FormField, FormikForm, submitErrorBanner, useNotify, visibleError } from '@ensemble/shared-ui';
import { type SendTextsBody, useSendTextsMutation } from '../../api/textsApi';
import { MessageField } from '../text/MessageField';
import { noText, textErrors } from '../text/write';

/**
 * A reply in the thread: a text to this one contact through send-texts, under the Write text rules (320
 * characters, segments). Sending refreshes the thread (the send invalidates the conversations).
 */
export function ReplyBox(props: { organizationId: number; leadId: number }) {
  const notify = useNotify();
  const [send] = useSendTextsMutation();
  const formik = useFormik<SendTextsBody>({
    initialValues: { ...noText, recipient_id: [props.leadId] },
    validate: textErrors,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(null);
      try {
        await send({ organizationId: props.organizationId, body: values }).unwrap();
        notify.success(textMessages.messageSent);
        helpers.resetForm();
      } catch (error) {
        helpers.setStatus(submitErrorBanner(error, (e) => helpers.setErrors(e)));
      }
    },
  });
  return (
    <FormikForm formik={formik} label={inboxMessages.reply} submitLabel={inboxMessages.reply}>
      <FormField formik={formik} name="message" id="inbox-reply" label="Message">
        <MessageField
          id="inbox-reply"
          rows={3}
          value={formik.values.message}
          onChange={(message) => {
            void formik.setFieldValue('message', message);
            void formik.setFieldTouched('message', true, false);
          }}
          status={visibleError(formik, 'message') ? 'error' : undefined}
        />
      </FormField>
    </FormikForm>
  );
}
