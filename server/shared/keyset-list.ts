import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { AccountData, AccountReads } from '../db/account-data';
import type { PlatformDb } from '../db/client';
import { cachedSql, cachedStatement, type Preparable } from '../db/statement-cache';
import { createEstimateMemory, type EstimateMemory } from './estimate-memory';
import { requireListIndex } from './list-indexes';
import { givenFilters, keysetOrderOf, LIMIT, splitPage, type KeysetOrder, type ListFilter, type ListParams } from './list-query';
import { sortColumnsOf } from './sort-columns';

/** A first page counts its matching rows exactly up to this many; past it the total is the planner's estimate. */
export const EXACT_TOTAL_UP_TO = 10_000;

/** A filter of a keyset list and the index that backs it. */
export interface KeysetFilter extends ListFilter {
  /**
   * The columns an index must start with for this filter's pages to be an index range (the scope, the
   * filtered column, then the default order's column and the id), or `along` for a filter of a few
   * values that most rows share (a platform, a yes/no), whose pages read along the order's own index.
   */
  index: AnyColumn[] | 'along';
}

export interface KeysetListSpec {
  operationId: string;
  /** The columns every page is bound by before its filters (the account's id), leading every index. */
  scope: AnyColumn[];
  /** The sort fields of the operation's query (`sortField` enum): columns holding no NULLs. */
  sortable: Record<string, AnyColumn>;
  /** The order without a sort field. */
  fallback: { column: AnyColumn; direction: 'ascend' | 'descend' };
  /** The unique id, the last key of every order. */
  tieBreaker: AnyColumn;
  filters: Record<string, KeysetFilter>;
}

/** A page of a keyset list: `next_cursor` while rows remain; the first page also gives the total. */
export interface KeysetPage<T> {
  items: T[];
  next_cursor?: string;
  total?: number;
  /** The total is the planner's estimate (more than `EXACT_TOTAL_UP_TO` rows match). */
  total_estimated?: boolean;
}

/** How a list reaches its rows: an account's reads (`accountReader`) or the platform's (`platformReader`). */
export interface ListReader<Reads> {
  /** Whose rows these are (an account's id, or the platform) and in which database: what a kept estimate is kept under. */
  scope: string;
  database: object;
  prepared<P extends { execute(values?: Record<string, unknown>): Promise<unknown> }>(
    shape: string,
    build: (reads: Reads) => Preparable<P>,
  ): { execute(values?: Record<string, unknown>): ReturnType<P['execute']> };
  readSql<Row>(shape: string, build: (reads: Reads) => SQL, values: Record<string, unknown>): Promise<Row[]>;
}

export const accountReader = (account: AccountData): ListReader<AccountReads> => ({
  scope: `account ${account.accountId}`,
  database: account.databaseKey,
  prepared: (shape, build) => account.prepared(shape, build),
  readSql: (shape, build, values) => account.readSql(shape, build, values),
});

export const platformReader = (db: PlatformDb): ListReader<PlatformDb> => ({
  scope: 'platform',
  database: db,
  prepared: (shape, build) => {
    const statement = cachedStatement(db, shape, () => build(db));
    return { execute: (values = {}) => statement.execute(values) as never };
  },
  readSql: (shape, build, values) => cachedSql(shape, () => build(db)).execute(db, values),
});

/** A select that an order and a limit complete into a preparable statement. */
interface OrderableRows<Row> {
  orderBy(...columns: SQL[]): { limit(limit: Placeholder): Preparable<{ execute(values?: Record<string, unknown>): Promise<Row[]> }> };
}

/** How one keyset list reads: its rows (joins included) and its matching rows alone (for the total). */
export interface KeysetQueries<Reads, Row> {
  /** The page's select (with `order.sortKey` as `sortKey` among its fields) under `conditions`; order and limit are added. */
  rows(reads: Reads, conditions: SQL[], order: KeysetOrder): OrderableRows<Row>;
  /** `select 1 from <the list's table> where <scope and conditions>`, no joins: what the total counts. */
  matching(reads: Reads, conditions: SQL[]): SQL | { getSQL(): SQL };
  /** The unique id of a row (the cursor's tie-breaker). */
  idOf(row: Row): number;
  /**
   * The first page's total when the list already has it exactly from a read of its own (the deduction
   * statistics' day sums count the same rows): then `matching` is not counted.
   */
  knownTotal?: () => Promise<number>;
}

