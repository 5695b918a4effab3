import type { FieldValidator } from '@formily/core';

/** One rule object of a Formily validator (the array form of FieldValidator). */
export type ValidatorRule = Extract<FieldValidator, readonly unknown[]>[number];
import { toDisplayMoney } from '@/utils/money';

export type JsonSchema = Record<string, unknown>;
type Translate = (id: string, values?: Record<string, unknown>) => string;

const asSchema = (value: unknown): JsonSchema | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as JsonSchema) : undefined;

/** The JSON Schema of property `path` (a.b) of an entity schema. */
export function entityProperty(entity: JsonSchema | undefined, path: string): JsonSchema | undefined {
  let current = entity;
  for (const key of path.split('.')) {
    const properties = asSchema(current?.properties);
    current = asSchema(properties && Object.prototype.hasOwnProperty.call(properties, key) ? properties[key] : undefined);
    if (!current) return undefined;
  }
  return current;
}

/** The property's main type ("integer", "string", ...), ignoring "null" in a union. */
export function propertyType(property: JsonSchema | undefined): string | undefined {
  const type = property?.type;
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) return type.find((t): t is string => typeof t === 'string' && t !== 'null');
  return undefined;
}

const FORMATS: Record<string, { format: string; messageId: string }> = {
  email: { format: 'email', messageId: 'renderer.validation.email' },
  uri: { format: 'url', messageId: 'renderer.validation.url' },
  url: { format: 'url', messageId: 'renderer.validation.url' },
};

/**
 * Formily validator rules for a property of an entity schema: lengths, number limits, pattern and
 * formats, each with a translated message. Money limits are stored values; messages show display values.
 */
export function rulesFromProperty(
  property: JsonSchema | undefined,
  t: Translate,
  money = false,
  patternText?: (pattern: string) => string | undefined,
): ValidatorRule[] {
  if (!property) return [];
  const rules: ValidatorRule[] = [];
  const limit = (n: number) => (money ? toDisplayMoney(n) : n);
  if (typeof property.minLength === 'number' && property.minLength > 1) {
    rules.push({ minLength: property.minLength, message: t('renderer.validation.minLength', { limit: property.minLength }) });
  }
  if (typeof property.maxLength === 'number') {
    rules.push({ maxLength: property.maxLength, message: t('renderer.validation.maxLength', { limit: property.maxLength }) });
  }
  if (typeof property.minimum === 'number') {
    rules.push({ minimum: property.minimum, message: t('renderer.validation.minimum', { limit: limit(property.minimum) }) });
  }
  if (typeof property.maximum === 'number') {
    rules.push({ maximum: property.maximum, message: t('renderer.validation.maximum', { limit: limit(property.maximum) }) });
  }
  if (typeof property.pattern === 'string') {
    // A RegExp built from data, not code: fine under a CSP without 'unsafe-eval'.
    rules.push({ pattern: property.pattern, message: patternText?.(property.pattern) ?? t('renderer.validation.pattern') });
  }
  const format = typeof property.format === 'string' ? FORMATS[property.format] : undefined;
  if (format) rules.push({ format: format.format, message: t(format.messageId) });
  return rules;
}
