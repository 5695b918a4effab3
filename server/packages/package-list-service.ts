import type { QueryOf } from '../api/operation-inputs';
import { and, desc, eq, gt, gte, ilike, lte, sql, type SQL } from 'drizzle-orm';
import type { AccountData, AccountReads } from '../db/account-data';
import { accountReader, keysetList } from '../shared/keyset-list';
import type { ServerLocale } from '../http/i18n';
import { containsPattern, orderByOf, pageWindow, totalOfPage } from '../shared/list-query';
import { sortColumnsOf } from '../shared/sort-columns';
import { filterTime } from './filter-time';
import { planNameIn } from './plan-catalogue';
import { selectSubscriptions, toSubscription } from './subscription-view';
import { packageOrders, packagePlans, packageSubscriptions, packageUsageRecords } from './tables';
import { describeUsage } from './usage-descriptions';
import { eventsKeptFrom } from '../installs/install-event-months';

type Status = NonNullable<QueryOf<'packageSubscriptionList'>['status']>;

const ORDER_SORTABLE = sortColumnsOf('packageOrderList', { created_at: packageOrders.createdAt, amount: packageOrders.amount });

/** The status filter in SQL: like a domain's expiry, a subscription's end is a time, not a stored state. */
function statusCondition(status: Status | undefined, now: Date): SQL | undefined {
  const s = packageSubscriptions;
  if (status === 'replaced') return eq(s.state, 'replaced');
  if (status === 'upcoming') return and(eq(s.state, 'active'), gt(s.startsAt, now));
  if (status === 'ended') return and(eq(s.state, 'active'), lte(s.endsAt, now));
  if (status === 'active') return and(eq(s.state, 'active'), lte(s.startsAt, now), gt(s.endsAt, now));
  return undefined;
}

function createdBetween(
  column: typeof packageOrders.createdAt | typeof packageUsageRecords.createdAt,
  query: { created_at_start?: string; created_at_end?: string },
) {
  return [
    query.created_at_start ? gte(column, filterTime('created_at_start', query.created_at_start)) : undefined,
    query.created_at_end ? lte(column, filterTime('created_at_end', query.created_at_end, { endOfDay: true })) : undefined,
  ];
}

/**
 * The usage records, newest first, paged by keyset. The time range is on the order's own column, so
 * its bounds are ranges of the order's index (account_id, created_at, id), alone or after the reference
 * (account_id, reference, created_at, id): `along` declares no index of their own.
 */
const USAGE_LIST = keysetList({
  operationId: 'packageUsageList',
  scope: [packageUsageRecords.accountId],
  sortable: {},
  fallback: { column: packageUsageRecords.createdAt, direction: 'descend' },
  tieBreaker: packageUsageRecords.id,
  filters: {
    reference: {
      condition: (value) => eq(packageUsageRecords.reference, value),
      value: (given) => String(given).trim(),
      index: [packageUsageRecords.accountId, packageUsageRecords.reference, packageUsageRecords.createdAt, packageUsageRecords.id],
    },
    created_at_start: {
      condition: (value) => gte(packageUsageRecords.createdAt, value),
      value: (given) => filterTime('created_at_start', String(given)).toISOString(),
      index: 'along',
    },
    created_at_end: {
      condition: (value) => lte(packageUsageRecords.createdAt, value),
      value: (given) => filterTime('created_at_end', String(given), { endOfDay: true }).toISOString(),
      index: 'along',
    },
  },
});

const nameOf = (plan: { nameZh: string; nameEn: string } | null, locale: ServerLocale) => (plan ? planNameIn(plan, locale) : '');

/** The account's subscriptions, package orders and usage records. */
/** `keepMonths`: INSTALL_EVENTS_KEEP_MONTHS, the months of install events a usage record's install is described from. */
export function createPackageListService(keepMonths: number) {
  return {
    async subscriptions(account: AccountData, query: QueryOf<'packageSubscriptionList'>, locale: ServerLocale) {
      const now = new Date();
      const filters = [query.kind ? eq(packageSubscriptions.kind, query.kind) : undefined, statusCondition(query.status, now)];
      const window = pageWindow(query);
      const rows = await selectSubscriptions(account, ...filters)
        .orderBy(desc(packageSubscriptions.endsAt), desc(packageSubscriptions.id))
        .limit(window.limit)
        .offset(window.offset);
      const total = await totalOfPage(rows.length, window, () => account.count(packageSubscriptions, ...filters));
      return { items: rows.map((row) => toSubscription(row.subscription, row.plan, locale, now)), total };
    },

    async orders(account: AccountData, query: QueryOf<'packageOrderList'>, locale: ServerLocale) {
      const filters = [
        query.order_no?.trim() ? ilike(packageOrders.orderNo, containsPattern(query.order_no)) : undefined,
        query.kind ? eq(packageOrders.kind, query.kind) : undefined,
        ...createdBetween(packageOrders.createdAt, query),
      ];
      const window = pageWindow(query);
      const rows = await account
        .select({ order: packageOrders, plan: { code: packagePlans.code, nameZh: packagePlans.nameZh, nameEn: packagePlans.nameEn } })
        .from(packageOrders, ...filters)
        .leftJoin(packagePlans, eq(packagePlans.id, packageOrders.planId))
        .orderBy(...orderByOf(query, ORDER_SORTABLE, [desc(packageOrders.createdAt)], packageOrders.id))
        .limit(window.limit)
        .offset(window.offset);
      const total = await totalOfPage(rows.length, window, () => account.count(packageOrders, ...filters));
      return {
        items: rows.map(({ order, plan }) => ({
          id: order.id,
          order_no: order.orderNo,
          plan_code: plan?.code ?? '',
          plan_name: nameOf(plan, locale),
          kind: order.kind,
          price: order.price,
          credit: order.credit,
          amount: order.amount,
          balance_after: order.balanceAfter,
          starts_at: order.startsAt.toISOString(),
          ends_at: order.endsAt.toISOString(),
          created_at: order.createdAt.toISOString(),
        })),
        total,
      };
    },

    async usage(account: AccountData, query: QueryOf<'packageUsageList'>, locale: ServerLocale) {
      const { rows, ...paging } = await USAGE_LIST.page(accountReader(account), query, {
        rows: (reads: AccountReads, conditions, order) =>
          reads
            .select({
              record: packageUsageRecords,
              plan: { nameZh: packagePlans.nameZh, nameEn: packagePlans.nameEn },
              sortKey: order.sortKey,
            })
            .from(packageUsageRecords, ...conditions)
            .leftJoin(
              packageSubscriptions,
              and(
                eq(packageSubscriptions.id, packageUsageRecords.subscriptionId),
                eq(packageSubscriptions.accountId, packageUsageRecords.accountId),
              ),
            )
            .leftJoin(packagePlans, eq(packagePlans.id, packageSubscriptions.planId)),
        matching: (reads: AccountReads, conditions) => reads.select({ one: sql`1` }).from(packageUsageRecords, ...conditions),
        idOf: (row) => row.record.id,
      });
      const described = await describeUsage(
        account,
        rows.map(({ record }) => record),
        locale,
        eventsKeptFrom(new Date(), keepMonths),
      );
      return {
        items: rows.map(({ record, plan }) => ({
          id: record.id,
          subscription_id: record.subscriptionId,
          plan_name: nameOf(plan, locale),
          kind: record.kind,
          quantity: record.quantity,
          reference: record.reference,
          ...described.get(record.reference)!,
          created_at: record.createdAt.toISOString(),
        })),
        ...paging,
      };
    },
  };
}

export type PackageListService = ReturnType<typeof createPackageListService>;
