import { sql, type SQL } from 'drizzle-orm';
import type { PlatformDb } from '../db/client';
import { eventsKeptFrom, monthOfPartition, monthStart, partitionNameOf } from './install-event-months';

/** How many months after the current one have their partition ready (the migration makes as many). */
export const MONTHS_AHEAD = 3;
const DEFAULT_PARTITION = 'install_events_default';

export interface PartitionSettings {
  /** INSTALL_EVENTS_KEEP_MONTHS: the months kept before the current one; 0 keeps every month. */
  keepMonths: number;
}

export interface PartitionOutcome {
  /** Partitions made for the current and coming months, and for kept months found in the default partition. */
  created: string[];
  /** Rows of those months moved out of the default partition into them. */
  moved: number;
  /** Partitions of months before the kept ones, dropped with their rows. */
  dropped: string[];
  /** Rows of the default partition from before the kept months, deleted. */
  deletedFromDefault: number;
}

/** A bound of a partition: made here from a month's start, never from input. */
const bound = (month: Date) => sql.raw(`'${month.toISOString()}'`);

/**
 * Brings the partitions of `install_events` up to `now` (ARCHITECTURE.md "Growth of install events"):
 * the current month and the `MONTHS_AHEAD` after it get their partition when they have none, as does a
 * kept month whose rows are in the default partition (moved into it); with `keepMonths` the months
 * before the kept ones are dropped whole and the default partition's rows of them deleted.
 * `install_daily`, which the statistics read, is never touched. Meant to run in a transaction of its
 * own (a partition made or dropped locks the table briefly; a dropped one's files go at the commit,
 * after the locks are released).
 */
export async function maintainInstallEventPartitions(db: PlatformDb, now: Date, settings: PartitionSettings): Promise<PartitionOutcome> {
  const rows = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const names = (
    await rows<{ name: string }>(
      sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'install_events'::regclass`,
    )
  ).map((row) => row.name);
  const hasDefault = names.includes(DEFAULT_PARTITION);
  const outcome: PartitionOutcome = { created: [], moved: 0, dropped: [], deletedFromDefault: 0 };

  const keptFrom = eventsKeptFrom(now, settings.keepMonths);
  const months = new Map<string, Date>();
  for (let ahead = 0; ahead <= MONTHS_AHEAD; ahead++) months.set(partitionNameOf(monthStart(now, ahead)), monthStart(now, ahead));
  // Rows of a kept month that has no partition (written before it was made, or dated back) get theirs.
  if (hasDefault) {
    const stranded = await rows<{ month: string }>(
      sql`select distinct to_char(date_trunc('month', created_at at time zone 'UTC'), 'YYYY-MM-DD') as month from ${sql.identifier(DEFAULT_PARTITION)}`,
    );
    for (const { month: day } of stranded) {
      const month = new Date(`${day}T00:00:00Z`);
      if (!keptFrom || month >= keptFrom) months.set(partitionNameOf(month), month);
    }
  }
  for (const [name, month] of [...months].sort(([a], [b]) => a.localeCompare(b))) {
    if (names.includes(name)) continue;
    outcome.moved += await createMonth(db, month, hasDefault);
    outcome.created.push(name);
  }

  if (!keptFrom) return outcome;
  for (const name of names) {
    const month = monthOfPartition(name);
    if (!month || month >= keptFrom) continue;
    await db.execute(sql`drop table ${sql.identifier(name)}`);
    outcome.dropped.push(name);
  }
  if (hasDefault) {
    const [deleted] = await rows<{ n: number }>(
      sql`with gone as (delete from ${sql.identifier(DEFAULT_PARTITION)} where created_at < ${keptFrom.toISOString()}::timestamptz returning 1)
          select count(*)::int as n from gone`,
    );
    outcome.deletedFromDefault = Number(deleted?.n ?? 0);
  }
  return outcome;
}

/**
 * Makes the month's partition. Rows of the month that landed in the default partition meanwhile (a
 * month the job had not made in time) would stop a plain `PARTITION OF`, so the table is made apart,
 * those rows are moved into it, and it is attached. Answers how many rows moved.
 */
async function createMonth(db: PlatformDb, month: Date, hasDefault: boolean): Promise<number> {
  const table = sql.identifier(partitionNameOf(month));
  const next = monthStart(month, 1);
  await db.execute(sql`create table ${table} (like install_events including defaults)`);
  let moved = 0;
  if (hasDefault) {
    const result = (await db.execute(
      sql`with gone as (
            delete from ${sql.identifier(DEFAULT_PARTITION)}
            where created_at >= ${month.toISOString()}::timestamptz and created_at < ${next.toISOString()}::timestamptz
            returning *
          ), put as (insert into ${table} select * from gone returning 1)
          select count(*)::int as n from put`,
    )) as unknown as { rows: { n: number }[] };
    moved = Number(result.rows[0]?.n ?? 0);
  }
  await db.execute(sql`alter table install_events attach partition ${table} for values from (${bound(month)}) to (${bound(next)})`);
  return moved;
}
