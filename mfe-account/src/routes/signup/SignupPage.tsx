import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Row } from 'antd';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { messages, signupSchema, type SignupInput } from '@ensemble/contracts';
import {
  CheckboxField,
  PasswordField,
  SubmitButton,
  submitErrorBanner,
  FormFrame,
} from '@ensemble/shared-ui';
import { useSignupMutation } from '../../api/authApi';
import { AuthPage, AuthFooter } from '../../components/AuthPage';
import { useGoTo } from '../../hooks/useGoTo';
import { useSignIn } from '../../hooks/useSignIn';
import { GoogleSignInButton } from '../login/GoogleSignInButton';
import { emailVerificationUrl, paths } from '../paths';
import { EmailField } from '../../components/EmailField';
import { NameFields } from '../../components/NameFields';

type SignupValues = SignupInput & { terms: boolean };

/** The API's schema plus the terms checkbox, which only the form asks for (spec 1 §5). */
const signupFormSchema = signupSchema.shape({
  terms: yup.boolean().oneOf([true], messages.termsRequired).required(messages.termsRequired),
});

export default function SignupPage() {
  const [params] = useSearchParams();
  const invitation = params.get('invitation');
  const [signup] = useSignupMutation();
  const { signIn, routing, routeError } = useSignIn();
  const goTo = useGoTo();
  const [banner, setBanner] = useState<string | null>(null);

  const formik = useFormik<SignupValues>({
    initialValues: {
      first_name: '',
      last_name: '',
      email: params.get('email') ?? '',
      password: '',
      terms: false,
    },
    validationSchema: signupFormSchema,
    onSubmit: async (values, helpers) => {
      setBanner(null);
      const body = signupSchema.cast(values, { stripUnknown: true });
      // An invitation link proves the address: the API verifies the new account at once and makes it a
      // member, so signing in then lands in the invited organization.
      const payload: SignupInput & { invitation_token?: string } = invitation
        ? { ...body, invitation_token: invitation }
        : body;
      const result = await signup(payload);
      if (result.error) {
        setBanner(submitErrorBanner(result.error, (e) => helpers.setErrors(e), messages.somethingWentWrong));
        return;
      }
      const { tokens, user, is_verified: verified } = result.data;
      if (verified && tokens && user) {
        await signIn(tokens, user, null, 'signup');
        return;
      }
      goTo(emailVerificationUrl(body.email));
    },
  });

  const busy = formik.isSubmitting || routing;
  const alert = banner ?? routeError;

  return (
    <AuthPage
      title="Create your account"
      subtitle="Start managing your contacts and campaigns."
      maxWidth={520}
    >
      {alert ? <Alert type="error" showIcon title={alert} style={{ marginBottom: 16 }} /> : null}
      <FormFrame formik={formik}>
        <Row gutter={12}>
          <NameFields formik={formik} disabled={busy} idPrefix="signup" col={{ xs: 24, sm: 12 }} />
        </Row>
        <EmailField formik={formik} id="signup-email" disabled={busy} />
        <PasswordField
          formik={formik}
          name="password"
          label="Password"
          id="signup-password"
          autoComplete="new-password"
          required
          disabled={busy}
        />
        <CheckboxField formik={formik} name="terms" id="signup-terms" disabled={busy}>
          I agree to the{' '}
          <Link to={paths.termsOfService} target="_blank" rel="noopener">
            Terms of Service and Privacy Policy
          </Link>
        </CheckboxField>
        <SubmitButton formik={formik} pending={routing} block size="large" disabled={!formik.values.terms}>
          Continue
        </SubmitButton>
      </FormFrame>
      {/* The same sign-in: an account is created for a new address. The terms apply to it too. */}
      <GoogleSignInButton
        label="Sign up with Google"
        next={invitation ? `${paths.invitation}?token=${encodeURIComponent(invitation)}` : null}
        disabled={!formik.values.terms || busy}
        onError={setBanner}
      />
      <AuthFooter>
        Already have an account? <Link to={paths.login}>Log in</Link>
      </AuthFooter>
    </AuthPage>
  );
}
