import { lt, sql } from 'drizzle-orm';
import type { PlatformDb } from '../db/client';
import { runDueJob, type ScheduledJob } from '../jobs/scheduled-job';
import { DAY_MS } from '../shared/days';
import { operationLogs } from './tables';

/** The job's name (its row in `scheduled_job_runs`). */
export const PRUNE_JOB = 'operation_log_prune';

export interface PruneOutcome {
  /** False when another process was pruning, or the last run was less than a day ago. */
  ran: boolean;
  deleted: number;
}

/** Deletes the log rows older than `keepDays`, once a day across every server process (server/jobs/). */
export function operationLogPruning(keepDays: number): ScheduledJob<number> {
  return {
    name: PRUNE_JOB,
    everyMs: DAY_MS,
    checkEveryMs: 60 * 60_000,
    async run(tx, now) {
      const cutoff = new Date(now.getTime() - keepDays * DAY_MS);
      // Counted in the database: the deleted rows never travel.
      const deleted = (await tx.execute(
        sql`with gone as (delete from ${operationLogs} where ${lt(operationLogs.createdAt, cutoff)} returning 1) select count(*)::int as n from gone`,
      )) as unknown as { rows: { n: number }[] };
      return Number(deleted.rows[0]?.n ?? 0);
    },
    report: (deleted) => `operation log rows older than ${keepDays} days removed: ${deleted}`,
  };
}

/** The pruning now if it is due (the scheduler's look, for tests and scripts). */
export async function pruneOperationLogs(db: PlatformDb, keepDays: number, now: Date = new Date()): Promise<PruneOutcome> {
  const outcome = await runDueJob(db, operationLogPruning(keepDays), now);
  return outcome.ran ? { ran: true, deleted: outcome.result } : { ran: false, deleted: 0 };
}
