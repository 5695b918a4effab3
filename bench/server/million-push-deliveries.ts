import type pg from 'pg';
import { pushDeliveries, pushSubscriptions } from '../../server/push/tables';
import { keysetOrderOf } from '../../server/shared/list-query';
import type { BenchAccount } from './bench-account';
import { cursorAfterDeepRow, MILLION, secondsSince, type DeepList } from './deep-list';

/**
 * One sent push message of the bench account with a million deliveries: a subscription for each of the
 * account's million PWA users (one statement; changed when the user was last seen, 5% unsubscribed since),
 * then a delivery to each (one statement), tried an hour ago: 96% accepted, 2% failed, 2% gone. Every delivery is finished, so the push workers claim none.
 * (The product's deliveries of one push go to one app's subscribers; with a million devices over five
 * apps this push reaches all of them, which the delivery list does not look at.)
 */
export async function seedMillionPushDeliveries(client: pg.Client, account: BenchAccount, now: Date): Promise<DeepList[]> {
  const started = performance.now();
  await client.query(
    `insert into push_subscriptions (account_id, app_id, pwa_user_id, endpoint, p256dh, auth, state, platform, country, channel_id, created_at, updated_at)
     select account_id, app_id, id, 'https://push.invalid/' || device_id, 'p256dh', 'auth',
            case when id % 20 = 0 then 'unsubscribed' else 'subscribed' end, platform, country, channel_id, first_seen, last_seen
     from pwa_users where account_id = $1 order by id`,
    [account.accountId],
  );
  const {
    rows: [push],
  } = await client.query<{ id: number }>(
    `insert into push_messages (account_id, app_id, title, body, audience, state, started_at, sent_at, total, sent, accepted, failed, created_at)
     values ($1, $2, 'Bench push', 'To every device', '{"kind":"all"}', 'sent', $3::timestamptz - interval '1 hour',
             $3::timestamptz - interval '50 minutes', ${MILLION}, ${MILLION}, ${(MILLION * 96) / 100}, ${(MILLION * 4) / 100},
             $3::timestamptz - interval '2 hours')
     returning id`,
    [account.accountId, account.appIds[0], now.toISOString()],
  );
  await client.query(
    `insert into push_deliveries (account_id, push_id, subscription_id, state, attempts, status_code, sent_at, created_at)
     select s.account_id, $2, s.id, o.state, 1, o.status,
            $3::timestamptz - interval '1 hour' + (row_number() over (order by s.id)) * (interval '10 minutes' / ${MILLION}),
            $3::timestamptz - interval '1 hour'
     from push_subscriptions s,
          lateral (select case s.id % 50 when 0 then 'gone' when 1 then 'failed' else 'accepted' end as state,
                          case s.id % 50 when 0 then 410 when 1 then 500 else 201 end as status) o
     where s.account_id = $1 order by s.id`,
    [account.accountId, push!.id, now.toISOString()],
  );
  await client.query('analyze push_subscriptions');
  await client.query('analyze push_deliveries');
  const seconds = secondsSince(started);
  const order = keysetOrderOf({}, {}, { column: pushDeliveries.id, direction: 'descend' }, pushDeliveries.id);
  const subscriberOrder = keysetOrderOf({}, {}, { column: pushSubscriptions.updatedAt, direction: 'descend' }, pushSubscriptions.id);
  const subscribers: DeepList = {
    label: 'push subscribers',
    path: '/api/v1/push/subscriber_list',
    token: account.officialToken,
    ...(await cursorAfterDeepRow(client, subscriberOrder, {
      from: 'push_subscriptions',
      where: 'account_id = $1',
      params: [account.accountId],
      sortColumn: 'updated_at',
      idColumn: 'id',
      shownIdColumn: 'pwa_user_id',
    })),
    description: `push_subscriptions: one per PWA user (${MILLION}), latest change first, 5% unsubscribed (with the deliveries)`,
  };
  const deliveries: DeepList = {
    label: 'push deliveries',
    path: `/api/v1/push/delivery_list?push_id=${push!.id}`,
    token: account.officialToken,
    ...(await cursorAfterDeepRow(client, order, {
      from: 'push_deliveries',
      where: 'push_id = $1',
      params: [push!.id],
      sortColumn: 'id',
      idColumn: 'id',
    })),
    description: `push_deliveries: one push to ${MILLION} subscriptions (one per PWA user), 96% accepted (${seconds} s)`,
  };
  return [subscribers, deliveries];
}
