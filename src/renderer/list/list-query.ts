export type SortOrder = 'ascend' | 'descend';

/** How a list pages: numbered pages with a total, or keyset cursors (`"paging": "cursor"`, lists of millions of rows). */
export type ListPaging = 'offset' | 'cursor';

/** Everything that decides which rows a list shows. */
export interface ListQuery {
  /** The page number (a cursor list shows it but asks by `cursor`). */
  page: number;
  pageSize: number;
  /** A cursor list's page: the previous answer's next_cursor; none on the first page. */
  cursor?: string;
  sortField?: string;
  sortOrder?: SortOrder;
  /** Request parameters of the filter form (already in their sent form, e.g. created_at_start). */
  filters: Record<string, string>;
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 1000;

/**
 * The query an operation gets: fixed parameters (e.g. a tab's status) win over everything else. A
 * cursor list sends `cursor` (empty for the first page) and no `page`.
 */
export function toRequestParams(
  query: ListQuery,
  fixed: Record<string, unknown> = {},
  paging: ListPaging = 'offset',
): Record<string, unknown> {
  const params: Record<string, unknown> =
    paging === 'cursor'
      ? { ...query.filters, cursor: query.cursor ?? '', pageSize: query.pageSize }
      : { ...query.filters, page: query.page, pageSize: query.pageSize };
  if (query.sortField && query.sortOrder) {
    params.sortField = query.sortField;
    params.sortOrder = query.sortOrder;
  }
  return { ...params, ...fixed };
}
