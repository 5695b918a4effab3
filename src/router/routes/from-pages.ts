import type { PageBody } from '@contract/generated/page-schema';
import type { ConsolePage, ConsolePageChild } from '../menu/page-types';
import { isBuiltinView } from './route-view-names';
import type { AppRouteRecord, RouteView } from './route-types';

/**
 * A page schema node's screen: its body, else the hand-written screen that carries its name (the
 * dashboard's stand-in for users without the page), else "coming".
 */
export function viewOfPageNode(node: { name: string; body?: unknown; meta?: { frameSrc?: string } }): RouteView {
  if (node.meta?.frameSrc) return { kind: 'frame', src: node.meta.frameSrc };
  if (node.body) return { kind: 'schema', body: node.body as PageBody };
  if (isBuiltinView(node.name)) return { kind: 'builtin', view: node.name };
  return { kind: 'coming' };
}

function childRecord(child: ConsolePageChild): AppRouteRecord {
  return { path: child.path, name: child.name, meta: { ...child.meta }, view: viewOfPageNode(child) };
}

/**
 * Page schemas (GET /api/v1/console/pages) as route records: each file is a group whose children
 * are the pages; a file without children is a page itself.
 */
export function recordsFromPages(pages: readonly ConsolePage[]): AppRouteRecord[] {
  return pages.map((page) => {
    const children = page.children?.map(childRecord) ?? [];
    return {
      path: page.path,
      name: page.name,
      ...(page.redirect ? { redirect: page.redirect } : {}),
      meta: { ...page.meta },
      view: children.length > 0 || page.redirect ? { kind: 'parent' } : viewOfPageNode(page),
      ...(children.length > 0 ? { children } : {}),
    };
  });
}

/** Every page schema by route name (parents and children), for BACK mode's component names. */
export function pagesByName(pages: readonly ConsolePage[]): Map<string, ConsolePage | ConsolePageChild> {
  const byName = new Map<string, ConsolePage | ConsolePageChild>();
  for (const page of pages) {
    byName.set(page.name, page);
    for (const child of page.children ?? []) byName.set(child.name, child);
  }
  return byName;
}

/** Every path the page schemas declare, whoever may open it (a path outside the user's routes is then 403, not 404). */
export function pathsOfPages(pages: readonly ConsolePage[]): string[] {
  return pages.flatMap((page) => [page.path, ...(page.children ?? []).map((child) => child.path)]);
}
