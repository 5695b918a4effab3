import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { BodyOf, QueryOf } from '../api/operation-inputs';
import type { Role } from '../api/generated/operation-types';
import type { PlatformDb } from '../db/client';
import { users } from '../auth/tables';
import { ApiError, BizCode, bizError, notFound } from '../http/api-error';
import { violatedForeignKey, violatedUniqueIndex } from '../shared/db-errors';
import { containsPattern, orderByOf, pageWindow, type ListResult } from '../shared/list-query';
import { sortColumnsOf } from '../shared/sort-columns';
import { readGrantable } from './grant-tree';
import { roleAccess, roleMenus, roles } from './tables';

type RoleRow = typeof roles.$inferSelect;

const SORTABLE = sortColumnsOf('adminRoleList', { id: roles.id, name: roles.name, created_at: roles.createdAt });

const codeTaken = () => bizError(BizCode.roleCodeTaken, 'role.codeTaken');
const grantInvalid = () => bizError(BizCode.roleGrantInvalid, 'role.grantInvalid');
const locked = () => bizError(BizCode.roleLocked, 'role.locked');

/** A text that must not be blank after trimming. */
function filled(field: string, value: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw new ApiError(400, 400, 'validation.required', { field });
  return trimmed;
}

/** The built-in admin role: its grants cannot be edited, so the admin never locks itself out. */
const isLocked = (row: RoleRow) => row.builtin && row.code === 'admin';

/**
 * The admin's role editor (server/roles/): list, add, edit (name, remark, grants), delete, the grant tree,
 * and giving an account a role. `onChange` runs after every change (the grant service's `forget`).
 */
