import { landingPathOf } from '../routes/route-tree';

export interface MenuEntry {
  /** For a leaf: the path it opens. For a group: the parent's path. */
  key: string;
  /** Locale message id. */
  title: string;
  icon?: string;
  children?: MenuEntry[];
  /** Paths that highlight this leaf (the leaf's own pages and hidden ones that point at it). */
  activeFor: string[];
}

/** What a menu is built from: page schemas or route records (already filtered and sorted). */
export interface MenuSource {
  path: string;
  redirect?: string;
  meta: {
    title: string;
    icon?: string;
    hideMenu?: boolean;
    hideChildrenInMenu?: boolean;
    currentActiveMenu?: string;
  };
  children?: readonly MenuSource[];
}

function descendantPaths(source: MenuSource): string[] {
  return (source.children ?? []).flatMap((child) => [child.path, ...descendantPaths(child)]);
}

function toEntry(source: MenuSource): MenuEntry {
  const children = source.children ?? [];
  const visible = children.filter((child) => !child.meta.hideMenu);
  if (source.meta.hideChildrenInMenu || visible.length === 0) {
    return {
      key: landingPathOf(source),
      title: source.meta.title,
      icon: source.meta.icon,
      activeFor: [source.path, ...descendantPaths(source)],
    };
  }
  const entries = visible.map(toEntry);
  // A hidden page names the leaf that stays highlighted while it is open (spec §3 currentActiveMenu).
  for (const hidden of children.filter((child) => child.meta.hideMenu)) {
    const owner = entries.find((entry) => !entry.children && entry.key === hidden.meta.currentActiveMenu);
    owner?.activeFor.push(hidden.path, ...descendantPaths(hidden));
  }
  return { key: source.path, title: source.meta.title, icon: source.meta.icon, children: entries, activeFor: [] };
}

/**
 * Menu entries from already filtered and sorted routes. A parent whose children are hidden
 * (hideChildrenInMenu, or all hideMenu) is one leaf opening its landing path; otherwise a group
 * of its visible children (at any depth).
 */
export function buildMenu(sources: readonly MenuSource[]): MenuEntry[] {
  return sources.filter((source) => !source.meta.hideMenu).map(toEntry);
}

/** The selected leaf and its top-level group for a location, for antd Menu's selectedKeys/openKeys. */
export function activeMenuKeys(entries: readonly MenuEntry[], pathname: string): { selected?: string; open?: string } {
  for (const entry of entries) {
    if (entry.children) {
      const inner = activeMenuKeys(entry.children, pathname);
      if (inner.selected) return { selected: inner.selected, open: entry.key };
    } else if (entry.activeFor.includes(pathname)) {
      return { selected: entry.key };
    }
  }
  return {};
}
