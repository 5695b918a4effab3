import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-db';
import { inject, signIn } from './helpers';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await signIn(server, 'demo', 'demo123');
});
afterAll(() => server?.close());

const operator = { username: 'a b', email: 'op@example.test', password: 'op-pass-1', password_confirmation: 'op-pass-1' };

describe('a refused request value names the field by its form label and says what is allowed', () => {
  it('in English and in Chinese, with the field and the reason for the form', async () => {
    const en = await inject(server, 'POST', '/api/v1/account/add', { token, body: operator, lang: 'en' });
    expect(en).toMatchObject({
      status: 400,
      code: 400,
      msg: 'Username: use 3–32 letters, digits, “_”, “.”, or “-”',
      data: { field: 'username', reason: 'use 3–32 letters, digits, “_”, “.”, or “-”' },
    });
    const zh = await inject(server, 'POST', '/api/v1/account/add', { token, body: operator, lang: 'zh-CN' });
    expect(zh).toMatchObject({ status: 400, msg: '用户名：须为 3–32 位字母、数字、“_”、“.”或“-”', data: { field: 'username' } });
  });

  it('a missing field and a channel code, by their labels', async () => {
    const { password_confirmation: _left, ...without } = operator;
    const missing = await inject(server, 'POST', '/api/v1/account/add', {
      token,
      body: { ...without, username: 'fine_name' },
      lang: 'zh-CN',
    });
    expect(missing).toMatchObject({ status: 400, msg: '确认密码：此项必填', data: { field: 'password_confirmation' } });
    const code = await inject(server, 'POST', '/api/v1/channel/add', {
      token,
      body: { app_id: 'abcdef', name: 'Spring', code: 'a b' },
      lang: 'en',
    });
    expect(code).toMatchObject({ status: 400, msg: 'Channel code: use 3–32 letters, digits, “_”, or “-”', data: { field: 'code' } });
  });

  it('a value a service refuses reads the same (an app’s target URL)', async () => {
    const answer = await inject(server, 'POST', '/api/v1/new_app', {
      token,
      body: { app_name: 'Shop', source: 'url', target_url: 'not a url' },
      lang: 'zh-CN',
    });
    expect(answer).toMatchObject({ status: 400, msg: '目标网址：须为网址，例如 https://example.com', data: { field: 'target_url' } });
    const rating = await inject(server, 'POST', '/api/v1/new_app', {
      token,
      body: { app_name: 'Shop', source: 'url', target_url: 'https://shop.example.com', app_type_json: '{"rating": 9}' },
      lang: 'en',
    });
    expect(rating).toMatchObject({ status: 400, msg: 'Rating: must be a number from 0 to 5', data: { field: 'rating' } });
  });

  it('a new operator’s differing confirmation speaks of the password, not of a new one', async () => {
    const answer = await inject(server, 'POST', '/api/v1/account/add', {
      token,
      body: { ...operator, username: 'fine_name', password_confirmation: 'other-pass' },
      lang: 'en',
    });
    expect(answer).toMatchObject({
      code: 100005,
      msg: 'The password and its confirmation differ.',
      data: { field: 'password_confirmation' },
    });
  });
});
