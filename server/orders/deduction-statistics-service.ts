import type { QueryOf } from '../api/operation-inputs';
import { asc, eq, gte, lt, lte, ne, sql } from 'drizzle-orm';
import type { AccountData, AccountReads } from '../db/account-data';
import { ApiError } from '../http/api-error';
import type { LedgerKind } from '../money/ledger-service';
import { ledger, ledgerDaily } from '../money/tables';
import { addDays, DAY_MS, utcDay } from '../shared/days';
import { accountReader, keysetList } from '../shared/keyset-list';
import { dayStart } from './recharge-order-service';

/**
 * The ledger rows of the statistics, newest first, paged by keyset. Their day range is always given
 * (default the last 30 days) and is a range of the order's own index (account_id, created_at, id), so it
 * is a fixed condition of every page rather than a filter; the kind walks (account_id, kind, created_at, id).
 */
export const LEDGER_ROWS = keysetList({
  operationId: 'getDeductionStatisList',
  scope: [ledger.accountId],
  sortable: {},
  fallback: { column: ledger.createdAt, direction: 'descend' },
  tieBreaker: ledger.id,
  filters: {
    kind: {
      condition: (value) => eq(ledger.kind, value),
      index: [ledger.accountId, ledger.kind, ledger.createdAt, ledger.id],
    },
  },
});

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
 * by day and kind (for the chart), totals per kind, and the rows themselves, newest first and paged by
 * keyset (the detail table, `LEDGER_ROWS`): where each unit of money came from and went. Every page
 * answers the whole range's sums; only the rows are paged.
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
      // The sums come from the ledger by day (ledger_daily, kept by triggers on ledger): a few rows per day.
      const sums = account
        .select({ date: ledgerDaily.day, kind: ledgerDaily.kind, amount: ledgerDaily.amount, count: ledgerDaily.count })
        .from(
          ledgerDaily,
          gte(ledgerDaily.day, range.startDay),
          lte(ledgerDaily.day, range.endDay),
          ne(ledgerDaily.count, 0),
          query.kind ? eq(ledgerDaily.kind, query.kind) : undefined,
        )
        .orderBy(asc(ledgerDaily.day), asc(ledgerDaily.kind));
      const byDayRows = sums.then((rows) =>
        rows.map((row) => ({ date: row.date, kind: row.kind, amount: Number(row.amount), count: row.count })),
      );
      const [byDay, { rows, ...paging }] = await Promise.all([
        byDayRows,
        LEDGER_ROWS.page(
          accountReader(account),
          query,
          {
            rows: (reads: AccountReads, conditions, order) =>
              reads.select({ entry: ledger, sortKey: order.sortKey }).from(ledger, ...conditions),
            matching: (reads: AccountReads, conditions) => reads.select({ one: sql`1` }).from(ledger, ...conditions),
            idOf: (row) => row.entry.id,
            // The day sums count the very rows listed: their counts summed are the exact total.
            knownTotal: () => byDayRows.then((days) => days.reduce((total, day) => total + day.count, 0)),
          },
          {
            shape: 'range',
            conditions: [gte(ledger.createdAt, sql.placeholder('range_from')), lt(ledger.createdAt, sql.placeholder('range_until'))],
            values: { range_from: range.start.toISOString(), range_until: range.endExclusive.toISOString() },
          },
        ),
      ]);
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
        items: rows.map(({ entry }) => ({
          id: entry.id,
          created_at: entry.createdAt.toISOString(),
          kind: entry.kind,
          amount: entry.amount,
          balance_after: entry.balanceAfter,
          reference: entry.reference,
        })),
        ...paging,
      };
    },
  };
}
