import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEntities } from '../../server/api/schema-loader';
import { startTestServer, type TestServer } from '../support/test-db';
import { http, inject, rowCounts, signIn } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

// The entity with its $refs (ids, money) inlined, as the server uses it.
const validUserInfo = new Ajv({ strict: false }).compile(loadEntities()['user-info']!);

describe('POST /api/v1/auth/login', () => {
  it('signs in with the envelope, a token, its expiry and the user info', async () => {
    const before = Date.now();
    const answer = await http(server, 'POST', '/api/v1/auth/login', { body: { username: 'demo', password: 'demo123' } });

    expect(answer.status).toBe(200);
    expect(answer.code).toBe(0);
    expect(typeof answer.msg).toBe('string');
    expect(answer.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const expires = Date.parse(answer.data.expires_at);
    expect(expires - before).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    expect(expires - before).toBeLessThan(7.1 * 24 * 3600 * 1000);

    const info = answer.data.userInfo;
    expect(validUserInfo(info), JSON.stringify(validUserInfo.errors)).toBe(true);
    expect(info).toMatchObject({ username: 'demo', role: 'master', roles: ['master'], homePath: '/dashboard/analysis' });
    expect(info.userId).toBe(info.id);
    expect(info.realName).toBe(info.truename);
    expect(info.balance).toBeGreaterThan(0);
    // The authenticator's secrets and the password hash never leave the server.
    expect(JSON.stringify(answer.data)).not.toContain('$argon2');
    expect(Object.keys(info).filter((key) => /password|totp|google_secret/i.test(key))).toEqual([]);
  });

  it.each([
    ['admin', 'admin123', 'admin'],
    ['demo', 'demo123', 'master'],
    ['operator', 'operator123', 'official'],
  ])('signs in %s with role %s', async (username, password, role) => {
    const answer = await inject(server, 'POST', '/api/v1/auth/login', { body: { username, password } });
    expect(answer.code).toBe(0);
    expect(answer.data.userInfo.roles).toEqual([role]);
  });

  it("answers a home path of the role's menu: the admin's first page, not the dashboard it does not have", async () => {
    const admin = await inject(server, 'POST', '/api/v1/auth/login', { body: { username: 'admin', password: 'admin123' } });
    expect(admin.data.userInfo.homePath).toBe('/systems/admin/subaccount');
    const details = await inject(server, 'GET', '/api/v1/user/get_user_details', { token: admin.data.token });
    expect(details.data.homePath).toBe('/systems/admin/subaccount');
    const operator = await inject(server, 'POST', '/api/v1/auth/login', { body: { username: 'operator', password: 'operator123' } });
    expect(operator.data.userInfo.homePath).toBe('/dashboard/analysis');
  });

  it('treats the username case-insensitively', async () => {
    const answer = await inject(server, 'POST', '/api/v1/auth/login', { body: { username: 'DeMo', password: 'demo123' } });
    expect(answer.code).toBe(0);
    expect(answer.data.userInfo.username).toBe('demo');
  });

  it('refuses a wrong password with 100001 in zh_CN by default and in English on request, issuing no token', async () => {
    const before = await rowCounts(server.database);
    const zh = await http(server, 'POST', '/api/v1/auth/login', { body: { username: 'demo', password: 'wrong' } });
    expect(zh).toMatchObject({ status: 200, code: 100001, msg: '用户名或密码错误。', data: null });

    const en = await http(server, 'POST', '/api/v1/auth/login', {
      body: { username: 'demo', password: 'wrong' },
      lang: 'en',
    });
    expect(en).toMatchObject({ code: 100001, msg: 'Wrong username or password.' });
    expect((await rowCounts(server.database)).sessions).toBe(before.sessions);
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const answer = await inject(server, 'POST', '/api/v1/auth/login', { body: { username: 'nobody', password: 'demo123' } });
    expect(answer).toMatchObject({ code: 100001, msg: '用户名或密码错误。' });
  });

  it('login_first checks the password and tells whether the authenticator is asked, without a token', async () => {
    const before = await rowCounts(server.database);
    const ok = await inject(server, 'POST', '/api/v1/auth/login_first', { body: { username: 'demo', password: 'demo123' } });
    expect(ok).toMatchObject({ code: 0, data: { need_google_captcha: false } });
    const wrong = await inject(server, 'POST', '/api/v1/auth/login_first', { body: { username: 'demo', password: 'x' } });
    expect(wrong.code).toBe(100001);
    expect((await rowCounts(server.database)).sessions).toBe(before.sessions);
  });
});

/** view and edit codes of each area, sorted as getPermCode answers them. */
const codesOf = (areas: string[]) => areas.flatMap((area) => [`${area}:edit`, `${area}:view`]).sort();

/** The seeded access entries of the menus each role sees (schemas/pages roles). */
const SEEDED_CODES: Record<string, string[]> = {
  master: codesOf(['account', 'app', 'channel', 'dashboard', 'domain', 'invitereg', 'notice', 'overlay_packages', 'packages', 'workorder']),
  official: codesOf(['comment', 'dashboard', 'install', 'notice', 'push', 'sdk', 'user', 'workorder']),
  admin: codesOf(['catalogue', 'platform', 'systems']),
};

describe('what each role reads about itself', () => {
  it.each([
    ['admin', 'admin123', 'admin'],
    ['demo', 'demo123', 'master'],
    ['operator', 'operator123', 'official'],
  ])('%s: get_user_details, getPermCode and get_balance', async (username, password, role) => {
    const token = await signIn(server, username, password);

    const details = await http(server, 'GET', `/api/v1/user/get_user_details?_t=${Date.now()}`, { token });
    expect(details.code).toBe(0);
    expect(validUserInfo(details.data), JSON.stringify(validUserInfo.errors)).toBe(true);
    expect(details.data).toMatchObject({ username, role, roles: [role] });

    const codes = await http(server, 'GET', `/getPermCode?_t=${Date.now()}`, { token });
    expect(codes.code).toBe(0);
    expect(codes.data).toEqual(SEEDED_CODES[role]);

    const balance = await http(server, 'GET', '/api/v1/user/get_balance', { token });
    expect(balance.code).toBe(0);
    expect(balance.data).toEqual({
      balance: details.data.balance,
      unit_price: details.data.unit_price,
      total_install_sum: details.data.total_install_sum,
    });
  });

  it('gives master and official their own menu areas only', async () => {
    const master = (await inject(server, 'GET', '/getPermCode', { token: await signIn(server, 'demo', 'demo123') })).data;
    const official = (await inject(server, 'GET', '/getPermCode', { token: await signIn(server, 'operator', 'operator123') })).data;
    expect(master).toContain('channel:view');
    expect(master).not.toContain('push:view');
    expect(official).toContain('push:view');
    expect(official).not.toContain('channel:view');
  });

  it('shows the demo master a positive balance in stored units (display × 10000)', async () => {
    const token = await signIn(server, 'demo', 'demo123');
    const balance = await inject(server, 'GET', '/api/v1/user/get_balance', { token });
    expect(Number.isInteger(balance.data.balance)).toBe(true);
    expect(balance.data.balance).toBeGreaterThan(10_000);
  });
});

describe('bind_chat_id', () => {
  it('stores a Telegram chat id and clears it with an empty string', async () => {
    const token = await signIn(server, 'operator', 'operator123');
    expect((await inject(server, 'PUT', '/api/v1/user/bind_chat_id', { token, body: { chat_id: '123456789' } })).code).toBe(0);
    expect((await inject(server, 'GET', '/api/v1/user/get_user_details', { token })).data.telegram_chat_id).toBe('123456789');

    expect((await inject(server, 'PUT', '/api/v1/user/bind_chat_id', { token, body: { chat_id: '' } })).code).toBe(0);
    expect((await inject(server, 'GET', '/api/v1/user/get_user_details', { token })).data.telegram_chat_id).toBe('');
  });

  it('refuses a chat id that is not a number, naming the field', async () => {
    const token = await signIn(server, 'operator', 'operator123');
    const answer = await inject(server, 'PUT', '/api/v1/user/bind_chat_id', { token, body: { chat_id: 'abc' }, lang: 'en' });
    expect(answer).toMatchObject({ status: 400, code: 400 });
    expect(answer.msg).toMatch(/^Telegram chat ID: /);
    expect(answer.data).toMatchObject({ field: 'chat_id' });
  });
});
