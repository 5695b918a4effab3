/**
 * The operations and the record schema of a resource, in the shape of schemas/api and schemas/entities,
 * so everything that reads those (registration, validation, OpenAPI, the typed client, the checker, the
 * generated access and bad-input tests) treats a resource's operations like any other.
 */
import {
  isNullable,
  matchesContained,
  referenceFields,
  searchableFields,
  sortableFields,
  type ResourceField,
  type ResourceSpec,
} from './resource-spec';

type Json = Record<string, unknown>;

export type ResourceAction = 'list' | 'detail' | 'add' | 'edit' | 'del' | 'options';

/** An operation as written in a schemas/api file (entity `$ref`s relative to schemas/api). */
export interface ResourceOperation {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  access: 'user';
  roles: string[];
  'x-scope': 'account' | 'platform';
  'x-lists'?: string;
  reads?: string[];
  changes?: string[];
  body?: Json;
  query?: Json;
  response: Json;
}

export const operationIdOf = (spec: ResourceSpec, action: ResourceAction) =>
  `${spec.name}${action.charAt(0).toUpperCase()}${action.slice(1)}`;

/** The `$ref` of the record's entity, as an operation file would write it. */
export const recordRefOf = (spec: ResourceSpec) => `../entities/${spec.name}.json`;

const ID_REF = '../entities/id.json';
const COUNT_REF = '../entities/count.json';

/** JSON Schema of a field's value, as add and edit take it (lengths, format, pattern, enum, bounds). */
function valueSchema(field: ResourceField): Json {
  const schema: Json = { type: field.type };
  for (const key of ['description', 'format', 'minLength', 'maxLength', 'pattern', 'enum', 'minimum', 'maximum'] as const) {
    if (field[key] !== undefined) schema[key] = field[key];
  }
  if (field.references) {
    // A record of the entity: an id (or an app's public id); the account boundary tests call it with another account's.
    schema['x-entity'] = field.references;
    if (field.type === 'string') schema.maxLength ??= 64;
    else Object.assign(schema, { minimum: field.minimum ?? 1, maximum: field.maximum ?? 2147483647 });
  }
  return schema;
}

/** A stored value: null too where add may leave the field out. */
function storedSchema(field: ResourceField): Json {
  const { minLength: _min, pattern: _p, format: _f, ...rest } = valueSchema(field);
  // Stored values were checked on the way in; the answer only describes them (a later, stricter
  // declaration must not make old rows unserialisable).
  return isNullable(field)
    ? { ...rest, type: [field.type, 'null'], ...(rest.enum ? { enum: [...(rest.enum as unknown[]), null] } : {}) }
    : rest;
}

/** schemas/entities shape of a record: id, the fields, created_at and updated_at. */
export function recordSchemaOf(spec: ResourceSpec): Json {
  const fields = Object.fromEntries(Object.entries(spec.fields).map(([name, field]) => [name, storedSchema(field)]));
  const properties = {
    id: { $ref: './id.json' },
    ...fields,
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
  };
  return {
    title: spec.title,
    description: spec.description ?? `A ${spec.name} (resource ${spec.source}).`,
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties),
    // Answer-only properties (filled by a hook) are optional.
    properties: { ...properties, ...spec.answerFields },
  };
}

/** A filter of the list: the field's own rules, but any text length up to the field's limit. */
function filterSchema(field: ResourceField): Json {
  if (field.type === 'string' && matchesContained(field)) return { type: 'string', maxLength: field.maxLength ?? 200 };
  const { description: _d, minLength: _m, ...schema } = valueSchema(field);
  return schema;
}

function listQuery(spec: ResourceSpec): Json {
  const sortable = sortableFields(spec);
  const filters = Object.fromEntries(searchableFields(spec).map((name) => [name, filterSchema(spec.fields[name]!)]));
  return {
    type: 'object',
    additionalProperties: false,
    properties: {
      page: { $ref: COUNT_REF, minimum: 1, default: 1 },
      pageSize: { type: 'integer', minimum: 1, maximum: 1000, default: 20 },
      ...(sortable.length
        ? { sortField: { type: 'string', enum: sortable }, sortOrder: { type: 'string', enum: ['ascend', 'descend'] } }
        : {}),
      ...filters,
      ...spec.inputs?.list,
    },
  };
}

function idField(spec: ResourceSpec): Json {
  return { 'x-entity': spec.name, $ref: ID_REF };
}

function addBody(spec: ResourceSpec): Json {
  const required = Object.keys(spec.fields).filter((f) => spec.fields[f]!.required);
  return {
    type: 'object',
    additionalProperties: false,
    ...(required.length ? { required } : {}),
    properties: Object.fromEntries(Object.entries(spec.fields).map(([name, field]) => [name, valueSchema(field)])),
  };
}

