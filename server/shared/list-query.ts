import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import { ApiError } from '../http/api-error';

/** Paging and sorting parameters every list operation accepts (schemas/api list queries). */
export interface ListParams {
  page?: number;
  pageSize?: number;
  sortField?: string;
  sortOrder?: 'ascend' | 'descend';
}

export interface ListResult<T> {
  items: T[];
  total: number;
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

/** ILIKE pattern matching `text` anywhere, with the user's `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string) => `%${text.trim().replace(/[\\%_]/g, '\\$&')}%`;
