/**
 * What a page sends to an operation and reads from its answer: parameters the operation takes (and
 * the ones it requires), and the fields an `optionsFrom` reads from the items of its answer.
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { JsonSchema, OperationSpec } from '../api/schema-loader';
import type { PageOptionsFrom } from '../../contract/generated/page-schema';
import { fieldAt, fieldNames, inputOf, isOpen, itemsOf, propertiesOf } from './schema-fields';

type Problem = (pointer: string, message: string) => void;

const listOf = (names: string[]) => (names.length ? names.join(', ') : 'none');

// As the server validates: a query is text coerced to the declared types, a body is taken as it is.
const queryAjv = addFormats(new Ajv({ strict: false, coerceTypes: 'array' }));
const bodyAjv = addFormats(new Ajv({ strict: false }));
const hasReference = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.startsWith('$')
    : Array.isArray(value)
      ? value.some(hasReference)
      : !!value && typeof value === 'object' && Object.values(value).some(hasReference);

/** Literal parameter values (no `$` references) that the operation's request validation would refuse. */
export function checkLiteralValues(op: OperationSpec, params: Record<string, unknown> | undefined, pointer: string, problem: Problem) {
  const input = inputOf(op);
  if (!input || !params) return;
  const ajv = input === op.query ? queryAjv : bodyAjv;
  for (const [key, value] of Object.entries(params)) {
    const field = fieldAt(input, key);
    if (!field || field === 'open' || hasReference(value)) continue;
    const validate = ajv.compile(field);
    if (validate(structuredClone(value))) continue;
    const error = validate.errors?.[0];
    const allowed =
      error?.keyword === 'enum'
        ? ` ${(error.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')}`
        : '';
    problem(
      `${pointer}/${key}`,
      `operation '${op.operationId}' refuses ${key} ${JSON.stringify(value)}: ${error?.message ?? 'invalid'}${allowed}`,
    );
  }
}

/**
 * Parameters of a call: each must be a field the operation takes (unless it takes any), and when the
 * parameters are all it gets (no form around them), every field it requires must be given.
 */
export function checkParams(
  op: OperationSpec,
  params: Record<string, unknown> | undefined,
  pointer: string,
  problem: Problem,
  { complete = true, also = [] as string[] } = {},
) {
  const input = inputOf(op);
  const given = [...Object.keys(params ?? {}), ...also];
  if (!input) {
    if (given.length) problem(pointer, `operation '${op.operationId}' takes no parameters, yet is given ${given.join(', ')}`);
    return;
  }
  const takes = fieldNames(input);
  if (!isOpen(input)) {
    for (const key of Object.keys(params ?? {}))
      if (!takes.includes(key))
        problem(`${pointer}/${key}`, `operation '${op.operationId}' takes no parameter '${key}'; it takes: ${listOf(takes)}`);
  }
  checkLiteralValues(op, params, pointer, problem);
  if (!complete) return;
  const required = Array.isArray(input.required) ? input.required.map(String) : [];
  const missing = required.filter((name) => !given.includes(name));
  if (missing.length)
    problem(pointer, `operation '${op.operationId}' requires ${missing.join(', ')}, which ${missing.length > 1 ? 'are' : 'is'} not given`);
}

/** Options loaded from an operation: its answer holds an array of items with the value and label fields. */
export function checkOptionsFrom(source: PageOptionsFrom, pointer: string, operations: Map<string, OperationSpec>, problem: Problem) {
  const op = operations.get(source.operation);
  if (!op) return; // reported as an unknown operation
  checkParams(op, source.params, `${pointer}/params`, problem);
  const response = op.response as JsonSchema | undefined;
  const items = itemsOf(response, source.itemsField);
  if (!items) {
    problem(
      source.itemsField ? `${pointer}/itemsField` : pointer,
      `the answer of '${op.operationId}' holds no array at '${source.itemsField ?? 'items'}' (itemsField); its fields: ${listOf(fieldNames(response))}`,
    );
    return;
  }
  for (const key of ['valueField', 'labelField'] as const) {
    if (!fieldAt(items, source[key]))
      problem(
        `${pointer}/${key}`,
        `'${source[key]}' is not a field of the items of '${op.operationId}'; their fields: ${listOf(Object.keys(propertiesOf(items) ?? {}))}`,
      );
  }
}
