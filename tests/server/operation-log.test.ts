/**
 * The operation log: a row for every changing call of a signed-in user or an access key (resource and
 * service operations, refused and bad-input calls, signed calls), with who, account, target, status and
 * duration right; never a password, code or secret; GET calls and anonymous callers not logged; the
 * admin's list and its filters; the daily pruning of old rows, once a day across processes.
 */
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps } from '../../server/apps/tables';
import { users } from '../../server/auth/tables';
import { operationLogs } from '../../server/operation-log/tables';
import { scheduledJobRuns } from '../../server/jobs/tables';
import { seedDemoOperationLogs } from '../../server/demo/seed-operation-logs';
import { PRUNE_JOB, pruneOperationLogs } from '../../server/operation-log/operation-log-pruning';
import { operationTarget } from '../../server/operation-log/operation-log-target';
import { DAY_MS } from '../../server/shared/days';
import { startTestServer, type TestServer } from '../support/test-db';
import { inject, insertUser, signIn, userByName } from './helpers';
import { signed } from './operation-requests';

let server: TestServer;
const tokens: Record<string, string> = {};
let demoId: number;

beforeAll(async () => {
  server = await startTestServer();
  tokens.admin = await signIn(server, 'admin', 'admin123');
  tokens.master = await signIn(server, 'demo', 'demo123');
  tokens.official = await signIn(server, 'operator', 'operator123');
  demoId = (await userByName(server.database, 'demo')).id;
});
afterAll(() => server?.close());

const call = (who: keyof typeof tokens | undefined, method: string, url: string, body?: unknown) =>
  inject(server, method, url, { lang: 'en', ...(who ? { token: tokens[who] } : {}), ...(body !== undefined ? { body } : {}) });

/** This file's log rows of one operation (the demo seed's come from elsewhere), oldest first, once every answered call's row is written. */
async function rowsOf(operationId: string) {
  await flush();
  return server.database.db
    .select()
    .from(operationLogs)
    .where(and(eq(operationLogs.operationId, operationId), eq(operationLogs.ip, '127.0.0.1')))
    .orderBy(operationLogs.id);
}

/** The admin's list waits for the rows of every call answered before it. */
const flush = () => listAsAdmin({});

/** The admin's list (which waits for the rows of the calls answered before it). */
function listAsAdmin(query: Record<string, string | number>) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return call('admin', 'GET', `/admin/v1/log/list?${search}`);
}

