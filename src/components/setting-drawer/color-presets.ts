import { DEFAULT_THEME_COLOR, FRAME_COLORS } from '@/settings/design-setting';

/** Colours the settings drawer offers (kept here, out of the login page's code). */
export const THEME_COLOR_PRESETS = [
  DEFAULT_THEME_COLOR,
  '#0084f4',
  '#009688',
  '#536dfe',
  '#ff5c93',
  '#ee4f12',
  '#0096c7',
  '#9c27b0',
  '#ff9800',
] as const;

export const HEADER_BG_PRESETS = [
  FRAME_COLORS.lightHeaderBg,
  FRAME_COLORS.darkHeaderBg,
  DEFAULT_THEME_COLOR,
  '#009688',
  '#5172dc',
  '#018ffb',
  '#409eff',
  '#e74c3c',
  '#24292e',
  '#394664',
  '#001529',
  '#383f45',
] as const;

export const MENU_BG_PRESETS = [
  FRAME_COLORS.darkMenuBg,
  FRAME_COLORS.lightMenuBg,
  '#001529',
  '#273352',
  '#191b24',
  '#191a23',
  '#304156',
  '#001628',
  '#28333e',
  '#344058',
  '#383f45',
] as const;
