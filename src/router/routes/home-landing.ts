import { flattenRoutes, landingPathOf } from './route-tree';
import type { AppRouteRecord } from './route-types';

/** True when the user's own route table (the routes their role or menu gives them) holds the path. */
export function routesInclude(routes: readonly AppRouteRecord[], path: string): boolean {
  const wanted = path.split(/[?#]/)[0]!.toLowerCase();
  return flattenRoutes(routes).some((record) => record.path.toLowerCase() === wanted);
}

/** The first page of the user's menu (hidden entries skipped), or undefined for an empty menu. */
export function firstMenuPage(routes: readonly AppRouteRecord[]): string | undefined {
  const first = routes.find((record) => !record.meta.hideMenu);
  return first ? landingPathOf(first) : undefined;
}

/**
 * Where "home" is for a user whose routes are built: their homePath when their routes hold it
 * (following a group's redirect), else the first page of their own menu; a user with an empty
 * menu keeps the homePath (the fixed routes still open it).
 */
export function landingHomePath(homePath: string, routes: readonly AppRouteRecord[]): string {
  if (routesInclude(routes, homePath)) return homePath;
  return firstMenuPage(routes) ?? homePath;
}