describe('what is logged', () => {
  it("logs a resource's add, edit and del with the admin as caller and the record as target", async () => {
    const added = await call('admin', 'POST', '/admin/v1/recharge-plan/add', { amount: 77_0000 });
    expect(added.code).toBe(0);
    const id = added.data.id as number;
    expect((await call('admin', 'PUT', '/admin/v1/recharge-plan/edit', { id, amount: 78_0000 })).code).toBe(0);
    expect((await call('admin', 'DELETE', '/admin/v1/recharge-plan/del', { ids: [id] })).code).toBe(0);
    const [add] = await rowsOf('rechargePlanAdd');
    const [edit] = await rowsOf('rechargePlanEdit');
    const [del] = await rowsOf('rechargePlanDel');
    const admin = await userByName(server.database, 'admin');
    for (const row of [add, edit, del]) {
      expect(row).toMatchObject({
        userId: admin.id,
        username: 'admin',
        role: 'admin',
        accountId: null,
        status: 200,
        code: 0,
        ip: '127.0.0.1',
      });
      expect(row!.durationMs).toBeGreaterThanOrEqual(0);
    }
    expect(add).toMatchObject({ method: 'POST', path: '/admin/v1/recharge-plan/add', target: '' });
    expect(edit!.target).toBe(`id=${id}`);
    expect(del!.target).toBe(`ids=${id}`);
  });

  it("logs a service operation with the official's master as the account", async () => {
    const [app] = await server.database.db.select({ appId: apps.appId }).from(apps).where(eq(apps.accountId, demoId)).limit(1);
    const answer = await call('master', 'POST', '/api/v1/channel/add', { app_id: app!.appId, name: 'Logged channel', remark: 'free text' });
    expect(answer.code).toBe(0);
    const [row] = await rowsOf('channelAdd');
    expect(row).toMatchObject({
      username: 'demo',
      role: 'master',
      accountId: demoId,
      status: 200,
      code: 0,
      target: `app_id=${app!.appId}`,
    });
    expect(JSON.stringify(row)).not.toContain('free text');

    expect((await call('official', 'POST', '/api/v1/sdk/key/add', { name: 'Logged key' })).code).toBe(0);
    const [key] = await rowsOf('sdkKeyAdd');
    expect(key).toMatchObject({ username: 'operator', role: 'official', accountId: demoId, status: 200 });
  });

  it('logs a call refused for its role (403) with the refused caller', async () => {
    const answer = await call('master', 'POST', '/admin/v1/recharge-plan/add', { amount: 50_0000 });
    expect(answer.status).toBe(403);
    const refused = (await rowsOf('rechargePlanAdd')).filter((row) => row.status === 403);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ username: 'demo', role: 'master', accountId: demoId, code: 403 });
  });

  it('logs a bad input (400) and a business refusal (its code)', async () => {
    expect((await call('admin', 'PUT', '/admin/v1/recharge-plan/edit', { id: 1, amount: 'a lot' })).status).toBe(400);
    const bad = (await rowsOf('rechargePlanEdit')).filter((row) => row.status === 400);
    expect(bad).toEqual([expect.objectContaining({ username: 'admin', code: 400, target: 'id=1' })]);

    await insertUser(server.database, { username: 'oplog_wrong', password: 'oplog-pass-1', role: 'master' });
    const token = await signIn(server, 'oplog_wrong', 'oplog-pass-1');
    const wrong = await inject(server, 'PUT', '/api/v1/user/password_edit', {
      token,
      body: { old_password: 'not-it-77', new_password: 'changed-77', password_confirmation: 'changed-77' },
    });
    expect(wrong.code).toBe(100006);
    const rows = (await rowsOf('passwordEdit')).filter((row) => row.username === 'oplog_wrong');
    expect(rows).toEqual([expect.objectContaining({ status: 200, code: 100006, target: '' })]);
  });

  it('logs a call signed with an access key as the key of its account', async () => {
    const [demo] = await server.database.db.select().from(users).where(eq(users.id, demoId));
    const [app] = await server.database.db.select({ appId: apps.appId }).from(apps).where(eq(apps.accountId, demoId)).limit(1);
    const url = '/api/v1/sdk/event';
    const body = { app_id: app!.appId, device: 'oplog-device-0001', kind: 'conversion', name: 'purchase', value: 1_0000 };
    const answer = await inject(server, 'POST', url, signed({ appKey: demo!.appKey, secret: demo!.appSecret }, 'POST', url, { body }));
    expect(answer.code).toBe(0);
    const [row] = await rowsOf('sdkEventReport');
    expect(row).toMatchObject({ userId: null, role: 'sdk', accountId: demoId, status: 200, target: `app_id=${app!.appId}` });
    expect(JSON.stringify(row)).not.toContain(demo!.appSecret);
  });

  it('logs no GET and no caller without a valid token', async () => {
    expect((await call('official', 'GET', '/api/v1/sdk/key/list')).code).toBe(0);
    expect((await listAsAdmin({})).code).toBe(0);
    expect(await rowsOf('sdkKeyList')).toEqual([]);
    expect(await rowsOf('adminOperationLogList')).toEqual([]);

    expect((await call(undefined, 'POST', '/api/v1/channel/add', { app_id: 'x', name: 'anonymous' })).status).toBe(401);
    const before = (await rowsOf('channelAdd')).length;
    expect((await inject(server, 'POST', '/api/v1/channel/add', { token: 'not-a-token', body: { app_id: 'x', name: 'n' } })).status).toBe(
      401,
    );
    expect(await rowsOf('channelAdd')).toHaveLength(before);
  });
});