export function createRoleService(db: PlatformDb, onChange: () => void) {
  async function findRole(id: number): Promise<RoleRow> {
    const [row] = await db.select().from(roles).where(eq(roles.id, id)).limit(1);
    if (!row) throw notFound();
    return row;
  }

  /** Accounts whose grants come from each role: a custom role's holders, a built-in's accounts of its base without one. */
  async function membersOf(rows: RoleRow[]): Promise<Map<number, number>> {
    const counts = new Map<number, number>();
    const custom = rows.filter((row) => !row.builtin).map((row) => row.id);
    if (custom.length) {
      const found = await db
        .select({ id: users.roleId, n: count() })
        .from(users)
        .where(inArray(users.roleId, custom))
        .groupBy(users.roleId);
      for (const row of found) counts.set(row.id!, row.n);
    }
    const builtin = rows.filter((row) => row.builtin);
    if (builtin.length) {
      const found = await db.select({ role: users.role, n: count() }).from(users).where(isNull(users.roleId)).groupBy(users.role);
      for (const row of builtin) counts.set(row.id, found.find((f) => f.role === row.code)?.n ?? 0);
    }
    return counts;
  }

  async function answered(rows: RoleRow[]) {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [members, menuRows, accessRows, grantable] = await Promise.all([
      membersOf(rows),
      db.select().from(roleMenus).where(inArray(roleMenus.roleId, ids)),
      db.select().from(roleAccess).where(inArray(roleAccess.roleId, ids)),
      readGrantable(db),
    ]);
    return rows.map((row) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      base: row.base,
      builtin: row.builtin,
      locked: isLocked(row),
      remark: row.remark,
      members: members.get(row.id) ?? 0,
      grants: grantable.checkedKeys(
        {
          menuIds: new Set(menuRows.filter((g) => g.roleId === row.id).map((g) => g.menuId)),
          accessIds: new Set(accessRows.filter((g) => g.roleId === row.id).map((g) => g.accessId)),
        },
        row.builtin,
      ),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    }));
  }

  /** Replaces a role's grants with those the keys name (a built-in role keeps no access entries of its own). */
  async function writeGrants(tx: Pick<PlatformDb, 'select' | 'insert' | 'delete'>, role: RoleRow, keys: string[]) {
    const resolved = (await readGrantable(tx)).resolve(keys);
    if (!resolved) throw grantInvalid();
    await tx.delete(roleMenus).where(eq(roleMenus.roleId, role.id));
    await tx.delete(roleAccess).where(eq(roleAccess.roleId, role.id));
    if (resolved.menuIds.length) await tx.insert(roleMenus).values(resolved.menuIds.map((menuId) => ({ roleId: role.id, menuId })));
    if (!role.builtin && resolved.accessIds.length) {
      await tx.insert(roleAccess).values(resolved.accessIds.map((accessId) => ({ roleId: role.id, accessId })));
    }
  }

  return {
    async list(query: QueryOf<'adminRoleList'>): Promise<ListResult<Awaited<ReturnType<typeof answered>>[number]>> {
      const filters: SQL[] = [];
      if (query.name?.trim())
        filters.push(or(ilike(roles.name, containsPattern(query.name)), ilike(roles.code, containsPattern(query.name)))!);
      if (query.base) filters.push(eq(roles.base, query.base));
      const where = filters.length ? and(...filters) : undefined;
      const { limit, offset } = pageWindow(query);
      const orderBy = orderByOf(query, SORTABLE, [desc(roles.builtin), asc(roles.id)], roles.id);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(roles)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(roles).where(where),
      ]);
      return { items: await answered(rows), total: totals?.total ?? 0 };
    },

    async add(input: BodyOf<'adminRoleAdd'>) {
      const name = filled('name', input.name);
      try {
        const row = await db.transaction(async (tx) => {
          const [added] = await tx
            .insert(roles)
            .values({ code: input.code, name, base: input.base, remark: input.remark?.trim() ?? '' })
            .returning();
          await writeGrants(tx, added!, input.grants ?? []);
          return added!;
        });
        onChange();
        return (await answered([row]))[0]!;
      } catch (error) {
        if (violatedUniqueIndex(error) === 'roles_code_idx') throw codeTaken();
        throw error;
      }
    },

    async edit(input: BodyOf<'adminRoleEdit'>) {
      const current = await findRole(input.id);
      if (input.grants && isLocked(current)) throw locked();
      const values = {
        ...(input.name !== undefined ? { name: filled('name', input.name) } : {}),
        ...(input.remark !== undefined ? { remark: input.remark.trim() } : {}),
        updatedAt: new Date(),
      };
      const row = await db.transaction(async (tx) => {
        const [changed] = await tx.update(roles).set(values).where(eq(roles.id, input.id)).returning();
        if (!changed) throw notFound();
        if (input.grants) await writeGrants(tx, changed, input.grants);
        return changed;
      });
      onChange();
      return (await answered([row]))[0]!;
    },

    async remove(id: number) {
      const row = await findRole(id);
      if (row.builtin) throw bizError(BizCode.roleBuiltin, 'role.builtin');
      const [held] = await db.select({ n: count() }).from(users).where(eq(users.roleId, id));
      if ((held?.n ?? 0) > 0) throw bizError(BizCode.roleInUse, 'role.inUse');
      try {
        await db.delete(roles).where(eq(roles.id, id));
      } catch (error) {
        // An account was given the role meanwhile (users.role_id refers to it).
        if (violatedForeignKey(error)) throw bizError(BizCode.roleInUse, 'role.inUse');
        throw error;
      }
      onChange();
      return { id };
    },

    async grantTree() {
      return { items: (await readGrantable(db)).tree() };
    },

    /** Gives an account a role (null: the built-in role of its base); the account's cached sessions are forgotten by the users table's watch. */
    async assign(input: BodyOf<'adminRoleAssign'>) {
      const [user] = await db
        .select({ id: users.id, username: users.username, role: users.role })
        .from(users)
        .where(ilike(users.username, input.username.trim().replace(/[\\%_]/g, '\\$&')))
        .limit(1);
      if (!user) throw bizError(BizCode.roleUserNotFound, 'role.userNotFound');
      let roleId: number | null = input.role_id ?? null;
      if (roleId !== null) {
        const role = await findRole(roleId);
        if (role.base !== user.role) throw bizError(BizCode.roleBaseMismatch, 'role.baseMismatch');
        // The built-in role of the account's base is the same as none.
        if (role.builtin) roleId = null;
      }
      await db.update(users).set({ roleId }).where(eq(users.id, user.id));
      onChange();
      return { user_id: user.id, username: user.username, role: user.role as Role, role_id: roleId };
    },
  };
}

export type RoleService = ReturnType<typeof createRoleService>;
