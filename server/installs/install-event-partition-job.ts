import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PlatformDb } from '../db/client';
import { scheduledJobRuns } from '../operation-log/tables';
import { DAY_MS } from '../shared/days';
import { maintainInstallEventPartitions, type PartitionOutcome, type PartitionSettings } from './install-event-partitions';

/** The job's row in `scheduled_job_runs`. */
export const PARTITION_JOB = 'install_event_partitions';
/** Key of the advisory lock a run holds (any fixed number; this one spells "ievp"). */
const PARTITION_LOCK = 0x69657670;
/** How often a process looks whether the day's run is due; the first look is a minute after start. */
const CHECK_MS = 60 * 60_000;
const FIRST_CHECK_MS = 60_000;
/** A partition made or dropped waits at most this long for the table's lock, rather than hold up the installs queued behind it. */
const LOCK_TIMEOUT = '5s';

export type PartitionJobOutcome = ({ ran: true } & PartitionOutcome) | { ran: false };

/**
 * Runs `maintainInstallEventPartitions` at most once a day across every server process of the database
 * (the pattern of `operation-log-pruning.ts`): the run holds an advisory lock (another process finds it
 * taken and skips) and stamps its time in `scheduled_job_runs` in the same transaction, so a restart
 * neither repeats nor forgets the day's run, and a run that fails stamps nothing and is tried again.
 */
export async function runInstallEventPartitionJob(
  db: PlatformDb,
  settings: PartitionSettings,
  now: Date = new Date(),
): Promise<PartitionJobOutcome> {
  return db.transaction(async (tx) => {
    const locked = (await tx.execute(sql`select pg_try_advisory_xact_lock(${PARTITION_LOCK}) as locked`)) as unknown as {
      rows: { locked: boolean }[];
    };
    if (!locked.rows[0]?.locked) return { ran: false };
    const [last] = await tx.select().from(scheduledJobRuns).where(eq(scheduledJobRuns.name, PARTITION_JOB)).limit(1);
    if (last && now.getTime() - last.lastRunAt.getTime() < DAY_MS) return { ran: false };
    await tx.execute(sql.raw(`set local lock_timeout = '${LOCK_TIMEOUT}'`));
    const outcome = await maintainInstallEventPartitions(tx, now, settings);
    await tx
      .insert(scheduledJobRuns)
      .values({ name: PARTITION_JOB, lastRunAt: now })
      .onConflictDoUpdate({ target: scheduledJobRuns.name, set: { lastRunAt: now } });
    return { ran: true, ...outcome };
  });
}

/**
 * Looks hourly (first a minute after start) whether the day's run is due and runs it. Answers the
 * function that stops it and waits for a run under way (the server's close, before its database closes).
 */
export function startInstallEventPartitionJob(db: PlatformDb, settings: PartitionSettings, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = runInstallEventPartitionJob(db, settings)
      .then((outcome) => {
        if (outcome.ran && (outcome.created.length || outcome.dropped.length || outcome.deletedFromDefault)) {
          const { created, moved, dropped, deletedFromDefault } = outcome;
          log.info({ created, moved, dropped, deletedFromDefault }, 'install event partitions maintained');
        }
      })
      .catch((error: unknown) => log.error({ err: error }, 'install event partition maintenance failed'))
      .finally(() => (running = undefined));
  };
  const first = setTimeout(tick, FIRST_CHECK_MS);
  const timer = setInterval(tick, CHECK_MS);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
