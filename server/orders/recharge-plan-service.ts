import { and, asc, eq } from 'drizzle-orm';
import type { PlatformDb } from '../db/client';
import { rechargePlans } from './tables';

/** schemas/entities/recharge-plan.json */
const toPlan = (row: typeof rechargePlans.$inferSelect) => ({
  id: row.id,
  amount: row.amount,
  bonus: row.bonus,
  credit: row.amount + row.bonus,
  order: row.order,
});

export type RechargePlan = ReturnType<typeof toPlan>;

/** The platform's recharge plans a master chooses from (the admin edits them as the `rechargePlan` resource). */
export function createRechargePlanService(platform: PlatformDb) {
  return {
    async listEnabled(): Promise<RechargePlan[]> {
      const rows = await platform
        .select()
        .from(rechargePlans)
        .where(eq(rechargePlans.state, 'enabled'))
        .orderBy(asc(rechargePlans.order), asc(rechargePlans.amount), asc(rechargePlans.id));
      return rows.map(toPlan);
    },

    async findEnabled(id: number): Promise<RechargePlan | undefined> {
      const [row] = await platform
        .select()
        .from(rechargePlans)
        .where(and(eq(rechargePlans.id, id), eq(rechargePlans.state, 'enabled')))
        .limit(1);
      return row && toPlan(row);
    },
  };
}

export type RechargePlanService = ReturnType<typeof createRechargePlanService>;
