import type { ThemeConfig } from 'antd';
import { useEffect, useMemo } from 'react';
import { ThemeMode } from '@/settings/project-setting';
import { useStore } from '@/store/create-store';
import { projectConfigStore } from '@/store/project-config-store';
import { buildAppTheme } from './app-theme';
import { frameColors, type FrameColors } from './frame-colors';
import { applyThemeCssVariables } from './theme-css-variables';

/** The frame's colours for the current config and app theme; re-renders when either changes. */
export function useFrameColors(): FrameColors {
  const headerSetting = useStore(projectConfigStore, (state) => state.config.headerSetting);
  const menuSetting = useStore(projectConfigStore, (state) => state.config.menuSetting);
  const darkMode = useStore(projectConfigStore, (state) => state.darkMode);
  return useMemo(() => frameColors({ headerSetting, menuSetting }, darkMode), [headerSetting, menuSetting, darkMode]);
}

/** The antd theme for the app's root ConfigProvider. */
export function useAppTheme(): ThemeConfig {
  const themeColor = useStore(projectConfigStore, (state) => state.config.themeColor);
  const darkMode = useStore(projectConfigStore, (state) => state.darkMode);
  const frame = useFrameColors();
  const appTheme = useMemo(() => buildAppTheme({ themeColor, darkMode, frame }), [themeColor, darkMode, frame]);
  useEffect(() => applyThemeCssVariables(appTheme), [appTheme]);
  return appTheme;
}

export function useIsDarkMode(): boolean {
  return useStore(projectConfigStore, (state) => state.darkMode) === ThemeMode.DARK;
}
