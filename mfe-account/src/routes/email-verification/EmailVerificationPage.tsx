import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { useFormik } from 'formik';
import { emailOnlySchema, messages } from '@ensemble/contracts';
import { useNotify, errorMessage, FormFrame } from '@ensemble/shared-ui';
import { useResendVerificationEmailMutation, useVerifyEmailMutation } from '../../api/authApi';
import { AuthPage, BackToLogin } from '../../components/AuthPage';
import { LocalMailboxLink } from '../../components/LocalMailboxLink';
import { useCountdown } from '../../hooks/useCountdown';
import { useSignIn } from '../../hooks/useSignIn';
import { EmailField } from '../../components/EmailField';

/** A resend locks the button for this long, so an impatient click does not flood the inbox. */
export const RESEND_WAIT_SECONDS = 30;

type LinkState = { kind: 'none' } | { kind: 'verifying' } | { kind: 'invalid'; message: string };

function ResendButton({ email }: { email: string }) {
  const [resend, { isLoading }] = useResendVerificationEmailMutation();
  const [wait, startWait] = useCountdown();
  const notify = useNotify();

  const onResend = async () => {
    const result = await resend({ email });
    if (result.error) {
      notify.error(errorMessage(result.error, messages.somethingWentWrong));
      return;
    }
    notify.success(result.data.detail || messages.verificationEmailSent);
    startWait(RESEND_WAIT_SECONDS);
  };

  return (
    <Button onClick={() => void onResend()} loading={isLoading} disabled={wait > 0} block>
      {wait > 0 ? `Resend email (${wait}s)` : 'Resend email'}
    </Button>
  );
}

/** When the page was opened without an address (an old link), the user types the one to resend to. */
function ResendToAddress() {
  const [email, setEmail] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: emailOnlySchema,
    onSubmit: (values) => setEmail(values.email.trim()),
  });
  if (email) return <ResendButton email={email} />;
  return (
    <FormFrame formik={formik}>
      <EmailField formik={formik} id="verification-email" />
      <Button htmlType="submit" block>
        Continue
      </Button>
    </FormFrame>
  );
}

export default function EmailVerificationPage() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token') ?? '';
  const [verify] = useVerifyEmailMutation();
  const { signIn, routeError } = useSignIn();
  const [link, setLink] = useState<LinkState>(token ? { kind: 'verifying' } : { kind: 'none' });
  const verifiedToken = useRef<string | null>(null);

  // The emailed link carries the token: spend it once, even if the effect runs twice.
  useEffect(() => {
    if (!token || verifiedToken.current === token) return;
    verifiedToken.current = token;
    setLink({ kind: 'verifying' });
    void (async () => {
      const result = await verify({ token });
      if (result.error) {
        setLink({ kind: 'invalid', message: errorMessage(result.error, messages.verificationLinkInvalid) });
        return;
      }
      const { access, refresh, user } = result.data;
      await signIn({ access, refresh }, user, null, 'signup');
    })();
  }, [token, verify, signIn]);

  if (link.kind === 'verifying' && !routeError) {
    return (
      <AuthPage title="Verifying your email">
        <Flex vertical align="center" gap={16} style={{ padding: 24 }}>
          <Spin size="large" />
          <Typography.Text type="secondary">One moment while we confirm your address.</Typography.Text>
        </Flex>
      </AuthPage>
    );
  }

  return (
    <AuthPage title="Verify your email">
      {routeError ? <Alert type="error" showIcon title={routeError} style={{ marginBottom: 16 }} /> : null}
      {link.kind === 'invalid' ? (
        <Alert type="error" showIcon title={link.message} style={{ marginBottom: 16 }} />
      ) : null}
      {email ? (
        <Typography.Paragraph>
          We sent a verification email to <Typography.Text strong>{email}</Typography.Text>. Open the link in
          it to activate your account.
        </Typography.Paragraph>
      ) : (
        <Typography.Paragraph>
          Enter the address you signed up with and we will send you a new verification email.
        </Typography.Paragraph>
      )}
      {email ? (
        <>
          <Typography.Paragraph type="secondary">
            Nothing arrived? Check your spam folder, or send the email again.
          </Typography.Paragraph>
          <ResendButton email={email} />
        </>
      ) : (
        <ResendToAddress />
      )}
      {email ? <LocalMailboxLink address={email} /> : null}
      <BackToLogin />
    </AuthPage>
  );
}
