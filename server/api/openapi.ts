import type { OperationSpec } from './schema-loader';

/**
 * Keywords of the project's own in schemas/api (the generators' `tsType`, the free-form fields' bounds)
 * that JSON Schema does not know: an OpenAPI document spells an extension `x-…`.
 */
const OWN_KEYWORDS = new Set(['tsType', 'maxDepth', 'maxJsonBytes']);

/** A schema with the project's own keywords renamed `x-<keyword>` (a copy; property names are left alone). */
export function withExtensionKeywords(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withExtensionKeywords);
  if (!schema || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && value && typeof value === 'object' && !Array.isArray(value)) {
      copy[key] = Object.fromEntries(Object.entries(value).map(([name, property]) => [name, withExtensionKeywords(property)]));
    } else {
      copy[OWN_KEYWORDS.has(key) ? `x-${key}` : key] = withExtensionKeywords(value);
    }
  }
  return copy;
}

/** How a signed server-to-server call (access `sdk`) is made: the security schemes' and document's text. */
export const SDK_SIGNING_RECIPE = [
  'Signed server-to-server calls carry four headers: X-Pwa-Key (the access key), X-Pwa-Timestamp (unix seconds,',
  'within 300 s of the server clock), X-Pwa-Nonce (16-64 characters of A-Z a-z 0-9 _ -, never reused) and',
  'X-Pwa-Signature: the hex HMAC-SHA256, with the key secret, of METHOD, path with query string, timestamp, nonce',
  'and the hex SHA-256 of the body bytes (empty for a GET), joined by newlines. A stale timestamp, a reused nonce,',
  'a wrong signature or a disabled key is answered 401 with data.reason saying which.',
].join(' ');

const sdkHeaderParameters = [
  { name: 'X-Pwa-Timestamp', description: 'Unix seconds; refused outside 300 s of the server clock.', pattern: '^\\d{1,12}$' },
  {
    name: 'X-Pwa-Nonce',
    description: 'A fresh random text per request; a second use is refused as a replay.',
    pattern: '^[A-Za-z0-9_-]{16,64}$',
  },
].map(({ name, description, pattern }) => ({ name, in: 'header', required: true, description, schema: { type: 'string', pattern } }));

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

const securityOf = (op: OperationSpec) =>
  op.access === 'user' ? [{ bearer: [] }, { token: [] }] : op.access === 'sdk' ? [{ sdkKey: [], sdkSignature: [] }] : [];

const envelope = (data: unknown) => ({
  type: 'object',
  required: ['code', 'msg', 'data'],
  properties: { code: { type: 'integer', description: '0 on success' }, msg: { type: 'string' }, data },
});

/** The OpenAPI 3.1 document of every operation of schemas/api (the "development documentation"). */
export function buildOpenApiDocument(
  operations: OperationSpec[],
  info: { title: string; version: string; description?: string },
  servers: string[] = [],
) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const spec of operations) {
    const op = {
      ...spec,
      query: withExtensionKeywords(spec.query),
      body: withExtensionKeywords(spec.body),
      response: withExtensionKeywords(spec.response),
    } as OperationSpec;
    const parameters = [...queryParameters(op.query), ...idempotencyParameters(op), ...(op.access === 'sdk' ? sdkHeaderParameters : [])];
    const fileType = op['x-download'];
    const item = (paths[toOpenApiPath(op.path)] ??= {});
    item[op.method.toLowerCase()] = {
      operationId: op.operationId,
      summary: op.summary,
      tags: [op.tag],
      security: securityOf(op),
      ...(op.roles?.length ? { 'x-roles': op.roles } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: op.body } } } } : {}),
      responses: {
        '200': fileType
          ? {
              description: 'The file itself (no envelope); a business error is an envelope with its code',
              content:
                fileType === 'application/json'
                  ? { [fileType]: { schema: op.response } }
                  : { [fileType]: { schema: op.response }, 'application/json': { schema: envelope({ type: 'null' }) } },
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
        ...(op.access === 'sdk'
          ? {
              '401': {
                description:
                  'Refused signature: data.reason is headersMissing, unknownKey, disabledKey, staleTimestamp, badSignature or replayed',
                content: { 'application/json': { schema: envelope({ type: 'object', properties: { reason: { type: 'string' } } }) } },
              },
            }
          : {}),
        ...(op.roles?.length ? { '403': { description: 'Role not allowed' } } : {}),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info,
    servers: servers.map((url) => ({ url })),
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        token: { type: 'apiKey', in: 'header', name: 'token' },
        sdkKey: { type: 'apiKey', in: 'header', name: 'X-Pwa-Key', description: SDK_SIGNING_RECIPE },
        sdkSignature: { type: 'apiKey', in: 'header', name: 'X-Pwa-Signature', description: SDK_SIGNING_RECIPE },
      },
    },
    tags: [...new Set(operations.map((op) => op.tag))].map((name) => ({
      name,
      description:
        operations.find((op) => op.tag === name && op.tagDescription)?.tagDescription ??
        (operations.find((op) => op.tag === name)?.resource?.description || `The standard operations of the ${name} records.`),
    })),
    paths,
  };
}
