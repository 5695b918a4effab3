import type { AreaHandlers } from '../api/handler-types';
import { accountOf } from '../auth/caller';

export const workbenchHandlers = {
  workbench: async (ctx) => ctx.services.workbench.figures(accountOf(ctx)),
} satisfies AreaHandlers;
