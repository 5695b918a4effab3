import { and, eq, inArray } from 'drizzle-orm';
import type { Role } from '../api/generated/operation-types';
import type { PlatformDb } from '../db/client';
import { roleMenus, roles } from './tables';

/** The built-in roles, one per base; their codes are their bases. */
export const BUILTIN_ROLES: readonly Role[] = ['admin', 'master', 'official'];

type Writer = Pick<PlatformDb, 'select' | 'insert' | 'delete'>;

/**
 * The ids of the built-in role rows by code. The migration inserts them; this inserts any that are
 * missing (a database whose rows were removed by hand), so the seed's grants always have their roles.
 */
export async function builtinRoleIds(db: Writer): Promise<Map<Role, number>> {
  await db
    .insert(roles)
    .values(BUILTIN_ROLES.map((code) => ({ code, name: code, base: code, builtin: true })))
    .onConflictDoNothing();
  const rows = await db
    .select({ id: roles.id, code: roles.code })
    .from(roles)
    .where(and(eq(roles.builtin, true), inArray(roles.code, [...BUILTIN_ROLES])));
  return new Map(rows.map((row) => [row.code as Role, row.id]));
}

/** Grants menus to the built-in roles named (a new menu row: the page meta's roles, or the menu drawer's). */
export async function grantToBuiltins(db: Writer, menuIds: number[], codes: readonly Role[]) {
  if (menuIds.length === 0 || codes.length === 0) return;
  const ids = await builtinRoleIds(db);
  const values = codes.flatMap((code) => menuIds.map((menuId) => ({ roleId: ids.get(code)!, menuId })));
  await db.insert(roleMenus).values(values).onConflictDoNothing();
}

/** Takes menus away from the built-in roles named. */
export async function revokeFromBuiltins(db: Writer, menuIds: number[], codes: readonly Role[]) {
  if (menuIds.length === 0 || codes.length === 0) return;
  const ids = await builtinRoleIds(db);
  const roleIds = codes.map((code) => ids.get(code)!);
  await db.delete(roleMenus).where(and(inArray(roleMenus.roleId, roleIds), inArray(roleMenus.menuId, menuIds)));
}

/** The built-in roles granted each of `menuIds` (a menu's `roles` in the menu editor's answers). */
export async function builtinGrantsOf(db: Pick<PlatformDb, 'select'>, menuIds: number[]): Promise<Map<number, Role[]>> {
  const byMenu = new Map<number, Role[]>(menuIds.map((id) => [id, []]));
  if (menuIds.length === 0) return byMenu;
  const rows = await db
    .select({ menuId: roleMenus.menuId, code: roles.code })
    .from(roleMenus)
    .innerJoin(roles, eq(roles.id, roleMenus.roleId))
    .where(and(eq(roles.builtin, true), inArray(roleMenus.menuId, menuIds)));
  for (const row of rows) byMenu.get(row.menuId)?.push(row.code as Role);
  for (const list of byMenu.values()) list.sort((a, b) => BUILTIN_ROLES.indexOf(a) - BUILTIN_ROLES.indexOf(b));
  return byMenu;
}
