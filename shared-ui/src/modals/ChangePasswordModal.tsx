import { useState } from 'react';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useFormik } from 'formik';
import {
  accountMessages,
  changePasswordFormSchema,
  messages,
  setPasswordFormSchema,
} from '@ensemble/contracts';
import { PasswordField } from '../forms/fields';
import { submitErrorBanner } from '../forms/submit-errors';
import { FormFrame } from '../forms/FormFrame';
import { SubmitButton } from '../forms/SubmitButton';
import { SuccessContent, useAutoClose } from './SuccessModal';

export interface ChangePasswordValues {
  /** Absent when the account has no password yet and sets its first one. */
  old_password?: string;
  new_password: string;
}

export interface ChangePasswordModalProps {
  open: boolean;
  onClose: () => void;
  /** Sends the change; rejects with the API's error (an RTK Query `.unwrap()` does both). */
  submit: (values: ChangePasswordValues) => Promise<unknown>;
  /**
   * False for an account without a password (created by Google sign-in): it sets its first one, so the dialog
   * says so and asks for no old password. A user's `has_password`; true when left out.
   */
  hasPassword?: boolean;
}

/** Old, new and confirmation (spec 1 §5); 'Password changed!' on success, closing by itself. */
export function ChangePasswordModal({ open, onClose, submit, hasPassword = true }: ChangePasswordModalProps) {
  return (
    <Modal open={open} title="Change password" onCancel={onClose} footer={null} destroyOnHidden centered>
      {open ? <ChangePasswordForm onClose={onClose} submit={submit} hasPassword={hasPassword} /> : null}
    </Modal>
  );
}

function ChangePasswordForm({
  onClose,
  submit,
  hasPassword,
}: Omit<ChangePasswordModalProps, 'open' | 'hasPassword'> & { hasPassword: boolean }) {
  const [banner, setBanner] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  useAutoClose(done, onClose);

  const formik = useFormik({
    initialValues: { old_password: '', new_password: '', confirm_password: '' },
    validationSchema: hasPassword ? changePasswordFormSchema : setPasswordFormSchema,
    onSubmit: async (values, helpers) => {
      setBanner(null);
      const { old_password, new_password } = values;
      try {
        await submit(hasPassword ? { old_password, new_password } : { new_password });
        setDone(true);
      } catch (error) {
        setBanner(submitErrorBanner(error, (e) => helpers.setErrors(e), messages.somethingWentWrong));
      }
    },
  });

  if (done) return <SuccessContent message={messages.passwordChanged} onClose={onClose} />;

  const busy = formik.isSubmitting;
  return (
    <FormFrame formik={formik}>
      {hasPassword ? null : <Typography.Paragraph>{accountMessages.noPasswordYet}</Typography.Paragraph>}
      {banner ? (
        <Alert type="error" showIcon title={banner} style={{ marginBottom: 16 }} role="alert" />
      ) : null}
      {hasPassword ? (
        <PasswordField
          formik={formik}
          name="old_password"
          label="Old password"
          autoComplete="current-password"
          required
          disabled={busy}
          autoFocus
        />
      ) : null}
      <PasswordField
        formik={formik}
        name="new_password"
        label="New password"
        autoComplete="new-password"
        required
        disabled={busy}
        autoFocus={!hasPassword}
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
        <SubmitButton formik={formik}>{hasPassword ? 'Change password' : 'Set password'}</SubmitButton>
      </Flex>
    </FormFrame>
  );
}