describe('never a secret', () => {
  it('keeps no password, code, token or secret of the calls that carry them', async () => {
    const secrets: string[] = [];
    await insertUser(server.database, { username: 'oplog_secret', password: 'Original-Pass-901', role: 'master' });
    const token = await signIn(server, 'oplog_secret', 'Original-Pass-901');
    secrets.push('Original-Pass-901', token);
    const edit = await inject(server, 'PUT', '/api/v1/user/password_edit', {
      token,
      body: { old_password: 'Original-Pass-901', new_password: 'Changed-Pass-902', password_confirmation: 'Changed-Pass-902' },
    });
    expect(edit.code).toBe(0);
    secrets.push('Changed-Pass-902');
    const token2 = await signIn(server, 'oplog_secret', 'Changed-Pass-902');
    secrets.push(token2);

    // Authenticator binding (a wrong code is logged too) and the unlock screen's password.
    const bind = await inject(server, 'GET', '/api/v1/user/get_google_bind_url', { token: token2 });
    secrets.push(bind.data.secret);
    await inject(server, 'PUT', '/api/v1/user/bind_google_captcha', { token: token2, body: { google_captcha: '918273' } });
    secrets.push('918273');
    await inject(server, 'PUT', '/api/v1/user/unlock', { token: token2, body: { password: 'Unlock-Guess-903' } });
    secrets.push('Unlock-Guess-903');

    // An operator's password set by the master, and access keys created and rotated.
    const created = await call('master', 'POST', '/api/v1/account/add', {
      username: 'oplog_operator',
      email: 'oplog_operator@example.test',
      password: 'Operator-Pass-904',
      password_confirmation: 'Operator-Pass-904',
    });
    expect(created.code).toBe(0);
    const operator = await userByName(server.database, 'oplog_operator');
    await call('master', 'PUT', '/api/v1/account/reset_password', {
      id: operator.id,
      password: 'Operator-Pass-905',
      password_confirmation: 'Operator-Pass-905',
    });
    secrets.push('Operator-Pass-904', 'Operator-Pass-905');
    const key = await call('official', 'POST', '/api/v1/sdk/key/add', { name: 'Secret key' });
    const rotated = await call('official', 'POST', '/api/v1/sdk/key/rotate', { id: key.data.id });
    expect(rotated.code).toBe(0);
    secrets.push(key.data.app_secret, rotated.data.app_secret);

    await flush();
    const dump = (await server.database.db.execute(sql`select t::text as line from operation_logs t`)) as unknown as {
      rows: { line: string }[];
    };
    const text = dump.rows.map((row) => row.line).join('\n');
    for (const operation of ['passwordEdit', 'bindGoogleCaptcha', 'unlockScreen', 'accountAdd', 'accountResetPassword', 'sdkKeyRotate']) {
      expect(text).toContain(operation);
    }
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(5);
      expect(text).not.toContain(secret);
    }
  });

  it('makes a target of identifying fields only', () => {
    expect(operationTarget({ id: 3 }, { ids: [1, 2], password: 'x', name: 'free', app_id: 'ab12' })).toBe('id=3 ids=1,2 app_id=ab12');
    expect(operationTarget({ ids: Array.from({ length: 12 }, (_, i) => i + 1) })).toBe('ids=1,2,3,4,5,6,7,8,9,10,+2');
    expect(operationTarget({ app_id: 'has space', qr_id: 'q1', code: '123456' })).toBe('');
  });
});

describe("the admin's list", () => {
  it('filters by user, operation, result, status and days, newest first', async () => {
    // The whole user name, any case; a part of it is no user's name.
    const byUser = await listAsAdmin({ username: 'OPLOG_Wrong' });
    expect(byUser.data.items.length).toBeGreaterThan(0);
    expect(byUser.data.items.every((row: { username: string }) => row.username === 'oplog_wrong')).toBe(true);
    expect((await listAsAdmin({ username: 'OPLOG_wr' })).data).toEqual({ items: [], total: 0 });

    const byOperation = await listAsAdmin({ operation_id: 'rechargePlanDel' });
    expect(byOperation.data).toMatchObject({ total: 1, items: [{ operation_id: 'rechargePlanDel', result: 'success', account: '' }] });

    const refused = await listAsAdmin({ result: 'refused', pageSize: 1000 });
    expect(refused.data.items.length).toBeGreaterThan(2);
    expect(refused.data.items.every((row: { status: number; code: number }) => row.status >= 400 || row.code !== 0)).toBe(true);
    const succeeded = await listAsAdmin({ result: 'success', pageSize: 1000 });
    expect(succeeded.data.items.every((row: { result: string }) => row.result === 'success')).toBe(true);

    const forbidden = await listAsAdmin({ status: 403, pageSize: 1000 });
    expect(forbidden.data.items.map((row: { operation_id: string }) => row.operation_id)).toContain('rechargePlanAdd');
    expect(forbidden.data.items.every((row: { status: number }) => row.status === 403)).toBe(true);

    const channel = await listAsAdmin({ operation_id: 'channelAdd' });
    expect(channel.data.items[0]).toMatchObject({ account: 'demo', account_id: demoId, role: 'master' });

    const today = new Date().toISOString().slice(0, 10);
    const all = await listAsAdmin({ pageSize: 1000 });
    const ofToday = all.data.items.filter((row: { created_at: string }) => row.created_at.startsWith(today)).length;
    expect(ofToday).toBeGreaterThan(10);
    expect((await listAsAdmin({ created_at_start: today, created_at_end: today, pageSize: 1000 })).data.total).toBe(ofToday);
    expect((await listAsAdmin({ created_at_end: '2020-01-01' })).data.total).toBe(0);
    const times = all.data.items.map((row: { created_at: string }) => row.created_at);
    expect([...times].sort().reverse()).toEqual(times);

    const first = await listAsAdmin({ pageSize: 2, cursor: '' });
    const second = await listAsAdmin({ pageSize: 2, cursor: first.data.next_cursor });
    expect(second.data.items).toEqual(all.data.items.slice(2, 4));
    expect(second.data.total).toBeUndefined();
  });

  it('offers the logged operations to its operation filter', async () => {
    const answer = await call('admin', 'GET', '/admin/v1/log/operations');
    const values = answer.data.items.map((item: { value: string }) => item.value);
    expect(values).toEqual(expect.arrayContaining(['rechargePlanAdd', 'channelAdd', 'passwordEdit', 'sdkEventReport']));
    expect(values).not.toContain('adminOperationLogList');
    expect(values).not.toContain('login');
  });

  it('refuses a day that does not exist', async () => {
    expect((await listAsAdmin({ created_at_start: '2026-02-31' })).status).toBe(400);
  });
});

