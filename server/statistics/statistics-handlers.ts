import { requireSession, type AreaHandlers } from '../api/handler-types';
import { accountOf } from '../auth/caller';

export const statisticsHandlers = {
  installAnalysis: async (ctx) => {
    // Money and the install total are the account's own row (an official's master's), the rest the daily aggregates.
    const figures = await ctx.services.accountFigures.of(requireSession(ctx).user);
    const installs = await ctx.services.installAnalysis.figures(accountOf(ctx));
    return { balance: figures.balance, unit_price: figures.unitPrice, installs_total: figures.totalInstallSum, ...installs };
  },

  installSeries: async (ctx) => ctx.services.installSeries.series(accountOf(ctx), ctx.query, ctx.locale),

  installStatList: async (ctx) => ctx.services.installStats.days(accountOf(ctx), ctx.query),

  installStatTotals: async (ctx) => ctx.services.installStats.totals(accountOf(ctx), ctx.query),

  pwaUserList: async (ctx) => ctx.services.pwaUsers.list(accountOf(ctx), ctx.query),

  installEventList: async (ctx) => ctx.services.installEvents.list(accountOf(ctx), ctx.query),

  installChannelOptions: async (ctx) => ctx.services.installChannelOptions.options(accountOf(ctx)),

  pwaUserDetail: async (ctx) => ctx.services.pwaUsers.detail(accountOf(ctx), ctx.query.id),
} satisfies AreaHandlers;
