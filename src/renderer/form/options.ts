import type { PageOption } from '@contract/generated/page-schema';

export interface FieldOption {
  label: string;
  value: unknown;
}

type Translate = (id: string) => string;

/** Declared options with their locale ids translated. */
export function translateOptions(options: PageOption[], t: Translate): FieldOption[] {
  return options.map((option) => ({ label: t(option.label), value: option.value }));
}

/** Options of an entity `enum`: the values themselves are the labels (no locale ids there). */
export function enumOptions(values: unknown): FieldOption[] | undefined {
  if (!Array.isArray(values)) return undefined;
  return values.filter((v) => v !== null).map((value) => ({ label: String(value), value }));
}
