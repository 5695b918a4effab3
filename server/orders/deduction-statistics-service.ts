import type { QueryOf } from '../api/operation-inputs';
import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AccountData } from '../db/account-data';
import { ApiError } from '../http/api-error';
import type { LedgerKind } from '../money/ledger-service';
import { ledger } from '../money/tables';
import { addDays, DAY_MS, utcDay } from '../shared/days';
import { pageWindow, totalOfPage } from '../shared/list-query';
import { dayStart } from './recharge-order-service';

/** The longest range one question may sum (a year and a day). */
const MAX_DAYS = 366;

const LEDGER_KINDS = ['recharge', 'package', 'overlay', 'domain', 'install', 'adjust', 'invite'] as const;

/** Every day of the range (none left out, so a chart's axis is even) with each kind's sum that day. */
function everyDay(start: Date, endExclusive: Date, sums: { date: string; kind: string; amount: number }[]) {
  const days: ({ date: string } & Record<(typeof LEDGER_KINDS)[number], number>)[] = [];
  for (let at = start.getTime(); at < endExclusive.getTime(); at += DAY_MS) {
    const date = utcDay(new Date(at));
    const row = { date, ...Object.fromEntries(LEDGER_KINDS.map((kind) => [kind, 0])) } as (typeof days)[number];
    for (const sum of sums) if (sum.date === date && sum.kind in row) row[sum.kind as (typeof LEDGER_KINDS)[number]] += sum.amount;
    days.push(row);
  }
  return days;
}

/**
 * Deduction statistics (get_deduction_statis_list): the account's ledger over a range of UTC days, summed
 * by day and kind (for the chart), totals per kind, and the rows themselves, newest first and paged (the
 * detail table): where each unit of money came from and went.
 */
export function createDeductionStatisticsService(now: () => Date = () => new Date()) {
  function rangeOf(query: QueryOf<'getDeductionStatisList'>) {
    const today = dayStart(utcDay(now()))!;
    const end = dayStart(query.created_at_end) ?? today;
    const start = dayStart(query.created_at_start) ?? addDays(end, -29);
    const days = Math.round((end.getTime() - start.getTime()) / DAY_MS) + 1;
    if (days < 1 || days > MAX_DAYS) throw new ApiError(400, 400, 'deduction.rangeInvalid', { max: MAX_DAYS });
    return { start, endExclusive: addDays(end, 1), startDay: utcDay(start), endDay: utcDay(end) };
  }

  return {
    async statistics(account: AccountData, query: QueryOf<'getDeductionStatisList'>) {
      const range = rangeOf(query);
      const filters: SQL[] = [gte(ledger.createdAt, range.start), lt(ledger.createdAt, range.endExclusive)];
      if (query.kind) filters.push(eq(ledger.kind, query.kind));
      const day = sql<string>`to_char(${ledger.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const sums = await account
        .select({
          date: day,
          kind: ledger.kind,
          amount: sql<string>`sum(${ledger.amount})`,
          count: sql<number>`count(*)::int`,
        })
        .from(ledger, and(...filters))
        .groupBy(day, ledger.kind)
        .orderBy(asc(day), asc(ledger.kind));
      const window = pageWindow(query);
      const rows = await account
        .rows(ledger, ...filters)
        .orderBy(desc(ledger.createdAt), desc(ledger.id))
        .limit(window.limit)
        .offset(window.offset);
      const total = await totalOfPage(rows.length, window, () => account.count(ledger, ...filters));
      const byDay = sums.map((row) => ({ date: row.date, kind: row.kind, amount: Number(row.amount), count: row.count }));
      const totals = new Map<string, { kind: LedgerKind; amount: number; count: number }>();
      for (const row of byDay) {
        const sum = totals.get(row.kind) ?? { kind: row.kind, amount: 0, count: 0 };
        sum.amount += row.amount;
        sum.count += row.count;
        totals.set(row.kind, sum);
      }
      return {
        by_day: everyDay(range.start, range.endExclusive, byDay),
        start_date: range.startDay,
        end_date: range.endDay,
        days: byDay,
        totals: [...totals.values()],
        items: rows.map((row) => ({
          id: row.id,
          created_at: row.createdAt.toISOString(),
          kind: row.kind,
          amount: row.amount,
          balance_after: row.balanceAfter,
          reference: row.reference,
        })),
        total,
      };
    },
  };
}
