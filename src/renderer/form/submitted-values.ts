import { FormPath, isField, type Form } from '@formily/core';

/**
 * The values to send: those of the form's declared fields that are shown (a hidden field's value is
 * not sent), never other members of the initial values (a "$row" has id, timestamps, ...).
 */
export function submittedValues(form: Form, fieldNames: string[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const name of fieldNames) {
    const field = form.query(name).take();
    if (!field || !isField(field) || field.display === 'none') continue;
    const value: unknown = field.value;
    if (value !== undefined) FormPath.setIn(body, name, value);
  }
  return body;
}
