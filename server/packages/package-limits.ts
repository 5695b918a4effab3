import { and, eq, gt, sql, sum } from 'drizzle-orm';
import { apps } from '../apps/tables';
import type { AccountData } from '../db/account-data';
import { domains } from '../domains/tables';
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

/** Apps count whatever their state; domains are the bought ones not yet expired (custom domains are the master's own). */
export const appsUsed = (account: AccountData) => account.count(apps);
export const domainsUsed = (account: AccountData, now = new Date()) =>
  account.count(domains, and(eq(domains.kind, 'subdomain'), gt(domains.expiresAt, now)));

/**
 * Refuses a new app over the limit. Call it in the transaction that inserts the app, after
 * `owner({ lock: true })`, so two concurrent creations cannot both pass on the last free place.
 */
export async function assertCanAddApp(account: AccountData) {
  const [limits, used] = await Promise.all([planLimitsOf(account), appsUsed(account)]);
  if (used >= limits.appLimit) throw bizError(BizCode.appLimitReached, 'package.appLimitReached', { limit: limits.appLimit, used });
}

/** Refuses a bought domain over the limit; in the purchase's transaction, after `owner({ lock: true })`. */
export async function assertCanBuyDomain(account: AccountData) {
  const [limits, used] = await Promise.all([planLimitsOf(account), domainsUsed(account)]);
  if (used >= limits.domainLimit)
    throw bizError(BizCode.domainLimitReached, 'package.domainLimitReached', { limit: limits.domainLimit, used });
}
