/**
 * Requests built from an operation's schemas (schemas/api, refs inlined): a plausible valid request,
 * and one malformed variant per field and kind of bad input. The generated operation tests use them,
 * so a new operation is covered by being declared.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { signatureOf } from '../../server/sdk/sdk-signature';
import type { Database } from '../../server/db/client';
import type { JsonSchema, OperationSpec } from '../../server/api/schema-loader';
import type { CallOptions } from './helpers';

type Json = Record<string, unknown>;

const typesOf = (schema: Json): string[] =>
  Array.isArray(schema.type) ? (schema.type as string[]) : schema.type ? [String(schema.type)] : [];
const propertiesOf = (schema: JsonSchema | undefined) => (schema?.properties ?? {}) as Record<string, Json>;

const STRING_CANDIDATES = ['sample', 'abcdef12', 'Sample_1', '123456', 'A'.repeat(43), '/sample', '+8613800000009', 'sample-name'];

/** A value the schema accepts (enough for a request to pass validation in the common cases). */
export function sampleOf(schema: Json): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.examples)) return schema.examples[0];
  const type = typesOf(schema).find((t) => t !== 'null') ?? 'string';
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(1, Number(schema.minimum ?? 1));
    case 'boolean':
      return true;
    case 'array':
      return Number(schema.minItems ?? 0) > 0 ? [sampleOf((schema.items ?? {}) as Json)] : [];
    case 'object':
      return Object.fromEntries(((schema.required ?? []) as string[]).map((name) => [name, sampleOf(propertiesOf(schema)[name] ?? {})]));
    default: {
      if (schema.format === 'email') return 'sample@example.test';
      if (schema.format === 'date-time') return new Date(0).toISOString();
      if (schema.format === 'date') return '1970-01-01';
      if (schema.format === 'uri') return 'https://example.test/sample';
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      const min = Number(schema.minLength ?? 0);
      const max = Number(schema.maxLength ?? Infinity);
      const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : undefined;
      const fits = (s: string) => s.length >= min && s.length <= max && (!pattern || pattern.test(s));
      return STRING_CANDIDATES.find(fits) ?? 'x'.repeat(Math.max(1, min));
    }
  }
}

/** Where an operation takes its input: a JSON body or the query string. */
export const inputPart = (op: OperationSpec): 'body' | 'query' | undefined => (op.body ? 'body' : op.query ? 'query' : undefined);

/** The options of a call with these input values, in the operation's part. */
export function callWith(op: OperationSpec, values: Json, token?: string): { url: string; options: CallOptions } {
  if (inputPart(op) === 'query') {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(values)) {
      for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
    }
    const text = query.toString();
    return { url: text ? `${op.path}?${text}` : op.path, options: { token } };
  }
  return { url: op.path, options: { token, ...(op.body ? { body: values } : {}) } };
}

/** An access key to sign with (its public id and secret). */
export interface SigningKey {
  appKey: string;
  secret: string;
}

/**
 * The call signed with an access key (an operation whose access is `sdk`): the headers of
 * server/sdk/sdk-signature.ts over the very bytes the call sends. `at` (unix seconds) and `nonce` may be
 * given to make a stale or replayed request.
 */
export function signed(key: SigningKey, method: string, url: string, options: CallOptions, at?: { timestamp?: number; nonce?: string }) {
  const payload = options.payload ?? (options.body !== undefined ? JSON.stringify(options.body) : '');
  const timestamp = String(at?.timestamp ?? Math.floor(Date.now() / 1000));
  const nonce = at?.nonce ?? randomBytes(18).toString('base64url');
  const signature = signatureOf(key.secret, { method, path: url, timestamp, nonce, body: payload });
  return {
    ...options,
    token: undefined,
    headers: {
      ...options.headers,
      'x-pwa-key': key.appKey,
      'x-pwa-timestamp': timestamp,
      'x-pwa-nonce': nonce,
      'x-pwa-signature': signature,
    },
  };
}

/** Tables a signed call writes whatever its answer (its log row, its nonce, the key's last use): left out when comparing stored data. */
export const SIGNED_CALL_TABLES = ['sdk_calls', 'sdk_nonces', 'sdk_keys'];

export const withoutSignedCallTables = (data: Record<string, string>) =>
  Object.fromEntries(Object.entries(data).filter(([name]) => !SIGNED_CALL_TABLES.includes(name)));

export function validInput(op: OperationSpec): Json {
  const schema = (op.body ?? op.query) as Json | undefined;
  return schema ? (sampleOf(schema) as Json) : {};
}

