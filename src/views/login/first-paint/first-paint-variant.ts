import type { LocaleId } from '@/locales/locale-list';
import { DEFAULT_THEME_COLOR } from '@/settings/design-setting';
import { ThemeMode } from '@/settings/project-setting';
import type { ProjectConfigState } from '@/store/project-config-store';

/**
 * The server answers /login with a pre-rendered copy of the login screen (build/first-paint/),
 * drawn in one locale with the default light theme. This cookie tells it which copy matches what
 * this browser will draw, or `none` when no copy does (dark mode, another theme colour, the
 * gray or colour-weak filters): then it sends the plain index.html rather than a screen that
 * would flash into another look.
 */
export const FIRST_PAINT_COOKIE = 'pwa_first_paint';
export const NO_FIRST_PAINT = 'none';
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

export function firstPaintVariant({ config, darkMode }: ProjectConfigState, locale: LocaleId): string {
  const defaultLook =
    darkMode === ThemeMode.LIGHT &&
    config.themeColor.toLowerCase() === DEFAULT_THEME_COLOR.toLowerCase() &&
    !config.grayMode &&
    !config.colorWeak;
  return defaultLook ? locale : NO_FIRST_PAINT;
}

export function writeFirstPaintCookie(variant: string, doc: Document = document): void {
  const current = doc.cookie.split('; ').find((entry) => entry.startsWith(`${FIRST_PAINT_COOKIE}=`));
  if (current === `${FIRST_PAINT_COOKIE}=${variant}`) return;
  doc.cookie = `${FIRST_PAINT_COOKIE}=${variant}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
