/**
 * The guess budget through the API: password sign-in and login_first share it, a signed-in session's
 * password change and authenticator check are bounded too, and the real user at another address is not
 * locked out by one guessing address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-db';
import { enableAuthenticator, insertUser, signIn, type Answer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    config: {
      guessBudget: {
        addressFailures: 6,
        windowMs: 60_000,
        pairFreeFailures: 3,
        accountFreeFailures: 20,
        firstLockMs: 60_000,
        maxLockMs: 60_000,
      },
    },
  });
});
afterAll(() => server?.close());

/** A call from a given address (Fastify inject's remote address). */
async function from(address: string, method: string, url: string, body: unknown, token?: string): Promise<Answer> {
  const res = await server.app.inject({
    method: method as 'POST',
    url,
    remoteAddress: address,
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify(body),
  });
  const json = JSON.parse(res.body) as { code: number; msg: string; data: unknown };
  return { status: res.statusCode, ...json, headers: res.headers as Answer['headers'] };
}

const LOCKED = { status: 429, code: 429, data: null };

describe('sign-in guessing is bounded', () => {
  it('login and login_first draw on one budget; once locked even the right password is refused, another address signs in', async () => {
    await insertUser(server.database, { username: 'guessed1', password: 'right-pass-1', role: 'master' });
    const attacker = '203.0.113.7';
    expect((await from(attacker, 'POST', '/api/v1/auth/login', { username: 'guessed1', password: 'wrong-1' })).code).toBe(100001);
    expect((await from(attacker, 'POST', '/api/v1/auth/login_first', { username: 'guessed1', password: 'wrong-2' })).code).toBe(100001);
    expect((await from(attacker, 'POST', '/api/v1/auth/login_first', { username: 'GUESSED1', password: 'wrong-3' })).code).toBe(100001);
    expect((await from(attacker, 'POST', '/api/v1/auth/login', { username: 'guessed1', password: 'wrong-4' })).code).toBe(100001);
    const locked = await from(attacker, 'POST', '/api/v1/auth/login_first', { username: 'guessed1', password: 'right-pass-1' });
    expect(locked).toMatchObject(LOCKED);
    expect(locked.msg).toBe('Too many wrong attempts. Please try again in 60 seconds.');
    expect(await from(attacker, 'POST', '/api/v1/auth/login', { username: 'guessed1', password: 'right-pass-1' })).toMatchObject(LOCKED);
    // The real user, elsewhere.
    expect((await from('198.51.100.20', 'POST', '/api/v1/auth/login', { username: 'guessed1', password: 'right-pass-1' })).code).toBe(0);
  });

  it('an address spraying many names is stopped by its own budget', async () => {
    const sprayer = '203.0.113.8';
    for (let i = 0; i < 6; i++) {
      expect((await from(sprayer, 'POST', '/api/v1/auth/login', { username: `nobody${i}`, password: 'guess' })).code).toBe(100001);
    }
    expect(await from(sprayer, 'POST', '/api/v1/auth/login', { username: 'demo', password: 'demo123' })).toMatchObject(LOCKED);
  });

  it('password_edit and verify_google_captcha from a signed-in session are bounded too', async () => {
    const user = await insertUser(server.database, { username: 'guessed2', password: 'right-pass-2', role: 'master' });
    const token = await signIn(server, 'guessed2', 'right-pass-2');
    await enableAuthenticator(server.database, user.id);
    const address = '203.0.113.9';
    const edit = (old: string) =>
      from(
        address,
        'PUT',
        '/api/v1/user/password_edit',
        { old_password: old, new_password: 'new-pass-22', password_confirmation: 'new-pass-22' },
        token,
      );
    for (let i = 0; i < 4; i++) expect((await edit(`wrong-${i}`)).code).toBe(100006);
    expect(await edit('right-pass-2')).toMatchObject(LOCKED);
    // The authenticator check counts on the same account.
    expect(await from(address, 'PUT', '/api/v1/user/verify_google_captcha', { google_captcha: '123456' }, token)).toMatchObject(LOCKED);
  });
});
