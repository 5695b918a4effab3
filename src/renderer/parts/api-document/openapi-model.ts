/** The parts of an OpenAPI 3.1 document the documentation page shows. */
export interface OpenApiSchema {
  type?: string | string[];
  description?: string;
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  items?: OpenApiSchema;
  enum?: unknown[];
  anyOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
  additionalProperties?: boolean | OpenApiSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

export interface ApiOperationView {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  tag: string;
  authenticated: boolean;
  roles: string[];
  parameters: { name: string; required: boolean; schema: OpenApiSchema }[];
  body?: OpenApiSchema;
  data?: OpenApiSchema;
}

/** The fields of an OpenAPI operation object read here. */
interface OpenApiOperation {
  operationId: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  'x-roles'?: string[];
  parameters?: { name: string; required?: boolean; schema?: OpenApiSchema }[];
  requestBody?: { content?: Record<string, { schema?: OpenApiSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: OpenApiSchema }> }>;
}

/** Flattens the document into one entry per operation, in document order. */
export function operationsOf(doc: { paths?: Record<string, unknown> }): ApiOperationView[] {
  const out: ApiOperationView[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item as Record<string, OpenApiOperation>)) {
      out.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? '',
        tag: op.tags?.[0] ?? '',
        authenticated: Array.isArray(op.security) && op.security.length > 0,
        roles: op['x-roles'] ?? [],
        parameters: (op.parameters ?? []).map((p) => ({ name: p.name, required: Boolean(p.required), schema: p.schema ?? {} })),
        body: op.requestBody?.content?.['application/json']?.schema,
        data: op.responses?.['200']?.content?.['application/json']?.schema?.properties?.data,
      });
    }
  }
  return out;
}

/** A short type label: `string`, `integer[]`, `"a" | "b"`, `object`. */
export function typeLabel(schema: OpenApiSchema | undefined): string {
  if (!schema) return 'any';
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  if (type === 'array') return `${typeLabel(schema.items)}[]`;
  if (schema.anyOf || schema.oneOf) return (schema.anyOf ?? schema.oneOf ?? []).map(typeLabel).join(' | ');
  return type ?? (schema.properties ? 'object' : 'any');
}

/** Constraints worth showing next to a field, e.g. `6–128 chars`, `pattern ^[0-9]{6}$`. */
export function constraintsOf(schema: OpenApiSchema): string[] {
  const out: string[] = [];
  if (schema.minLength !== undefined || schema.maxLength !== undefined)
    out.push(`${schema.minLength ?? 0}–${schema.maxLength ?? '∞'} chars`);
  if (schema.minimum !== undefined || schema.maximum !== undefined) out.push(`${schema.minimum ?? '−∞'}–${schema.maximum ?? '∞'}`);
  if (schema.pattern) out.push(`pattern ${schema.pattern}`);
  if (schema.format) out.push(schema.format);
  if (schema.default !== undefined) out.push(`default ${JSON.stringify(schema.default)}`);
  return out;
}

export interface FieldRow {
  key: string;
  name: string;
  type: string;
  required: boolean;
  description: string;
  constraints: string[];
  children?: FieldRow[];
}

/** The fields of an object schema as a tree (array items of objects are expanded under the array). */
export function fieldRows(schema: OpenApiSchema | undefined, prefix = ''): FieldRow[] {
  const target = schema?.type === 'array' ? schema.items : schema;
  const required = new Set(target?.required ?? []);
  return Object.entries(target?.properties ?? {}).map(([name, prop]) => {
    const nested = prop.type === 'array' ? prop.items : prop;
    const children = nested?.properties ? fieldRows(prop, `${prefix}${name}.`) : undefined;
    return {
      key: `${prefix}${name}`,
      name,
      type: typeLabel(prop),
      required: required.has(name),
      description: prop.description ?? '',
      constraints: constraintsOf(prop),
      ...(children?.length ? { children } : {}),
    };
  });
}
