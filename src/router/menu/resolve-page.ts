import type { PageBody } from '@contract/generated/page-schema';
import { findPage } from './find-page';
import { pagesForRoles } from './filter-pages';
import type { ConsolePage } from './page-types';

export type PageOutcome =
  { kind: 'redirect'; to: string } | { kind: 'page'; titleId: string; body?: PageBody } | { kind: 'forbidden' } | { kind: 'not-found' };

/** What a signed-in path shows, judged from the page schemas and the user's roles. */
export function resolvePage(pages: readonly ConsolePage[], userRoles: readonly string[], pathname: string): PageOutcome {
  if (!findPage(pages, pathname)) return { kind: 'not-found' };
  const match = findPage(pagesForRoles(pages, userRoles), pathname);
  if (!match) return { kind: 'forbidden' };
  const { node } = match;
  if ('redirect' in node && node.redirect && node.redirect !== pathname) {
    return { kind: 'redirect', to: node.redirect };
  }
  const firstChild = 'children' in node ? node.children?.[0] : undefined;
  if (firstChild) return { kind: 'redirect', to: firstChild.path };
  const body = 'body' in node ? (node.body as PageBody | undefined) : undefined;
  return { kind: 'page', titleId: node.meta.title, ...(body ? { body } : {}) };
}
