import { requireSession, type AreaHandlers } from '../api/handler-types';

/** Menus and button permissions: the admin's editors (spec §7) and the signed-in user's view (spec §6). */
export const menuHandlers = {
  getMenuList: async (ctx) => ctx.services.menuPermissions.menuTree(requireSession(ctx).user.role),

  getMenuAccess: async (ctx) => ctx.services.menuPermissions.menuAccess(requireSession(ctx).user.role, ctx.query.menu_id),

  adminMenuList: async ({ query, services }) => services.adminMenus.list(query),

  adminMenuAdd: async ({ body, services }) => services.adminMenus.add(body),

  adminMenuEdit: async ({ body, services }) => services.adminMenus.edit(body),

  adminMenuDel: async ({ body, services }) => services.adminMenus.remove(body.id, body.cascade ?? false),

  adminAccessList: async ({ query, services }) => services.adminAccess.list(query),

  adminAccessAdd: async ({ body, services }) => services.adminAccess.add(body),

  adminAccessEdit: async ({ body, services }) => services.adminAccess.edit(body),

  adminAccessDel: async ({ body, services }) => services.adminAccess.remove(body.id, body.cascade ?? false),

  accountSendMsgCode: async ({ body, services, locale }) => services.adminAccounts.sendMsgCode(body.user_id, locale),
} satisfies AreaHandlers;
