import type { AreaHandlers } from '../api/handler-types';
import { accountOf } from '../auth/caller';
import { demoRecords } from './demo-records';
import { packageUsageOf } from './package-usage-service';
import { toPlan } from './plan-catalogue';

export const packageHandlers = {
  packagePlanList: async (ctx) => {
    const { page = 1, pageSize = 100, kind, for: purpose } = ctx.query;
    const enabled = await ctx.services.packagePlans.listEnabled(purpose === 'upgrade' ? 'base' : kind);
    const offered = purpose === 'upgrade' ? await ctx.services.packagePurchases.upgradesOf(accountOf(ctx), enabled) : enabled;
    const plans = offered.map((plan) => toPlan(plan, ctx.locale));
    return { items: plans.slice((page - 1) * pageSize, page * pageSize), total: plans.length };
  },

  checkUsagePackages: async (ctx) => packageUsageOf(accountOf(ctx), ctx.locale),

  packageQuote: async (ctx) => ctx.services.packagePurchases.quote(accountOf(ctx), ctx.query, ctx.locale),

  buyPackage: async (ctx) => ctx.services.packagePurchases.buy(accountOf(ctx), ctx.body.plan, ctx.locale, ctx.idempotency),

  purchasePackage: async (ctx) => ctx.services.packagePurchases.purchase(accountOf(ctx), ctx.body.plan, ctx.locale, ctx.idempotency),

  buyOverlayPackage: async (ctx) => ctx.services.packagePurchases.buyOverlay(accountOf(ctx), ctx.body.plan, ctx.locale, ctx.idempotency),

  updatePackage: async (ctx) => ctx.services.packagePurchases.upgrade(accountOf(ctx), ctx.body.plan, ctx.locale, ctx.idempotency),

  renewPackage: async (ctx) => ctx.services.packagePurchases.renew(accountOf(ctx), ctx.body.periods, ctx.locale, ctx.idempotency),

  packageSubscriptionList: async (ctx) => ctx.services.packageLists.subscriptions(accountOf(ctx), ctx.query, ctx.locale),

  packageOrderList: async (ctx) => ctx.services.packageLists.orders(accountOf(ctx), ctx.query, ctx.locale),

  packageUsageList: async (ctx) => ctx.services.packageLists.usage(accountOf(ctx), ctx.query, ctx.locale),

  packageDemoRecords: async (ctx) => demoRecords(accountOf(ctx), ctx.locale, ctx.query),
} satisfies AreaHandlers;
