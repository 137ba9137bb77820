import { useState } from 'react';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useFormik } from 'formik';
import {
  accountMessages,
  changeEmailSchema,
  messages,
  organizationEmailChangeSchema,
} from '@ensemble/contracts';
import { PasswordField, TextField } from '../forms/fields';
import { submitErrorBanner } from '../forms/submit-errors';
import { FormFrame } from '../forms/FormFrame';
import { SubmitButton } from '../forms/SubmitButton';
import { SuccessContent, useAutoClose } from './SuccessModal';

export interface ChangeEmailValues {
  new_email: string;
  /** Present when the modal asks for the password (a user's own email). */
  password?: string;
}

export interface ChangeEmailModalProps {
  open: boolean;
  onClose: () => void;
  /** Requests the change; rejects with the API's error (an RTK Query `.unwrap()` does both). */
  submit: (values: ChangeEmailValues) => Promise<unknown>;
  /** A user's email change asks for the password; an organization's does not. */
  requirePassword?: boolean;
  title?: string;
  currentEmail?: string;
  /**
   * Given for an account without a password (Google sign-in): its email cannot change until it sets one (the
   * API refuses), so the dialog says so and offers this instead of the form.
   */
  setPasswordFirst?: () => void;
}

/** New email (and password) → a confirmation link goes to the new address (accountMessages.emailChangeSent). */
export function ChangeEmailModal(props: ChangeEmailModalProps) {
  const { open, onClose, title } = props;
  return (
    <Modal
      open={open}
      title={title ?? 'Change email'}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      centered
    >
      {!open ? null : props.setPasswordFirst ? (
        <SetPasswordFirst onClose={onClose} setPassword={props.setPasswordFirst} />
      ) : (
        <ChangeEmailForm {...props} />
      )}
    </Modal>
  );
}

function SetPasswordFirst({ onClose, setPassword }: { onClose: () => void; setPassword: () => void }) {
  return (
    <>
      <Alert type="info" showIcon title={accountMessages.setPasswordFirst} style={{ marginBottom: 16 }} />
      <Flex justify="flex-end" gap={8} wrap>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" onClick={setPassword}>
          Set password
        </Button>
      </Flex>
    </>
  );
}

function ChangeEmailForm({ onClose, submit, requirePassword = true, currentEmail }: ChangeEmailModalProps) {
  const [banner, setBanner] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  useAutoClose(done, onClose);

  const formik = useFormik({
    initialValues: { new_email: '', password: '' },
    validationSchema: requirePassword ? changeEmailSchema : organizationEmailChangeSchema,
    onSubmit: async (values, helpers) => {
      setBanner(null);
      const new_email = values.new_email.trim();
      try {
        await submit(requirePassword ? { new_email, password: values.password } : { new_email });
        setDone(true);
      } catch (error) {
        setBanner(submitErrorBanner(error, (e) => helpers.setErrors(e), messages.somethingWentWrong));
      }
    },
  });

  if (done) return <SuccessContent message={accountMessages.emailChangeSent} onClose={onClose} />;

  const busy = formik.isSubmitting;
  return (
    <FormFrame formik={formik}>
      {currentEmail ? (
        <Typography.Paragraph type="secondary">
          Current email: <Typography.Text strong>{currentEmail}</Typography.Text>
        </Typography.Paragraph>
      ) : null}
      {banner ? (
        <Alert type="error" showIcon title={banner} style={{ marginBottom: 16 }} role="alert" />
      ) : null}
      <TextField
        formik={formik}
        name="new_email"
        label="New email"
        type="email"
        autoComplete="email"
        required
        disabled={busy}
        autoFocus
      />
      {requirePassword ? (
        <PasswordField
          formik={formik}
          name="password"
          label="Password"
          autoComplete="current-password"
          required
          disabled={busy}
          extra="Your current password, to confirm it is you."
        />
      ) : null}
      <Flex justify="flex-end" gap={8} wrap>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <SubmitButton formik={formik}>Send confirmation link</SubmitButton>
      </Flex>
    </FormFrame>
  );
}
