import type pg from 'pg';
import { packageUsageRecords } from '../../server/packages/tables';
import { keysetOrderOf } from '../../server/shared/list-query';
import type { BenchAccount } from './bench-account';
import { cursorAfterDeepRow, MILLION, secondsSince, type DeepList } from './deep-list';
import { EVENT_DAYS, timeOfRow } from './million-install-events';

/**
 * A million package usage records of the bench account in one statement, over the last `EVENT_DAYS`
 * days, all of one base subscription (of the catalogue's first base plan, quota large enough), each
 * naming install event `firstEventId + n` (the list describes a page's records from their events).
 */
export async function seedMillionUsageRecords(
  client: pg.Client,
  account: BenchAccount,
  firstEventId: number,
  now: Date,
): Promise<DeepList> {
  const started = performance.now();
  const {
    rows: [subscription],
  } = await client.query<{ id: number }>(
    `insert into package_subscriptions (account_id, plan_id, kind, starts_at, ends_at, install_quota, installs_used, app_limit, domain_limit, period_price, period_days)
     select $1, id, 'base', $2::timestamptz - interval '${EVENT_DAYS + 1} days', $2::timestamptz + interval '30 days', ${2 * MILLION}, ${MILLION},
            app_limit, domain_limit, price, duration_days
     from package_plans where kind = 'base' order by id limit 1
     returning id`,
    [account.accountId, now.toISOString()],
  );
  if (!subscription) throw new Error('the package catalogue has no base plan (the demo seed makes them)');
  await client.query(
    `insert into package_usage_records (account_id, subscription_id, kind, quantity, reference, created_at)
     select $1, $2, 'install', 1, 'install:' || ($3::bigint + n), ${timeOfRow('n', '$4')}
     from generate_series(0, ${MILLION - 1}) n order by n`,
    [account.accountId, subscription.id, firstEventId, now.toISOString()],
  );
  await client.query('analyze package_usage_records');
  const seconds = secondsSince(started);
  const order = keysetOrderOf({}, {}, { column: packageUsageRecords.createdAt, direction: 'descend' }, packageUsageRecords.id);
  return {
    label: 'package usage records',
    path: '/api/v1/packages/usage_records',
    token: account.masterToken,
    ...(await cursorAfterDeepRow(client, order, {
      from: 'package_usage_records',
      where: 'account_id = $1',
      params: [account.accountId],
      sortColumn: 'created_at',
      idColumn: 'id',
    })),
    description: `package_usage_records: ${MILLION} installs taken from one base subscription over ${EVENT_DAYS} days, each naming its install event (${seconds} s)`,
  };
}
