import { createHash, randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { maintainInstallEventPartitions } from '../../server/installs/install-event-partitions';
import { DAY_MS } from '../../server/shared/days';

export interface MonthOfEvents {
  events: number;
  devices: number;
  dailyRows: number;
  token: string;
  appId: string;
  channelId: number;
  userId: number;
  /** Seconds each part took to make. */
  seconds: { devices: number; events: number; foreignKey: number; rollUps: number; analyze: number };
}

const APPS = 5;
const CHANNELS_PER_APP = 8;
const PLATFORMS = ['android', 'ios', 'windows', 'macos', 'linux', 'other'];
const DAYS = 30;
/** Each device's funnel: a visit, its install (billed from the quota) and a standalone open. */
const STEPS = ['visit', 'installed', 'standalone'];
const STEP_SECONDS = 20;
const FOREIGN_KEY = 'install_events_pwa_user_id_pwa_users_id_fk';

/**
 * A new master account with `events` install events over the last 30 days (devices of 5 apps, 40
 * channels and 6 platforms, each with a visit, an install and an open) and their daily roll-ups made
 * from them, as the ingestion would have summed them; in SQL (`generate_series`, one INSERT … SELECT
 * per table), the events computed from their number alone. The events' foreign key is dropped while
 * they are written and made again afterwards (one checking query instead of a lookup per row). Answers
 * a session token of the account's operator (the statistics pages are an operator's).
 */
export async function seedMonthOfEvents(db: Db, events: number, now = new Date()): Promise<MonthOfEvents> {
  const run = (query: SQL) => db.execute(query);
  const rows = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const timed = async (work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    return (performance.now() - started) / 1000;
  };
  const suffix = randomBytes(4).toString('hex');
  const devices = Math.ceil(events / STEPS.length);
  const platforms = sql.raw(`array['${PLATFORMS.join("','")}']`);
  const steps = sql.raw(`array['${STEPS.join("','")}']`);
  const [owner] = await rows<{ id: number }>(
    sql`insert into users (username, password_hash, role, app_key, app_secret, invite_code)
        values (${`bench_month_${suffix}`}, 'no-password', 'master', ${`bmk-${suffix}`}, ${`bms-${suffix}`}, ${`bmi-${suffix}`}) returning id`,
  );
  const accountId = owner!.id;
  await run(
    sql`insert into apps (app_id, account_id, app_name)
        select 'bm' || ${suffix} || a, ${accountId}, 'Bench app ' || a from generate_series(0, ${APPS - 1}::int) a`,
  );
  await run(
    sql`insert into channels (account_id, app_id, name, code)
        select ${accountId}, 'bm' || ${suffix} || (c % ${APPS}::int), 'Bench channel ' || c, 'bm' || ${suffix} || '-' || c
        from generate_series(0, ${APPS * CHANNELS_PER_APP - 1}::int) c`,
  );
  const [firstChannel] = await rows<{ id: number }>(sql`select min(id)::int as id from channels where account_id = ${accountId}`);
  // Every month the events fall in has its partition, as the daily job would have made them.
  await maintainInstallEventPartitions(db, new Date(now.getTime() - (DAYS + 1) * DAY_MS), { keepMonths: 0 });

  // Device n (from 0): app n % 5, channel n % 40 (of that app), platform n % 6, first seen spread over the 30 days.
  const start = new Date(now.getTime() - DAYS * DAY_MS).toISOString();
  const spacing = sql`(interval '${sql.raw(String(DAYS))} days' - interval '1 hour') / ${devices}::int`;
  const seconds = { devices: 0, events: 0, foreignKey: 0, rollUps: 0, analyze: 0 };
  seconds.devices = await timed(() =>
    run(
      sql`insert into pwa_users (account_id, app_id, device_id, channel_id, platform, installed_at, first_seen, last_seen)
          select ${accountId}, 'bm' || ${suffix} || (n % ${APPS}::int), 'bm-' || ${suffix} || '-' || n, ${firstChannel!.id}::int + n % ${APPS * CHANNELS_PER_APP}::int,
                 (${platforms})[1 + n % ${PLATFORMS.length}::int], t + interval '${sql.raw(String(STEP_SECONDS))} seconds', t,
                 t + interval '${sql.raw(String(STEP_SECONDS * (STEPS.length - 1)))} seconds'
          from generate_series(0, ${devices - 1}::int) n, lateral (select ${start}::timestamptz + n * ${spacing} as t) s
          order by n`,
    ),
  );
  const [ids] = await rows<{ first: number; count: number; last: number }>(
    sql`select min(id)::int as first, max(id)::int as last, count(*)::int as count from pwa_users where account_id = ${accountId}`,
  );
  // The events name their device's row by its number: the rows' ids must be one run.
  if (ids!.last - ids!.first + 1 !== ids!.count) throw new Error('the PWA users of the bench account do not have consecutive ids');

  await run(sql.raw(`alter table install_events drop constraint ${FOREIGN_KEY}`));
  seconds.events = await timed(() =>
    run(
      sql`insert into install_events (account_id, app_id, pwa_user_id, channel_id, step, platform, billing, created_at)
          select ${accountId}, 'bm' || ${suffix} || (d % ${APPS}::int), ${ids!.first}::int + d, ${firstChannel!.id}::int + d % ${APPS * CHANNELS_PER_APP}::int,
                 (${steps})[1 + k], (${platforms})[1 + d % ${PLATFORMS.length}::int], case when k = 1 then 'quota' end,
                 ${start}::timestamptz + d * ${spacing} + k * interval '${sql.raw(String(STEP_SECONDS))} seconds'
          from generate_series(0, ${events - 1}::bigint) e, lateral (select (e / ${STEPS.length}::int)::int as d, (e % ${STEPS.length}::int)::int as k) s`,
    ),
  );
  seconds.foreignKey = await timed(() =>
    run(
      sql.raw(
        `alter table install_events add constraint ${FOREIGN_KEY} foreign key (pwa_user_id) references pwa_users(id) on delete cascade on update no action`,
      ),
    ),
  );
  seconds.rollUps = await timed(() =>
    run(
      sql`insert into install_daily (account_id, day, app_id, channel_id, platform, visits, installs, opens, billed_quota)
          select account_id, (created_at at time zone 'UTC')::date, app_id, coalesce(channel_id, 0), platform,
                 count(*) filter (where step = 'visit'), count(*) filter (where step = 'installed'),
                 count(*) filter (where step = 'standalone'), count(*) filter (where billing = 'quota')
          from install_events where account_id = ${accountId}
          group by 1, 2, 3, 4, 5`,
    ),
  );
  seconds.analyze = await timed(async () => {
    for (const table of ['install_daily', 'pwa_users', 'install_events', 'channels']) await run(sql.raw(`analyze ${table}`));
  });
  const [daily] = await rows<{ n: number }>(sql`select count(*)::int as n from install_daily where account_id = ${accountId}`);

  const [operator] = await rows<{ id: number }>(
    sql`insert into users (username, password_hash, role, parent_id, app_key, app_secret, invite_code)
        values (${`bench_month_op_${suffix}`}, 'no-password', 'official', ${accountId}, ${`bmko-${suffix}`}, ${`bmso-${suffix}`}, ${`bmio-${suffix}`}) returning id`,
  );
  const token = randomBytes(32).toString('base64url');
  await run(
    sql`insert into sessions (user_id, token_hash, expires_at)
        values (${operator!.id}, ${createHash('sha256').update(token).digest('hex')}, now() + interval '1 day')`,
  );
  return {
    events,
    devices,
    dailyRows: daily!.n,
    token,
    appId: `bm${suffix}1`,
    channelId: firstChannel!.id + 1,
    // A device of the middle of the month.
    userId: ids!.first + Math.floor(devices / 2),
    seconds,
  };
}
