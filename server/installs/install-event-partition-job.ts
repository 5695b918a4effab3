import { sql } from 'drizzle-orm';
import type { PlatformDb } from '../db/client';
import { runDueJob, type ScheduledJob } from '../jobs/scheduled-job';
import { DAY_MS } from '../shared/days';
import { maintainInstallEventPartitions, type PartitionOutcome, type PartitionSettings } from './install-event-partitions';

/** The job's name (its row in `scheduled_job_runs`). */
export const PARTITION_JOB = 'install_event_partitions';
/** A partition made or dropped waits at most this long for the table's lock, rather than hold up the installs queued behind it. */
const LOCK_TIMEOUT = '5s';

export type PartitionJobOutcome = ({ ran: true } & PartitionOutcome) | { ran: false };

/**
 * `maintainInstallEventPartitions` once a day across every server process of the database (server/jobs/):
 * a run that fails stamps nothing and is tried again at the next hourly look.
 */
export function installEventPartitionJob(settings: PartitionSettings): ScheduledJob<PartitionOutcome> {
  return {
    name: PARTITION_JOB,
    everyMs: DAY_MS,
    checkEveryMs: 60 * 60_000,
    async run(tx, now) {
      await tx.execute(sql.raw(`set local lock_timeout = '${LOCK_TIMEOUT}'`));
      return maintainInstallEventPartitions(tx, now, settings);
    },
    report: ({ created, moved, dropped, deletedFromDefault }) =>
      created.length || dropped.length || deletedFromDefault
        ? `install event partitions maintained: ${JSON.stringify({ created, moved, dropped, deletedFromDefault })}`
        : undefined,
  };
}

/** The job now if it is due (the scheduler's look, for tests and scripts). */
export async function runInstallEventPartitionJob(
  db: PlatformDb,
  settings: PartitionSettings,
  now: Date = new Date(),
): Promise<PartitionJobOutcome> {
  const outcome = await runDueJob(db, installEventPartitionJob(settings), now);
  return outcome.ran ? { ran: true, ...outcome.result } : { ran: false };
}
