import type { JsonSchema } from '../api/schema-loader';

/** The keywords a console form checks before it sends (src/renderer/form/entity-rules.ts): the rest of a schema stays on the server. */
const RULE_KEYWORDS = ['type', 'minLength', 'maxLength', 'minimum', 'maximum', 'pattern', 'format', 'enum'] as const;

const isObject = (value: unknown): value is JsonSchema => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * An operation's input schema cut to what a form validates before sending: each property's rules
 * (nested objects' properties too) and the required names, so a form shows every mistake at once,
 * in the words of the same schema the server validates with.
 */
export function inputRulesOf(schema: JsonSchema | undefined): JsonSchema | undefined {
  if (!isObject(schema) || !isObject(schema.properties)) return undefined;
  const properties: Record<string, JsonSchema> = {};
  for (const [name, property] of Object.entries(schema.properties)) {
    if (!isObject(property)) continue;
    const rules: JsonSchema = {};
    for (const keyword of RULE_KEYWORDS) if (property[keyword] !== undefined) rules[keyword] = property[keyword];
    const nested = inputRulesOf(property);
    if (nested) Object.assign(rules, nested);
    properties[name] = rules;
  }
  return { ...(Array.isArray(schema.required) && schema.required.length ? { required: schema.required } : {}), properties };
}
