import { and, count, desc, eq, gt, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { QueryOf } from '../api/operation-inputs';
import type { PlatformDb } from '../db/client';
import { users } from '../db/schema';
import { notFound } from '../http/api-error';
import { containsPattern, pageWindow, type ListResult } from '../shared/list-query';
import type { RechargeSettlementService } from './recharge-settlement-service';
import { rechargeOrders } from './tables';

const owners = alias(users, 'owners');
const confirmers = alias(users, 'confirmers');

const view = {
  id: rechargeOrders.id,
  orderNo: rechargeOrders.orderNo,
  username: owners.username,
  amount: rechargeOrders.amount,
  bonus: rechargeOrders.bonus,
  state: rechargeOrders.state,
  method: rechargeOrders.method,
  tradeNo: rechargeOrders.tradeNo,
  expiresAt: rechargeOrders.expiresAt,
  paidAt: rechargeOrders.paidAt,
  createdAt: rechargeOrders.createdAt,
  confirmedBy: confirmers.username,
  confirmReason: rechargeOrders.confirmReason,
};

type Row = {
  id: number;
  orderNo: string;
  username: string;
  amount: number;
  bonus: number;
  state: 'pending' | 'paid' | 'cancelled' | 'expired';
  method: string;
  tradeNo: string | null;
  expiresAt: Date;
  paidAt: Date | null;
  createdAt: Date;
  confirmedBy: string | null;
  confirmReason: string | null;
};

/** schemas/entities/admin-recharge-order.json; an overdue pending order reads as expired, as everywhere. */
const toAdminOrder = (row: Row, at: Date) => ({
  id: row.id,
  order_no: row.orderNo,
  username: row.username,
  amount: row.amount,
  bonus: row.bonus,
  credit: row.amount + row.bonus,
  state: row.state === 'pending' && row.expiresAt <= at ? ('expired' as const) : row.state,
  method: row.method,
  trade_no: row.tradeNo ?? '',
  paid_at: row.paidAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  confirmed_by: row.confirmedBy ?? '',
  confirm_reason: row.confirmReason ?? '',
});

export type AdminRechargeOrder = ReturnType<typeof toAdminOrder>;

/** Every account's recharge orders for the platform, and the confirmation by hand of one paid outside the provider. */
export function createAdminRechargeOrderService(platform: PlatformDb, settlement: RechargeSettlementService) {
  const selectView = () =>
    platform
      .select(view)
      .from(rechargeOrders)
      .innerJoin(owners, eq(owners.id, rechargeOrders.accountId))
      .leftJoin(confirmers, eq(confirmers.id, rechargeOrders.confirmedBy));

  async function detail(id: number): Promise<AdminRechargeOrder> {
    const [row] = await selectView().where(eq(rechargeOrders.id, id)).limit(1);
    if (!row) throw notFound();
    return toAdminOrder(row, new Date());
  }

  return {
    async list(query: QueryOf<'adminRechargeOrderList'>): Promise<ListResult<AdminRechargeOrder>> {
      const filters: SQL[] = [];
      // By the state shown: an overdue pending order shows (and filters) as expired.
      const at = new Date();
      if (query.state === 'pending') filters.push(eq(rechargeOrders.state, 'pending'), gt(rechargeOrders.expiresAt, at));
      else if (query.state === 'expired')
        filters.push(or(eq(rechargeOrders.state, 'expired'), and(eq(rechargeOrders.state, 'pending'), lte(rechargeOrders.expiresAt, at)))!);
      else if (query.state) filters.push(eq(rechargeOrders.state, query.state));
      if (query.username?.trim()) filters.push(ilike(owners.username, containsPattern(query.username)));
      if (query.order_no?.trim()) filters.push(ilike(rechargeOrders.orderNo, containsPattern(query.order_no)));
      if (query.created_at_start) filters.push(gte(rechargeOrders.createdAt, new Date(query.created_at_start)));
      if (query.created_at_end) filters.push(lte(rechargeOrders.createdAt, new Date(query.created_at_end)));
      const where = and(...filters);
      const { limit, offset } = pageWindow(query);
      const [rows, [totals]] = await Promise.all([
        selectView().where(where).orderBy(desc(rechargeOrders.createdAt), desc(rechargeOrders.id)).limit(limit).offset(offset),
        platform.select({ total: count() }).from(rechargeOrders).innerJoin(owners, eq(owners.id, rechargeOrders.accountId)).where(where),
      ]);
      return { items: rows.map((row) => toAdminOrder(row, at)), total: totals?.total ?? 0 };
    },

    async confirm(adminId: number, id: number, reason: string): Promise<AdminRechargeOrder> {
      const row = await settlement.confirmByHand(adminId, id, reason);
      if (!row) throw notFound();
      return detail(id);
    },
  };
}

export type AdminRechargeOrderService = ReturnType<typeof createAdminRechargeOrderService>;
