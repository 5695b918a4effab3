import fs from 'node:fs';
import path from 'node:path';
import { resourcesOf, schemasRoot, type JsonSchema } from '../server/api/schema-loader';
import { recordSchemaOf, resourceOperations } from '../server/resources/resource-operations';

/** An operation as written in schemas/api, with its $refs still pointing at entity files. */
export interface RawOperation {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  access: string;
  roles?: string[];
  reads?: string[];
  changes?: string[];
  body?: JsonSchema;
  query?: JsonSchema;
  response: JsonSchema;
  /** A standard operation of a resource (schemas/resources), served by the generic handlers. */
  resource?: string;
}

export const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as JsonSchema;

const jsonFiles = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];

/** Entities of schemas/entities, and each resource's record as if it were `schemas/entities/<name>.json`. */
export function readEntities(root = schemasRoot) {
  const dir = path.join(root, 'entities');
  const files = jsonFiles(dir).map((file) => {
    const schema = readJson(path.join(dir, file));
    return { file, title: String(schema.title ?? pascal(file.replace(/\.json$/, ''))), schema };
  });
  const records = resourcesOf(root).map((spec) => ({ file: `${spec.name}.json`, title: spec.title, schema: recordSchemaOf(spec) }));
  return [...files, ...records];
}

/** Operations of schemas/api, then the standard operations of each resource of schemas/resources. */
export function readRawOperations(root = schemasRoot): RawOperation[] {
  const dir = path.join(root, 'api');
  const declared = jsonFiles(dir).flatMap((file) => (readJson(path.join(dir, file)).operations as RawOperation[]) ?? []);
  const ofResources = resourcesOf(root).flatMap((spec) =>
    resourceOperations(spec).map((op) => ({ ...(op as unknown as RawOperation), resource: spec.name })),
  );
  return [...declared, ...ofResources];
}

/** Rewrites `$ref: "../entities/x.json"` / `"x.json"` into `#/$defs/<Title of x>` so one document holds every type. */
export function refsToDefs(node: unknown, titleOfFile: Map<string, string>): unknown {
  if (Array.isArray(node)) return node.map((n) => refsToDefs(n, titleOfFile));
  if (!node || typeof node !== 'object') return node;
  const ref = (node as Record<string, unknown>).$ref;
  // A $ref's siblings only narrow (minimum, default) or annotate a field; the type is the entity's, and
  // json-schema-to-typescript would otherwise emit a numbered copy of it per field.
  if (typeof ref === 'string' && !ref.startsWith('#')) {
    const title = titleOfFile.get(path.basename(ref));
    if (!title) throw new Error(`unknown $ref ${ref}`);
    return { $ref: `#/$defs/${title}` };
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (key === '$schema' || key === '$id') continue;
    out[key] = refsToDefs(value, titleOfFile);
  }
  return out;
}
