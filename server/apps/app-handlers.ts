import type { AreaHandlers } from '../api/handler-types';
import { accountOf } from '../auth/caller';

export const appHandlers = {
  appList: async (ctx) => ctx.services.apps.list(accountOf(ctx), ctx.query),
} satisfies AreaHandlers;
