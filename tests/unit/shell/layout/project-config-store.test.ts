import { beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_DARK_MODE_KEY, PROJ_CFG_KEY } from '@/enums/cache-enum';
import { DEFAULT_PROJECT_CONFIG, type ProjectConfig } from '@/settings/project-setting';
import {
  getDarkMode,
  getProjectConfig,
  reloadProjectConfig,
  resetProjectConfig,
  setDarkMode,
  togglePermissionMode,
  updateProjectConfig,
} from '@/store/project-config-store';
import { normalizeProjectConfig } from '@/store/project-config-normalize';
import { getAuthCache, setAuthCache } from '@/utils/cache';
import { getLocalStorage } from '@/utils/storage';

beforeEach(() => {
  getLocalStorage().clear();
  reloadProjectConfig();
});

describe('project config defaults (spec §9)', () => {
  it('starts from the spec values when nothing is stored', () => {
    const config = getProjectConfig();
    expect(config).toEqual(DEFAULT_PROJECT_CONFIG);
    expect(config.themeColor).toBe('#0960bd');
    expect(config.headerSetting).toMatchObject({
      bgColor: '#ffffff',
      theme: 'light',
      fixed: true,
      height: 48,
      showNotice: true,
      showCallMe: true,
      showWorkOrder: true,
      showSearch: false,
      showFullScreen: false,
      showDoc: false,
    });
    expect(config.menuSetting).toMatchObject({
      bgColor: '#212121',
      theme: 'dark',
      type: 'sidebar',
      mode: 'inline',
      menuWidth: 210,
      accordion: true,
      collapsed: false,
    });
    expect(config.multiTabsSetting.show).toBe(false);
    expect(config.transitionSetting).toMatchObject({
      enable: true,
      basicTransition: 'fade-side',
      openNProgress: false,
    });
    expect(config.lockTime).toBe(0);
    expect(config.permissionMode).toBe('ROUTE_MAPPING');
    expect(getDarkMode()).toBe('light');
  });
});

describe('editing the config', () => {
  it('applies a change at once and keeps it in local storage for the next page load', () => {
    updateProjectConfig({
      themeColor: '#009688',
      menuSetting: { type: 'top-menu', mode: 'horizontal' },
      lockTime: 5,
    });
    expect(getProjectConfig().themeColor).toBe('#009688');
    expect(getAuthCache<ProjectConfig>(PROJ_CFG_KEY)).toMatchObject({
      themeColor: '#009688',
      lockTime: 5,
    });

    // A new page load: the store starts from what is stored.
    reloadProjectConfig();
    expect(getProjectConfig().menuSetting.type).toBe('top-menu');
    expect(getProjectConfig().lockTime).toBe(5);
  });

  it('merges a section field by field', () => {
    updateProjectConfig({ menuSetting: { collapsed: true } });
    const { menuSetting } = getProjectConfig();
    expect(menuSetting.collapsed).toBe(true);
    expect(menuSetting.menuWidth).toBe(210);
    expect(menuSetting.type).toBe('sidebar');
  });

  it('ignores values of the wrong kind or out of range and keeps the current ones', () => {
    updateProjectConfig({ themeColor: '#abc' });
    updateProjectConfig({
      themeColor: 'red',
      lockTime: -5,
      contentMode: 'wide' as never,
      menuSetting: { type: 'bottom' as never, menuWidth: Number.NaN },
      headerSetting: { bgColor: '#12345', height: 80 },
    });
    const config = getProjectConfig();
    expect(config.themeColor).toBe('#abc');
    expect(config.lockTime).toBe(0);
    expect(config.contentMode).toBe('full');
    expect(config.menuSetting.type).toBe('sidebar');
    expect(config.menuSetting.menuWidth).toBe(210);
    expect(config.headerSetting.bgColor).toBe('#ffffff');
    // Spec §9 fixes the header height.
    expect(config.headerSetting.height).toBe(48);
  });

  it('derives the header and menu themes from their colours (luminance below 192 is dark)', () => {
    updateProjectConfig({
      headerSetting: { bgColor: '#001529' },
      menuSetting: { bgColor: '#ffffff' },
    });
    expect(getProjectConfig().headerSetting.theme).toBe('dark');
    expect(getProjectConfig().menuSetting.theme).toBe('light');
    // A theme set by hand does not stick against its colour.
    updateProjectConfig({ menuSetting: { theme: 'dark' } });
    expect(getProjectConfig().menuSetting.theme).toBe('light');
  });

  it('makes a complete config out of an older or damaged stored value', () => {
    expect(normalizeProjectConfig('garbage')).toEqual(DEFAULT_PROJECT_CONFIG);
    const partial = normalizeProjectConfig({
      grayMode: true,
      menuSetting: { accordion: false },
      unknownField: 1,
    });
    expect(partial.grayMode).toBe(true);
    expect(partial.menuSetting.accordion).toBe(false);
    expect(partial.menuSetting.menuWidth).toBe(210);
    expect(partial).not.toHaveProperty('unknownField');

    setAuthCache(PROJ_CFG_KEY, { colorWeak: true, transitionSetting: 'none' });
    reloadProjectConfig();
    expect(getProjectConfig().colorWeak).toBe(true);
    expect(getProjectConfig().transitionSetting).toEqual(DEFAULT_PROJECT_CONFIG.transitionSetting);
  });
});

describe('dark mode', () => {
  it('is kept under its own key and survives a page load', () => {
    setDarkMode('dark');
    expect(getAuthCache(APP_DARK_MODE_KEY)).toBe('dark');
    reloadProjectConfig();
    expect(getDarkMode()).toBe('dark');
    setAuthCache(APP_DARK_MODE_KEY, 'purple');
    reloadProjectConfig();
    expect(getDarkMode()).toBe('light');
  });
});

describe('reset', () => {
  it('brings back every default and the light theme, and forgets the stored copies', () => {
    updateProjectConfig({
      themeColor: '#ff9800',
      grayMode: true,
      menuSetting: { type: 'mix' },
    });
    setDarkMode('dark');
    const reload = vi.fn();
    resetProjectConfig({ reload });
    expect(getProjectConfig()).toEqual(DEFAULT_PROJECT_CONFIG);
    expect(getDarkMode()).toBe('light');
    expect(getAuthCache(PROJ_CFG_KEY)).toBeUndefined();
    expect(getAuthCache(APP_DARK_MODE_KEY)).toBeUndefined();
    // The permission mode did not change: no reload.
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page when the reset changes the permission mode (routes are built from it)', () => {
    updateProjectConfig({ permissionMode: 'BACK' });
    const reload = vi.fn();
    resetProjectConfig({ reload });
    expect(getProjectConfig().permissionMode).toBe('ROUTE_MAPPING');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('permission mode toggle (spec §4)', () => {
  it('switches ROUTE_MAPPING and BACK, stores the choice and reloads', () => {
    const reload = vi.fn();
    expect(togglePermissionMode({ reload })).toBe('BACK');
    expect(getAuthCache<ProjectConfig>(PROJ_CFG_KEY)?.permissionMode).toBe('BACK');
    expect(togglePermissionMode({ reload })).toBe('ROUTE_MAPPING');
    expect(reload).toHaveBeenCalledTimes(2);

    updateProjectConfig({ permissionMode: 'ROLE' });
    expect(togglePermissionMode({ reload })).toBe('BACK');
  });
});
