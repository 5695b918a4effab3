import type { HandlerContext } from '../api/handler-types';
import { accountOf } from '../auth/caller';
import type { ListParams } from '../shared/list-query';
import type { ResourceValues } from './hook-types';
import { hooksOf } from './resource-hooks';
import { operationIdOf } from './resource-operations';
import { createReferences } from './resource-references';
import { createResourceService } from './resource-service';
import { referenceFields, type ResourceSpec } from './resource-spec';
import { accountStore, platformStore, type ResourceStore } from './resource-store';
import { resourceTableOf } from './resource-table';

/** A handler of a resource operation: its body and query are as the generated schemas declare (ajv checked them). */
export type ResourceHandler = (ctx: HandlerContext) => Promise<unknown>;

/**
 * The generic handlers of every resource, by operation id. The store is the caller's account (account
 * scope, through `AccountData`) or the platform's rows; roles were checked by the guard before.
 */
export function resourceHandlers(resources: ResourceSpec[]): Record<string, ResourceHandler> {
  const map: Record<string, ResourceHandler> = {};
  for (const spec of resources) {
    const references = createReferences(spec, resources);
    const service = createResourceService(spec, hooksOf(spec), references);
    const table = resourceTableOf(spec);
    const storeOf = (ctx: HandlerContext): ResourceStore =>
      spec.scope === 'account' ? accountStore(accountOf(ctx), table) : platformStore(ctx.services.platformDb, table);
    const callerOf = (ctx: HandlerContext) => ({ services: ctx.services, locale: ctx.locale });
    const body = (ctx: HandlerContext) => ctx.body as unknown as ResourceValues;
    map[operationIdOf(spec, 'list')] = (ctx) =>
      service.list(storeOf(ctx), callerOf(ctx), ctx.query as ListParams & Record<string, unknown>);
    map[operationIdOf(spec, 'detail')] = (ctx) => service.detail(storeOf(ctx), (ctx.query as { id: number }).id);
    map[operationIdOf(spec, 'add')] = (ctx) => service.add(storeOf(ctx), callerOf(ctx), body(ctx));
    map[operationIdOf(spec, 'edit')] = (ctx) => service.edit(storeOf(ctx), callerOf(ctx), body(ctx) as ResourceValues & { id: number });
    map[operationIdOf(spec, 'del')] = (ctx) => service.remove(storeOf(ctx), callerOf(ctx), body(ctx) as { ids: number[] } & ResourceValues);
    if (referenceFields(spec).length)
      map[operationIdOf(spec, 'options')] = (ctx) =>
        references.options((ctx.query as { field: string }).field, {
          account: spec.scope === 'account' ? accountOf(ctx) : undefined,
          platform: ctx.services.platformDb,
        });
  }
  return map;
}
