import { Layout } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { closeSettingDrawer } from '@/components/setting-drawer/setting-drawer-state';
import { SettingDrawerHost } from '@/components/setting-drawer/SettingDrawerHost';
import { useIsMobile } from '@/hooks/use-is-mobile';
import type { MenuEntry } from '@/router/menu/build-menu';
import { useFullContent } from '@/router/use-full-content';
import { ThemeMode } from '@/settings/project-setting';
import { reloadProjectConfig, updateProjectConfig, useDarkMode, useProjectConfig } from '@/store/project-config-store';
import { onSessionReset } from '@/store/session-reset';
import { useFrameColors } from '@/styles/use-app-theme';
import { HeaderRow } from './HeaderRow';
import { LayoutChromeContext, type LayoutChrome } from './layout-chrome';
import { LayoutContent } from './LayoutContent';
import { planLayout } from './layout-plan';
import { LayoutSider } from './LayoutSider';
import { activeChildren } from './menu-split';
import { MixSidebar } from './MixSidebar';
import { useRouteSwitchEffects } from './use-route-switch-effects';
import styles from './layout-frame.module.css';

// Only narrow screens show the menu in a drawer; antd's Drawer loads then.
const MobileMenuDrawer = lazy(() => import('./MobileMenuDrawer').then((module) => ({ default: module.MobileMenuDrawer })));

// Spec §2 rule 9: leaving to login resets the settings store (it re-reads the stored preferences;
// see project-config-store.ts) and closes the drawer.
onSessionReset(() => {
  closeSettingDrawer();
  reloadProjectConfig();
});

interface Props {
  menu: readonly MenuEntry[];
  /** The menu could not be loaded: the side menu says so and offers a retry. */
  menuFailed: boolean;
  /** Draws the header proper; gets the frame's state (also available as useLayoutChrome()). */
  renderHeader(chrome: LayoutChrome): ReactNode;
  /** Under the header (the multi-tab bar); sticks with a fixed header. */
  belowHeader?: ReactNode;
  children: ReactNode;
}

/**
 * The signed-in frame, driven by the project config: menu type (sidebar, mix-sidebar, mix,
 * top-menu), mode, collapse and its trigger, header and menu colours, fixed parts, content mode,
 * breadcrumb, footer, back-to-top, transitions, and the settings drawer.
 */
export function LayoutFrame({ menu, menuFailed, renderHeader, belowHeader, children }: Props) {
  const config = useProjectConfig();
  const appDark = useDarkMode() === ThemeMode.DARK;
  const frame = useFrameColors();
  const isMobile = useIsMobile();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  useRouteSwitchEffects(pathname, config);

  // A menu choice on a phone closes the drawer; so does widening the window.
  useEffect(() => setDrawerOpen(false), [pathname, isMobile]);

  const { menuSetting, headerSetting } = config;
  const plan = planLayout({ menuSetting, showLogo: config.showLogo, isMobile });
  // Spec §2: the `__full__` query (or the fullContent setting) shows the page's content alone.
  const fullContent = useFullContent();
  const showHeader = headerSetting.show || isMobile;

  const chrome = useMemo<LayoutChrome>(
    () => ({
      isMobile,
      collapsed: isMobile ? !drawerOpen : plan.collapsed,
      toggleMenu: () =>
        isMobile
          ? setDrawerOpen((open) => !open)
          : updateProjectConfig({
              menuSetting: { collapsed: !menuSetting.collapsed },
            }),
      showHeaderTrigger: plan.headerTrigger && plan.side !== 'none',
      headerTheme: frame.headerTheme,
      headerBg: frame.headerBg,
      headerHoverBg: frame.headerHoverBg,
    }),
    [isMobile, drawerOpen, plan.collapsed, plan.headerTrigger, plan.side, menuSetting.collapsed, frame],
  );

  const setCollapsed = (collapsed: boolean) => updateProjectConfig({ menuSetting: { collapsed } });
  const sideEntries = plan.sideEntries === 'active-children' ? activeChildren(menu, pathname) : menu;

  const content = (
    <LayoutContent config={config} isMobile={isMobile} bare={fullContent}>
      {children}
    </LayoutContent>
  );
  if (fullContent) {
    return (
      <Layout className={styles.root}>
        {content}
        <SettingDrawerHost />
      </Layout>
    );
  }

  const top = showHeader ? (
    <div className={headerSetting.fixed ? styles.topFixed : styles.top}>
      <HeaderRow
        plan={plan}
        frame={frame}
        appDark={appDark}
        entries={menu}
        pathname={pathname}
        menuSetting={menuSetting}
        showSettingButton={config.showSettingButton}
      >
        {renderHeader(chrome)}
      </HeaderRow>
      {belowHeader}
    </div>
  ) : (
    belowHeader
  );

  let side: ReactNode = null;
  if (plan.side === 'drawer') {
    side = (
      <Suspense fallback={null}>
        <MobileMenuDrawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          entries={menu}
          pathname={pathname}
          menuSetting={menuSetting}
          frame={frame}
          showLogo={plan.logo === 'side'}
          menuFailed={menuFailed}
        />
      </Suspense>
    );
  } else if (plan.side === 'mix-sidebar') {
    side = (
      <MixSidebar
        entries={menu}
        pathname={pathname}
        menuSetting={menuSetting}
        frame={frame}
        appDark={appDark}
        collapsed={plan.collapsed}
        showLogo={plan.logo === 'side'}
        footerTrigger={plan.footerTrigger}
        menuFailed={menuFailed}
        onCollapse={setCollapsed}
        onPin={(pinned) => updateProjectConfig({ menuSetting: { mixSideFixed: pinned } })}
      />
    );
  } else if (plan.side === 'menu' && (plan.sideEntries === 'all' || sideEntries.length > 0)) {
    // A split menu's side half exists only for a section with children.
    side = (
      <LayoutSider
        entries={sideEntries}
        pathname={pathname}
        menuSetting={menuSetting}
        frame={frame}
        mode={plan.sideMode}
        collapsed={plan.collapsed}
        showLogo={plan.logo === 'side'}
        footerTrigger={plan.footerTrigger}
        underHeader={plan.headerFullWidth && showHeader && headerSetting.fixed}
        menuFailed={menuFailed}
        onCollapse={setCollapsed}
      />
    );
  }

  return (
    <LayoutChromeContext.Provider value={chrome}>
      {plan.headerFullWidth ? (
        <Layout className={styles.root} data-menu-type={menuSetting.type}>
          {top}
          <Layout hasSider={Boolean(side)} className={styles.body}>
            {side}
            <Layout className={styles.main}>{content}</Layout>
          </Layout>
        </Layout>
      ) : (
        <Layout
          className={styles.root}
          hasSider={plan.side !== 'drawer' && Boolean(side)}
          data-menu-type={isMobile ? 'mobile' : menuSetting.type}
        >
          {side}
          <Layout className={styles.main}>
            {top}
            {content}
          </Layout>
        </Layout>
      )}
      <SettingDrawerHost />
    </LayoutChromeContext.Provider>
  );
}
