import { requireSession, type AreaHandlers } from '../api/handler-types';

/** The admin's notices (schemas/api/admin-notice.json). */
export const adminNoticeHandlers = {
  adminNoticeList: async (ctx) => ctx.services.adminNotices.list(ctx.query),

  adminNoticeDetail: async (ctx) => ctx.services.adminNotices.detail(ctx.query.id),

  adminNoticeAdd: async (ctx) => ctx.services.adminNotices.add(requireSession(ctx).user.id, ctx.body),

  adminNoticeEdit: async (ctx) => ctx.services.adminNotices.edit(ctx.body),

  adminNoticePublish: async (ctx) => ctx.services.adminNotices.publish(ctx.body),

  adminNoticeWithdraw: async (ctx) => ctx.services.adminNotices.withdraw(ctx.body.id),

  adminNoticeDel: async (ctx) => ({ count: await ctx.services.adminNotices.remove(ctx.body.ids) }),
} satisfies AreaHandlers;
