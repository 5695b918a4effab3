import { sql } from 'drizzle-orm';
import type { AccountData } from '../db/account-data';

/**
 * Takes one install from the account's active quota (base and overlays, the one ending first first)
 * and writes its usage record; false when no active subscription has an install left. Runs in the
 * caller's transaction (`account` is bound to it), so the install and its billing commit together.
 *
 * The work is the database function `consume_install_quota` (server/db/functions/), which the install
 * ingestion's own function calls in the same statement as the install: the one implementation of the
 * quota's taking. Its conditional update is re-checked on the row it waited for, so concurrent
 * consumers never take more than the quota.
 */
export async function consumeInstallQuota(account: AccountData, reference: string): Promise<boolean> {
  const [row] = await account.runSql<{ taken: number | null }>(
    'packages.consumeInstallQuota',
    (owner, value) => sql`select consume_install_quota(${owner}::int, ${value('reference')}::text, now()) as taken`,
    { reference },
  );
  return row?.taken != null;
}
