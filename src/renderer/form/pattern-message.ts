import { allowedByPattern } from '@contract/allowed-text';

type Translate = (id: string, values?: Record<string, unknown>) => string;

/**
 * What a pattern allows, in the form's language ("Use 3–32 letters, digits, …"), or undefined for a
 * pattern it cannot put in words. Loaded with the modal and page forms only (a list's filters do without).
 */
export function patternMessage(pattern: string, t: Translate, locale: string): string | undefined {
  const allowed = allowedByPattern(pattern, (key, values) => t(`renderer.validation.${key}`, values), locale);
  return allowed && allowed.charAt(0).toUpperCase() + allowed.slice(1);
}
