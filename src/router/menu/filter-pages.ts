import { rolesAllow } from '../permission/roles-allow';
import { orderOf } from '../routes/route-tree';
import type { ConsolePage } from './page-types';

export { rolesAllow };

/**
 * The pages (and children) this user may open, ignoreRoute dropped, sorted by menu order: the
 * ROUTE_MAPPING rule over page schemas alone. The console's menu comes from the permission store
 * (useMenus), which applies the configured mode.
 */
export function pagesForRoles(pages: readonly ConsolePage[], userRoles: readonly string[]): ConsolePage[] {
  return pages
    .filter((page) => !page.meta.ignoreRoute && rolesAllow(page.meta, userRoles))
    .map((page) => ({
      ...page,
      children: page.children?.filter((child) => !child.meta.ignoreRoute && rolesAllow(child.meta, userRoles)),
    }))
    .sort((a, b) => orderOf(a.meta) - orderOf(b.meta));
}
