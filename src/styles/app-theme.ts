import { theme, type ThemeConfig } from 'antd';
import { LAYOUT_SIZE } from '@/settings/design-setting';
import { ThemeMode } from '@/settings/project-setting';
import { lighten } from './color';
import type { FrameColors } from './frame-colors';

/**
 * Secondary text (descriptions, breadcrumb steps, labels of details, hints): antd's 45% reads below the
 * 4.5:1 contrast of small text (WCAG AA) on the light and the dark backgrounds; these reach it on every
 * background of the console (white, the grey layout, dark containers and elevated panels).
 */
const TERTIARY_TEXT = { light: 'rgba(0, 0, 0, 0.57)', dark: 'rgba(255, 255, 255, 0.55)' } as const;

/**
 * The seed of error and danger red: antd's #ff4d4f reads at 3.3:1 on white, and its dark derivation at
 * 4.3:1 on the dark container; these seeds give 5.6:1 and 5.5:1.
 */
const ERROR_SEED = { light: '#cf1322', dark: '#ff7875' } as const;

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
  const link = dark ? lighten(themeColor, DARK_LINK_LIFT) : themeColor;
  return {
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: themeColor,
      // On the dark background a link in the (usually deep) theme colour is hard to read: lift it.
      colorLink: link,
      colorTextTertiary: dark ? TERTIARY_TEXT.dark : TERTIARY_TEXT.light,
      colorError: dark ? ERROR_SEED.dark : ERROR_SEED.light,
      borderRadius: 4,
    },
    components: {
      // The selected tab's text is in the theme colour: lifted like links on the dark background.
      ...(dark ? { Tabs: { itemSelectedColor: link, itemActiveColor: link, itemHoverColor: link, inkBarColor: link } } : {}),
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
