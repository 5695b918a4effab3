/**
 * A list's paging against its operation: offset paging (the default) reads `{items, total}` and sends
 * `page`, so its operation must take one (an operation paging only by cursor refuses it); cursor paging
 * (`"paging": "cursor"`) sends `cursor` instead of `page` and follows the answer's `next_cursor`, so the
 * query must take `cursor` and the answer must name `next_cursor` (a list bound to an operation without
 * them would stop at its first page).
 */
import type { OperationSpec } from '../api/schema-loader';
import { listInputOf } from '../shared/sort-columns';
import type { PageList } from '../../contract/generated/page-schema';
import { isOpen, propertiesOf } from './schema-fields';

export function checkListPaging(list: PageList, pointer: string, op: OperationSpec, problem: (pointer: string, message: string) => void) {
  const answer = propertiesOf(op.response);
  const answers = (name: string) => !!answer && Object.hasOwn(answer, name);
  const input = listInputOf(op);
  const takes = (name: string) => Object.hasOwn(propertiesOf(input) ?? {}, name);
  if (list.paging !== 'cursor') {
    if (!answers('items') || !answers('total'))
      problem(`${pointer}/operation`, `list operation '${list.operation}' must answer {items, total}`);
    else if (input && !isOpen(input) && !takes('page'))
      problem(
        `${pointer}/operation`,
        takes('cursor')
          ? `operation '${op.operationId}' takes no 'page' (it pages by cursor): declare "paging": "cursor"`
          : `operation '${op.operationId}' takes no 'page', which a list with offset paging sends`,
      );
    return;
  }
  const missing: string[] = [];
  if (!takes('cursor')) missing.push("its query declares no 'cursor'");
  if (!answers('items')) missing.push("its answer declares no 'items'");
  if (!answers('next_cursor')) missing.push("its answer declares no 'next_cursor'");
  if (missing.length)
    problem(
      `${pointer}/paging`,
      `a list with paging 'cursor' needs an operation with keyset paging, but operation '${op.operationId}': ${missing.join(', ')}`,
    );
}
