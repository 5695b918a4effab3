import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { Button, ConfigProvider } from 'antd';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PROJECT_CONFIG, DEFAULT_THEME_MODE, ThemeMode } from '@/settings/project-setting';
import { appThemeOf, BAKED_STYLES_META, bakedThemeKey } from '@/styles/baked-theme-key';

const SHEET = '/assets/antd-styles-test.css';

function nameBakedSheet(themeKey: string) {
  const meta = document.createElement('meta');
  meta.name = BAKED_STYLES_META;
  meta.content = SHEET;
  meta.dataset.theme = themeKey;
  document.head.append(meta);
}

/** A fresh copy of the loader (it remembers its one load per page). */
async function freshLoader() {
  vi.resetModules();
  return import('@/styles/baked-antd-styles');
}

const bakedLinks = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((l) => l.href.endsWith(SHEET));

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  document.head.querySelectorAll(`meta[name="${BAKED_STYLES_META}"], link, style[data-test-map]`).forEach((node) => node.remove());
});

describe('the baked antd styles', () => {
  it('keys a theme by its tokens, component tokens and light or dark, not by its function names', () => {
    const light = appThemeOf(DEFAULT_PROJECT_CONFIG, DEFAULT_THEME_MODE);
    expect(bakedThemeKey(light)).toBe(bakedThemeKey(appThemeOf(DEFAULT_PROJECT_CONFIG, DEFAULT_THEME_MODE)));
    expect(bakedThemeKey(light)).not.toBe(bakedThemeKey(appThemeOf(DEFAULT_PROJECT_CONFIG, ThemeMode.DARK)));
    expect(bakedThemeKey(light)).not.toBe(
      bakedThemeKey(appThemeOf({ ...DEFAULT_PROJECT_CONFIG, themeColor: '#ff0000' }, DEFAULT_THEME_MODE)),
    );
    expect(JSON.parse(bakedThemeKey(light))).toMatchObject({ dark: false, token: { colorPrimary: DEFAULT_PROJECT_CONFIG.themeColor } });
  });

  it('loads the sheet the build names for the theme in use, first in <head>, and resolves once it is in', async () => {
    nameBakedSheet(bakedThemeKey(appThemeOf(DEFAULT_PROJECT_CONFIG, DEFAULT_THEME_MODE)));
    document.head.append(document.createElement('style'));
    const { loadBakedAntdStyles } = await freshLoader();
    let done = false;
    const loading = loadBakedAntdStyles().then(() => (done = true));
    const [link] = bakedLinks();
    expect(link).toBeDefined();
    expect(document.head.firstElementChild).toBe(link);
    await Promise.resolve();
    expect(done).toBe(false);
    link!.dispatchEvent(new Event('load'));
    await loading;
    expect(done).toBe(true);
    await loadBakedAntdStyles();
    expect(bakedLinks()).toHaveLength(1);
  });

  it('loads nothing for another theme (dark mode here) or without a sheet, and gives up a sheet that fails', async () => {
    localStorage.clear();
    nameBakedSheet(bakedThemeKey(appThemeOf(DEFAULT_PROJECT_CONFIG, ThemeMode.DARK)));
    await (await freshLoader()).loadBakedAntdStyles();
    expect(bakedLinks()).toHaveLength(0);

    document.head.querySelector(`meta[name="${BAKED_STYLES_META}"]`)!.remove();
    await (await freshLoader()).loadBakedAntdStyles();
    expect(bakedLinks()).toHaveLength(0);

    nameBakedSheet(bakedThemeKey(appThemeOf(DEFAULT_PROJECT_CONFIG, DEFAULT_THEME_MODE)));
    const failing = (await freshLoader()).loadBakedAntdStyles();
    bakedLinks()[0]!.dispatchEvent(new Event('error'));
    await failing;
    expect(bakedLinks()).toHaveLength(0);
  });

  it('antd takes the styles a sheet in the page holds when it is there before the first antd component draws', async () => {
    const generatedButtonStyles = () =>
      [...document.querySelectorAll('style:not([data-test-map])')].filter((style) => /\.ant-btn[{.:\s-]/.test(style.textContent ?? ''));
    // Extracted as the build does it (build/antd-styles/).
    const extracted = execFileSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'support', 'extract-button-styles.tsx')], {
      encoding: 'utf8',
    });
    expect(extracted).toMatch(/\.ant-btn/);
    const sheet = document.createElement('style');
    sheet.dataset.testMap = '';
    sheet.textContent = extracted;
    document.head.append(sheet);

    // The first antd component of this page: cssinjs reads the sheets now, and generates nothing for the button.
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    const theme = appThemeOf(DEFAULT_PROJECT_CONFIG, DEFAULT_THEME_MODE);
    await act(async () => root.render(createElement(ConfigProvider, { theme }, createElement(Button, null, 'x'))));
    expect(container.querySelector('button.ant-btn')).not.toBeNull();
    expect(generatedButtonStyles()).toHaveLength(0);
    await act(async () => root.unmount());
    container.remove();
  }, 60_000);
});
