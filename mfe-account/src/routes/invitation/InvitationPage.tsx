import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Button, Flex, Result, Spin, Typography } from 'antd';
import { accountMessages, messages } from '@ensemble/contracts';
import { session, useSession, errorMessage, errorStatus } from '@ensemble/shared-ui';
import { useGetInvitationPreviewQuery, useGetSignedInUserQuery } from '../../api/invitationsApi';
import { AuthPage } from '../../components/AuthPage';
import { useLogout } from '../../hooks/useLogout';
import { useGoTo } from '../../hooks/useGoTo';
import { invitationUrl, loginToAcceptUrl, signupToAcceptUrl } from './invitation-urls';
import { useJoinOrganization } from './useJoinOrganization';

export function invitedTitle(organizationName: string): string {
  return `You are invited to join ${organizationName}`;
}

/** A primary button that is a real link (opens in a new tab too) and navigates within the app. */
function LinkButton({ url, children }: { url: string; children: string }) {
  const goTo = useGoTo();
  return (
    <Button
      type="primary"
      size="large"
      block
      href={url}
      onClick={(e) => {
        e.preventDefault();
        goTo(url);
      }}
    >
      {children}
    </Button>
  );
}

function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** `/invitation?token=`: what the emailed invitation link opens, logged in or not. */
export default function InvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { access, refresh, user } = useSession();
  const signedIn = Boolean(access || refresh);
  const preview = useGetInvitationPreviewQuery(token, { skip: !token });
  const me = useGetSignedInUserQuery(undefined, { skip: !signedIn || user != null });
  const { join, joining } = useJoinOrganization();
  const logout = useLogout();
  const goTo = useGoTo();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (me.data && !session.get().user) session.setUser(me.data);
  }, [me.data]);

  if (!token || preview.error) {
    const status = errorStatus(preview.error);
    const invalid = !token || status === 400 || status === 404 || status === 410;
    return (
      <AuthPage title="Invitation">
        <Result
          status="warning"
          title={
            invalid
              ? accountMessages.invitationInvalid
              : errorMessage(preview.error, messages.somethingWentWrong)
          }
          extra={
            invalid ? (
              <Link to="/">Go to the login page</Link>
            ) : (
              <Button onClick={() => void preview.refetch()}>Retry</Button>
            )
          }
        />
      </AuthPage>
    );
  }

  const currentUser = user ?? me.data ?? null;
  if (preview.isLoading || !preview.data || (signedIn && !currentUser && !me.error)) {
    return (
      <AuthPage title="Invitation">
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin size="large" />
        </Flex>
      </AuthPage>
    );
  }

  const invitation = preview.data;
  const title = invitedTitle(invitation.organization_name);
  let body;

  if (signedIn && currentUser && sameEmail(currentUser.email, invitation.email)) {
    const accept = async () => {
      setFailure(null);
      const { error } = await join(token);
      if (error) setFailure(errorMessage(error, messages.somethingWentWrong));
    };
    body = (
      <>
        <Typography.Paragraph>
          Accept to work in <Typography.Text strong>{invitation.organization_name}</Typography.Text> as{' '}
          <Typography.Text strong>{invitation.email}</Typography.Text>.
        </Typography.Paragraph>
        <Button type="primary" size="large" block loading={joining} onClick={() => void accept()}>
          Accept invitation
        </Button>
      </>
    );
  } else if (signedIn) {
    const switchAccount = async () => {
      await logout();
      // Logging out opens the login page; this invitation is what the visitor came for.
      goTo(invitationUrl(token), { replace: true });
    };
    body = (
      <>
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={accountMessages.invitationWrongAccount}
          description={
            <>
              It was sent to <strong>{invitation.email}</strong>, and you are logged in as{' '}
              <strong>{currentUser?.email ?? 'another user'}</strong>. Log out, then open the invitation again
              with the invited account.
            </>
          }
          style={{ marginBottom: 16 }}
        />
        <Button type="primary" size="large" block onClick={() => void switchAccount()}>
          Log out
        </Button>
      </>
    );
  } else if (invitation.account_exists) {
    body = (
      <>
        <Typography.Paragraph>
          Log in as <Typography.Text strong>{invitation.email}</Typography.Text> to accept the invitation.
        </Typography.Paragraph>
        <LinkButton url={loginToAcceptUrl(token)}>Log in to accept</LinkButton>
      </>
    );
  } else {
    body = (
      <>
        <Typography.Paragraph>
          Create an account for <Typography.Text strong>{invitation.email}</Typography.Text> to accept the
          invitation.
        </Typography.Paragraph>
        <LinkButton url={signupToAcceptUrl(invitation.email, token)}>Sign up to accept</LinkButton>
      </>
    );
  }

  return (
    <AuthPage title={title}>
      {failure ? (
        <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 16 }} />
      ) : null}
      {body}
    </AuthPage>
  );
}
