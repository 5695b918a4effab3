import { asc } from 'drizzle-orm';
import type { PlatformDb } from '../db/client';
import { adminAccess, adminMenus } from '../menus/tables';
import { MENU_ORDER } from '../menus/admin-menu-service';
import { ancestorIds } from '../menus/menu-tree';

/** A node of the role drawer's tree: a menu (`menu:<id>`) with its sub-menus and access entries (`access:<id>`). */
// A type, not an interface: the generated answer type's children are open records.
export type GrantNode = {
  key: string;
  title: string;
  children: GrantNode[];
};

export const menuKey = (id: number) => `menu:${id}`;
export const accessKey = (id: number) => `access:${id}`;

/** Every menu and access entry, read once for a tree, a check of grant keys, or a role's checked keys. */
export async function readGrantable(db: Pick<PlatformDb, 'select'>) {
  const [menus, entries] = await Promise.all([
    db
      .select({ id: adminMenus.id, parent_id: adminMenus.parentId, title: adminMenus.title })
      .from(adminMenus)
      .orderBy(...MENU_ORDER),
    db.select({ id: adminAccess.id, menuId: adminAccess.menuId, label: adminAccess.label }).from(adminAccess).orderBy(asc(adminAccess.id)),
  ]);
  const menuIds = new Set(menus.map((m) => m.id));

  function tree(): GrantNode[] {
    const nodes = new Map<number, GrantNode>(menus.map((m) => [m.id, { key: menuKey(m.id), title: m.title, children: [] }]));
    const roots: GrantNode[] = [];
    for (const menu of menus) {
      const parent = menu.parent_id == null ? undefined : nodes.get(menu.parent_id);
      (parent ? parent.children : roots).push(nodes.get(menu.id)!);
    }
    for (const entry of entries) nodes.get(entry.menuId)?.children.push({ key: accessKey(entry.id), title: entry.label, children: [] });
    return roots;
  }

  return {
    tree,
    /**
     * The menus and access entries that grant keys name; a granted menu's ancestors and an access entry's
     * menu (with its ancestors) come with them (a menu shows only under its parents). Unknown: undefined.
     */
    resolve(keys: string[]): { menuIds: number[]; accessIds: number[] } | undefined {
      const menusOut = new Set<number>();
      const accessOut = new Set<number>();
      const menuOfAccess = new Map(entries.map((e) => [e.id, e.menuId]));
      for (const key of keys) {
        const [kind, raw] = key.split(':');
        const id = Number(raw);
        if (kind === 'menu') {
          if (!menuIds.has(id)) return undefined;
          menusOut.add(id);
        } else {
          const menuId = menuOfAccess.get(id);
          if (menuId === undefined) return undefined;
          accessOut.add(id);
          menusOut.add(menuId);
        }
      }
      for (const id of [...menusOut]) for (const ancestor of ancestorIds(menus, id)) menusOut.add(ancestor);
      return { menuIds: [...menusOut], accessIds: [...accessOut] };
    },
    /**
     * The keys a checkable tree shows checked for these grants: granted leaves, and nodes whose every child
     * is checked (a tree that checks a parent checks all below it, so a partly granted menu is left out and
     * shows half-checked). `allAccess`: a built-in role, which holds every access entry of its menus.
     */
    checkedKeys(granted: { menuIds: Set<number>; accessIds: Set<number> }, allAccess: boolean): string[] {
      const keys: string[] = [];
      const visit = (node: GrantNode): boolean => {
        const [kind, raw] = node.key.split(':');
        const id = Number(raw);
        const own =
          kind === 'menu' ? granted.menuIds.has(id) : allAccess ? granted.menuIds.has(entryMenu.get(id)!) : granted.accessIds.has(id);
        let checked = own;
        if (node.children.length) {
          const results = node.children.map(visit);
          checked = own && results.every(Boolean);
        }
        if (checked) keys.push(node.key);
        return checked;
      };
      const entryMenu = new Map(entries.map((e) => [e.id, e.menuId]));
      for (const root of tree()) visit(root);
      return keys;
    },
  };
}
