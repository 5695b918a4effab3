import { PushpinFilled, PushpinOutlined } from '@ant-design/icons';
import { Button, ConfigProvider, Layout, Tooltip } from 'antd';
import { useEffect, useState, type CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { MenuIcon } from '@/components/icons/menu-icons';
import { t } from '@/locales';
import type { MenuEntry } from '@/router/menu/build-menu';
import { LAYOUT_SIZE } from '@/settings/design-setting';
import { MixSidebarTrigger, ThemeMode, type MenuSetting } from '@/settings/project-setting';
import { partTheme } from '@/styles/app-theme';
import type { FrameColors } from '@/styles/frame-colors';
import { AppMenu } from './AppMenu';
import { activeTopEntry } from './menu-split';
import { MenuLoadFailed } from './MenuLoadFailed';
import { SiderLogo } from './SiderLogo';
import styles from './layout-frame.module.css';

interface Props {
  entries: readonly MenuEntry[];
  pathname: string;
  menuSetting: MenuSetting;
  frame: FrameColors;
  appDark: boolean;
  collapsed: boolean;
  showLogo: boolean;
  footerTrigger: boolean;
  menuFailed: boolean;
  onCollapse(collapsed: boolean): void;
  onPin(pinned: boolean): void;
}

/**
 * The mix-sidebar menu: a narrow column of the top entries (icon and title); an entry with children
 * opens them in a panel beside the column, on hover or on click (mixSideTrigger). A pinned panel
 * (mixSideFixed) stays open with the current section and takes its place in the layout.
 */
export function MixSidebar(props: Props) {
  const { entries, pathname, menuSetting, frame, collapsed } = props;
  const [openKey, setOpenKey] = useState<string>();
  const active = activeTopEntry(entries, pathname);
  const pinned = menuSetting.mixSideFixed;
  const hover = menuSetting.mixSideTrigger === MixSidebarTrigger.HOVER;

  // A page chosen in the panel closes a floating panel.
  useEffect(() => setOpenKey(undefined), [pathname]);

  const shownKey = openKey ?? (pinned && active?.children ? active.key : undefined);
  const shown = entries.find((entry) => entry.key === shownKey && entry.children);
  const columnWidth = collapsed ? LAYOUT_SIZE.menuCollapsedWidth : LAYOUT_SIZE.mixSidebarWidth;
  const dark = frame.menuTheme === ThemeMode.DARK;
  const colors = {
    '--mix-bg': frame.menuBg,
    '--mix-hover-bg': frame.menuLighterBg,
    '--mix-panel-bg': frame.menuBg,
    '--mix-text': dark ? 'rgba(255,255,255,0.72)' : 'rgba(0,0,0,0.72)',
    '--mix-text-active': dark ? '#fff' : 'rgba(0,0,0,0.95)',
  } as CSSProperties;

  const wrapperWidth = columnWidth + (pinned && shown ? menuSetting.menuWidth : 0);

  return (
    <ConfigProvider theme={partTheme(frame.menuTheme, props.appDark)}>
      <Layout.Sider
        width={wrapperWidth}
        collapsedWidth={wrapperWidth}
        className={`${styles.mixSider} ${menuSetting.fixed ? styles.siderFixed : ''}`}
        theme={frame.menuTheme}
        trigger={null}
        style={colors}
      >
        <div
          className={styles.mixWrapper}
          onMouseLeave={hover && !pinned ? () => setOpenKey(undefined) : undefined}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpenKey(undefined);
          }}
        >
          <nav className={styles.mixColumn} style={{ width: columnWidth }} aria-label={t('layout.menu')}>
            {props.showLogo ? <SiderLogo collapsed surface={frame.menuTheme} /> : null}
            <ul className={styles.mixList}>
              {entries.map((entry) => {
                const isActive = entry.key === active?.key;
                const isOpen = entry.key === shown?.key;
                const className = `${styles.mixItem} ${isActive ? styles.mixItemActive : ''} ${isOpen ? styles.mixItemOpen : ''}`;
                const body = (
                  <>
                    <span className={styles.mixIcon}>
                      <MenuIcon name={entry.icon} />
                    </span>
                    {collapsed ? null : <span className={styles.mixTitle}>{t(entry.title)}</span>}
                  </>
                );
                return (
                  <li key={entry.key}>
                    {entry.children ? (
                      <button
                        type="button"
                        className={className}
                        aria-expanded={isOpen}
                        aria-current={isActive ? 'true' : undefined}
                        title={t(entry.title)}
                        aria-label={t(entry.title)}
                        onMouseEnter={hover ? () => setOpenKey(entry.key) : undefined}
                        onFocus={hover ? () => setOpenKey(entry.key) : undefined}
                        onClick={() => setOpenKey(isOpen && !hover ? undefined : entry.key)}
                      >
                        {body}
                      </button>
                    ) : (
                      <Link
                        to={entry.key}
                        className={className}
                        aria-current={isActive ? 'page' : undefined}
                        title={t(entry.title)}
                        aria-label={t(entry.title)}
                        onMouseEnter={hover ? () => setOpenKey(undefined) : undefined}
                      >
                        {body}
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
            {props.menuFailed && !collapsed ? <MenuLoadFailed surface={frame.menuTheme} /> : null}
            {props.footerTrigger ? (
              <button
                type="button"
                className={styles.mixTrigger}
                aria-label={collapsed ? t('layout.expandMenu') : t('layout.collapseMenu')}
                onClick={() => props.onCollapse(!collapsed)}
              >
                {collapsed ? '»' : '«'}
              </button>
            ) : null}
          </nav>
          {shown ? (
            <section
              className={pinned ? styles.mixPanelPinned : styles.mixPanel}
              style={{ width: menuSetting.menuWidth, left: columnWidth }}
              aria-label={t(shown.title)}
            >
              <div className={styles.mixPanelHeader}>
                <span>{t(shown.title)}</span>
                <Tooltip title={pinned ? t('layout.unpinMenu') : t('layout.pinMenu')}>
                  <Button
                    type="text"
                    size="small"
                    icon={pinned ? <PushpinFilled /> : <PushpinOutlined />}
                    aria-label={pinned ? t('layout.unpinMenu') : t('layout.pinMenu')}
                    aria-pressed={pinned}
                    onClick={() => props.onPin(!pinned)}
                  />
                </Tooltip>
              </div>
              <AppMenu
                entries={shown.children ?? []}
                pathname={pathname}
                mode="inline"
                theme={frame.menuTheme}
                accordion={menuSetting.accordion}
                ariaLabel={t(shown.title)}
              />
            </section>
          ) : null}
        </div>
      </Layout.Sider>
    </ConfigProvider>
  );
}
