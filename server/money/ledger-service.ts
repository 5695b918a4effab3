import type { AccountData } from '../db/account-data';
import { bizError, BizCode } from '../http/api-error';
import { ledger } from './tables';

export type LedgerKind = (typeof ledger.$inferInsert)['kind'];

export interface BalanceChange {
  /** Stored × 10000; negative for a charge, positive for a credit. Never 0. */
  amount: number;
  kind: LedgerKind;
  /** What the change is for, e.g. a domain order's number. */
  reference: string;
}

export interface LedgerEntry {
  id: number;
  amount: number;
  balanceAfter: number;
}

/** The balance does not cover a charge: the caller's answer names both figures. */
export const balanceTooLow = (needed: number, balance: number) =>
  bizError(BizCode.balanceTooLow, 'balanceTooLow', { needed: needed / 10000, balance: balance / 10000 });

/**
 * The one way a balance changes: the conditional balance update and its ledger row, in one
 * transaction. A service that changes more (an order, a domain) passes the AccountData of its own
 * transaction, so everything commits or nothing does.
 */
export function createLedgerService() {
  async function apply(account: AccountData, change: BalanceChange): Promise<LedgerEntry> {
    if (!Number.isSafeInteger(change.amount) || change.amount === 0)
      throw new Error(`ledger amount must be a non-zero integer: ${change.amount}`);
    const balanceAfter = await account.moveBalance(change.amount);
    if (balanceAfter === undefined) throw balanceTooLow(-change.amount, await account.balance());
    const [row] = await account
      .insert(ledger, { amount: change.amount, balanceAfter, kind: change.kind, reference: change.reference })
      .returning({ id: ledger.id });
    return { id: row!.id, amount: change.amount, balanceAfter };
  }

  return {
    /** Charges `amount` (positive, stored × 10000); refuses with "balance too low" and changes nothing otherwise. */
    charge: (account: AccountData, change: Omit<BalanceChange, 'amount'> & { amount: number }) =>
      apply(account, { ...change, amount: -change.amount }),

    /** Credits `amount` (positive). */
    credit: (account: AccountData, change: BalanceChange) => apply(account, change),

    /**
     * Whether the balance covers a planned charge (`user_update_balance_check`): a read, not a hold, so
     * the charge itself may still be refused when another one came first.
     */
    async check(account: AccountData, amount: number) {
      const balance = await account.balance();
      return { balance, amount, enough: balance >= amount, shortfall: Math.max(0, amount - balance) };
    },
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
