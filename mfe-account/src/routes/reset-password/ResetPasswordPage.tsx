import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from 'antd';
import { useFormik } from 'formik';
import { emailOnlySchema, messages } from '@ensemble/contracts';
import { SubmitButton, submitErrorBanner, FormFrame } from '@ensemble/shared-ui';
import { useRequestPasswordResetMutation } from '../../api/authApi';
import { AuthPage, AuthFooter } from '../../components/AuthPage';
import { useGoTo } from '../../hooks/useGoTo';
import { checkEmailUrl, paths } from '../paths';
import { EmailField } from '../../components/EmailField';

export default function ResetPasswordPage() {
  const [requestReset] = useRequestPasswordResetMutation();
  const goTo = useGoTo();
  const [banner, setBanner] = useState<string | null>(null);

  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: emailOnlySchema,
    onSubmit: async (values, helpers) => {
      setBanner(null);
      const email = values.email.trim();
      const result = await requestReset({ email });
      if (result.error) {
        setBanner(submitErrorBanner(result.error, (e) => helpers.setErrors(e), messages.somethingWentWrong));
        return;
      }
      goTo(checkEmailUrl(email));
    },
  });

  return (
    <AuthPage
      title="Reset your password"
      subtitle="Enter the email you signed up with and we will send you instructions to choose a new password."
    >
      {banner ? <Alert type="error" showIcon title={banner} style={{ marginBottom: 16 }} /> : null}
      <FormFrame formik={formik}>
        <EmailField formik={formik} id="reset-email" disabled={formik.isSubmitting} />
        <SubmitButton formik={formik} block size="large">
          Send instructions
        </SubmitButton>
      </FormFrame>
      <AuthFooter>
        Remembered it? <Link to={paths.login}>Back to log in</Link>
      </AuthFooter>
    </AuthPage>
  );
}
