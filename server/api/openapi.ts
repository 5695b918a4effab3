import type { OperationSpec } from './schema-loader';

const toOpenApiPath = (p: string) => p.replace(/:(\w+)/g, '{$1}');

/** Query-string schema → OpenAPI parameters (one per property). */
function queryParameters(query: OperationSpec['query']) {
  const props = (query?.properties ?? {}) as Record<string, Record<string, unknown>>;
  const required = new Set((query?.required as string[] | undefined) ?? []);
  return Object.entries(props).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    ...(schema.description ? { description: schema.description } : {}),
    schema,
  }));
}

/** The `Idempotency-Key` header of an operation that moves money (schemas/meta/api.schema.json, x-idempotent). */
const idempotencyParameters = (op: OperationSpec) =>
  op['x-idempotent']
    ? [
        {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            "One key per intended charge (e.g. a UUID per opened form). A repeat within a day answers the first call's result and charges nothing; the same key with another input is refused.",
          schema: { type: 'string', minLength: 1, maxLength: 100 },
        },
      ]
    : [];

const envelope = (data: unknown) => ({
  type: 'object',
  required: ['code', 'msg', 'data'],
  properties: { code: { type: 'integer', description: '0 on success' }, msg: { type: 'string' }, data },
});

/** The OpenAPI 3.1 document of every operation of schemas/api (the "development documentation"). */
export function buildOpenApiDocument(operations: OperationSpec[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const item = (paths[toOpenApiPath(op.path)] ??= {});
    item[op.method.toLowerCase()] = {
      operationId: op.operationId,
      summary: op.summary,
      tags: [op.tag],
      ...(op.access === 'user' ? { security: [{ bearer: [] }, { token: [] }] } : { security: [] }),
      ...(op.roles?.length ? { 'x-roles': op.roles } : {}),
      ...(op.query || op['x-idempotent'] ? { parameters: [...queryParameters(op.query), ...idempotencyParameters(op)] } : {}),
      ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: op.body } } } } : {}),
      responses: {
        '200': op['x-download']
          ? {
              description: 'The file itself (no envelope); a business error is an envelope with its code',
              content: { [op['x-download']]: { schema: op.response }, 'application/json': { schema: envelope({ type: 'null' }) } },
            }
          : {
              description: 'Envelope; code 0 is success, other codes are business errors',
              content: { 'application/json': { schema: envelope(op.response) } },
            },
        '400': {
          description: 'Invalid input; msg names the field',
          content: { 'application/json': { schema: envelope({ type: 'null' }) } },
        },
        ...(op.access === 'user' ? { '401': { description: 'Missing, expired or revoked token' } } : {}),
        ...(op.roles?.length ? { '403': { description: 'Role not allowed' } } : {}),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        token: { type: 'apiKey', in: 'header', name: 'token' },
      },
    },
    tags: [...new Set(operations.map((op) => op.tag))].map((name) => ({ name })),
    paths,
  };
}
