import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Drawer, Layout } from 'antd';
import { limits } from '@ensemble/contracts';
import { useIsMobile } from '@ensemble/shared-ui';
import { SideMenu } from './SideMenu';
import { Toolbar } from './Toolbar';

const SIDER_WIDTH = 240;

export function ShellLayout(props: { loadedRemotes: string[]; pathname: string; children: ReactNode }) {
  const isMobile = useIsMobile();
  const [desktopOpen, setDesktopOpen] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );

  // On mobile the drawer closes shortly after a navigation (spec 1 §1: 150 ms).
  const onNavigate = () => {
    if (!isMobile) return;
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setDrawerOpen(false), limits.mobileMenuCloseDelayMs);
  };

  const menu = (
    <SideMenu loadedRemotes={props.loadedRemotes} pathname={props.pathname} onNavigate={onNavigate} />
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {isMobile ? (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={SIDER_WIDTH + 40}
          styles={{ body: { padding: 0 } }}
          title={null}
          closable={false}
        >
          {menu}
        </Drawer>
      ) : (
        <Layout.Sider
          width={SIDER_WIDTH}
          collapsedWidth={0}
          collapsed={!desktopOpen}
          trigger={null}
          theme="light"
          style={{
            borderInlineEnd: '1px solid rgba(5,5,5,0.06)',
            position: 'sticky',
            top: 0,
            height: '100vh',
          }}
        >
          {menu}
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header
          style={{ borderBottom: '1px solid rgba(5,5,5,0.06)', position: 'sticky', top: 0, zIndex: 10 }}
        >
          <Toolbar
            menuOpen={isMobile ? drawerOpen : desktopOpen}
            onToggleMenu={() => (isMobile ? setDrawerOpen((o) => !o) : setDesktopOpen((o) => !o))}
          />
        </Layout.Header>
        <Layout.Content style={{ padding: isMobile ? 12 : 24, minWidth: 0 }}>{props.children}</Layout.Content>
      </Layout>
    </Layout>
  );
}