function editBody(spec: ResourceSpec): Json {
  const editable = Object.entries(spec.fields).filter(([, field]) => field.editable !== false);
  return {
    type: 'object',
    additionalProperties: false,
    required: ['id'],
    properties: {
      id: idField(spec),
      // A field add may leave empty may be emptied again (null).
      ...Object.fromEntries(
        editable.map(([name, field]) => {
          const schema = valueSchema(field);
          return [name, isNullable(field) ? { ...schema, type: [field.type, 'null'] } : schema];
        }),
      ),
    },
  };
}

/** The options of the reference fields (value and name of each record the caller may name), when there are any. */
function optionsOperation(spec: ResourceSpec): ResourceOperation[] {
  const fields = referenceFields(spec);
  if (!fields.length) return [];
  return [
    {
      operationId: operationIdOf(spec, 'options'),
      method: 'GET',
      path: `${spec.path}/options`,
      summary: `The records a reference field of the resource ${spec.name} may name (${fields.join(', ')}), by name: what forms and filters offer and lists show.`,
      access: 'user',
      'x-scope': spec.scope,
      roles: [...new Set([...spec.roles.read, ...spec.roles.write])],
      query: {
        type: 'object',
        additionalProperties: false,
        required: ['field'],
        properties: { field: { type: 'string', enum: fields } },
      },
      response: {
        type: 'object',
        additionalProperties: false,
        required: ['items'],
        properties: {
          items: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['value', 'label'],
              properties: { value: { type: ['string', 'integer'], maximum: 2147483647 }, label: { type: 'string' } },
            },
          },
        },
      },
    },
  ];
}

/** The five operations of a resource (six with reference fields), as a schemas/api file would declare them. */
export function resourceOperations(spec: ResourceSpec): ResourceOperation[] {
  const common = { access: 'user' as const, 'x-scope': spec.scope };
  const record = { $ref: recordRefOf(spec) };
  const read = { ...common, roles: spec.roles.read, reads: [spec.table] };
  const write = { ...common, roles: spec.roles.write, changes: [spec.table] };
  const unique = Object.keys(spec.fields).filter((f) => spec.fields[f]!.unique);
  const uniqueNote = unique.length ? ` 100401: ${unique.join(', ')} already used by another record.` : '';
  return [
    {
      operationId: operationIdOf(spec, 'list'),
      method: 'GET',
      path: `${spec.path}/list`,
      summary: `Records of the resource ${spec.name}, paged, sorted and filtered (declared in ${spec.source}).`,
      ...read,
      ...(spec.scope === 'account' ? { 'x-lists': spec.name } : {}),
      query: listQuery(spec),
      response: {
        type: 'object',
        additionalProperties: false,
        required: ['items', 'total'],
        properties: { items: { type: 'array', items: record }, total: { $ref: COUNT_REF } },
      },
    },
    {
      operationId: operationIdOf(spec, 'detail'),
      method: 'GET',
      path: `${spec.path}/detail`,
      summary: `One record of the resource ${spec.name} (404 when it does not exist).`,
      ...read,
      query: { type: 'object', additionalProperties: false, required: ['id'], properties: { id: idField(spec) } },
      response: record,
    },
    {
      operationId: operationIdOf(spec, 'add'),
      method: 'POST',
      path: `${spec.path}/add`,
      summary: `Add a record of the resource ${spec.name}.${uniqueNote}`,
      ...write,
      body: addBody(spec),
      response: record,
    },
    {
      operationId: operationIdOf(spec, 'edit'),
      method: 'PUT',
      path: `${spec.path}/edit`,
      summary: `Change fields of a record of the resource ${spec.name} (404 when it does not exist).${uniqueNote}`,
      ...write,
      body: editBody(spec),
      response: record,
    },
    {
      operationId: operationIdOf(spec, 'del'),
      method: 'DELETE',
      path: `${spec.path}/del`,
      summary: `Delete records of the resource ${spec.name}; ids of no record are ignored.`,
      ...write,
      body: {
        type: 'object',
        additionalProperties: false,
        required: ['ids'],
        properties: {
          ids: { 'x-entity': spec.name, type: 'array', items: { $ref: ID_REF }, minItems: 1, maxItems: 1000, uniqueItems: true },
          ...spec.inputs?.del,
        },
      },
      response: {
        type: 'object',
        additionalProperties: false,
        required: ['deleted'],
        properties: { deleted: { $ref: COUNT_REF } },
      },
    },
    ...optionsOperation(spec),
  ];
}
