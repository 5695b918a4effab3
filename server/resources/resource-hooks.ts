import type { ResourceHookKinds } from './hook-types';
import { resourceHooks } from './hooks';
import type { ResourceSpec } from './resource-spec';

export type ResourceHooks = Partial<ResourceHookKinds>;

/** The hooks a resource names, looked up in the registry; an unknown name, or one of another kind, stops the start. */
export function hooksOf(spec: ResourceSpec, registry = resourceHooks): ResourceHooks {
  const found: Partial<Record<keyof ResourceHookKinds, unknown>> = {};
  for (const [kind, name] of Object.entries(spec.hooks ?? {}) as [keyof ResourceHookKinds, string][]) {
    const hook = Object.hasOwn(registry, name) ? registry[name] : undefined;
    if (!hook) throw new Error(`${spec.source}#/hooks/${kind}: no hook '${name}' is listed in server/resources/hooks/index.ts`);
    if (hook.kind !== kind) throw new Error(`${spec.source}#/hooks/${kind}: hook '${name}' is a ${hook.kind} hook, not a ${kind} one`);
    found[kind] = hook.run;
  }
  return found as ResourceHooks;
}
