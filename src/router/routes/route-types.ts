import type { PageBody } from '@contract/generated/page-schema';
import type { RouteMeta } from '@contract/generated/types';

/** Route meta of spec §3, plus the id of the server menu entry a BACK-mode route was built from. */
export interface AppRouteMeta extends RouteMeta {
  /** BACK mode: the admin menu entry's id; button permissions are fetched by it (spec §6). */
  menuId?: number;
}

/**
 * What a route shows. Kept as data (no React) so the route table can be built and tested
 * without a DOM; src/router/RouteViewElement.tsx turns it into an element.
 */
export type RouteView =
  /** A group ("LAYOUT"): opens its redirect, or its first child. */
  | { kind: 'parent' }
  /** A page schema's body, drawn by the generic renderer. */
  | { kind: 'schema'; body: PageBody }
  /** A hand-written screen (see route-view-names.ts). */
  | { kind: 'builtin'; view: string }
  /** Route meta `frameSrc`: that address in a frame inside the layout, or a new window (src/views/frame). */
  | { kind: 'frame'; src: string }
  /** A page the schemas declare whose screen is not built yet: said plainly. */
  | { kind: 'coming' }
  /** BACK mode: a menu entry names a component the console does not have. */
  | { kind: 'missing-component'; component: string };

/** One route of the console: the dynamic table built after login, and the fixed routes. */
export interface AppRouteRecord {
  /** Absolute path ("/channel/index"). */
  path: string;
  name: string;
  redirect?: string;
  meta: AppRouteMeta;
  view: RouteView;
  children?: AppRouteRecord[];
}

/** What the console knows of a route without what it shows (titles, tabs, breadcrumbs). */
export type RouteInfo = Pick<AppRouteRecord, 'path' | 'name' | 'redirect' | 'meta'>;
