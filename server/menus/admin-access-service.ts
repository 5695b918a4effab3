import { and, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adminAccess, adminMenus } from '../db/schema';
import { ApiError, BizCode, bizError, notFound } from '../http/api-error';
import { violatedForeignKey, violatedUniqueIndex } from '../shared/db-errors';
import { containsPattern, pageWindow, type ListParams, type ListResult } from '../shared/list-query';
import { nest, prune, subtreeIds, type TreeNode } from './menu-tree';

export type AccessRow = typeof adminAccess.$inferSelect;

export interface AdminAccessFields {
  menu_id: number;
  parent_id?: number | null;
  label: string;
  auth_code: string;
}

export type AdminAccessEdit = Partial<Omit<AdminAccessFields, 'menu_id'>> & { id: number };

export interface AdminAccessListQuery extends ListParams {
  menu_id?: number;
  auth_code?: string;
  label?: string;
  /** 1: the entries as a tree (filters keep matches and their ancestors; no paging). */
  tree?: 0 | 1;
}

/** schemas/entities/admin-access.json */
export const toAdminAccess = (row: AccessRow) => ({
  id: row.id,
  menu_id: row.menuId,
  parent_id: row.parentId,
  label: row.label,
  auth_code: row.authCode,
  created_at: row.createdAt.toISOString(),
});

export type AdminAccess = ReturnType<typeof toAdminAccess>;

export const ACCESS_ORDER = [asc(adminAccess.menuId), asc(adminAccess.id)];

const codeTaken = () => bizError(BizCode.accessCodeTaken, 'access.codeTaken');
const parentInvalid = () => bizError(BizCode.accessParentInvalid, 'access.parentInvalid');

function filled(field: string, value: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw new ApiError(400, 400, 'validation.required', { field });
  return trimmed;
}

/** The admin's editor of button permissions (spec §7 admin-access): list, add, edit, delete. */
export function createAdminAccessService(db: Db) {
  async function findEntry(id: number): Promise<AccessRow> {
    const [row] = await db.select().from(adminAccess).where(eq(adminAccess.id, id)).limit(1);
    if (!row) throw notFound();
    return row;
  }

  /** A parent entry must belong to the same menu and must not be the entry itself or below it. */
  async function checkParent(menuId: number, entryId: number | undefined, parentId: number | null | undefined) {
    if (parentId == null) return;
    const rows = await db
      .select({ id: adminAccess.id, parent_id: adminAccess.parentId })
      .from(adminAccess)
      .where(eq(adminAccess.menuId, menuId));
    if (!rows.some((row) => row.id === parentId)) throw parentInvalid();
    if (entryId !== undefined && subtreeIds(rows, entryId).includes(parentId)) throw parentInvalid();
  }

  function translateWriteError(error: unknown): never {
    if (violatedUniqueIndex(error) === 'admin_access_menu_code_idx') throw codeTaken();
    if (violatedForeignKey(error)) throw parentInvalid();
    throw error;
  }

  return {
    async list(query: AdminAccessListQuery): Promise<ListResult<AdminAccess | TreeNode<AdminAccess>>> {
      const code = query.auth_code?.trim().toLowerCase();
      const label = query.label?.trim().toLowerCase();
      const byMenu = query.menu_id !== undefined ? eq(adminAccess.menuId, query.menu_id) : undefined;
      if (query.tree === 1) {
        const rows = await db
          .select()
          .from(adminAccess)
          .where(byMenu)
          .orderBy(...ACCESS_ORDER);
        const matches = (entry: AdminAccess) =>
          (!code || entry.auth_code.toLowerCase().includes(code)) && (!label || entry.label.toLowerCase().includes(label));
        const tree = nest(rows.map(toAdminAccess));
        const items = code || label ? prune(tree, matches) : tree;
        return { items, total: items.length };
      }
      const filters: SQL[] = byMenu ? [byMenu] : [];
      if (code) filters.push(ilike(adminAccess.authCode, containsPattern(code)));
      if (label) filters.push(ilike(adminAccess.label, containsPattern(label)));
      const where = filters.length ? and(...filters) : undefined;
      const { limit, offset } = pageWindow(query);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(adminAccess)
          .where(where)
          .orderBy(...ACCESS_ORDER)
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(adminAccess).where(where),
      ]);
      return { items: rows.map(toAdminAccess), total: totals?.total ?? 0 };
    },

    async add(input: AdminAccessFields): Promise<AdminAccess> {
      const [menu] = await db.select({ id: adminMenus.id }).from(adminMenus).where(eq(adminMenus.id, input.menu_id)).limit(1);
      if (!menu) throw bizError(BizCode.accessMenuNotFound, 'access.menuNotFound');
      await checkParent(input.menu_id, undefined, input.parent_id);
      try {
        const [row] = await db
          .insert(adminAccess)
          .values({
            menuId: input.menu_id,
            parentId: input.parent_id ?? null,
            label: filled('label', input.label),
            authCode: filled('auth_code', input.auth_code),
          })
          .returning();
        return toAdminAccess(row!);
      } catch (error) {
        // The menu itself may have gone meanwhile; the answer is the same as for a vanished parent.
        translateWriteError(error);
      }
    },

    async edit(input: AdminAccessEdit): Promise<AdminAccess> {
      const entry = await findEntry(input.id);
      await checkParent(entry.menuId, entry.id, input.parent_id);
      const values = {
        ...(input.parent_id !== undefined ? { parentId: input.parent_id } : {}),
        ...(input.label !== undefined ? { label: filled('label', input.label) } : {}),
        ...(input.auth_code !== undefined ? { authCode: filled('auth_code', input.auth_code) } : {}),
      };
      if (Object.keys(values).length === 0) return toAdminAccess(entry);
      try {
        const [row] = await db.update(adminAccess).set(values).where(eq(adminAccess.id, entry.id)).returning();
        if (!row) throw notFound();
        return toAdminAccess(row);
      } catch (error) {
        translateWriteError(error);
      }
    },

    /** Deletes an entry; one with child entries is refused (100313) unless `cascade` deletes them too. */
    async remove(id: number, cascade: boolean): Promise<{ deleted: number }> {
      const entry = await findEntry(id);
      const rows = await db
        .select({ id: adminAccess.id, parent_id: adminAccess.parentId })
        .from(adminAccess)
        .where(eq(adminAccess.menuId, entry.menuId));
      const ids = subtreeIds(rows, id);
      if (!cascade && ids.length > 1) throw bizError(BizCode.accessHasChildren, 'access.hasChildren');
      try {
        const removed = await db.delete(adminAccess).where(inArray(adminAccess.id, ids)).returning({ id: adminAccess.id });
        return { deleted: removed.length };
      } catch (error) {
        // A child entry was added meanwhile.
        if (violatedForeignKey(error)) throw bizError(BizCode.accessHasChildren, 'access.hasChildren');
        throw error;
      }
    },
  };
}

export type AdminAccessService = ReturnType<typeof createAdminAccessService>;
