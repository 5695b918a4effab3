import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adminMenus } from '../db/schema';
import { ancestorIds, subtreeIds } from '../menus/menu-tree';
import { roleMenus, roles } from '../roles/tables';
import type { SeedLocale } from './seed-texts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The demo's role beside the built-in ones: an operator desk that answers reviews, notices and work orders. */
const REVIEWS_DESK = {
  code: 'reviews-desk',
  name: { zh_CN: '评论客服', en: 'Reviews desk' } satisfies Record<SeedLocale, string>,
  remark: { zh_CN: '只看工作台、公告、工单和评论的运营', en: 'Operators who see the dashboard, notices, work orders and reviews only' },
  /** The page entries it is granted, with every route below them. */
  pages: ['/dashboard', '/notice', '/workorder', '/comment'],
};

/** Adds the demo's custom role (base official) with its grants, unless a role of its code exists. */
export async function seedDemoRole(tx: Tx, locale: SeedLocale) {
  const [existing] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, REVIEWS_DESK.code)).limit(1);
  if (existing) return;
  const [role] = await tx
    .insert(roles)
    .values({ code: REVIEWS_DESK.code, name: REVIEWS_DESK.name[locale], base: 'official', remark: REVIEWS_DESK.remark[locale] })
    .returning({ id: roles.id });
  const menus = await tx.select({ id: adminMenus.id, parent_id: adminMenus.parentId, url: adminMenus.url }).from(adminMenus);
  const ids = new Set<number>();
  for (const menu of menus.filter((m) => REVIEWS_DESK.pages.includes(m.url))) {
    for (const id of [...subtreeIds(menus, menu.id), ...ancestorIds(menus, menu.id)]) ids.add(id);
  }
  // Only what the built-in official sees: a custom role is a narrower official.
  const official = await tx
    .select({ menuId: roleMenus.menuId })
    .from(roleMenus)
    .innerJoin(roles, eq(roles.id, roleMenus.roleId))
    .where(eq(roles.code, 'official'));
  const officialMenus = new Set(official.map((row) => row.menuId));
  const granted = [...ids].filter((id) => officialMenus.has(id));
  if (granted.length) await tx.insert(roleMenus).values(granted.map((menuId) => ({ roleId: role!.id, menuId })));
}
