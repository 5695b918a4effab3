import type { AreaHandlers } from '../api/handler-types';
import { accountOf } from '../auth/caller';

export const noticeHandlers = {
  noticeList: async (ctx) => ctx.services.notices.list(accountOf(ctx), ctx.query),

  noticeDetail: async (ctx) => ctx.services.notices.detail(accountOf(ctx), ctx.query.id),

  noticeRead: async (ctx) => ({ updated: await ctx.services.notices.read(accountOf(ctx), ctx.body.ids) }),

  noticeUnreadCount: async (ctx) => ({ count: await ctx.services.notices.unreadCount(accountOf(ctx)) }),
} satisfies AreaHandlers;
