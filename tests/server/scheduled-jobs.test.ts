import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startScheduledJobs } from '../../server/jobs/job-scheduler';
import { runDueJob, type ScheduledJob } from '../../server/jobs/scheduled-job';
import { scheduledJobRuns } from '../../server/jobs/tables';
import { openTestDatabase, type TestDatabase } from '../support/test-db';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const HOUR = 60 * 60_000;
const T0 = new Date(Date.UTC(2032, 2, 1, 12));
const at = (ms: number) => new Date(T0.getTime() + ms);

/** A job counting its runs, every hour. */
function countingJob(name: string, work: () => Promise<void> = async () => {}) {
  const job: ScheduledJob<number> & { runs: number } = {
    name,
    everyMs: HOUR,
    runs: 0,
    async run() {
      await work();
      return ++job.runs;
    },
  };
  return job;
}

const stampOf = async (name: string) =>
  (await database.db.select().from(scheduledJobRuns).where(eq(scheduledJobRuns.name, name)))[0]?.lastRunAt.toISOString();

describe('a scheduled job', () => {
  it('runs at most once per interval, whichever process and instance looks (the stamp is in the database)', async () => {
    const job = countingJob('probe_once');
    expect(await runDueJob(database.db, job, at(0))).toEqual({ ran: true, result: 1 });
    // Another process, or this one restarted: the same definition anew, the same row.
    const restarted = countingJob('probe_once');
    expect(await runDueJob(database.db, restarted, at(HOUR - 1))).toEqual({ ran: false, reason: 'not_due' });
    expect(await stampOf('probe_once')).toBe(at(0).toISOString());
    expect(await runDueJob(database.db, restarted, at(HOUR))).toEqual({ ran: true, result: 1 });
    expect(await stampOf('probe_once')).toBe(at(HOUR).toISOString());
  });

  it('due in two places at once, it runs in one', async () => {
    const job = countingJob('probe_together');
    const outcomes = await Promise.all([runDueJob(database.db, job, at(0)), runDueJob(database.db, job, at(0))]);
    expect(outcomes.filter((outcome) => outcome.ran)).toHaveLength(1);
    expect(job.runs).toBe(1);
  });

  it('a failed run leaves its work undone and the job due', async () => {
    const failing: ScheduledJob<void> = {
      name: 'probe_failing',
      everyMs: HOUR,
      async run(tx, now) {
        await tx.insert(scheduledJobRuns).values({ name: 'probe_failing_work', lastRunAt: now });
        throw new Error('the work failed');
      },
    };
    await expect(runDueJob(database.db, failing, at(0))).rejects.toThrow('the work failed');
    expect(await stampOf('probe_failing')).toBeUndefined();
    expect(await stampOf('probe_failing_work')).toBeUndefined();
    expect(await runDueJob(database.db, countingJob('probe_failing'), at(1))).toEqual({ ran: true, result: 1 });
  });
});

describe('the scheduler', () => {
  const quietLog = { debug() {}, info() {}, error() {} } as unknown as FastifyBaseLogger;

  it('looks at its jobs after the first wait, and stop waits for a run under way', async () => {
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const job = countingJob('probe_scheduled', async () => {
      started();
      await released;
    });
    const scheduler = startScheduledJobs(database.db, [job], { log: quietLog, firstCheckMs: 0, clock: () => at(0) });
    await running;
    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    // The run holds the stop: its work and stamp commit before the database may close.
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(job.runs).toBe(1);
    expect(await stampOf('probe_scheduled')).toBe(at(0).toISOString());
  });
});
