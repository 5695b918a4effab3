import { ConfigProvider, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { SettingButton } from '@/components/setting-drawer/SettingButton';
import { t } from '@/locales';
import type { MenuEntry } from '@/router/menu/build-menu';
import { LAYOUT_SIZE } from '@/settings/design-setting';
import type { MenuSetting } from '@/settings/project-setting';
import { partTheme } from '@/styles/app-theme';
import type { FrameColors } from '@/styles/frame-colors';
import { AppMenu } from './AppMenu';
import type { LayoutPlan } from './layout-plan';
import { topLevelEntries } from './menu-split';
import { SiderLogo } from './SiderLogo';
import styles from './layout-frame.module.css';

interface Props {
  plan: LayoutPlan;
  frame: FrameColors;
  appDark: boolean;
  entries: readonly MenuEntry[];
  pathname: string;
  menuSetting: MenuSetting;
  showSettingButton: boolean;
  /** The header proper (trigger, notice, user menu, ...), drawn by the header's owner. */
  children: ReactNode;
}

/**
 * The header band, painted in the header colour: the logo and a horizontal menu when the layout
 * puts them there, then the header proper, then the settings button. A dark band (luminance
 * below 192) gets antd's dark algorithm, so everything in it stays readable.
 */
export function HeaderRow(props: Props) {
  return (
    <ConfigProvider theme={partTheme(props.frame.headerTheme, props.appDark)}>
      <HeaderBand {...props} />
    </ConfigProvider>
  );
}

/** Inside the band's theme, so the tokens read here are the band's. */
function HeaderBand({ plan, frame, entries, pathname, menuSetting, showSettingButton, children }: Props) {
  const { token } = theme.useToken();
  const style = {
    background: frame.headerBg,
    // The header proper draws the same line under itself; this one runs under the logo, menu and button.
    boxShadow: `inset 0 -1px 0 ${token.colorBorderSecondary}`,
    height: LAYOUT_SIZE.headerHeight,
    '--header-hover-bg': frame.headerHoverBg,
  } as CSSProperties;
  const menuEntries = plan.headerMenu === 'top-level' ? topLevelEntries(entries) : entries;
  return (
    <div className={styles.headerRow} style={style} data-header-theme={frame.headerTheme}>
      {plan.logo === 'header' ? (
        <div className={styles.headerLogo}>
          <SiderLogo collapsed={false} surface={frame.headerTheme} />
        </div>
      ) : null}
      {plan.headerMenu !== 'none' ? (
        <div className={styles.headerMenu}>
          <AppMenu
            entries={menuEntries}
            pathname={pathname}
            mode="horizontal"
            theme={frame.headerTheme}
            accordion={menuSetting.accordion}
            style={{
              background: 'transparent',
              borderBottom: 'none',
              lineHeight: `${LAYOUT_SIZE.headerHeight - 2}px`,
            }}
            ariaLabel={t('layout.menu')}
          />
        </div>
      ) : null}
      <div className={plan.headerMenu !== 'none' ? styles.headerHostBeside : styles.headerHost}>{children}</div>
      {showSettingButton ? (
        <div className={styles.headerEnd}>
          <SettingButton />
        </div>
      ) : null}
    </div>
  );
}
