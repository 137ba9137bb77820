import { useState } from 'react';
import { Button, Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { socialAccountNetworkLabels, socialMessages as M, type SocialAccountInfo } from '@ensemble/contracts';
import { EmptyState, ErrorPanel, errorMessage, errorStatus, useNotify } from '@ensemble/shared-ui';
import { useManageSocialAccountsMutation, useSocialProfileQuery } from '../../api/socialSetupApi';
import { ManageAccountsModal } from './ManageAccountsModal';
import { listStyle, rowStyle } from './styles';

function AccountRow({ account }: { account: SocialAccountInfo }) {
  const label = socialAccountNetworkLabels[account.network];
  return (
    <Flex
      component="li"
      justify="space-between"
      align="center"
      gap={8}
      style={rowStyle}
      data-testid={`social-account-${account.network}`}
    >
      <Flex vertical gap={2} style={{ minWidth: 0 }}>
        <Typography.Text strong>{label}</Typography.Text>
        {account.display_name || account.url ? (
          <Typography.Text type="secondary" ellipsis>
            {account.url ? (
              <a href={account.url} target="_blank" rel="noopener noreferrer">
                {account.display_name ?? account.url}
              </a>
            ) : (
              account.display_name
            )}
          </Typography.Text>
        ) : null}
        {account.status ? null : <Typography.Text type="warning">{M.reconnectAccount}</Typography.Text>}
      </Flex>
      <Tag color={account.status ? 'green' : 'orange'}>{account.status ? 'Connected' : 'Disconnected'}</Tag>
    </Flex>
  );
}

/**
 * Spec 3 §2 Connected Accounts: the networks the campaign posts to, each with its status (a disconnected one asks
 * to be reconnected), and 'Manage Accounts': the provider's linking page in a new tab, or with the local provider
 * (no page) our own dialog.
 */
export function ConnectedAccountsCard({ organizationId }: { organizationId: number }) {
  const profile = useSocialProfileQuery(organizationId);
  const [manage, { isLoading: opening }] = useManageSocialAccountsMutation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const notify = useNotify();

  const onManage = async () => {
    const result = await manage(organizationId);
    if (result.error) {
      notify.error(errorMessage(result.error, M.manageAccountsFailed));
      return;
    }
    if (result.data.url) window.open(result.data.url, '_blank', 'noopener,noreferrer');
    else setDialogOpen(true);
  };

  let body;
  if (profile.isError) {
    body = (
      <ErrorPanel
        title={errorStatus(profile.error) === 503 ? M.serviceUnavailable : M.unableToGetProfile}
        onRetry={() => void profile.refetch()}
      />
    );
  } else if (profile.isLoading || !profile.data) {
    body = <Skeleton active paragraph={{ rows: 2 }} />;
  } else if (profile.data.accounts.length === 0) {
    body = (
      <EmptyState description="No social accounts connected yet. Press Manage Accounts to connect one." />
    );
  } else {
    body = (
      <ul style={listStyle} aria-label="Connected accounts">
        {profile.data.accounts.map((account) => (
          <AccountRow key={account.network} account={account} />
        ))}
      </ul>
    );
  }

  return (
    <Card
      title="Connected Accounts"
      data-testid="social-accounts"
      extra={
        <Button onClick={() => void onManage()} loading={opening} disabled={profile.isError}>
          Manage Accounts
        </Button>
      }
    >
      {body}
      <ManageAccountsModal
        organizationId={organizationId}
        open={dialogOpen}
        accounts={profile.data?.accounts ?? []}
        onClose={() => setDialogOpen(false)}
      />
    </Card>
  );
}
