import { eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { apps, users } from '../db/schema';
import { operationLogs, type OperationLogRole } from '../operation-log/tables';
import { DAY_MS } from '../shared/days';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The demo log's addresses: TEST-NET-3 (RFC 5737), which only demo rows use, so the step can tell its rows. */
const DEMO_NETWORK = '203.0.113.';

interface DemoCall {
  who: 'admin' | 'demo' | 'operator';
  operationId: string;
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** The target, `{app}` standing for the demo's first app. */
  target: string;
  status?: number;
  code?: number;
  /** How long ago, in hours. */
  hoursAgo: number;
}

/** A few days of the demo accounts changing things, a few calls refused. */
const CALLS: DemoCall[] = [
  { who: 'admin', operationId: 'rechargePlanEdit', method: 'PUT', path: '/admin/v1/recharge-plan/edit', target: 'id=2', hoursAgo: 140 },
  { who: 'admin', operationId: 'adminMenuEdit', method: 'PUT', path: '/admin/v1/admin-menu/edit', target: 'id=4', hoursAgo: 118 },
  { who: 'demo', operationId: 'newApp', method: 'POST', path: '/api/v1/new_app', target: '', hoursAgo: 100 },
  { who: 'demo', operationId: 'channelAdd', method: 'POST', path: '/api/v1/channel/add', target: 'app_id={app}', hoursAgo: 97 },
  { who: 'operator', operationId: 'sdkKeyAdd', method: 'POST', path: '/api/v1/sdk/key/add', target: '', hoursAgo: 80 },
  {
    who: 'operator',
    operationId: 'accountAdd',
    method: 'POST',
    path: '/api/v1/account/add',
    target: '',
    status: 403,
    code: 403,
    hoursAgo: 79,
  },
  { who: 'demo', operationId: 'recharge', method: 'POST', path: '/api/v1/order/recharge', target: 'plan_id=1', hoursAgo: 72 },
  { who: 'demo', operationId: 'channelEdit', method: 'PUT', path: '/api/v1/channel/edit', target: 'id=1 app_id={app}', hoursAgo: 50 },
  { who: 'operator', operationId: 'pushAdd', method: 'POST', path: '/api/v1/push/add', target: 'app_id={app}', hoursAgo: 30 },
  { who: 'demo', operationId: 'passwordEdit', method: 'PUT', path: '/api/v1/user/password_edit', target: '', code: 100006, hoursAgo: 26 },
  { who: 'demo', operationId: 'passwordEdit', method: 'PUT', path: '/api/v1/user/password_edit', target: '', hoursAgo: 25.9 },
  { who: 'admin', operationId: 'adminAppBan', method: 'POST', path: '/admin/v1/app/app_ban', target: 'app_id={app}', hoursAgo: 20 },
  { who: 'admin', operationId: 'adminAppBan', method: 'POST', path: '/admin/v1/app/app_ban', target: 'app_id={app}', hoursAgo: 19.5 },
  { who: 'operator', operationId: 'sdkKeyRotate', method: 'POST', path: '/api/v1/sdk/key/rotate', target: 'id=1', hoursAgo: 8 },
  {
    who: 'demo',
    operationId: 'appState',
    method: 'POST',
    path: '/api/v1/app_state',
    target: 'app_id={app}',
    status: 400,
    code: 400,
    hoursAgo: 3,
  },
  { who: 'operator', operationId: 'noticeRead', method: 'PUT', path: '/api/v1/notice/read', target: 'ids=1,2', hoursAgo: 1 },
];

/**
 * Operation log rows of the demo admin, master and operator over the last days, so the admin's log
 * page shows something. Added once: not when the log already holds a demo row.
 */
export async function seedDemoOperationLogs(tx: Tx, demoId: number, now = Date.now()) {
  const [seeded] = await tx
    .select({ id: operationLogs.id })
    .from(operationLogs)
    .where(like(operationLogs.ip, `${DEMO_NETWORK}%`))
    .limit(1);
  if (seeded) return;
  const people = await tx
    .select({ id: users.id, username: users.username, role: users.role, parentId: users.parentId })
    .from(users)
    .where(inArray(users.username, ['admin', 'demo', 'operator']));
  const byName = new Map(people.map((person) => [person.username, person]));
  const [app] = await tx.select({ appId: apps.appId }).from(apps).where(eq(apps.accountId, demoId)).orderBy(apps.id).limit(1);
  const rows = CALLS.flatMap((entry, i) => {
    const person = byName.get(entry.who);
    if (!person) return [];
    const accountId = person.role === 'admin' ? null : person.role === 'official' ? (person.parentId ?? demoId) : person.id;
    return [
      {
        userId: person.id,
        username: person.username,
        role: person.role as OperationLogRole,
        accountId,
        operationId: entry.operationId,
        method: entry.method,
        path: entry.path,
        target: entry.target.replaceAll('{app}', app?.appId ?? 'demo'),
        status: entry.status ?? 200,
        code: entry.code ?? 0,
        ip: `${DEMO_NETWORK}${20 + (i % 3)}`,
        durationMs: 6 + ((i * 17) % 45),
        createdAt: new Date(now - entry.hoursAgo * (DAY_MS / 24)),
      },
    ];
  });
  if (rows.length) await tx.insert(operationLogs).values(rows);
}
