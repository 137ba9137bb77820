import { useId } from 'react';
import { Input } from 'antd';
import { useFormik } from 'formik';
import * as yup from 'yup';
import {
  emailSetupConstants,
  emailSetupMessages as M,
  messages,
  type SendingDomain,
  verifySenderSchema,
} from '@ensemble/contracts';
import { FormField, FormikForm, submitErrorBanner, TextField, useNotify } from '@ensemble/shared-ui';
import { useVerifySenderMutation } from '../../api/emailSetupApi';

/** An address's local part: no spaces, no @ (the domain is the suffix shown beside it). */
const LOCAL_PART = /^[^\s@]+$/;

/** The form's rules: the API's (verifySenderSchema), with FROM typed as the local part of an address at the domain. */
const senderFormSchema = yup.object({
  local: yup
    .string()
    .trim()
    .required(messages.fieldRequired('FROM email'))
    .max(emailSetupConstants.localPartMaxLength, messages.maxLength(emailSetupConstants.localPartMaxLength))
    .matches(LOCAL_PART, { message: messages.emailInvalid, excludeEmptyString: true }),
  sender_name: verifySenderSchema.fields.sender_name,
  reply_to: verifySenderSchema.fields.reply_to,
});

const localOf = (email: string | null, domain: string) =>
  email && email.endsWith(`@${domain}`) ? email.slice(0, -domain.length - 1) : '';

/** Step 3 Add Sender identity (spec 3 §2): FROM at the domain, FROM name, REPLY TO; verified on save. */
export function SenderStep({ organizationId, domain }: { organizationId: number; domain: SendingDomain }) {
  const notify = useNotify();
  const localId = `sender-local-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [verifySender] = useVerifySenderMutation();
  const at = domain.domain ?? '';
  const saved = {
    local: localOf(domain.sender_email, at),
    sender_name: domain.sender_name ?? '',
    reply_to: domain.reply_to_email ?? '',
  };
  const formik = useFormik({
    initialValues: saved,
    enableReinitialize: true,
    validationSchema: senderFormSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(null);
      try {
        await verifySender({
          organizationId,
          email: `${values.local.trim()}@${at}`,
          sender_name: values.sender_name.trim(),
          reply_to: values.reply_to.trim(),
        }).unwrap();
        notify.success(M.senderVerified);
      } catch (error) {
        // The API names the whole address `email`: its error belongs under the FROM field.
        const banner = submitErrorBanner(
          error,
          ({ email, ...rest }) => helpers.setErrors(email ? { ...rest, local: email } : rest),
          M.unableToSave,
        );
        helpers.setStatus(banner);
        notify.error(M.unableToSave);
      }
    },
  });
  return (
    <FormikForm
      formik={formik}
      label="Sender identity"
      submitLabel="Save"
      onCancel={() => formik.resetForm({ values: saved })}
    >
      <FormField formik={formik} name="local" label="FROM email" id={localId} required>
        <Input
          id={localId}
          name="local"
          value={formik.values.local}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          placeholder="news"
          suffix={`@${at}`}
        />
      </FormField>
      <TextField formik={formik} name="sender_name" label="FROM name" placeholder="Acme Insurance" required />
      <TextField
        formik={formik}
        name="reply_to"
        label="REPLY TO"
        type="email"
        placeholder="help@example.com"
        required
      />
    </FormikForm>
  );
}
