import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

export interface InstallVolume {
  /** Funnel events the daily aggregates stand for (visits + prompts + … + opens). */
  aggregatedEvents: number;
  dailyRows: number;
  pwaUsers: number;
  eventRows: number;
  token: string;
  appId: string;
  channelId: number;
  userId: number;
  seconds: number;
}

const APPS = 5;
const CHANNELS_PER_APP = 8;
const PLATFORMS = ['android', 'ios', 'windows', 'macos', 'linux', 'other'];
const DAYS = 365;

/**
 * A new master account with a year of traffic over 5 apps, 40 channels and 6 platforms, made with
 * `INSERT … SELECT generate_series` (one statement per table): daily aggregates standing for `events`
 * funnel events in all (as the ingestion would have summed them), and `users` PWA users with three or
 * four events each for the user list and its details. Answers a session token of the account's operator.
 */
export async function seedInstallVolume(db: Db, { events, users }: { events: number; users: number }): Promise<InstallVolume> {
  const started = performance.now();
  const run = (query: ReturnType<typeof sql>) => db.execute(query);
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const suffix = randomBytes(4).toString('hex');
  const [owner] = await rows<{ id: number }>(
    sql`insert into users (username, password_hash, role, app_key, app_secret, invite_code)
        values (${`bench_stats_${suffix}`}, 'no-password', 'master', ${`bk-${suffix}`}, ${`bs-${suffix}`}, ${`bi-${suffix}`}) returning id`,
  );
  const accountId = owner!.id;
  await run(
    sql`insert into apps (app_id, account_id, app_name)
        select 'bs' || ${suffix} || a, ${accountId}, 'Bench app ' || a from generate_series(1, ${APPS}::int) a`,
  );
  await run(
    sql`insert into channels (account_id, app_id, name, code)
        select ${accountId}, 'bs' || ${suffix} || a, 'Bench channel ' || a || '-' || c, 'bs' || ${suffix} || '-' || a || '-' || c
        from generate_series(1, ${APPS}::int) a, generate_series(1, ${CHANNELS_PER_APP}::int) c`,
  );
  const channelIds = (
    await rows<{ id: number; app_id: string }>(sql`select id, app_id from channels where account_id = ${accountId} order by id`)
  ).map((row) => row.id);
  const firstChannel = channelIds[0]!;
  const dailyRows = DAYS * APPS * CHANNELS_PER_APP * PLATFORMS.length;
  // Per row: visits v, and the rest of the funnel as shares of it; the sum over every row is `events`.
  const perRow = events / dailyRows;
  const visits = Math.max(1, Math.round(perRow / 2.2));
  await run(
    sql`insert into install_daily (account_id, day, app_id, channel_id, platform, visits, prompts, clicks, accepted, dismissed, installs, opens, billed_quota, billed_balance, amount)
        select ${accountId}, (current_date - d)::date, 'bs' || ${suffix} || a, ${firstChannel}::int + (a - 1) * ${CHANNELS_PER_APP}::int + (c - 1),
               (${sql.raw(`array['${PLATFORMS.join("','")}']`)})[p], ${visits}::int, ${Math.round(visits * 0.4)}::int, ${Math.round(visits * 0.3)}::int,
               ${Math.round(visits * 0.2)}::int, ${Math.round(visits * 0.1)}::int, ${Math.round(visits * 0.2)}::int, ${Math.round(visits * 0.1)}::int,
               ${Math.round(visits * 0.1)}::int, ${Math.round(visits * 0.1)}::int, ${Math.round(visits * 0.1) * 1200}::bigint
        from generate_series(0, ${DAYS - 1}::int) d, generate_series(1, ${APPS}::int) a,
             generate_series(1, ${CHANNELS_PER_APP}::int) c, generate_series(1, ${PLATFORMS.length}::int) p`,
  );
  const perVisitRow = 1 + 0.4 + 0.3 + 0.2 + 0.1 + 0.2 + 0.1;
  await run(
    sql`insert into pwa_users (account_id, app_id, device_id, channel_id, platform, subscribed, installed_at, first_seen, last_seen)
        select ${accountId}, 'bs' || ${suffix} || (1 + n % ${APPS}::int), 'bench-device-' || n, ${firstChannel}::int + n % ${channelIds.length}::int,
               (${sql.raw(`array['${PLATFORMS.join("','")}']`)})[1 + n % ${PLATFORMS.length}::int], n % 3 = 0,
               case when n % 4 = 0 then now() - (n * interval '7 seconds') end,
               now() - (n * interval '7 seconds') - interval '1 minute', now() - (n * interval '7 seconds')
        from generate_series(1, ${users}::int) n`,
  );
  await run(
    sql`insert into install_events (account_id, app_id, pwa_user_id, channel_id, step, platform, billing, created_at)
        select u.account_id, u.app_id, u.id, u.channel_id, s.step, u.platform,
               case when s.step = 'installed' then 'quota' end, u.first_seen + s.k * interval '10 seconds'
        from pwa_users u,
             (values (0, 'visit'), (1, 'prompt'), (2, 'click'), (3, 'installed')) as s(k, step)
        where u.account_id = ${accountId} and (s.step <> 'installed' or u.installed_at is not null)`,
  );
  const [counted] = await rows<{ n: number }>(sql`select count(*)::int as n from install_events where account_id = ${accountId}`);
  for (const table of ['install_daily', 'pwa_users', 'install_events', 'channels']) await run(sql.raw(`analyze ${table}`));
  // The statistics pages are an operator's (official); it reads its master's account.
  const [operator] = await rows<{ id: number }>(
    sql`insert into users (username, password_hash, role, parent_id, app_key, app_secret, invite_code)
        values (${`bench_stats_op_${suffix}`}, 'no-password', 'official', ${accountId}, ${`bko-${suffix}`}, ${`bso-${suffix}`}, ${`bio-${suffix}`}) returning id`,
  );
  const token = randomBytes(32).toString('base64url');
  await run(
    sql`insert into sessions (user_id, token_hash, expires_at)
        values (${operator!.id}, ${createHash('sha256').update(token).digest('hex')}, now() + interval '1 day')`,
  );
  const [user] = await rows<{ id: number }>(sql`select id from pwa_users where account_id = ${accountId} order by last_seen desc limit 1`);
  return {
    aggregatedEvents: Math.round(dailyRows * visits * perVisitRow),
    dailyRows,
    pwaUsers: users,
    eventRows: counted!.n,
    token,
    appId: `bs${suffix}1`,
    channelId: firstChannel,
    userId: user!.id,
    seconds: (performance.now() - started) / 1000,
  };
}
