/**
 * Descriptions (a details page, a list's or a dashboard's drawer) and the details body with its modals:
 * the checker's side of src/renderer/details.
 */
import type { JsonSchema } from '../../api/schema-loader';
import type { PageBody, PageDescriptions } from '../../../contract/generated/page-schema';
import type { ShownRecord } from '../check-columns';
import { checkParams } from '../check-operation-calls';
import { fieldAt, propertiesOf } from '../schema-fields';
import type { BodyChecks } from './body-checks';
import { checkAction } from './check-actions';
import { checkForm } from './check-form-body';
import { conditionFields } from '../check-form-fields';

/** Descriptions: the record comes from its operation, else the row they were opened on. */
export function checkDescriptions(descriptions: PageDescriptions, pointer: string, row: ShownRecord | undefined, checks: BodyChecks) {
  const op = descriptions.operation ? checks.operations.get(descriptions.operation) : undefined;
  if (op) checkParams(op, descriptions.params, `${pointer}/params`, checks.problem);
  const record = op
    ? { schema: op.response, label: `a field of the answer of '${op.operationId}'` }
    : descriptions.operation
      ? undefined
      : row;
  checks.checkColumns(descriptions.fields, `${pointer}/fields`, record);
  (descriptions.actions ?? []).forEach((action, i) => checkAction(action, `${pointer}/actions/${i}`, record, checks));
  if (descriptions.table) checkDescriptionsTable(descriptions.table, `${pointer}/table`, record, checks);
  if (descriptions.thread) checkDescriptionsThread(descriptions.thread, `${pointer}/thread`, record, checks);
}

/** A details' thread draws an array field of the record: its author, content, time and attachments are fields of its items. */
function checkDescriptionsThread(
  thread: NonNullable<PageDescriptions['thread']>,
  pointer: string,
  record: ShownRecord | undefined,
  checks: BodyChecks,
) {
  if (!record) return;
  const array = fieldAt(record.schema, thread.field);
  if (array === 'open') return;
  const items = array?.type === 'array' ? (array.items as JsonSchema | undefined) : undefined;
  if (!items || !propertiesOf(items))
    return checks.problem(
      `${pointer}/field`,
      `'${thread.field}' is not an array of records in ${record.label.replace(/^a field of /, '')}`,
    );
  const label = `a field of the items of '${thread.field}'`;
  for (const key of ['rowKey', 'author', 'content', 'time', 'attachments'] as const) {
    const name = thread[key];
    if (name !== undefined && !fieldAt(items, name)) checks.problem(`${pointer}/${key}`, `${key} '${name}' is not ${label}`);
  }
  const attachments = thread.attachments ? fieldAt(items, thread.attachments) : undefined;
  if (attachments && attachments !== 'open' && attachments.type !== 'array')
    checks.problem(`${pointer}/attachments`, `attachments '${thread.attachments}' is not an array of picture addresses`);
  for (const [name, where] of conditionFields(thread.otherWhen, `${pointer}/otherWhen`))
    if (!fieldAt(items, name)) checks.problem(where, `otherWhen names '${name}', which is not ${label}`);
}

/** A details' table draws an array field of the record: its columns are fields of that array's items. */
function checkDescriptionsTable(
  table: NonNullable<PageDescriptions['table']>,
  pointer: string,
  record: ShownRecord | undefined,
  checks: BodyChecks,
) {
  if (!record) return;
  const array = fieldAt(record.schema, table.field);
  if (array === 'open') return;
  const items = array?.type === 'array' ? (array.items as JsonSchema | undefined) : undefined;
  if (!items || !propertiesOf(items))
    return checks.problem(`${pointer}/field`, `'${table.field}' is not an array of records in ${record.label.replace(/^a field of /, '')}`);
  const rows: ShownRecord = { schema: items, label: `a field of the items of '${table.field}'` };
  checks.checkColumns(table.columns, `${pointer}/columns`, rows);
  if (!fieldAt(items, table.rowKey)) checks.problem(`${pointer}/rowKey`, `rowKey '${table.rowKey}' is not ${rows.label}`);
}

/** A details page: its descriptions and the modals its actions open. */
export function checkDetailsBody(node: Extract<PageBody, { type: 'details' }>, pointer: string, checks: BodyChecks) {
  checkDescriptions(node.details, `${pointer}/details`, undefined, checks);
  (node.details.actions ?? []).forEach((action, i) => {
    if (action.kind === 'modal' && !node.modals?.[action.target ?? ''])
      checks.problem(`${pointer}/details/actions/${i}/target`, `modal '${action.target}' is not declared in modals`);
  });
  for (const [key, form] of Object.entries(node.modals ?? {})) checkForm(form, `${pointer}/modals/${key}`, checks);
}
