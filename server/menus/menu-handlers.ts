import { requireSession, type AreaHandlers } from '../api/handler-types';

/**
 * Menus and button permissions: the admin's menu editor (spec §7) and the signed-in user's view (spec §6).
 * The access entries' editor is the resource schemas/resources/admin-access.json.
 */
export const menuHandlers = {
  getMenuList: async (ctx) => ctx.services.menuPermissions.menuTree(requireSession(ctx).user.role),

  getMenuAccess: async (ctx) => ctx.services.menuPermissions.menuAccess(requireSession(ctx).user.role, ctx.query.menu_id),

  adminMenuList: async ({ query, services }) => services.adminMenus.list(query),

  adminMenuAdd: async ({ body, services }) => services.adminMenus.add(body),

  adminMenuEdit: async ({ body, services }) => services.adminMenus.edit(body),

  adminMenuDel: async ({ body, services }) => services.adminMenus.remove(body.id, body.cascade ?? false),

  accountSendMsgCode: async ({ body, services, locale }) => services.adminAccounts.sendMsgCode(body.user_id, locale),
} satisfies AreaHandlers;
