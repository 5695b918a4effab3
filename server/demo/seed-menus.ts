import { loadPages, type PageSchema } from '../api/schema-loader';
import { areaOfPath, codesOfArea } from '../menus/permissions';
import type { Db } from '../db/client';
import { eq } from 'drizzle-orm';
import { adminAccess, adminMenus } from '../db/schema';
import { builtinRoleIds, grantToBuiltins } from '../roles/builtin-grants';
import { roleMenus } from '../roles/tables';
import { builtinRolesByRoute } from '../roles/page-operations';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Route meta that has a column of its own; the rest is kept in `meta`. */
function splitMeta(meta: PageSchema['meta']) {
  const { title: _t, icon, order, roles: _r, hideMenu, ...rest } = meta as PageSchema['meta'] & { icon?: string; hideMenu?: boolean };
  return { icon: icon ?? '', order, hidden: hideMenu ?? false, rest };
}

type ChildRoute = NonNullable<PageSchema['children']>[number];

/** The built-in roles a page's row is granted (server/roles/page-operations.ts says the rule). */
const pageRoles = (page: PageSchema) => builtinRolesByRoute([page]).get(page.path)!;

/** The built-in roles a child route's row is granted. */
const childRoles = (page: PageSchema, child: ChildRoute) => builtinRolesByRoute([page]).get(child.path)!;

/** The menu row of a page's child route under its page's row (`index`: its place when it names no order). */
function childMenuRow(parentId: number, child: ChildRoute, index: number) {
  const meta = splitMeta(child.meta);
  return {
    parentId,
    name: child.name,
    title: child.meta.title,
    url: child.path,
    component: child.name,
    icon: meta.icon,
    order: meta.order ?? index + 1,
    hidden: meta.hidden,
    redirect: child.redirect ?? '',
    meta: meta.rest,
  };
}

/**
 * One menu row per entry of schemas/pages (component 'LAYOUT') and per child route (component = the
 * route name), so the BACK permission mode shows what the page schemas declare; plus the `view` and
 * `edit` access entries of each entry's area on the entry's row. Each row is granted to the built-in roles
 * its route meta names (a child naming none: its page's; a page naming none: every built-in role).
 */
export async function seedAdminMenus(tx: Tx, pages: PageSchema[] = loadPages()) {
  for (const page of pages) await seedPageMenus(tx, page);
}

/**
 * The menu rows of whole entries of schemas/pages at `paths` (top-level route paths such as '/catalogue')
 * that a database seeded before they existed lacks (by url), with their child routes and access entries.
 */
export async function seedMissingPages(tx: Tx, paths: string[], pages: PageSchema[] = loadPages()) {
  for (const page of pages) {
    if (!paths.includes(page.path)) continue;
    const [row] = await tx.select({ id: adminMenus.id }).from(adminMenus).where(eq(adminMenus.url, page.path)).limit(1);
    if (!row) await seedPageMenus(tx, page);
  }
}

/** One entry's rows: its own (component 'LAYOUT'), its child routes' and its area's access entries. */
async function seedPageMenus(tx: Tx, page: PageSchema) {
  const meta = splitMeta(page.meta);
  const [parent] = await tx
    .insert(adminMenus)
    .values({
      name: page.name,
      title: page.meta.title,
      url: page.path,
      component: 'LAYOUT',
      icon: meta.icon,
      order: meta.order ?? 0,
      hidden: meta.hidden,
      redirect: page.redirect ?? '',
      meta: meta.rest,
    })
    .returning({ id: adminMenus.id });

  const children = page.children ?? [];
  // One insert for the children and one for every grant (route names are unique).
  const rows = children.length
    ? await tx
        .insert(adminMenus)
        .values(children.map((child, index) => childMenuRow(parent!.id, child, index)))
        .returning({ id: adminMenus.id, name: adminMenus.name })
    : [];
  const idOf = new Map(rows.map((row) => [row.name, row.id]));
  const ids = await builtinRoleIds(tx);
  const grants = [
    ...pageRoles(page).map((code) => ({ roleId: ids.get(code)!, menuId: parent!.id })),
    ...children.flatMap((child) => childRoles(page, child).map((code) => ({ roleId: ids.get(code)!, menuId: idOf.get(child.name)! }))),
  ];
  await tx.insert(roleMenus).values(grants).onConflictDoNothing();

  const area = areaOfPath(page.path);
  if (area) {
    await tx
      .insert(adminAccess)
      .values(codesOfArea(area).map(({ action, code }) => ({ menuId: parent!.id, label: `access.${action}`, authCode: code })));
  }
}

/**
 * The menu rows of child routes at `paths` that a database seeded before they existed lacks (by url),
 * under their page's row: the BACK permission mode then shows routes added by an upgrade.
 */
export async function seedMissingPageMenus(tx: Tx, paths: string[], pages: PageSchema[] = loadPages()) {
  for (const page of pages) {
    const [parent] = await tx.select({ id: adminMenus.id }).from(adminMenus).where(eq(adminMenus.url, page.path)).limit(1);
    if (!parent) continue;
    for (const [index, child] of (page.children ?? []).entries()) {
      if (!paths.includes(child.path)) continue;
      const [row] = await tx.select({ id: adminMenus.id }).from(adminMenus).where(eq(adminMenus.url, child.path)).limit(1);
      if (row) continue;
      const [added] = await tx
        .insert(adminMenus)
        .values(childMenuRow(parent.id, child, index))
        .returning({ id: adminMenus.id });
      await grantToBuiltins(tx, [added!.id], childRoles(page, child));
    }
  }
}
