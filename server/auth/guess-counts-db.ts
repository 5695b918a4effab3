import { lt, sql } from 'drizzle-orm';
import type { PlatformDb } from '../db/client';
import { cachedSql } from '../db/statement-cache';
import type { ScheduledJob } from '../jobs/scheduled-job';
import { DAY_MS } from '../shared/days';
import { backOffUntil, type GuessBudgetConfig, type GuessCounter, type GuessCounters, type GuessCounts } from './guess-budget';
import { guessCounts } from './tables';

type Kind = keyof GuessCounters;
type Row = { kind: Kind; failures: number; since_ms: string | number; locked_until_ms: string | number };

const p = (name: string) => sql.placeholder(name);
const t = sql`${p('t')}::bigint`;

/** A count whose window has passed (and whose lock has ended) starts again; the pair's count has no window. */
const fresh = sql`(g.kind <> 'pair' and g.since_ms + ${p('window')}::bigint <= ${t} and g.locked_until_ms <= ${t})`;
const failures = sql`(case when ${fresh} then 1 else g.failures + 1 end)`;
const free = sql`(case g.kind when 'pair' then ${p('pairFree')}::int else ${p('accountFree')}::int end)`;
/** `backOffUntil` of guess-budget.ts, in SQL. */
const lockAfter = sql`(case when ${failures} > ${free}
  then (${t} + least(${p('maxLock')}::float8, ${p('firstLock')}::float8 * power(2, least(${failures} - ${free} - 1, 40))))::bigint
  else 0 end)`;

/**
 * The guess budget's counts in the database, shared by every server process (PostgreSQL). Each wrong guess
 * is one statement: the three counts (address, account from the address, account) upserted together, each
 * new count, window restart and lock worked out by the database from the row as it is, so guesses arriving
 * at several processes at once all count. Same rules as `memoryGuessCounts`; times are `now()` of this process.
 */
export function databaseGuessCounts(db: PlatformDb, config: GuessBudgetConfig, now: () => number = Date.now): GuessCounts {
  const keys = (account: string, address: string) => ({ address, pair: `${account}\n${address}`, account });

  const read = cachedSql(
    'guess.read',
    () => sql`select kind, failures, since_ms, locked_until_ms from ${guessCounts}
      where (kind, key) in (('address', ${p('address')}::text), ('pair', ${p('pair')}::text), ('account', ${p('account')}::text))`,
  );
  const wrong = cachedSql(
    'guess.wrong',
    () => sql`insert into ${guessCounts} as g (kind, key, failures, since_ms, locked_until_ms, last_ms) values
        ('address', ${p('address')}::text, 1, ${t}, 0, ${t}),
        ('pair', ${p('pair')}::text, 1, ${t}, ${p('pairLock')}::bigint, ${t}),
        ('account', ${p('account')}::text, 1, ${t}, ${p('accountLock')}::bigint, ${t})
      on conflict (kind, key) do update set
        failures = ${failures},
        since_ms = case when ${fresh} then excluded.since_ms else g.since_ms end,
        locked_until_ms = case when g.kind = 'address' then 0 else ${lockAfter} end,
        last_ms = excluded.last_ms`,
  );
  const right = cachedSql(
    'guess.right',
    () => sql`delete from ${guessCounts} where (kind, key) in (('pair', ${p('pair')}::text), ('account', ${p('account')}::text))`,
  );

  return {
    async read(account, address) {
      const rows = await read.execute<Row>(db, keys(account, address));
      const counters: GuessCounters = {};
      for (const row of rows) {
        const counter: GuessCounter = { failures: row.failures, since: Number(row.since_ms), lockedUntil: Number(row.locked_until_ms) };
        counters[row.kind] = counter;
      }
      return counters;
    },
    async recordWrong(account, address) {
      const at = now();
      await wrong.execute(db, {
        ...keys(account, address),
        t: at,
        window: config.windowMs,
        pairFree: config.pairFreeFailures,
        accountFree: config.accountFreeFailures,
        maxLock: config.maxLockMs,
        firstLock: config.firstLockMs,
        pairLock: backOffUntil(config, 1, config.pairFreeFailures, at),
        accountLock: backOffUntil(config, 1, config.accountFreeFailures, at),
      });
    },
    async recordRight(account, address) {
      const { pair } = keys(account, address);
      await right.execute(db, { pair, account });
    },
  };
}

/**
 * Removes the counts nobody guessed against for a day (and at least a window and the longest lock): a
 * windowed count that old starts afresh anyway, and an account's count from one address is forgotten.
 */
export function guessCountsCleanup(config: GuessBudgetConfig): ScheduledJob<void> {
  const keepMs = Math.max(DAY_MS, config.windowMs + config.maxLockMs);
  return {
    name: 'guess_counts_cleanup',
    everyMs: 10 * 60_000,
    async run(tx, now) {
      await tx.delete(guessCounts).where(lt(guessCounts.lastMs, now.getTime() - keepMs));
    },
  };
}
