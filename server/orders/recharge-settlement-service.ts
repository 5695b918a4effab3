import { and, eq, gt, lte } from 'drizzle-orm';
import { AccountData } from '../db/account-data';
import type { PlatformDb } from '../db/client';
import { bizError, BizCode } from '../http/api-error';
import type { LedgerService } from '../money/ledger-service';
import type { PaymentProvider, SignedPaymentNotice } from '../payments/payment-provider';
import type { RechargePaidHook } from './recharge-paid-hooks';
import type { RechargeOrderRow } from './recharge-order-view';
import { rechargeOrders } from './tables';

export interface Settlement {
  /** Whether this notice changed the order (false: it was already settled, cancelled or expired). */
  processed: boolean;
  order_no: string;
  state: RechargeOrderRow['state'];
}

/**
 * A payment provider's callback: verified by the provider (signature), then applied exactly once. "Paid"
 * is one conditional update (pending and not past its time → paid) and, when it took, the credit of
 * amount + bonus through the ledger (kind `recharge`, one row) and the paid hooks, all in one
 * transaction: a replayed notice, or two arriving together, find the order no longer pending and change
 * nothing (PostgreSQL re-checks the condition on the row the second one waited for). "Declined" cancels a
 * pending order.
 */
export function createRechargeSettlementService(
  platform: PlatformDb,
  provider: PaymentProvider,
  ledger: LedgerService,
  paidHooks: readonly RechargePaidHook[],
  now: () => Date = () => new Date(),
) {
  /**
   * What paying an order does once it turned paid (in that transaction): the credit of amount + bonus
   * through the ledger (kind `recharge`, one row, referenced by the order) and the paid hooks.
   */
  async function creditPaid(tx: AccountData, row: RechargeOrderRow) {
    const entry = await ledger.credit(tx, { amount: row.amount + row.bonus, kind: 'recharge', reference: row.orderNo });
    await tx.update(rechargeOrders, { ledgerId: entry.id }, eq(rechargeOrders.id, row.id));
    const paid = { orderNo: row.orderNo, accountId: row.accountId, amount: row.amount, bonus: row.bonus };
    for (const hook of paidHooks) await hook(tx, paid);
  }

  return {
    /**
     * An admin's confirmation of an order paid outside the provider: the same conditional update as a
     * paid callback (pending → paid, whatever its time, since the money did arrive) stamped with who and
     * why, then the same credit and hooks. Two confirmations together: the second finds it paid and is
     * refused (101382), as is one of an order that is not pending. Undefined: no such order.
     */
    async confirmByHand(adminId: number, id: number, reason: string): Promise<RechargeOrderRow | undefined> {
      const [order] = await platform.select().from(rechargeOrders).where(eq(rechargeOrders.id, id)).limit(1);
      if (!order) return undefined;
      const account = AccountData.of(platform, order.accountId);
      const confirmed = await account.transaction(async (tx) => {
        const [row] = await tx
          .update(
            rechargeOrders,
            { state: 'paid', paidAt: now(), confirmedBy: adminId, confirmReason: reason },
            and(eq(rechargeOrders.id, id), eq(rechargeOrders.state, 'pending')),
          )
          .returning();
        if (!row) return undefined;
        await creditPaid(tx, row);
        return row;
      });
      if (!confirmed) throw bizError(BizCode.rechargeOrderNotConfirmable, 'platformDesk.orderNotConfirmable');
      return confirmed;
    },

    /** The order a payment page shows, found by its number (the page's link is signed, not a session); overdue reads as expired. */
    async orderForPayer(orderNo: string): Promise<RechargeOrderRow | undefined> {
      const [row] = await platform.select().from(rechargeOrders).where(eq(rechargeOrders.orderNo, orderNo)).limit(1);
      if (row?.state === 'pending' && row.expiresAt <= now()) return { ...row, state: 'expired' };
      return row;
    },

    async settle(signed: SignedPaymentNotice): Promise<Settlement> {
      const notice = provider.verify(signed);
      if (!notice) throw bizError(BizCode.paymentSignatureInvalid, 'recharge.signatureInvalid');
      const [order] = await platform.select().from(rechargeOrders).where(eq(rechargeOrders.orderNo, notice.orderNo)).limit(1);
      if (!order || order.amount !== notice.amount || order.method !== provider.method) {
        throw bizError(BizCode.paymentNoticeMismatch, 'recharge.noticeMismatch');
      }
      const account = AccountData.of(platform, order.accountId);
      const at = now();
      const pendingInTime = [eq(rechargeOrders.id, order.id), eq(rechargeOrders.state, 'pending'), gt(rechargeOrders.expiresAt, at)];
      const changed = await account.transaction(async (tx) => {
        if (notice.outcome === 'declined') {
          const [row] = await tx
            .update(rechargeOrders, { state: 'cancelled', closedAt: at, tradeNo: notice.tradeNo }, and(...pendingInTime))
            .returning();
          return row;
        }
        const [row] = await tx
          .update(rechargeOrders, { state: 'paid', paidAt: at, tradeNo: notice.tradeNo }, and(...pendingInTime))
          .returning();
        if (!row) return undefined;
        await creditPaid(tx, row);
        return row;
      });
      if (changed) return { processed: true, order_no: changed.orderNo, state: changed.state };
      // Too late: the order's time has passed, so the notice finds it expired (as any read would).
      await account.update(
        rechargeOrders,
        { state: 'expired', closedAt: at },
        eq(rechargeOrders.id, order.id),
        eq(rechargeOrders.state, 'pending'),
        lte(rechargeOrders.expiresAt, at),
      );
      const [current] = await account.rows(rechargeOrders, eq(rechargeOrders.id, order.id)).limit(1);
      return { processed: false, order_no: order.orderNo, state: current!.state };
    },
  };
}

export type RechargeSettlementService = ReturnType<typeof createRechargeSettlementService>;
