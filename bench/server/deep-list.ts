import type pg from 'pg';
import type { KeysetOrder } from '../../server/shared/list-query';
import { MILLION } from './million-rows';

export { MILLION };
/** The row after which the deep page starts (the middle of a million). */
export const DEEP_ROW = MILLION / 2;

/** A list seeded with a million rows, ready to be loaded. */
export interface DeepList {
  /** What its figures are called. */
  label: string;
  /** The operation's path, with the query that picks the list (e.g. `push_id`) but no paging. */
  path: string;
  /** Bearer token of a user whose role the operation allows. */
  token: string;
  /** The cursor (the server's own encoder, default order) of the page after row `DEEP_ROW`. */
  middleCursor: string;
  /** Id of the row the deep page should start with (row `DEEP_ROW + 1`). */
  middleFirstId: number;
  /** How the rows were made, and how long that took. */
  description: string;
}

/** Where a list's rows are, in SQL: `from` and `where` (parameters `$1…`), the sort column and the id. */
export interface ListRows {
  from: string;
  where: string;
  params: unknown[];
  sortColumn: string;
  idColumn: string;
  /** The id the list's rows show, when it is not the tie-breaker (a push subscriber shows its PWA user's). */
  shownIdColumn?: string;
}

/**
 * The cursor of the page after row `DEEP_ROW` of a list in its default order (sort column, then id,
 * both descending) made by `order.cursorOf` from the row's sort value as PostgreSQL prints it, and the
 * id (as the list shows it) of the row that page should start with.
 */
export async function cursorAfterDeepRow(
  client: pg.Client,
  order: KeysetOrder,
  { from, where, params, sortColumn, idColumn, shownIdColumn = idColumn }: ListRows,
): Promise<{ middleCursor: string; middleFirstId: number }> {
  const { rows } = await client.query<{ sort_key: string; id: string; shown_id: string }>(
    `select ${sortColumn}::text as sort_key, ${idColumn} as id, ${shownIdColumn} as shown_id from ${from} where ${where}
     order by ${sortColumn} desc, ${idColumn} desc offset ${DEEP_ROW - 1} limit 2`,
    params,
  );
  const [last, next] = rows;
  if (!last || !next) throw new Error(`${from} has fewer than ${DEEP_ROW + 1} rows for the list`);
  return { middleCursor: order.cursorOf({ sortKey: last.sort_key, id: Number(last.id) }), middleFirstId: Number(next.shown_id) };
}

/** Seconds since `started` (a `performance.now()`), one decimal. */
export const secondsSince = (started: number) => Number(((performance.now() - started) / 1000).toFixed(1));
