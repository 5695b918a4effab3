/** An action of a toolbar, a row, a batch, descriptions or a dashboard (src/renderer/list/actions). */
import type { PageAction } from '../../../contract/generated/page-schema';
import type { ShownRecord } from '../check-columns';
import { templateFields } from '../check-columns';
import { conditionFields, references } from '../check-form-fields';
import { checkParams } from '../check-operation-calls';
import { fieldAt, fieldNames } from '../schema-fields';
import type { BodyChecks } from './body-checks';

/** An action's call: its parameters, the field of its answer it copies, and the row fields it refers to. */
export function checkAction(action: PageAction, pointer: string, row: ShownRecord | undefined, checks: BodyChecks) {
  const { problem } = checks;
  const op = action.operation ? checks.operations.get(action.operation) : undefined;
  if (op && action.kind === 'operation') checkParams(op, action.params, `${pointer}/params`, problem);
  // A file comes only from an operation that answers one (x-download), and such an operation only as a file.
  if (action.kind === 'download') {
    if (!action.operation) problem(pointer, 'a download action names the operation that answers the file (x-download)');
    else if (op && !op['x-download'])
      problem(`${pointer}/operation`, `operation '${op.operationId}' answers no file (x-download); a download needs one`);
    else if (op) checkParams(op, action.params, `${pointer}/params`, problem);
  }
  if (op?.['x-download'] && action.kind !== 'download')
    problem(`${pointer}/kind`, `operation '${op.operationId}' answers a file (x-download): call it with an action of kind 'download'`);
  if (op && action.resultField && !fieldAt(op.response, action.resultField))
    problem(
      `${pointer}/resultField`,
      `'${action.resultField}' is not a field of the answer of '${op.operationId}'; its fields: ${fieldNames(op.response).join(', ')}`,
    );
  if (action.kind === 'link' && action.target) checks.checkRoute(action.target, `${pointer}/target`);
  if (action.href !== undefined && action.kind !== 'link') problem(`${pointer}/href`, 'only a link action opens an address (href)');
  if (action.kind === 'link' && !action.target === !action.href)
    problem(pointer, 'a link action has either a console route (target) or an address of the row (href), not both or neither');
  if (action.href !== undefined && !action.href.startsWith('$row.'))
    problem(`${pointer}/href`, `href '${action.href}' must name a field of the row ($row.<field>)`);
  if (!row) return;
  const rowFields = [
    ...references('row', action.params, `${pointer}/params`),
    ...references('row', action.href, `${pointer}/href`),
    ...conditionFields(action.visibleWhen, `${pointer}/visibleWhen`),
    ...(action.kind === 'link' && action.target
      ? templateFields(action.target).map((f) => [f, `${pointer}/target`] as [string, string])
      : []),
  ];
  for (const [name, where] of rowFields) {
    if (!fieldAt(row.schema, name)) problem(where, `'${name}' is not ${row.label}; its fields: ${fieldNames(row.schema).join(', ')}`);
  }
}
