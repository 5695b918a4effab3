import type { PageColumn } from '@contract/generated/page-schema';
import { getPath } from '@/renderer/core/get-path';
import { getI18nState } from '@/locales';
import { EMPTY_TEXT, isEmptyValue } from './empty';
import { fromDeclared, peekOptions } from './options-cache';
import type { ResolvedOption, Translate } from './types';
import { valueTypeOf } from './value-type-table';

/** Declared options, or loaded ones if their load has answered (see loadColumnOptions before export). */
export function columnOptions(column: PageColumn): ResolvedOption[] {
  if (column.options) return fromDeclared(column.options);
  if (column.optionsFrom) return peekOptions(column.optionsFrom) ?? [];
  return [];
}

/**
 * The plain text a cell shows, e.g. for CSV export: "-" for an empty value, labels of options,
 * formatted money and dates. `locale` is a BCP 47 tag (default: the console's current locale).
 */
export function valueToText(column: PageColumn, row: Record<string, unknown>, t: Translate, locale = getI18nState().intl.locale): string {
  const value = getPath(row, column.field);
  if (isEmptyValue(value)) return EMPTY_TEXT;
  return valueTypeOf(column.valueType).toText(value, { column, row, t, locale, options: columnOptions(column) });
}
