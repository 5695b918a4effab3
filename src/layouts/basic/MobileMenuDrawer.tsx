import { Drawer } from 'antd';
import { t } from '@/locales';
import type { MenuEntry } from '@/router/menu/build-menu';
import type { MenuSetting } from '@/settings/project-setting';
import type { FrameColors } from '@/styles/frame-colors';
import { AppMenu } from './AppMenu';
import { MenuLoadFailed } from './MenuLoadFailed';
import { SiderLogo } from './SiderLogo';

interface Props {
  open: boolean;
  onClose(): void;
  entries: readonly MenuEntry[];
  pathname: string;
  menuSetting: MenuSetting;
  frame: FrameColors;
  showLogo: boolean;
  menuFailed: boolean;
}

/** Below 992 px: the whole menu, inline, in a drawer from the left (spec §4). */
export function MobileMenuDrawer(props: Props) {
  return (
    <Drawer
      placement="left"
      open={props.open}
      onClose={props.onClose}
      width={props.menuSetting.menuWidth}
      closable={false}
      title={null}
      aria-label={t('layout.menu')}
      styles={{ body: { padding: 0, background: props.frame.menuBg } }}
    >
      {props.showLogo ? <SiderLogo collapsed={false} surface={props.frame.menuTheme} /> : null}
      <AppMenu
        entries={props.entries}
        pathname={props.pathname}
        mode="inline"
        theme={props.frame.menuTheme}
        accordion={props.menuSetting.accordion}
        ariaLabel={t('layout.menu')}
      />
      {props.menuFailed ? <MenuLoadFailed surface={props.frame.menuTheme} /> : null}
    </Drawer>
  );
}
