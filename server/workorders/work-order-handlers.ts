import { requireSession, type AreaHandlers } from '../api/handler-types';
import { accountOf } from '../auth/caller';

export const workOrderHandlers = {
  workOrderList: async (ctx) => ctx.services.workOrders.list(accountOf(ctx), ctx.query),

  workOrderDetail: async (ctx) => ctx.services.workOrders.detail(accountOf(ctx), ctx.query.id),

  workOrderCommit: async (ctx) => ctx.services.workOrders.commit(accountOf(ctx), ctx.body),

  workOrderReply: async (ctx) => ctx.services.workOrders.reply(accountOf(ctx), ctx.body),

  workOrderClose: async (ctx) => ctx.services.workOrders.close(accountOf(ctx), ctx.body.id),

  workOrderReopen: async (ctx) => ctx.services.workOrders.reopen(accountOf(ctx), ctx.body.id),

  workOrderUnreadCount: async (ctx) => ({ count: await ctx.services.workOrders.unreadCount(accountOf(ctx)) }),

  adminWorkOrderList: async (ctx) => ctx.services.adminWorkOrders.list(ctx.query),

  adminWorkOrderDetail: async (ctx) => ctx.services.adminWorkOrders.detail(ctx.query.id),

  adminWorkOrderReply: async (ctx) => ctx.services.adminWorkOrders.reply(requireSession(ctx).user.id, ctx.body),

  adminWorkOrderState: async (ctx) => ctx.services.adminWorkOrders.setState(requireSession(ctx).user.id, ctx.body.id, ctx.body.state),
} satisfies AreaHandlers;
