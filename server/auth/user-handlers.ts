import { requireSession, type AreaHandlers } from '../api/handler-types';
import { toUserInfo } from './user-info';

export const userHandlers = {
  getUserDetails: async (ctx) => {
    const { user } = requireSession(ctx);
    return toUserInfo(user, await ctx.services.accountFigures.of(user), ctx.services.consoleCatalog.pages());
  },

  // The auth codes of the access entries of the menus the role sees (admins edit them).
  getPermCode: async (ctx) => ctx.services.menuPermissions.permCodes(requireSession(ctx).user),

  getBalance: async (ctx) => {
    const figures = await ctx.services.accountFigures.of(requireSession(ctx).user);
    return { balance: figures.balance, unit_price: figures.unitPrice, total_install_sum: figures.totalInstallSum };
  },

  logout: async (ctx) => {
    await ctx.services.sessions.revoke(requireSession(ctx).sessionId);
    return null;
  },

  passwordEdit: async (ctx) => {
    await ctx.services.account.changePassword(requireSession(ctx), ctx.body);
    return null;
  },

  getGoogleBindUrl: async (ctx) => ctx.services.authenticator.startBinding(requireSession(ctx).user),

  bindGoogleCaptcha: async (ctx) => {
    await ctx.services.authenticator.finishBinding(requireSession(ctx).user, ctx.body.google_captcha);
    return null;
  },

  verifyGoogleCaptcha: async (ctx) => ctx.services.authenticator.verify(requireSession(ctx).user, ctx.body.google_captcha),

  userIsGoogleOpenEdit: async (ctx) =>
    ctx.services.authenticator.setLoginCheck(requireSession(ctx).user, ctx.body.is_open === 1, ctx.body.google_captcha),

  bindChatId: async (ctx) => {
    await ctx.services.account.bindChatId(requireSession(ctx).user.id, ctx.body.chat_id);
    return null;
  },
} satisfies AreaHandlers;
