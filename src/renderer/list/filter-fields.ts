import dayjs from 'dayjs';
import type { PageColumn, PageFormField } from '@contract/generated/page-schema';
import { peekOptions } from '@/renderer/value-types/options-cache';
import { DATE_FORMAT } from '@/utils/date-format';
import { defaultFilterWidget, filterParamKeysOf } from '@contract/filter-param-keys';

/** One filter of the list's filter form, derived from a column with `filter`. */
export interface FilterField {
  column: PageColumn;
  /** The form field (widget chosen by the column's value type unless the column says otherwise). */
  field: PageFormField & { field: string; title: string };
  /** The request parameters it sets: [field] or, for a date range, [field_start, field_end]. */
  paramKeys: string[];
}

/** A switch or boolean column filters by its two states when it declares no options. */
function defaultOptions(column: PageColumn): PageFormField['options'] {
  if (column.options || column.optionsFrom) return column.options;
  if (column.valueType === 'switch') {
    return [
      { value: column.switch?.checkedValue ?? true, label: 'renderer.value.on' },
      { value: column.switch?.uncheckedValue ?? false, label: 'renderer.value.off' },
    ];
  }
  if (column.valueType === 'boolean') {
    return [
      { value: true, label: 'renderer.value.yes' },
      { value: false, label: 'renderer.value.no' },
    ];
  }
  return undefined;
}

export function buildFilterFields(columns: PageColumn[]): FilterField[] {
  return columns
    .filter((column) => column.filter)
    .map((column) => {
      const declared = typeof column.filter === 'object' ? column.filter : {};
      const widget = declared.widget ?? defaultFilterWidget(column);
      const options = declared.options ?? (declared.optionsFrom ? undefined : defaultOptions(column));
      const optionsFrom = declared.optionsFrom ?? (declared.options ? undefined : column.optionsFrom);
      const field = {
        ...declared,
        field: declared.field ?? column.field,
        title: declared.title ?? column.title,
        widget,
        ...(widget === 'Select' ? { options, optionsFrom } : {}),
      };
      return { column, field, paramKeys: filterParamKeysOf(column) };
    });
}

export const filterParamKeys = (fields: FilterField[]) => fields.flatMap((f) => f.paramKeys);

const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

function formatRangeEnd(value: unknown, column: PageColumn, end: boolean): string | undefined {
  if (isBlank(value)) return undefined;
  const day = dayjs(value as string);
  if (!day.isValid()) return undefined;
  if (column.valueType === 'datetime') return (end ? day.endOf('day') : day.startOf('day')).format('YYYY-MM-DD HH:mm:ss');
  return day.format(DATE_FORMAT);
}

/**
 * The filter form's values as request parameters (all strings, as the URL holds them): a date range
 * becomes <field>_start/<field>_end, money stays in its stored form (the Money widget holds it),
 * empty values are left out.
 */
export function filterValuesToParams(fields: FilterField[], values: Record<string, unknown>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const { column, field, paramKeys } of fields) {
    const value = values[field.field];
    if (isBlank(value)) continue;
    if (field.widget === 'DateRange') {
      const [start, end] = Array.isArray(value) ? value : [];
      const from = formatRangeEnd(start, column, false);
      const to = formatRangeEnd(end, column, true);
      if (from) params[paramKeys[0]] = from;
      if (to) params[paramKeys[1]] = to;
    } else if (Array.isArray(value)) {
      params[paramKeys[0]] = value.map(String).join(',');
    } else {
      params[paramKeys[0]] = typeof value === 'string' ? value.trim() : String(value);
    }
  }
  return params;
}

function dayOf(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const day = dayjs(text);
  return day.isValid() ? day.format(DATE_FORMAT) : undefined;
}

/** Back from request parameters (URL) to form values: numbers for number inputs, option values for selects. */
export function paramsToFilterValues(fields: FilterField[], params: Record<string, string>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const { field, paramKeys } of fields) {
    if (field.widget === 'DateRange') {
      // The range picker holds day strings, as Formily's DatePicker gives them.
      const [start, end] = paramKeys.map((key) => dayOf(params[key]));
      if (start || end) values[field.field] = [start, end];
      continue;
    }
    const text = params[paramKeys[0]];
    if (text === undefined) continue;
    if (field.widget === 'NumberPicker' || field.widget === 'Money') {
      const n = Number(text);
      if (Number.isFinite(n)) values[field.field] = n;
    } else if (field.widget === 'Select' && (field.options || field.optionsFrom)) {
      // "2" in the URL is the option 2 when the options hold numbers (declared, or loaded already).
      const known: { value: unknown }[] = field.options ?? (field.optionsFrom ? (peekOptions(field.optionsFrom) ?? []) : []);
      const match = (raw: string) => known.find((o) => String(o.value) === raw)?.value ?? raw;
      values[field.field] = field.multiple ? text.split(',').map(match) : match(text);
    } else if (field.widget === 'Select' && field.multiple) {
      values[field.field] = text.split(',');
    } else {
      values[field.field] = text;
    }
  }
  return values;
}
