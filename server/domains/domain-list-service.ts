import type { BodyOf, QueryOf } from '../api/operation-inputs';
import { and, desc, eq, gt, ilike, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { AccountData } from '../db/account-data';
import { ledger } from '../money/tables';
import { sortColumnsOf } from '../shared/sort-columns';
import { containsPattern, orderByOf, pageWindow, totalOfPage, type ListResult } from '../shared/list-query';
import { domainOf, selectDomains, type Domain } from './domain-view';
import { domainOrders, domains } from './tables';

const DOMAIN_SORTABLE = sortColumnsOf('domainList', {
  full_name: domains.fullName,
  expires_at: domains.expiresAt,
  created_at: domains.createdAt,
});

const ORDER_SORTABLE = sortColumnsOf('deductionRecordList', {
  created_at: domainOrders.createdAt,
  amount: domainOrders.amount,
  years: domainOrders.years,
  expires_at: domainOrders.expiresAt,
  domain_name: domainOrders.domainName,
});

/** The state filter in SQL: expiry is a time, not a stored state. */
function stateCondition(state: QueryOf<'domainList'>['state'], now: Date): SQL | undefined {
  const lapsed = and(eq(domains.kind, 'subdomain'), lte(domains.expiresAt, now));
  if (state === 'expired') return lapsed;
  if (state === 'pending') return eq(domains.state, 'pending');
  if (state === 'active') return and(eq(domains.state, 'active'), or(isNull(domains.expiresAt), gt(domains.expiresAt, now)));
  return undefined;
}

/** schemas/entities/domain-order.json */
const toDomainOrder = (row: typeof domainOrders.$inferSelect, balanceAfter: number | null) => ({
  id: row.id,
  order_no: row.orderNo,
  domain_id: row.domainId,
  domain_name: row.domainName,
  kind: row.kind,
  years: row.years,
  yearly_price: row.yearlyPrice,
  amount: row.amount,
  balance_after: balanceAfter ?? 0,
  expires_at: row.expiresAt.toISOString(),
  created_at: row.createdAt.toISOString(),
});

/** The account's domains (my domains) and its domain orders with their charges (deduction records). */
export function createDomainListService() {
  return {
    async domains(account: AccountData, query: QueryOf<'domainList'>): Promise<ListResult<Domain>> {
      const filters: (SQL | undefined)[] = [stateCondition(query.state, new Date())];
      if (query.full_name?.trim()) filters.push(ilike(domains.fullName, containsPattern(query.full_name)));
      if (query.kind) filters.push(eq(domains.kind, query.kind));
      const window = pageWindow(query);
      const rows = await selectDomains(account, ...filters)
        .orderBy(...orderByOf(query, DOMAIN_SORTABLE, [desc(domains.createdAt)], domains.id))
        .limit(window.limit)
        .offset(window.offset);
      const total = await totalOfPage(rows.length, window, () => account.count(domains, ...filters));
      return { items: rows.map(domainOf), total };
    },

    async orders(account: AccountData, query: BodyOf<'deductionRecordList'>) {
      const filters: SQL[] = [];
      if (query.domain_name?.trim()) filters.push(ilike(domainOrders.domainName, containsPattern(query.domain_name)));
      if (query.kind) filters.push(eq(domainOrders.kind, query.kind));
      const window = pageWindow(query);
      const rows = await account
        .select({ order: domainOrders, balanceAfter: ledger.balanceAfter })
        .from(domainOrders, ...filters)
        .leftJoin(ledger, and(eq(ledger.id, domainOrders.ledgerId), eq(ledger.accountId, domainOrders.accountId)))
        .orderBy(...orderByOf(query, ORDER_SORTABLE, [desc(domainOrders.createdAt)], domainOrders.id))
        .limit(window.limit)
        .offset(window.offset);
      const total = await totalOfPage(rows.length, window, () => account.count(domainOrders, ...filters));
      return { items: rows.map((row) => toDomainOrder(row.order, row.balanceAfter)), total };
    },
  };
}
