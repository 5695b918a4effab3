import { eq, type SQL } from 'drizzle-orm';
import type { AccountData } from '../db/account-data';
import type { ServerLocale } from '../http/i18n';
import { packagePlans, packageSubscriptions } from './tables';

type SubscriptionRow = typeof packageSubscriptions.$inferSelect;
type PlanNames = { code: string; nameZh: string; nameEn: string } | null;

/** The account's subscriptions with their plan's code and names (a plan is never deleted, but a left join shows the row anyway). */
export const selectSubscriptions = (account: AccountData, ...conditions: (SQL | undefined)[]) =>
  account
    .select({
      subscription: packageSubscriptions,
      plan: { code: packagePlans.code, nameZh: packagePlans.nameZh, nameEn: packagePlans.nameEn },
    })
    .from(packageSubscriptions, ...conditions)
    .leftJoin(packagePlans, eq(packagePlans.id, packageSubscriptions.planId));

/** What a subscription is at `now` (schemas/entities/package-subscription.json `status`). */
export function statusOf(row: SubscriptionRow, now: Date): 'active' | 'upcoming' | 'ended' | 'replaced' {
  if (row.state === 'replaced') return 'replaced';
  if (row.startsAt > now) return 'upcoming';
  return row.endsAt > now ? 'active' : 'ended';
}

/** schemas/entities/package-subscription.json */
export const toSubscription = (row: SubscriptionRow, plan: PlanNames, locale: ServerLocale, now = new Date()) => ({
  id: row.id,
  plan_code: plan?.code ?? '',
  plan_name: plan ? (locale === 'en' ? plan.nameEn : plan.nameZh) : '',
  kind: row.kind,
  base_id: row.baseId,
  starts_at: row.startsAt.toISOString(),
  ends_at: row.endsAt.toISOString(),
  install_quota: row.installQuota,
  installs_used: row.installsUsed,
  installs_left: Math.max(0, row.installQuota - row.installsUsed),
  app_limit: row.appLimit,
  domain_limit: row.domainLimit,
  status: statusOf(row, now),
  created_at: row.createdAt.toISOString(),
});

export type Subscription = ReturnType<typeof toSubscription>;

export async function findSubscription(account: AccountData, id: number, locale: ServerLocale): Promise<Subscription | undefined> {
  const [row] = await selectSubscriptions(account, eq(packageSubscriptions.id, id)).limit(1);
  return row && toSubscription(row.subscription, row.plan, locale);
}
