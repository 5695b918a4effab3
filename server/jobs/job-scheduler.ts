import type { FastifyBaseLogger } from 'fastify';
import type { PlatformDb } from '../db/client';
import { checkEveryOf, runDueJob, type ScheduledJob } from './scheduled-job';

export interface JobSchedulerOptions {
  log: FastifyBaseLogger;
  /** The first look after start (JOBS_FIRST_CHECK_SECONDS); then every job's `checkEveryMs`. */
  firstCheckMs: number;
  /** The time a run takes as now. */
  clock?: () => Date;
}

export interface JobScheduler {
  /** Stops looking and waits for the runs under way (the server's close, before its database closes). */
  stop(): Promise<void>;
}

/**
 * This process's looks at the jobs: each job is looked at on its own timer, one look at a time, and run
 * when due (`runDueJob`), so every process may look and the database decides which one runs. Each look
 * is logged at debug level (`job`, `outcome`: ran, busy or not_due), a run's report at info.
 */
export function startScheduledJobs(db: PlatformDb, jobs: readonly ScheduledJob[], options: JobSchedulerOptions): JobScheduler {
  const { log, firstCheckMs, clock = () => new Date() } = options;
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();
  let stopped = false;

  for (const job of jobs) {
    if (!(job.everyMs > 0)) continue;
    let current: Promise<void> | undefined;
    const look = () => {
      if (stopped || current) return;
      const run = runDueJob(db, job, clock())
        .then((outcome) => {
          log.debug({ job: job.name, outcome: outcome.ran ? 'ran' : outcome.reason }, 'scheduled job looked at');
          const line = outcome.ran ? job.report?.(outcome.result) : undefined;
          if (line) log.info({ job: job.name }, line);
        })
        .catch((error: unknown) => log.error({ err: error, job: job.name }, `scheduled job ${job.name} failed`))
        .finally(() => {
          running.delete(run);
          current = undefined;
        });
      current = run;
      running.add(run);
    };
    timers.push(setTimeout(look, firstCheckMs), setInterval(look, checkEveryOf(job)));
  }
  for (const timer of timers) timer.unref();

  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await Promise.all(running);
    },
  };
}
