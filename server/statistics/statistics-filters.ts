import type { QueryOf } from '../api/operation-inputs';
import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { AccountData } from '../db/account-data';
import { notFound } from '../http/api-error';
import { apps } from '../apps/tables';
import { channels } from '../channels/tables';
import { installDaily } from '../installs/tables';
import type { DayRange } from './date-range';

/** The filters the statistics calls share (each call's query declares them alike). */
export type StatisticsFilters = Pick<QueryOf<'installStatTotals'>, 'app_id' | 'channel_id' | 'platform'>;

/**
 * An app or channel filter must name a row of the caller's account: another account's id answers
 * "not found" (as every call does), instead of an empty answer that would look like "no installs".
 */
export async function checkFilterOwners(account: AccountData, filters: StatisticsFilters): Promise<void> {
  if (filters.app_id && !(await account.count(apps, eq(apps.appId, filters.app_id)))) throw notFound();
  if (filters.channel_id !== undefined && !(await account.count(channels, eq(channels.id, filters.channel_id)))) throw notFound();
}

/** Conditions on install_daily for the filters and the range (the account's own is added by AccountData). */
export function dailyConditions(filters: StatisticsFilters, range?: DayRange): (SQL | undefined)[] {
  return [
    filters.app_id ? eq(installDaily.appId, filters.app_id) : undefined,
    filters.channel_id !== undefined ? eq(installDaily.channelId, filters.channel_id) : undefined,
    filters.platform ? eq(installDaily.platform, filters.platform) : undefined,
    range ? and(gte(installDaily.day, range.start), lte(installDaily.day, range.end)) : undefined,
  ];
}
