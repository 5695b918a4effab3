import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PlatformDb } from '../db/client';
import { packagePlans, users } from '../db/schema';
import type { ServerLocale } from '../http/i18n';
import { planNameIn } from '../packages/plan-catalogue';

/** An operator's master, joined to its row in the admin's lists. */
export const parents = alias(users, 'parent');

/**
 * The current base subscription of each row of `users` (active now, the latest end first), as two
 * correlated sub-selects: its plan and its end. The caller's `now` is bound as a parameter.
 */
const currentBase = (column: 'plan_id' | 'ends_at', now: Date) => {
  const at = now.toISOString();
  return sql`(select ${sql.raw(`s.${column}`)} from package_subscriptions s where s.account_id = ${users.id} and s.kind = 'base' and s.state = 'active' and s.starts_at <= ${at}::timestamptz and s.ends_at > ${at}::timestamptz order by s.ends_at desc, s.id desc limit 1)`;
};

export const currentPlanId = (now: Date) => sql<number | null>`${currentBase('plan_id', now)}`;
export const currentPlanEnd = (now: Date) => sql<string | Date | null>`${currentBase('ends_at', now)}`;

/** The columns of an admin's account row: never the password hash, keys or two-factor secrets. */
export const accountColumns = (now: Date) => ({
  id: users.id,
  username: users.username,
  truename: users.truename,
  email: users.email,
  mobile: users.mobile,
  role: users.role,
  parentId: users.parentId,
  parentUsername: parents.username,
  status: users.status,
  balance: users.balance,
  unitPrice: users.unitPrice,
  totalInstallSum: users.totalInstallSum,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
  planId: currentPlanId(now),
  planEndsAt: currentPlanEnd(now),
});

type UserRow = typeof users.$inferSelect;

/** A row of `accountColumns`. */
interface AccountRow extends Pick<
  UserRow,
  | 'id'
  | 'username'
  | 'truename'
  | 'email'
  | 'mobile'
  | 'role'
  | 'parentId'
  | 'status'
  | 'balance'
  | 'unitPrice'
  | 'totalInstallSum'
  | 'createdAt'
  | 'lastLoginAt'
> {
  parentUsername: string | null;
  planId: number | null;
  planEndsAt: string | Date | null;
}

/** The plans' names by id, for naming each account's current base. */
export async function planNames(db: PlatformDb, locale: ServerLocale): Promise<Map<number, string>> {
  const plans = await db.select({ id: packagePlans.id, nameZh: packagePlans.nameZh, nameEn: packagePlans.nameEn }).from(packagePlans);
  return new Map(plans.map((plan) => [plan.id, planNameIn(plan, locale)]));
}

const isoOf = (value: string | Date | null) => (value == null ? null : new Date(value).toISOString());

/** schemas/entities/platform-account.json */
export const toPlatformAccount = (row: AccountRow, names: Map<number, string>, callerId: number) => ({
  id: row.id,
  username: row.username,
  truename: row.truename,
  email: row.email,
  mobile: row.mobile,
  role: row.role,
  parent_id: row.parentId,
  parent_username: row.parentUsername,
  status: row.status,
  balance: row.balance,
  unit_price: row.unitPrice,
  plan_name: row.planId == null ? null : (names.get(Number(row.planId)) ?? null),
  plan_ends_at: row.planId == null ? null : isoOf(row.planEndsAt),
  total_install_sum: row.totalInstallSum,
  is_self: row.id === callerId,
  created_at: row.createdAt.toISOString(),
  last_login_at: row.lastLoginAt?.toISOString() ?? null,
});

export type PlatformAccount = ReturnType<typeof toPlatformAccount>;
