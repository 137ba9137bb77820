import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams, type LinkProps } from 'react-router-dom';
import { Alert, Button, Flex } from 'antd';
import { useFormik } from 'formik';
import { accountMessages, codeSchema, limits, messages, type TwoFactorMode } from '@ensemble/contracts';
import {
  CodeField,
  useNotify,
  SubmitButton,
  errorMessage,
  errorStatus,
  FormFrame,
} from '@ensemble/shared-ui';
import { useLoginSendSmsMutation, useLoginVerifyMutation } from '../../api/twoFactorApi';
import { AuthPage } from '../../components/AuthPage';
import { useCountdown } from '../../hooks/useCountdown';
import { useGoTo } from '../../hooks/useGoTo';
import { useSignIn } from '../../hooks/useSignIn';
import { paths } from '../paths';
import { clearChallenge, readChallenge } from './challenge';
import { ResendCode } from '../../components/ResendCode';

export const OTP_PLACEHOLDER = '6-digit-code or backup code';
export const SMS_PLACEHOLDER = '6-digit-code';

interface TwoStepQuery {
  userId: number | null;
  mode: TwoFactorMode;
  is2faEnabled: boolean;
  isOtpEnabled: boolean;
}

/** Spec 1 §2: user_id, mode (sms or otp, default sms), is_2fa_enabled, is_otp_enabled. */
function readQuery(params: URLSearchParams): TwoStepQuery {
  const userId = Number(params.get('user_id'));
  const is2faEnabled = params.get('is_2fa_enabled') === 'true';
  const isOtpEnabled = params.get('is_otp_enabled') === 'true';
  let mode: TwoFactorMode = params.get('mode') === 'otp' ? 'otp' : 'sms';
  // A mode the user has not set up cannot be used; fall back to the one they have.
  if (mode === 'sms' && !is2faEnabled && isOtpEnabled) mode = 'otp';
  if (mode === 'otp' && !isOtpEnabled && is2faEnabled) mode = 'sms';
  return {
    userId: Number.isSafeInteger(userId) && userId > 0 ? userId : null,
    mode,
    is2faEnabled,
    isOtpEnabled,
  };
}

/** 'Wait 12 seconds before requesting a new code' → 12 (the API's own count of what is left). */
function secondsToWait(message: string): number | null {
  const match = /^Wait (\d+) seconds? before requesting a new code$/.exec(message);
  return match ? Number(match[1]) : null;
}

export default function TwoStepVerificationPage() {
  const [params] = useSearchParams();
  const query = readQuery(params);
  const [stored] = useState(() => readChallenge(query.userId));
  const goTo = useGoTo();

  const backToLogin = useCallback(() => {
    clearChallenge();
    goTo(paths.login, { replace: true });
  }, [goTo]);

  if (!stored) {
    return (
      <AuthPage title="Two-step verification">
        <Alert type="error" showIcon title={accountMessages.challengeExpired} style={{ marginBottom: 16 }} />
        <Button type="primary" block size="large" onClick={backToLogin}>
          Back to login
        </Button>
      </AuthPage>
    );
  }

  return (
    <TwoStepForm
      query={query}
      challenge={stored.challenge}
      phoneHint={stored.phone_hint}
      next={stored.next}
      modeUrl={(mode) => {
        const next = new URLSearchParams(params);
        next.set('mode', mode);
        return `${paths.twoStepVerification}?${next.toString()}`;
      }}
      backToLogin={backToLogin}
    />
  );
}

interface TwoStepFormProps {
  query: TwoStepQuery;
  challenge: string;
  phoneHint: string | null;
  next: string | null;
  modeUrl: (mode: TwoFactorMode) => string;
  backToLogin: () => void;
}

