import { sql, sum } from 'drizzle-orm';
import type { AccountData } from '../db/account-data';
import { bizError, BizCode } from '../http/api-error';
import { activeAt } from './active-subscriptions';
import { packageSubscriptions } from './tables';

/**
 * What an account without an active base package may have: a few apps and domains to start with, and
 * no installs from a quota (each install is then paid at the account's unit price). Overlays need a
 * base, so they add nothing here.
 */
export const FREE_ALLOWANCE = { appLimit: 5, domainLimit: 5, installQuota: 0 } as const;

export interface PlanLimits {
  hasPackage: boolean;
  appLimit: number;
  domainLimit: number;
  installQuota: number;
  installsUsed: number;
}

/** The sums over the account's active subscriptions (base and overlays), or the free allowance without an active base. */
export async function planLimitsOf(account: AccountData, now = new Date()): Promise<PlanLimits> {
  const [row] = await account
    .select({
      bases: sql<number>`count(*) filter (where ${packageSubscriptions.kind} = 'base')`.mapWith(Number),
      appLimit: sum(packageSubscriptions.appLimit).mapWith(Number),
      domainLimit: sum(packageSubscriptions.domainLimit).mapWith(Number),
      installQuota: sum(packageSubscriptions.installQuota).mapWith(Number),
      installsUsed: sum(packageSubscriptions.installsUsed).mapWith(Number),
    })
    .from(packageSubscriptions, activeAt(now));
  if (!row?.bases) return { hasPackage: false, ...FREE_ALLOWANCE, installsUsed: 0 };
  return {
    hasPackage: true,
    appLimit: row.appLimit ?? 0,
    domainLimit: row.domainLimit ?? 0,
    installQuota: row.installQuota ?? 0,
    installsUsed: row.installsUsed ?? 0,
  };
}

const LIMITED = {
  apps: { limit: 'appLimit', code: BizCode.appLimitReached, messageId: 'package.appLimitReached' },
  domains: { limit: 'domainLimit', code: BizCode.domainLimitReached, messageId: 'package.domainLimitReached' },
} as const;

/**
 * Refuses one more app or bought domain over the account's limit; `used` is the caller's own count
 * (`appsUsed`, `domainsUsed`). Call it in the transaction that inserts, after `owner({ lock: true })`,
 * so two concurrent additions cannot both pass on the last free place.
 */
export async function assertUnderPlanLimit(account: AccountData, kind: keyof typeof LIMITED, used: number) {
  const { limit: field, code, messageId } = LIMITED[kind];
  const limit = (await planLimitsOf(account))[field];
  if (used >= limit) throw bizError(code, messageId, { limit, used });
}
