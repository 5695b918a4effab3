import type { MenuEntry } from '@/router/menu/build-menu';

/** Every path that highlights an entry or one of its leaves. */
function pathsOf(entry: MenuEntry): string[] {
  return entry.children ? entry.children.flatMap(pathsOf) : entry.activeFor;
}

function firstLeaf(entry: MenuEntry): MenuEntry {
  return entry.children?.length ? firstLeaf(entry.children[0]) : entry;
}

/** The top entry whose subtree holds `pathname`. */
export function activeTopEntry(entries: readonly MenuEntry[], pathname: string): MenuEntry | undefined {
  return entries.find((entry) => pathsOf(entry).includes(pathname));
}

/**
 * The header half of a split menu (mix type): each top entry as one leaf, a group opening its first
 * child, and highlighted for every page below it.
 */
export function topLevelEntries(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.map((entry) => ({
    key: firstLeaf(entry).key,
    title: entry.title,
    icon: entry.icon,
    activeFor: pathsOf(entry),
  }));
}

/** The side half of a split menu: the children of the top entry the current page belongs to. */
export function activeChildren(entries: readonly MenuEntry[], pathname: string): MenuEntry[] {
  return activeTopEntry(entries, pathname)?.children ?? [];
}
