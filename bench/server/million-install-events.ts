import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { PlatformDb } from '../../server/db/client';
import { maintainInstallEventPartitions } from '../../server/installs/install-event-partitions';
import { installEvents } from '../../server/installs/tables';
import { DAY_MS } from '../../server/shared/days';
import { keysetOrderOf } from '../../server/shared/list-query';
import { PLATFORMS, type BenchAccount } from './bench-account';
import { cursorAfterDeepRow, MILLION, secondsSince, type DeepList } from './deep-list';

/** Days the events (and the billing rows made after them) spread over, ending now. */
export const EVENT_DAYS = 28;
/** The step of event n is `STEPS[n % 10]`: most events are visits. */
const STEPS = ['visit', 'visit', 'visit', 'visit', 'prompt', 'click', 'accepted', 'installed', 'standalone', 'dismissed'];

/**
 * The time of row n (from 0) of a million spread evenly over the `EVENT_DAYS` before `$now`, in SQL:
 * rows written in time order, so their ids grow with it, as the product writes them.
 */
export const timeOfRow = (n: string, now: string) =>
  `${now}::timestamptz - interval '${EVENT_DAYS} days' + ${n} * (interval '${EVENT_DAYS} days' / ${MILLION})`;

/**
 * A million install events of the bench account in one statement: event n of device n (`firstUserId + n`,
 * its app, channel and platform), steps mostly visits (an install billed from the quota one in ten), over
 * the last `EVENT_DAYS` days. The months they fall in get their partitions first, as the daily partition
 * job makes them. Their ids are consecutive from `firstId`.
 */
export async function seedMillionInstallEvents(
  client: pg.Client,
  account: BenchAccount,
  firstUserId: number,
  now: Date,
): Promise<DeepList & { firstId: number }> {
  const started = performance.now();
  await maintainInstallEventPartitions(drizzle(client) as unknown as PlatformDb, new Date(now.getTime() - EVENT_DAYS * DAY_MS), {
    keepMonths: 0,
  });
  await client.query(
    `insert into install_events (account_id, app_id, pwa_user_id, channel_id, step, platform, billing, created_at)
     select $1, ($2::text[])[1 + e % $3::int], $4::int + e, case when e % 10 <> 0 then $5::int + e % $6::int end,
            (array['${STEPS.join("','")}'])[1 + e % 10], (array['${PLATFORMS.join("','")}'])[1 + e % ${PLATFORMS.length}],
            case when e % 10 = 7 then 'quota' end, ${timeOfRow('e', '$7')}
     from generate_series(0, ${MILLION - 1}) e order by e`,
    [
      account.accountId,
      `{${account.appIds.join(',')}}`,
      account.appIds.length,
      firstUserId,
      account.firstChannelId,
      account.channels,
      now.toISOString(),
    ],
  );
  await client.query('analyze install_events');
  const {
    rows: [ids],
  } = await client.query<{ first: string; span: string; count: number }>(
    `select min(id) as first, max(id) - min(id) + 1 as span, count(*)::int as count from install_events where account_id = $1`,
    [account.accountId],
  );
  if (ids!.count !== MILLION || Number(ids!.span) !== MILLION)
    throw new Error('the bench install events do not have a million consecutive ids');
  const seconds = secondsSince(started);
  const order = keysetOrderOf({}, {}, { column: installEvents.createdAt, direction: 'descend' }, installEvents.id);
  return {
    label: 'install events',
    path: '/api/v1/statistics/event_list',
    token: account.officialToken,
    firstId: Number(ids!.first),
    ...(await cursorAfterDeepRow(client, order, {
      from: 'install_events',
      where: 'account_id = $1',
      params: [account.accountId],
      sortColumn: 'created_at',
      idColumn: 'id',
    })),
    description: `install_events: ${MILLION} events of those devices over ${EVENT_DAYS} days in their month partitions, one in ten an install (${seconds} s)`,
  };
}
