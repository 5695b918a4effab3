import type { ConsolePage } from './page-types';

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

function landingPath(page: ConsolePage): string {
  return page.redirect ?? page.children?.[0]?.path ?? page.path;
}

/**
 * Menu entries from already filtered and sorted pages. A parent whose children are hidden
 * (hideChildrenInMenu, or all hideMenu) is one leaf opening its redirect; otherwise a group.
 */
export function buildMenu(pages: readonly ConsolePage[]): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const page of pages) {
    if (page.meta.hideMenu) continue;
    const children = page.children ?? [];
    const visible = children.filter((child) => !child.meta.hideMenu);
    if (page.meta.hideChildrenInMenu || visible.length === 0) {
      entries.push({
        key: landingPath(page),
        title: page.meta.title,
        icon: page.meta.icon,
        activeFor: [page.path, ...children.map((child) => child.path)],
      });
      continue;
    }
    const leaves: MenuEntry[] = visible.map((child) => ({
      key: child.path,
      title: child.meta.title,
      icon: child.meta.icon,
      activeFor: [child.path],
    }));
    for (const hidden of children.filter((child) => child.meta.hideMenu)) {
      const owner = leaves.find((leaf) => leaf.key === hidden.meta.currentActiveMenu);
      owner?.activeFor.push(hidden.path);
    }
    entries.push({
      key: page.path,
      title: page.meta.title,
      icon: page.meta.icon,
      children: leaves,
      activeFor: [],
    });
  }
  return entries;
}

/** The selected leaf and the open group for a location, for antd Menu's selectedKeys/openKeys. */
export function activeMenuKeys(
  entries: readonly MenuEntry[],
  pathname: string,
): { selected?: string; open?: string } {
  for (const entry of entries) {
    if (entry.children) {
      const leaf = entry.children.find((child) => child.activeFor.includes(pathname));
      if (leaf) return { selected: leaf.key, open: entry.key };
    } else if (entry.activeFor.includes(pathname)) {
      return { selected: entry.key };
    }
  }
  return {};
}