describe('demo rows', () => {
  it("shows the demo accounts' changes of the last days, added once", async () => {
    const demoRows = async () =>
      server.database.db.select().from(operationLogs).where(like(operationLogs.ip, '203.0.113.%')).orderBy(operationLogs.id);
    const seeded = await demoRows();
    expect(new Set(seeded.map((row) => row.username))).toEqual(new Set(['admin', 'demo', 'operator']));
    expect(seeded.some((row) => row.status === 403)).toBe(true);
    await server.database.db.transaction((tx) => seedDemoOperationLogs(tx, demoId));
    expect(await demoRows()).toHaveLength(seeded.length);
  });
});

describe('pruning', () => {
  it('removes only rows older than the kept days, once a day across restarts', async () => {
    const db = server.database.db;
    const now = new Date(Date.UTC(2031, 5, 15, 12));
    const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const row = (username: string, createdAt: Date) => ({
      username,
      role: 'admin' as const,
      operationId: 'pruneProbe',
      method: 'POST',
      path: '/probe',
      status: 200,
      createdAt,
    });
    await db.insert(operationLogs).values([row('old_a', at(91)), row('old_b', at(400)), row('kept_a', at(89)), row('kept_b', at(1))]);
    const before = (await db.select().from(operationLogs)).length;

    // This file's calls, made years before `now`, go too: only the probes of the last 90 days remain.
    expect(await pruneOperationLogs(db, 90, now)).toEqual({ ran: true, deleted: before - 2 });
    const probes = await db
      .select({ username: operationLogs.username })
      .from(operationLogs)
      .where(eq(operationLogs.operationId, 'pruneProbe'));
    expect(probes.map((p) => p.username).sort()).toEqual(['kept_a', 'kept_b']);
    expect((await db.select().from(operationLogs)).length).toBe(2);
    expect(before).toBeGreaterThan(4);

    // The run is stamped: another process (or this one after a restart) does not run again that day.
    await db.insert(operationLogs).values(row('old_c', at(200)));
    expect(await pruneOperationLogs(db, 90, new Date(now.getTime() + DAY_MS - 1))).toEqual({ ran: false, deleted: 0 });
    const [stamp] = await db.select().from(scheduledJobRuns).where(eq(scheduledJobRuns.name, PRUNE_JOB));
    expect(stamp!.lastRunAt.toISOString()).toBe(now.toISOString());
    expect(await pruneOperationLogs(db, 90, new Date(now.getTime() + DAY_MS))).toEqual({ ran: true, deleted: 1 });

    // Two processes due at once (two connections on PostgreSQL): one prunes, the other skips.
    await db.insert(operationLogs).values(row('old_d', at(300)));
    const later = new Date(now.getTime() + 3 * DAY_MS);
    const both = await Promise.all([pruneOperationLogs(db, 90, later), pruneOperationLogs(db, 90, later)]);
    // old_d, and kept_a, 92 days old by then.
    expect(both.filter((outcome) => outcome.ran)).toEqual([{ ran: true, deleted: 2 }]);
  });
});
