import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PlatformDb } from '../db/client';
import { adminAccess, adminMenus } from '../db/schema';
import { builtinGrantsOf } from '../roles/builtin-grants';
import type { GrantHolder, GrantService } from '../roles/grant-service';
import { roleAccess, roleMenus, roles } from '../roles/tables';
import { toAdminMenu, MENU_ORDER } from './admin-menu-service';
import { ancestorIds, nest, visibleIds } from './menu-tree';

/** schemas/entities/admin-access.json (the user's view of a menu's buttons). */
const toAdminAccess = (row: typeof adminAccess.$inferSelect) => ({
  id: row.id,
  menu_id: row.menuId,
  parent_id: row.parentId,
  label: row.label,
  auth_code: row.authCode,
  created_at: row.createdAt.toISOString(),
});

/**
 * What a signed-in user may see and use, from the grants of the user's role (server/roles/; spec §6 BACK
 * mode): the menu tree, the button permissions of a menu, and the permission codes. A built-in role holds
 * every access entry of the menus it sees; a custom role the entries it is granted.
 */
export function createMenuPermissionService(db: PlatformDb, grants: GrantService) {
  async function menusOf(holder: GrantHolder) {
    const roleId = await grants.grantRoleId(holder);
    const [rows, granted, [role]] = await Promise.all([
      db
        .select()
        .from(adminMenus)
        .orderBy(...MENU_ORDER),
      roleId === undefined ? [] : db.select({ id: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, roleId)),
      roleId === undefined ? [] : db.select({ builtin: roles.builtin }).from(roles).where(eq(roles.id, roleId)),
    ]);
    const visible = visibleIds(
      rows.map((row) => ({ id: row.id, parent_id: row.parentId })),
      new Set(granted.map((g) => g.id)),
    );
    return { rows, visible, roleId, builtin: role?.builtin ?? true };
  }

  /** The access entries of `menuIds` the role holds. */
  async function entriesOf(menuIds: number[], roleId: number | undefined, builtin: boolean) {
    if (menuIds.length === 0) return [];
    if (builtin || roleId === undefined) {
      return db.select().from(adminAccess).where(inArray(adminAccess.menuId, menuIds)).orderBy(asc(adminAccess.id));
    }
    return db
      .select({ access: adminAccess })
      .from(adminAccess)
      .innerJoin(roleAccess, and(eq(roleAccess.accessId, adminAccess.id), eq(roleAccess.roleId, roleId)))
      .where(inArray(adminAccess.menuId, menuIds))
      .orderBy(asc(adminAccess.id))
      .then((found) => found.map((row) => row.access));
  }

  return {
    /** The role's menu tree, siblings by `order`; hidden entries are kept with their flag (routes without a menu item). */
    async menuTree(holder: GrantHolder) {
      const { rows, visible } = await menusOf(holder);
      return nest(await withRoles(rows.filter((row) => visible.has(row.id))));
    },

    /**
     * Access entries of a menu the role sees, as a tree, together with those of its ancestors (so the page
     * of a child route has the buttons of its area). A menu the role does not see, or no menu, has none.
     */
    async menuAccess(holder: GrantHolder, menuId: number) {
      const { rows, visible, roleId, builtin } = await menusOf(holder);
      if (!visible.has(menuId)) return [];
      const items = rows.map((row) => ({ id: row.id, parent_id: row.parentId }));
      const entries = await entriesOf([menuId, ...ancestorIds(items, menuId)], roleId, builtin);
      // An entry whose parent entry the role lacks becomes a root.
      return nest(entries.map(toAdminAccess));
    },

    /** The auth codes of the access entries the role holds on the menus it sees, sorted, without repeats. */
    async permCodes(holder: GrantHolder): Promise<string[]> {
      const { visible, roleId, builtin } = await menusOf(holder);
      const entries = await entriesOf([...visible], roleId, builtin);
      return [...new Set(entries.map((e) => e.authCode))].sort();
    },
  };

  async function withRoles(menus: (typeof adminMenus.$inferSelect)[]) {
    const byMenu = await builtinGrantsOf(
      db,
      menus.map((menu) => menu.id),
    );
    return menus.map((menu) => toAdminMenu(menu, byMenu.get(menu.id) ?? []));
  }
}

export type MenuPermissionService = ReturnType<typeof createMenuPermissionService>;
