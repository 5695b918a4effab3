import { Layout } from 'antd';
import type { MenuEntry } from '@/router/menu/build-menu';
import { t } from '@/locales';
import type { MenuSetting } from '@/settings/project-setting';
import type { FrameColors } from '@/styles/frame-colors';
import { AppMenu } from './AppMenu';
import { collapsedWidth } from './layout-plan';
import { MenuLoadFailed } from './MenuLoadFailed';
import { SiderLogo } from './SiderLogo';
import styles from './layout-frame.module.css';

interface Props {
  entries: readonly MenuEntry[];
  pathname: string;
  menuSetting: MenuSetting;
  frame: FrameColors;
  mode: 'inline' | 'vertical';
  collapsed: boolean;
  showLogo: boolean;
  footerTrigger: boolean;
  /** Below a full-width header (mix type): sticks under it instead of at the top. */
  underHeader: boolean;
  menuFailed: boolean;
  onCollapse(collapsed: boolean): void;
}

/** The side menu of the sidebar and mix types: logo, menu, and the footer collapse trigger. */
export function LayoutSider(props: Props) {
  const { menuSetting, frame, collapsed } = props;
  const fixedClass = menuSetting.fixed ? (props.underHeader ? styles.siderFixedUnderHeader : styles.siderFixed) : '';
  return (
    <Layout.Sider
      className={`${styles.sider} ${fixedClass}`}
      theme={frame.menuTheme}
      // A light menu on the light page needs its edge drawn.
      style={frame.menuTheme === 'light' ? { boxShadow: '1px 0 0 rgba(5, 5, 5, 0.06)' } : undefined}
      width={menuSetting.menuWidth}
      collapsedWidth={collapsedWidth(menuSetting)}
      collapsed={collapsed}
      collapsible={props.footerTrigger}
      trigger={props.footerTrigger ? undefined : null}
      onCollapse={(value, type) => {
        if (type === 'clickTrigger') props.onCollapse(value);
      }}
    >
      <div className={props.footerTrigger ? styles.siderBodyWithTrigger : styles.siderBody}>
        {props.showLogo ? <SiderLogo collapsed={collapsed} surface={frame.menuTheme} /> : null}
        <AppMenu
          entries={props.entries}
          pathname={props.pathname}
          mode={props.mode}
          theme={frame.menuTheme}
          accordion={menuSetting.accordion}
          collapsed={collapsed}
          collapsedShowTitle={menuSetting.collapsedShowTitle}
          style={{ borderInlineEnd: 'none' }}
          ariaLabel={t('layout.menu')}
        />
        {props.menuFailed && !collapsed ? <MenuLoadFailed surface={frame.menuTheme} /> : null}
      </div>
    </Layout.Sider>
  );
}
