import { FRAME_COLORS, SHADES } from '@/settings/design-setting';
import { ThemeMode, type ProjectConfig } from '@/settings/project-setting';
import { darken, isDarkColor, lighten, themeForBackground } from './color';

/** The colours the header and the menu are painted with, after the app theme had its say. */
export interface FrameColors {
  headerBg: string;
  headerTheme: ThemeMode;
  /** Background of a hovered header button: 6 % away from the header's colour. */
  headerHoverBg: string;
  menuBg: string;
  menuTheme: ThemeMode;
  /** Nested menu items (6 % darker than the menu). */
  menuDarkerBg: string;
  /** Hovered items and the collapse trigger (5 % lighter than the menu). */
  menuLighterBg: string;
}

/**
 * In dark mode the header is #151515 and the menu #212121 whatever the config says; otherwise the
 * configured colours. Each part's theme follows its background's luminance (spec §4).
 */
export function frameColors(config: Pick<ProjectConfig, 'headerSetting' | 'menuSetting'>, darkMode: ThemeMode): FrameColors {
  const dark = darkMode === ThemeMode.DARK;
  const headerBg = dark ? FRAME_COLORS.darkHeaderBg : config.headerSetting.bgColor;
  const menuBg = dark ? FRAME_COLORS.darkMenuBg : config.menuSetting.bgColor;
  return {
    headerBg,
    headerTheme: themeForBackground(headerBg),
    headerHoverBg: isDarkColor(headerBg) ? lighten(headerBg, SHADES.headerHover) : darken(headerBg, SHADES.headerHover),
    menuBg,
    menuTheme: themeForBackground(menuBg),
    menuDarkerBg: darken(menuBg, SHADES.menuDarker),
    menuLighterBg: lighten(menuBg, SHADES.menuLighter),
  };
}
