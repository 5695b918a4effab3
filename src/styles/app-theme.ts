import { theme, type ThemeConfig } from 'antd';
import { LAYOUT_SIZE } from '@/settings/design-setting';
import { ThemeMode } from '@/settings/project-setting';
import { lighten } from './color';
import type { FrameColors } from './frame-colors';

/** How much lighter (percent of the channel range) links are in dark mode. */
const DARK_LINK_LIFT = 20;

export interface AppThemeInput {
  themeColor: string;
  darkMode: ThemeMode;
  frame: FrameColors;
}

/** The antd theme of the whole app: light or dark algorithm, the theme colour, and the frame's colours. */
export function buildAppTheme({ themeColor, darkMode, frame }: AppThemeInput): ThemeConfig {
  const dark = darkMode === ThemeMode.DARK;
  return {
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: themeColor,
      // On the dark background a link in the (usually deep) theme colour is hard to read: lift it.
      colorLink: dark ? lighten(themeColor, DARK_LINK_LIFT) : themeColor,
      borderRadius: 4,
    },
    components: {
      Layout: {
        headerBg: frame.headerBg,
        headerHeight: LAYOUT_SIZE.headerHeight,
        headerPadding: '0 12px',
        siderBg: frame.menuBg,
        triggerBg: frame.menuLighterBg,
        lightSiderBg: frame.menuBg,
        lightTriggerBg: frame.menuLighterBg,
      },
      Menu: {
        iconSize: LAYOUT_SIZE.iconSize,
        collapsedIconSize: LAYOUT_SIZE.iconSize,
        darkItemBg: frame.menuBg,
        darkSubMenuItemBg: frame.menuDarkerBg,
        darkPopupBg: frame.menuBg,
        darkItemHoverBg: frame.menuLighterBg,
        darkItemSelectedBg: themeColor,
        ...(frame.menuTheme === ThemeMode.LIGHT ? { itemBg: frame.menuBg, popupBg: frame.menuBg } : {}),
      },
    },
  };
}

/**
 * For a part of the frame painted in its own colour (a dark header in the light app): the dark
 * algorithm inside it, so text and icons stay readable.
 */
export function partTheme(partTheme: ThemeMode, appDark: boolean): ThemeConfig | undefined {
  if (partTheme === ThemeMode.DARK && !appDark) return { algorithm: theme.darkAlgorithm };
  if (partTheme === ThemeMode.LIGHT && appDark) return { algorithm: theme.defaultAlgorithm };
  return undefined;
}
