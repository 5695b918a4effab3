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
  total: number;
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
    total = answer.total;
    rows.push(...answer.items);
    onProgress({ loaded: rows.length, total });
    if (answer.items.length === 0) break;
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
