import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROJ_CFG_KEY } from '@/enums/cache-enum';
import { MENU_TYPE_PATCHES } from '@/components/setting-drawer/menu-type-options';
import { openSettingDrawer } from '@/components/setting-drawer/setting-drawer-state';
import type { MenuType, ProjectConfig } from '@/settings/project-setting';
import { getProjectConfig, reloadProjectConfig, updateProjectConfig } from '@/store/project-config-store';
import { startSession } from '@/store/user-store';
import { followDocumentTheme } from '@/styles/document-theme';
import { endSessionLocally } from '@/store/session-reset';
import { getAuthCache, setAuthCache } from '@/utils/cache';
import { installFakeApi, ok } from '../../ui/support/fake-api';
import { operationTable, pageSchemas, userInfo } from '../../ui/support/fixtures';
import { renderApp, resetBrowserState } from '../../ui/support/render-app';

function setWidth(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

const headerBand = () => document.querySelector<HTMLElement>('[data-header-theme]');
const headerMenu = () => headerBand()?.querySelector<HTMLElement>('.ant-menu-horizontal') ?? null;
const sideMenu = () => document.querySelector<HTMLElement>('aside .ant-menu');
const menuTexts = (menu: HTMLElement) =>
  [...menu.querySelectorAll(':scope > li .ant-menu-title-content')].map((node) => node.textContent?.trim());

async function openConsole(path: string, type?: MenuType) {
  if (type) updateProjectConfig({ menuSetting: MENU_TYPE_PATCHES[type] });
  startSession('tok', userInfo());
  await renderApp(path, 'en');
  await screen.findByRole('button', { name: /Account menu$/ });
}

beforeEach(() => {
  resetBrowserState();
  reloadProjectConfig();
  setWidth(1280);
  const api = installFakeApi();
  api.on('GET', '/api/v1/console/pages', ok(pageSchemas()));
  api.on('GET', '/api/v1/console/operations', ok(operationTable()));
  api.on('GET', '/api/v1/user/get_user_details', ok(userInfo()));
  api.on('GET', '/getPermCode', ok([]));
});
afterEach(() => vi.unstubAllGlobals());

describe('menu types', { timeout: 30_000 }, () => {
  it('sidebar: the whole menu inline at the side, none in the header', async () => {
    await openConsole('/workorder/commit', 'sidebar');
    await waitFor(() => expect(sideMenu()?.classList.contains('ant-menu-inline')).toBe(true));
    expect(within(sideMenu()!).getByRole('link', { name: 'Submit work order' })).toBeTruthy();
    expect(headerMenu()).toBeNull();
  });

  it('top-menu: the whole menu horizontal in the header, no side menu', async () => {
    await openConsole('/workorder/commit', 'top-menu');
    await waitFor(() => expect(headerMenu()).not.toBeNull());
    expect(document.querySelector('aside')).toBeNull();
    expect(menuTexts(headerMenu()!)).toContain('Overview');
  });

  it('mix (split): top level in the header, the current section’s pages at the side', async () => {
    await openConsole('/workorder/commit', 'mix');
    await waitFor(() => expect(sideMenu()).not.toBeNull());
    expect(menuTexts(sideMenu()!)).toEqual(['My work orders', 'Submit work order']);
    const top = menuTexts(headerMenu()!);
    expect(top).toContain('Overview');
    expect(top).not.toContain('Submit work order');
  });

  it('mix-sidebar: a column of sections; a section opens its pages in a panel', async () => {
    await openConsole('/dashboard/analysis', 'mix-sidebar');
    const column = await screen.findByRole('navigation', { name: 'Main menu' });
    fireEvent.click(within(column).getByRole('button', { name: 'Work orders' }));
    const panel = await screen.findByRole('region', { name: 'Work orders' });
    fireEvent.click(within(panel).getByRole('link', { name: 'Submit work order' }));
    await waitFor(() => expect(window.location.pathname).toBe('/workorder/commit'));
    // The panel floats: choosing a page closes it.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Work orders' })).toBeNull());
  });

  it('mix-sidebar with the hover trigger: pointing at a section opens its pages, leaving closes them', async () => {
    updateProjectConfig({ menuSetting: { mixSideTrigger: 'hover' } });
    await openConsole('/dashboard/analysis', 'mix-sidebar');
    const column = await screen.findByRole('navigation', { name: 'Main menu' });
    fireEvent.mouseEnter(within(column).getByRole('button', { name: 'Domains' }));
    const panel = await screen.findByRole('region', { name: 'Domains' });
    expect(within(panel).getByRole('link', { name: 'My domains' })).toBeTruthy();
    fireEvent.mouseLeave(column.parentElement!);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Domains' })).toBeNull());
  });

  it('accordion: opening a submenu closes the other one', async () => {
    await openConsole('/dashboard/analysis', 'sidebar');
    const menu = await waitFor(() => sideMenu()!);
    fireEvent.click(within(menu).getByText('Packages'));
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Package benefits' })).toBeTruthy());
    fireEvent.click(within(menu).getByText('Domains'));
    await waitFor(() => expect(within(menu).queryByRole('link', { name: 'Package benefits' })).toBeNull());
  });

  it('collapse: the header trigger folds the side menu and the choice is stored', async () => {
    await openConsole('/dashboard/analysis', 'sidebar');
    fireEvent.click(screen.getByRole('button', { name: 'Collapse menu' }));
    await waitFor(() => expect(sideMenu()?.classList.contains('ant-menu-inline-collapsed')).toBe(true));
    expect(getAuthCache<ProjectConfig>(PROJ_CFG_KEY)?.menuSetting.collapsed).toBe(true);
  });
});

describe('narrow windows', { timeout: 30_000 }, () => {
  it('below 992 px any type becomes a drawer menu, and the type comes back when wider', async () => {
    await openConsole('/workorder/commit', 'top-menu');
    await waitFor(() => expect(headerMenu()).not.toBeNull());

    setWidth(375);
    await waitFor(() => expect(headerMenu()).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Expand menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getAllByRole('menu')[0].classList.contains('ant-menu-inline')).toBe(true);
    // The stored choice is untouched.
    expect(getProjectConfig().menuSetting.type).toBe('top-menu');

    setWidth(768);
    expect(headerMenu()).toBeNull();
    setWidth(1280);
    await waitFor(() => expect(headerMenu()).not.toBeNull());
  });
});

describe('settings drawer', { timeout: 30_000 }, () => {
  it('changes the navigation mode live and stores it', async () => {
    await openConsole('/dashboard/analysis');
    fireEvent.click(screen.getByRole('button', { name: 'Project settings' }));
    const drawer = await screen.findByRole('dialog', { name: 'Project settings' });
    fireEvent.click(within(drawer).getByRole('radio', { name: 'Top menu' }));
    await waitFor(() => expect(headerMenu()).not.toBeNull());
    expect(getAuthCache<ProjectConfig>(PROJ_CFG_KEY)?.menuSetting).toMatchObject({
      type: 'top-menu',
      mode: 'horizontal',
    });
    expect(within(drawer).getByRole('radio', { name: 'Top menu' }).getAttribute('aria-checked')).toBe('true');
  });

  it('switches the dark theme, validates a typed theme colour, and resets', async () => {
    const stop = followDocumentTheme();
    try {
      await openConsole('/dashboard/analysis');
      fireEvent.click(screen.getByRole('button', { name: 'Project settings' }));
      const drawer = await screen.findByRole('dialog', { name: 'Project settings' });
      fireEvent.click(within(drawer).getByRole('switch', { name: 'Dark theme' }));
      await waitFor(() => expect(document.documentElement.getAttribute('data-theme')).toBe('dark'));
      expect(headerBand()?.style.background).toBe('rgb(21, 21, 21)');

      const hex = within(drawer).getByRole('textbox', { name: 'Theme colour: Custom colour (#rgb or #rrggbb)' });
      fireEvent.change(hex, { target: { value: '#12' } });
      expect(await within(drawer).findByRole('alert')).toBeTruthy();
      expect(getProjectConfig().themeColor).toBe('#0960bd');
      fireEvent.change(hex, { target: { value: '#f90' } });
      expect(getProjectConfig().themeColor).toBe('#f90');

      fireEvent.click(within(drawer).getByRole('button', { name: /Reset to defaults/ }));
      await waitFor(() => expect(document.documentElement.hasAttribute('data-theme')).toBe(false));
      expect(getProjectConfig().themeColor).toBe('#0960bd');
    } finally {
      stop();
    }
  });
});

describe('leaving to login (spec §2 rule 9)', { timeout: 30_000 }, () => {
  it('closes the settings drawer and resets the settings store to what is stored', async () => {
    await openConsole('/dashboard/analysis');
    act(() => openSettingDrawer());
    expect(await screen.findByRole('dialog', { name: 'Project settings' })).toBeTruthy();
    // Another tab of this browser stored a different config meanwhile.
    setAuthCache(PROJ_CFG_KEY, { ...getProjectConfig(), themeColor: '#009688' });

    act(() => endSessionLocally());
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(getProjectConfig().themeColor).toBe('#009688');
    // The preferences are the device's: they outlive the session, like the locale.
    expect(getAuthCache<ProjectConfig>(PROJ_CFG_KEY)?.themeColor).toBe('#009688');
    expect(screen.queryByRole('dialog', { name: 'Project settings' })).toBeNull();
  });
});