function TwoStepForm({ query, challenge, phoneHint, next, modeUrl, backToLogin }: TwoStepFormProps) {
  const { mode, is2faEnabled, isOtpEnabled } = query;
  const [sendSms, { isLoading: sending }] = useLoginSendSmsMutation();
  const [verify] = useLoginVerifyMutation();
  const { signIn, routing, routeError } = useSignIn();
  const notify = useNotify();
  const [waitLeft, lockResend] = useCountdown();
  const [banner, setBanner] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const expired = useCallback(() => {
    notify.error(accountMessages.challengeExpired);
    backToLogin();
  }, [notify, backToLogin]);

  const requestCode = useCallback(async () => {
    setBanner(null);
    const result = await sendSms({ challenge });
    if (!result.error) {
      setSent(true);
      lockResend(limits.smsResendWaitSeconds);
      return;
    }
    const status = errorStatus(result.error);
    if (status === 401) {
      expired();
      return;
    }
    const message = errorMessage(result.error, messages.smsTokenCreationFailed);
    const wait = status === 429 ? secondsToWait(message) : null;
    if (wait !== null) lockResend(wait);
    else setBanner(status === 429 ? message : messages.smsTokenCreationFailed);
  }, [sendSms, challenge, lockResend, expired]);

  // Spec 1 §4: in SMS mode the page asks for a code on arrival, and again when the user switches back to SMS.
  const sentForMode = useRef<TwoFactorMode | null>(null);
  useEffect(() => {
    if (sentForMode.current === mode) return;
    sentForMode.current = mode;
    if (mode === 'sms') void requestCode();
  }, [mode, requestCode]);

  const formik = useFormik({
    initialValues: { token: '' },
    validationSchema: codeSchema,
    onSubmit: async (values, helpers) => {
      setBanner(null);
      const result = await verify({ challenge, token: values.token.trim() });
      if (result.error) {
        const status = errorStatus(result.error);
        if (status === 401) {
          expired();
          return;
        }
        setBanner(
          status === 429
            ? errorMessage(result.error, messages.tooManyRequests)
            : messages.tokenVerificationFailed,
        );
        helpers.setFieldValue('token', '', false);
        return;
      }
      clearChallenge();
      await signIn({ access: result.data.access, refresh: result.data.refresh }, result.data.user, next);
    },
  });

  const busy = formik.isSubmitting || routing;
  const alert = banner ?? routeError;
  const subtitle =
    mode === 'sms'
      ? `Enter the 6-digit code we sent to your phone${phoneHint ? ` (${phoneHint})` : ''}.`
      : 'Enter the 6-digit code from Google Authenticator, or one of your backup codes.';

  return (
    <AuthPage title="Two-step verification" subtitle={subtitle}>
      {alert ? <Alert type="error" showIcon title={alert} style={{ marginBottom: 16 }} role="alert" /> : null}
      {mode === 'sms' && sent && !alert ? (
        <Alert type="info" showIcon title={accountMessages.smsCodeSent} style={{ marginBottom: 16 }} />
      ) : null}
      <FormFrame formik={formik}>
        <CodeField
          formik={formik}
          name="token"
          label="Verification code"
          id="two-step-code"
          placeholder={isOtpEnabled ? OTP_PLACEHOLDER : SMS_PLACEHOLDER}
          alphanumeric={isOtpEnabled}
          disabled={busy}
          autoFocus
        />
        <SubmitButton formik={formik} pending={routing} block size="large">
          Login
        </SubmitButton>
      </FormFrame>
      {mode === 'sms' ? (
        <ResendCode
          waitLeft={waitLeft}
          onResend={requestCode}
          disabled={busy || sending}
          loading={sending}
          centred
        />
      ) : null}
      <Flex vertical align="center" gap={8} style={{ marginTop: 16 }}>
        {mode === 'sms' && isOtpEnabled ? (
          <GuardedLink to={modeUrl('otp')} replace busy={busy}>
            Verify with Google Authenticator
          </GuardedLink>
        ) : null}
        {mode === 'otp' && is2faEnabled ? (
          <GuardedLink to={modeUrl('sms')} replace busy={busy}>
            Verify with SMS
          </GuardedLink>
        ) : null}
        <GuardedLink to={paths.login} replace busy={busy} onClick={clearChallenge}>
          Logout
        </GuardedLink>
      </Flex>
    </AuthPage>
  );
}

/** A link that does nothing while a verification or the organization fetch is under way. */
function GuardedLink({ busy, onClick, ...props }: LinkProps & { busy: boolean }) {
  return (
    <Link
      {...props}
      aria-disabled={busy || undefined}
      onClick={(e) => {
        if (busy) e.preventDefault();
        else onClick?.(e);
      }}
    />
  );
}
