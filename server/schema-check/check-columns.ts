/** The columns of a list or of descriptions (a drawer, a details page) against the records they show. */
import type { JsonSchema, OperationSpec } from '../api/schema-loader';
import type { PageColumn } from '../../contract/generated/page-schema';
import { defaultFilterWidget } from '../../contract/filter-param-keys';
import { checkOptionValues, conditionFields } from './check-form-fields';
import { checkParams } from './check-operation-calls';
import { valueTypeMismatch } from './check-value-types';
import { fieldAt, fieldNames, valueFits } from './schema-fields';

type Problem = (pointer: string, message: string) => void;

/** The records a part of a page shows: their schema and how a message names them. */
export interface ShownRecord {
  schema: JsonSchema;
  label: string;
}

export interface ColumnContext {
  operations: Map<string, OperationSpec>;
  routes: Set<string>;
  problem: Problem;
}

/** `{field}` placeholders of a route template such as `/notice/details?id={id}`. */
export const templateFields = (template: string) => [...template.matchAll(/\{([A-Za-z0-9_.]+)\}/g)].map((m) => m[1]!);

/** Entries named twice in a list of names (form fields, columns, tab keys), with their indexes. */
export function repeated(names: (string | undefined)[]): [string, number][] {
  return names.flatMap((name, i) => (name !== undefined && names.indexOf(name) !== i ? [[name, i] as [string, number]] : []));
}

/** A console route a link leads to (the path of a template such as `/notice/details?id={id}`) must be a page's. */
export function checkLinkRoute(template: string, pointer: string, routes: Set<string>, problem: Problem) {
  const route = template.split(/[?#]/)[0]!;
  if (route.startsWith('/') && !routes.has(route))
    problem(pointer, `route '${route}' is not the path of any page in schemas/pages (the link would open the not-found page)`);
}

/** Columns (of a list or descriptions) against the records they show: field, value type, options, filter, switch, link. */
export function checkColumns(columns: PageColumn[], pointer: string, record: ShownRecord | undefined, ctx: ColumnContext) {
  const { problem } = ctx;
  for (const [name, i] of repeated(columns.map((c) => c.field)))
    problem(`${pointer}/${i}/field`, `field '${name}' has a column already (columns are keyed by their field)`);
  columns.forEach((column, i) => {
    const at = `${pointer}/${i}`;
    const field = record && fieldAt(record.schema, column.field);
    if (record && !field)
      problem(`${at}/field`, `field '${column.field}' is not ${record.label}; its fields: ${fieldNames(record.schema).join(', ')}`);
    // A condition on a field the record lacks never holds: the value would never show.
    for (const [name, where] of conditionFields(column.showWhen, `${at}/showWhen`))
      if (record && !fieldAt(record.schema, name))
        problem(where, `showWhen names '${name}', which is not ${record.label}; its fields: ${fieldNames(record.schema).join(', ')}`);
    if (column.link) {
      checkLinkRoute(column.link, `${at}/link`, ctx.routes, problem);
      for (const name of templateFields(column.link))
        if (record && !fieldAt(record.schema, name)) problem(`${at}/link`, `link placeholder '{${name}}' is not ${record.label}`);
    }
    // A select filter takes the options of the filter or the column; switch and boolean columns have their two states.
    const filter = typeof column.filter === 'object' ? column.filter : column.filter ? {} : undefined;
    const widget = filter && (filter.widget ?? defaultFilterWidget(column));
    const hasStates = column.valueType === 'switch' || column.valueType === 'boolean';
    if (
      filter &&
      (widget === 'Select' || widget === 'Radio') &&
      !hasStates &&
      !(filter.options ?? filter.optionsFrom ?? column.options ?? column.optionsFrom)
    )
      problem(
        `${at}/filter`,
        `the filter of '${column.field}' is a select without options: give the column or the filter options or optionsFrom`,
      );
    if (column.switch) {
      const op = ctx.operations.get(column.switch.operation);
      if (op) checkParams(op, column.switch.params, `${at}/switch/params`, problem);
    }
    if (!field || field === 'open') return;
    const mismatch = valueTypeMismatch(column.valueType ?? 'text', column.field, field);
    if (mismatch) problem(`${at}/valueType`, mismatch);
    checkOptionValues(column.options, `${at}/options`, column.field, field, problem);
    if (column.valueType === 'switch') {
      for (const [key, value] of [
        ['checkedValue', column.switch?.checkedValue ?? true],
        ['uncheckedValue', column.switch?.uncheckedValue ?? false],
      ] as const) {
        if (!valueFits(field, value))
          problem(
            `${at}/switch${column.switch?.[key] === undefined ? '' : `/${key}`}`,
            `switch ${key} ${JSON.stringify(value)} is not a value of field '${column.field}'` +
              (Array.isArray(field.enum) ? ` (allowed: ${field.enum.map((v) => JSON.stringify(v)).join(', ')})` : ''),
          );
      }
    }
  });
}
