import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { ProjectConfig, ThemeMode } from '@/settings/project-setting';
import { buildAppTheme } from './app-theme';
import { frameColors } from './frame-colors';

/** The name of the <meta> in which the build names its baked antd stylesheet (baked-antd-styles.ts). */
export const BAKED_STYLES_META = 'antd-styles';
/** Marks the antd styles a pre-rendered page comes with (build/first-paint/): the baked sheet goes after them. */
export const PRERENDERED_ANTD_ATTRIBUTE = 'data-prerendered-antd';

/** The app's antd theme for a project config and light or dark mode. */
export function appThemeOf(config: ProjectConfig, darkMode: ThemeMode): ThemeConfig {
  return buildAppTheme({ themeColor: config.themeColor, darkMode, frame: frameColors(config, darkMode) });
}

/** What decides antd's style keys, as one string: the theme's tokens and component tokens, and light or dark. */
export function bakedThemeKey(theme: ThemeConfig): string {
  const { algorithm, ...rest } = theme;
  // By identity: the build minifies function names.
  return JSON.stringify({ ...rest, dark: algorithm === antdTheme.darkAlgorithm });
}
