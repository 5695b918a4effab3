import { describe, expect, it } from 'vitest';
import { DEFAULT_PROJECT_CONFIG, ThemeMode } from '@/settings/project-setting';
import { buildAppTheme } from '@/styles/app-theme';
import { frameColors } from '@/styles/frame-colors';
import { theme } from 'antd';

const withColors = (header: string, menu: string) => ({
  headerSetting: { ...DEFAULT_PROJECT_CONFIG.headerSetting, bgColor: header },
  menuSetting: { ...DEFAULT_PROJECT_CONFIG.menuSetting, bgColor: menu },
});

describe('frame colours', () => {
  it('paints the defaults: light header, dark #212121 menu with 6 % darker and 5 % lighter shades', () => {
    const colors = frameColors(DEFAULT_PROJECT_CONFIG, ThemeMode.LIGHT);
    expect(colors).toEqual({
      headerBg: '#ffffff',
      headerTheme: 'light',
      headerHoverBg: '#f0f0f0',
      menuBg: '#212121',
      menuTheme: 'dark',
      menuDarkerBg: '#121212',
      menuLighterBg: '#2e2e2e',
    });
  });

  it('in dark mode uses #151515 for the header and #212121 for the menu whatever is configured', () => {
    const colors = frameColors(withColors('#ffffff', '#ffffff'), ThemeMode.DARK);
    expect(colors.headerBg).toBe('#151515');
    expect(colors.headerTheme).toBe('dark');
    // The hover of a dark header is lighter, not darker.
    expect(colors.headerHoverBg).toBe('#242424');
    expect(colors.menuBg).toBe('#212121');
    expect(colors.menuTheme).toBe('dark');
  });

  it('derives the header and menu themes from the chosen colours', () => {
    const colors = frameColors(withColors('#0960bd', '#ffffff'), ThemeMode.LIGHT);
    expect(colors.headerTheme).toBe('dark');
    expect(colors.menuTheme).toBe('light');
  });
});

describe('antd theme', () => {
  it('uses the theme colour as colorPrimary and the dark algorithm in dark mode', () => {
    const frame = frameColors(DEFAULT_PROJECT_CONFIG, ThemeMode.DARK);
    const dark = buildAppTheme({
      themeColor: '#009688',
      darkMode: ThemeMode.DARK,
      frame,
    });
    expect(dark.token?.colorPrimary).toBe('#009688');
    expect(dark.algorithm).toBe(theme.darkAlgorithm);
    expect(dark.components?.Layout?.headerBg).toBe('#151515');
    expect(dark.components?.Menu?.darkItemBg).toBe('#212121');
    expect(dark.components?.Menu?.iconSize).toBe(16);

    const light = buildAppTheme({
      themeColor: '#0960bd',
      darkMode: ThemeMode.LIGHT,
      frame: frameColors(DEFAULT_PROJECT_CONFIG, ThemeMode.LIGHT),
    });
    expect(light.algorithm).toBe(theme.defaultAlgorithm);
    expect(light.components?.Layout?.headerBg).toBe('#ffffff');
    expect(light.components?.Layout?.headerHeight).toBe(48);
  });
});

describe('links in dark mode', () => {
  it('are lifted 20 % so a deep theme colour stays readable on the dark page', () => {
    const frame = frameColors(DEFAULT_PROJECT_CONFIG, ThemeMode.DARK);
    expect(buildAppTheme({ themeColor: '#0960bd', darkMode: ThemeMode.DARK, frame }).token?.colorLink).toBe('#3c93f0');
  });
});
