import { matchPath } from 'react-router-dom';
import { PAGE_NOT_FOUND_ROUTE_NAME, REDIRECT_ROUTE_NAME, REDIRECT_ROUTE_PATTERN } from '../paths';
import { FIXED_LAYOUT_ROUTES } from './fixed-routes';
import { LOGIN_ROUTE, OTHER_ROUTES } from './other-routes';
import { patchHomeAffix } from './home-affix';
import { flattenRoutes, hasTrailingSlash } from './route-tree';
import type { AppRouteRecord, RouteInfo } from './route-types';

export { hasTrailingSlash, REDIRECT_ROUTE_PATTERN };

export type RouteMatch =
  /** A route of the table (dynamic or fixed). */
  | { kind: 'route'; record: AppRouteRecord | RouteInfo; params: Record<string, string> }
  /** The internal redirect helper. */
  | { kind: 'redirect'; record: RouteInfo; params: Record<string, string> }
  /** The root path, which forwards to the home page. */
  | { kind: 'root' }
  /** The dynamic routes are still being built: not known yet. */
  | { kind: 'pending' }
  /** A path the console knows, outside the user's routes. */
  | { kind: 'forbidden'; record: RouteInfo }
  | { kind: 'not-found'; record: RouteInfo };

export interface RouteTableView {
  /** By lower-cased path (matching ignores case, like the router). */
  byPath: Map<string, AppRouteRecord | RouteInfo>;
  /** By route name. */
  byName: Map<string, AppRouteRecord | RouteInfo>;
  /** Routes whose path has parameters (":id"), matched by pattern. */
  patterns: (AppRouteRecord | RouteInfo)[];
  knownPaths: Set<string>;
  routesAdded: boolean;
}

const REDIRECT_ROUTE: RouteInfo = {
  path: REDIRECT_ROUTE_PATTERN,
  name: REDIRECT_ROUTE_NAME,
  meta: { title: '', hideMenu: true, ignoreKeepAlive: true },
};

const NOT_FOUND_ROUTE: RouteInfo = {
  path: '/:path*',
  name: PAGE_NOT_FOUND_ROUTE_NAME,
  meta: { title: 'exception.notFoundTitle', hideMenu: true },
};

const FORBIDDEN_ROUTE: RouteInfo = {
  path: '/:path*',
  name: PAGE_NOT_FOUND_ROUTE_NAME,
  meta: { title: 'exception.forbiddenTitle', hideMenu: true },
};

/**
 * The console's whole route table for lookups: fixed routes, then the dynamic ones over them (the
 * dashboard's page schema describes a fixed path too), with the home route affixed.
 */
export function routeTableView(input: {
  routes: readonly AppRouteRecord[];
  knownPaths: readonly string[];
  routesAdded: boolean;
  homePath: string;
}): RouteTableView {
  const all = patchHomeAffix([...FIXED_LAYOUT_ROUTES, ...flattenRoutes(input.routes)], input.homePath);
  const byPath = new Map<string, AppRouteRecord | RouteInfo>();
  const byName = new Map<string, AppRouteRecord | RouteInfo>();
  for (const info of [LOGIN_ROUTE, ...OTHER_ROUTES]) {
    byPath.set(info.path.toLowerCase(), info);
    byName.set(info.name, info);
  }
  for (const record of all) {
    const key = record.path.toLowerCase();
    const fixed = byPath.get(key);
    const merged = fixed ? { ...fixed, ...record, meta: { ...fixed.meta, ...record.meta } } : record;
    byPath.set(key, merged);
    byName.set(record.name, merged);
  }
  return {
    byPath,
    byName,
    patterns: [...byPath.values()].filter((record) => record.path.includes(':')),
    knownPaths: new Set(input.knownPaths.map((path) => path.toLowerCase())),
    routesAdded: input.routesAdded,
  };
}

/** Spec §2 routing: which route a path opens. Strict: "/x/" is not "/x"; case is ignored. */
export function matchRoute(pathname: string, table: RouteTableView): RouteMatch {
  if (hasTrailingSlash(pathname)) return { kind: 'not-found', record: NOT_FOUND_ROUTE };
  if (pathname === '/') return { kind: 'root' };
  const redirect = matchPath(REDIRECT_ROUTE_PATTERN, pathname);
  if (redirect) return { kind: 'redirect', record: REDIRECT_ROUTE, params: cleanParams(redirect.params) };
  const record = table.byPath.get(pathname.toLowerCase());
  if (record) return { kind: 'route', record, params: {} };
  for (const candidate of table.patterns) {
    const matched = matchPath(candidate.path, pathname);
    if (matched) return { kind: 'route', record: candidate, params: cleanParams(matched.params) };
  }
  if (!table.routesAdded) return { kind: 'pending' };
  if (table.knownPaths.has(pathname.toLowerCase())) return { kind: 'forbidden', record: FORBIDDEN_ROUTE };
  return { kind: 'not-found', record: NOT_FOUND_ROUTE };
}

function cleanParams(params: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined));
}
