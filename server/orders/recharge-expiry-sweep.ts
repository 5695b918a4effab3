import type { ScheduledJob } from '../jobs/scheduled-job';
import type { RechargeOrderService } from './recharge-order-service';

export const RECHARGE_EXPIRY_JOB = 'recharge_order_expiry';

/**
 * Marks overdue pending orders expired every `everyMs` across the server processes (0: never; reads still
 * apply expiry), so an order nobody looks at does not stay pending in reports.
 */
export function rechargeExpirySweep(orders: RechargeOrderService, everyMs: number): ScheduledJob<number> {
  return {
    name: RECHARGE_EXPIRY_JOB,
    everyMs,
    run: (tx) => orders.expireOverdue(tx),
    report: (count) => (count > 0 ? `recharge orders expired: ${count}` : undefined),
  };
}
