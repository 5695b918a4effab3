import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminMenu } from '@contract/generated/types';
import { APP_ID_KEY, PWA_MASTER_KEY } from '@/enums/cache-enum';
import { PermissionMode } from '@/settings/project-setting';
import { permissionStore } from '@/store/permission-store';
import { changeRole } from '@/store/permission-store-actions';
import { resetProjectConfig, updateProjectConfig } from '@/store/project-config-store';
import { getTabs } from '@/store/tabs-store';
import { startSession, userStore } from '@/store/user-store';
import { getSessionCache } from '@/utils/cache';
import { fail, installFakeApi, ok, type FakeApi } from '../../ui/support/fake-api';
import { officialInfo, operationTable, pageSchemas, userInfo } from '../../ui/support/fixtures';
import { currentUrl, renderApp, resetBrowserState } from '../../ui/support/render-app';

let api: FakeApi;

/** Texts of the side menu's top-level entries, top to bottom. */
function topMenuTexts(): string[] {
  const menu = screen.queryAllByRole('menu')[0];
  if (!menu) return [];
  return [...menu.children].map((li) => li.querySelector('.ant-menu-title-content')?.textContent?.trim() ?? '').filter(Boolean);
}

function menuRow(overrides: Partial<AdminMenu> & Pick<AdminMenu, 'id' | 'name' | 'url'>): AdminMenu {
  return {
    parent_id: null,
    title: 'menu.channel',
    component: 'LAYOUT',
    icon: '',
    order: 0,
    roles: [],
    hidden: false,
    redirect: '',
    meta: {},
    created_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

/** A server menu tree for BACK mode: "Work orders" (a page not built yet) and a broken entry. */
const BACK_MENUS: AdminMenu[] = [
  menuRow({
    id: 10,
    name: 'WorkOrder',
    url: '/workorder',
    title: 'menu.workorder',
    redirect: '/workorder/index',
    order: 2,
    meta: { hideChildrenInMenu: true },
    children: [
      menuRow({
        id: 11,
        parent_id: 10,
        name: 'WorkOrderIndex',
        url: '/workorder/index',
        title: 'menu.workorder.index',
        component: 'WorkOrderIndex',
      }),
    ],
  }),
  menuRow({
    id: 20,
    name: 'Broken',
    url: '/broken',
    title: 'menu.notice',
    redirect: '/broken/index',
    order: 1,
    meta: { hideChildrenInMenu: true },
    children: [
      menuRow({ id: 21, parent_id: 20, name: 'BrokenIndex', url: '/broken/index', title: 'menu.notice.index', component: 'NoSuchView' }),
    ],
  }),
];

beforeEach(() => {
  resetBrowserState();
  resetProjectConfig({ reload: () => undefined });
  api = installFakeApi();
  api.on('GET', '/api/v1/console/pages', ok(pageSchemas()));
  api.on('GET', '/api/v1/console/operations', ok(operationTable()));
  api.on('GET', '/api/v1/user/get_user_details', ok(userInfo()));
});
afterEach(() => {
  resetProjectConfig({ reload: () => undefined });
  vi.unstubAllGlobals();
});

describe('routes built after login (rules 4 and 5)', { timeout: 30_000 }, () => {
  it('keeps a refreshed deep link: no 404 while the routes build, then the page, once', async () => {
    startSession('tok', userInfo());
    await renderApp('/workorder/index', 'en');
    expect(await screen.findByText('Submit work order')).toBeTruthy();
    expect(currentUrl()).toBe('/workorder/index');
    expect(screen.queryByText('This page does not exist.')).toBeNull();
    await waitFor(() => expect(document.title).toBe('My work orders - PWA Console'));

    fireEvent.click(screen.getByRole('link', { name: 'Promotion channels' }));
    await waitFor(() => expect(currentUrl()).toBe('/channel/index'));
    // Built once per session, however many navigations follow.
    expect(api.callsTo('/api/v1/console/pages')).toHaveLength(1);
    expect(api.callsTo('/api/v1/console/operations')).toHaveLength(1);
  });

  it('continues when user info cannot be fetched, with what is stored', async () => {
    startSession('tok', userInfo());
    userStore.setState({ lastUpdateTime: 0 });
    api.on('GET', '/api/v1/user/get_user_details', fail(500, 'down', 500));
    await renderApp('/workorder/index', 'en');
    expect(await screen.findByText('Submit work order')).toBeTruthy();
    await waitFor(() => expect(topMenuTexts()).toContain('Work orders'));
    expect(api.callsTo('/api/v1/user/get_user_details').length).toBeGreaterThan(0);
  });

  it('builds for the roles of the fetched user info', async () => {
    // Stored as a master; the server now says official.
    startSession('tok', userInfo());
    userStore.setState({ lastUpdateTime: 0 });
    api.on('GET', '/api/v1/user/get_user_details', ok(officialInfo()));
    await renderApp('/dashboard/analysis', 'en');
    await waitFor(() => expect(topMenuTexts()).toContain('SDK'));
    expect(topMenuTexts()).not.toContain('Promotion channels');
  });
});

describe('rule 2: the login page with a token', { timeout: 30_000 }, () => {
  it('loads user info first, then goes to the redirect target', async () => {
    startSession('tok', userInfo());
    userStore.setState({ lastUpdateTime: 0 });
    await renderApp('/login?redirect=%2Fchannel%2Findex', 'en');
    await waitFor(() => expect(currentUrl()).toBe('/channel/index'));
    expect(api.callsTo('/api/v1/user/get_user_details').length).toBeGreaterThan(0);
  });
});

describe('strict routes, 403 and 404', { timeout: 30_000 }, () => {
  beforeEach(() => startSession('tok', userInfo()));

  it("answers 404 for an unknown path and 403 for another role's page", async () => {
    await renderApp('/no/such/page', 'en');
    expect(await screen.findByText('This page does not exist.')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Page not found - PWA Console'));
    act(() => window.history.pushState(null, '', '/push/index'));
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(await screen.findByText('Your account has no access to this page.')).toBeTruthy();
  });

  it('treats a trailing slash as another path (404)', async () => {
    await renderApp('/workorder/index/', 'en');
    expect(await screen.findByText('This page does not exist.')).toBeTruthy();
    expect(currentUrl()).toBe('/workorder/index/');
  });

  it('shows the error page for each status', async () => {
    await renderApp('/exception?status=500', 'en');
    expect(await screen.findByText('The server ran into an error. Please try again later.')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Error page - PWA Console'));
    act(() => window.history.pushState(null, '', '/exception?status=network'));
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(await screen.findByText('Network error')).toBeTruthy();
  });

  it('redirects /error-log to its list and /setting to its index', async () => {
    await renderApp('/error-log', 'en');
    await waitFor(() => expect(currentUrl()).toBe('/error-log/list'));
    act(() => window.history.pushState(null, '', '/setting'));
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(currentUrl()).toBe('/setting/index'));
    expect(await screen.findByText('Personal settings', { selector: 'h4' })).toBeTruthy();
  });

  it('refreshes through the redirect helper: back to the same page and query', async () => {
    await renderApp('/redirect/%2Fworkorder%2Findex/path?tab=2', 'en');
    await waitFor(() => expect(currentUrl()).toBe('/workorder/index?tab=2'));
    expect(await screen.findByText('Submit work order')).toBeTruthy();
  });

  it('stores pwa_master and app_id from the dashboard URL (rule 6)', async () => {
    await renderApp('/dashboard/analysis?pwa_master=m-7&app_id=app-3', 'en');
    await waitFor(() => expect(getSessionCache(PWA_MASTER_KEY)).toBe('m-7'));
    expect(getSessionCache(APP_ID_KEY)).toBe('app-3');
  });
});

describe('BACK mode', { timeout: 30_000 }, () => {
  beforeEach(() => {
    updateProjectConfig({ permissionMode: PermissionMode.BACK });
    api.on('GET', '/api/v1/user/menu_list', ok(BACK_MENUS));
    api.on('GET', '/getPermCode', ok(['workorder:view']));
    startSession('tok', userInfo());
  });

  it("builds the menu from the server's tree, in its order, and keeps it on a refresh", async () => {
    await renderApp('/workorder/index', 'en');
    expect(await screen.findByText('Submit work order')).toBeTruthy();
    await waitFor(() => expect(topMenuTexts()).toEqual(['Unread messages', 'Work orders']));
    expect(permissionStore.getState().permCodeList).toEqual(['workorder:view']);
  });

  it('shows an exception page for a menu entry naming an unknown view', async () => {
    await renderApp('/broken/index', 'en');
    expect(await screen.findByText('This menu entry names a view the console does not have: NoSuchView.')).toBeTruthy();
  });

  it('refuses the role switch with the message of spec §5', async () => {
    await expect(changeRole('official')).rejects.toThrow(
      'Please switch PermissionModeEnum to ROUTE_MAPPING mode in the configuration to operate!',
    );
  });
});

describe('role switch in ROUTE_MAPPING', { timeout: 30_000 }, () => {
  it('rebuilds routes and menu for the chosen role, closes the tabs and goes home', async () => {
    updateProjectConfig({ multiTabsSetting: { show: true } });
    startSession('tok', userInfo());
    await renderApp('/setting/index', 'en');
    await waitFor(() => expect(topMenuTexts()).toContain('Promotion channels'));
    await waitFor(() => expect(getTabs().map((tab) => tab.path)).toContain('/setting/index'));

    fireEvent.click(await screen.findByRole('radio', { name: 'Operator' }));
    await waitFor(() => expect(topMenuTexts()).toContain('SDK'));
    expect(topMenuTexts()).not.toContain('Promotion channels');
    await waitFor(() => expect(currentUrl()).toBe('/dashboard/analysis'));
    expect(getTabs().map((tab) => tab.path)).not.toContain('/setting/index');
    expect(userStore.getState().roleList).toEqual(['official']);
  });
});

describe("the admin's systems area", { timeout: 30_000 }, () => {
  const adminInfo = () => userInfo({ id: 1, userId: 1, username: 'admin', role: 'admin', roles: ['admin'] });

  it('is in the admin menu, with the BACK-mode menus listed by the page renderer', async () => {
    startSession('tok', adminInfo());
    api.on('GET', '/api/v1/user/get_user_details', ok(adminInfo()));
    api.on('GET', '/admin/v1/admin-menu/list', ok({ items: BACK_MENUS, total: BACK_MENUS.length }));
    await renderApp('/systems/sub/accounts/auth', 'en');
    await waitFor(() => expect(topMenuTexts()).toEqual(['System', 'Catalogue', 'Platform']));
    expect(await screen.findByText('WorkOrder')).toBeTruthy();
    expect(screen.getByText('Menus (BACK mode)')).toBeTruthy();
    expect(api.callsTo('/admin/v1/admin-menu/list')[0]?.query.get('page')).toBe('1');
    await waitFor(() => expect(document.title).toBe('Menu permissions - PWA Console'));
  });

  it('is not open to a master (403)', async () => {
    startSession('tok', userInfo());
    await renderApp('/systems/log/admin', 'en');
    expect(await screen.findByText('Your account has no access to this page.')).toBeTruthy();
  });
});
