/**
 * Spec §9 design constants: sizes, colours, breakpoints and timings of the console's frame.
 * Editable choices (theme colour, menu colour, ...) live in the project config (project-setting.ts);
 * these are the fixed values and the presets the settings drawer offers.
 */

/** Default theme colour (antd colorPrimary). */
export const DEFAULT_THEME_COLOR = '#0960bd';

/** Colours of the frame. In dark mode the header and menu always take the dark ones. */
export const FRAME_COLORS = {
  darkHeaderBg: '#151515',
  lightHeaderBg: '#ffffff',
  darkMenuBg: '#212121',
  lightMenuBg: '#ffffff',
} as const;

/**
 * Shades, in percent of full channel range (each RGB channel moves by pct × 2.55):
 * the header's hover colour is 6 % away from its background (lighter on a dark header,
 * darker on a light one); a dark menu's nested items are 6 % darker and its hover 5 % lighter.
 */
export const SHADES = {
  headerHover: 6,
  menuDarker: 6,
  menuLighter: 5,
} as const;

/** A background whose luminance (0–255) is below this is dark: light text goes on it. */
export const DARK_LUMINANCE_LIMIT = 192;

export const LAYOUT_SIZE = {
  menuWidth: 210,
  /** Width of a collapsed side menu showing icons only ... */
  menuCollapsedWidth: 48,
  /** ... and showing a short title under each icon (spec: "about 79"). */
  menuCollapsedWithTitleWidth: 80,
  /** The first column of the mix-sidebar menu (icon and title of each top entry). */
  mixSidebarWidth: 80,
  headerHeight: 48,
  /** Header and the multi-tab bar under it. */
  headerWithTabsHeight: 80,
  /** Content width when the content mode is "fixed". */
  fixedContentWidth: 1200,
  iconSize: 16,
  buttonIconSize: 14,
} as const;

/** Spec §9 breakpoints (px); "mobile" is narrower than LG. */
export const BREAKPOINTS = {
  xs: 480,
  sm: 576,
  md: 768,
  lg: 992,
  xl: 1200,
  xxl: 1600,
} as const;
export const MOBILE_BELOW_WIDTH = BREAKPOINTS.lg;

/** Spec §9 top progress bar: start value, step animation, and the trickle while waiting. */
export const NPROGRESS_SETTING = {
  minimum: 0.08,
  speedMs: 200,
  trickleAmount: 0.02,
  trickleEveryMs: 800,
} as const;

/** Length of a route transition animation. */
export const ROUTE_TRANSITION_MS = 300;

/** Spec §9 toasts. */
export const TOAST_PLACEMENT = 'topRight' as const;
export const TOAST_SECONDS = 3;
