import type { QueryOf } from '../api/operation-inputs';
import { and, asc, count, desc, eq, gte, ilike, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PlatformDb } from '../db/client';
import { apps, domains, installDaily, ledger, packagePlans, rechargeOrders, users } from '../db/schema';
import { notFound } from '../http/api-error';
import type { ServerLocale } from '../http/i18n';
import { filterTime } from '../packages/filter-time';
import { planNameIn } from '../packages/plan-catalogue';
import { containsPattern, orderByOf, pageWindow, totalOfPage, type ListResult } from '../shared/list-query';
import { sortColumnsOf } from '../shared/sort-columns';
import { accountColumns, currentPlanId, parents, planNames, toPlatformAccount, type PlatformAccount } from './platform-account';

type Filters = QueryOf<'adminAccountList'>;

const SORTABLE = sortColumnsOf('adminAccountList', {
  username: users.username,
  balance: users.balance,
  unit_price: users.unitPrice,
  total_install_sum: users.totalInstallSum,
  created_at: users.createdAt,
  last_login_at: users.lastLoginAt,
});

/** How many of each of an account's records its details show (the newest). */
export const DETAIL_ROWS = 20;

async function conditions(db: PlatformDb, filters: Filters, now: Date): Promise<SQL | undefined> {
  const all: (SQL | undefined)[] = [];
  const text = filters.username?.trim();
  if (text) {
    const pattern = containsPattern(text);
    all.push(or(ilike(users.username, pattern), ilike(users.truename, pattern), ilike(users.email, pattern)));
  }
  if (filters.role) all.push(eq(users.role, filters.role));
  if (filters.status) all.push(eq(users.status, filters.status));
  if (filters.created_at_start) all.push(gte(users.createdAt, filterTime('created_at_start', filters.created_at_start)));
  if (filters.created_at_end) all.push(lte(users.createdAt, filterTime('created_at_end', filters.created_at_end, { endOfDay: true })));
  if (filters.balance_min !== undefined) all.push(gte(users.balance, filters.balance_min));
  if (filters.balance_max !== undefined) all.push(lte(users.balance, filters.balance_max));
  if (filters.plan === 'none') all.push(isNull(currentPlanId(now)));
  else if (filters.plan) {
    const [plan] = await db.select({ id: packagePlans.id }).from(packagePlans).where(eq(packagePlans.code, filters.plan)).limit(1);
    // An unknown plan matches no account.
    all.push(plan ? and(isNotNull(currentPlanId(now)), eq(currentPlanId(now), plan.id)) : sql`false`);
  }
  return and(...all);
}

/** The admin's view of every account: the list with its filters, one account's details, the plan options. */
export function createAdminAccountListService(db: PlatformDb) {
  const rowsOf = (now: Date) => db.select(accountColumns(now)).from(users).leftJoin(parents, eq(parents.id, users.parentId));

  return {
    async list(callerId: number, query: Filters, locale: ServerLocale): Promise<ListResult<PlatformAccount>> {
      const now = new Date();
      const where = await conditions(db, query, now);
      const window = pageWindow(query);
      const rows = await rowsOf(now)
        .where(where)
        .orderBy(...orderByOf(query, SORTABLE, [asc(users.id)], users.id))
        .limit(window.limit)
        .offset(window.offset);
      const total = await totalOfPage(rows.length, window, async () => {
        const [row] = await db.select({ total: count() }).from(users).where(where);
        return row?.total ?? 0;
      });
      const names = await planNames(db, locale);
      return { items: rows.map((row) => toPlatformAccount(row, names, callerId)), total };
    },

    /** One account as a list row; 404 when there is none. */
    async account(callerId: number, id: number, locale: ServerLocale): Promise<PlatformAccount> {
      const [row] = await rowsOf(new Date()).where(eq(users.id, id)).limit(1);
      if (!row) throw notFound();
      return toPlatformAccount(row, await planNames(db, locale), callerId);
    },

    /** The account with its figures and its newest records (an operator's are its master's account's). */
    async detail(callerId: number, id: number, locale: ServerLocale) {
      const account = await this.account(callerId, id, locale);
      const owner = account.role === 'official' ? (account.parent_id ?? 0) : account.id;
      const [appCount] = await db.select({ total: count() }).from(apps).where(eq(apps.accountId, owner));
      const [domainCount] = await db.select({ total: count() }).from(domains).where(eq(domains.accountId, owner));
      const appRows = await db
        .select()
        .from(apps)
        .where(eq(apps.accountId, owner))
        .orderBy(desc(apps.createdAt), desc(apps.id))
        .limit(DETAIL_ROWS);
      const domainRows = await db
        .select()
        .from(domains)
        .where(eq(domains.accountId, owner))
        .orderBy(desc(domains.createdAt), desc(domains.id))
        .limit(DETAIL_ROWS);
      const orderRows = await db
        .select()
        .from(rechargeOrders)
        .where(eq(rechargeOrders.accountId, owner))
        .orderBy(desc(rechargeOrders.createdAt), desc(rechargeOrders.id))
        .limit(DETAIL_ROWS);
      const ledgerRows = await db.select().from(ledger).where(eq(ledger.accountId, owner)).orderBy(desc(ledger.id)).limit(DETAIL_ROWS);
      const installRows = await db
        .select({
          day: installDaily.day,
          installs: sql<number>`coalesce(sum(${installDaily.installs}), 0)::int`,
          amount: sql<number>`coalesce(sum(${installDaily.amount}), 0)::int8`,
        })
        .from(installDaily)
        .where(eq(installDaily.accountId, owner))
        .groupBy(installDaily.day)
        .orderBy(desc(installDaily.day))
        .limit(DETAIL_ROWS);
      return {
        ...account,
        app_count: appCount?.total ?? 0,
        domain_count: domainCount?.total ?? 0,
        apps: appRows.map((app) => ({
          id: app.id,
          app_id: app.appId,
          app_name: app.appName,
          state: app.state,
          created_at: app.createdAt.toISOString(),
        })),
        domains: domainRows.map((domain) => ({
          id: domain.id,
          full_name: domain.fullName,
          kind: domain.kind,
          state: domain.state,
          expires_at: domain.expiresAt?.toISOString() ?? null,
        })),
        recharge_orders: orderRows.map((order) => ({
          id: order.id,
          order_no: order.orderNo,
          amount: order.amount,
          state: order.state,
          created_at: order.createdAt.toISOString(),
        })),
        ledger: ledgerRows.map((row) => ({
          id: row.id,
          created_at: row.createdAt.toISOString(),
          kind: row.kind,
          amount: row.amount,
          balance_after: row.balanceAfter,
          reference: row.reference,
        })),
        installs: installRows.map((row) => ({ day: row.day, installs: Number(row.installs), amount: Number(row.amount) })),
      };
    },

    /** Base plans for the package filter and the grant form: `none` first, then enabled plans in order, then disabled ones. */
    async planOptions(locale: ServerLocale) {
      const plans = await db
        .select()
        .from(packagePlans)
        .where(eq(packagePlans.kind, 'base'))
        .orderBy(desc(packagePlans.state), asc(packagePlans.order), asc(packagePlans.id));
      return {
        items: plans.map((plan) => ({
          code: plan.code,
          name: planNameIn(plan, locale),
          duration_days: plan.durationDays,
          enabled: plan.state === 'enabled',
        })),
      };
    },
  };
}

export type AdminAccountListService = ReturnType<typeof createAdminAccountListService>;
