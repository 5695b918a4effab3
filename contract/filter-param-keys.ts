import type { PageColumn, PageFormField } from './generated/page-schema';

type Widget = NonNullable<PageFormField['widget']>;

/** The filter widget of a column with `filter` when it names none: chosen by the value type. */
export function defaultFilterWidget(column: PageColumn): Widget {
  switch (column.valueType) {
    case 'enum':
    case 'tag':
    case 'switch':
    case 'boolean':
      return 'Select';
    case 'date':
    case 'datetime':
      return 'DateRange';
    case 'number':
    case 'progress':
    case 'percent':
      return 'NumberPicker';
    case 'money':
      return 'Money';
    default:
      return 'Input';
  }
}

/**
 * The query parameters a column's filter sends: its field or, for a date range, `<field>_start` and
 * `<field>_end`. (Read by the schema checker too: each must be a query property of the list operation.)
 */
export function filterParamKeysOf(column: PageColumn): string[] {
  const declared = typeof column.filter === 'object' ? column.filter : {};
  const field = declared.field ?? column.field;
  const widget = declared.widget ?? defaultFilterWidget(column);
  return widget === 'DateRange' ? [`${field}_start`, `${field}_end`] : [field];
}
