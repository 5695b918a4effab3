/**
 * The rules of access entries beyond storing them (the entries themselves are the resource
 * schemas/resources/admin-access.json): the menu must exist, a parent must be an entry of the same menu
 * and not the entry itself or below it, an auth code is unique within its menu, an entry with nested
 * entries goes only with cascade, and tree=1 lists the entries nested.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { PlatformDb } from '../db/client';
import { adminAccess, adminMenus } from '../db/schema';
import { BizCode, bizError } from '../http/api-error';
import type { HookContext, NamedHook, ResourceRecord } from '../resources/hook-types';
import { nest, prune, subtreeIds } from './menu-tree';

const codeTaken = () => bizError(BizCode.accessCodeTaken, 'access.codeTaken');
const parentInvalid = () => bizError(BizCode.accessParentInvalid, 'access.parentInvalid');

/** Platform resources get the platform's database (the guard let only admins through). */
function platformOf(ctx: HookContext): PlatformDb {
  if (!ctx.platform) throw new Error(`${ctx.resource.source}: access entries are platform data`);
  return ctx.platform;
}

const entriesOfMenu = (db: PlatformDb, menuId: number) =>
  db.select({ id: adminAccess.id, parent_id: adminAccess.parentId }).from(adminAccess).where(eq(adminAccess.menuId, menuId));

/** A parent entry must belong to the same menu and must not be the entry itself or below it. */
async function checkParent(db: PlatformDb, menuId: number, entryId: number | undefined, parentId: unknown) {
  if (parentId == null) return;
  const rows = await entriesOfMenu(db, menuId);
  if (!rows.some((row) => row.id === parentId)) throw parentInvalid();
  if (entryId !== undefined && subtreeIds(rows, entryId).includes(parentId as number)) throw parentInvalid();
}

async function checkCodeFree(db: PlatformDb, menuId: number, code: unknown, entryId?: number) {
  if (typeof code !== 'string') return;
  const [taken] = await db
    .select({ id: adminAccess.id })
    .from(adminAccess)
    .where(
      and(eq(adminAccess.menuId, menuId), eq(adminAccess.authCode, code), entryId === undefined ? undefined : ne(adminAccess.id, entryId)),
    )
    .limit(1);
  if (taken) throw codeTaken();
}

const toRecord = (row: typeof adminAccess.$inferSelect): ResourceRecord => ({
  id: row.id,
  menu_id: row.menuId,
  parent_id: row.parentId,
  label: row.label,
  auth_code: row.authCode,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const adminAccessHooks: Record<string, NamedHook> = {
  adminAccessTree: {
    kind: 'list',
    async run(ctx, query) {
      if (query.tree !== 1) return undefined;
      const db = platformOf(ctx);
      const rows = await db
        .select()
        .from(adminAccess)
        .where(typeof query.menu_id === 'number' ? eq(adminAccess.menuId, query.menu_id) : undefined)
        .orderBy(asc(adminAccess.menuId), asc(adminAccess.id));
      const code = typeof query.auth_code === 'string' ? query.auth_code.trim().toLowerCase() : '';
      const label = typeof query.label === 'string' ? query.label.trim().toLowerCase() : '';
      const matches = (entry: ResourceRecord) =>
        (!code || String(entry.auth_code).toLowerCase().includes(code)) && (!label || String(entry.label).toLowerCase().includes(label));
      const tree = nest(rows.map(toRecord) as (ResourceRecord & { parent_id: number | null })[]);
      const items = code || label ? prune(tree, matches) : tree;
      return { items, total: items.length };
    },
  },

  adminAccessBeforeAdd: {
    kind: 'beforeAdd',
    async run(ctx, values) {
      const db = platformOf(ctx);
      const menuId = values.menu_id as number;
      const [menu] = await db.select({ id: adminMenus.id }).from(adminMenus).where(eq(adminMenus.id, menuId)).limit(1);
      if (!menu) throw bizError(BizCode.accessMenuNotFound, 'access.menuNotFound');
      await checkParent(db, menuId, undefined, values.parent_id);
      await checkCodeFree(db, menuId, values.auth_code);
      return values;
    },
  },

  adminAccessBeforeEdit: {
    kind: 'beforeEdit',
    async run(ctx, current, changes) {
      const db = platformOf(ctx);
      await checkParent(db, current.menu_id as number, current.id, changes.parent_id);
      await checkCodeFree(db, current.menu_id as number, changes.auth_code, current.id);
      return changes;
    },
  },

  adminAccessBeforeDelete: {
    kind: 'beforeDelete',
    async run(ctx, records, input) {
      const db = platformOf(ctx);
      const ids: number[] = [];
      for (const record of records) {
        const subtree = subtreeIds(await entriesOfMenu(db, record.menu_id as number), record.id);
        if (subtree.length > 1 && input.cascade !== true) throw bizError(BizCode.accessHasChildren, 'access.hasChildren');
        ids.push(...subtree);
      }
      return ids;
    },
  },
};
