import { render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import type { PageBody } from '@contract/generated/page-schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Auth } from '@/components/auth/Auth';
import { usePermission } from '@/hooks/use-permission';
import type { AppRouteRecord } from '@/router/routes/route-types';
import { PermissionMode } from '@/settings/project-setting';
import { permissionStore, resetPermissionState } from '@/store/permission-store';
import { resetProjectConfig, updateProjectConfig } from '@/store/project-config-store';
import { setRoleList, startSession } from '@/store/user-store';
import { wireHttpLayer } from '@/store/http-wiring';
import SchemaRouteScreen from '@/views/schema-route/SchemaRouteScreen';
import { installFakeApi, ok, type FakeApi } from '../../ui/support/fake-api';
import { userInfo } from '../../ui/support/fixtures';
import { resetBrowserState } from '../../ui/support/render-app';

let api: FakeApi;

const ROUTES: AppRouteRecord[] = [
  { path: '/channel/index', name: 'ChannelIndex', meta: { title: 'menu.channel.index', menuId: 12 }, view: { kind: 'coming' } },
  { path: '/plain', name: 'Plain', meta: { title: 'menu.channel' }, view: { kind: 'coming' } },
];

function Buttons() {
  const { ready } = usePermission();
  return (
    <div data-ready={String(ready)}>
      <Auth value="channel:edit">
        <button type="button">Edit</button>
      </Auth>
      <Auth value="channel:view">
        <button type="button">View</button>
      </Auth>
      <Auth value="master">
        <button type="button">Masters</button>
      </Auth>
      <Auth value={['official', 'admin']}>
        <button type="button">Others</button>
      </Auth>
      <Auth value={['admin', 'master']}>
        <button type="button">Any</button>
      </Auth>
      <Auth>
        <button type="button">Everyone</button>
      </Auth>
    </div>
  );
}

const shown = () => screen.queryAllByRole('button').map((button) => button.textContent);

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Buttons />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  resetBrowserState();
  resetPermissionState();
  wireHttpLayer();
  api = installFakeApi();
  startSession('tok', userInfo());
  permissionStore.setState({ routes: ROUTES, isDynamicAddedRoute: true });
});
afterEach(() => {
  resetProjectConfig({ reload: () => undefined });
  vi.unstubAllGlobals();
});

describe('Auth and usePermission (spec §6)', () => {
  it('ROUTE_MAPPING: against the role list, a single role or any of several', () => {
    renderAt('/channel/index');
    expect(shown()).toEqual(['Masters', 'Any', 'Everyone']);
    expect(api.callsTo('/api/v1/user/menu_access')).toHaveLength(0);
  });

  it('ROLE: against the role list, and follows a role change', async () => {
    updateProjectConfig({ permissionMode: PermissionMode.ROLE });
    renderAt('/channel/index');
    expect(shown()).toEqual(['Masters', 'Any', 'Everyone']);
    setRoleList(['official']);
    await waitFor(() => expect(shown()).toEqual(['Others', 'Everyone']));
  });

  it("BACK: against the page's access list, fetched once by the route's menu id", async () => {
    updateProjectConfig({ permissionMode: PermissionMode.BACK });
    api.on('GET', '/api/v1/user/menu_access', (call) =>
      ok(
        call.query.get('menu_id') === '12'
          ? [{ id: 5, menu_id: 12, parent_id: null, label: 'access.edit', auth_code: 'channel:edit', created_at: '2026-01-01T00:00:00Z' }]
          : [],
      ),
    );
    const { unmount } = renderAt('/channel/index');
    // Until the list is in, code-bound elements stay out.
    expect(shown()).toEqual(['Everyone']);
    await waitFor(() => expect(shown()).toEqual(['Edit', 'Everyone']));
    expect(api.callsTo('/api/v1/user/menu_access')[0]?.query.get('menu_id')).toBe('12');
    unmount();
    renderAt('/channel/index');
    expect(shown()).toEqual(['Edit', 'Everyone']);
    expect(api.callsTo('/api/v1/user/menu_access')).toHaveLength(1);
  });

  it('BACK: a route without a menu id has an empty set', async () => {
    updateProjectConfig({ permissionMode: PermissionMode.BACK });
    api.on('GET', '/api/v1/user/menu_access', () => ok([]));
    const plain = renderAt('/plain');
    expect(shown()).toEqual(['Everyone']);
    // A route with a menu id asks next: once its call is in, any call of /plain would have come before it.
    plain.unmount();
    renderAt('/channel/index');
    await waitFor(() => expect(api.callsTo('/api/v1/user/menu_access')).toHaveLength(1));
    expect(api.callsTo('/api/v1/user/menu_access')[0]?.query.get('menu_id')).toBe('12');
  });
});

describe('page schema permissions follow the same rules', () => {
  const part = { type: 'dashboard' } as const;
  const body = {
    type: 'tabs',
    tabs: [
      { key: 'officials', title: 'Officials', body: part, permission: { roles: ['official'] } },
      { key: 'masters', title: 'Masters', body: part, permission: { roles: ['master'] } },
      { key: 'editors', title: 'Editors', body: part, permission: { codes: ['channel:edit'] } },
      { key: 'all', title: 'All', body: part },
    ],
  } as unknown as PageBody;

  const tabTitles = () => screen.queryAllByRole('tab').map((tab) => tab.textContent);
  const renderScreen = () =>
    render(
      <IntlProvider locale="en" messages={{}} onError={() => undefined}>
        <MemoryRouter initialEntries={['/channel/index']}>
          <SchemaRouteScreen body={body} />
        </MemoryRouter>
      </IntlProvider>,
    );

  it('ROUTE_MAPPING: by roles (codes name no one there)', async () => {
    renderScreen();
    await waitFor(() => expect(tabTitles()).toEqual(['Masters', 'Editors', 'All']));
  });

  it("BACK: by the page's codes (roles name no one there)", async () => {
    updateProjectConfig({ permissionMode: PermissionMode.BACK });
    api.on('GET', '/api/v1/user/menu_access', ok([]));
    renderScreen();
    await waitFor(() => expect(api.callsTo('/api/v1/user/menu_access')).toHaveLength(1));
    await waitFor(() => expect(tabTitles()).toEqual(['Officials', 'Masters', 'All']));
  });
});
