import { requireSession, type AreaHandlers } from '../api/handler-types';
import { filled } from '../shared/filled-text';

/** The platform's recharge orders (schemas/api/admin-order.json). */
export const adminOrderHandlers = {
  adminRechargeOrderList: async (ctx) => ctx.services.adminRechargeOrders.list(ctx.query),

  adminRechargeOrderConfirm: async (ctx) =>
    ctx.services.adminRechargeOrders.confirm(requireSession(ctx).user.id, ctx.body.id, filled('reason', ctx.body.reason)),
} satisfies AreaHandlers;
