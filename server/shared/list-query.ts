import { asc, desc, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { ApiError } from '../http/api-error';

/** Paging and sorting parameters every list operation accepts (schemas/api list queries). */
export interface ListParams {
  page?: number;
  pageSize?: number;
  /** Present (even empty) on a keyset-paged list: the page after this cursor (see `keysetOrderOf`). */
  cursor?: string;
  sortField?: string;
  sortOrder?: 'ascend' | 'descend';
}

export interface ListResult<T> {
  items: T[];
  total: number;
}

/** A page of a keyset-paged list (`keysetOrderOf`): no total, and `next_cursor` while rows remain. */
export interface CursorPage<T> {
  items: T[];
  next_cursor?: string;
}

/** Of `limit + 1` rows fetched, the page and whether a next page exists. */
export function splitPage<T>(rows: T[], limit: number): { page: T[]; last: T | undefined } {
  const page = rows.slice(0, limit);
  return { page, last: rows.length > limit ? page[page.length - 1] : undefined };
}

const DEFAULT_PAGE_SIZE = 20;

/** LIMIT/OFFSET of a page; an absurdly far page is clamped so it answers an empty page, not a database error. */
export function pageWindow({ page = 1, pageSize = DEFAULT_PAGE_SIZE }: ListParams) {
  return { limit: pageSize, offset: Math.min((page - 1) * pageSize, Number.MAX_SAFE_INTEGER) };
}

/**
 * ORDER BY of a list: the requested field when it is one of `sortable`, else `fallback`.
 * `tieBreaker` keeps the order stable across pages when sort values repeat.
 * An unknown field is refused (400 naming it) instead of being silently ignored.
 */
export function orderByOf(
  { sortField, sortOrder }: ListParams,
  sortable: Record<string, AnyColumn | SQL>,
  fallback: SQL[],
  tieBreaker: AnyColumn,
): SQL[] {
  if (!sortField) return [...fallback, desc(tieBreaker)];
  const column = Object.hasOwn(sortable, sortField) ? sortable[sortField] : undefined;
  if (!column) {
    throw new ApiError(400, 400, 'list.unknownSortField', { value: sortField, allowed: Object.keys(sortable).join(', ') });
  }
  const direction = sortOrder === 'descend' ? desc : asc;
  return [direction(column), direction(tieBreaker)];
}

/** LIMIT and OFFSET as placeholders of a prepared list statement, filled with `pageWindow`'s values. */
export const LIMIT = sql.placeholder('limit');
export const OFFSET = sql.placeholder('offset');

/** One filter of a list: its condition on a placeholder, and how the query's value becomes the placeholder's. */
export interface ListFilter {
  condition(value: Placeholder): SQL;
  value?(given: unknown): unknown;
}

/**
 * The filters a list query gives (a blank text is no filter), for a prepared statement: their names
 * (part of the statement's shape), their conditions on placeholders (for building it) and the values
 * of those placeholders (for running it).
 */
export function givenFilters(query: object, filters: Record<string, ListFilter>) {
  const names = Object.keys(filters).filter((name) => {
    const given: unknown = (query as Record<string, unknown>)[name];
    return given !== undefined && given !== null && !(typeof given === 'string' && !given.trim());
  });
  const values: Record<string, unknown> = {};
  for (const name of names) {
    const given: unknown = (query as Record<string, unknown>)[name];
    values[`f_${name}`] = filters[name]!.value ? filters[name]!.value(given) : given;
  }
  return {
    shape: names.join(','),
    conditions: () => names.map((name) => filters[name]!.condition(sql.placeholder(`f_${name}`))),
    values,
  };
}

/** ILIKE pattern matching `text` anywhere, with the user's `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string) => `%${text.trim().replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The total of an offset page without a count query when the page itself tells it: a page with rows
 * but fewer than `limit` is the last one, so the total is `offset` plus its rows (one query for every
 * list that fits on its first page). Otherwise `countAll` asks. (A `count(*) over ()` on the page
 * would also make it one query, but it computes every matching row, joins included, before the
 * limit: slower than a separate count once a list is large.)
 */
export async function totalOfPage(rowCount: number, { limit, offset }: { limit: number; offset: number }, countAll: () => Promise<number>) {
  if (rowCount > 0 && rowCount < limit) return offset + rowCount;
  if (rowCount === 0 && offset === 0) return 0;
  return countAll();
}

/**
 * Keyset (cursor) paging, for lists that grow to millions of rows: a page continues after the last row
 * of the previous one (`WHERE (sort, id) < (…)` on an index of the same order) instead of skipping
 * `offset` rows, so page 50,000 costs what page 1 costs. The cursor is opaque to callers: the order it
 * belongs to, the sort value of the last row as PostgreSQL prints it (exact, microseconds included)
 * and its id. A list
 * declares `cursor` in its query schema; an empty cursor asks for the first page. Cursor pages carry no
 * total (counting millions of rows is the cost keyset paging avoids) but `next_cursor` while rows remain.
 */
export interface KeysetOrder {
  orderBy: SQL[];
  /** Selected with each row: the text of its sort value, for the next cursor. */
  sortKey: SQL<string>;
  /** The filter that starts the page after a cursor, on the placeholders `afterValues` fills. */
  after: SQL;
  /** The values of `after`'s placeholders for `cursor` (a cursor of another order is a 400). */
  afterValues(cursor: string): Record<string, unknown>;
  /** What distinguishes this order's statement from another's. */
  shape: string;
  /** The cursor of the page after a row. */
  cursorOf(row: { sortKey: string; id: number }): string;
}

const badCursor = () => new ApiError(400, 400, 'list.badCursor');

/** A timestamp as PostgreSQL prints one (`2026-01-31 23:59:59.123456+00`), with a day that exists. */
function isTimestampText(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2}) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The largest value of an integer column: a `bigint`/`bigserial` read as a JS number (push deliveries) goes past 2^31. */
const largestOf = (column: AnyColumn) => (/^PgBig(Int|Serial)53$/.test(column.columnType) ? Number.MAX_SAFE_INTEGER : 2 ** 31 - 1);

