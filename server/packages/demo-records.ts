import type { QueryOf } from '../api/operation-inputs';
import { desc, eq, gte, lt } from 'drizzle-orm';
import { apps } from '../apps/tables';
import type { AccountData } from '../db/account-data';
import { translate, type ServerLocale } from '../http/i18n';
import { demoInstalls } from '../installs/tables';
import { pageWindow, totalOfPage } from '../shared/list-query';
import { planNameIn } from './plan-catalogue';
import { selectSubscriptions } from './subscription-view';
import { packageSubscriptions } from './tables';

interface Period {
  id: number;
  startsAt: Date;
  endsAt: Date;
  planName: string;
}

/** The base package period a time falls in: the one started last among those covering it (an upgrade's, not the plan it replaced). */
const periodAt = (periods: Period[], at: Date) =>
  periods.filter((p) => p.startsAt <= at && at < p.endsAt).sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime())[0];

/** `${os} · ${browser}`, or the platform when neither is known. */
const deviceOf = (row: { platform: string; os: string; browser: string }) =>
  [row.os, row.browser].filter(Boolean).join(' · ') || row.platform;

/**
 * Demo records (spec §2 "demo records"; ARCHITECTURE.md "Test links"): the account's demo installs,
 * made through its apps' test links, newest first, each with its device, time and the base package
 * period it fell in (`subscription_id` lists one period's). They were never billed nor counted.
 */
export async function demoRecords(account: AccountData, locale: ServerLocale, query: QueryOf<'packageDemoRecords'>) {
  const periods: Period[] = (await selectSubscriptions(account, eq(packageSubscriptions.kind, 'base'))).map(({ subscription, plan }) => ({
    id: subscription.id,
    startsAt: subscription.startsAt,
    endsAt: subscription.endsAt,
    planName: plan ? planNameIn(plan, locale) : '',
  }));
  const wanted = query.subscription_id === undefined ? undefined : periods.find((p) => p.id === query.subscription_id);
  if (query.subscription_id !== undefined && !wanted) return { items: [], total: 0 };
  const filters = wanted ? [gte(demoInstalls.createdAt, wanted.startsAt), lt(demoInstalls.createdAt, wanted.endsAt)] : [];
  const window = pageWindow(query);
  const rows = await account
    .select({ install: demoInstalls, appName: apps.appName })
    .from(demoInstalls, ...filters)
    .leftJoin(apps, eq(apps.appId, demoInstalls.appId))
    .orderBy(desc(demoInstalls.createdAt), desc(demoInstalls.id))
    .limit(window.limit)
    .offset(window.offset);
  const total = await totalOfPage(rows.length, window, () => account.count(demoInstalls, ...filters));
  const items = rows.map(({ install, appName }) => {
    // A period asked for is the period of each of its rows, even one it shares with an upgrade.
    const period = wanted ?? periodAt(periods, install.createdAt);
    return {
      id: install.id,
      app_id: install.appId,
      app_name: appName ?? '',
      platform: install.platform,
      device: deviceOf(install),
      subscription_id: period?.id ?? null,
      plan_name: period ? period.planName : translate(locale, 'package.freeAllowance'),
      period_start: period ? period.startsAt.toISOString() : null,
      period_end: period ? period.endsAt.toISOString() : null,
      created_at: install.createdAt.toISOString(),
    };
  });
  return { items, total };
}
