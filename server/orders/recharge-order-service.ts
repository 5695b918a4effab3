import type { BodyOf, QueryOf } from '../api/operation-inputs';
import { and, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { AccountData } from '../db/account-data';
import type { PlatformDb } from '../db/client';
import { ApiError, bizError, BizCode } from '../http/api-error';
import type { RechargeConfig } from '../config';
import { chargeOnce, type IdempotencyKey } from '../money/idempotency';
import { addDays, utcDayStart } from '../shared/days';
import { newOrderNo } from '../shared/order-number';
import { pageWindow, totalOfPage, type ListResult } from '../shared/list-query';
import type { RechargePlanService } from './recharge-plan-service';
import type { RechargeOrderRow } from './recharge-order-view';
import { rechargeOrders } from './tables';

export const rechargeOrderNotFound = () => bizError(BizCode.rechargeOrderNotFound, 'recharge.orderNotFound');
const notPending = (state: string) => bizError(BizCode.rechargeOrderNotPending, `recharge.orderNot.${state}`);

/** The start (UTC) of the day a `YYYY-MM-DD[ HH:mm:ss]` filter names (its time is ignored); a day that does not exist is a 400. */
export function dayStart(text: string | undefined): Date | undefined {
  if (!text) return undefined;
  const start = utcDayStart(text.slice(0, 10));
  if (!start) throw new ApiError(400, 400, 'recharge.dateInvalid', { value: text });
  return start;
}

/** Pending orders whose time has passed, as a condition (expiry is stored, applied on read and by the sweep). */
const overdue = (now: Date) => and(eq(rechargeOrders.state, 'pending'), lte(rechargeOrders.expiresAt, now));

/**
 * Recharge orders of an account: a pending order for a plan or a typed amount, reading one and the list,
 * cancelling a pending one. Expiry: every read first marks the account's overdue pending orders expired,
 * and `expireOverdue` (the sweep) does it for every account.
 */
export function createRechargeOrderService(
  platform: PlatformDb,
  plans: RechargePlanService,
  config: Pick<RechargeConfig, 'orderTtlMs' | 'minAmount' | 'maxAmount'>,
  method: string,
  now: () => Date = () => new Date(),
) {
  async function expireDue(account: AccountData) {
    const at = now();
    await account.update(rechargeOrders, { state: 'expired', closedAt: at }, overdue(at));
  }

  async function priceOf(choice: BodyOf<'recharge'>) {
    const hasPlan = choice.plan_id !== undefined;
    const hasAmount = choice.amount !== undefined;
    if (hasPlan === hasAmount) throw bizError(BizCode.rechargeChoiceInvalid, 'recharge.choosePlanOrAmount');
    if (hasPlan) {
      const plan = await plans.findEnabled(choice.plan_id!);
      if (!plan) throw bizError(BizCode.rechargePlanNotFound, 'recharge.planNotFound');
      return { planId: plan.id, amount: plan.amount, bonus: plan.bonus };
    }
    const amount = choice.amount!;
    if (amount < config.minAmount || amount > config.maxAmount || amount % 100 !== 0) {
      throw bizError(BizCode.rechargeChoiceInvalid, 'recharge.amountOutOfRange', {
        min: config.minAmount / 10000,
        max: config.maxAmount / 10000,
      });
    }
    return { planId: null, amount, bonus: 0 };
  }

  async function find(account: AccountData, id: number): Promise<RechargeOrderRow> {
    await expireDue(account);
    const [row] = await account.rows(rechargeOrders, eq(rechargeOrders.id, id)).limit(1);
    if (!row) throw rechargeOrderNotFound();
    return row;
  }

  return {
    expireDue,

    /** Marks every account's overdue pending orders expired; answers how many (the periodic sweep, in its job's transaction). */
    async expireOverdue(executor: PlatformDb = platform): Promise<number> {
      const at = now();
      const rows = await executor
        .update(rechargeOrders)
        .set({ state: 'expired', closedAt: at })
        .where(overdue(at))
        .returning({ id: rechargeOrders.id });
      return rows.length;
    },

    /** A new pending order; a repeat of `key` answers the order its first call created (as it is now). */
    async create(account: AccountData, choice: BodyOf<'recharge'>, key?: IdempotencyKey): Promise<RechargeOrderRow> {
      const price = await priceOf(choice);
      const id = await account.transaction((tx) =>
        chargeOnce(tx, key, async () => {
          const at = now();
          const [row] = await tx
            .insert(rechargeOrders, {
              orderNo: newOrderNo('recharge', at),
              ...price,
              state: 'pending',
              method,
              expiresAt: new Date(at.getTime() + config.orderTtlMs),
              createdAt: at,
            })
            .returning({ id: rechargeOrders.id });
          return row!.id;
        }),
      );
      return find(account, id);
    },

    get: find,

    async list(account: AccountData, query: QueryOf<'getRechargeList'>): Promise<ListResult<RechargeOrderRow>> {
      await expireDue(account);
      const filters: (SQL | undefined)[] = [];
      if (query.state) filters.push(eq(rechargeOrders.state, query.state));
      if (query.order_no?.trim()) filters.push(eq(rechargeOrders.orderNo, query.order_no.trim().toUpperCase()));
      const from = dayStart(query.created_at_start);
      const to = dayStart(query.created_at_end);
      if (from) filters.push(gte(rechargeOrders.createdAt, from));
      if (to) filters.push(lt(rechargeOrders.createdAt, addDays(to, 1)));
      const window = pageWindow(query);
      const rows = await account
        .rows(rechargeOrders, ...filters)
        .orderBy(desc(rechargeOrders.createdAt), desc(rechargeOrders.id))
        .limit(window.limit)
        .offset(window.offset);
      const total = await totalOfPage(rows.length, window, () => account.count(rechargeOrders, ...filters));
      return { items: rows, total };
    },

    /** Cancels a pending order; a paid, cancelled or expired one is refused with its state named. */
    async cancel(account: AccountData, id: number): Promise<RechargeOrderRow> {
      const found = await find(account, id);
      const [row] = await account
        .update(rechargeOrders, { state: 'cancelled', closedAt: now() }, eq(rechargeOrders.id, id), eq(rechargeOrders.state, 'pending'))
        .returning();
      if (!row) {
        // Paid or expired between the read and the update: answer its state of now.
        const [current] = await account.rows(rechargeOrders, eq(rechargeOrders.id, id)).limit(1);
        throw notPending((current ?? found).state);
      }
      return row;
    },
  };
}

export type RechargeOrderService = ReturnType<typeof createRechargeOrderService>;
