import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import type { Role } from '../api/generated/operation-types';
import { projectPath } from '../shared/project-root';

export interface ResourceField {
  type: 'string' | 'integer' | 'boolean';
  description?: string;
  /** Locale id of the field's label, for messages naming the field. */
  title?: string;
  /** An entity or resource name: the field holds a reference to one of its records. */
  references?: string;
  format?: 'uri' | 'email' | 'date' | 'date-time' | 'uuid';
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  enum?: (string | number)[];
  minimum?: number;
  maximum?: number;
  default?: string | number | boolean;
  required?: boolean;
  unique?: boolean;
  searchable?: boolean | 'contains' | 'exact';
  sortable?: boolean;
  editable?: boolean;
}

export interface ResourceHookNames {
  list?: string;
  beforeAdd?: string;
  beforeEdit?: string;
  beforeDelete?: string;
}

/** A file of schemas/resources (schemas/meta/resource.schema.json), with where it came from. */
export interface ResourceSpec {
  name: string;
  title: string;
  description?: string;
  /** The field naming a record where a reference to it shows. */
  labelField?: string;
  table: string;
  path: string;
  scope: 'account' | 'platform';
  roles: { read: Role[]; write: Role[] };
  fields: Record<string, ResourceField>;
  defaultSort?: { field: string; order: 'ascend' | 'descend' };
  hooks?: ResourceHookNames;
  /** Inputs beyond the fields, read by hooks only: more list query and del body properties (JSON Schemas). */
  inputs?: { list?: Record<string, Record<string, unknown>>; del?: Record<string, Record<string, unknown>> };
  /** Optional, not stored properties of a record in answers, filled by a hook. */
  answerFields?: Record<string, Record<string, unknown>>;
  /** The file, relative to its schemas folder (e.g. `schemas/resources/x.json`), for messages. */
  source: string;
  /** The schemas folder the file is in (its texts are in the `locales` folder beside it). */
  schemasDir?: string;
}

/** One problem of a resource file, as the schema checker reports it. */
export interface ResourceProblem {
  file: string;
  pointer: string;
  message: string;
}

const metaFile = projectPath('schemas', 'meta', 'resource.schema.json');
let validateMeta: ReturnType<Ajv2020['compile']> | undefined;

const readSchema = (file: string) => {
  const { $schema: _s, $id: _i, ...schema } = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  return schema;
};

function metaValidator() {
  if (!validateMeta) {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    // The meta-schema refers to entities (the roles, schemas/entities/role.json) by their relative paths.
    const entities = path.join(path.dirname(metaFile), '..', 'entities');
    for (const file of fs.readdirSync(entities).filter((f) => f.endsWith('.json'))) {
      ajv.addSchema(readSchema(path.join(entities, file)), pathToFileURL(path.join(entities, file)).href);
    }
    validateMeta = ajv.compile({ ...readSchema(metaFile), $id: pathToFileURL(metaFile).href });
  }
  return validateMeta;
}

const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** What the meta-schema cannot say: fields that make sense together, owners and roles that fit the scope. */
function ruleProblems(spec: Omit<ResourceSpec, 'source'>): { pointer: string; message: string }[] {
  const problems: { pointer: string; message: string }[] = [];
  const fieldNames = Object.keys(spec.fields);
  if (spec.labelField !== undefined && spec.fields[spec.labelField]?.type !== 'string')
    problems.push({
      pointer: '/labelField',
      message: `'${spec.labelField}' is not a text field; text fields: ${fieldNames.filter((f) => spec.fields[f]!.type === 'string').join(', ') || 'none'}`,
    });
  for (const [name, field] of Object.entries(spec.fields)) {
    const at = `/fields/${escape(name)}`;
    const isText = field.type === 'string';
    if (!isText && (field.format || field.pattern || field.minLength !== undefined || field.maxLength !== undefined))
      problems.push({ pointer: at, message: `format, pattern and lengths apply to a string field, not to a ${field.type}` });
    if (field.type !== 'integer' && (field.minimum !== undefined || field.maximum !== undefined))
      problems.push({ pointer: at, message: 'minimum and maximum apply to an integer field' });
    if (field.type === 'boolean' && field.enum) problems.push({ pointer: `${at}/enum`, message: 'a boolean field has no enum' });
    if (field.enum?.some((v) => typeof v !== (field.type === 'integer' ? 'number' : 'string')))
      problems.push({ pointer: `${at}/enum`, message: `every value of the enum must be a ${field.type}` });
    if (field.default !== undefined && typeof field.default !== (field.type === 'integer' ? 'number' : field.type))
      problems.push({ pointer: `${at}/default`, message: `the default must be a ${field.type}` });
    if (field.pattern !== undefined) {
      try {
        new RegExp(field.pattern, 'u');
      } catch (error) {
        problems.push({ pointer: `${at}/pattern`, message: `not a regular expression: ${(error as Error).message}` });
      }
    }
    if (field.required && field.default !== undefined)
      problems.push({ pointer: at, message: 'a required field has no default (add always gives it)' });
  }
  if (spec.defaultSort && spec.defaultSort.field !== 'created_at' && !spec.fields[spec.defaultSort.field]?.sortable)
    problems.push({
      pointer: '/defaultSort/field',
      message: `'${spec.defaultSort.field}' is not sortable; allowed: ${['created_at', ...fieldNames.filter((f) => spec.fields[f]!.sortable)].join(', ')}`,
    });
  for (const [part, names] of [
    ['inputs/list', Object.keys(spec.inputs?.list ?? {})],
    ['inputs/del', Object.keys(spec.inputs?.del ?? {})],
    ['answerFields', Object.keys(spec.answerFields ?? {})],
  ] as const)
    for (const name of names)
      if (
        Object.hasOwn(spec.fields, name) ||
        ['id', 'ids', 'page', 'pageSize', 'sortField', 'sortOrder', 'created_at', 'updated_at'].includes(name)
      )
        problems.push({ pointer: `/${part}/${escape(name)}`, message: `'${name}' is already a field or a standard input` });
  if (spec.scope === 'platform' && spec.roles.write.some((r) => r !== 'admin'))
    problems.push({ pointer: '/roles/write', message: 'platform data is written by admins only: write must be ["admin"]' });
  if (spec.scope === 'account' && [...spec.roles.read, ...spec.roles.write].includes('admin'))
    problems.push({
      pointer: '/roles',
      message: "account data belongs to a master's account: admin has none (roles are master and official)",
    });
  return problems;
}

