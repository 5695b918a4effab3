import type { AreaHandlers } from '../api/handler-types';
import { accountOf, callerOf } from '../auth/caller';

export const channelHandlers = {
  channelList: async (ctx) => ctx.services.channels.list(callerOf(ctx), ctx.query),

  channelAdd: async (ctx) => ctx.services.channels.add(callerOf(ctx), ctx.body),

  channelEdit: async (ctx) => ctx.services.channels.edit(callerOf(ctx), ctx.body),

  channelState: async (ctx) => ctx.services.channels.setState(callerOf(ctx), ctx.body.id, ctx.body.state),

  channelDel: async (ctx) => ({ deleted: await ctx.services.channels.remove(accountOf(ctx), ctx.body.ids) }),

  channelImport: async (ctx) => ctx.services.channelImport.importRows(accountOf(ctx), ctx.body.rows, ctx.locale),

  getShortUrl: async (ctx) => {
    const { account, origin } = callerOf(ctx);
    return ctx.services.shortLinks.linkFor(account, ctx.body.channel_id, origin);
  },
} satisfies AreaHandlers;
