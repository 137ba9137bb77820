import { Link, useSearchParams } from 'react-router-dom';
import { Typography } from 'antd';
import { AuthPage, BackToLogin } from '../../components/AuthPage';
import { LocalMailboxLink } from '../../components/LocalMailboxLink';
import { paths } from '../paths';

/** Spec 1 §2: confirms the instructions were sent, suggests the spam folder or another address. */
export default function CheckEmailPage() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';

  return (
    <AuthPage title="Check your email">
      <Typography.Paragraph>
        {email ? (
          <>
            We have sent password reset instructions to <Typography.Text strong>{email}</Typography.Text>.
          </>
        ) : (
          'We have sent password reset instructions to your email address.'
        )}{' '}
        Follow the link in the email to choose a new password.
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        Didn&apos;t receive it? Check your spam folder, or{' '}
        <Link to={paths.resetPassword}>try another email address</Link>.
      </Typography.Paragraph>
      {email ? <LocalMailboxLink address={email} /> : null}
      <BackToLogin />
    </AuthPage>
  );
}
