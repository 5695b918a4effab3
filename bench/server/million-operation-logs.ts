import type pg from 'pg';
import { operationLogs } from '../../server/operation-log/tables';
import { keysetOrderOf } from '../../server/shared/list-query';
import type { BenchAccount } from './bench-account';
import { cursorAfterDeepRow, MILLION, secondsSince, type DeepList } from './deep-list';
import { newBenchUser, newSessionToken } from './bench-sessions';

/** Days the log spreads over (within the log's default keeping of 90 days, so the pruning leaves it). */
const LOG_DAYS = 60;
const OPERATIONS: [string, string, string][] = [
  ['channelEdit', 'PUT', '/api/v1/channel/edit'],
  ['channelAdd', 'POST', '/api/v1/channel/add'],
  ['appEdit', 'PUT', '/api/v1/app/edit'],
  ['pushCreate', 'POST', '/api/v1/push/create'],
  ['domainBind', 'POST', '/api/v1/domain/bind'],
  ['packageBuy', 'POST', '/api/v1/packages/buy'],
];

/**
 * A million operation log rows (platform-wide) in one statement, over the last `LOG_DAYS` days in time
 * order: calls of the bench account's master (three in five), of its access key (one in five), of a
 * platform admin (one in five); six operations; one in twenty-five refused with 403 and one in thirty
 * with 400. Answers the list for a new platform admin's session.
 */
export async function seedMillionOperationLogs(client: pg.Client, account: BenchAccount, now: Date): Promise<DeepList> {
  const started = performance.now();
  const adminId = await newBenchUser(client, 'admin');
  const column = (i: number) => `array['${OPERATIONS.map((operation) => operation[i]).join("','")}']`;
  await client.query(
    `insert into operation_logs (user_id, username, role, account_id, operation_id, method, path, target, status, code, ip, duration_ms, created_at)
     select case w.who when 'master' then $1::int when 'admin' then $2::int end, case w.who when 'sdk' then '' else 'bench_' || w.who end, w.who,
            case w.who when 'admin' then null else $1::int end,
            (${column(0)})[1 + n % ${OPERATIONS.length}], (${column(1)})[1 + n % ${OPERATIONS.length}], (${column(2)})[1 + n % ${OPERATIONS.length}],
            'ids=' || (n % 5000), o.status, case o.status when 200 then 0 else o.status end,
            '10.' || (n % 200) || '.' || (n % 250) || '.' || (n % 199), 3 + n % 200,
            $3::timestamptz - interval '${LOG_DAYS} days' + n * (interval '${LOG_DAYS} days' / ${MILLION})
     from generate_series(0, ${MILLION - 1}) n,
          lateral (select case n % 5 when 0 then 'admin' when 1 then 'sdk' else 'master' end as who) w,
          lateral (select case when n % 25 = 0 then 403 when n % 30 = 0 then 400 else 200 end as status) o
     order by n`,
    [account.accountId, adminId, now.toISOString()],
  );
  await client.query('analyze operation_logs');
  const seconds = secondsSince(started);
  const order = keysetOrderOf({}, {}, { column: operationLogs.createdAt, direction: 'descend' }, operationLogs.id);
  return {
    label: 'operation log',
    path: '/admin/v1/log/list',
    token: await newSessionToken(client, adminId),
    ...(await cursorAfterDeepRow(client, order, {
      from: 'operation_logs',
      where: 'true',
      params: [],
      sortColumn: 'created_at',
      idColumn: 'id',
    })),
    description: `operation_logs: ${MILLION} rows platform-wide over ${LOG_DAYS} days, read by a platform admin (${seconds} s)`,
  };
}
