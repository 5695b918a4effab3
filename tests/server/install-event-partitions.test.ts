import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installDaily, installEvents, packageUsageRecords, pwaUsers } from '../../server/db/schema';
import { recordOne, type EventParameters } from '../../server/installs/hosted-event-sql';
import { monthStart, partitionNameOf } from '../../server/installs/install-event-months';
import { PARTITION_JOB, runInstallEventPartitionJob } from '../../server/installs/install-event-partition-job';
import { maintainInstallEventPartitions } from '../../server/installs/install-event-partitions';
import { scheduledJobRuns } from '../../server/jobs/tables';
import { utcDay } from '../../server/shared/days';
import { openTestDatabase, startTestServer, type TestDatabase, type TestServer } from '../support/test-db';
import { inject, insertUser, signIn } from './helpers';
import { installAccount, installFigures, newDeviceId, sendEvent } from './install-helpers';
import { subscribe } from './package-helpers';

/** The months this server keeps before the current one (INSTALL_EVENTS_KEEP_MONTHS). */
const KEEP_MONTHS = 1;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { installEvents: { keepMonths: KEEP_MONTHS } } });
  // The day's run stamped: the server's own hourly look never runs the job in the middle of a test.
  await runInstallEventPartitionJob(server.database.db, { keepMonths: 0 });
});
afterAll(() => server?.close());

