import type pg from 'pg';
import { pwaUsers } from '../../server/installs/tables';
import { keysetOrderOf } from '../../server/shared/list-query';
import { PLATFORMS, type BenchAccount } from './bench-account';
import { cursorAfterDeepRow, MILLION, secondsSince, type DeepList } from './deep-list';

/** Days over which the devices were last seen. */
const SEEN_DAYS = 90;
/** Multiplier coprime to a million: `n * SHUFFLE % MILLION` visits every number once, out of id order. */
export const SHUFFLE = 7919;
const COUNTRIES = "array['US','CN','DE','BR','IN','JP','GB','FR']";

/**
 * A million PWA users (devices) of the bench account in one statement: device n of app n % 5 and
 * channel n % 40 (none for one in ten), platform n % 6, last seen over the last 90 days in an order
 * unrelated to the ids (the list sorts by it), first seen up to 30 days before, three in four installed,
 * one in three subscribed. Their ids are consecutive from `firstId`.
 */
export async function seedMillionPwaUsers(client: pg.Client, account: BenchAccount, now: Date): Promise<DeepList & { firstId: number }> {
  const started = performance.now();
  await client.query(
    `insert into pwa_users (account_id, app_id, device_id, channel_id, platform, country, subscribed, installed_at, first_seen, last_seen)
     select $1, ($2::text[])[1 + n % $3::int], 'bench-device-' || n,
            case when n % 10 <> 0 then $4::int + n % $5::int end,
            (array['${PLATFORMS.join("','")}'])[1 + n % ${PLATFORMS.length}], (${COUNTRIES})[1 + n % 8],
            n % 3 = 0, case when n % 4 <> 0 then t.first_seen + interval '20 seconds' end, t.first_seen, t.last_seen
     from generate_series(0, $6::int - 1) n,
          lateral (select $7::timestamptz - (n::bigint * ${SHUFFLE} % $6::int) * (interval '${SEEN_DAYS} days' / $6::int) as last_seen) l,
          lateral (select l.last_seen, l.last_seen - (n::bigint * 104729 % (30 * 86400)) * interval '1 second' as first_seen) t
     order by n`,
    [
      account.accountId,
      `{${account.appIds.join(',')}}`,
      account.appIds.length,
      account.firstChannelId,
      account.channels,
      MILLION,
      now.toISOString(),
    ],
  );
  await client.query('analyze pwa_users');
  const {
    rows: [ids],
  } = await client.query<{ first: number; span: number; count: number }>(
    `select min(id)::int as first, max(id)::int - min(id)::int + 1 as span, count(*)::int as count from pwa_users where account_id = $1`,
    [account.accountId],
  );
  // The events and push subscriptions name device n by `firstId + n`.
  if (ids!.count !== MILLION || ids!.span !== MILLION) throw new Error('the bench PWA users do not have a million consecutive ids');
  const seconds = secondsSince(started);
  const order = keysetOrderOf({}, {}, { column: pwaUsers.lastSeen, direction: 'descend' }, pwaUsers.id);
  return {
    label: 'PWA users',
    path: '/api/v1/statistics/user_list',
    token: account.officialToken,
    firstId: ids!.first,
    ...(await cursorAfterDeepRow(client, order, {
      from: 'pwa_users',
      where: 'account_id = $1',
      params: [account.accountId],
      sortColumn: 'last_seen',
      idColumn: 'id',
    })),
    description: `pwa_users: ${MILLION} devices of 5 apps, 40 channels, 6 platforms, last seen over ${SEEN_DAYS} days out of id order (${seconds} s)`,
  };
}
