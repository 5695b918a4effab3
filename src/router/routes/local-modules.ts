import { BUILTIN_VIEWS } from './route-view-names';
import type { AppRouteRecord } from './route-types';

/**
 * Route modules the console declares itself (not page schemas): the admin's systems area
 * (spec §2 "systems at /systems with children …"). Filtered by role like the page schemas.
 */
export const SYSTEMS_ROUTES: AppRouteRecord = {
  path: '/systems',
  name: 'Systems',
  redirect: '/systems/admin/subaccount',
  meta: { title: 'permission.route.systems', icon: 'TeamOutlined', order: 100, roles: ['admin'] },
  view: { kind: 'parent' },
  children: [
    {
      path: '/systems/admin/subaccount',
      name: 'SystemsAccount',
      meta: { title: 'permission.route.systemsAccount' },
      view: { kind: 'builtin', view: BUILTIN_VIEWS.SystemsAccount },
    },
    {
      path: '/systems/sub/accounts/role',
      name: 'SystemsRole',
      meta: { title: 'permission.route.systemsRole' },
      view: { kind: 'builtin', view: BUILTIN_VIEWS.SystemsRole },
    },
    {
      path: '/systems/sub/accounts/auth',
      name: 'SystemsAuth',
      meta: { title: 'permission.route.systemsAuth' },
      view: { kind: 'builtin', view: BUILTIN_VIEWS.SystemsAuth },
    },
    {
      path: '/systems/log/admin',
      name: 'SystemsLog',
      meta: { title: 'permission.route.systemsLog' },
      view: { kind: 'builtin', view: BUILTIN_VIEWS.SystemsLog },
    },
  ],
};

export const LOCAL_ROUTE_MODULES: readonly AppRouteRecord[] = [SYSTEMS_ROUTES];
