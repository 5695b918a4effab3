import { getPath } from './get-path';
import type { RenderScope } from './scope';

const REFERENCE = /^\$(row|values|selectedKeys|selectedRows|query|params|user|result)(?:\.(.+))?$/;

export const isReference = (value: unknown): value is string => typeof value === 'string' && REFERENCE.test(value);

/**
 * Resolves a declared value: strings like "$row.id" are looked up in the scope, objects and arrays are
 * resolved member by member, everything else is a literal. Nothing is evaluated as code.
 */
export function resolveValue(value: unknown, scope: RenderScope): unknown {
  if (typeof value === 'string') {
    const match = REFERENCE.exec(value);
    if (!match) return value;
    const root = scope[match[1] as keyof RenderScope];
    return match[2] ? getPath(root, match[2]) : root;
  }
  if (Array.isArray(value)) return value.map((v) => resolveValue(v, scope));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveValue(v, scope)]));
  }
  return value;
}

/** Resolves a value map and drops keys whose value resolved to undefined. */
export function resolveParams(map: Record<string, unknown> | undefined, scope: RenderScope): Record<string, unknown> {
  if (!map) return {};
  const resolved = resolveValue(map, scope) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(resolved).filter(([, v]) => v !== undefined));
}
