import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, Flex, Result, Spin } from 'antd';
import { accountMessages } from '@ensemble/contracts';
import { homePath, navigateTo, session, useSession, errorMessage } from '@ensemble/shared-ui';
import {
  useConfirmEmailChangeMutation,
  useConfirmOrganizationEmailChangeMutation,
} from '../../api/profileApi';
import { AuthPage } from '../../components/AuthPage';
import { paths } from '../paths';

type State = { kind: 'confirming' } | { kind: 'done'; email: string } | { kind: 'failed'; message: string };

/** The link from an email-change mail: confirms a user's (or, with kind=organization, an organization's) new address. */
export default function EmailChangePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const forOrganization = params.get('kind') === 'organization';
  const [confirmUser] = useConfirmEmailChangeMutation();
  const [confirmOrganization] = useConfirmOrganizationEmailChangeMutation();
  const [state, setState] = useState<State>(
    token ? { kind: 'confirming' } : { kind: 'failed', message: accountMessages.emailChangeLinkInvalid },
  );
  const { access } = useSession();
  const started = useRef(false);

  useEffect(() => {
    // A link is single-use: confirm once even if the effect runs twice.
    if (!token || started.current) return;
    started.current = true;
    void (async () => {
      if (forOrganization) {
        const result = await confirmOrganization({ token });
        if (result.error)
          setState({
            kind: 'failed',
            message: errorMessage(result.error, accountMessages.emailChangeLinkInvalid),
          });
        else setState({ kind: 'done', email: result.data.email });
        return;
      }
      const result = await confirmUser({ token });
      if (result.error) {
        setState({
          kind: 'failed',
          message: errorMessage(result.error, accountMessages.emailChangeLinkInvalid),
        });
        return;
      }
      // The signed-in user confirming their own change sees the new address everywhere at once.
      if (session.get().user?.id === result.data.id) session.setUser(result.data);
      setState({ kind: 'done', email: result.data.email });
    })();
  }, [token, forOrganization, confirmUser, confirmOrganization]);

  const onward = access ? (
    <Button type="primary" size="large" onClick={() => navigateTo(homePath())}>
      Go to dashboard
    </Button>
  ) : (
    <Link to={paths.login}>
      <Button type="primary" size="large">
        Log in
      </Button>
    </Link>
  );

  return (
    <AuthPage title={forOrganization ? 'Organization email change' : 'Email change'}>
      {state.kind === 'confirming' ? (
        <Flex vertical align="center" gap={12} style={{ padding: 24 }}>
          <Spin size="large" />
          <span role="status">Confirming your new email address…</span>
        </Flex>
      ) : null}
      {state.kind === 'done' ? (
        <Result
          status="success"
          title={accountMessages.emailChangeConfirmed}
          subTitle={`The new address is ${state.email}.`}
          extra={onward}
        />
      ) : null}
      {state.kind === 'failed' ? <Result status="error" title={state.message} extra={onward} /> : null}
    </AuthPage>
  );
}
