import type { AppRouteRecord } from './route-types';

/**
 * Spec §6: the home path's route is affixed (its tab never closes). A home that redirects
 * (e.g. /dashboard → /dashboard/analysis) passes the mark to where it leads. Returns new records.
 */
export function patchHomeAffix(records: readonly AppRouteRecord[], homePath: string): AppRouteRecord[] {
  const byPath = new Map<string, AppRouteRecord>();
  const collect = (list: readonly AppRouteRecord[]) =>
    list.forEach((record) => {
      byPath.set(record.path, record);
      collect(record.children ?? []);
    });
  collect(records);

  let target = homePath;
  const seen = new Set<string>();
  while (byPath.get(target)?.redirect && !seen.has(target)) {
    seen.add(target);
    target = byPath.get(target)!.redirect!;
  }
  if (!byPath.has(target)) return [...records];

  const patch = (list: readonly AppRouteRecord[]): AppRouteRecord[] =>
    list.map((record) => {
      const children = record.children ? patch(record.children) : undefined;
      const meta = record.path === target ? { ...record.meta, affix: true } : record.meta;
      return { ...record, meta, ...(children ? { children } : {}) };
    });
  return patch(records);
}
