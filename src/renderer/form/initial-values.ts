import { isReference, resolveValue } from '@/renderer/core/resolve-value';
import type { RenderScope } from '@/renderer/core/scope';

const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** A form's declared initial values: a reference ("$row") or an object of literals and references. */
export function resolveInitialValues(declared: unknown, scope: RenderScope): Record<string, unknown> {
  if (declared === undefined) return {};
  if (isReference(declared)) {
    const value = resolveValue(declared, scope);
    return isRecord(value) ? { ...value } : {};
  }
  const value = resolveValue(declared, scope);
  return isRecord(value) ? Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) : {};
}
