import type { AreaHandlers, HandlerContext } from '../api/handler-types';
import { accountOf, callerOf } from '../auth/caller';
import { toRechargeOrder, type RechargeOrderRow } from './recharge-order-view';
import { planLabel } from './recharge-plan-label';
import { rechargeStatesIn } from './recharge-states';

/** The order as answered: with the provider's payment address while it is pending, in the caller's language. */
function viewOf(ctx: HandlerContext) {
  const { origin } = callerOf(ctx);
  const provider = ctx.services.paymentProvider;
  return (row: RechargeOrderRow) => toRechargeOrder(row, provider.checkoutUrl(row, origin, ctx.locale));
}

export const orderHandlers = {
  getRechargePlanList: async (ctx) => {
    const plans = await ctx.services.rechargePlans.listEnabled();
    return { items: plans.map((plan) => ({ ...plan, label: planLabel(plan, ctx.locale) })), total: plans.length };
  },

  recharge: async (ctx) => viewOf(ctx)(await ctx.services.rechargeOrders.create(accountOf(ctx), ctx.body ?? {}, ctx.idempotency)),

  getRecharge: async (ctx) => viewOf(ctx)(await ctx.services.rechargeOrders.get(accountOf(ctx), ctx.query.id)),

  getRechargeList: async (ctx) => {
    const { items, total } = await ctx.services.rechargeOrders.list(accountOf(ctx), ctx.query);
    return { items: items.map(viewOf(ctx)), total };
  },

  getStatusList: async (ctx) => ({ items: rechargeStatesIn(ctx.locale) }),

  cancePay: async (ctx) => viewOf(ctx)(await ctx.services.rechargeOrders.cancel(accountOf(ctx), ctx.body.id)),

  rechargeNotify: async (ctx) => ctx.services.rechargeSettlement.settle(ctx.body),

  getDeductionStatisList: async (ctx) => ctx.services.deductionStatistics.statistics(accountOf(ctx), ctx.query),
} satisfies AreaHandlers;
