/**
 * A column's filter against the list query's field it sends: its own options and its default must be
 * values of that field (of its enum when it has one), as a column's options and a form's default are.
 */
import type { JsonSchema } from '../api/schema-loader';
import type { PageColumn } from '../../contract/generated/page-schema';
import { defaultFilterWidget } from '../../contract/filter-param-keys';
import { allowedOf, checkOptionValues } from './check-form-fields';
import { valueFits } from './schema-fields';

type Problem = (pointer: string, message: string) => void;

/** Filters of dates send a range (`<field>_start`, `<field>_end`), not a value of the field. */
const RANGE_WIDGETS = new Set(['DateRange', 'DatePicker']);

export function checkFilterOptions(column: PageColumn, pointer: string, field: JsonSchema, problem: Problem) {
  if (typeof column.filter !== 'object') return;
  const filter = column.filter;
  checkOptionValues(filter.options, `${pointer}/filter/options`, column.field, field, problem);
  const widget = filter.widget ?? defaultFilterWidget(column);
  if (filter.default === undefined || RANGE_WIDGETS.has(widget)) return;
  const target = field.type === 'array' && field.items && typeof field.items === 'object' ? (field.items as JsonSchema) : field;
  const values = Array.isArray(filter.default) ? (filter.default as unknown[]) : [filter.default];
  for (const value of values) {
    // References ($query.x, $user.x) are filled in the browser.
    if (typeof value === 'object' || /^\$/.test(String(value)) || valueFits(target, value)) continue;
    problem(
      `${pointer}/filter/default`,
      `default ${JSON.stringify(value)} is not a value of field '${column.field}' (${allowedOf(target)})`,
    );
  }
}
