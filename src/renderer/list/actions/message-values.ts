import type { MessageValues } from '@/renderer/value-types/types';

/** A row's plain values as ICU arguments ({name} in "Delete {name}?"); nested objects are left out. */
export function rowMessageValues(row: Record<string, unknown> | undefined, extra: MessageValues = {}): MessageValues {
  const values: MessageValues = {};
  for (const [key, value] of Object.entries(row ?? {})) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) values[key] = value as MessageValues[string];
  }
  return { ...values, ...extra };
}
