import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-db';
import { http, rowCounts } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    rateLimits: { login: { max: 3, timeWindowMs: 60_000 }, code: { max: 2, timeWindowMs: 60_000 } },
  });
});
afterAll(() => server?.close());

describe('rate limits (real HTTP)', () => {
  it('login: after the allowed attempts, 429 in the envelope, even with the right password', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await http(server, 'POST', '/api/v1/auth/login', { body: { username: 'demo', password: 'wrong' } })).code).toBe(100001);
    }
    const before = await rowCounts(server.database);
    const limited = await http(server, 'POST', '/api/v1/auth/login', {
      body: { username: 'demo', password: 'demo123' },
      lang: 'en',
    });
    expect(limited).toMatchObject({ status: 429, code: 429, data: null });
    expect(limited.msg).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    expect(Number(/(\d+) seconds/.exec(limited.msg)![1])).toBeLessThanOrEqual(60);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await rowCounts(server.database)).toEqual(before);
  });

  it('login_first draws on the same budget as login (both check the password)', async () => {
    const other = await startTestServer({ rateLimits: { login: { max: 3, timeWindowMs: 60_000 } } });
    try {
      const call = (url: string) => http(other, 'POST', url, { body: { username: 'demo', password: 'wrong' } });
      expect((await call('/api/v1/auth/login')).code).toBe(100001);
      expect((await call('/api/v1/auth/login_first')).code).toBe(100001);
      expect((await call('/api/v1/auth/login')).code).toBe(100001);
      expect(await call('/api/v1/auth/login_first')).toMatchObject({ status: 429, code: 429 });
      // Another operation of the same rule keeps its own bucket.
      expect((await http(other, 'POST', '/api/v1/auth/qr_login/create')).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('code endpoints have their own budget', async () => {
    const send = (n: number) => http(server, 'POST', '/api/v1/auth/send_email_code', { body: { email: `limit${n}@example.test` } });
    expect((await send(1)).code).toBe(0);
    expect((await send(2)).code).toBe(0);
    const limited = await send(3);
    expect(limited).toMatchObject({ status: 429, code: 429 });
    expect(limited.msg).toMatch(/^请求过于频繁/);
  });

  it('other calls are not limited', async () => {
    for (let i = 0; i < 10; i++) expect((await http(server, 'GET', '/api/v1/user/get_user_details')).status).toBe(401);
  });
});
