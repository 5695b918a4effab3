import type { BodyOf, QueryOf } from '../api/operation-inputs';
import { and, asc, count, eq, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import type { PlatformDb } from '../db/client';
import { adminAccess, adminMenus } from '../db/schema';
import { ApiError, BizCode, bizError, notFound } from '../http/api-error';
import { violatedForeignKey, violatedUniqueIndex } from '../shared/db-errors';
import { containsPattern, orderByOf, pageWindow, type ListResult } from '../shared/list-query';
import { sortColumnsOf } from '../shared/sort-columns';
import { BUILTIN_ROLES, builtinGrantsOf, grantToBuiltins, revokeFromBuiltins } from '../roles/builtin-grants';
import type { Role } from '../api/generated/operation-types';
import { ancestorIds, nest, prune, subtreeIds, type TreeNode } from './menu-tree';

export type MenuRow = typeof adminMenus.$inferSelect;

/** schemas/entities/admin-menu.json; `roles`: the built-in roles granted the entry (server/roles/). */
export const toAdminMenu = (row: MenuRow, roles: Role[]) => ({
  id: row.id,
  parent_id: row.parentId,
  name: row.name,
  title: row.title,
  url: row.url,
  component: row.component,
  icon: row.icon,
  order: row.order,
  roles,
  hidden: row.hidden,
  redirect: row.redirect,
  meta: row.meta,
  created_at: row.createdAt.toISOString(),
});

export type AdminMenu = ReturnType<typeof toAdminMenu>;

const SORTABLE = sortColumnsOf('adminMenuList', {
  id: adminMenus.id,
  order: adminMenus.order,
  name: adminMenus.name,
  title: adminMenus.title,
  url: adminMenus.url,
  created_at: adminMenus.createdAt,
});

/** The admin's role and menu editors (schemas/pages/systems.json): the admin role never loses them. */
const ADMIN_KEEPS = ['/systems/sub/accounts/role', '/systems/sub/accounts/auth'];

/** Siblings in menu order: `order`, then creation (id). */
export const MENU_ORDER = [asc(adminMenus.order), asc(adminMenus.id)];

const nameTaken = () => bizError(BizCode.menuNameTaken, 'menu.nameTaken');
const parentInvalid = () => bizError(BizCode.menuParentInvalid, 'menu.parentInvalid');
const inUse = () => bizError(BizCode.menuInUse, 'menu.inUse');

/** A text that must not be blank after trimming (the schema's minLength cannot see whitespace). */
function filled(field: string, value: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw new ApiError(400, 400, 'validation.required', { field });
  return trimmed;
}

/** Column values of the fields present in an add or edit body. */
function columnsOf(input: Omit<BodyOf<'adminMenuEdit'>, 'id'>) {
  const has = (key: keyof typeof input) => input[key] !== undefined;
  return {
    ...(has('parent_id') ? { parentId: input.parent_id ?? null } : {}),
    ...(has('name') ? { name: filled('name', input.name!) } : {}),
    ...(has('title') ? { title: filled('title', input.title!) } : {}),
    ...(has('url') ? { url: filled('url', input.url!) } : {}),
    ...(has('component') ? { component: filled('component', input.component!) } : {}),
    ...(has('icon') ? { icon: input.icon!.trim() } : {}),
    ...(has('order') ? { order: input.order! } : {}),
    ...(has('hidden') ? { hidden: input.hidden! } : {}),
    ...(has('redirect') ? { redirect: input.redirect!.trim() } : {}),
    ...(has('meta') ? { meta: input.meta! } : {}),
  };
}

/** The admin's menu editor (spec §7 admin-menu): list, add, edit, delete. */
export function createAdminMenuService(db: PlatformDb) {
  const allMenus = () =>
    db
      .select()
      .from(adminMenus)
      .orderBy(...MENU_ORDER);

  /** The rows with their built-in roles' grants. */
  async function answered(rows: MenuRow[]): Promise<AdminMenu[]> {
    const byMenu = await builtinGrantsOf(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toAdminMenu(row, byMenu.get(row.id) ?? []));
  }

  /**
   * The built-in roles a new entry is granted: those named, or (none named) those granted its parent,
   * every built-in role for a top-level entry.
   */
  async function rolesOfNew(parentId: number | null | undefined, named: Role[] | undefined): Promise<readonly Role[]> {
    if (named) return [...new Set(named)];
    if (parentId == null) return BUILTIN_ROLES;
    return (await builtinGrantsOf(db, [parentId])).get(parentId) ?? [];
  }

  async function findMenu(id: number): Promise<MenuRow> {
    const [row] = await db.select().from(adminMenus).where(eq(adminMenus.id, id)).limit(1);
    if (!row) throw notFound();
    return row;
  }

  /** A parent must exist and must not be the menu itself or one of its descendants. */
  async function checkParent(menuId: number | undefined, parentId: number | null | undefined) {
    if (parentId == null) return;
    const rows = await db.select({ id: adminMenus.id, parent_id: adminMenus.parentId }).from(adminMenus);
    if (!rows.some((row) => row.id === parentId)) throw parentInvalid();
    if (menuId !== undefined && subtreeIds(rows, menuId).includes(parentId)) throw parentInvalid();
  }

  /**
   * The menu drawer's `roles` of an entry: the built-in roles named gain the entry and what hangs below
   * it (and its ancestors, without which it would not show), the others lose the entry and what hangs
   * below it. The admin keeps the roles and menus pages (101305), so it can never lock itself out.
   */
  async function writeRoles(tx: Pick<PlatformDb, 'select' | 'insert' | 'delete'>, id: number, roles: Role[]) {
    const current = (await builtinGrantsOf(tx, [id])).get(id) ?? [];
    const rows = await tx.select({ id: adminMenus.id, parent_id: adminMenus.parentId, url: adminMenus.url }).from(adminMenus);
    const below = subtreeIds(rows, id);
    const holdsEditor = rows.some((row) => below.includes(row.id) && ADMIN_KEEPS.includes(row.url));
    if (holdsEditor && current.includes('admin') && !roles.includes('admin')) throw bizError(BizCode.roleLocked, 'role.locked');
    await grantToBuiltins(
      tx,
      [...below, ...ancestorIds(rows, id)],
      roles.filter((role) => !current.includes(role)),
    );
    await revokeFromBuiltins(
      tx,
      below,
      current.filter((role) => !roles.includes(role)),
    );
  }

  function translateWriteError(error: unknown): never {
    if (violatedUniqueIndex(error) === 'admin_menus_name_idx') throw nameTaken();
    // The parent was deleted between the check and the write.
    if (violatedForeignKey(error)) throw parentInvalid();
    throw error;
  }

  return {
    async list(query: QueryOf<'adminMenuList'>): Promise<ListResult<AdminMenu | TreeNode<AdminMenu>>> {
      const title = query.title?.trim().toLowerCase();
      const name = query.name?.trim().toLowerCase();
      if (query.tree === 1) {
        const matches = (menu: AdminMenu) =>
          (!title || menu.title.toLowerCase().includes(title)) && (!name || menu.name.toLowerCase().includes(name));
        const tree = nest(await answered(await allMenus()));
        const items = title || name ? prune(tree, matches) : tree;
        return { items, total: items.length };
      }
      const filters: SQL[] = [];
      if (title) filters.push(ilike(adminMenus.title, containsPattern(title)));
      if (name) filters.push(ilike(adminMenus.name, containsPattern(name)));
      if (query.parent_id === 0) filters.push(isNull(adminMenus.parentId));
      else if (query.parent_id !== undefined) filters.push(eq(adminMenus.parentId, query.parent_id));
      const where = filters.length ? and(...filters) : undefined;
      const { limit, offset } = pageWindow(query);
      const orderBy = orderByOf(query, SORTABLE, MENU_ORDER, adminMenus.id);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(adminMenus)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(adminMenus).where(where),
      ]);
      return { items: await answered(rows), total: totals?.total ?? 0 };
    },

    async add(input: BodyOf<'adminMenuAdd'>): Promise<AdminMenu> {
      const values = columnsOf(input);
      await checkParent(undefined, input.parent_id);
      const roles = await rolesOfNew(input.parent_id, input.roles);
      try {
        const row = await db.transaction(async (tx) => {
          const [added] = await tx
            .insert(adminMenus)
            .values({ ...values, name: values.name!, title: values.title!, url: values.url!, component: values.component! })
            .returning();
          await grantToBuiltins(tx, [added!.id], roles);
          return added!;
        });
        return (await answered([row]))[0]!;
      } catch (error) {
        translateWriteError(error);
      }
    },

    async edit(input: BodyOf<'adminMenuEdit'>): Promise<AdminMenu> {
      await findMenu(input.id);
      const { id, ...fields } = input;
      const values = columnsOf(fields);
      await checkParent(id, fields.parent_id);
      if (Object.keys(values).length === 0 && !fields.roles) return (await answered([await findMenu(id)]))[0]!;
      try {
        const row = await db.transaction(async (tx) => {
          const [changed] = Object.keys(values).length
            ? await tx.update(adminMenus).set(values).where(eq(adminMenus.id, id)).returning()
            : await tx.select().from(adminMenus).where(eq(adminMenus.id, id));
          if (!changed) throw notFound();
          if (fields.roles) await writeRoles(tx, id, [...new Set(fields.roles)]);
          return changed;
        });
        return (await answered([row]))[0]!;
      } catch (error) {
        translateWriteError(error);
      }
    },

    /**
     * Deletes a menu. A menu with sub-menus or access entries is refused (100303) unless `cascade`,
     * which deletes the whole subtree with every access entry of it.
     */
    async remove(id: number, cascade: boolean): Promise<{ deleted: number; access_deleted: number }> {
      await findMenu(id);
      const rows = await db.select({ id: adminMenus.id, parent_id: adminMenus.parentId }).from(adminMenus);
      const ids = subtreeIds(rows, id);
      const [access] = await db.select({ n: count() }).from(adminAccess).where(inArray(adminAccess.menuId, ids));
      if (!cascade && (ids.length > 1 || (access?.n ?? 0) > 0)) throw inUse();
      try {
        return await db.transaction(async (tx) => {
          const removedAccess = await tx.delete(adminAccess).where(inArray(adminAccess.menuId, ids)).returning({ id: adminAccess.id });
          const removed = await tx.delete(adminMenus).where(inArray(adminMenus.id, ids)).returning({ id: adminMenus.id });
          return { deleted: removed.length, access_deleted: removedAccess.length };
        });
      } catch (error) {
        // A sub-menu or access entry was added meanwhile.
        if (violatedForeignKey(error)) throw inUse();
        throw error;
      }
    },
  };
}

export type AdminMenuService = ReturnType<typeof createAdminMenuService>;