const rowsOf = async <T>(query: SQL, db = server.database.db) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const partitionsOf = async (db = server.database.db) =>
  (
    await rowsOf<{ name: string }>(
      sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'install_events'::regclass`,
      db,
    )
  ).map((row) => row.name);

/** The partition each of the events is stored in. */
async function partitionOfEvents(ids: number[]): Promise<string[]> {
  const rows = await rowsOf<{ id: string; partition: string }>(
    sql`select id::text as id, tableoid::regclass::text as partition from install_events where id in ${sql`(${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`}`,
  );
  return ids.map((id) => rows.find((row) => Number(row.id) === id)?.partition ?? 'missing');
}

async function pwaUserOfAccount(account: { master: { id: number }; appId: string }, firstSeen: Date) {
  const [user] = await server.database.db
    .insert(pwaUsers)
    .values({ accountId: account.master.id, appId: account.appId, deviceId: newDeviceId('months'), firstSeen, lastSeen: new Date() })
    .returning();
  return user!;
}

const eventAt = async (user: typeof pwaUsers.$inferSelect, step: 'visit' | 'installed', at: Date, amount = 0) => {
  const [event] = await server.database.db
    .insert(installEvents)
    .values({
      accountId: user.accountId,
      appId: user.appId,
      pwaUserId: user.id,
      step,
      platform: 'android',
      billing: step === 'installed' ? 'balance' : null,
      amount,
      createdAt: at,
    })
    .returning({ id: installEvents.id });
  return event!.id;
};

describe('install events by month', () => {
  it("stores each event in its month's partition; a month without one lands in the default partition until the job makes it", async () => {
    const account = await installAccount(server.database, 'monthsplaced', { balance: 0, unitPrice: 0 });
    const device = newDeviceId('placed');
    const visit = await sendEvent(server, { app_id: account.appId, device_id: device, step: 'visit' });
    expect(visit.code, visit.msg).toBe(0);
    const [ingested] = await server.database.db
      .select({ id: installEvents.id })
      .from(installEvents)
      .innerJoin(pwaUsers, eq(pwaUsers.id, installEvents.pwaUserId))
      .where(eq(pwaUsers.deviceId, device));
    const now = new Date();
    expect(await partitionOfEvents([ingested!.id])).toEqual([partitionNameOf(monthStart(now))]);
    // A row dated back to a month without a partition waits in the default partition; the job gives a kept month its partition.
    const user = await pwaUserOfAccount(account, now);
    const twoMonthsAgo = monthStart(now, -2);
    const datedBack = await eventAt(user, 'visit', new Date(twoMonthsAgo.getTime() + 86_400_000));
    expect(await partitionOfEvents([datedBack])).toEqual(['install_events_default']);
    const settled = await maintainInstallEventPartitions(server.database.db, now, { keepMonths: 0 });
    expect(settled.created).toContain(partitionNameOf(twoMonthsAgo));
    expect(await partitionOfEvents([datedBack])).toEqual([partitionNameOf(twoMonthsAgo)]);
    // So are the demo's events of last month, seeded after the migration made its months: nothing is left there.
    const [stranded] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from install_events_default`);
    expect(stranded!.n).toBe(0);

    const nextMonth = await eventAt(user, 'visit', new Date(monthStart(now, 1).getTime() + 3 * 3_600_000));
    // Beyond the months made ahead: kept in the default partition, not refused.
    const farMonth = monthStart(now, 6);
    const far = await eventAt(user, 'visit', new Date(farMonth.getTime() + 5 * 86_400_000));
    expect(await partitionOfEvents([nextMonth, far])).toEqual([partitionNameOf(monthStart(now, 1)), 'install_events_default']);

    // The job run in that month makes its partition (and the next ones) and moves the row into it.
    const outcome = await maintainInstallEventPartitions(server.database.db, new Date(farMonth.getTime() + 86_400_000), { keepMonths: 0 });
    expect(outcome.created).toContain(partitionNameOf(farMonth));
    expect(outcome.moved).toBe(1);
    expect(await partitionOfEvents([far])).toEqual([partitionNameOf(farMonth)]);
    // Made once: a second run finds every month there.
    expect(await maintainInstallEventPartitions(server.database.db, new Date(farMonth.getTime() + 86_400_000), { keepMonths: 0 })).toEqual({
      created: [],
      moved: 0,
      dropped: [],
      deletedFromDefault: 0,
    });
  });

  it('drops the months before the kept ones whole, and the statistics of those days, the install time and the user stay', async () => {
    const db = server.database.db;
    const now = new Date();
    // Three months ago, with its partition, as if the server had run then.
    const oldMonth = monthStart(now, -3);
    await maintainInstallEventPartitions(db, oldMonth, { keepMonths: 0 });
    expect(await partitionsOf()).toContain(partitionNameOf(oldMonth));

    const account = await installAccount(server.database, 'monthskept', { balance: 0, unitPrice: 0 });
    await insertUser(server.database, {
      username: 'monthskept_op',
      password: 'operator-pass-1',
      role: 'official',
      parentId: account.master.id,
    });
    const official = await signIn(server, 'monthskept_op', 'operator-pass-1');
    const master = await signIn(server, 'monthskept', 'master-pass-1');
    const visitedAt = new Date(oldMonth.getTime() + 2 * 86_400_000);
    const installedAt = new Date(visitedAt.getTime() + 60_000);
    const user = await pwaUserOfAccount(account, visitedAt);
    await db.update(pwaUsers).set({ installedAt }).where(eq(pwaUsers.id, user.id));
    const oldVisit = await eventAt(user, 'visit', visitedAt);
    const oldInstall = await eventAt(user, 'installed', installedAt, 12_000);
    const recentVisit = await eventAt(user, 'visit', now);
    // Older still, in a month without a partition: the default partition's row goes too.
    const ancient = await eventAt(user, 'visit', monthStart(now, -30));
    expect(await partitionOfEvents([oldVisit, ancient])).toEqual([partitionNameOf(oldMonth), 'install_events_default']);
    const day = utcDay(visitedAt);
    await db.insert(installDaily).values({
      accountId: account.master.id,
      day,
      appId: account.appId,
      platform: 'android',
      visits: 1,
      installs: 1,
      billedBalance: 1,
      amount: 12_000,
    });
    const base = await subscribe(server.database, account.master.id, { installQuota: 10 });
    await db
      .insert(packageUsageRecords)
      .values({ accountId: account.master.id, subscriptionId: base.id, reference: `install:${oldInstall}`, createdAt: installedAt });

    const figures = async () => {
      const query = `day_start=${day}&day_end=${day}&app_id=${account.appId}`;
      const list = await inject(server, 'GET', `/api/v1/statistics/install_list?${query}`, { token: official, lang: 'en' });
      const totals = await inject(server, 'GET', `/api/v1/statistics/install_totals?${query}`, { token: official, lang: 'en' });
      expect(list.code, list.msg).toBe(0);
      expect(totals.code, totals.msg).toBe(0);
      return { list: list.data, totals: totals.data };
    };
    const detail = async () => {
      const answer = await inject(server, 'GET', `/api/v1/statistics/user_detail?id=${user.id}`, { token: official, lang: 'en' });
      expect(answer.code, answer.msg).toBe(0);
      return answer.data as { user: { installed_at: string }; events: { id: number }[]; events_since: string | null };
    };
    const usageText = async () => {
      const answer = await inject(server, 'GET', '/api/v1/packages/usage_records', { token: master, lang: 'en' });
      expect(answer.code, answer.msg).toBe(0);
      return (answer.data.items as { reference: string; description: string }[]).find((row) => row.reference === `install:${oldInstall}`)!
        .description;
    };
    const before = await figures();
    expect(before.list.items).toHaveLength(1);
    expect(before.totals).toMatchObject({ visits: 1, installs: 1 });
    expect((await detail()).events.map((event) => event.id)).toEqual([recentVisit, oldInstall, oldVisit, ancient]);
    expect(await usageText()).toBe('Install of monthskept app, Android');

    const outcome = await maintainInstallEventPartitions(db, now, { keepMonths: KEEP_MONTHS });
    expect(outcome.dropped).toContain(partitionNameOf(oldMonth));
    expect(outcome.dropped).not.toContain(partitionNameOf(monthStart(now, -KEEP_MONTHS)));
    expect(outcome.deletedFromDefault).toBe(1);
    const partitions = await partitionsOf();
    expect(partitions).not.toContain(partitionNameOf(oldMonth));
    expect(partitions).toEqual(expect.arrayContaining([partitionNameOf(monthStart(now, -KEEP_MONTHS)), partitionNameOf(monthStart(now))]));

    expect(await figures()).toEqual(before);
    expect(await partitionOfEvents([oldVisit, oldInstall, ancient, recentVisit])).toEqual([
      'missing',
      'missing',
      'missing',
      partitionNameOf(monthStart(now)),
    ]);
    const after = await detail();
    expect(after.events.map((event) => event.id)).toEqual([recentVisit]);
    expect(after.user.installed_at).toBe(installedAt.toISOString());
    expect(after.events_since).toBe(monthStart(now, -KEEP_MONTHS).toISOString());
    expect(await usageText()).toBe('Install of a month whose details are no longer kept');
  });

  it('a user first seen within the kept months has none of its events removed', async () => {
    const account = await installAccount(server.database, 'monthsnew', { balance: 0, unitPrice: 0 });
    await insertUser(server.database, {
      username: 'monthsnew_op',
      password: 'operator-pass-1',
      role: 'official',
      parentId: account.master.id,
    });
    const official = await signIn(server, 'monthsnew_op', 'operator-pass-1');
    const user = await pwaUserOfAccount(account, new Date());
    const answer = await inject(server, 'GET', `/api/v1/statistics/user_detail?id=${user.id}`, { token: official, lang: 'en' });
    expect(answer.code, answer.msg).toBe(0);
    expect(answer.data.events_since).toBeNull();
  });
});

