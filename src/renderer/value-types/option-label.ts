import type { ResolvedOption, Translate } from './types';

/** The option whose value equals the given one; "1" matches 1 (URL and CSV values are strings). */
export function findOption(options: ResolvedOption[], value: unknown): ResolvedOption | undefined {
  return options.find((o) => o.value === value) ?? options.find((o) => String(o.value) === String(value));
}

export function optionText(option: ResolvedOption, t: Translate): string {
  if (option.labelId) return t(option.labelId);
  return option.text ?? String(option.value);
}

/** The label of a value, or the value itself when no option matches. */
export function labelOf(options: ResolvedOption[], value: unknown, t: Translate): string {
  const option = findOption(options, value);
  return option ? optionText(option, t) : String(value);
}
