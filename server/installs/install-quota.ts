import type { AccountData } from '../db/account-data';

/**
 * The account's package quota as install billing sees it: `consume` takes one install from an active
 * subscription with installs left (writing its usage record under `reference`, in the caller's
 * transaction) and answers whether it did.
 */
export interface InstallQuota {
  consume(account: AccountData, reference: string): Promise<boolean>;
}
