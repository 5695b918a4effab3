import type { rechargeOrders } from './tables';

export type RechargeOrderRow = typeof rechargeOrders.$inferSelect;

/** schemas/entities/recharge-order.json; `payUrl` is where the payer pays a pending order ('' otherwise). */
export const toRechargeOrder = (row: RechargeOrderRow, payUrl: string) => ({
  id: row.id,
  order_no: row.orderNo,
  plan_id: row.planId,
  amount: row.amount,
  bonus: row.bonus,
  credit: row.amount + row.bonus,
  state: row.state,
  method: row.method,
  trade_no: row.tradeNo ?? '',
  pay_url: row.state === 'pending' ? payUrl : '',
  expires_at: row.expiresAt.toISOString(),
  paid_at: row.paidAt?.toISOString() ?? null,
  closed_at: row.closedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

export type RechargeOrder = ReturnType<typeof toRechargeOrder>;
