import { eq, sql } from 'drizzle-orm';
import type { PlatformDb } from '../db/client';
import { scheduledJobRuns } from './tables';

/**
 * A job that runs at most once per `everyMs` across every server process of the database and across
 * restarts (ARCHITECTURE.md, "Several processes"). To add one: write it as a `ScheduledJob` in its area and
 * add it to the list `server/app.ts` hands the scheduler (`./job-scheduler.ts`).
 */
export interface ScheduledJob<T = unknown> {
  /** Its row in `scheduled_job_runs` and its name in the log. A renamed job is a new one, due at once. */
  name: string;
  /** The shortest time between two runs, whichever processes run them; 0 or less: never scheduled. */
  everyMs: number;
  /** How often each process looks whether the job is due; by default half of `everyMs`, at most an hour. */
  checkEveryMs?: number;
  /**
   * The work, in the transaction that holds the job (its advisory lock, and its row, stamped with `now`
   * when the work returns). A throw rolls back the work and the stamp: the job stays due.
   */
  run(tx: PlatformDb, now: Date): Promise<T>;
  /** The log line of a run's result; undefined logs nothing. */
  report?(result: T): string | undefined;
}

export type JobOutcome<T> = { ran: true; result: T } | { ran: false; reason: 'busy' | 'not_due' };

/** First key of the jobs' advisory locks; the two-key form never meets the one-key locks of migrations. */
const JOB_LOCKS = 0x6a6f6273;

export const checkEveryOf = (job: Pick<ScheduledJob, 'everyMs' | 'checkEveryMs'>) =>
  job.checkEveryMs ?? Math.min(job.everyMs / 2, 60 * 60_000);

/**
 * Runs the job if it is due at `now`: in one transaction it takes the job's advisory lock without waiting
 * (`busy`: another process is running it), reads when it last ran (`not_due`: less than `everyMs` ago),
 * does the work and stamps the run, so the work and its stamp commit together or not at all.
 */
export async function runDueJob<T>(db: PlatformDb, job: ScheduledJob<T>, now = new Date()): Promise<JobOutcome<T>> {
  return db.transaction(async (tx): Promise<JobOutcome<T>> => {
    const locked = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${JOB_LOCKS}::int, hashtext(${job.name})) as locked`,
    )) as unknown as {
      rows: { locked: boolean }[];
    };
    if (!locked.rows[0]?.locked) return { ran: false, reason: 'busy' };
    const [last] = await tx
      .select({ at: scheduledJobRuns.lastRunAt })
      .from(scheduledJobRuns)
      .where(eq(scheduledJobRuns.name, job.name))
      .limit(1);
    if (last && now.getTime() - last.at.getTime() < job.everyMs) return { ran: false, reason: 'not_due' };
    const result = await job.run(tx, now);
    await tx
      .insert(scheduledJobRuns)
      .values({ name: job.name, lastRunAt: now })
      .onConflictDoUpdate({ target: scheduledJobRuns.name, set: { lastRunAt: now } });
    return { ran: true, result };
  });
}
