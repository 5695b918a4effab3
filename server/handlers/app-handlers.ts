import type { HandlerMap } from '../api/handler-types';
import { accountOf } from './caller';

export const appHandlers: HandlerMap = {
  appList: async (ctx) => ctx.services.apps.list(accountOf(ctx), ctx.query),
};
