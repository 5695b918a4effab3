import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { startTestServer, type TestServer } from '../support/test-db';
import { codeFromOutbox, inject, insertUser, signIn, userByName, type Answer } from './helpers';
import { storedData } from './operation-requests';

let server: TestServer;
let demo: string;
let otherMaster: string;
let otherOperatorId: number;
beforeAll(async () => {
  // The session cache on, as in production: a disabled operator must be refused although its session is cached.
  server = await startTestServer({ config: { sessionCacheMs: 60_000 } });
  demo = await signIn(server, 'demo', 'demo123');
  const other = await insertUser(server.database, { username: 'teamother', password: 'other-pass-1', role: 'master' });
  otherOperatorId = (
    await insertUser(server.database, { username: 'teamotherop', password: 'other-pass-1', role: 'official', parentId: other.id })
  ).id;
  otherMaster = await signIn(server, 'teamother', 'other-pass-1');
});
afterAll(() => server?.close());

const call = (method: string, url: string, body?: object, as = demo, lang: 'en' | 'zh-CN' = 'en'): Promise<Answer> =>
  inject(server, method, url, { token: as, lang, ...(body ? { body } : {}) });
const list = async (query = '', as = demo) => (await call('GET', `/api/v1/account/list?pageSize=100${query}`, undefined, as)).data;
const addOperator = (username: string, extra: object = {}) =>
  call('POST', '/api/v1/account/add', {
    username,
    truename: `${username} name`,
    email: `${username}@team.test`,
    password: 'op-pass-1',
    password_confirmation: 'op-pass-1',
    ...extra,
  });

describe('the team list', () => {
  it('lists the master itself first, then its operators, and no other master’s', async () => {
    const data = await list();
    const names = data.items.map((m: { username: string }) => m.username);
    expect(names[0]).toBe('demo');
    expect(names).toContain('operator');
    expect(names).not.toContain('teamotherop');
    expect(data.items[0]).toMatchObject({ role: 'master', is_self: true, status: 'active' });
    expect(data.items.find((m: { username: string }) => m.username === 'operator')).toMatchObject({ role: 'official', is_self: false });
    expect(data.total).toBe(data.items.length);
  });

  it('filters by name, state and role', async () => {
    expect((await list('&role=official')).items.every((m: { role: string }) => m.role === 'official')).toBe(true);
    expect((await list('&username=OPERA')).items.map((m: { username: string }) => m.username)).toContain('operator');
    expect((await list('&username=nobody-like-this')).items).toEqual([]);
  });

  it('is for masters only: an operator and an admin are refused', async () => {
    const operator = await signIn(server, 'operator', 'operator123');
    const admin = await signIn(server, 'admin', 'admin123');
    for (const token of [operator, admin]) {
      expect(await call('GET', '/api/v1/account/list', undefined, token)).toMatchObject({ status: 403, code: 403 });
      expect(
        await call(
          'POST',
          '/api/v1/account/add',
          { username: 'x1x', email: 'x@x.test', password: 'abcdef', password_confirmation: 'abcdef' },
          token,
        ),
      ).toMatchObject({ status: 403 });
    }
  });
});

describe('creating an operator', () => {
  it('creates an operator of the account who signs in and works in the master’s account', async () => {
    const answer = await addOperator('newop1');
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({
      username: 'newop1',
      role: 'official',
      status: 'active',
      email: 'newop1@team.test',
      is_self: false,
    });
    const row = await userByName(server.database, 'newop1');
    expect(row.parentId).toBe((await userByName(server.database, 'demo')).id);
    const token = await signIn(server, 'newop1', 'op-pass-1');
    const details = await call('GET', '/api/v1/user/get_user_details', undefined, token);
    expect(details.data.roles).toEqual(['official']);
    expect(details.data.balance).toBe((await userByName(server.database, 'demo')).balance);
    expect((await list()).items.map((m: { username: string }) => m.username)).toContain('newop1');
  });

  it('refuses a taken username or address, a mismatched confirmation and a short password, and stores nothing', async () => {
    const before = await storedData(server.database);
    expect((await addOperator('OPERATOR')).code).toBe(100013);
    expect((await addOperator('freshname', { email: 'newop1@TEAM.test' })).code).toBe(100014);
    expect((await addOperator('freshname', { password_confirmation: 'op-pass-2' })).code).toBe(100005);
    expect(await addOperator('freshname', { password: 'short', password_confirmation: 'short' })).toMatchObject({ status: 400 });
    expect(await addOperator('no spaces allowed')).toMatchObject({ status: 400 });
    expect(await storedData(server.database)).toEqual(before);
  });
});

