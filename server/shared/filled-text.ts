import { badField } from '../http/api-error';

/** A text trimmed; a blank one is refused naming the field (a schema's minLength counts spaces too). */
export function filled(field: string, value: string): string {
  const text = value.trim();
  if (!text) throw badField(field, 'validation.empty');
  return text;
}
