import { asc, inArray } from 'drizzle-orm';
import type { PlatformDb } from '../db/client';
import { adminAccess, adminMenus } from '../db/schema';
import { MENU_ORDER, toAdminMenu } from './admin-menu-service';
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
 * What a signed-in user may see and use, from the admin-edited menus (spec §6 BACK mode):
 * the menu tree of the role, the button permissions of a menu, and the permission codes.
 */
export function createMenuPermissionService(db: PlatformDb) {
  async function menusOf(role: string) {
    const rows = (
      await db
        .select()
        .from(adminMenus)
        .orderBy(...MENU_ORDER)
    ).map(toAdminMenu);
    const visible = visibleIds(rows, role);
    return { rows, visible };
  }

  return {
    /** The role's menu tree, siblings by `order`; hidden entries are kept with their flag (routes without a menu item). */
    async menuTree(role: string) {
      const { rows, visible } = await menusOf(role);
      return nest(rows.filter((row) => visible.has(row.id)));
    },

    /**
     * Access entries of a menu the role sees, as a tree, together with those of its ancestors (so the page
     * of a child route has the buttons of its area). A menu the role does not see, or no menu, has none.
     */
    async menuAccess(role: string, menuId: number) {
      const { rows, visible } = await menusOf(role);
      if (!visible.has(menuId)) return [];
      const menuIds = [menuId, ...ancestorIds(rows, menuId)];
      const entries = await db.select().from(adminAccess).where(inArray(adminAccess.menuId, menuIds)).orderBy(asc(adminAccess.id));
      return nest(entries.map(toAdminAccess));
    },

    /** The auth codes of every access entry of the menus the role sees, sorted, without repeats. */
    async permCodes(role: string): Promise<string[]> {
      const { visible } = await menusOf(role);
      if (visible.size === 0) return [];
      const entries = await db
        .select({ code: adminAccess.authCode })
        .from(adminAccess)
        .where(inArray(adminAccess.menuId, [...visible]));
      return [...new Set(entries.map((e) => e.code))].sort();
    },
  };
}

export type MenuPermissionService = ReturnType<typeof createMenuPermissionService>;
