import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-db';
import { http, inject, insertUser, rowCounts, signIn, userByName } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const EDIT = '/api/v1/user/password_edit';
const DETAILS = '/api/v1/user/get_user_details';

describe('PUT /api/v1/user/password_edit', () => {
  it('refuses a wrong current password (100006) and changes nothing', async () => {
    await insertUser(server.database, { username: 'pw_wrong', password: 'original-1', role: 'master' });
    const token = await signIn(server, 'pw_wrong', 'original-1');
    const hashBefore = (await userByName(server.database, 'pw_wrong')).passwordHash;

    const answer = await http(server, 'PUT', EDIT, {
      token,
      lang: 'en',
      body: { old_password: 'not-it', new_password: 'changed-1', password_confirmation: 'changed-1' },
    });
    expect(answer).toMatchObject({ status: 200, code: 100006, msg: 'The current password is wrong.' });
    expect((await userByName(server.database, 'pw_wrong')).passwordHash).toBe(hashBefore);
  });

  it('refuses a confirmation that differs (100005)', async () => {
    await insertUser(server.database, { username: 'pw_mismatch', password: 'original-2', role: 'master' });
    const token = await signIn(server, 'pw_mismatch', 'original-2');
    const answer = await inject(server, 'PUT', EDIT, {
      token,
      body: { old_password: 'original-2', new_password: 'changed-2', password_confirmation: 'changed-3' },
    });
    expect(answer).toMatchObject({ code: 100005, msg: '两次输入的新密码不一致。' });
    expect(await signIn(server, 'pw_mismatch', 'original-2')).toEqual(expect.any(String));
  });

  it('refuses a new password equal to the current one (100015)', async () => {
    await insertUser(server.database, { username: 'pw_same', password: 'original-3', role: 'master' });
    const token = await signIn(server, 'pw_same', 'original-3');
    const answer = await inject(server, 'PUT', EDIT, {
      token,
      lang: 'en',
      body: { old_password: 'original-3', new_password: 'original-3', password_confirmation: 'original-3' },
    });
    expect(answer).toMatchObject({ code: 100015, msg: 'The new password must differ from the current one.' });
  });

  it('refuses a new password shorter than 6 characters with a 400 naming the field', async () => {
    await insertUser(server.database, { username: 'pw_short', password: 'original-4', role: 'master' });
    const token = await signIn(server, 'pw_short', 'original-4');
    const answer = await inject(server, 'PUT', EDIT, {
      token,
      lang: 'en',
      body: { old_password: 'original-4', new_password: 'abc', password_confirmation: 'abc' },
    });
    expect(answer).toMatchObject({ status: 400, code: 400, msg: 'new_password: must have at least 6 characters' });
  });

  it('changes the password: old one refused, new one works, other sessions signed out, this one kept', async () => {
    await insertUser(server.database, { username: 'pw_ok', password: 'original-5', role: 'official' });
    const current = await signIn(server, 'pw_ok', 'original-5');
    const otherA = await signIn(server, 'pw_ok', 'original-5');
    const otherB = await signIn(server, 'pw_ok', 'original-5');
    const someoneElse = await signIn(server, 'demo', 'demo123');

    const answer = await http(server, 'PUT', EDIT, {
      token: current,
      body: { old_password: 'original-5', new_password: 'brand-new-5', password_confirmation: 'brand-new-5' },
    });
    expect(answer).toMatchObject({ status: 200, code: 0, data: null });

    expect((await userByName(server.database, 'pw_ok')).passwordHash).toMatch(/^\$argon2id\$/);
    const oldLogin = await inject(server, 'POST', '/api/v1/auth/login', { body: { username: 'pw_ok', password: 'original-5' } });
    expect(oldLogin.code).toBe(100001);
    expect(await signIn(server, 'pw_ok', 'brand-new-5')).toEqual(expect.any(String));

    expect((await http(server, 'GET', DETAILS, { token: current })).code).toBe(0);
    expect((await http(server, 'GET', DETAILS, { token: otherA })).status).toBe(401);
    expect((await http(server, 'GET', DETAILS, { token: otherB, tokenHeader: 'token' })).status).toBe(401);
    expect((await http(server, 'GET', DETAILS, { token: someoneElse })).code).toBe(0);
  });

  it('needs a signed-in user: without a token it answers 401 and writes nothing', async () => {
    const before = await rowCounts(server.database);
    const answer = await inject(server, 'PUT', EDIT, {
      body: { old_password: 'demo123', new_password: 'hacked-1', password_confirmation: 'hacked-1' },
    });
    expect(answer).toMatchObject({ status: 401, code: 401 });
    expect(await rowCounts(server.database)).toEqual(before);
    expect(await signIn(server, 'demo', 'demo123')).toEqual(expect.any(String));
  });
});
