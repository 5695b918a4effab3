import type { AccountData } from '../db/account-data';
import { bizError, BizCode } from '../http/api-error';
import type { ledger } from './tables';

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

/** Runs after every credit, in the credit's transaction (e.g. resuming apps paused for unpaid installs). */
export type AfterCredit = (account: AccountData, entry: LedgerEntry) => Promise<void>;

export interface LedgerHooks {
  afterCredit?: AfterCredit[];
}

/**
 * The one way a balance changes: the conditional balance update and its ledger row, in one
 * transaction. A service that changes more (an order, a domain) passes the AccountData of its own
 * transaction, so everything commits or nothing does.
 */
export function createLedgerService(hooks: LedgerHooks = {}) {
  /** The change and its ledger row; undefined (nothing written) when it would overdraw. */
  async function tryApply(account: AccountData, change: BalanceChange): Promise<LedgerEntry | undefined> {
    if (!Number.isSafeInteger(change.amount) || change.amount === 0)
      throw new Error(`ledger amount must be a non-zero integer: ${change.amount}`);
    const entry = await account.moveBalance(change);
    return entry && { ...entry, amount: change.amount };
  }

  async function apply(account: AccountData, change: BalanceChange): Promise<LedgerEntry> {
    const entry = await tryApply(account, change);
    if (!entry) throw balanceTooLow(-change.amount, await account.balance());
    return entry;
  }

  return {
    /** Charges `amount` (positive, stored × 10000); refuses with "balance too low" and changes nothing otherwise. */
    charge: (account: AccountData, change: Omit<BalanceChange, 'amount'> & { amount: number }) =>
      apply(account, { ...change, amount: -change.amount }),

    /** Charges `amount` when the balance covers it; answers undefined and changes nothing otherwise (no error). */
    tryCharge: (account: AccountData, change: Omit<BalanceChange, 'amount'> & { amount: number }) =>
      tryApply(account, { ...change, amount: -change.amount }),

    /** Credits `amount` (positive), then runs the after-credit hooks in the same transaction. */
    async credit(account: AccountData, change: BalanceChange) {
      const entry = await apply(account, change);
      for (const hook of hooks.afterCredit ?? []) await hook(account, entry);
      return entry;
    },

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
