import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

/**
 * Menu entries served to the console's BACK permission mode (spec §6) and edited by admins
 * (spec §7 admin-menu). `component` is a view name, or 'LAYOUT' for a parent entry. Who sees an entry is
 * the roles' grants (server/roles/tables.ts `role_menus`), not a column of its own.
 */
export const adminMenus = pgTable(
  'admin_menus',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => adminMenus.id),
    /** Route name, unique (e.g. 'ChannelIndex'). */
    name: text('name').notNull(),
    /** Locale id of the title (e.g. 'menu.channel'). */
    title: text('title').notNull(),
    /** Route path. */
    url: text('url').notNull(),
    component: text('component').notNull(),
    icon: text('icon').notNull().default(''),
    order: integer('order').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    redirect: text('redirect').notNull().default(''),
    /** The rest of the route meta (spec §3), e.g. hideChildrenInMenu, affix, currentActiveMenu. */
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admin_menus_name_idx').on(t.name), index('admin_menus_parent_idx').on(t.parentId)],
);

/**
 * Button permissions of a menu (spec §6): entries with an auth code, nested by `parent_id`. The entries
 * are a resource (schemas/resources/admin-access.json: its operations, its hooks in admin-access-hooks.ts);
 * this typed definition is for the code that reads them (menu permissions, menu deletion, the seed) and
 * declares what the resource file declares, which the resource migration checks against the database at
 * every start.
 */
export const adminAccess = pgTable(
  'admin_access',
  {
    id: serial('id').primaryKey(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => adminMenus.id),
    parentId: integer('parent_id').references((): AnyPgColumn => adminAccess.id),
    /** Locale id (e.g. 'access.edit') or plain text. */
    label: text('label').notNull(),
    /** Permission code, e.g. 'channel:edit'; unique within its menu. */
    authCode: text('auth_code').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('admin_access_menu_code_idx').on(t.menuId, t.authCode), index('admin_access_parent_idx').on(t.parentId)],
);
