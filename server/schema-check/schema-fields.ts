/** Reading fields out of the JSON Schemas of entities and operations ($refs already inlined). */
import type { JsonSchema, OperationSpec } from '../api/schema-loader';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

export function propertiesOf(schema: JsonSchema | undefined): Record<string, JsonSchema> | undefined {
  return schema && isObject(schema.properties) ? (schema.properties as Record<string, JsonSchema>) : undefined;
}

/** Whether an object schema takes fields it does not list (then a field missing from it is no error). */
export const isOpen = (schema: JsonSchema) =>
  !propertiesOf(schema) || (schema.additionalProperties !== false && !!schema.additionalProperties);

/**
 * The schema of a field path (`a.b`) in an object schema: the property's schema, `undefined` when the
 * path names no field, or `'open'` when it runs into an object that takes any field.
 */
export function fieldAt(schema: JsonSchema | undefined, path: string): JsonSchema | 'open' | undefined {
  let node: JsonSchema | undefined = schema;
  for (const name of path.split('.')) {
    if (!node) return undefined;
    const properties = propertiesOf(node);
    if (properties && Object.hasOwn(properties, name)) node = properties[name];
    else return node && isOpen(node) ? 'open' : undefined;
  }
  return node;
}

/** The field names of an object schema, for messages. */
export const fieldNames = (schema: JsonSchema | undefined) => Object.keys(propertiesOf(schema) ?? {});

/** The rows of a list answer: `{items: [row]}` (or the array itself). */
export function itemsOf(response: JsonSchema | undefined, itemsField?: string): JsonSchema | undefined {
  if (!response) return undefined;
  if (response.type === 'array') return response.items as JsonSchema | undefined;
  const holder = fieldAt(response, itemsField ?? 'items');
  return holder && holder !== 'open' && holder.type === 'array' ? (holder.items as JsonSchema | undefined) : undefined;
}

/** What the console sends its input as: the query for GET (and DELETE without a body), the body otherwise. */
export function inputOf(op: OperationSpec): JsonSchema | undefined {
  if (op.method === 'GET') return op.query;
  return op.body ?? op.query;
}

export type ScalarType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';

/** One type a field may have, with its format (strings) or its items' types (arrays). */
export interface FieldType {
  type: ScalarType;
  format?: string;
  itemTypes?: ScalarType[];
}

const typeOfValue = (v: unknown): ScalarType | 'null' =>
  v === null
    ? 'null'
    : Array.isArray(v)
      ? 'array'
      : typeof v === 'number'
        ? Number.isInteger(v)
          ? 'integer'
          : 'number'
        : (typeof v as ScalarType);

/** The non-null types a field schema allows, or undefined when it does not say (then nothing is checked). */
export function typesOf(schema: JsonSchema): FieldType[] | undefined {
  const branches = [schema.oneOf, schema.anyOf].find(Array.isArray) as JsonSchema[] | undefined;
  if (branches) {
    const all = branches.map(typesOf);
    return all.some((t) => !t) ? undefined : (all.flat() as FieldType[]);
  }
  let names: string[] | undefined;
  if (typeof schema.type === 'string') names = [schema.type];
  else if (Array.isArray(schema.type)) names = schema.type.map(String);
  else if (Array.isArray(schema.enum)) names = [...new Set(schema.enum.map(typeOfValue))];
  else if ('const' in schema) names = [typeOfValue(schema.const)];
  if (!names) return undefined;
  return names
    .filter((n) => n !== 'null')
    .map((type) => {
      const field: FieldType = { type: type as ScalarType };
      if (type === 'string' && typeof schema.format === 'string') field.format = schema.format;
      if (type === 'array' && isObject(schema.items)) field.itemTypes = typesOf(schema.items)?.map((t) => t.type);
      return field;
    });
}

export const describeType = (t: FieldType) =>
  t.format ? `${t.type} (format ${t.format})` : t.itemTypes ? `array of ${t.itemTypes.join('/')}` : t.type;

/** Whether a literal value fits a field schema's type and enum (no deeper validation). */
export function valueFits(schema: JsonSchema, value: unknown): boolean {
  if (Array.isArray(schema.enum)) return schema.enum.some((allowed) => allowed === value);
  if ('const' in schema) return schema.const === value;
  const types = typesOf(schema);
  if (!types) return true;
  const actual = typeOfValue(value);
  return types.some((t) => t.type === actual || (t.type === 'number' && actual === 'integer'));
}