/** Whether a cursor's sort value is one PostgreSQL will read as a value of `column` (a forged cursor gets a 400, never a database error). */
function fitsColumn(column: AnyColumn, value: string): boolean {
  if (value.includes('\u0000')) return false;
  if (column.dataType === 'number') return /^-?\d{1,16}$/.test(value) && Math.abs(Number(value)) <= largestOf(column);
  if (column.dataType === 'date') return isTimestampText(value);
  return column.dataType === 'string';
}

/** [sort field, sort value, id] of a cursor made by `cursorOf` for the same order, or a 400. */
function decodeCursor(cursor: string, sortName: string, column: AnyColumn, tieBreaker: AnyColumn): [string, number] {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(value) || value.length !== 3) throw badCursor();
  const [name, key, id] = value as unknown[];
  if (name !== sortName || typeof key !== 'string' || !fitsColumn(column, key)) throw badCursor();
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || Math.abs(id) > largestOf(tieBreaker)) throw badCursor();
  return [key, id];
}

/**
 * The keyset order of a list: the requested sort column (one of `sortable`, which must hold no NULLs)
 * or `fallback`, then `tieBreaker` (the unique id) in the same direction.
 */
export function keysetOrderOf(
  { sortField, sortOrder }: ListParams,
  sortable: Record<string, AnyColumn>,
  fallback: { column: AnyColumn; direction: 'ascend' | 'descend' },
  tieBreaker: AnyColumn,
): KeysetOrder {
  let column = fallback.column;
  let direction = fallback.direction;
  // The cursor names its order, so a cursor of another sort (or direction) is refused rather than misread.
  const sortName = sortField ? `${sortField}:${sortOrder === 'descend' ? 'descend' : 'ascend'}` : '';
  if (sortField) {
    const chosen = Object.hasOwn(sortable, sortField) ? sortable[sortField] : undefined;
    if (!chosen) {
      throw new ApiError(400, 400, 'list.unknownSortField', { value: sortField, allowed: Object.keys(sortable).join(', ') });
    }
    column = chosen;
    direction = sortOrder === 'descend' ? 'descend' : 'ascend';
  }
  const by = direction === 'descend' ? desc : asc;
  const beyond = direction === 'descend' ? sql.raw('<') : sql.raw('>');
  return {
    orderBy: [by(column), by(tieBreaker)],
    sortKey: sql<string>`${column}::text`,
    after: sql`(${column}, ${tieBreaker}) ${beyond} (${sql.placeholder('after_key')}, ${sql.placeholder('after_id')})`,
    afterValues(cursor) {
      const [value, id] = decodeCursor(cursor, sortName, column, tieBreaker);
      return { after_key: value, after_id: id };
    },
    shape: sortName,
    cursorOf: (row) => Buffer.from(JSON.stringify([sortName, row.sortKey, row.id])).toString('base64url'),
  };
}
