import type { PageSchema } from '../api/schema-loader';

/** Spec §6 role rule: a route without roles is open; otherwise the role must be listed. */
const allows = (meta: PageSchema['meta'], role: string) => !meta.ignoreRoute && (!meta.roles?.length || meta.roles.some((r) => r === role));

/** Menu order as the console sorts it: entries without an order go last. */
const orderOf = (page: PageSchema) => page.meta.order ?? Number.MAX_SAFE_INTEGER;

/**
 * The page a user lands on after sign-in: the stored home path when the role's menu has that route,
 * else the role's first page in menu order (its first child route), so an admin, whose menu has no
 * dashboard, never lands on one.
 */
export function homePathFor(role: string, stored: string, pages: readonly PageSchema[]): string {
  const routes = [...pages]
    .filter((page) => allows(page.meta, role))
    .sort((a, b) => orderOf(a) - orderOf(b))
    .flatMap((page) => {
      const children = (page.children ?? []).filter((child) => allows(child.meta, role));
      const entries = children.length ? children : [page];
      return entries.map((entry) => ({ path: entry.path, shown: !entry.meta.hideMenu }));
    });
  if (routes.some((route) => route.path === stored)) return stored;
  return (routes.find((route) => route.shown) ?? routes[0])?.path ?? stored;
}
