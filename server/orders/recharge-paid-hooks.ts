import type { AccountData } from '../db/account-data';

/** The paid order as the hooks see it (money stored × 10000). */
export interface PaidRecharge {
  orderNo: string;
  accountId: number;
  amount: number;
  bonus: number;
}

/**
 * Work another area does when a recharge is paid (e.g. an inviter's reward), run inside the paying
 * transaction after the credit, with that transaction's AccountData of the paying account: a hook that
 * throws undoes the payment too, and the callback may be delivered again.
 */
export type RechargePaidHook = (account: AccountData, order: PaidRecharge) => Promise<void>;
