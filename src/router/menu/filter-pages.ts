import type { ConsolePage, ConsolePageMeta } from './page-types';

/** Spec §6 role mode: a route without roles is open; otherwise the user needs one of them. */
export function rolesAllow(meta: Pick<ConsolePageMeta, 'roles'>, userRoles: readonly string[]): boolean {
  if (!meta.roles || meta.roles.length === 0) return true;
  return meta.roles.some((role) => userRoles.includes(role));
}

function orderOf(meta: ConsolePageMeta): number {
  return meta.order ?? meta.orderNo ?? Number.MAX_SAFE_INTEGER;
}

/** The pages (and children) this user may open, ignoreRoute dropped, sorted by menu order. */
export function pagesForRoles(pages: readonly ConsolePage[], userRoles: readonly string[]): ConsolePage[] {
  return pages
    .filter((page) => !page.meta.ignoreRoute && rolesAllow(page.meta, userRoles))
    .map((page) => ({
      ...page,
      children: page.children?.filter(
        (child) => !child.meta.ignoreRoute && rolesAllow(child.meta, userRoles),
      ),
    }))
    .sort((a, b) => orderOf(a.meta) - orderOf(b.meta));
}
