import type { ConsolePage, RouteMeta } from '@contract/generated/types';

/**
 * A page schema as GET /api/v1/console/pages returns it (schemas/entities/console-page.json):
 * route meta of one menu entry and its children. Paths are absolute.
 */
export type { ConsolePage };
export type ConsolePageMeta = RouteMeta;
export type ConsolePageChild = NonNullable<ConsolePage['children']>[number];