export interface BadRequest {
  /** e.g. `name: NUL` */
  label: string;
  /** The field the answer must name, when the case is about one field. */
  field?: string;
  url: string;
  options: CallOptions;
}

/** JSON nested `depth` levels deep, as text (no recursion anywhere). */
const deepJson = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** One malformed request per field and kind: control characters, out-of-range numbers, wrong types, depth, unknown fields. */
export function badRequests(op: OperationSpec, token?: string): BadRequest[] {
  const part = inputPart(op);
  if (!part) return [];
  const base = validInput(op);
  const cases: BadRequest[] = [];
  const variant = (label: string, field: string | undefined, values: Json) => cases.push({ label, field, ...callWith(op, values, token) });
  // A body whose JSON text is written by hand (numbers JSON.stringify cannot write, depth).
  const rawBody = (label: string, field: string, valueText: string) => {
    const others = JSON.stringify({ ...base, [field]: undefined });
    const payload = others === '{}' ? `{"${field}":${valueText}}` : `${others.slice(0, -1)},"${field}":${valueText}}`;
    cases.push({ label, field, url: op.path, options: { token, payload, headers: { 'content-type': 'application/json' } } });
  };

  for (const [field, schema] of Object.entries(propertiesOf(op[part]))) {
    const types = typesOf(schema);
    const itemTypes = types.includes('array') ? typesOf((schema.items ?? {}) as Json) : [];
    const wrap = (v: unknown) => (types.includes('array') && !types.includes(typeof v) ? [v] : v);
    if (types.includes('string') || itemTypes.includes('string')) {
      variant(`${field}: NUL`, field, { ...base, [field]: wrap('a\u0000b') });
      variant(`${field}: control character`, field, { ...base, [field]: wrap('a\u001bb') });
    }
    if (types.includes('integer') || types.includes('number') || itemTypes.includes('integer')) {
      // Just past the field's own bounds (an id's column, or a money amount's safe-integer range), and beyond any.
      const bounds = (itemTypes.length ? schema.items : schema) as Json;
      const beyond = [Number(bounds.maximum ?? 2 ** 31 - 1) + 1, 2 ** 53 + 2, Number(bounds.minimum ?? -(2 ** 31)) - 1];
      for (const big of new Set(beyond)) variant(`${field}: ${big}`, field, { ...base, [field]: wrap(big) });
      if (part === 'query') {
        for (const text of ['Infinity', '-Infinity', '1e400', 'NaN']) variant(`${field}: ${text}`, field, { ...base, [field]: text });
      } else {
        rawBody(`${field}: 1e400`, field, itemTypes.length ? '[1e400]' : '1e400');
      }
    }
    if (!types.includes('string')) variant(`${field}: a string`, field, { ...base, [field]: 'not-a-value' });
    if (part === 'body' && !types.includes('object') && !types.includes('array')) {
      variant(`${field}: an object`, field, { ...base, [field]: { x: 1 } });
    }
    if (part === 'body') rawBody(`${field}: 5000 levels deep`, field, deepJson(5000));
    if (part === 'body' && schema.additionalProperties === true) rawBody(`${field}: 40 levels deep`, field, deepJson(40));
  }
  variant('unknown field', 'zz_unknown', { ...base, zz_unknown: 1 });
  return cases;
}

/**
 * A fingerprint of every table (its row count and the sum of its rows' hashes), to prove that refused
 * requests changed nothing stored. Computed inside the database in one statement: the rows never travel,
 * so a test can take one before and after each of hundreds of calls. A changed table shows by name.
 */
export async function storedData(database: Database): Promise<Record<string, string>> {
  // pg and PGlite both answer `execute` with `{ rows }`.
  const rowsOf = async <T>(query: ReturnType<typeof sql.raw>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rowsOf<{ name: string }>(
    // The operation log records refused calls too, scheduled jobs stamp their runs on their own clock
    // (server/jobs/), and on PostgreSQL the rate limits and the guess budget count calls, refused ones
    // too, in tables: none is data a call changed.
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
      and table_name not in ('operation_logs', 'scheduled_job_runs', 'rate_limit_windows', 'guess_counts') order by 1`,
  );
  const perTable = tables.map(
    ({ name }) => `select '${name}' as name, count(*) || ':' || coalesce(sum(hashtextextended(t::text, 0)), 0) as print from "${name}" t`,
  );
  const rows = await rowsOf<{ name: string; print: string }>(sql.raw(perTable.join(' union all ')));
  return Object.fromEntries(rows.map((row) => [row.name, String(row.print)]));
}
