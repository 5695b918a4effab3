import type { PageForm } from '@contract/generated/page-schema';
import { resolveParams } from '@/renderer/core/resolve-value';
import type { RenderScope } from '@/renderer/core/scope';

/**
 * The parameters of the record a form edits, or undefined when it opens empty to create one: it has
 * no `load`, or one of the load's parameters resolves to nothing (an add page has no $query.app_id).
 */
export function recordToLoad(load: PageForm['load'], scope: RenderScope): Record<string, unknown> | undefined {
  if (!load) return undefined;
  const params = resolveParams(load.params, scope);
  const missing = Object.keys(load.params ?? {}).some((key) => params[key] === undefined || params[key] === '');
  return missing ? undefined : params;
}
