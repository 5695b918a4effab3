export type SortOrder = 'ascend' | 'descend';

/** Everything that decides which rows a list shows. */
export interface ListQuery {
  page: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: SortOrder;
  /** Request parameters of the filter form (already in their sent form, e.g. created_at_start). */
  filters: Record<string, string>;
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 1000;

/** The query an operation gets: fixed parameters (e.g. a tab's status) win over everything else. */
export function toRequestParams(query: ListQuery, fixed: Record<string, unknown> = {}): Record<string, unknown> {
  const params: Record<string, unknown> = { ...query.filters, page: query.page, pageSize: query.pageSize };
  if (query.sortField && query.sortOrder) {
    params.sortField = query.sortField;
    params.sortOrder = query.sortOrder;
  }
  return { ...params, ...fixed };
}
