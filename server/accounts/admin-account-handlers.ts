import { requireSession, type AreaHandlers, type HandlerContext } from '../api/handler-types';

const callerId = (ctx: Pick<HandlerContext, 'session' | 'request'>) => requireSession(ctx).user.id;

/** The admin's accounts page (schemas/api/admin-account.json): every change answers the account's row. */
export const adminAccountHandlers = {
  adminAccountList: async (ctx) => ctx.services.adminAccountList.list(callerId(ctx), ctx.query, ctx.locale),

  adminAccountPlanOptions: async (ctx) => ctx.services.adminAccountList.planOptions(ctx.locale),

  adminAccountDetail: async (ctx) => ctx.services.adminAccountList.detail(callerId(ctx), ctx.query.id, ctx.locale),

  adminAccountCreate: async (ctx) =>
    ctx.services.adminAccountList.account(callerId(ctx), await ctx.services.adminAccountChanges.createMaster(ctx.body), ctx.locale),

  adminAccountEdit: async (ctx) =>
    ctx.services.adminAccountList.account(callerId(ctx), await ctx.services.adminAccountChanges.edit(ctx.body), ctx.locale),

  adminAccountState: async (ctx) =>
    ctx.services.adminAccountList.account(
      callerId(ctx),
      await ctx.services.adminAccountChanges.setStatus(callerId(ctx), ctx.body.id, ctx.body.status),
      ctx.locale,
    ),

  adminAccountUnitPrice: async (ctx) =>
    ctx.services.adminAccountList.account(
      callerId(ctx),
      await ctx.services.adminAccountChanges.setUnitPrice(ctx.body.id, ctx.body.unit_price),
      ctx.locale,
    ),

  adminAccountAdjust: async (ctx) => ctx.services.adminAccountMoney.adjust(ctx.body.id, ctx.body.amount, ctx.body.reason, ctx.idempotency),

  adminAccountGrantPackage: async (ctx) =>
    ctx.services.adminAccountMoney.grant(ctx.body.id, ctx.body.plan, ctx.body.periods ?? 1, ctx.locale),
} satisfies AreaHandlers;
