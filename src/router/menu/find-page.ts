import type { ConsolePage, ConsolePageChild } from './page-types';

export interface PageMatch {
  node: ConsolePage | ConsolePageChild;
  parent?: ConsolePage;
}

/** The page schema node (parent or child) whose path is exactly `pathname`. */
export function findPage(pages: readonly ConsolePage[], pathname: string): PageMatch | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const page of pages) {
    if (page.path === normalized) return { node: page };
    const child = page.children?.find((candidate) => candidate.path === normalized);
    if (child) return { node: child, parent: page };
  }
  return undefined;
}
