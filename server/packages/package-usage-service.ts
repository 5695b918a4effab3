import { desc, eq } from 'drizzle-orm';
import type { AccountData } from '../db/account-data';
import { translate, type ServerLocale } from '../http/i18n';
import { DAY_MS } from '../shared/days';
import { activeAt } from './active-subscriptions';
import { appsUsed } from '../apps/apps-used';
import { domainsUsed } from '../domains/domains-used';
import { planLimitsOf } from './package-limits';
import { planNameIn } from './plan-catalogue';
import { selectSubscriptions } from './subscription-view';
import { packageSubscriptions } from './tables';

const percent = (used: number, limit: number) => (limit > 0 ? Math.min(100, Math.round((used * 100) / limit)) : used > 0 ? 100 : 0);

/** check_usage_packages: what the account's active packages (or the free allowance) allow, and what is used and left. */
export async function packageUsageOf(account: AccountData, locale: ServerLocale) {
  const now = new Date();
  const [limits, apps, domains, [base], overlays] = await Promise.all([
    planLimitsOf(account, now),
    appsUsed(account),
    domainsUsed(account, now),
    selectSubscriptions(account, eq(packageSubscriptions.kind, 'base'), activeAt(now)).orderBy(desc(packageSubscriptions.endsAt)).limit(1),
    account.count(packageSubscriptions, eq(packageSubscriptions.kind, 'overlay'), activeAt(now)),
  ]);
  const installsUsed = Math.min(limits.installsUsed, limits.installQuota);
  return {
    has_package: limits.hasPackage,
    plan_code: base?.plan?.code ?? null,
    plan_name: base?.plan ? planNameIn(base.plan, locale) : translate(locale, 'package.freeAllowance'),
    starts_at: base ? base.subscription.startsAt.toISOString() : null,
    ends_at: base ? base.subscription.endsAt.toISOString() : null,
    days_left: base ? Math.max(0, Math.ceil((base.subscription.endsAt.getTime() - now.getTime()) / DAY_MS)) : 0,
    overlay_count: base ? overlays : 0,
    install_quota: limits.installQuota,
    installs_used: installsUsed,
    installs_left: limits.installQuota - installsUsed,
    installs_percent: percent(installsUsed, limits.installQuota),
    app_limit: limits.appLimit,
    apps_used: apps,
    apps_left: Math.max(0, limits.appLimit - apps),
    apps_percent: percent(apps, limits.appLimit),
    domain_limit: limits.domainLimit,
    domains_used: domains,
    domains_left: Math.max(0, limits.domainLimit - domains),
    domains_percent: percent(domains, limits.domainLimit),
  };
}
