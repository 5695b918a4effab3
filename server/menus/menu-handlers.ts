import { requireSession, type AreaHandlers } from '../api/handler-types';

/**
 * Menus and button permissions: the admin's menu editor (spec §7) and the signed-in user's view (spec §6).
 * The access entries' editor is the resource schemas/resources/admin-access.json.
 */
export const menuHandlers = {
  getMenuList: async (ctx) => ctx.services.menuPermissions.menuTree(requireSession(ctx).user),

  getMenuAccess: async (ctx) => ctx.services.menuPermissions.menuAccess(requireSession(ctx).user, ctx.query.menu_id),

  adminMenuList: async ({ query, services }) => services.adminMenus.list(query),

  adminMenuAdd: async ({ body, services }) => {
    const answer = await services.adminMenus.add(body);
    services.frameSources.forget();
    services.grants.forget();
    return answer;
  },

  adminMenuEdit: async ({ body, services }) => {
    const answer = await services.adminMenus.edit(body);
    services.frameSources.forget();
    services.grants.forget();
    return answer;
  },

  adminMenuDel: async ({ body, services }) => {
    const answer = await services.adminMenus.remove(body.id, body.cascade ?? false);
    services.frameSources.forget();
    services.grants.forget();
    return answer;
  },

  accountSendMsgCode: async ({ body, services, locale }) => services.adminAccounts.sendMsgCode(body.user_id, locale),
} satisfies AreaHandlers;
