import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from '@/store/create-store';
import { permissionStore, type PermissionState } from '@/store/permission-store';
import { userStore } from '@/store/user-store';
import { homePathOf } from './guard/auth-guard';
import { matchRoute, routeTableView, type RouteMatch, type RouteTableView } from './routes/route-lookup';
import type { AppRouteMeta, RouteInfo } from './routes/route-types';

/**
 * The route on screen, in the terms of spec §3's Tab (path, fullPath, name, params, query, meta):
 * what the tabs, breadcrumbs, title and permission hooks read. `name` is undefined for the root
 * path and while the routes are being built; "PageNotFound" for 403/404 (no tab for those).
 */
export interface CurrentRoute {
  path: string;
  fullPath: string;
  name: string | undefined;
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  meta: AppRouteMeta;
  /** How the path was matched. */
  match: RouteMatch['kind'];
}

let cached: { routes: PermissionState['routes']; knownPaths: string[]; added: boolean; home: string; view: RouteTableView } | undefined;

/** The lookup table for the current permission state (rebuilt only when the routes change). */
export function currentRouteTable(): RouteTableView {
  const { routes, knownPaths, isDynamicAddedRoute } = permissionStore.getState();
  const home = homePathOf(userStore.getState().userInfo?.homePath);
  if (
    !cached ||
    cached.routes !== routes ||
    cached.knownPaths !== knownPaths ||
    cached.added !== isDynamicAddedRoute ||
    cached.home !== home
  ) {
    cached = {
      routes,
      knownPaths,
      added: isDynamicAddedRoute,
      home,
      view: routeTableView({ routes, knownPaths, routesAdded: isDynamicAddedRoute, homePath: home }),
    };
  }
  return cached.view;
}

function queryOf(search: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    const seen = query[name];
    query[name] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return query;
}

/** The route of a location (pure apart from reading the stores). */
export function describeRoute(location: { pathname: string; search: string; hash: string }, table = currentRouteTable()): CurrentRoute {
  const match = matchRoute(location.pathname, table);
  const record: RouteInfo | undefined = 'record' in match ? match.record : undefined;
  return {
    path: location.pathname,
    fullPath: location.pathname + location.search + location.hash,
    name: record?.name,
    params: 'params' in match ? match.params : {},
    query: queryOf(location.search),
    meta: record?.meta ?? { title: '' },
    match: match.kind,
  };
}

/** currentRouteTable() for a component: a change of the routes or of the home path re-renders it. */
function useCurrentRouteTable(): RouteTableView {
  // The table is cached per state of both stores, so reading it through each store's subscription
  // hands the same object until one of them changes what it is built from.
  useStore(userStore, currentRouteTable);
  return useStore(permissionStore, currentRouteTable);
}

export function useCurrentRoute(): CurrentRoute {
  const { pathname, search, hash } = useLocation();
  const table = useCurrentRouteTable();
  return useMemo(() => describeRoute({ pathname, search, hash }, table), [pathname, search, hash, table]);
}

/** Routes marked affix (the home route among them), for the tabs that never close. */
export function getAffixRoutes(table = currentRouteTable()): RouteInfo[] {
  const seen = new Set<string>();
  return [...table.byPath.values()].filter((record) => {
    if (!record.meta.affix || record.redirect || seen.has(record.path)) return false;
    seen.add(record.path);
    return true;
  });
}

export function useAffixRoutes(): RouteInfo[] {
  const table = useCurrentRouteTable();
  return useMemo(() => getAffixRoutes(table), [table]);
}
