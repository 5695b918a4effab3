import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOperations } from '../../server/api/schema-loader';
import { startTestServer, type TestServer } from '../support/test-db';
import { http, inject, rowCounts, signIn, userByName, type CallOptions } from './helpers';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await signIn(server, 'demo', 'demo123');
});
afterAll(() => server?.close());

const JSON_HEADERS = { 'content-type': 'application/json' };

/** Everything a refused request could have changed: row counts and the signed-in user's own row. */
async function snapshot() {
  const { lastLoginAt: _changesOnLogin, ...demo } = await userByName(server.database, 'demo');
  return { counts: await rowCounts(server.database), demo };
}

/** Sends the request over real HTTP and checks: 400 envelope, the expected message, nothing written. */
async function expectRefused(method: string, url: string, options: CallOptions, message: string | RegExp) {
  const before = await snapshot();
  const answer = await http(server, method, url, { lang: 'en', ...options });
  expect(answer.status).toBe(400);
  expect(answer.code).toBe(400);
  // A refused value names its field for the form (`{field, reason}`); a refused request as a whole has no data.
  if (answer.data !== null) expect(answer.data).toMatchObject({ field: expect.any(String), reason: expect.any(String) });
  if (typeof message === 'string') expect(answer.msg).toBe(message);
  else expect(answer.msg).toMatch(message);
  expect(await snapshot()).toEqual(before);
}

describe('malformed JSON', () => {
  it.each([
    ['POST', '/api/v1/auth/login', '{"username": "demo", "password": '],
    ['POST', '/api/v1/auth/pwauser_reg', '{username: demo}'],
    ['POST', '/api/v1/auth/send_email_code', "{'email': 'a@b.co'}"],
    ['PUT', '/api/v1/user/password_edit', '{"old_password":"demo123",}'],
  ])('%s %s answers 400 "not valid JSON"', async (method, url, payload) => {
    await expectRefused(method, url, { payload, headers: JSON_HEADERS, token }, 'The request body is not valid JSON.');
  });

  it('refuses prototype-poisoning keys as invalid JSON', async () => {
    await expectRefused(
      'PUT',
      '/api/v1/user/bind_chat_id',
      { payload: '{"chat_id":"1","__proto__":{"admin":true}}', headers: JSON_HEADERS, token },
      'The request body is not valid JSON.',
    );
  });

  it('answers in zh_CN by default', async () => {
    const answer = await http(server, 'POST', '/api/v1/auth/login', { payload: '{', headers: JSON_HEADERS });
    expect(answer).toMatchObject({ status: 400, code: 400, msg: '请求内容不是有效的 JSON。' });
  });
});

describe('wrong types (bodies are never coerced)', () => {
  it.each([
    ['POST', '/api/v1/auth/login', { username: 42, password: 'demo123' }, 'username: must be a string'],
    ['POST', '/api/v1/auth/login', { username: 'demo', password: ['demo123'] }, 'password: must be a string'],
    ['PUT', '/api/v1/user/bind_chat_id', { chat_id: 123 }, 'Telegram chat ID: must be a string'],
    ['PUT', '/api/v1/user/bind_google_captcha', { google_captcha: 123456 }, 'google_captcha: must be a string'],
    ['PUT', '/api/v1/user/user_is_google_open_edit', { is_open: '1', google_captcha: '123456' }, 'is_open: must be an integer'],
    ['PUT', '/api/v1/user/user_is_google_open_edit', { is_open: true, google_captcha: '123456' }, 'is_open: must be an integer'],
    ['PUT', '/api/v1/user/user_is_google_open_edit', { is_open: 2, google_captcha: '123456' }, 'is_open: must be one of 0, 1'],
    [
      'PUT',
      '/api/v1/user/password_edit',
      { old_password: 'demo123', new_password: null, password_confirmation: 'x' },
      'new_password: must be a string',
    ],
    ['POST', '/api/v1/auth/send_email_code', { email: 'not-an-address' }, 'email: must be a valid e-mail address'],
    ['POST', '/api/v1/auth/send_email_code', { email: 'a@b.co', scene: 'login' }, 'send_email_code scene'],
  ])('%s %s %j', async (method, url, body, message) => {
    const expected = message === 'send_email_code scene' ? 'scene: must be one of "register", "reset_password"' : message;
    await expectRefused(method, url, { body, token }, expected);
  });

  it('names a missing field', async () => {
    await expectRefused('POST', '/api/v1/auth/login', { body: { username: 'demo' } }, 'password: this field is required');
  });

  it('refuses a body that is not an object', async () => {
    for (const payload of ['null', '[]', '"demo"', '42']) {
      await expectRefused('POST', '/api/v1/auth/login', { payload, headers: JSON_HEADERS }, 'The request body must be a JSON object.');
    }
  });
});

describe('unknown fields', () => {
  it('are refused by name, never ignored', async () => {
    await expectRefused(
      'POST',
      '/api/v1/auth/login',
      { body: { username: 'demo', password: 'demo123', remember: true } },
      'remember: unknown field',
    );
    await expectRefused(
      'PUT',
      '/api/v1/user/password_edit',
      { token, body: { old_password: 'demo123', new_password: 'another-1', password_confirmation: 'another-1', role: 'admin' } },
      'role: unknown field',
    );
  });
});

