import { currentRouteTable, getAffixRoutes } from '@/router/current-route';
import { EXCEPTION_PATH, LOGIN_PATH, PAGE_NOT_FOUND_ROUTE_NAME, REDIRECT_ROUTE_NAME } from '@/router/paths';
import { matchRoute, type RouteMatch, type RouteTableView } from '@/router/routes/route-lookup';
import type { AppRouteRecord, RouteInfo } from '@/router/routes/route-types';
import { queryOf, tabKeyOf, type Tab } from '@/store/tabs-store';

export interface TabLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** Spec §2: no tabs for the error page, the login page, nameless routes or redirect pages. */
const NO_TAB_NAMES = new Set([REDIRECT_ROUTE_NAME, PAGE_NOT_FOUND_ROUTE_NAME]);
const NO_TAB_PATHS = new Set([LOGIN_PATH, EXCEPTION_PATH].map((path) => path.toLowerCase()));

/** A route that is a page of its own (not a group or a route that forwards elsewhere), and may have a tab. */
export function mayHaveTab(record: AppRouteRecord | RouteInfo): boolean {
  if (!record.name || NO_TAB_NAMES.has(record.name)) return false;
  if (NO_TAB_PATHS.has(tabKeyOf(record.path).toLowerCase())) return false;
  if (record.redirect && tabKeyOf(record.redirect) !== tabKeyOf(record.path)) return false;
  if ('view' in record && record.view.kind === 'parent') return false;
  return true;
}

function tabOf(
  record: AppRouteRecord | RouteInfo,
  path: string,
  location: Omit<TabLocation, 'pathname'>,
  params: Record<string, string>,
): Tab {
  const { title, affix, ignoreKeepAlive, dynamicLevel, realPath } = record.meta;
  return {
    path,
    fullPath: `${path}${location.search}${location.hash}`,
    name: record.name,
    params,
    query: queryOf(location.search),
    meta: {
      title,
      ...(affix ? { affix } : {}),
      ...(ignoreKeepAlive ? { ignoreKeepAlive } : {}),
      ...(dynamicLevel ? { dynamicLevel } : {}),
      ...(realPath ? { realPath } : {}),
    },
  };
}

/** The tab of a matched location, or undefined when it gets none (403/404, redirect helper, root, still loading). */
export function tabFromMatch(match: RouteMatch, location: TabLocation): Tab | undefined {
  if (match.kind !== 'route' || !mayHaveTab(match.record)) return undefined;
  return tabOf(match.record, tabKeyOf(location.pathname), location, match.params);
}

/** The tab of a location in the console's current route table. */
export function resolveTab(location: TabLocation, table: RouteTableView = currentRouteTable()): Tab | undefined {
  return tabFromMatch(matchRoute(location.pathname, table), location);
}

/** The tabs that never close: routes marked affix, the home route among them (spec §6). */
export function affixTabs(routes: readonly (AppRouteRecord | RouteInfo)[] = getAffixRoutes()): Tab[] {
  return routes.filter(mayHaveTab).map((record) => tabOf(record, tabKeyOf(record.path), { search: '', hash: '' }, {}));
}
