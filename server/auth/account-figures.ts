import { eq } from 'drizzle-orm';
import type { PlatformDb } from '../db/client';
import { users } from '../db/schema';
import type { UserRow } from './session-service';

/** An account's money figures (balance and unit price stored × 10000) and its installs. */
export type AccountFigures = Pick<UserRow, 'balance' | 'unitPrice' | 'totalInstallSum'>;

const NO_FIGURES: AccountFigures = { balance: 0, unitPrice: 0, totalInstallSum: 0 };

/**
 * The figures a user sees are those of the account it works in: a master's (or admin's) own, an
 * operator's master's. An operator outside any account has none (zeros).
 */
export function createAccountFigures(db: PlatformDb) {
  return {
    async of(user: Pick<UserRow, 'role' | 'parentId'> & AccountFigures): Promise<AccountFigures> {
      if (user.role !== 'official') return { balance: user.balance, unitPrice: user.unitPrice, totalInstallSum: user.totalInstallSum };
      if (user.parentId == null) return NO_FIGURES;
      const [master] = await db
        .select({ balance: users.balance, unitPrice: users.unitPrice, totalInstallSum: users.totalInstallSum })
        .from(users)
        .where(eq(users.id, user.parentId))
        .limit(1);
      return master ?? NO_FIGURES;
    },
  };
}

export type AccountFiguresService = ReturnType<typeof createAccountFigures>;
