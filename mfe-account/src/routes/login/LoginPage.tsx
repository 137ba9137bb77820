import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Flex, Spin } from 'antd';
import { useFormik } from 'formik';
import {
  googleSignInErrors,
  googleSignInMessages,
  googleSignInQuery,
  loginSchema,
  messages,
  type LoginInput,
  type LoginResponse,
  type TwoFactorChallenge,
} from '@ensemble/contracts';
import {
  PasswordField,
  session,
  useSession,
  SubmitButton,
  errorMessage,
  errorStatus,
  FormFrame,
} from '@ensemble/shared-ui';
import { isTwoFactorChallenge, useLoginMutation } from '../../api/authApi';
import { useExchangeGoogleSignInMutation } from '../../api/googleSignInApi';
import { AuthPage, AuthFooter } from '../../components/AuthPage';
import { useGoTo } from '../../hooks/useGoTo';
import { useSignIn } from '../../hooks/useSignIn';
import { emailVerificationUrl, paths } from '../paths';
import { saveChallenge } from '../two-step-verification/challenge';
import { GoogleSignInButton } from './GoogleSignInButton';
import { takeGoogleAttempt } from './googleAttempt';
import { safeNext } from './next';
import { EmailField } from '../../components/EmailField';

/** Spec 1 §4: SMS mode unless only the authenticator is on. */
export function twoStepUrl(challenge: TwoFactorChallenge): string {
  const mode = challenge.is_otp_enabled && !challenge.is_2fa_enabled ? 'otp' : 'sms';
  const query = new URLSearchParams({
    user_id: String(challenge.user_id),
    mode,
    is_2fa_enabled: String(challenge.is_2fa_enabled),
    is_otp_enabled: String(challenge.is_otp_enabled),
  });
  return `${paths.twoStepVerification}?${query.toString()}`;
}

export default function LoginPage() {
  const [login] = useLoginMutation();
  const { signIn, routeByOrganizations, routing, routeError } = useSignIn();
  const goTo = useGoTo();
  const { access } = useSession();
  const [banner, setBanner] = useState<string | null>(null);
  const routedSession = useRef<string | null>(null);
  const [params] = useSearchParams();
  // Where the visitor was going (an invitation link, say) before being asked to log in.
  const next = safeNext(params.get('next'));
  const [exchangeGoogle] = useExchangeGoogleSignInMutation();
  const [googlePending, setGooglePending] = useState(false);
  const googleReturn = useRef<string | null>(null);

  /** A password login and a Google sign-in end the same way: the two-step page, or signed in. */
  const continueWith = async (response: LoginResponse, to: string | null) => {
    if (isTwoFactorChallenge(response)) {
      // The challenge proves the first step: session storage only, never the URL.
      saveChallenge(response, to);
      goTo(twoStepUrl(response));
      return;
    }
    // Marks this session as routed here so the effect below does not route it a second time.
    routedSession.current = response.access;
    await signIn({ access: response.access, refresh: response.refresh }, response.user, to);
  };

  // Back from Google: trade the one-time code (with the state this tab kept) for the login's answer.
  const googleCode = params.get(googleSignInQuery.code);
  const googleError = params.get(googleSignInQuery.error);
  useEffect(() => {
    const key = googleCode ?? googleError;
    if (!key || googleReturn.current === key) return;
    googleReturn.current = key;
    const attempt = takeGoogleAttempt();
    // The code is single-use and short-lived, but it still leaves the address bar and history at once.
    goTo(paths.login, { replace: true });
    if (!googleCode) {
      const known = googleSignInErrors.find((e) => e === googleError);
      setBanner(googleSignInMessages[known ?? 'failed']);
      return;
    }
    if (!attempt) {
      setBanner(googleSignInMessages.failed);
      return;
    }
    setGooglePending(true);
    void exchangeGoogle({ code: googleCode, state: attempt.state }).then(async (result) => {
      if (result.data) await continueWith(result.data, attempt.next);
      else setBanner(errorMessage(result.error, googleSignInMessages.failed));
      setGooglePending(false);
    });
    // continueWith is rebuilt each render; the ref above makes this run once per returned code.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [googleCode, googleError]);

  // Someone already signed in skips the form and goes where login would have sent them.
  useEffect(() => {
    if (access && session.isAuthenticated() && routedSession.current !== access) {
      routedSession.current = access;
      if (next) goTo(next, { replace: true });
      else void routeByOrganizations();
    }
  }, [access, routeByOrganizations, next, goTo]);

  const formik = useFormik<LoginInput>({
    initialValues: { email: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: async (values) => {
      setBanner(null);
      const email = values.email.trim();
      const result = await login({ email, password: values.password });
      if (result.error) {
        const status = errorStatus(result.error);
        const message = errorMessage(result.error, messages.loginFailed);
        if (message === messages.accountNotVerified) goTo(emailVerificationUrl(email));
        else if (status === 400 || status === 401) setBanner(messages.loginFailed);
        else setBanner(message === messages.loginFailed ? messages.somethingWentWrong : message);
        return;
      }
      await continueWith(result.data, next);
    },
  });

  const busy = formik.isSubmitting || routing || googlePending;
  const alert = banner ?? routeError;

  if ((routing && !formik.isSubmitting) || googlePending) {
    return (
      <AuthPage title="Signing you in">
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin size="large" />
        </Flex>
      </AuthPage>
    );
  }

  return (
    <AuthPage title="Log in" subtitle="Welcome back. Log in to your account.">
      {alert ? <Alert type="error" showIcon title={alert} style={{ marginBottom: 16 }} role="alert" /> : null}
      <FormFrame formik={formik}>
        <EmailField formik={formik} id="login-email" disabled={busy} />
        <PasswordField
          formik={formik}
          name="password"
          label="Password"
          id="login-password"
          autoComplete="current-password"
          required
          disabled={busy}
        />
        <Flex justify="flex-end" style={{ marginTop: -8, marginBottom: 16 }}>
          <Link to={paths.resetPassword}>Forgot password?</Link>
        </Flex>
        <SubmitButton formik={formik} pending={routing} block size="large">
          Log in
        </SubmitButton>
      </FormFrame>
      <GoogleSignInButton label="Sign in with Google" next={next} disabled={busy} onError={setBanner} />
      <AuthFooter>
        Don&apos;t have an account? <Link to={paths.signup}>Sign up</Link>
      </AuthFooter>
    </AuthPage>
  );
}
