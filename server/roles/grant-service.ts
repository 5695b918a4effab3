import { eq } from 'drizzle-orm';
import type { Role } from '../api/generated/operation-types';
import type { PageSchema } from '../api/schema-loader';
import type { PlatformDb } from '../db/client';
import { adminMenus } from '../menus/tables';
import { visibleIds } from '../menus/menu-tree';
import { builtinRolesByRoute, operationsByRoute } from './page-operations';
import { roleMenus, roles } from './tables';

/** What decides a user's grant role: its custom role, else the built-in role of its `role`. */
export interface GrantHolder {
  role: Role;
  roleId: number | null;
}

/** What one role may reach, worked out once from the grants (until `forget()`). */
interface RoleView {
  /** Menu ids the role sees (granted, and every ancestor granted too). */
  visible: Set<number>;
  /** Operations named by a route of a visible menu. */
  operations: Set<string>;
  /** Routes that have a menu row, none of them visible to the role. */
  hiddenRoutes: Set<string>;
}

interface GrantState {
  pages: readonly PageSchema[];
  builtin: Map<string, number>;
  menus: { id: number; parent_id: number | null; url: string }[];
  menuRoutes: Set<string>;
  opsByRoute: Map<string, Set<string>>;
  /**
   * By kind of role (its base): the operations named by a menu-backed route that the page schemas give that
   * kind. Only these are checked against the grants: a role loses the calls of the pages its kind has and it
   * was not granted, never a call its kind makes outside its pages (the admin's user details, an operator's
   * read of an app named only by the master's pages).
   */
  guarded: Map<Role, Set<string>>;
  granted: Map<number, Set<number>>;
  /** The kinds of role whose pages each route is (the page meta's roles, none: every kind). */
  kindsByRoute: Map<string, readonly Role[]>;
  views: Map<number, RoleView>;
}

/**
 * The grants as the server enforces them, whatever the console's permission mode: which role a user's
 * grants come from, which routes of the page schemas it lacks (GET /api/v1/console/pages leaves them out)
 * and which operations it may call (the auth guard refuses the others with 403). Everything is read once
 * and kept until `forget()`, which every change of a grant, role, menu or page calls; a request then costs
 * a Set lookup.
 */
export function createGrantService(db: PlatformDb, pages: () => readonly PageSchema[]) {
  let state: Promise<GrantState> | undefined;

  async function build(): Promise<GrantState> {
    const current = pages();
    const [roleRows, menuRows, grantRows] = await Promise.all([
      db.select({ id: roles.id, code: roles.code }).from(roles).where(eq(roles.builtin, true)),
      db.select({ id: adminMenus.id, parent_id: adminMenus.parentId, url: adminMenus.url }).from(adminMenus),
      db.select().from(roleMenus),
    ]);
    const menuRoutes = new Set(menuRows.map((row) => row.url));
    const opsByRoute = operationsByRoute(current);
    const kindsByRoute = builtinRolesByRoute(current);
    const guarded = new Map<Role, Set<string>>();
    for (const [route, ops] of opsByRoute) {
      if (!menuRoutes.has(route)) continue;
      for (const kind of kindsByRoute.get(route) ?? []) {
        const set = guarded.get(kind) ?? guarded.set(kind, new Set()).get(kind)!;
        for (const op of ops) set.add(op);
      }
    }
    const granted = new Map<number, Set<number>>();
    for (const row of grantRows) (granted.get(row.roleId) ?? granted.set(row.roleId, new Set()).get(row.roleId)!).add(row.menuId);
    return {
      pages: current,
      builtin: new Map(roleRows.map((row) => [row.code, row.id])),
      menus: menuRows,
      menuRoutes,
      opsByRoute,
      guarded,
      granted,
      kindsByRoute,
      views: new Map(),
    };
  }

  function load(): Promise<GrantState> {
    if (!state) {
      const loading = build();
      state = loading;
      loading.catch(() => {
        if (state === loading) state = undefined;
      });
    }
    return state;
  }

  const forget = () => {
    state = undefined;
  };

  const roleIdIn = (s: GrantState, holder: GrantHolder) => holder.roleId ?? s.builtin.get(holder.role);

  function viewOf(s: GrantState, roleId: number | undefined): RoleView {
    const key = roleId ?? 0;
    const known = s.views.get(key);
    if (known) return known;
    const visible = visibleIds(s.menus, (roleId !== undefined && s.granted.get(roleId)) || new Set());
    const seen = new Set(s.menus.filter((menu) => visible.has(menu.id)).map((menu) => menu.url));
    const operations = new Set<string>();
    for (const route of seen) for (const op of s.opsByRoute.get(route) ?? []) operations.add(op);
    const hiddenRoutes = new Set([...s.menuRoutes].filter((route) => !seen.has(route)));
    const view = { visible, operations, hiddenRoutes };
    s.views.set(key, view);
    return view;
  }

  return {
    /** The id of the role whose grants apply to the user (undefined: no such role row, so no grants). */
    async grantRoleId(holder: GrantHolder): Promise<number | undefined> {
      return roleIdIn(await load(), holder);
    },

    /**
     * Whether the user may call the operation: always, unless a menu-backed route of its kind's pages names
     * it and the user sees no route naming it.
     */
    async allows(holder: GrantHolder, operationId: string): Promise<boolean> {
      const s = await load();
      if (!s.guarded.get(holder.role)?.has(operationId)) return true;
      return viewOf(s, roleIdIn(s, holder)).operations.has(operationId);
    },

    /**
     * The page schemas without the routes of the user's kind whose menu rows it is not granted (a whole
     * entry goes when its own row is not, or when none of its child routes is left). Routes without a menu
     * row stay.
     */
    async pagesFor(holder: GrantHolder, all: readonly PageSchema[]): Promise<PageSchema[]> {
      let s = await load();
      if (s.pages !== all) {
        // A page file changed since the grants were read: read them again with the new pages.
        forget();
        s = await load();
      }
      // Only the routes of the caller's kind go: another kind's pages stay for the developer tools' role
      // switch (ROUTE_MAPPING), which the console filters by role and whose calls the roles refuse.
      const hidden = viewOf(s, roleIdIn(s, holder)).hiddenRoutes;
      const hiddenRoutes = { has: (route: string) => hidden.has(route) && (s.kindsByRoute.get(route)?.includes(holder.role) ?? false) };
      const kept: PageSchema[] = [];
      for (const page of all) {
        if (hiddenRoutes.has(page.path)) continue;
        if (!page.children?.length) {
          kept.push(page);
          continue;
        }
        const children = page.children.filter((child) => !hiddenRoutes.has(child.path));
        if (children.length) kept.push(children.length === page.children.length ? page : { ...page, children });
      }
      return kept;
    },

    /** Forgets what was read: call after any change of a grant, role, menu or access entry. */
    forget,
  };
}

export type GrantService = ReturnType<typeof createGrantService>;
