import { Button, Flex, Modal, Switch, Typography } from 'antd';
import {
  socialAccountNetworkLabels,
  socialAccountNetworks,
  socialMessages as M,
  type SocialAccountInfo,
  type SocialAccountNetwork,
} from '@ensemble/contracts';
import { errorMessage, useNotify } from '@ensemble/shared-ui';
import { useSetSocialAccountMutation } from '../../api/socialSetupApi';
import { listStyle, rowStyle } from './styles';

interface Props {
  organizationId: number;
  open: boolean;
  accounts: SocialAccountInfo[];
  onClose: () => void;
}

/**
 * The local provider's stand-in for a provider's linking page: every network with a Connect/Disconnect switch.
 * A network needing reconnection shows off, so switching it on reconnects it.
 */
export function ManageAccountsModal({ organizationId, open, accounts, onClose }: Props) {
  const [setAccount, { isLoading, originalArgs }] = useSetSocialAccountMutation();
  const notify = useNotify();
  const connected = (network: SocialAccountNetwork) =>
    accounts.some((a) => a.network === network && a.status);

  const toggle = async (network: SocialAccountNetwork, on: boolean) => {
    const result = await setAccount({ organizationId, network, connected: on });
    if (result.error) notify.error(errorMessage(result.error, M.manageAccountsFailed));
  };

  return (
    <Modal
      open={open}
      title="Manage Accounts"
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          Done
        </Button>
      }
      centered
    >
      <Typography.Paragraph type="secondary">
        Connect the networks your campaign should post to.
      </Typography.Paragraph>
      <ul style={listStyle} aria-label="Networks">
        {socialAccountNetworks.map((network) => {
          const label = socialAccountNetworkLabels[network];
          const on = connected(network);
          return (
            <Flex component="li" key={network} justify="space-between" align="center" style={rowStyle}>
              <Typography.Text>{label}</Typography.Text>
              <Switch
                checked={on}
                checkedChildren="Connected"
                unCheckedChildren="Disconnected"
                aria-label={`${on ? 'Disconnect' : 'Connect'} ${label}`}
                loading={isLoading && originalArgs?.network === network}
                onChange={(checked) => void toggle(network, checked)}
              />
            </Flex>
          );
        })}
      </ul>
    </Modal>
  );
}
