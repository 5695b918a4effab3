import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../server/db/schema';
import { sha256 } from '../../server/shared/random';
import { startTestServer, type TestServer } from '../support/test-db';
import { http, inject, insertUser, signIn } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const UNLOCK = '/api/v1/user/unlock';
const DETAILS = '/api/v1/user/get_user_details';

const unlock = (token: string, password: string) => http(server, 'PUT', UNLOCK, { token, body: { password }, lang: 'en' });

/** A user of its own per test, signed in. */
async function signedIn(name: string) {
  const password = `${name}-pass-1`;
  await insertUser(server.database, { username: name, password, role: 'official' });
  return { password, token: await signIn(server, name, password) };
}

describe('PUT /api/v1/user/unlock', () => {
  it('answers valid true for the right password and false for a wrong one', async () => {
    const { token, password } = await signedIn('lk_basic');
    expect(await unlock(token, password)).toMatchObject({ status: 200, code: 0, data: { valid: true } });
    expect(await unlock(token, 'not-it')).toMatchObject({ status: 200, code: 0, data: { valid: false } });
    expect((await inject(server, 'GET', DETAILS, { token })).code).toBe(0);
  });

  it("the fifth wrong password signs the session out (401); the user's other sessions stay", async () => {
    const { token, password } = await signedIn('lk_five');
    const other = await signIn(server, 'lk_five', password);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await unlock(token, `wrong-${attempt}`)).data).toEqual({ valid: false });
    }
    const fifth = await unlock(token, 'wrong-5');
    expect(fifth).toMatchObject({
      status: 401,
      code: 401,
      msg: 'Too many wrong passwords: you have been signed out. Please sign in again.',
      data: null,
    });
    const [row] = await server.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(token)));
    expect(row!.revokedAt).not.toBeNull();

    // Even the right password cannot bring the session back.
    expect((await unlock(token, password)).status).toBe(401);
    expect((await inject(server, 'GET', DETAILS, { token })).status).toBe(401);
    expect((await inject(server, 'GET', DETAILS, { token: other })).code).toBe(0);
    expect((await unlock(other, password)).data).toEqual({ valid: true });
  });

  it('counts per session: wrong passwords in one session do not count in another', async () => {
    const { token, password } = await signedIn('lk_per_session');
    const other = await signIn(server, 'lk_per_session', password);
    for (let attempt = 0; attempt < 4; attempt++) await unlock(token, 'wrong');
    for (let attempt = 0; attempt < 4; attempt++) await unlock(other, 'wrong');
    expect((await inject(server, 'GET', DETAILS, { token })).code).toBe(0);
    expect((await inject(server, 'GET', DETAILS, { token: other })).code).toBe(0);
  });

  it('a successful unlock starts the count again', async () => {
    const { token, password } = await signedIn('lk_reset');
    for (let attempt = 0; attempt < 4; attempt++) await unlock(token, 'wrong');
    expect((await unlock(token, password)).data).toEqual({ valid: true });
    for (let attempt = 0; attempt < 4; attempt++) expect((await unlock(token, 'wrong')).data).toEqual({ valid: false });
    expect((await inject(server, 'GET', DETAILS, { token })).code).toBe(0);
    expect((await unlock(token, 'wrong')).status).toBe(401);
  });

  it('parallel wrong passwords cannot slip past the limit', async () => {
    const { token } = await signedIn('lk_parallel');
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => unlock(token, `wrong-${i}`)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(4);
    expect(answers.filter((a) => a.status === 401)).toHaveLength(4);
    expect((await inject(server, 'GET', DETAILS, { token })).status).toBe(401);
  });

  it('needs a signed-in user (401)', async () => {
    const answer = await http(server, 'PUT', UNLOCK, { body: { password: 'x' } });
    expect(answer).toMatchObject({ status: 401, code: 401 });
  });

  it.each([
    [{}, 'password: this field is required'],
    [{ password: '' }, 'password: must not be empty'],
    [{ password: 123456 }, 'password: must be a string'],
  ])('refuses %j with a 400 and counts nothing', async (body, message) => {
    const { token, password } = await signedIn(`lk_bad_${Object.keys(body).length}_${typeof (body as { password?: unknown }).password}`);
    for (let attempt = 0; attempt < 6; attempt++) {
      expect(await inject(server, 'PUT', UNLOCK, { token, body, lang: 'en' })).toMatchObject({ status: 400, msg: message });
    }
    expect((await unlock(token, password)).data).toEqual({ valid: true });
  });
});
