import { describe, expect, it } from 'vitest';
import type { AdminMenu } from '@contract/generated/types';
import type { ConsolePage } from '@/router/menu/page-types';
import { buildRouteTable, type RouteTableInput } from '@/router/routes/build-route-table';
import { flattenRoutes } from '@/router/routes/route-tree';
import { PermissionMode } from '@/settings/project-setting';
import { MASTER_MENU, OFFICIAL_MENU, pageSchemas } from '../../ui/support/fixtures';

const pages: ConsolePage[] = [
  {
    path: '/reports',
    name: 'Reports',
    redirect: '/reports/index',
    meta: { title: 'menu.reports', order: 2, roles: ['master'] },
    children: [
      { path: '/reports/index', name: 'ReportsIndex', meta: { title: 'menu.reports.index' } },
      // Shown in the menu, but not registered as a route in ROUTE_MAPPING and BACK.
      { path: '/reports/archive', name: 'ReportsArchive', meta: { title: 'menu.reports.archive', ignoreRoute: true } },
    ],
  },
  { path: '/open', name: 'Open', meta: { title: 'menu.open', order: 1 } },
  { path: '/ops', name: 'Ops', meta: { title: 'menu.ops', order: 3, roles: ['official'] } },
];

const input = (mode: RouteTableInput['mode'], roles: string[], extra: Partial<RouteTableInput> = {}): RouteTableInput => ({
  mode,
  pages,
  roles,
  homePath: '/open',
  ...extra,
});

const paths = (table: ReturnType<typeof buildRouteTable>) => flattenRoutes(table.routes).map((route) => route.path);

describe('ROLE mode', () => {
  it('keeps routes whose roles meet the user roles and routes without roles', () => {
    const table = buildRouteTable(input(PermissionMode.ROLE, ['master']));
    expect(paths(table)).toEqual(['/open', '/reports', '/reports/index', '/reports/archive']);
    expect(paths(buildRouteTable(input(PermissionMode.ROLE, ['official'])))).toEqual(['/open', '/ops']);
    expect(paths(buildRouteTable(input(PermissionMode.ROLE, [])))).toEqual(['/open']);
  });

  it('builds its menu from those routes, sorted by order', () => {
    const table = buildRouteTable(input(PermissionMode.ROLE, ['master', 'official']));
    expect(table.menus.map((entry) => entry.key)).toEqual(['/open', '/reports', '/ops']);
  });
});

describe('ROUTE_MAPPING mode', () => {
  it('filters by roles and drops ignoreRoute routes, whose menu entries stay', () => {
    const table = buildRouteTable(input(PermissionMode.ROUTE_MAPPING, ['master']));
    expect(paths(table)).toEqual(['/open', '/reports', '/reports/index']);
    const reports = table.menus.find((entry) => entry.key === '/reports');
    expect(reports?.children?.map((child) => child.key)).toEqual(['/reports/index', '/reports/archive']);
  });

  it('gives each role of the spec its menu from the page schemas, in the spec order', () => {
    const of = (roles: string[]) =>
      buildRouteTable(input(PermissionMode.ROUTE_MAPPING, roles, { pages: pageSchemas(), homePath: '/dashboard/analysis' }));
    expect(of(['master']).menus.map((entry) => entry.title)).toEqual(MASTER_MENU.map((key) => `menu.${key}`));
    expect(of(['official']).menus.map((entry) => entry.title)).toEqual(OFFICIAL_MENU.map((key) => `menu.${key}`));
  });

  it('gives the systems area (schemas/pages/systems.json) to an admin only', () => {
    const of = (roles: string[]) => buildRouteTable(input(PermissionMode.ROUTE_MAPPING, roles, { pages: pageSchemas() }));
    expect(paths(of(['admin']))).toEqual(
      expect.arrayContaining([
        '/systems/admin/subaccount',
        '/systems/sub/accounts/role',
        '/systems/sub/accounts/auth',
        '/systems/log/admin',
      ]),
    );
    expect(paths(of(['master'])).some((path) => path.startsWith('/systems'))).toBe(false);
    expect(of(['admin']).menus.find((entry) => entry.key === '/systems')?.children).toHaveLength(4);
  });

  it('knows every declared path, so the unreachable ones answer 403 rather than 404', () => {
    const table = buildRouteTable(input(PermissionMode.ROUTE_MAPPING, ['official']));
    expect(table.knownPaths).toEqual(expect.arrayContaining(['/reports', '/reports/index', '/reports/archive', '/ops', '/open']));
  });
});

describe('home affix', () => {
  it('affixes the home route, following a redirect to where it lands', () => {
    const table = buildRouteTable(input(PermissionMode.ROUTE_MAPPING, ['master'], { homePath: '/reports' }));
    const affixed = flattenRoutes(table.routes)
      .filter((route) => route.meta.affix)
      .map((route) => route.path);
    expect(affixed).toEqual(['/reports/index']);
  });
});

function menu(overrides: Partial<AdminMenu> & Pick<AdminMenu, 'id' | 'name' | 'url'>): AdminMenu {
  return {
    parent_id: null,
    title: `menu.${overrides.name}`,
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

describe('BACK mode', () => {
  const backMenus: AdminMenu[] = [
    menu({
      id: 1,
      name: 'Reports',
      url: '/reports',
      order: 5,
      redirect: '/reports/index',
      children: [
        menu({ id: 3, parent_id: 1, name: 'ReportsIndex', url: '/reports/index', component: 'ReportsIndex', order: 1 }),
        menu({
          id: 4,
          parent_id: 1,
          name: 'ReportsArchive',
          url: '/reports/archive',
          component: 'ReportsArchive',
          order: 2,
          meta: { ignoreRoute: true },
        }),
      ],
    }),
    menu({ id: 2, name: 'Open', url: '/open', component: 'Open', order: 1 }),
  ];

  it("builds routes and the back-end menu from the server's tree, ignoring route roles", () => {
    const table = buildRouteTable(input(PermissionMode.BACK, [], { backMenus }));
    expect(paths(table)).toEqual(['/open', '/reports', '/reports/index']);
    expect(table.menus.map((entry) => entry.key)).toEqual(['/open', '/reports']);
    expect(table.menus[1]?.children?.map((child) => child.key)).toEqual(['/reports/index', '/reports/archive']);
    expect(flattenRoutes(table.routes).find((route) => route.path === '/reports/index')?.meta.menuId).toBe(3);
  });

  it('has no routes when the server gives no menu', () => {
    const table = buildRouteTable(input(PermissionMode.BACK, ['master'], { backMenus: [] }));
    expect(table.routes).toEqual([]);
    expect(table.menus).toEqual([]);
  });
});
