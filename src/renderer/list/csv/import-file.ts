import { getPath } from '@/renderer/core/get-path';
import { writeCsv } from '@contract/csv-file';

/**
 * The file format of a list that both exports and imports: the import's columns, keyed by field
 * name, holding the records' raw values. So a file exported from such a list imports into it
 * unchanged, whatever the interface language, and the import's template is the same header.
 */

/** A stored value as the import takes it back: text as is, numbers and booleans as written, nothing as ''. */
export function rawCellText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

export function rowsToImportCsv(fields: string[], rows: Record<string, unknown>[]): string {
  return writeCsv(
    fields,
    rows.map((row) => fields.map((field) => rawCellText(getPath(row, field)))),
  );
}

/** The header row alone: what the import modal offers to download. */
export const importTemplateCsv = (fields: string[]) => writeCsv(fields, []);

const normalise = (name: string) => name.trim().toLowerCase();

/**
 * Which column of the file holds each field: its name (any case), or one of its `aliases` (e.g. the
 * column's title as the list shows it). Fields no column names are `missing`.
 */
export function matchImportHeader(
  header: string[],
  fields: string[],
  aliases: Record<string, string[]> = {},
): { columnOf: Record<string, string>; missing: string[] } {
  const byName = new Map(header.map((name) => [normalise(name), name] as const));
  const columnOf: Record<string, string> = {};
  const missing: string[] = [];
  for (const field of fields) {
    const found = [field, ...(aliases[field] ?? [])].map((name) => byName.get(normalise(name))).find((name) => name !== undefined);
    if (found === undefined) missing.push(field);
    else columnOf[field] = found;
  }
  return { columnOf, missing };
}
