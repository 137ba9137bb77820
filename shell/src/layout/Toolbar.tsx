import { useState } from 'react';
import { Avatar, Badge, Button, Dropdown, Flex, Modal, Typography, type MenuProps } from 'antd';
import { BellOutlined, MenuOutlined, QuestionCircleOutlined, UserOutlined } from '@ant-design/icons';
import { navigateTo, session, useEdition, useIsMobile, useSession } from '@ensemble/shared-ui';
import { useLogoutMutation, useOrganizationCountQuery } from '../api/shellApi';
import { GlobalSearch } from './GlobalSearch';

function Notifications() {
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      popupRender={() => (
        <div
          role="dialog"
          aria-label="Notifications"
          style={{
            background: '#fff',
            borderRadius: 8,
            boxShadow: '0 6px 16px rgba(0,0,0,0.12)',
            width: 300,
          }}
        >
          <div style={{ padding: '12px 16px', fontWeight: 600, borderBottom: '1px solid #f0f0f0' }}>
            Notifications
          </div>
          <div
            data-testid="notifications-empty"
            style={{ padding: '24px 16px', textAlign: 'center', color: '#8c8c8c' }}
          >
            No notifications
          </div>
        </div>
      )}
    >
      <Button type="text" shape="circle" aria-label="Notifications" data-testid="notifications">
        <Badge count={0} size="small">
          <BellOutlined style={{ fontSize: 18 }} />
        </Badge>
      </Button>
    </Dropdown>
  );
}

function HelpModal(props: { open: boolean; onClose: () => void }) {
  const go = (path: string) => {
    props.onClose();
    navigateTo(path);
  };
  return (
    <Modal title="Help" open={props.open} onCancel={props.onClose} footer={null}>
      <Typography.Paragraph>
        Use the side menu to move between Composition (contacts), Rhapsody (messages and social), Harmony
        (dashboard and reports) and Tempo (settings and automations).
      </Typography.Paragraph>
      <Typography.Paragraph>
        Your organization&apos;s settings, users and billing are under Manage Organization; your profile,
        password and two-step verification under Manage Account, both in the user menu.
      </Typography.Paragraph>
      <Flex gap={8} wrap>
        <Button onClick={() => go('/releases')}>What&apos;s new</Button>
        <Button onClick={() => go('/terms-of-service')}>Terms of service</Button>
      </Flex>
    </Modal>
  );
}

function UserMenu(props: { onHelp: () => void }) {
  const { user, organizationId, refresh } = useSession();
  const isMobile = useIsMobile();
  const orgCount = useOrganizationCountQuery();
  const [logout] = useLogoutMutation();
  const name = user ? `${user.first_name} ${user.last_name}`.trim() || user.email : '';

  const items: MenuProps['items'] = [
    {
      key: 'who',
      disabled: true,
      label: (
        <div data-testid="user-identity" style={{ cursor: 'default' }}>
          <div style={{ fontWeight: 600, color: 'rgba(0,0,0,0.88)' }}>{name}</div>
          <div style={{ color: '#8c8c8c' }}>{user?.email}</div>
        </div>
      ),
    },
    { type: 'divider' },
    ...(orgCount.data != null && orgCount.data > 1 && !isMobile
      ? [{ key: 'switch', label: 'Switch Organization' }]
      : []),
    ...(organizationId != null
      ? [
          { key: 'manage-organization', label: 'Manage Organization' },
          { key: 'manage-account', label: 'Manage Account' },
        ]
      : []),
    ...(!isMobile ? [{ key: 'help', label: 'Help', icon: <QuestionCircleOutlined /> }] : []),
    { type: 'divider' },
    { key: 'logout', label: 'Logout', danger: true },
  ];

  const onClick: MenuProps['onClick'] = async ({ key }) => {
    switch (key) {
      case 'switch':
        navigateTo('/organization/switch');
        break;
      case 'manage-organization':
        navigateTo(`/manage-organization/${organizationId}`);
        break;
      case 'manage-account':
        navigateTo(`/account-settings/${organizationId}`);
        break;
      case 'help':
        props.onHelp();
        break;
      case 'logout':
        // Revoking the refresh token is best effort: the user is logged out here whatever the API answers.
        if (refresh) await logout({ refresh }).catch(() => undefined);
        session.logout('user');
        break;
    }
  };

  return (
    <Dropdown trigger={['click']} placement="bottomRight" menu={{ items, onClick }}>
      <Button type="text" data-testid="user-menu" aria-label="User menu" style={{ height: 40 }}>
        <Flex align="center" gap={8}>
          <Avatar size="small" icon={<UserOutlined />} />
          {!isMobile ? <span>{name}</span> : null}
        </Flex>
      </Button>
    </Dropdown>
  );
}

export function Toolbar(props: { onToggleMenu: () => void; menuOpen: boolean }) {
  const edition = useEdition();
  const [helpOpen, setHelpOpen] = useState(false);
  return (
    // antd's Header sets its height as line-height; inherited by the search box's select, that drew the box
    // the full height of the toolbar. The toolbar's controls take their own line height instead.
    <Flex align="center" gap={12} style={{ height: '100%', lineHeight: 'normal' }}>
      <Button
        type="text"
        aria-label={props.menuOpen ? 'Hide menu' : 'Show menu'}
        aria-expanded={props.menuOpen}
        data-testid="menu-toggle"
        icon={<MenuOutlined />}
        onClick={props.onToggleMenu}
      />
      <Flex align="center" style={{ flex: 1, minWidth: 0 }}>
        {edition !== 'social' ? <GlobalSearch /> : null}
      </Flex>
      <Notifications />
      <UserMenu onHelp={() => setHelpOpen(true)} />
      <HelpModal open={helpOpen} onClose={() => setHelpOpen(false)} />
    </Flex>
  );
}
