import type { ThemeConfig } from 'antd';

/** Spec §9 sizes and colours, kept as antd tokens so a dark theme can swap them later. */
export const LAYOUT_SIZES = {
  menuWidth: 210,
  menuCollapsedWidth: 48,
  headerHeight: 48,
  /** Below this width (LG breakpoint) the console uses its mobile layout. */
  mobileBreakpoint: 992,
} as const;

export const THEME_COLOURS = {
  primary: '#0960bd',
  darkMenu: '#212121',
  /** The dark menu 6% darker, for nested menus. */
  darkMenuSub: '#1f1f1f',
  lightHeader: '#ffffff',
} as const;

export const lightTheme: ThemeConfig = {
  token: {
    colorPrimary: THEME_COLOURS.primary,
    colorLink: THEME_COLOURS.primary,
    borderRadius: 4,
  },
  components: {
    Layout: {
      headerBg: THEME_COLOURS.lightHeader,
      headerHeight: LAYOUT_SIZES.headerHeight,
      headerPadding: '0 12px',
      siderBg: THEME_COLOURS.darkMenu,
      triggerBg: THEME_COLOURS.darkMenu,
    },
    Menu: {
      darkItemBg: THEME_COLOURS.darkMenu,
      darkSubMenuItemBg: THEME_COLOURS.darkMenuSub,
      darkPopupBg: THEME_COLOURS.darkMenu,
      darkItemSelectedBg: THEME_COLOURS.primary,
    },
  },
};
