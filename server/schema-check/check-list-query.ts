/**
 * A list's sorting and filtering against its operation's query: a column may sort only by a field of
 * the query's (a POST list: the body's) `sortField` enum, and filter only through its properties (the server refuses the rest
 * with a 400, so the column would only ever show an error).
 */
import type { OperationSpec } from '../api/schema-loader';
import { declaredSortFields, listInputOf } from '../shared/sort-columns';
import { filterParamKeysOf } from '../../contract/filter-param-keys';
import type { PageList } from '../../contract/generated/page-schema';
import { checkFilterOptions } from './check-filter-options';
import { checkLiteralValues } from './check-operation-calls';
import { isOpen, propertiesOf } from './schema-fields';

/** Query properties every list takes that are not filters. */
const PAGING = new Set(['page', 'pageSize', 'sortField', 'sortOrder', 'cursor']);

export const filtersOf = (op: OperationSpec) => Object.keys(propertiesOf(listInputOf(op)) ?? {}).filter((name) => !PAGING.has(name));

export function checkListQuery(list: PageList, pointer: string, op: OperationSpec, problem: (pointer: string, message: string) => void) {
  const sortable = declaredSortFields(op);
  const input = listInputOf(op);
  const queryTakes = (name: string) => !input || isOpen(input) || Object.hasOwn(propertiesOf(input) ?? {}, name);
  const filters = filtersOf(op);
  const filterList = filters.length ? filters.join(', ') : 'none';

  list.columns.forEach((column, i) => {
    const at = `${pointer}/columns/${i}`;
    if (column.sorter && !sortable.includes(column.field)) {
      problem(
        `${at}/sorter`,
        sortable.length
          ? `operation '${op.operationId}' does not sort by '${column.field}'; sortable fields (its query's sortField enum): ${sortable.join(', ')}`
          : `operation '${op.operationId}' declares no sortable fields (an enum on its query's sortField), so '${column.field}' cannot sort`,
      );
    }
    if (!column.filter) return;
    const keys = filterParamKeysOf(column);
    for (const key of keys) {
      if (!queryTakes(key) || PAGING.has(key))
        problem(`${at}/filter`, `operation '${op.operationId}' takes no filter '${key}' in its query; its filters: ${filterList}`);
    }
    // A filter sending the field itself (not a range) sends its options' values and its default.
    const sent = keys.length === 1 && keys[0] === column.field ? propertiesOf(input)?.[column.field] : undefined;
    if (sent) checkFilterOptions(column, at, sent, problem);
  });

  for (const key of Object.keys(list.params ?? {})) {
    if (!queryTakes(key))
      problem(`${pointer}/params/${key}`, `operation '${op.operationId}' takes no query parameter '${key}'; its filters: ${filterList}`);
  }
  checkLiteralValues(op, list.params, `${pointer}/params`, problem);
  if (list.pageSize !== undefined) checkLiteralValues(op, { pageSize: list.pageSize }, pointer, problem);
}
