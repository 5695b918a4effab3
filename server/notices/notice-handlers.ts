import { requireSession, type HandlerMap } from '../api/handler-types';

export const noticeHandlers: HandlerMap = {
  noticeList: async (ctx) => ctx.services.notices.list(requireSession(ctx).user, ctx.query),

  noticeDetail: async (ctx) => ctx.services.notices.detail(requireSession(ctx).user, ctx.query.id),

  noticeRead: async (ctx) => ({ updated: await ctx.services.notices.read(requireSession(ctx).user, ctx.body.ids) }),

  noticeUnreadCount: async (ctx) => ({ count: await ctx.services.notices.unreadCount(requireSession(ctx).user) }),
};
