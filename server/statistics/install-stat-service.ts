import type { QueryOf } from '../api/operation-inputs';
import { asc, countDistinct, desc, type SQL } from 'drizzle-orm';
import type { AccountData } from '../db/account-data';
import { installDaily } from '../installs/tables';
import { pageWindow, type ListResult } from '../shared/list-query';
import { sortColumnsOf } from '../shared/sort-columns';
import { conversionOf, dayRangeOf } from './date-range';
import { checkFilterOwners, dailyConditions } from './statistics-filters';
import { sumOf } from './sums';

const funnel = {
  visits: sumOf(installDaily.visits),
  prompts: sumOf(installDaily.prompts),
  clicks: sumOf(installDaily.clicks),
  accepted: sumOf(installDaily.accepted),
  dismissed: sumOf(installDaily.dismissed),
  installs: sumOf(installDaily.installs),
  opens: sumOf(installDaily.opens),
  billedQuota: sumOf(installDaily.billedQuota),
  billedBalance: sumOf(installDaily.billedBalance),
  unbilled: sumOf(installDaily.unbilled),
  unverified: sumOf(installDaily.unverified),
  suspicious: sumOf(installDaily.suspicious),
  amount: sumOf(installDaily.amount),
};

type Funnel = { [K in keyof typeof funnel]: number };

const SORTABLE = sortColumnsOf('installStatList', {
  day: installDaily.day,
  visits: funnel.visits,
  installs: funnel.installs,
});

const counts = (row: Funnel) => ({
  visits: row.visits,
  installs: row.installs,
  opens: row.opens,
  conversion: conversionOf(row.installs, row.visits),
  billed_quota: row.billedQuota,
  billed_balance: row.billedBalance,
  unbilled: row.unbilled,
  unverified: row.unverified,
  suspicious: row.suspicious,
  amount: row.amount,
});

/** Install statistics: the funnel by day over the filters (a page of days with activity), and its totals. */
export function createInstallStatService() {
  return {
    async days(account: AccountData, query: QueryOf<'installStatList'>) {
      const range = dayRangeOf(query);
      await checkFilterOwners(account, query);
      const where = dailyConditions(query, range);
      const window = pageWindow(query);
      const order: SQL[] =
        query.sortField && Object.hasOwn(SORTABLE, query.sortField)
          ? [(query.sortOrder === 'ascend' ? asc : desc)(SORTABLE[query.sortField as keyof typeof SORTABLE]), desc(installDaily.day)]
          : [desc(installDaily.day)];
      const rows = await account
        .select({ day: installDaily.day, ...funnel })
        .from(installDaily, ...where)
        .groupBy(installDaily.day)
        .orderBy(...order)
        .limit(window.limit)
        .offset(window.offset);
      const [counted] = await account.select({ total: countDistinct(installDaily.day) }).from(installDaily, ...where);
      const items = rows.map((row) => ({
        day: row.day,
        ...counts(row),
        prompts: row.prompts,
        clicks: row.clicks,
        accepted: row.accepted,
        dismissed: row.dismissed,
      }));
      return { items, total: counted?.total ?? 0 } satisfies ListResult<unknown>;
    },

    async totals(account: AccountData, query: QueryOf<'installStatTotals'>) {
      const range = dayRangeOf(query);
      await checkFilterOwners(account, query);
      const [row] = await account.select(funnel).from(installDaily, ...dailyConditions(query, range));
      const zero = Object.fromEntries(Object.keys(funnel).map((key) => [key, 0])) as Funnel;
      return { day_start: range.start, day_end: range.end, ...counts(row ?? zero) };
    },
  };
}
