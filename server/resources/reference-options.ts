import { operationIdOf } from './resource-operations';
import type { ResourceSpec } from './resource-spec';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Where the options of a reference field come from: the resource's options operation. */
export const referenceOptionsFrom = (spec: ResourceSpec, field: string) => ({
  operation: operationIdOf(spec, 'options'),
  params: { field },
  itemsField: 'items',
  valueField: 'value',
  labelField: 'label',
});

const hasOptions = (node: Json) => node.options !== undefined || node.optionsFrom !== undefined;

function column(node: unknown, spec: ResourceSpec): unknown {
  if (!isObject(node) || typeof node.field !== 'string' || !spec.fields[node.field]?.references) return node;
  if (hasOptions(node)) return node;
  // The record's name in place of its id; a filter without options of its own offers the column's.
  const valueType = node.valueType === undefined || node.valueType === 'text' ? 'enum' : node.valueType;
  return { ...node, valueType, optionsFrom: referenceOptionsFrom(spec, node.field) };
}

function formField(node: unknown, spec: ResourceSpec): unknown {
  if (!isObject(node) || typeof node.field !== 'string' || !spec.fields[node.field]?.references || hasOptions(node)) return node;
  return { ...node, widget: node.widget ?? 'Select', optionsFrom: referenceOptionsFrom(spec, node.field) };
}

/**
 * A page body with the options of resource reference fields filled in: every list column and form field
 * over a reference field of the resource its part names (`entity`) that declares no options gets the
 * resource's options operation as `optionsFrom` (a column shows the record's name, a filter and a form
 * field offer the records), so pages never write one. What the console receives and what the checker checks.
 */
export function withReferenceOptions<T>(body: T, resources: readonly ResourceSpec[]): T {
  if (!resources.some((r) => Object.values(r.fields).some((f) => f.references))) return body;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!isObject(node)) return node;
    const out = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value)]));
    const spec = typeof node.entity === 'string' ? resources.find((r) => r.name === node.entity) : undefined;
    if (!spec) return out;
    if (Array.isArray(out.columns)) out.columns = out.columns.map((c) => column(c, spec));
    if (Array.isArray(out.fields)) out.fields = out.fields.map((f) => formField(f, spec));
    return out;
  };
  return walk(body) as T;
}
