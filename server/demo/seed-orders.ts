import { eq } from 'drizzle-orm';
import { createLedgerService } from '../money/ledger-service';
import { ledger } from '../money/tables';
import { SANDBOX_METHOD } from '../payments/sandbox-provider';
import type { PaidRecharge } from '../orders/recharge-paid-hooks';
import { rechargeOrders, rechargePlans, type RechargeState } from '../orders/tables';
import { AccountData } from '../db/account-data';
import type { Db } from '../db/client';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The platform's recharge plans (stored × 10000); an admin edits them as the `rechargePlan` resource. */
export const DEMO_RECHARGE_PLANS = [
  { amount: 100_0000, bonus: 0, order: 1 },
  { amount: 500_0000, bonus: 25_0000, order: 2 },
  { amount: 1000_0000, bonus: 80_0000, order: 3 },
  { amount: 5000_0000, bonus: 600_0000, order: 4 },
];

/** Plans missing by amount. */
export async function seedRechargePlans(tx: Tx) {
  for (const plan of DEMO_RECHARGE_PLANS) {
    const [existing] = await tx.select({ id: rechargePlans.id }).from(rechargePlans).where(eq(rechargePlans.amount, plan.amount)).limit(1);
    if (!existing) await tx.insert(rechargePlans).values(plan);
  }
}

/**
 * The demo master's past recharges: of the plan with this amount, `daysAgo`, ending in `state`. The first
 * is the opening balance, a recharge like any other.
 */
export const DEMO_ORDERS: { orderNo: string; planAmount: number; daysAgo: number; state: Exclude<RechargeState, 'pending'> }[] = [
  { orderNo: 'RODEMO00000000', planAmount: 5000_0000, daysAgo: 45, state: 'paid' },
  { orderNo: 'RODEMO00000001', planAmount: 500_0000, daysAgo: 20, state: 'paid' },
  { orderNo: 'RODEMO00000002', planAmount: 100_0000, daysAgo: 8, state: 'paid' },
  { orderNo: 'RODEMO00000003', planAmount: 1000_0000, daysAgo: 5, state: 'cancelled' },
  { orderNo: 'RODEMO00000004', planAmount: 100_0000, daysAgo: 3, state: 'expired' },
];

interface PastRecharge {
  orderNo: string;
  /** The plan's amount (stored × 10000). */
  planAmount: number;
  createdAt: Date;
  state: Exclude<RechargeState, 'pending'>;
}

/**
 * A past recharge order of the account, missing by order number, of the plan with its amount: a paid
 * one is credited through the ledger service (kind recharge, the ledger row dated like the payment),
 * a cancelled or expired one is closed. Answers a paid order as the paid hooks take it.
 */
export async function seedRechargeOrder(tx: Tx, account: AccountData, wanted: PastRecharge): Promise<PaidRecharge | undefined> {
  const [existing] = await tx
    .select({ id: rechargeOrders.id })
    .from(rechargeOrders)
    .where(eq(rechargeOrders.orderNo, wanted.orderNo))
    .limit(1);
  const [plan] = await tx.select().from(rechargePlans).where(eq(rechargePlans.amount, wanted.planAmount)).limit(1);
  if (existing || !plan) return undefined;
  const { createdAt } = wanted;
  const settledAt = new Date(createdAt.getTime() + 2 * 60_000);
  const [order] = await account
    .insert(rechargeOrders, {
      orderNo: wanted.orderNo,
      planId: plan.id,
      amount: plan.amount,
      bonus: plan.bonus,
      state: wanted.state,
      method: SANDBOX_METHOD,
      expiresAt: new Date(createdAt.getTime() + 30 * 60_000),
      createdAt,
      ...(wanted.state === 'paid' ? { paidAt: settledAt, tradeNo: `SBDEMO${wanted.orderNo.slice(-4)}` } : {}),
      ...(wanted.state === 'cancelled' ? { closedAt: settledAt } : {}),
      ...(wanted.state === 'expired' ? { closedAt: new Date(createdAt.getTime() + 30 * 60_000) } : {}),
    })
    .returning({ id: rechargeOrders.id });
  if (wanted.state !== 'paid') return undefined;
  const entry = await createLedgerService().credit(account, {
    amount: plan.amount + plan.bonus,
    kind: 'recharge',
    reference: wanted.orderNo,
  });
  await account.update(ledger, { createdAt: settledAt }, eq(ledger.id, entry.id));
  await account.update(rechargeOrders, { ledgerId: entry.id }, eq(rechargeOrders.id, order!.id));
  return { orderNo: wanted.orderNo, accountId: account.accountId, amount: plan.amount, bonus: plan.bonus };
}