describe('oversize bodies', () => {
  it('over 1 MB answer 400 with the limit, over real HTTP', async () => {
    const payload = JSON.stringify({ username: 'demo', password: 'x'.repeat(1024 * 1024 + 10) });
    await expectRefused('POST', '/api/v1/auth/login', { payload, headers: JSON_HEADERS }, 'The request body is too large (limit 1 MB).');
  });
});

describe('content types', () => {
  it.each([
    ['text/plain', '{"username":"demo","password":"demo123"}'],
    ['application/x-www-form-urlencoded', 'username=demo&password=demo123'],
    ['multipart/form-data; boundary=xyz', '--xyz--'],
    ['application/xml', '<login/>'],
  ])('%s is refused as unsupported', async (type, payload) => {
    const mime = type.split(';')[0]!;
    await expectRefused(
      'POST',
      '/api/v1/auth/login',
      { payload, headers: { 'content-type': type } },
      `Unsupported content type ${mime}: send JSON with Content-Type: application/json.`,
    );
  });

  it('a body without a content type is refused as unsupported', async () => {
    const before = await snapshot();
    const answer = await inject(server, 'POST', '/api/v1/auth/login', { payload: Buffer.from('{"username":"demo"}'), lang: 'en' });
    expect(answer).toMatchObject({ status: 400, code: 400 });
    expect(answer.msg).toMatch(/^Unsupported content type/);
    expect(await snapshot()).toEqual(before);
  });
});

describe('empty bodies on POST and PUT', () => {
  it('with a JSON content type', async () => {
    await expectRefused('POST', '/api/v1/auth/login', { payload: '', headers: JSON_HEADERS }, 'The request body is empty.');
  });

  it('with nothing at all', async () => {
    await expectRefused('POST', '/api/v1/auth/send_email_code', {}, 'The request body is empty.');
    await expectRefused('PUT', '/api/v1/user/bind_chat_id', { token }, 'The request body is empty.');
  });
});

describe('paths and methods', () => {
  it('an unknown /api path answers a 404 envelope', async () => {
    for (const url of ['/api/v1/nope', '/api/v1/user/get_user_detail', '/admin/v1/nothing']) {
      const answer = await http(server, 'GET', url, { token, lang: 'en' });
      expect(answer).toMatchObject({ status: 404, code: 404, msg: 'Not found.', data: null });
    }
  });

  it('without a built console, other paths answer the 404 envelope too', async () => {
    expect((await http(server, 'GET', '/dashboard/analysis')).status).toBe(404);
  });

  it('a known path with another method answers 405 with Allow', async () => {
    const answer = await http(server, 'DELETE', '/api/v1/auth/login', { lang: 'en' });
    expect(answer).toMatchObject({ status: 405, code: 405, msg: 'Method not allowed.' });
    expect(answer.headers.allow).toBe('POST');
    expect((await http(server, 'POST', '/getPermCode', { token, body: {} })).status).toBe(405);
  });

  it('an undecodable URL answers a 400 envelope', async () => {
    const answer = await inject(server, 'GET', '/api/v1/%E0%A4%A', { lang: 'en' });
    expect(answer).toMatchObject({ status: 400, code: 400, msg: 'The URL is not valid.' });
  });

  it('every answer carries the security headers', async () => {
    const answer = await http(server, 'GET', '/api/v1/nope');
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('no request produces a 500', () => {
  const nasty: CallOptions[] = [
    {},
    { body: {} },
    { body: { a: 1 } },
    { payload: '{"x":' + '['.repeat(2000) + ']'.repeat(2000) + '}', headers: JSON_HEADERS },
    { payload: '\u0000\u0001', headers: JSON_HEADERS },
    { payload: '"\\ud800"', headers: JSON_HEADERS },
    { body: { username: 'é'.repeat(64), password: '🙂'.repeat(100), google_captcha: '000000' } },
    { body: { email: `${'a'.repeat(64)}@${'b'.repeat(63)}.co`, scene: 'register' } },
    { body: { old_password: 'x', new_password: 'y'.repeat(128), password_confirmation: 'z' } },
    { body: { google_captcha: '999999', is_open: 1 } },
    { body: { chat_id: '-'.concat('9'.repeat(20)) } },
    { payload: JSON.stringify({ username: 1e308, password: -0 }), headers: JSON_HEADERS },
  ];

  it('across every operation, signed in or not', { timeout: 120_000 }, async () => {
    const operations = loadOperations();
    for (const op of operations) {
      for (const options of nasty) {
        for (const withToken of [false, true]) {
          const answer = await inject(server, op.method, `${op.path}?_t=1&x=%00`, { ...options, ...(withToken ? { token } : {}) });
          expect(answer.status, `${op.method} ${op.path} ${JSON.stringify(options).slice(0, 80)}`).toBeLessThan(500);
          // A download (the public API document, a CSV) answers its file itself; anything else is an envelope.
          if (!(op['x-download'] && answer.status === 200)) expect(answer.code).toEqual(expect.any(Number));
        }
      }
    }
    // None of it changed the password (logout was among the operations, so sign in afresh).
    token = await signIn(server, 'demo', 'demo123');
    expect((await inject(server, 'GET', '/api/v1/user/get_user_details', { token })).code).toBe(0);
  });
});
