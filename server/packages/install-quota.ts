import { asc, eq, lt, sql } from 'drizzle-orm';
import type { AccountData } from '../db/account-data';
import { activeAt } from './active-subscriptions';
import { packageSubscriptions, packageUsageRecords } from './tables';

/**
 * Takes one install from the account's active quota (base and overlays, the one ending first first)
 * and writes its usage record; false when no active subscription has an install left. Runs in the
 * caller's transaction (`account` is bound to it), so the install and its billing commit together.
 *
 * The taking is a conditional update (`installs_used < install_quota`), which PostgreSQL re-checks on
 * the row it waited for: concurrent consumers never take more than the quota. A consumer that lost the
 * race for the chosen row looks again (the next row, or none).
 */
export async function consumeInstallQuota(account: AccountData, reference: string): Promise<boolean> {
  for (;;) {
    const now = new Date();
    const [candidate] = await account
      .select({ id: packageSubscriptions.id })
      .from(packageSubscriptions, activeAt(now), lt(packageSubscriptions.installsUsed, packageSubscriptions.installQuota))
      .orderBy(asc(packageSubscriptions.endsAt), asc(packageSubscriptions.id))
      .limit(1);
    if (!candidate) return false;
    const [taken] = await account
      .update(
        packageSubscriptions,
        { installsUsed: sql`${packageSubscriptions.installsUsed} + 1` },
        eq(packageSubscriptions.id, candidate.id),
        lt(packageSubscriptions.installsUsed, packageSubscriptions.installQuota),
      )
      .returning({ id: packageSubscriptions.id });
    if (!taken) continue;
    await account.insert(packageUsageRecords, { subscriptionId: taken.id, kind: 'install', quantity: 1, reference });
    return true;
  }
}
