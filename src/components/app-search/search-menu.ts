import { fuzzyMatch, normalizeQuery } from './fuzzy-match';

/** A menu node as the menu builder gives it: `key` is the path a leaf opens; `title` a message id. */
export interface SearchableMenuNode {
  key: string;
  title: string;
  children?: readonly SearchableMenuNode[];
}

/** One entry a user can open, with the translated names from the top group down to it. */
export interface SearchItem {
  path: string;
  /** e.g. ['Domain management', 'My domains']; shown as "parent > child". */
  titles: string[];
}

export interface SearchResult extends SearchItem {
  /** Matched character positions per title (code points), for highlighting. */
  highlights: number[][];
}

/** Every leaf of the visible menu (groups only open and close, so they are not results). */
export function flattenMenu(
  entries: readonly SearchableMenuNode[],
  translate: (id: string) => string,
  ancestors: string[] = [],
): SearchItem[] {
  const items: SearchItem[] = [];
  for (const entry of entries) {
    const titles = [...ancestors, translate(entry.title)];
    if (entry.children && entry.children.length > 0) items.push(...flattenMenu(entry.children, translate, titles));
    else items.push({ path: entry.key, titles });
  }
  return items;
}

/** Splits positions in `titles.join(' ')` into positions per title. */
function splitPositions(titles: readonly string[], positions: readonly number[]): number[][] {
  const perTitle: number[][] = titles.map(() => []);
  let offset = 0;
  titles.forEach((title, index) => {
    const length = [...title].length;
    for (const position of positions) {
      if (position >= offset && position < offset + length) perTitle[index].push(position - offset);
    }
    offset += length + 1;
  });
  return perTitle;
}

interface Ranked {
  result: SearchResult;
  /** 0: the entry's own name matched; 1: only its full "parent child" name did. */
  tier: number;
  score: number;
  order: number;
}

/**
 * Menu search (spec §2): the query's characters must appear in order in a visible menu name.
 * Entries whose own name matches come first, then those found through their parent's name;
 * within each, the better match (runs, word starts, early) first, then menu order.
 */
export function searchMenu(items: readonly SearchItem[], query: string): SearchResult[] {
  if (normalizeQuery(query) === '') return [];
  const ranked: Ranked[] = [];
  items.forEach((item, order) => {
    const own = item.titles[item.titles.length - 1] ?? '';
    const ownMatch = fuzzyMatch(query, own);
    if (ownMatch) {
      const highlights = item.titles.map((_, index) => (index === item.titles.length - 1 ? ownMatch.positions : []));
      ranked.push({ result: { ...item, highlights }, tier: 0, score: ownMatch.score, order });
      return;
    }
    if (item.titles.length < 2) return;
    // Spaces in the query are ignored, so the joining space itself never matches.
    const fullMatch = fuzzyMatch(query, item.titles.join(' '));
    if (fullMatch) {
      const highlights = splitPositions(item.titles, fullMatch.positions);
      ranked.push({ result: { ...item, highlights }, tier: 1, score: fullMatch.score, order });
    }
  });
  ranked.sort((a, b) => a.tier - b.tier || b.score - a.score || a.order - b.order);
  return ranked.map((entry) => entry.result);
}

/** How a result reads: "parent > child". */
export function resultLabel(result: Pick<SearchItem, 'titles'>): string {
  return result.titles.join(' > ');
}
