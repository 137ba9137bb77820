import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Result } from 'antd';
import { useFormik } from 'formik';
import { messages, newPasswordFormSchema } from '@ensemble/contracts';
import { PasswordField, SubmitButton, submitErrorBanner, FormFrame } from '@ensemble/shared-ui';
import { useConfirmPasswordResetMutation } from '../../api/authApi';
import { AuthPage, BackToLogin } from '../../components/AuthPage';
import { paths } from '../paths';

export default function NewPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [confirmReset] = useConfirmPasswordResetMutation();
  const [banner, setBanner] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);

  const formik = useFormik({
    initialValues: { password: '', confirm_password: '' },
    validationSchema: newPasswordFormSchema,
    onSubmit: async (values, helpers) => {
      setBanner(null);
      const result = await confirmReset({ token, password: values.password });
      if (result.error) {
        setBanner(submitErrorBanner(result.error, (e) => helpers.setErrors(e), messages.resetLinkInvalid));
        return;
      }
      setChanged(true);
    },
  });

  if (changed) {
    return (
      <AuthPage title="New password">
        <Result
          status="success"
          title={messages.passwordSuccessfullyChanged}
          subTitle="You can now log in with your new password."
          extra={
            <Button type="primary" size="large" onClick={() => navigate(paths.login, { replace: true })}>
              Log in
            </Button>
          }
        />
      </AuthPage>
    );
  }

  if (!token) {
    return (
      <AuthPage title="New password">
        <Alert type="error" showIcon title={messages.resetLinkInvalid} style={{ marginBottom: 16 }} />
        <Link to={paths.resetPassword}>Request a new link</Link>
      </AuthPage>
    );
  }

  return (
    <AuthPage title="Choose a new password">
      {banner ? (
        <Alert
          type="error"
          showIcon
          title={banner}
          description={<Link to={paths.resetPassword}>Request a new link</Link>}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <FormFrame formik={formik}>
        <PasswordField
          formik={formik}
          name="password"
          label="New password"
          id="new-password"
          autoComplete="new-password"
          required
          disabled={formik.isSubmitting}
        />
        <PasswordField
          formik={formik}
          name="confirm_password"
          label="Confirm password"
          id="confirm-password"
          autoComplete="new-password"
          required
          disabled={formik.isSubmitting}
        />
        <SubmitButton formik={formik} block size="large">
          Change password
        </SubmitButton>
      </FormFrame>
      <BackToLogin />
    </AuthPage>
  );
}
