/** A list body (also a dashboard's section or a tab's): the checker's side of src/renderer/list. */
import type { JsonSchema, OperationSpec } from '../../api/schema-loader';
import type { PageList } from '../../../contract/generated/page-schema';
import { isDetailsOnly } from '../../../contract/value-type-fields';
import { checkListPaging } from '../check-list-paging';
import { checkListQuery } from '../check-list-query';
import { fieldAt, itemsOf, propertiesOf } from '../schema-fields';
import { topField, type BodyChecks } from './body-checks';
import { checkAction } from './check-actions';
import { checkDescriptions } from './check-descriptions-body';
import { checkForm } from './check-form-body';

/** The entity's fields as columns, the list answer's shape, sorting and filters, modal and drawer keys. */
export function checkListBody(list: PageList, pointer: string, checks: BodyChecks) {
  const { problem } = checks;
  list.columns.forEach((column, i) => {
    if (isDetailsOnly(column.valueType))
      problem(`${pointer}/columns/${i}/valueType`, `value type '${column.valueType}' is for details and drawers, not list columns`);
  });
  const op = checks.operations.get(list.operation);
  if (op) checkListPaging(list, pointer, op, problem);
  const rows = op && withFilterOnlyFields(itemsOf(op.response), list, op);
  const row =
    list.entity !== undefined
      ? checks.entityOf(list.entity, `${pointer}/entity`)
      : rows
        ? { schema: rows, label: `a field of the rows of '${list.operation}'` }
        : undefined;
  checks.checkColumns(list.columns, `${pointer}/columns`, row);
  // Columns of an entity's fields the list's rows do not carry would stay empty.
  if (rows && list.entity !== undefined && row)
    list.columns.forEach((column, i) => {
      if (fieldAt(row.schema, column.field) && !fieldAt(rows, column.field))
        problem(
          `${pointer}/columns/${i}/field`,
          `field '${column.field}' is not in the rows of '${list.operation}', so the column would stay empty`,
        );
    });
  if (op) checkListQuery(list, pointer, op, problem);
  if (fieldAt(row?.schema, list.rowKey) === undefined && row) problem(`${pointer}/rowKey`, `rowKey '${list.rowKey}' is not ${row.label}`);
  for (const group of ['toolbar', 'rowActions', 'batchActions'] as const) {
    (list[group] ?? []).forEach((action, i) => {
      const where = `${pointer}/${group}/${i}/target`;
      if (action.kind === 'modal' && !list.modals?.[action.target ?? ''])
        problem(where, `modal '${action.target}' is not declared in modals`);
      if (action.kind === 'drawer' && !list.drawers?.[action.target ?? ''])
        problem(where, `drawer '${action.target}' is not declared in drawers`);
      if (action.kind === 'import' && !list.import)
        problem(where.replace(/\/target$/, ''), "an import action needs the list's import declaration");
      checkAction(action, `${pointer}/${group}/${i}`, group === 'rowActions' ? row : undefined, checks);
    });
  }
  for (const [key, form] of Object.entries(list.modals ?? {})) checkForm(form, `${pointer}/modals/${key}`, checks);
  for (const [key, drawer] of Object.entries(list.drawers ?? {})) checkDescriptions(drawer, `${pointer}/drawers/${key}`, row, checks);
  checkImportRoundTrip(list, pointer, propertiesOf(rows), checks);
}

/**
 * A column only for filtering (hideInTable with a filter) may name a filter of the list's query that
 * its rows do not carry (rows summed over apps have no app): its options are checked against the query's field.
 */
function withFilterOnlyFields(rows: JsonSchema | undefined, list: PageList, op: OperationSpec): JsonSchema | undefined {
  const fields = propertiesOf(rows);
  const query = propertiesOf(op.query);
  if (!rows || !fields || !query) return rows;
  const extra = list.columns.filter(
    (column) => column.hideInTable && column.filter && !(column.field in fields) && Object.hasOwn(query, column.field),
  );
  if (!extra.length) return rows;
  return { ...rows, properties: { ...fields, ...Object.fromEntries(extra.map((column) => [column.field, query[column.field]!])) } };
}

/**
 * A list that exports and imports writes its export in the import's format (raw values of the
 * import's fields), so every import field must be a field of the list's rows.
 */
function checkImportRoundTrip(list: PageList, pointer: string, rowFields: Record<string, unknown> | undefined, checks: BodyChecks) {
  const exports = Boolean(list.export) || (list.toolbar ?? []).some((action) => action.kind === 'export');
  if (!list.import || !exports || !rowFields) return;
  list.import.fields.forEach((field, i) => {
    if (!(topField(field) in rowFields))
      checks.problem(
        `${pointer}/import/fields/${i}`,
        `import field '${field}' is not a field of the rows of '${list.operation}', so an export could not write it back`,
      );
  });
}
