/** A dashboard's stat cards, charts and toolbar against the answers of their operations and its dialogs. */
import type { OperationSpec } from '../api/schema-loader';
import type { PageBody } from '../../contract/generated/page-schema';
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
    if (card.note) {
      const noteField = fieldAt(op.response, card.note.field);
      if (!noteField)
        problem(
          `${at}/note/field`,
          `'${card.note.field}' is not a field of the answer of '${op.operationId}'; its fields: ${fieldNames(op.response).join(', ')}`,
        );
      else if (noteField !== 'open') {
        // A percent is a number the note multiplies by 100.
        const mismatch = valueTypeMismatch(card.note.valueType === 'money' ? 'money' : 'number', card.note.field, noteField);
        if (mismatch) problem(`${at}/note/valueType`, mismatch);
      }
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
    if ((chart.y === undefined) === (chart.series === undefined))
      return problem(at, 'a chart draws either y (one series) or series (several): give exactly one of them');
    if (chart.series && chart.kind === 'pie') problem(`${at}/series`, 'a pie draws one series: give y instead');
    const numbers = chart.y !== undefined ? [[chart.y, `${at}/y`]] : (chart.series ?? []).map((s, j) => [s.y, `${at}/series/${j}/y`]);
    for (const [y, where] of numbers as [string, string][]) {
      const field = fieldAt(items, y);
      if (!field) problem(where, `'${y}' is not ${label}`);
      else if (field !== 'open') {
        const mismatch = valueTypeMismatch(chart.valueType ?? 'number', y, field);
        if (mismatch) problem(where, mismatch);
      }
    }
  });
}
