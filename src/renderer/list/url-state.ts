import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type ListPaging, type ListQuery, type SortOrder } from './list-query';

export interface UrlStateOptions {
  /** Put before every key when a page holds several lists (e.g. the tab key): `unread.page`. */
  prefix?: string;
  defaultPageSize?: number;
  /** The request parameters the filter form may set; other query keys are never read as filters. */
  filterKeys: string[];
  /** A cursor list also keeps its page's cursor in the URL (`cursor`, prefixed like the rest). */
  paging?: ListPaging;
}

/** What a cursor of the server looks like (base64url); anything else in the URL is no cursor. */
const CURSOR = /^[A-Za-z0-9_-]{1,512}$/;

const keyOf = (prefix: string | undefined, name: string) => (prefix ? `${prefix}.${name}` : name);

function positiveInt(text: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (text === null || !/^\d+$/.test(text)) return fallback;
  const n = Number(text);
  return n >= 1 ? Math.min(n, max) : fallback;
}

/** The list's query as the URL holds it (what back/forward and a shared link restore). */
export function readListQuery(search: URLSearchParams, options: UrlStateOptions): ListQuery {
  const { prefix, defaultPageSize = DEFAULT_PAGE_SIZE } = options;
  const sortField = search.get(keyOf(prefix, 'sortField')) ?? undefined;
  const order = search.get(keyOf(prefix, 'sortOrder'));
  const sortOrder: SortOrder | undefined = order === 'ascend' || order === 'descend' ? order : undefined;
  const filters: Record<string, string> = {};
  for (const name of options.filterKeys) {
    const value = search.get(keyOf(prefix, name));
    if (value !== null && value !== '') filters[name] = value;
  }
  const page = positiveInt(search.get(keyOf(prefix, 'page')), 1);
  // A cursor list's first page has no cursor, and a page with a cursor comes after the first.
  const cursor = options.paging === 'cursor' ? search.get(keyOf(prefix, 'cursor')) : null;
  const paging = options.paging !== 'cursor' ? { page } : cursor && CURSOR.test(cursor) ? { page: Math.max(page, 2), cursor } : { page: 1 };
  return {
    ...paging,
    pageSize: positiveInt(search.get(keyOf(prefix, 'pageSize')), defaultPageSize, MAX_PAGE_SIZE),
    ...(sortField && sortOrder ? { sortField, sortOrder } : {}),
    filters,
  };
}

/**
 * A copy of `search` holding `query` for this list; defaults are left out, other keys kept. A cursor
 * list's query on page 1 (every new sort, filter or page size) drops the cursor.
 */
export function writeListQuery(search: URLSearchParams, query: ListQuery, options: UrlStateOptions): URLSearchParams {
  const { prefix, defaultPageSize = DEFAULT_PAGE_SIZE } = options;
  const next = new URLSearchParams(search);
  const keys = ['page', 'pageSize', 'sortField', 'sortOrder', ...(options.paging === 'cursor' ? ['cursor'] : []), ...options.filterKeys];
  for (const name of keys) next.delete(keyOf(prefix, name));
  if (options.paging === 'cursor') {
    // Page 1 is the first page whatever its cursor; a later page needs the cursor it was reached by.
    if (query.page !== 1 && query.cursor) {
      next.set(keyOf(prefix, 'page'), String(query.page));
      next.set(keyOf(prefix, 'cursor'), query.cursor);
    }
  } else if (query.page !== 1) next.set(keyOf(prefix, 'page'), String(query.page));
  if (query.pageSize !== defaultPageSize) next.set(keyOf(prefix, 'pageSize'), String(query.pageSize));
  if (query.sortField && query.sortOrder) {
    next.set(keyOf(prefix, 'sortField'), query.sortField);
    next.set(keyOf(prefix, 'sortOrder'), query.sortOrder);
  }
  for (const name of options.filterKeys) {
    const value = query.filters[name];
    if (value !== undefined && value !== '') next.set(keyOf(prefix, name), value);
  }
  return next;
}
