import { useState } from 'react';
import { Alert, Button, Flex, Form, Modal } from 'antd';
import { useFormik } from 'formik';
import { changePasswordFormSchema, messages } from '@ensemble/contracts';
import { PasswordField } from '../forms/fields';
import { submitErrorBanner } from '../forms/submit-errors';
import { SubmitButton } from '../forms/SubmitButton';
import { SuccessContent, useAutoClose } from './SuccessModal';

export interface ChangePasswordValues {
  old_password: string;
  new_password: string;
}

export interface ChangePasswordModalProps {
  open: boolean;
  onClose: () => void;
  /** Sends the change; rejects with the API's error (an RTK Query `.unwrap()` does both). */
  submit: (values: ChangePasswordValues) => Promise<unknown>;
}

/** Old, new and confirmation (spec 1 §5); 'Password changed!' on success, closing by itself. */
export function ChangePasswordModal({ open, onClose, submit }: ChangePasswordModalProps) {
  return (
    <Modal open={open} title="Change password" onCancel={onClose} footer={null} destroyOnHidden centered>
      {open ? <ChangePasswordForm onClose={onClose} submit={submit} /> : null}
    </Modal>
  );
}

function ChangePasswordForm({ onClose, submit }: Omit<ChangePasswordModalProps, 'open'>) {
  const [banner, setBanner] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  useAutoClose(done, onClose);

  const formik = useFormik({
    initialValues: { old_password: '', new_password: '', confirm_password: '' },
    validationSchema: changePasswordFormSchema,
    onSubmit: async (values, helpers) => {
      setBanner(null);
      try {
        await submit({ old_password: values.old_password, new_password: values.new_password });
        setDone(true);
      } catch (error) {
        setBanner(submitErrorBanner(error, (e) => helpers.setErrors(e), messages.somethingWentWrong));
      }
    },
  });

  if (done) return <SuccessContent message={messages.passwordChanged} onClose={onClose} />;

  const busy = formik.isSubmitting;
  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      {banner ? (
        <Alert type="error" showIcon title={banner} style={{ marginBottom: 16 }} role="alert" />
      ) : null}
      <Form layout="vertical" component={false}>
        <PasswordField
          formik={formik}
          name="old_password"
          label="Old password"
          autoComplete="current-password"
          required
          disabled={busy}
          autoFocus
        />
        <PasswordField
          formik={formik}
          name="new_password"
          label="New password"
          autoComplete="new-password"
          required
          disabled={busy}
        />
        <PasswordField
          formik={formik}
          name="confirm_password"
          label="Confirm password"
          autoComplete="new-password"
          required
          disabled={busy}
        />
        <Flex justify="flex-end" gap={8} wrap>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <SubmitButton formik={formik}>Change password</SubmitButton>
        </Flex>
      </Form>
    </form>
  );
}
