import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Role } from '../api/generated/operation-types';
import { createdAt } from '../db/columns';
import { adminAccess, adminMenus } from '../menus/tables';

/**
 * Roles that grant menus and buttons (server/roles/): the built-in admin, master and official rows (the
 * migration inserts them) and the ones the admin adds. `base` is what the role is a kind of: it decides
 * the account's scope and which operations' `roles` apply (a user's `role` column), so a custom role's
 * base equals its users' role.
 */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    /** A unique slug; a built-in role's is its base. */
    code: text('code').notNull(),
    /** Plain text (a built-in role's name is shown from the locales by its code). */
    name: text('name').notNull(),
    base: text('base').$type<Role>().notNull(),
    builtin: boolean('builtin').notNull().default(false),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('roles_code_idx').on(t.code)],
);

/** The menus a role is granted (the one source of every role's menu, pages and page operations). */
export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => adminMenus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] }), index('role_menus_menu_idx').on(t.menuId)],
);

/** The access entries (buttons) a custom role is granted; a built-in role holds every entry of its menus. */
export const roleAccess = pgTable(
  'role_access',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    accessId: integer('access_id')
      .notNull()
      .references(() => adminAccess.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.accessId] }), index('role_access_access_idx').on(t.accessId)],
);
