import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * When each scheduled job last ran (its name the key): a run checks and stamps its job's row in the
 * transaction that does the work, under the job's advisory lock (./scheduled-job.ts), so across every
 * server process of the database and across restarts a job runs at most once per its interval.
 */
export const scheduledJobRuns = pgTable('scheduled_job_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true, mode: 'date' }).notNull(),
});
