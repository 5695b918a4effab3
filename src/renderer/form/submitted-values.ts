import { FormPath, isField, type Form } from '@formily/core';

type JsonSchema = Record<string, unknown>;

/** Whether the operation's input takes `null` for a top-level field (a cleared select holds null). */
function takesNull(input: JsonSchema | undefined, name: string): boolean {
  const properties = input?.properties as Record<string, JsonSchema> | undefined;
  const type = properties?.[name]?.type;
  if (!properties || !type || name.includes('.')) return true;
  return type === 'null' || (Array.isArray(type) && type.includes('null'));
}

/**
 * The values to send: those of the form's declared fields that are shown (a hidden field's value is
 * not sent), never other members of the initial values (a "$row" has id, timestamps, ...). A cleared
 * value (null) of a field whose operation does not take null is left out, as if never filled.
 */
export function submittedValues(form: Form, fieldNames: string[], input?: JsonSchema): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const name of fieldNames) {
    const field = form.query(name).take();
    if (!field || !isField(field) || field.display === 'none') continue;
    const value: unknown = field.value;
    if (value === null && !takesNull(input, name)) continue;
    if (value !== undefined) FormPath.setIn(body, name, value);
  }
  return body;
}
