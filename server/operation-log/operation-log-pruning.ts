import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PlatformDb } from '../db/client';
import { DAY_MS } from '../shared/days';
import { operationLogs, scheduledJobRuns } from './tables';

/** The job's row in `scheduled_job_runs`. */
export const PRUNE_JOB = 'operation_log_prune';
/** Key of the advisory lock a pruning run holds (any fixed number; this one spells "oplg"). */
const PRUNE_LOCK = 0x6f706c67;
/** How often a process looks whether the day's pruning is due; the first look is a minute after start. */
export const PRUNE_CHECK_MS = 60 * 60_000;
const FIRST_CHECK_MS = 60_000;

export interface PruneOutcome {
  /** False when another process was pruning, or the last run was less than a day ago. */
  ran: boolean;
  deleted: number;
}

/**
 * Deletes the log rows older than `keepDays`, at most once a day across every server process of the
 * database: the run holds an advisory lock (another process finds it taken and skips) and stamps its time
 * in `scheduled_job_runs` in the same transaction, so a restart neither repeats nor forgets the day's run.
 */
export async function pruneOperationLogs(db: PlatformDb, keepDays: number, now: Date = new Date()): Promise<PruneOutcome> {
  return db.transaction(async (tx) => {
    const locked = (await tx.execute(sql`select pg_try_advisory_xact_lock(${PRUNE_LOCK}) as locked`)) as unknown as {
      rows: { locked: boolean }[];
    };
    if (!locked.rows[0]?.locked) return { ran: false, deleted: 0 };
    const [last] = await tx.select().from(scheduledJobRuns).where(eq(scheduledJobRuns.name, PRUNE_JOB)).limit(1);
    if (last && now.getTime() - last.lastRunAt.getTime() < DAY_MS) return { ran: false, deleted: 0 };
    const cutoff = new Date(now.getTime() - keepDays * DAY_MS);
    // Counted in the database: the deleted rows never travel.
    const deleted = (await tx.execute(
      sql`with gone as (delete from ${operationLogs} where ${lt(operationLogs.createdAt, cutoff)} returning 1) select count(*)::int as n from gone`,
    )) as unknown as { rows: { n: number }[] };
    await tx
      .insert(scheduledJobRuns)
      .values({ name: PRUNE_JOB, lastRunAt: now })
      .onConflictDoUpdate({ target: scheduledJobRuns.name, set: { lastRunAt: now } });
    return { ran: true, deleted: Number(deleted.rows[0]?.n ?? 0) };
  });
}

/**
 * Looks hourly (first a minute after start) whether the day's pruning is due and runs it. Answers the
 * function that stops it and waits for a run under way (the server's close, before its database closes).
 */
export function startOperationLogPruning(db: PlatformDb, keepDays: number, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = pruneOperationLogs(db, keepDays)
      .then(({ ran, deleted }) => {
        if (ran) log.info(`operation log rows older than ${keepDays} days removed: ${deleted}`);
      })
      .catch((error: unknown) => log.error({ err: error }, 'operation log pruning failed'))
      .finally(() => (running = undefined));
  };
  const first = setTimeout(tick, FIRST_CHECK_MS);
  const timer = setInterval(tick, PRUNE_CHECK_MS);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
