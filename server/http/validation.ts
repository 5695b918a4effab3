import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { translate, type ServerLocale } from './i18n';

const options = { allErrors: false, removeAdditional: false, useDefaults: true, strict: false } as const;

// Bodies are JSON and must carry the right types: no coercion, so `"1"` for an integer is an error.
const bodyAjv = addFormats(new Ajv({ ...options, coerceTypes: false }));
// Query strings and path params are text by nature and are coerced to the declared types.
const textAjv = addFormats(new Ajv({ ...options, coerceTypes: 'array' }));

export const validatorCompiler: FastifySchemaCompiler<Record<string, unknown>> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? bodyAjv : textAjv).compile(schema);

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

/** A message that names the offending field, e.g. `password: must be string`. */
export function describeValidationError(locale: ServerLocale, errors: ErrorObject[], part: string): string {
  const error = errors[0];
  if (!error) return translate(locale, 'validation.invalid', { field: part, reason: '' });
  const field = fieldOf(error) || part;
  if (error.keyword === 'required') return translate(locale, 'validation.required', { field });
  if (error.keyword === 'additionalProperties') return translate(locale, 'validation.unknownField', { field });
  if (error.keyword === 'type' && !error.instancePath && part === 'body') {
    return translate(locale, 'validation.bodyNotObject');
  }
  return translate(locale, 'validation.invalid', { field, reason: error.message ?? '' });
}