/** The planner's row estimate from `explain (format json)` (rows as the driver read them: parsed or text). */
function plannedRows(rows: Record<string, unknown>[]): number {
  const plan = rows[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  return Math.round(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * A list paged by keyset (server/shared/list-query.ts `keysetOrderOf`): every page is one index range,
 * so the page after row 500,000 costs what the first one does. Declared once per list service (its
 * module's load): the sort fields must be the operation's (`sortColumnsOf`), and every sort and every
 * indexed filter declares the index it walks, which the server checks in the database at start
 * (`missingListIndexes`), so a filter or sort that would scan a million rows cannot be offered unnoticed.
 */
export function keysetList(spec: KeysetListSpec) {
  const sortable = sortColumnsOf(spec.operationId, spec.sortable);
  const sortColumns = new Map<string, AnyColumn>([['default order', spec.fallback.column]]);
  for (const [field, column] of Object.entries(sortable)) sortColumns.set(`sort ${field}`, column);
  for (const [serves, column] of sortColumns) {
    requireListIndex(
      spec.operationId,
      serves,
      column === spec.tieBreaker ? [...spec.scope, column] : [...spec.scope, column, spec.tieBreaker],
    );
  }
  for (const [name, filter] of Object.entries(spec.filters)) {
    if (filter.index !== 'along') requireListIndex(spec.operationId, `filter ${name}`, filter.index);
  }

  return {
    /** The default order's cursor after a row (what a client would have been given). */
    defaultOrder: () => keysetOrderOf({}, sortable, spec.fallback, spec.tieBreaker),

    /**
     * One page: the rows after `query.cursor` (none or empty: the first page, which also counts the
     * total: exactly up to `EXACT_TOTAL_UP_TO` matching rows, past that the planner's estimate).
     */
    async page<Reads, Row extends { sortKey: string }>(
      reader: ListReader<Reads>,
      query: ListParams & object,
      queries: KeysetQueries<Reads, Row>,
      /** Conditions the query's filters do not give (e.g. the push message whose deliveries are listed). */
      fixed: { shape: string; conditions: SQL[]; values: Record<string, unknown> } = { shape: '', conditions: [], values: {} },
    ): Promise<{ rows: Row[]; next_cursor?: string; total?: number; total_estimated?: boolean }> {
      const filters = givenFilters(query, spec.filters);
      const order = keysetOrderOf(query, sortable, spec.fallback, spec.tieBreaker);
      const after = query.cursor ? order.afterValues(query.cursor) : undefined;
      const limit = query.pageSize ?? 20;
      const shape = `${spec.operationId}|${fixed.shape}|${filters.shape}`;
      const conditions = (withAfter: boolean) => [...fixed.conditions, ...filters.conditions(), ...(withAfter ? [order.after] : [])];
      const values = { ...fixed.values, ...filters.values };
      const rowsRead = reader
        .prepared(`${shape}|${order.shape}|${after ? 'after' : 'first'}`, (reads) =>
          queries
            .rows(reads, conditions(after !== undefined), order)
            .orderBy(...order.orderBy)
            .limit(LIMIT),
        )
        .execute({ ...values, ...after, limit: limit + 1 });
      const counted =
        after !== undefined
          ? undefined
          : queries.knownTotal
            ? queries.knownTotal().then((total) => ({ total, estimated: false }))
            : countUpTo(reader, shape, (reads) => queries.matching(reads, conditions(false)), values);
      const [rows, total] = await Promise.all([rowsRead, counted]);
      const { page, last } = splitPage(rows, limit);
      return {
        rows: page,
        ...(last ? { next_cursor: order.cursorOf({ sortKey: last.sortKey, id: queries.idOf(last) }) } : {}),
        ...(total ? { total: total.total, ...(total.estimated ? { total_estimated: true } : {}) } : {}),
      };
    },
  };
}

const estimatesByDatabase = new WeakMap<object, EstimateMemory>();

/**
 * The matching rows counted up to `EXACT_TOTAL_UP_TO` (one past it says "more"), else the planner's
 * estimate, which is kept for a minute (`estimate-memory.ts`) for the same list, scope and filter values.
 */
async function countUpTo<Reads>(
  reader: ListReader<Reads>,
  shape: string,
  matching: (reads: Reads) => SQL | { getSQL(): SQL },
  values: Record<string, unknown>,
): Promise<{ total: number; estimated: boolean }> {
  let estimates = estimatesByDatabase.get(reader.database);
  if (!estimates) estimatesByDatabase.set(reader.database, (estimates = createEstimateMemory()));
  const key = `${reader.scope}|${shape}|${JSON.stringify(values)}`;
  const recalled = estimates.recall(key);
  if (recalled !== undefined) return { total: recalled, estimated: true };
  const [capped] = await reader.readSql<{ total: number | string }>(
    `${shape}|count`,
    (reads) => sql`select count(*)::int as total from (${matching(reads)} limit ${sql.raw(String(EXACT_TOTAL_UP_TO + 1))}) as capped`,
    values,
  );
  const exact = Number(capped?.total ?? 0);
  if (exact <= EXACT_TOTAL_UP_TO) return { total: exact, estimated: false };
  const plan = await reader.readSql<Record<string, unknown>>(
    `${shape}|estimate`,
    (reads) => sql`explain (format json) ${matching(reads)}`,
    values,
  );
  // The planner may guess fewer than were just counted; the total is at least what was seen.
  const total = Math.max(plannedRows(plan), EXACT_TOTAL_UP_TO + 1);
  estimates.keep(key, total);
  return { total, estimated: true };
}
