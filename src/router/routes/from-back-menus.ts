import type { AdminMenu } from '@contract/generated/types';
import type { ConsolePage, ConsolePageChild } from '../menu/page-types';
import { viewOfPageNode } from './from-pages';
import { sortByOrder } from './route-tree';
import { isBuiltinView, LAYOUT_COMPONENT } from './route-view-names';
import type { AppRouteMeta, AppRouteRecord, RouteView } from './route-types';

/**
 * BACK mode: what a menu entry's `component` opens. "LAYOUT" is a group; a hand-written screen's
 * name opens it; the route name of a page schema opens that page (its body, or "coming");
 * any other name is a menu entry pointing at nothing: an exception page says so.
 */
export function resolveComponent(component: string, pages: ReadonlyMap<string, ConsolePage | ConsolePageChild>): RouteView {
  const name = component.trim();
  if (name.toUpperCase() === LAYOUT_COMPONENT) return { kind: 'parent' };
  const page = pages.get(name);
  // A page with a body is drawn from its schema even where a hand-written screen carries its name.
  if (page && 'body' in page && page.body) return viewOfPageNode(page);
  if (isBuiltinView(name)) return { kind: 'builtin', view: name };
  if (page) return viewOfPageNode(page);
  return { kind: 'missing-component', component: name };
}

function metaOf(menu: AdminMenu): AppRouteMeta {
  const extra = (menu.meta ?? {}) as Partial<AppRouteMeta>;
  return {
    ...extra,
    title: menu.title,
    ...(menu.icon ? { icon: menu.icon } : {}),
    order: menu.order,
    ...(menu.roles.length ? { roles: [...menu.roles] } : {}),
    ...(menu.hidden ? { hideMenu: true } : {}),
    menuId: menu.id,
  };
}

function toRecord(menu: AdminMenu, pages: ReadonlyMap<string, ConsolePage | ConsolePageChild>): AppRouteRecord {
  const children = (menu.children ?? []).map((child) => toRecord(child, pages));
  return {
    path: menu.url,
    name: menu.name,
    ...(menu.redirect ? { redirect: menu.redirect } : {}),
    meta: metaOf(menu),
    view:
      typeof menu.meta?.frameSrc === 'string' && menu.meta.frameSrc
        ? { kind: 'frame', src: menu.meta.frameSrc }
        : resolveComponent(menu.component, pages),
    ...(children.length ? { children } : {}),
  };
}

/** Spec §6 BACK mode: the server's menu tree as route records, siblings sorted by order at every level. */
export function recordsFromBackMenus(
  menus: readonly AdminMenu[],
  pages: ReadonlyMap<string, ConsolePage | ConsolePageChild>,
): AppRouteRecord[] {
  // Order, then id, like the server; sorting here keeps the rule even if an answer arrives unsorted.
  const byId = (list: readonly AdminMenu[]): AdminMenu[] =>
    [...list].sort((a, b) => a.id - b.id).map((menu) => (menu.children ? { ...menu, children: byId(menu.children) } : menu));
  return sortByOrder(byId(menus).map((menu) => toRecord(menu, pages)));
}
