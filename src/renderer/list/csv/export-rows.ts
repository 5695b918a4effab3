import type { PageColumn } from '@contract/generated/page-schema';
import { evaluateCondition } from '@/renderer/core/condition';
import { EMPTY_TEXT } from '@/renderer/value-types/empty';
import { loadOptions } from '@/renderer/value-types/options-cache';
import { valueToText } from '@/renderer/value-types/value-to-text';
import type { Translate } from '@/renderer/value-types/types';
import type { ListPage } from '../list-controller';
import { MAX_PAGE_SIZE } from '../list-query';
import { writeCsv } from '@contract/csv-file';

export interface ExportProgress {
  loaded: number;
  /** Rows to fetch in all; 0 when not known (a cursor list whose server gave no total). */
  total: number;
  /** The total is the server's estimate. */
  estimated?: boolean;
  /** More pages follow the ones fetched (a cursor list's next_cursor). */
  more?: boolean;
}

/**
 * Every row of the current filter and sort, fetched page by page (up to 1000 rows each, one request
 * at a time), reporting progress after each page. Stops early when `signal` is aborted.
 */
export async function fetchAllRows<Row>(
  fetchPage: (params: Record<string, unknown>) => Promise<ListPage<Row>>,
  params: Record<string, unknown>,
  onProgress: (progress: ExportProgress) => void = () => undefined,
  signal?: AbortSignal,
): Promise<Row[]> {
  const rows: Row[] = [];
  let total = Infinity;
  for (let page = 1; rows.length < total; page++) {
    if (signal?.aborted) throw new DOMException('Export cancelled', 'AbortError');
    const answer = await fetchPage({ ...params, page, pageSize: MAX_PAGE_SIZE });
    total = answer.total ?? 0;
    rows.push(...answer.items);
    onProgress({ loaded: rows.length, total });
    if (answer.items.length === 0) break;
  }
  return rows;
}

/**
 * The same for a cursor list (`"paging": "cursor"`): from the first page (cursor '') on, each request
 * asks for the page after the previous answer's `next_cursor` until an answer has none. The total, when
 * the first answer gives one, is only for the progress (it may be an estimate).
 */
export async function fetchAllCursorRows<Row>(
  fetchPage: (params: Record<string, unknown>) => Promise<ListPage<Row>>,
  params: Record<string, unknown>,
  onProgress: (progress: ExportProgress) => void = () => undefined,
  signal?: AbortSignal,
): Promise<Row[]> {
  const rows: Row[] = [];
  const asked = new Set<string>();
  // A cursor list asks by cursor, never by page number.
  const query: Record<string, unknown> = { ...params, pageSize: MAX_PAGE_SIZE };
  delete query.page;
  let total = 0;
  let estimated = false;
  for (let cursor: string | undefined = ''; cursor !== undefined;) {
    if (signal?.aborted) throw new DOMException('Export cancelled', 'AbortError');
    asked.add(cursor);
    const answer: ListPage<Row> = await fetchPage({ ...query, cursor });
    if (cursor === '' && typeof answer.total === 'number') {
      total = answer.total;
      estimated = answer.total_estimated === true;
    }
    rows.push(...answer.items);
    const next = answer.next_cursor;
    // A cursor asked before would loop for ever: the export ends there.
    cursor = next && answer.items.length > 0 && !asked.has(next) ? next : undefined;
    onProgress({ loaded: rows.length, total, estimated, more: cursor !== undefined });
  }
  return rows;
}

/** Options loaded from operations must be in before their labels can be written. */
export async function loadColumnOptions(columns: PageColumn[]): Promise<void> {
  await Promise.all(
    columns.map((column) => (column.optionsFrom && !column.options ? loadOptions(column.optionsFrom).catch(() => []) : [])),
  );
}

/** Header = translated titles, cells = the text each cell shows ("-" for one its `showWhen` hides). */
export function rowsToCsv(columns: PageColumn[], rows: Record<string, unknown>[], t: Translate, locale: string): string {
  return writeCsv(
    columns.map((column) => t(column.title)),
    rows.map((row) =>
      columns.map((column) => (evaluateCondition(column.showWhen, row) ? valueToText(column, row, t, locale) : EMPTY_TEXT)),
    ),
  );
}
