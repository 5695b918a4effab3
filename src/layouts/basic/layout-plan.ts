import { LAYOUT_SIZE } from '@/settings/design-setting';
import { MenuMode, MenuType, TriggerPlacement, type MenuSetting } from '@/settings/project-setting';

/**
 * Spec §4: below 992 px the menu becomes a sidebar, inline, not split. The stored setting is not
 * touched (this is a view of it), so the previous type and mode come back when the window widens.
 */
export function effectiveMenuSetting(menuSetting: MenuSetting, isMobile: boolean): MenuSetting {
  if (!isMobile) return menuSetting;
  return {
    ...menuSetting,
    type: MenuType.SIDEBAR,
    mode: MenuMode.INLINE,
    split: false,
    collapsed: false,
  };
}

/** What the frame draws for a menu setting: where the logo, the menus and the collapse trigger go. */
export interface LayoutPlan {
  /** Left of the content: nothing, a side menu, the two-column mix-sidebar, or (narrow screens) a drawer. */
  side: 'none' | 'menu' | 'mix-sidebar' | 'drawer';
  /** The side menu shows every entry, or only the children of the top entry chosen in the header (mix, split). */
  sideEntries: 'all' | 'active-children';
  /** antd Menu mode of the side menu. */
  sideMode: 'inline' | 'vertical';
  /** A horizontal menu in the header: none, every entry with its submenus, or the top entries only. */
  headerMenu: 'none' | 'all' | 'top-level';
  /** The header spans the whole width above the side menu (top-menu, mix) or sits right of it. */
  headerFullWidth: boolean;
  logo: 'none' | 'header' | 'side';
  collapsed: boolean;
  /** Width of the side part, in px (0 when there is none or it is a drawer). */
  sideWidth: number;
  headerTrigger: boolean;
  footerTrigger: boolean;
}

/** Width of a collapsed side menu: icons only (48), or icons with short titles (about 79). */
export function collapsedWidth(menuSetting: Pick<MenuSetting, 'collapsedShowTitle'>): number {
  return menuSetting.collapsedShowTitle ? LAYOUT_SIZE.menuCollapsedWithTitleWidth : LAYOUT_SIZE.menuCollapsedWidth;
}

export function planLayout(input: { menuSetting: MenuSetting; showLogo: boolean; isMobile: boolean }): LayoutPlan {
  const setting = effectiveMenuSetting(input.menuSetting, input.isMobile);
  const logoWhere = (where: 'header' | 'side') => (input.showLogo ? where : 'none');
  const sideMode = setting.mode === MenuMode.VERTICAL || setting.mode === MenuMode.VERTICAL_RIGHT ? 'vertical' : 'inline';
  const collapsed = setting.collapsed;
  const menuWidth = collapsed ? collapsedWidth(setting) : setting.menuWidth;
  const triggers = {
    headerTrigger: setting.trigger === TriggerPlacement.HEADER,
    footerTrigger: setting.trigger === TriggerPlacement.FOOTER,
  };

  if (input.isMobile) {
    return {
      side: 'drawer',
      sideEntries: 'all',
      sideMode: 'inline',
      headerMenu: 'none',
      headerFullWidth: false,
      logo: logoWhere('side'),
      collapsed: false,
      sideWidth: 0,
      // The header button is the only way to open the drawer.
      headerTrigger: true,
      footerTrigger: false,
    };
  }
  if (!setting.show) {
    // Menu hidden: the frame keeps the type's header placement but draws no menu anywhere.
    const fullWidth = setting.type === MenuType.TOP_MENU || setting.type === MenuType.MIX;
    return {
      side: 'none',
      sideEntries: 'all',
      sideMode,
      headerMenu: 'none',
      headerFullWidth: fullWidth,
      logo: logoWhere('header'),
      collapsed: false,
      sideWidth: 0,
      headerTrigger: false,
      footerTrigger: false,
    };
  }
  switch (setting.type) {
    case MenuType.TOP_MENU:
      return {
        side: 'none',
        sideEntries: 'all',
        sideMode,
        headerMenu: 'all',
        headerFullWidth: true,
        logo: logoWhere('header'),
        collapsed: false,
        sideWidth: 0,
        headerTrigger: false,
        footerTrigger: false,
      };
    case MenuType.MIX:
      return {
        side: 'menu',
        sideEntries: setting.split ? 'active-children' : 'all',
        sideMode,
        headerMenu: setting.split ? 'top-level' : 'none',
        headerFullWidth: true,
        logo: logoWhere('header'),
        collapsed,
        sideWidth: menuWidth,
        ...triggers,
      };
    case MenuType.MIX_SIDEBAR:
      return {
        side: 'mix-sidebar',
        sideEntries: 'all',
        sideMode: 'inline',
        headerMenu: 'none',
        headerFullWidth: false,
        logo: logoWhere('side'),
        collapsed,
        sideWidth: collapsed ? LAYOUT_SIZE.menuCollapsedWidth : LAYOUT_SIZE.mixSidebarWidth,
        ...triggers,
      };
    case MenuType.SIDEBAR:
    default:
      return {
        side: 'menu',
        sideEntries: 'all',
        sideMode,
        headerMenu: 'none',
        headerFullWidth: false,
        logo: logoWhere('side'),
        collapsed,
        sideWidth: menuWidth,
        ...triggers,
      };
  }
}
