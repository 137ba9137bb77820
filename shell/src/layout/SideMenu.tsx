import { Flex, Menu, Skeleton, Tooltip, Typography, type MenuProps } from 'antd';
import { navigateTo, useEdition, useIsMobile, useSession } from '@ensemble/shared-ui';
import { useLatestReleaseQuery, useOrganizationCountQuery, useOrganizationQuery } from '../api/shellApi';
import { useMenuLoads } from '../remotes/menus';
import { REMOTE_UNAVAILABLE } from '../remotes/fallback-app';
import { selectedKey, visibleGroups } from './menu-groups';

export function SideMenu(props: { loadedRemotes: string[]; pathname: string; onNavigate: () => void }) {
  const { organizationId } = useSession();
  const edition = useEdition();
  const isMobile = useIsMobile();
  const loads = useMenuLoads();
  const org = useOrganizationQuery(organizationId ?? 0, { skip: organizationId == null });
  const orgCount = useOrganizationCountQuery();
  const release = useLatestReleaseQuery();

  const groups = visibleGroups({
    loadedRemotes: props.loadedRemotes,
    loads,
    organizationId,
    edition,
    isMobile,
  });
  const paths = new Map<string, string>();
  const items: MenuProps['items'] = groups.map((g) => {
    g.items.forEach((i) => paths.set(i.key, i.path));
    const heading = (
      <span data-testid={`menu-group-${g.def.key}`} data-state={g.state}>
        {g.def.label}
      </span>
    );
    return {
      type: 'group' as const,
      key: `group-${g.def.key}`,
      label:
        g.state === 'failed' ? (
          <Tooltip title={REMOTE_UNAVAILABLE} placement="right">
            <span style={{ opacity: 0.45 }}>{heading}</span>
          </Tooltip>
        ) : (
          heading
        ),
      children: g.items.map((i) => ({
        key: i.key,
        label: <span data-testid={`menu-item-${i.key}`}>{i.label}</span>,
      })),
    };
  });

  const current = selectedKey(groups, props.pathname);

  return (
    <Flex vertical style={{ height: '100%' }} data-testid="side-menu">
      <div style={{ padding: '16px 20px 8px' }}>
        <Typography.Text type="secondary" style={{ fontSize: 12, letterSpacing: 1 }}>
          ENSEMBLE
        </Typography.Text>
        <div
          data-testid="org-name"
          style={{ fontWeight: 600, fontSize: 16, minHeight: 24, wordBreak: 'break-word' }}
        >
          {org.data ? (
            org.data.name
          ) : org.isError ? (
            <Typography.Text type="danger">Organization unavailable</Typography.Text>
          ) : organizationId != null ? (
            <Skeleton.Input active size="small" />
          ) : null}
        </div>
        {orgCount.data != null && orgCount.data > 1 ? (
          <Typography.Link
            data-testid="switch-organization"
            href="/organization/switch"
            onClick={(e) => {
              e.preventDefault();
              navigateTo('/organization/switch');
              props.onNavigate();
            }}
          >
            Switch organization
          </Typography.Link>
        ) : null}
      </div>
      <nav aria-label="Main menu" style={{ flex: 1, overflowY: 'auto' }}>
        <Menu
          mode="inline"
          style={{ borderInlineEnd: 'none' }}
          selectedKeys={current ? [current] : []}
          items={items}
          onClick={({ key }) => {
            const path = paths.get(key);
            if (path) {
              navigateTo(path);
              props.onNavigate();
            }
          }}
        />
      </nav>
      <div style={{ padding: '12px 20px', borderTop: '1px solid rgba(5,5,5,0.06)' }}>
        {release.data ? (
          <Typography.Link
            data-testid="release-version"
            href="/releases"
            type="secondary"
            onClick={(e) => {
              e.preventDefault();
              navigateTo('/releases');
              props.onNavigate();
            }}
          >
            v{release.data.version}
          </Typography.Link>
        ) : null}
      </div>
    </Flex>
  );
}
