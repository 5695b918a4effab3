/**
 * The tab list's rules (spec §2 "Tabs"), as pure functions over a list: no storage, no router.
 * A tab is identified by its path (the URL's pathname): a list's filters and page live in the
 * query, so changing them updates the tab's fullPath instead of opening another tab.
 */

export interface TabMeta {
  /** Locale message id of the title. */
  title: string;
  affix?: boolean;
  ignoreKeepAlive?: boolean;
  /** How many tabs with the same realPath may be open at once. */
  dynamicLevel?: number;
  realPath?: string;
}

/** Spec §3 Tab. */
export interface Tab {
  path: string;
  /** Path, query and hash: where clicking the tab goes back to. */
  fullPath: string;
  name: string;
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  meta: TabMeta;
}

export interface TabList {
  tabs: Tab[];
  /** Tab paths, oldest opened first (drag and drop changes the order of `tabs`, not this). */
  opened: string[];
}

export const EMPTY_TAB_LIST: TabList = { tabs: [], opened: [] };

/** The tab key of a pathname: trailing slashes do not make another tab. */
export function tabKeyOf(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** Query of a search string; a repeated name keeps all its values. */
export function queryOf(search: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    const seen = query[name];
    query[name] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return query;
}

const isAffix = (tab: Tab) => Boolean(tab.meta.affix);

function without(list: TabList, removed: ReadonlySet<string>): TabList {
  if (removed.size === 0) return list;
  return {
    tabs: list.tabs.filter((tab) => !removed.has(tab.path)),
    opened: list.opened.filter((path) => !removed.has(path)),
  };
}

/**
 * Opens a tab, or updates the open tab of the same path (its fullPath, query, params, title).
 * A new tab whose route has a dynamicLevel first closes the oldest tab of the same realPath when
 * that many are open already. Returns the new list and the paths it closed.
 */
export function openTab(list: TabList, tab: Tab): { list: TabList; closed: string[] } {
  const index = list.tabs.findIndex((open) => open.path === tab.path);
  if (index !== -1) {
    const current = list.tabs[index]!;
    const updated: Tab = { ...current, ...tab };
    if (JSON.stringify(updated) === JSON.stringify(current)) return { list, closed: [] };
    const tabs = list.tabs.slice();
    tabs[index] = updated;
    return { list: { ...list, tabs }, closed: [] };
  }
  let next = list;
  const closed: string[] = [];
  const level = tab.meta.dynamicLevel ?? 0;
  if (level > 0) {
    const realPath = tab.meta.realPath ?? '';
    const siblings = new Set(
      list.tabs.filter((open) => (open.meta.realPath ?? '') === realPath && !isAffix(open)).map((open) => open.path),
    );
    const oldestFirst = list.opened.filter((path) => siblings.has(path));
    while (oldestFirst.length >= level) closed.push(oldestFirst.shift()!);
    next = without(list, new Set(closed));
  }
  return { list: { tabs: [...next.tabs, tab], opened: [...next.opened, tab.path] }, closed };
}

/** Puts the given affix tabs in front (in the given order) when they are not open yet. */
export function withAffixTabs(list: TabList, affixTabs: readonly Tab[]): TabList {
  const missing = affixTabs.filter((tab) => !list.tabs.some((open) => open.path === tab.path));
  if (missing.length === 0) return list;
  return {
    tabs: [...missing.map((tab) => ({ ...tab, meta: { ...tab.meta, affix: true } })), ...list.tabs],
    opened: [...missing.map((tab) => tab.path), ...list.opened],
  };
}

export type CloseScope = 'self' | 'left' | 'right' | 'others' | 'all';

/**
 * The paths a close action removes, relative to the tab at `path`. Affix tabs never close;
 * "all" needs no reference tab.
 */
export function pathsToClose(list: TabList, scope: CloseScope, path?: string): string[] {
  const index = path === undefined ? -1 : list.tabs.findIndex((tab) => tab.path === path);
  if (scope !== 'all' && index === -1) return [];
  const candidates = list.tabs.filter((_tab, i) => {
    switch (scope) {
      case 'self':
        return i === index;
      case 'left':
        return i < index;
      case 'right':
        return i > index;
      case 'others':
        return i !== index;
      case 'all':
        return true;
    }
  });
  return candidates.filter((tab) => !isAffix(tab)).map((tab) => tab.path);
}

export function closeTabs(list: TabList, paths: readonly string[]): TabList {
  return without(list, new Set(paths));
}

/**
 * Where to go when the current tab closes: its left neighbour, else its right neighbour (both
 * taken from the list before closing and still open after), else nothing (the caller goes home).
 */
export function neighbourAfterClose(before: TabList, after: TabList, closedCurrent: string): Tab | undefined {
  const index = before.tabs.findIndex((tab) => tab.path === closedCurrent);
  const stillOpen = (tab: Tab | undefined) => tab && after.tabs.some((open) => open.path === tab.path);
  for (let i = index - 1; i >= 0; i -= 1) if (stillOpen(before.tabs[i])) return before.tabs[i];
  for (let i = index + 1; i < before.tabs.length; i += 1) if (stillOpen(before.tabs[i])) return before.tabs[i];
  return after.tabs[after.tabs.length - 1];
}

/** Index of the first place a movable tab may go: affix tabs stay in front of the others. */
function firstMovableIndex(tabs: readonly Tab[]): number {
  let count = 0;
  while (count < tabs.length && isAffix(tabs[count]!)) count += 1;
  return count;
}

/**
 * Moves the tab at `path` so that it ends at position `toIndex` of the list.
 * Affix tabs do not move, and nothing moves in front of the leading affix tabs.
 */
export function moveTab(list: TabList, path: string, toIndex: number): TabList {
  const from = list.tabs.findIndex((tab) => tab.path === path);
  if (from === -1 || isAffix(list.tabs[from]!)) return list;
  const tabs = list.tabs.slice();
  const [moving] = tabs.splice(from, 1);
  const target = Math.min(Math.max(toIndex, firstMovableIndex(tabs)), tabs.length);
  if (target === from) return list;
  tabs.splice(target, 0, moving!);
  return { ...list, tabs };
}

/** Whether the tab at `path` can move one place left or right. */
export function canMove(list: TabList, path: string, direction: -1 | 1): boolean {
  const from = list.tabs.findIndex((tab) => tab.path === path);
  if (from === -1 || isAffix(list.tabs[from]!)) return false;
  const target = from + direction;
  return target >= firstMovableIndex(list.tabs) && target < list.tabs.length && !isAffix(list.tabs[target]!);
}
