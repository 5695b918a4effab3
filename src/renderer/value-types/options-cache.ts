import type { PageOption, PageOptionsFrom } from '@contract/generated/page-schema';
import { callOperation } from '@/renderer/core/call-operation';
import { getPath } from '@/renderer/core/get-path';
import { resolveParams } from '@/renderer/core/resolve-value';
import type { RenderScope } from '@/renderer/core/scope';
import type { ResolvedOption } from './types';

interface Entry {
  promise: Promise<ResolvedOption[]>;
  options?: ResolvedOption[];
}

// One load per operation + parameters for the page's life; failures are forgotten so the next use retries.
const cache = new Map<string, Entry>();

/** Object keys sorted, so {a,b} and {b,a} share a cache entry. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function optionsKey(source: PageOptionsFrom, scope: RenderScope = {}): string {
  return `${source.operation}?${stableJson(resolveParams(source.params, scope))}`;
}

function itemsOf(data: unknown, itemsField: string | undefined): unknown[] {
  if (itemsField) {
    const items = getPath(data, itemsField);
    return Array.isArray(items) ? items : [];
  }
  if (Array.isArray(data)) return data;
  const items = getPath(data, 'items');
  return Array.isArray(items) ? items : [];
}

export function fromDeclared(options: PageOption[] | undefined): ResolvedOption[] {
  return (options ?? []).map((o) => ({ value: o.value, labelId: o.label, status: o.status, color: o.color }));
}

/** Loads (once) the options an operation answers, e.g. the user's apps for an app column or filter. */
export function loadOptions(source: PageOptionsFrom, scope: RenderScope = {}): Promise<ResolvedOption[]> {
  const key = optionsKey(source, scope);
  const cached = cache.get(key);
  if (cached) return cached.promise;
  const entry: Entry = {
    promise: callOperation(source.operation, resolveParams(source.params, scope), { errorMessageMode: 'none' }).then(
      (data) => {
        const options = itemsOf(data, source.itemsField).map((item) => ({
          value: getPath(item, source.valueField),
          text: String(getPath(item, source.labelField) ?? ''),
        }));
        entry.options = options;
        return options;
      },
      (error: unknown) => {
        cache.delete(key);
        throw error;
      },
    ),
  };
  cache.set(key, entry);
  return entry.promise;
}

/** The options if they are loaded already, without starting a load. */
export function peekOptions(source: PageOptionsFrom, scope: RenderScope = {}): ResolvedOption[] | undefined {
  return cache.get(optionsKey(source, scope))?.options;
}

/** Forgets every loaded option list (after logout, or between tests). */
export function clearOptionsCache(): void {
  cache.clear();
}
