import { entityProperty, propertyType, type JsonSchema } from './entity-rules';

/** Whether an empty text is a value the property takes ("leave empty to unbind"): then the form must not ask for one. */
function takesEmptyText(property: JsonSchema | undefined): boolean {
  if (!property || propertyType(property) !== 'string' || typeof property.format === 'string') return false;
  if (typeof property.minLength === 'number' && property.minLength > 0) return false;
  // A RegExp built from data, not code: fine under a CSP without 'unsafe-eval'.
  return typeof property.pattern !== 'string' || new RegExp(property.pattern).test('');
}

/**
 * A field's rules from the operation the form submits (the operation table's `input`: what the server
 * will check) over the entity's (what the records hold), keyword by keyword; and whether the operation
 * requires the (top-level) field with a value an empty one would not do for.
 */
export function inputRulesOf(input: JsonSchema | undefined, entity: JsonSchema | undefined) {
  return (field: string): { property?: JsonSchema; required: boolean } => {
    const own = entityProperty(input, field);
    const stored = entityProperty(entity, field);
    const property = own && stored ? { ...stored, ...own } : (own ?? stored);
    const required = !field.includes('.') && Array.isArray(input?.required) && input.required.includes(field) && !takesEmptyText(own);
    return { property, required };
  };
}
