import type { AccountData } from '../db/account-data';
import type { LedgerService } from '../money/ledger-service';
import type { InstallBilling } from './tables';
import type { InstallQuota } from './install-quota';
import type { UnpaidInstalls } from './unpaid-installs';

export interface InstallCharge {
  billing: InstallBilling;
  /** Charged from the balance (stored × 10000); 0 for quota and unbilled. */
  amount: number;
}

/** A charge refused, then a top-up seen before the account could be marked unpaid: so many tries at most. */
const MAX_TRIES = 3;

/**
 * Pays for one install inside its event's transaction: a package quota first, else the account's
 * `unit_price` from the balance (a ledger row of kind `install`), else nothing: the install is
 * unbilled and the account's apps pause until a top-up. A unit price of 0 makes installs free
 * (billed to the balance for 0, no ledger row: the ledger holds no zero changes).
 */
export function createInstallBilling(quota: InstallQuota, ledger: LedgerService, unpaid: UnpaidInstalls) {
  return {
    async bill(account: AccountData, installId: number, unitPrice: number): Promise<InstallCharge> {
      const reference = `install:${installId}`;
      if (await quota.consume(account, reference)) return { billing: 'quota', amount: 0 };
      if (unitPrice <= 0) return { billing: 'balance', amount: 0 };
      for (let tries = 0; tries < MAX_TRIES; tries++) {
        if (await ledger.tryCharge(account, { amount: unitPrice, kind: 'install', reference }))
          return { billing: 'balance', amount: unitPrice };
        if (await unpaid.markUnpaid(account, unitPrice)) break;
      }
      return { billing: 'unbilled', amount: 0 };
    },
  };
}

export type InstallBillingService = ReturnType<typeof createInstallBilling>;
