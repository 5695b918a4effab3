import fs from 'node:fs';
import path from 'node:path';
import type { Role } from '../auth/tables';
import { projectPath } from '../shared/project-root';
import { recordRefOf, recordSchemaOf, resourceOperations } from '../resources/resource-operations';
import { withReferenceOptions } from '../resources/reference-options';
import { loadResources } from '../resources/load-resources';
import { readResources, type ResourceSpec } from '../resources/resource-spec';

export type JsonSchema = Record<string, unknown>;

export type Access = 'public' | 'user' | 'sdk';

export interface OperationSpec {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  summary: string;
  access: Access;
  roles?: string[];
  rateLimit?: 'login' | 'code' | 'hosted';
  rateLimitGroup?: string;
  /** Whose data the operation reaches (schemas/meta/api.schema.json). */
  'x-scope': 'public' | 'self' | 'account' | 'platform';
  /** An account-scoped list: the entity of its items. */
  'x-lists'?: string;
  /** Data topics its answer shows; the console asks again when one of them changes. */
  reads?: string[];
  /** Data topics a successful call changes; the console announces them. */
  changes?: string[];
  body?: JsonSchema;
  query?: JsonSchema;
  /** Takes multipart/form-data (an upload) instead of a JSON body. */
  'x-multipart'?: boolean;
  /** Moves money: accepts an `Idempotency-Key` header, a repeat of which answers the first call's result. */
  'x-idempotent'?: boolean;
  /** Answers a file of this type (its text) without the envelope; errors keep the envelope. */
  'x-download'?: 'text/csv' | 'application/json';
  response: JsonSchema;
  /** File of schemas/api (or schemas/resources) this operation came from, for error messages. */
  source: string;
  tag: string;
  /** What the operations of the tag do: the file's `description` (the OpenAPI document's tag description). */
  tagDescription?: string;
  /** The resource whose standard operation this is (served by the generic handlers of server/resources/). */
  resource?: ResourceSpec;
}

export const schemasRoot = projectPath('schemas');

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function listJson(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => path.join(dir, f));
}

/**
 * Replaces every relative-file `$ref` with the referenced schema, so Fastify's ajv and
 * fast-json-stringify get self-contained schemas. Editor-only keys ($schema, $id) are dropped.
 */
export function inlineRefs(node: unknown, baseDir: string, seen: string[] = []): unknown {
  if (Array.isArray(node)) return node.map((n) => inlineRefs(n, baseDir, seen));
  if (!node || typeof node !== 'object') return node;
  const obj = node as Record<string, unknown>;
  if (typeof obj.$ref === 'string' && !obj.$ref.startsWith('#')) {
    const target = path.resolve(baseDir, obj.$ref);
    if (seen.includes(target)) throw new Error(`circular $ref ${obj.$ref}`);
    const { $ref: _ignored, ...rest } = obj;
    const resolved = inlineRefs(readJson(target), path.dirname(target), [...seen, target]) as JsonSchema;
    return { ...resolved, ...(inlineRefs(rest, baseDir, seen) as JsonSchema) };
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(obj)) {
    // Editor-only keywords; a *property* named $schema (an object value) is kept.
    if ((key === '$schema' || key === '$id') && typeof value === 'string') continue;
    out[key] = inlineRefs(value, baseDir, seen);
  }
  return out;
}

/** The resources of `root` and of the extra schemas folders (each may hold a `resources/` folder). */
export const resourcesOf = (root = schemasRoot, extraDirs: readonly string[] = []): ResourceSpec[] => loadResources([root, ...extraDirs]);

/** A resource's record schema with its entity `$ref`s inlined. */
export const inlineRecordOf = (spec: ResourceSpec, root: string) =>
  inlineRefs(recordSchemaOf(spec), path.join(root, 'entities')) as JsonSchema;

/** The standard operations of every resource, self-contained like the ones of schemas/api. */
export function loadResourceOperations(resources: ResourceSpec[], root = schemasRoot): OperationSpec[] {
  const apiDir = path.join(root, 'api');
  return resources.flatMap((spec) => {
    const record = inlineRecordOf(spec, root);
    const withRecord = (node: unknown): unknown => {
      if (Array.isArray(node)) return node.map(withRecord);
      if (!node || typeof node !== 'object') return node;
      if ((node as JsonSchema).$ref === recordRefOf(spec)) return record;
      return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, withRecord(v)]));
    };
    return resourceOperations(spec).map(
      (op) =>
        ({
          ...(inlineRefs(withRecord(op), apiDir) as OperationSpec),
          source: spec.source,
          tag: spec.name,
          resource: spec,
        }) as OperationSpec,
    );
  });
}

/** Every operation: those of schemas/api and the standard ones of each resource (`extraDirs`: more schemas folders with resources). */
export function loadOperations(root = schemasRoot, extraDirs: readonly string[] = []): OperationSpec[] {
  const dir = path.join(root, 'api');
  const ops: OperationSpec[] = [];
  for (const file of listJson(dir)) {
    const doc = readJson(file) as { tag: string; description?: string; operations: Omit<OperationSpec, 'source' | 'tag'>[] };
    for (const op of doc.operations) {
      ops.push({
        ...(inlineRefs(op, dir) as OperationSpec),
        source: path.relative(root, file),
        tag: doc.tag,
        ...(doc.description ? { tagDescription: doc.description } : {}),
      });
    }
  }
  return [...ops, ...loadResourceOperations(resourcesOf(root, extraDirs), root)];
}

export interface PageSchema {
  path: string;
  name: string;
  redirect?: string;
  meta: { title: string; order?: number; roles?: Role[] } & Record<string, unknown>;
  children?: PageSchema[];
}

/**
 * One file of schemas/pages as the console receives it: the editor's `$schema` dropped, the options of
 * resource reference fields filled in (server/resources/reference-options.ts).
 */
export function readPageFile(file: string): PageSchema {
  const { $schema: _s, ...page } = readJson(file) as PageSchema & { $schema?: string };
  return withReferenceOptions(page, readResources(path.dirname(path.dirname(file))).resources);
}

/** Pages in menu order. */
export const sortPages = (pages: PageSchema[]): PageSchema[] => [...pages].sort((a, b) => (a.meta.order ?? 0) - (b.meta.order ?? 0));

export function loadPages(root = schemasRoot): PageSchema[] {
  return sortPages(listJson(path.join(root, 'pages')).map(readPageFile));
}

/** Entity schemas by file name without `.json` (refs between entities inlined). */
export function loadEntities(root = schemasRoot, extraDirs: readonly string[] = []): Record<string, JsonSchema> {
  const dir = path.join(root, 'entities');
  return {
    ...Object.fromEntries(listJson(dir).map((file) => [path.basename(file, '.json'), inlineRefs(readJson(file), dir) as JsonSchema])),
    // A resource's records are an entity too, named like the resource.
    ...Object.fromEntries(resourcesOf(root, extraDirs).map((spec) => [spec.name, inlineRecordOf(spec, root)])),
  };
}
