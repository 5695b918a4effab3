import type { AreaHandlers } from '../api/handler-types';
import { accountOf } from '../auth/caller';

export const moneyHandlers = {
  userUpdateBalanceCheck: async (ctx) => ctx.services.ledger.check(accountOf(ctx), ctx.body.amount * (ctx.body.quantity ?? 1)),
} satisfies AreaHandlers;
