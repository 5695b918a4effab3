/**
 * The rule of recharge plans beyond storing them (the plans are the resource
 * schemas/resources/recharge-plan.json): a plan that orders name cannot be deleted, only disabled.
 */
import { count, inArray } from 'drizzle-orm';
import { BizCode, bizError } from '../http/api-error';
import type { NamedHook } from '../resources/hook-types';
import { rechargeOrders } from './tables';

export const rechargePlanHooks: Record<string, NamedHook> = {
  rechargePlanBeforeDelete: {
    kind: 'beforeDelete',
    async run(ctx, records) {
      if (!ctx.platform) throw new Error(`${ctx.resource.source}: recharge plans are platform data`);
      const ids = records.map((record) => record.id);
      if (ids.length === 0) return [];
      const [used] = await ctx.platform.select({ n: count() }).from(rechargeOrders).where(inArray(rechargeOrders.planId, ids));
      if ((used?.n ?? 0) > 0) throw bizError(BizCode.rechargePlanInUse, 'catalogue.rechargePlanInUse');
      return [];
    },
  },
};