describe('changing an operator', () => {
  it('edits the name of an operator and of the master itself', async () => {
    const op = await userByName(server.database, 'newop1');
    expect((await call('PUT', '/api/v1/account/edit', { id: op.id, truename: '  Renamed  ' })).data.truename).toBe('Renamed');
    const self = await userByName(server.database, 'demo');
    expect((await call('PUT', '/api/v1/account/edit', { id: self.id, truename: self.truename })).code).toBe(0);
  });

  it('disabling ends the operator’s sessions at once, even a session just looked up; enabling lets it sign in again', async () => {
    await addOperator('disableme');
    const op = await userByName(server.database, 'disableme');
    const token = await signIn(server, 'disableme', 'op-pass-1');
    // Looked up and kept by the session cache.
    expect((await call('GET', '/api/v1/user/get_user_details', undefined, token)).code).toBe(0);
    expect((await call('GET', '/api/v1/user/get_user_details', undefined, token)).code).toBe(0);

    const disabled = await call('PUT', '/api/v1/account/state', { id: op.id, status: 'disabled' });
    expect(disabled.data).toMatchObject({ status: 'disabled' });
    expect(await call('GET', '/api/v1/user/get_user_details', undefined, token)).toMatchObject({ status: 401 });
    expect((await inject(server, 'POST', '/api/v1/auth/login', { body: { username: 'disableme', password: 'op-pass-1' } })).code).toBe(
      100002,
    );

    expect((await call('PUT', '/api/v1/account/state', { id: op.id, status: 'active' })).data.status).toBe('active');
    // The old session stays ended; a new sign-in works.
    expect(await call('GET', '/api/v1/user/get_user_details', undefined, token)).toMatchObject({ status: 401 });
    expect((await call('GET', '/api/v1/user/get_user_details', undefined, await signIn(server, 'disableme', 'op-pass-1'))).code).toBe(0);
  });

  it('resetting a password ends the sessions and the new password signs in', async () => {
    const op = await userByName(server.database, 'disableme');
    const token = await signIn(server, 'disableme', 'op-pass-1');
    expect((await call('GET', '/api/v1/user/get_user_details', undefined, token)).code).toBe(0);
    expect(
      (await call('PUT', '/api/v1/account/reset_password', { id: op.id, password: 'new-pass-9', password_confirmation: 'other-9' })).code,
    ).toBe(100005);
    expect(
      (await call('PUT', '/api/v1/account/reset_password', { id: op.id, password: 'new-pass-9', password_confirmation: 'new-pass-9' }))
        .code,
    ).toBe(0);
    expect(await call('GET', '/api/v1/user/get_user_details', undefined, token)).toMatchObject({ status: 401 });
    await expect(signIn(server, 'disableme', 'op-pass-1')).rejects.toThrow();
    expect(await signIn(server, 'disableme', 'new-pass-9')).toBeTruthy();
  });

  it('never disables the master itself nor sets its password here', async () => {
    const self = await userByName(server.database, 'demo');
    expect((await call('PUT', '/api/v1/account/state', { id: self.id, status: 'disabled' })).code).toBe(100801);
    expect(
      (await call('PUT', '/api/v1/account/reset_password', { id: self.id, password: 'abcdef1', password_confirmation: 'abcdef1' })).code,
    ).toBe(100801);
    expect((await userByName(server.database, 'demo')).status).toBe('active');
  });

  it('answers another master’s operator as not found, changing nothing', async () => {
    const before = await storedData(server.database);
    const calls: [string, string, object][] = [
      ['PUT', '/api/v1/account/edit', { id: otherOperatorId, truename: 'x' }],
      ['PUT', '/api/v1/account/state', { id: otherOperatorId, status: 'disabled' }],
      ['PUT', '/api/v1/account/reset_password', { id: otherOperatorId, password: 'abcdef1', password_confirmation: 'abcdef1' }],
      ['PUT', '/api/v1/account/bind_chat_id', { id: otherOperatorId, telegram_chat: '42' }],
      ['POST', '/api/v1/account/send_email_code', { id: otherOperatorId, email: 'steal@team.test' }],
      ['PUT', '/api/v1/account/bind_email', { id: otherOperatorId, email: 'steal@team.test', email_code: '123456' }],
    ];
    for (const [method, url, body] of calls) expect(await call(method, url, body), url).toMatchObject({ status: 404, code: 404 });
    expect(await call('GET', `/api/v1/account/detail?id=${otherOperatorId}`)).toMatchObject({ status: 404 });
    expect(await storedData(server.database)).toEqual(before);
    // Its own master does reach it.
    expect((await call('GET', `/api/v1/account/detail?id=${otherOperatorId}`, undefined, otherMaster)).data.username).toBe('teamotherop');
  });
});

