import { Drawer, Layout } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { buildMenu } from '@/router/menu/build-menu';
import { pagesForRoles } from '@/router/menu/filter-pages';
import { loadConsolePages } from '@/store/load-pages';
import { usePages } from '@/store/pages-store';
import { refreshUserInfo } from '@/store/session-actions';
import { rolesOf, userStore, useUserInfo } from '@/store/user-store';
import { LAYOUT_SIZES, THEME_COLOURS } from '@/styles/theme';
import { AppMenu } from './AppMenu';
import { MenuLoadFailed } from './MenuLoadFailed';
import styles from './basic-layout.module.css';
import { LayoutHeader } from './header/LayoutHeader';
import { SiderLogo } from './SiderLogo';

/** The signed-in frame: dark side menu, light header, page content. */
export function BasicLayout() {
  const isMobile = useIsMobile();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const userInfo = useUserInfo();
  const { pages, status } = usePages();

  useEffect(() => {
    void loadConsolePages();
    // Spec §2 guard rule 4: user info not fetched in this page's life yet → fetch it.
    if (userStore.getState().lastUpdateTime === 0) void refreshUserInfo();
  }, []);

  // A menu choice on a phone closes the drawer.
  useEffect(() => setDrawerOpen(false), [pathname]);

  const menu = useMemo(() => buildMenu(pagesForRoles(pages, rolesOf(userInfo))), [pages, userInfo]);

  const menuPanel = (narrow: boolean) => (
    <>
      <SiderLogo collapsed={narrow} />
      <AppMenu entries={menu} pathname={pathname} />
      {status === 'error' && !narrow ? <MenuLoadFailed /> : null}
    </>
  );

  return (
    <Layout className={styles.root}>
      {isMobile ? (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          width={LAYOUT_SIZES.menuWidth}
          closable={false}
          styles={{ body: { padding: 0, background: THEME_COLOURS.darkMenu } }}
        >
          {menuPanel(false)}
        </Drawer>
      ) : (
        <Layout.Sider
          className={styles.sider}
          width={LAYOUT_SIZES.menuWidth}
          collapsedWidth={LAYOUT_SIZES.menuCollapsedWidth}
          collapsed={collapsed}
          trigger={null}
          collapsible
        >
          {menuPanel(collapsed)}
        </Layout.Sider>
      )}
      <Layout className={styles.main}>
        <LayoutHeader
          isMobile={isMobile}
          collapsed={isMobile ? !drawerOpen : collapsed}
          onToggleMenu={() => (isMobile ? setDrawerOpen(true) : setCollapsed((value) => !value))}
        />
        <Layout.Content className={isMobile ? styles.contentMobile : styles.content}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
