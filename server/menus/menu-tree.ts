/** Pure helpers for the parent/child trees of menus and access entries. */

export interface TreeItem {
  id: number;
  parent_id: number | null;
}

export type TreeNode<T> = T & { children: TreeNode<T>[] };

/**
 * Nests items by `parent_id`. An item whose parent is not among `items` becomes a root. Siblings keep
 * the order they have in `items`, so sort before nesting.
 */
export function nest<T extends TreeItem>(items: T[]): TreeNode<T>[] {
  const nodes = new Map<number, TreeNode<T>>(items.map((item) => [item.id, { ...item, children: [] }]));
  const roots: TreeNode<T>[] = [];
  for (const item of items) {
    const node = nodes.get(item.id)!;
    const parent = item.parent_id == null ? undefined : nodes.get(item.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Keeps the nodes that match and the ancestors of those that match (a search in a tree). */
export function prune<T>(nodes: TreeNode<T>[], matches: (node: T) => boolean): TreeNode<T>[] {
  const kept: TreeNode<T>[] = [];
  for (const node of nodes) {
    const children = prune(node.children, matches);
    if (matches(node) || children.length) kept.push({ ...node, children });
  }
  return kept;
}

/** Ids of the item and all its descendants. */
export function subtreeIds(items: TreeItem[], rootId: number): number[] {
  const children = new Map<number, number[]>();
  for (const item of items) {
    if (item.parent_id == null) continue;
    const list = children.get(item.parent_id) ?? [];
    list.push(item.id);
    children.set(item.parent_id, list);
  }
  const ids: number[] = [];
  const stack = [rootId];
  const seen = new Set<number>();
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    ids.push(id);
    stack.push(...(children.get(id) ?? []));
  }
  return ids;
}

/** Ids from the item's parent up to its root (nearest first). */
export function ancestorIds(items: TreeItem[], id: number): number[] {
  const parentOf = new Map(items.map((item) => [item.id, item.parent_id]));
  const ids: number[] = [];
  for (let parent = parentOf.get(id); parent != null && parent !== id && !ids.includes(parent); parent = parentOf.get(parent)) {
    ids.push(parent);
  }
  return ids;
}

/**
 * Ids of the menus a role sees: an entry is visible when the role is granted it and its parent is
 * visible (a parent taken away hides its children).
 */
export function visibleIds(items: TreeItem[], granted: ReadonlySet<number>): Set<number> {
  const byId = new Map(items.map((item) => [item.id, item]));
  const memo = new Map<number, boolean>();
  const visible = (id: number, depth = 0): boolean => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    const item = byId.get(id);
    // depth guards against a cycle written directly into the database.
    const result = !!item && depth < 64 && granted.has(id) && (item.parent_id == null || visible(item.parent_id, depth + 1));
    memo.set(id, result);
    return result;
  };
  return new Set(items.filter((item) => visible(item.id)).map((item) => item.id));
}