describe('the daily partition job', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  const stamp = async () => {
    const [row] = await database.db.select().from(scheduledJobRuns).where(eq(scheduledJobRuns.name, PARTITION_JOB));
    return row?.lastRunAt.toISOString();
  };

  it('runs once when called twice, once a day, and once when two processes call it together', async () => {
    const now = new Date(Date.UTC(2031, 4, 10, 12));
    const first = await runInstallEventPartitionJob(database.db, { keepMonths: 24 }, now);
    expect(first).toMatchObject({ ran: true });
    expect(first.ran && first.created).toEqual(['2031_05', '2031_06', '2031_07', '2031_08'].map((month) => `install_events_${month}`));
    expect(await runInstallEventPartitionJob(database.db, { keepMonths: 24 }, new Date(now.getTime() + 3_600_000))).toEqual({ ran: false });
    expect(await stamp()).toBe(now.toISOString());

    // A day later it is due again; of two calls at once (two processes), one runs and the other skips.
    const nextDay = new Date(now.getTime() + 86_400_000);
    const both = await Promise.all([
      runInstallEventPartitionJob(database.db, { keepMonths: 24 }, nextDay),
      runInstallEventPartitionJob(database.db, { keepMonths: 24 }, nextDay),
    ]);
    expect(both.filter((outcome) => outcome.ran)).toHaveLength(1);
    expect(await stamp()).toBe(nextDay.toISOString());
  });
});

describe("an install's once per device and app, without a unique index on the events", () => {
  it('installs of the same devices sent at once straight to the database bill each device once', async () => {
    const database = server.database;
    const price = 5_000;
    const account = await installAccount(database, 'monthsonce', { balance: 1_000_000, unitPrice: price });
    const devices = Array.from({ length: 5 }, () => newDeviceId('once'));
    const REPORTS = 8;
    const installOf = (device: string): EventParameters => ({
      app: account.appId,
      code: account.code,
      device,
      step: 'installed',
      platform: 'android',
      browser: 'Chrome',
      os: 'Android',
      country: '',
      push: null,
    });
    // Each device's install reported several times, interleaved, over every connection of the pool (PostgreSQL: ten at once).
    const calls = Array.from({ length: REPORTS }, () => devices.map(installOf)).flat();
    const answers = await Promise.all(calls.map((call) => recordOne(database.db, call, false)));
    expect(answers.filter((answer) => answer.result === 'recorded')).toHaveLength(devices.length);
    expect(answers.filter((answer) => answer.result === 'repeated')).toHaveLength(devices.length * (REPORTS - 1));

    const figures = await installFigures(database, account.master.id);
    expect(figures.events).toMatchObject({ installs: devices.length, balance: devices.length, amount: price * devices.length });
    expect(figures.daily).toMatchObject({ installs: devices.length, balance: devices.length, amount: price * devices.length });
    expect(figures.totalInstallSum).toBe(devices.length);
    expect(figures.charges).toHaveLength(devices.length);
    expect(figures.balance).toBe(1_000_000 - price * devices.length);
    const perDevice = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from install_events e join pwa_users u on u.id = e.pwa_user_id
          where u.app_id = ${account.appId} and e.step = 'installed' group by e.pwa_user_id`,
    );
    expect(perDevice.map((row) => row.n)).toEqual(devices.map(() => 1));
  });
});
