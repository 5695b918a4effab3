import type { Role } from '../api/generated/operation-types';
import type { PageSchema } from '../api/schema-loader';

/** Every operation id a page body names: lists, actions, forms' submit/load/preview, options, tab counts, cards, charts, details… */
export function operationsOfBody(body: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(body)) {
    for (const item of body) operationsOfBody(item, into);
  } else if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body)) {
      // page-body.schema.json names an operation only under the key `operation`.
      if (key === 'operation' && typeof value === 'string') into.add(value);
      else operationsOfBody(value, into);
    }
  }
  return into;
}

/** The operations each route of the page schemas names in its body, by route path (entries and child routes). */
export function operationsByRoute(pages: readonly PageSchema[]): Map<string, Set<string>> {
  const byRoute = new Map<string, Set<string>>();
  const visit = (route: PageSchema) => {
    const body = (route as PageSchema & { body?: unknown }).body;
    if (body !== undefined) operationsOfBody(body, byRoute.get(route.path) ?? byRoute.set(route.path, new Set()).get(route.path));
    for (const child of route.children ?? []) visit(child);
  };
  for (const page of pages) visit(page);
  return byRoute;
}

const BUILTIN: readonly Role[] = ['admin', 'master', 'official'];

/**
 * The built-in roles the seed grants each route (server/demo/seed-menus.ts): a page's meta roles (none:
 * every built-in role), a child's own or else its page's.
 */
export function builtinRolesByRoute(pages: readonly PageSchema[]): Map<string, readonly Role[]> {
  const byRoute = new Map<string, readonly Role[]>();
  for (const page of pages) {
    const pageRoles = page.meta.roles?.length ? page.meta.roles : BUILTIN;
    byRoute.set(page.path, pageRoles);
    for (const child of page.children ?? []) byRoute.set(child.path, child.meta.roles?.length ? child.meta.roles : pageRoles);
  }
  return byRoute;
}
