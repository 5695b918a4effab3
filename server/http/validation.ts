import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { allowedByPattern } from '../../contract/allowed-text';
import { translate, type ServerLocale } from './i18n';
import { MAX_REQUEST_DEPTH, depthOf, findValueProblem } from './request-value-guard';

const options = { allErrors: false, removeAdditional: false, useDefaults: true, strict: false } as const;

/**
 * Bounds of a free-form JSON field (`additionalProperties: true`), which the schema checker requires:
 * `maxDepth` levels of objects and arrays, `maxJsonBytes` of its JSON text.
 */
function withJsonBounds(ajv: Ajv): Ajv {
  const bound = (keyword: string, measure: (data: unknown) => number) => {
    type KeywordCheck = ((limit: number, data: unknown) => boolean) & { errors?: Partial<ErrorObject>[] };
    const check: KeywordCheck = (limit, data) => {
      if (measure(data) <= limit) return true;
      check.errors = [{ keyword, params: { limit } }];
      return false;
    };
    ajv.addKeyword({ keyword, type: ['object', 'array'], schemaType: 'number', errors: true, validate: check });
  };
  bound('maxDepth', depthOf);
  bound('maxJsonBytes', (data) => Buffer.byteLength(JSON.stringify(data)));
  return ajv;
}

// Bodies are JSON and must carry the right types: no coercion, so `"1"` for an integer is an error.
const bodyAjv = withJsonBounds(addFormats(new Ajv({ ...options, coerceTypes: false })));
// Query strings and path params are text by nature and are coerced to the declared types.
const textAjv = withJsonBounds(addFormats(new Ajv({ ...options, coerceTypes: 'array' })));

type RequestValidator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

const pointerOf = (path: string[]) => path.map((p) => `/${p.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

/** The schema's validator, after the checks every request value gets (no control characters, bounded depth). */
export const validatorCompiler: FastifySchemaCompiler<Record<string, unknown>> = ({ schema, httpPart }) => {
  const validateSchema = (httpPart === 'body' ? bodyAjv : textAjv).compile(schema);
  const validate: RequestValidator = (data) => {
    const problem = findValueProblem(data);
    if (problem) {
      validate.errors = [{ keyword: problem.kind, instancePath: pointerOf(problem.path), schemaPath: '#', params: {} }];
      return false;
    }
    const valid = validateSchema(data);
    validate.errors = validateSchema.errors;
    return valid;
  };
  return validate;
};

function fieldOf(error: ErrorObject): string {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (error.keyword === 'required') {
    const missing = (error.params as { missingProperty: string }).missingProperty;
    return path ? `${path}.${missing}` : missing;
  }
  if (error.keyword === 'additionalProperties') {
    const extra = (error.params as { additionalProperty: string }).additionalProperty;
    return path ? `${path}.${extra}` : extra;
  }
  return path;
}

const TYPE_NAMES = new Set(['string', 'integer', 'number', 'boolean', 'object', 'array', 'null']);

/** The rule a value broke, in the caller's language (ajv's own wording is English only). */
function reasonOf(locale: ServerLocale, error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type': {
      const types = String(params.type ?? '')
        .split(',')
        .filter((t) => TYPE_NAMES.has(t));
      if (!types.length) break;
      return translate(locale, 'validation.type', { type: types.map((t) => translate(locale, `validation.typeName.${t}`)).join(' / ') });
    }
    case 'minLength':
      return params.limit === 1
        ? translate(locale, 'validation.empty')
        : translate(locale, 'validation.minLength', { limit: Number(params.limit) });
    case 'maxLength':
      return translate(locale, 'validation.maxLength', { limit: Number(params.limit) });
    case 'minimum':
      return translate(locale, 'validation.minimum', { limit: Number(params.limit) });
    case 'maximum':
      return translate(locale, 'validation.maximum', { limit: Number(params.limit) });
    case 'controlCharacter':
      return translate(locale, 'validation.controlCharacter');
    case 'malformedText':
      return translate(locale, 'validation.malformedText');
    case 'tooDeep':
      return translate(locale, 'validation.tooDeep', { limit: MAX_REQUEST_DEPTH });
    case 'maxDepth':
      return translate(locale, 'validation.tooDeep', { limit: Number(params.limit) });
    case 'maxJsonBytes':
      return translate(locale, 'validation.tooLarge', { limit: Number(params.limit) });
    case 'pattern':
      return patternReason(locale, String(params.pattern ?? ''));
    case 'format':
      if (params.format === 'email') return translate(locale, 'validation.email');
      if (params.format === 'uri' || params.format === 'url') return translate(locale, 'validation.url');
      return translate(locale, 'validation.format', { format: String(params.format) });
    case 'enum':
      return translate(locale, 'validation.enum', {
        values: ((params.allowedValues as unknown[]) ?? []).map((v) => JSON.stringify(v)).join(', '),
      });
    default:
      break;
  }
  return error.message ?? '';
}

/** What a pattern allows ("use 3–32 letters, digits, …"), or that the value's format is wrong when the pattern has no description. */
export function patternReason(locale: ServerLocale, pattern: string): string {
  const allowed = allowedByPattern(pattern, (key, values) => translate(locale, `validation.${key}`, values), locale);
  return allowed ?? translate(locale, 'validation.pattern');
}

/** A refused request value: the message naming the field, and the field (absent when the whole input is refused). */
export interface ValidationAnswer {
  msg: string;
  field?: string;
  /** The message without the field's name: what a form shows under the field. */
  reason?: string;
}

/** A message that names the offending field by its label, e.g. `Password: must have at least 6 characters`. */
export function describeValidationError(
  locale: ServerLocale,
  errors: ErrorObject[],
  part: string,
  labelOf: (field: string) => string = (field) => field,
): ValidationAnswer {
  const error = errors[0];
  if (!error) return { msg: translate(locale, 'validation.invalid', { field: part, reason: '' }) };
  const path = fieldOf(error);
  const field = path ? labelOf(path) : part;
  const at = path ? { field: path } : {};
  if (error.keyword === 'required') {
    return { msg: translate(locale, 'validation.required', { field }), ...at, reason: translate(locale, 'validation.requiredReason') };
  }
  if (error.keyword === 'additionalProperties') return { msg: translate(locale, 'validation.unknownField', { field }) };
  if (error.keyword === 'type' && !error.instancePath && part === 'body') {
    return { msg: translate(locale, 'validation.bodyNotObject') };
  }
  const reason = reasonOf(locale, error);
  return { msg: translate(locale, 'validation.invalid', { field, reason }), ...at, ...(path ? { reason } : {}) };
}
