import { DEFAULT_THEME_COLOR, FRAME_COLORS, LAYOUT_SIZE, MOBILE_BELOW_WIDTH, SHADES } from '@/settings/design-setting';
import { darken } from './color';

/**
 * Older names of a few spec §9 constants (the full set is in src/settings/design-setting.ts; the live
 * antd theme comes from useAppTheme() in use-app-theme.ts).
 */
export const LAYOUT_SIZES = {
  menuWidth: LAYOUT_SIZE.menuWidth,
  menuCollapsedWidth: LAYOUT_SIZE.menuCollapsedWidth,
  headerHeight: LAYOUT_SIZE.headerHeight,
  /** Below this width (LG breakpoint) the console uses its mobile layout. */
  mobileBreakpoint: MOBILE_BELOW_WIDTH,
} as const;

export const THEME_COLOURS = {
  primary: DEFAULT_THEME_COLOR,
  darkMenu: FRAME_COLORS.darkMenuBg,
  /** The dark menu 6% darker, for nested menus. */
  darkMenuSub: darken(FRAME_COLORS.darkMenuBg, SHADES.menuDarker),
  lightHeader: FRAME_COLORS.lightHeaderBg,
} as const;
