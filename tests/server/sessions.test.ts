import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../server/db/schema';
import { sha256 } from '../../server/shared/random';
import { startTestServer, type TestServer } from '../support/test-db';
import { http, inject, signIn, userByName } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const DETAILS = '/api/v1/user/get_user_details';

describe('the token on every call', () => {
  it.each(['bearer', 'token', 'both'] as const)('is accepted in the %s header style', async (tokenHeader) => {
    const token = await signIn(server, 'demo', 'demo123');
    const answer = await http(server, 'GET', DETAILS, { token, tokenHeader });
    expect(answer).toMatchObject({ status: 200, code: 0 });
    expect(answer.data.username).toBe('demo');
  });

  it('is required: no token answers 401 in the envelope', async () => {
    const answer = await http(server, 'GET', DETAILS);
    expect(answer).toMatchObject({ status: 401, code: 401, data: null });
    expect(answer.msg).toBe('未登录或登录已失效，请重新登录。');
  });

  it.each(['bearer', 'token'] as const)('an unknown token answers 401 (%s header)', async (tokenHeader) => {
    const answer = await http(server, 'GET', DETAILS, { token: 'not-a-real-token', tokenHeader });
    expect(answer).toMatchObject({ status: 401, code: 401 });
  });

  it('an absurdly long token answers 401, not an error', async () => {
    const answer = await inject(server, 'GET', DETAILS, { token: 'x'.repeat(5000) });
    expect(answer).toMatchObject({ status: 401, code: 401 });
  });

  it.each(['bearer', 'token'] as const)('an expired token answers 401 (%s header)', async (tokenHeader) => {
    const token = await signIn(server, 'operator', 'operator123');
    expect((await inject(server, 'GET', DETAILS, { token, tokenHeader })).code).toBe(0);
    await server.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, sha256(token)));

    const answer = await http(server, 'GET', DETAILS, { token, tokenHeader, lang: 'en' });
    expect(answer).toMatchObject({ status: 401, code: 401, msg: 'Your session has expired. Please sign in again.' });
  });

  it('stores only a hash of the token', async () => {
    const token = await signIn(server, 'admin', 'admin123');
    const rows = await server.database.db.select().from(sessions);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.some((row) => row.tokenHash === sha256(token))).toBe(true);
  });

  it('stops working when the account is disabled', async () => {
    const token = await signIn(server, 'admin', 'admin123');
    const admin = await userByName(server.database, 'admin');
    await server.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, admin.id));
    try {
      expect((await inject(server, 'GET', DETAILS, { token })).status).toBe(401);
      const login = await inject(server, 'POST', '/api/v1/auth/login', { body: { username: 'admin', password: 'admin123' } });
      expect(login.code).toBe(100002);
    } finally {
      await server.database.db.update(users).set({ status: 'active' }).where(eq(users.id, admin.id));
    }
  });
});

describe('GET /api/v1/user/logout', () => {
  it.each(['bearer', 'token'] as const)('revokes the token it was called with (%s header)', async (tokenHeader) => {
    const token = await signIn(server, 'demo', 'demo123');
    const other = await signIn(server, 'demo', 'demo123');

    const logout = await http(server, 'GET', `/api/v1/user/logout?_t=${Date.now()}`, { token, tokenHeader });
    expect(logout).toMatchObject({ status: 200, code: 0, data: null });

    // The next call with that token is refused, in both header styles.
    expect(await http(server, 'GET', DETAILS, { token, tokenHeader: 'bearer' })).toMatchObject({ status: 401, code: 401 });
    expect(await http(server, 'GET', DETAILS, { token, tokenHeader: 'token' })).toMatchObject({ status: 401, code: 401 });
    expect((await http(server, 'GET', '/api/v1/user/logout', { token })).status).toBe(401);
    // Another session of the same user is untouched.
    expect((await http(server, 'GET', DETAILS, { token: other })).code).toBe(0);

    const [row] = await server.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(token)));
    expect(row!.revokedAt).toBeInstanceOf(Date);
  });
});
