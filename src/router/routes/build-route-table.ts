import type { AdminMenu } from '@contract/generated/types';
import { PermissionMode } from '@/settings/project-setting';
import { buildMenu, type MenuEntry } from '../menu/build-menu';
import type { ConsolePage } from '../menu/page-types';
import { rolesAllow } from '../permission/roles-allow';
import { recordsFromBackMenus } from './from-back-menus';
import { pagesByName, pathsOfPages, recordsFromPages } from './from-pages';
import { patchHomeAffix } from './home-affix';
import { filterTree, flattenRoutes, sortByOrder } from './route-tree';
import type { AppRouteRecord } from './route-types';

export interface RouteTableInput {
  mode: PermissionMode;
  /** Page schemas (GET /api/v1/console/pages), all roles. */
  pages: readonly ConsolePage[];
  /** The user's roles (ROLE and ROUTE_MAPPING). */
  roles: readonly string[];
  /** BACK: the caller's menu tree (GET /api/v1/user/menu_list). */
  backMenus?: readonly AdminMenu[];
  /** The route whose tab is affixed (the user's homePath, or the base home). */
  homePath: string;
}

export interface RouteTable {
  /** The routes the console registers (ignoreRoute dropped in ROUTE_MAPPING and BACK). */
  routes: AppRouteRecord[];
  /** The menu of the mode (built before ignoreRoute is dropped: such entries show, but open no route). */
  menus: MenuEntry[];
  /** Every path the console knows of, whoever may open it: outside `routes` such a path is 403, not 404. */
  knownPaths: string[];
}

const withoutIgnored = (records: readonly AppRouteRecord[]) => filterTree(records, (record) => !record.meta.ignoreRoute);

/** Spec §4/§6: the route table and menu of one permission mode. Pure: every input is given. */
export function buildRouteTable(input: RouteTableInput): RouteTable {
  const { mode, pages, roles, homePath } = input;
  const frontRoutes = sortByOrder(recordsFromPages(pages));
  const knownPaths = pathsOfPages(pages);
  const byRole = () => filterTree(frontRoutes, (record) => rolesAllow(record.meta, roles));

  let routes: AppRouteRecord[];
  let menus: MenuEntry[];
  switch (mode) {
    case PermissionMode.ROLE: {
      // Routes kept when the user's roles meet the route's; routes without roles are open.
      routes = byRole();
      menus = buildMenu(routes);
      break;
    }
    case PermissionMode.BACK: {
      const records = recordsFromBackMenus(input.backMenus ?? [], pagesByName(pages));
      menus = buildMenu(records);
      routes = withoutIgnored(records);
      knownPaths.push(...flattenRoutes(records).map((record) => record.path));
      break;
    }
    case PermissionMode.ROUTE_MAPPING:
    default: {
      const filtered = byRole();
      menus = buildMenu(filtered);
      routes = withoutIgnored(filtered);
      break;
    }
  }
  return { routes: patchHomeAffix(routes, homePath), menus, knownPaths: [...new Set(knownPaths)] };
}
