import { useEffect } from 'react';
import { KeepAliveOutlet } from '@/components/keep-alive/KeepAliveOutlet';
import { requireMessages, useI18n } from '@/locales';
import { useMenus, usePermissionState } from '@/store/permission-store';
import { refreshUserInfo } from '@/store/session-actions';
import { userStore } from '@/store/user-store';
import { LayoutHeader } from './header/LayoutHeader';
import { LayoutTabs } from '../tabs/LayoutTabs';
import { LayoutFrame } from './LayoutFrame';

/** The signed-in console: menu and header around the page, in the frame the project config describes. */
export function BasicLayout() {
  // The menu of the permission mode, built with the routes after login (spec §4; the guard builds it).
  const menu = useMenus();
  const menuFailed = usePermissionState((state) => state.buildStatus === 'error');

  useEffect(() => {
    // Spec §2 guard rule 4: user info not fetched in this page's life yet → fetch it.
    if (userStore.getState().lastUpdateTime === 0) void refreshUserInfo();
  }, []);

  // The signed-in texts normally arrive with the layout's code; after a session that ended while
  // they were asked for, they are asked again here before the frame draws.
  const textsReady = useI18n().parts.includes('app');
  useEffect(() => {
    if (!textsReady) void requireMessages('app').catch(() => undefined);
  }, [textsReady]);
  if (!textsReady) return null;

  return (
    <LayoutFrame
      menu={menu}
      menuFailed={menuFailed}
      renderHeader={(chrome) => (
        <LayoutHeader
          isMobile={chrome.isMobile}
          collapsed={chrome.collapsed}
          showTrigger={chrome.showHeaderTrigger}
          onToggleMenu={chrome.toggleMenu}
        />
      )}
      belowHeader={<LayoutTabs />}
    >
      <KeepAliveOutlet />
    </LayoutFrame>
  );
}
