import { afterEach, describe, expect, it } from 'vitest';
import { ThemeMode } from '@/settings/project-setting';
import { DEFAULT_THEME_COLOR } from '@/settings/design-setting';
import { normalizeProjectConfig } from '@/store/project-config-normalize';
import {
  FIRST_PAINT_COOKIE,
  NO_FIRST_PAINT,
  firstPaintVariant,
  writeFirstPaintCookie,
} from '@/views/login/first-paint/first-paint-variant';

const state = (patch: Record<string, unknown> = {}, darkMode: ThemeMode = ThemeMode.LIGHT) => ({
  config: { ...normalizeProjectConfig(undefined), ...patch },
  darkMode,
});

const cookieNow = () => document.cookie.split('; ').find((entry) => entry.startsWith(`${FIRST_PAINT_COOKIE}=`));

afterEach(() => {
  document.cookie = `${FIRST_PAINT_COOKIE}=; path=/; max-age=0`;
});

describe('which pre-rendered login screen fits this browser', () => {
  it('the one of its locale while the look is the default one', () => {
    expect(firstPaintVariant(state(), 'zh_CN')).toBe('zh_CN');
    expect(firstPaintVariant(state(), 'en')).toBe('en');
    expect(firstPaintVariant(state({ themeColor: DEFAULT_THEME_COLOR.toUpperCase() }), 'en')).toBe('en');
  });

  it('none in dark mode, with another theme colour, or with a page filter', () => {
    expect(firstPaintVariant(state({}, ThemeMode.DARK), 'zh_CN')).toBe(NO_FIRST_PAINT);
    expect(firstPaintVariant(state({ themeColor: '#ff0000' }), 'zh_CN')).toBe(NO_FIRST_PAINT);
    expect(firstPaintVariant(state({ grayMode: true }), 'zh_CN')).toBe(NO_FIRST_PAINT);
    expect(firstPaintVariant(state({ colorWeak: true }), 'zh_CN')).toBe(NO_FIRST_PAINT);
  });

  it('is written as a cookie the server reads', () => {
    writeFirstPaintCookie('en');
    expect(cookieNow()).toBe(`${FIRST_PAINT_COOKIE}=en`);
    writeFirstPaintCookie(NO_FIRST_PAINT);
    expect(cookieNow()).toBe(`${FIRST_PAINT_COOKIE}=none`);
  });
});