function listJson(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
}

/**
 * Reads and checks the resource files of `<schemasDir>/resources`. Answers the valid ones and the
 * problems of the others (a file with a problem is left out, never half-used).
 */
export function readResources(schemasDir: string): { resources: ResourceSpec[]; problems: ResourceProblem[] } {
  const dir = path.join(schemasDir, 'resources');
  const resources: ResourceSpec[] = [];
  const problems: ResourceProblem[] = [];
  for (const file of listJson(dir)) {
    const source = `${path.basename(schemasDir)}/resources/${file}`;
    let json: unknown;
    try {
      json = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    } catch (error) {
      problems.push({ file: source, pointer: '', message: `not valid JSON: ${(error as Error).message}` });
      continue;
    }
    const validate = metaValidator();
    if (!validate(json)) {
      for (const e of validate.errors ?? []) {
        const extra = e.keyword === 'additionalProperties' ? ` '${(e.params as { additionalProperty: string }).additionalProperty}'` : '';
        problems.push({ file: source, pointer: e.instancePath, message: `${e.message}${extra}` });
      }
      continue;
    }
    const { $schema: _s, ...spec } = json as Omit<ResourceSpec, 'source'> & { $schema?: string };
    const own = ruleProblems(spec);
    if (own.length) {
      problems.push(...own.map((p) => ({ file: source, ...p })));
      continue;
    }
    resources.push({ ...spec, source, schemasDir });
  }
  return { resources, problems };
}

/** Two resources with one name, table or path. */
export function duplicateProblems(resources: ResourceSpec[]): ResourceProblem[] {
  const problems: ResourceProblem[] = [];
  const seen = new Map<string, string>();
  for (const r of resources) {
    for (const key of [`name '${r.name}'`, `table '${r.table}'`, `path '${r.path}'`]) {
      const before = seen.get(key);
      if (before) problems.push({ file: r.source, pointer: '', message: `${key} is also declared by ${before}` });
      else seen.set(key, r.source);
    }
  }
  return problems;
}

/** Fields holding references to records of an entity or resource. */
export const referenceFields = (spec: ResourceSpec) => Object.keys(spec.fields).filter((f) => spec.fields[f]!.references);

/** Fields the list may sort by (the query's `sortField` enum). */
export const sortableFields = (spec: ResourceSpec) => Object.keys(spec.fields).filter((f) => spec.fields[f]!.sortable);

/** Fields the list filters by (query properties besides the paging and sorting ones). */
export const searchableFields = (spec: ResourceSpec) => Object.keys(spec.fields).filter((f) => spec.fields[f]!.searchable);

/** Whether a filter on the field matches text anywhere (ILIKE) rather than the exact value. */
export const matchesContained = (field: ResourceField) =>
  field.type === 'string' && !field.enum && (field.searchable === true || field.searchable === 'contains');

/** Whether add may leave the field out and store null (neither required nor defaulted). */
export const isNullable = (field: ResourceField) => !field.required && field.default === undefined;
