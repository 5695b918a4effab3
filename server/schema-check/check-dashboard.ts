/** A dashboard's stat cards and charts against the answers of their operations. */
import type { OperationSpec } from '../api/schema-loader';
import type { PageBody } from '../../src/api/generated/page-schema';
import { checkParams } from './check-operation-calls';
import { valueTypeMismatch } from './check-value-types';
import { fieldAt, fieldNames, itemsOf } from './schema-fields';

type Problem = (pointer: string, message: string) => void;

/** Stat cards and charts read fields of their operations' answers. */
export function checkDashboard(
  node: Extract<PageBody, { type: 'dashboard' }>,
  pointer: string,
  operations: Map<string, OperationSpec>,
  problem: Problem,
) {
  (node.cards ?? []).forEach((card, i) => {
    const op = card.operation ? operations.get(card.operation) : undefined;
    if (!op) return;
    const at = `${pointer}/cards/${i}`;
    checkParams(op, card.params, `${at}/params`, problem);
    const field = fieldAt(op.response, card.field);
    if (!field)
      problem(
        `${at}/field`,
        `'${card.field}' is not a field of the answer of '${op.operationId}'; its fields: ${fieldNames(op.response).join(', ')}`,
      );
    else if (field !== 'open') {
      const mismatch = valueTypeMismatch(card.valueType ?? 'number', card.field, field);
      if (mismatch) problem(`${at}/valueType`, mismatch);
    }
  });
  (node.charts ?? []).forEach((chart, i) => {
    const op = operations.get(chart.operation);
    if (!op) return;
    const at = `${pointer}/charts/${i}`;
    checkParams(op, chart.params, `${at}/params`, problem);
    const items = itemsOf(op.response, chart.itemsField);
    if (!items) {
      problem(
        chart.itemsField ? `${at}/itemsField` : at,
        `the answer of '${op.operationId}' holds no array at '${chart.itemsField ?? 'items'}'`,
      );
      return;
    }
    const label = `a field of the items of '${op.operationId}'; their fields: ${fieldNames(items).join(', ')}`;
    if (!fieldAt(items, chart.x)) problem(`${at}/x`, `'${chart.x}' is not ${label}`);
    const y = fieldAt(items, chart.y);
    if (!y) problem(`${at}/y`, `'${chart.y}' is not ${label}`);
    else if (y !== 'open') {
      const mismatch = valueTypeMismatch(chart.valueType ?? 'number', chart.y, y);
      if (mismatch) problem(`${at}/y`, mismatch);
    }
  });
}
