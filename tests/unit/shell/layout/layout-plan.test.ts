import { describe, expect, it } from 'vitest';
import { effectiveMenuSetting, planLayout } from '@/layouts/basic/layout-plan';
import { DEFAULT_PROJECT_CONFIG, type MenuSetting } from '@/settings/project-setting';

const menu = (patch: Partial<MenuSetting> = {}): MenuSetting => ({
  ...DEFAULT_PROJECT_CONFIG.menuSetting,
  ...patch,
});
const plan = (patch: Partial<MenuSetting> = {}, isMobile = false, showLogo = true) =>
  planLayout({ menuSetting: menu(patch), showLogo, isMobile });

describe('layout of each menu type', () => {
  it('sidebar: the whole menu at the side (logo on top), header beside it', () => {
    expect(plan()).toEqual({
      side: 'menu',
      sideEntries: 'all',
      sideMode: 'inline',
      headerMenu: 'none',
      headerFullWidth: false,
      logo: 'side',
      collapsed: false,
      sideWidth: 210,
      headerTrigger: true,
      footerTrigger: false,
    });
    expect(plan({ mode: 'vertical' }).sideMode).toBe('vertical');
    expect(plan({ mode: 'vertical-right' }).sideMode).toBe('vertical');
  });

  it('mix-sidebar: the two-column menu at the side', () => {
    expect(plan({ type: 'mix-sidebar' })).toMatchObject({
      side: 'mix-sidebar',
      headerMenu: 'none',
      headerFullWidth: false,
      logo: 'side',
      sideWidth: 80,
    });
    expect(plan({ type: 'mix-sidebar', collapsed: true }).sideWidth).toBe(48);
  });

  it('mix: a full-width header over the side menu; split puts the top level in the header', () => {
    expect(plan({ type: 'mix', split: true })).toMatchObject({
      side: 'menu',
      sideEntries: 'active-children',
      headerMenu: 'top-level',
      headerFullWidth: true,
      logo: 'header',
    });
    expect(plan({ type: 'mix', split: false })).toMatchObject({
      sideEntries: 'all',
      headerMenu: 'none',
      headerFullWidth: true,
    });
  });

  it('top-menu: everything in a horizontal header menu, no side menu, nothing to collapse', () => {
    expect(plan({ type: 'top-menu', mode: 'horizontal', collapsed: true })).toEqual({
      side: 'none',
      sideEntries: 'all',
      sideMode: 'inline',
      headerMenu: 'all',
      headerFullWidth: true,
      logo: 'header',
      collapsed: false,
      sideWidth: 0,
      headerTrigger: false,
      footerTrigger: false,
    });
  });

  it('places the collapse trigger in the header, the menu footer or nowhere', () => {
    expect(plan({ trigger: 'header' })).toMatchObject({
      headerTrigger: true,
      footerTrigger: false,
    });
    expect(plan({ trigger: 'footer' })).toMatchObject({
      headerTrigger: false,
      footerTrigger: true,
    });
    expect(plan({ trigger: 'none' })).toMatchObject({
      headerTrigger: false,
      footerTrigger: false,
    });
  });

  it('folds the side menu to 48 px, or about 79 px when titles stay', () => {
    expect(plan({ collapsed: true }).sideWidth).toBe(48);
    expect(plan({ collapsed: true, collapsedShowTitle: true }).sideWidth).toBe(80);
    expect(plan({ menuWidth: 260 }).sideWidth).toBe(260);
  });

  it('drops the logo when showLogo is off and every menu when the menu is hidden', () => {
    expect(plan({}, false, false).logo).toBe('none');
    expect(plan({ show: false })).toMatchObject({
      side: 'none',
      headerMenu: 'none',
      headerTrigger: false,
    });
  });
});

describe('narrow windows (spec §4: below 992 px)', () => {
  it('turns every type into an inline, unsplit sidebar in a drawer', () => {
    for (const type of ['sidebar', 'mix-sidebar', 'mix', 'top-menu'] as const) {
      const setting = menu({
        type,
        mode: type === 'top-menu' ? 'horizontal' : 'vertical',
        split: true,
        collapsed: true,
      });
      expect(effectiveMenuSetting(setting, true)).toMatchObject({
        type: 'sidebar',
        mode: 'inline',
        split: false,
        collapsed: false,
      });
      expect(planLayout({ menuSetting: setting, showLogo: true, isMobile: true })).toMatchObject({
        side: 'drawer',
        headerMenu: 'none',
        headerFullWidth: false,
        headerTrigger: true,
      });
    }
  });

  it('gives the previous settings back when the window is wide again', () => {
    const setting = menu({
      type: 'mix',
      mode: 'vertical',
      split: true,
      collapsed: true,
    });
    expect(effectiveMenuSetting(setting, true).type).toBe('sidebar');
    expect(effectiveMenuSetting(setting, false)).toBe(setting);
    expect(planLayout({ menuSetting: setting, showLogo: true, isMobile: false })).toMatchObject({
      headerMenu: 'top-level',
      sideMode: 'vertical',
      collapsed: true,
    });
  });
});
