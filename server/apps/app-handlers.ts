import type { HandlerMap } from '../api/handler-types';
import { accountOf } from '../auth/caller';

export const appHandlers: HandlerMap = {
  appList: async (ctx) => ctx.services.apps.list(accountOf(ctx), ctx.query),
};
