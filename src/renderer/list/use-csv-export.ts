import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PageColumn } from '@contract/generated/page-schema';
import { callOperation } from '@/renderer/core/call-operation';
import type { Translate } from '@/renderer/value-types/types';
import type { ExportProgress } from './csv/export-rows';
import { saveCsv } from './csv/save-csv';
import type { ListPage } from './list-controller';
import type { ListPaging } from './list-query';
import type { Row } from './table-columns';

interface CsvExportOptions {
  operation: string;
  filename: string;
  columns: PageColumn[];
  /** The current filter, sort and fixed parameters (paging is the export's own). */
  params: Record<string, unknown>;
  /** A cursor list's export follows next_cursor instead of page numbers. */
  paging?: ListPaging;
  /**
   * The list's import columns, when it has an import: the file is then written in the import's format
   * (those columns by field name, raw values), so it imports back unchanged (csv/import-file.ts).
   */
  importFields?: string[];
}

export interface CsvExport {
  run(): Promise<void>;
  cancel(): void;
  /** Undefined when no export runs. */
  progress: ExportProgress | undefined;
}

/**
 * Exports every row of the current filter as a CSV file, page after page (by page number, or by
 * next_cursor on a cursor list), with progress and cancel:
 * as the table shows them, or in the import's format when the list has an import.
 */
export function useCsvExport(options: CsvExportOptions): CsvExport {
  const intl = useIntl();
  const [progress, setProgress] = useState<ExportProgress>();
  const abort = useRef<AbortController>();
  const latest = useRef(options);
  latest.current = options;

  const run = useCallback(async () => {
    if (abort.current) return;
    const { operation, filename, columns, params, paging, importFields } = latest.current;
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ loaded: 0, total: 0 });
    const t: Translate = (id, values) => intl.formatMessage({ id }, values);
    try {
      // The CSV writer (and its library) is loaded when an export starts, not with the list.
      const [{ fetchAllRows, fetchAllCursorRows, loadColumnOptions, rowsToCsv }, { rowsToImportCsv }] = await Promise.all([
        import('./csv/export-rows'),
        import('./csv/import-file'),
      ]);
      const fetchPage = (query: Record<string, unknown>) => callOperation<ListPage<Row>>(operation, query);
      const fetchAll = paging === 'cursor' ? fetchAllCursorRows : fetchAllRows;
      const rows = await fetchAll(fetchPage, params, setProgress, controller.signal);
      if (importFields) {
        if (!controller.signal.aborted) saveCsv(rowsToImportCsv(importFields, rows), filename);
        return;
      }
      await loadColumnOptions(columns);
      if (!controller.signal.aborted) saveCsv(rowsToCsv(columns, rows, t, intl.locale), filename);
    } catch {
      // Cancelled, or failed with the server's message already shown by the HTTP layer.
    } finally {
      abort.current = undefined;
      setProgress(undefined);
    }
  }, [intl]);

  const cancel = useCallback(() => abort.current?.abort(), []);
  return { run, cancel, progress };
}