describe('details, e-mail and Telegram binding', () => {
  it('details carry the account’s figures, apps and domains (an operator shares its master’s)', async () => {
    const op = await userByName(server.database, 'operator');
    const self = await userByName(server.database, 'demo');
    const detail = (await call('GET', `/api/v1/account/detail?id=${op.id}`)).data;
    expect(detail).toMatchObject({
      username: 'operator',
      role: 'official',
      balance: self.balance,
      total_install_sum: self.totalInstallSum,
      invite_code: self.inviteCode,
    });
    expect(detail.app_count).toBeGreaterThan(0);
    expect(detail.domains.length).toBe(detail.domain_count);
    expect(detail.domains.length).toBeGreaterThan(0);
  });

  it('binds an e-mail address with the code mailed to it, once', async () => {
    const op = await userByName(server.database, 'newop1');
    expect(
      (await call('POST', '/api/v1/account/send_email_code', { id: op.id, email: 'Bound@Team.test' })).data.expires_in,
    ).toBeGreaterThan(0);
    const code = await codeFromOutbox(server.database, 'bound@team.test');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await call('PUT', '/api/v1/account/bind_email', { id: op.id, email: 'bound@team.test', email_code: wrong })).code).toBe(100010);
    const bound = await call('PUT', '/api/v1/account/bind_email', { id: op.id, email: 'bound@team.test', email_code: code });
    expect(bound.data.email).toBe('bound@team.test');
    expect((await call('PUT', '/api/v1/account/bind_email', { id: op.id, email: 'bound@team.test', email_code: code })).code).toBe(100010);
  });

  it('refuses a code for an address another account has', async () => {
    const op = await userByName(server.database, 'newop1');
    expect((await call('POST', '/api/v1/account/send_email_code', { id: op.id, email: 'teamother@example.test' })).code).toBe(100014);
  });

  it('binds and unbinds an operator’s Telegram chat; the master binds its own with bind_chat_id', async () => {
    const op = await userByName(server.database, 'newop1');
    expect((await call('PUT', '/api/v1/account/bind_chat_id', { id: op.id, telegram_chat: '-100123' })).data.telegram_chat_id).toBe(
      '-100123',
    );
    expect((await call('PUT', '/api/v1/account/bind_chat_id', { id: op.id, telegram_chat: '' })).data.telegram_chat_id).toBeNull();
    const self = await userByName(server.database, 'demo');
    expect((await call('PUT', '/api/v1/account/bind_chat_id', { id: self.id, telegram_chat: '5' })).code).toBe(100801);
    expect((await call('PUT', '/api/v1/user/bind_chat_id', { chat_id: '777' })).code).toBe(0);
    expect((await list()).items[0].telegram_chat_id).toBe('777');
  });
});

describe('the account list CSV (spec §7 download)', () => {
  it('answers text/csv without the envelope and without a file name, so the console names it account-list.csv', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/v1/account/export?role=official',
      headers: { authorization: `Bearer ${demo}`, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBeUndefined();
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('ID,Username,Name,E-mail,Role,State,Telegram chat ID,Created,Last sign-in');
    expect(lines.some((line) => line.includes(',operator,') && line.includes('Operator'))).toBe(true);
    expect(lines.some((line) => line.includes(',demo,'))).toBe(false);
    expect(res.body).not.toContain('teamotherop');
  });

  it('writes the header in Chinese for zh-CN and quotes a formula-like name', async () => {
    const op = await userByName(server.database, 'newop1');
    await server.database.db.update(users).set({ truename: '=cmd, "x"' }).where(eq(users.id, op.id));
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/v1/account/export',
      headers: { token: demo, 'accept-language': 'zh-CN' },
    });
    expect(res.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toContain('用户名');
    expect(res.body).toContain(`"'=cmd, ""x"""`);
  });

  it('writes a negative Telegram group id as the number it is, without the formula guard', async () => {
    const op = await userByName(server.database, 'newop1');
    await server.database.db.update(users).set({ telegramChatId: '-1001234567890' }).where(eq(users.id, op.id));
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/v1/account/export',
      headers: { token: demo, 'accept-language': 'en' },
    });
    const line = res.body.split('\r\n').find((row) => row.includes(',newop1,'));
    expect(line).toContain(',-1001234567890,');
    expect(res.body).not.toContain("'-100");
  });

  it('keeps the envelope for a refusal', async () => {
    const operator = await signIn(server, 'operator', 'operator123');
    expect(await call('GET', '/api/v1/account/export', undefined, operator)).toMatchObject({ status: 403, code: 403, data: null });
  });
});
