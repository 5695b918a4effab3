import type { AreaHandlers } from '../api/handler-types';
import { accountOf, callerOf } from '../auth/caller';

export const inviteHandlers = {
  inviteInfo: async (ctx) => {
    const { account, origin } = callerOf(ctx);
    return ctx.services.invites.info(account, origin);
  },

  inviteList: async (ctx) => ctx.services.invites.list(accountOf(ctx), ctx.query),
} satisfies AreaHandlers;
