import type { AppRouteRecord } from './route-types';

/** Menu and route order: order, else orderNo; entries without either go last, in their given order. */
export function orderOf(meta: { order?: number; orderNo?: number }): number {
  return meta.order ?? meta.orderNo ?? Number.MAX_SAFE_INTEGER;
}

/** Siblings sorted by order at every level (stable: equal orders keep their given order). */
export function sortByOrder<T extends { meta: { order?: number; orderNo?: number }; children?: T[] }>(records: readonly T[]): T[] {
  return [...records]
    .sort((a, b) => orderOf(a.meta) - orderOf(b.meta))
    .map((record) => (record.children ? { ...record, children: sortByOrder(record.children) } : record));
}

/** Keeps the records (and children) the predicate accepts; a dropped parent takes its children with it. */
export function filterTree(records: readonly AppRouteRecord[], keep: (record: AppRouteRecord) => boolean): AppRouteRecord[] {
  return records.filter(keep).map((record) => (record.children ? { ...record, children: filterTree(record.children, keep) } : record));
}

/** Every record of the tree, parents before their children. */
export function flattenRoutes(records: readonly AppRouteRecord[]): AppRouteRecord[] {
  return records.flatMap((record) => [record, ...flattenRoutes(record.children ?? [])]);
}

/** The path a group opens: its redirect, else its first child's landing path, else its own. */
export interface LandingNode {
  path: string;
  redirect?: string;
  children?: readonly LandingNode[];
}

export function landingPathOf(record: LandingNode): string {
  if (record.redirect) return record.redirect;
  const first = record.children?.[0];
  return first ? landingPathOf(first) : record.path;
}

/** True for "/x/" (not "/"): strict matching makes it another path than "/x", one no route has. */
export function hasTrailingSlash(pathname: string): boolean {
  return pathname.length > 1 && pathname.endsWith('/');
}
