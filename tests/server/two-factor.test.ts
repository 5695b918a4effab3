import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-db';
import { codeAt, freshTotpStep, inject, insertUser, signIn, userByName, wrongCode } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const LOGIN = '/api/v1/auth/login';

/** get_google_bind_url for the signed-in user; checks the answer's shape. */
async function startBinding(token: string): Promise<string> {
  const answer = await inject(server, 'GET', `/api/v1/user/get_google_bind_url?_t=${Date.now()}`, { token });
  expect(answer.code).toBe(0);
  expect(answer.data.secret).toMatch(/^[A-Z2-7]{16,}$/);
  expect(answer.data.url).toMatch(/^otpauth:\/\/totp\//);
  expect(answer.data.url).toContain(`secret=${answer.data.secret}`);
  expect(answer.data.qrcode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
  return answer.data.secret;
}

describe('two-factor sign-in, end to end', () => {
  it('binds an authenticator, then login asks for its code and accepts each code once', async () => {
    const password = 'two-factor-1';
    await insertUser(server.database, { username: 'tf_user', password, role: 'master' });
    const token = await signIn(server, 'tf_user', password);
    const secret = await startBinding(token);
    const pending = await userByName(server.database, 'tf_user');
    expect(pending.totpPendingSecret).toBe(secret);
    expect(pending.totpBound).toBe(false);

    const step = await freshTotpStep();
    const bad = await wrongCode(secret, step);
    expect((await inject(server, 'PUT', '/api/v1/user/bind_google_captcha', { token, body: { google_captcha: bad } })).code).toBe(100003);

    const bindCode = await codeAt(secret, step - 1);
    const bind = await inject(server, 'PUT', '/api/v1/user/bind_google_captcha', { token, body: { google_captcha: bindCode } });
    expect(bind).toMatchObject({ code: 0, data: null });
    const details = await inject(server, 'GET', '/api/v1/user/get_user_details', { token });
    expect(details.data).toMatchObject({ google_bind: true, google_open: true });
    const bound = await userByName(server.database, 'tf_user');
    expect(bound.totpSecret).toBe(secret);
    expect(bound.totpPendingSecret).toBeNull();

    // No code: the answer asks for one (the console hides this message and shows the code input).
    const first = await inject(server, 'POST', LOGIN, { body: { username: 'tf_user', password } });
    expect(first).toMatchObject({ status: 200, code: 100139, data: null });
    const firstStep = await inject(server, 'POST', '/api/v1/auth/login_first', { body: { username: 'tf_user', password } });
    expect(firstStep.data).toEqual({ need_google_captcha: true });

    // A wrong code, and the code already used for binding, are refused.
    const wrong = await inject(server, 'POST', LOGIN, { body: { username: 'tf_user', password, google_captcha: bad }, lang: 'en' });
    expect(wrong).toMatchObject({ code: 100003, msg: 'The authenticator code is wrong or has expired.' });
    const reusedBindCode = await inject(server, 'POST', LOGIN, { body: { username: 'tf_user', password, google_captcha: bindCode } });
    expect(reusedBindCode.code).toBe(100003);

    // The right code signs in, once.
    const code = await codeAt(secret, step);
    const ok = await inject(server, 'POST', LOGIN, { body: { username: 'tf_user', password, google_captcha: code } });
    expect(ok.code).toBe(0);
    expect(ok.data.token).toEqual(expect.any(String));
    const replay = await inject(server, 'POST', LOGIN, { body: { username: 'tf_user', password, google_captcha: code } });
    expect(replay.code).toBe(100003);

    // The right code with a wrong password still says nothing about the code.
    const next = await codeAt(secret, step + 1);
    const wrongPassword = await inject(server, 'POST', LOGIN, { body: { username: 'tf_user', password: 'nope', google_captcha: next } });
    expect(wrongPassword.code).toBe(100001);
  });

  it('two parallel logins with one code: only one gets a token', async () => {
    const password = 'two-factor-2';
    await insertUser(server.database, { username: 'tf_race', password, role: 'master' });
    const token = await signIn(server, 'tf_race', password);
    const secret = await startBinding(token);
    const step = await freshTotpStep();
    await inject(server, 'PUT', '/api/v1/user/bind_google_captcha', { token, body: { google_captcha: await codeAt(secret, step - 1) } });

    const code = await codeAt(secret, step);
    const answers = await Promise.all(
      [1, 2, 3].map(() => inject(server, 'POST', LOGIN, { body: { username: 'tf_race', password, google_captcha: code } })),
    );
    expect(answers.map((a) => a.code).sort()).toEqual([0, 100003, 100003]);
  });
});

describe('authenticator settings', () => {
  it('verify_google_captcha answers valid for a fresh code and false for a wrong or reused one', async () => {
    const password = 'verify-1';
    await insertUser(server.database, { username: 'tf_verify', password, role: 'official' });
    const token = await signIn(server, 'tf_verify', password);

    // Nothing bound yet.
    const unbound = await inject(server, 'PUT', '/api/v1/user/verify_google_captcha', { token, body: { google_captcha: '123456' } });
    expect(unbound.code).toBe(100004);

    const secret = await startBinding(token);
    const step = await freshTotpStep();
    await inject(server, 'PUT', '/api/v1/user/bind_google_captcha', { token, body: { google_captcha: await codeAt(secret, step - 1) } });

    const code = await codeAt(secret, step);
    const verify = (google_captcha: string) =>
      inject(server, 'PUT', '/api/v1/user/verify_google_captcha', { token, body: { google_captcha } });
    expect(await verify(code)).toMatchObject({ code: 0, data: { valid: true } });
    expect(await verify(code)).toMatchObject({ code: 0, data: { valid: false } });
    expect(await verify(await wrongCode(secret, step))).toMatchObject({ code: 0, data: { valid: false } });
  });

  it('user_is_google_open_edit turns the login check off and on with a valid code only', async () => {
    const password = 'open-edit-1';
    await insertUser(server.database, { username: 'tf_open', password, role: 'master' });
    const token = await signIn(server, 'tf_open', password);
    const edit = (is_open: number, google_captcha: string) =>
      inject(server, 'PUT', '/api/v1/user/user_is_google_open_edit', { token, body: { is_open, google_captcha } });

    expect((await edit(0, '123456')).code).toBe(100004);

    const secret = await startBinding(token);
    const step = await freshTotpStep();
    await inject(server, 'PUT', '/api/v1/user/bind_google_captcha', { token, body: { google_captcha: await codeAt(secret, step - 1) } });

    expect((await edit(0, await wrongCode(secret, step))).code).toBe(100003);
    const off = await edit(0, await codeAt(secret, step));
    expect(off).toMatchObject({ code: 0, data: { google_open: false } });
    expect((await inject(server, 'POST', LOGIN, { body: { username: 'tf_open', password } })).code).toBe(0);
    expect((await inject(server, 'GET', '/api/v1/user/get_user_details', { token })).data).toMatchObject({
      google_bind: true,
      google_open: false,
    });

    const on = await edit(1, await codeAt(secret, step + 1));
    expect(on).toMatchObject({ code: 0, data: { google_open: true } });
    expect((await inject(server, 'POST', LOGIN, { body: { username: 'tf_open', password } })).code).toBe(100139);
  });

  it('binding needs a started binding, and rebinding needs the login check off first', async () => {
    const password = 'rebind-1';
    await insertUser(server.database, { username: 'tf_rebind', password, role: 'master' });
    const token = await signIn(server, 'tf_rebind', password);

    const notStarted = await inject(server, 'PUT', '/api/v1/user/bind_google_captcha', { token, body: { google_captcha: '123456' } });
    expect(notStarted.code).toBe(100016);

    const secret = await startBinding(token);
    const step = await freshTotpStep();
    await inject(server, 'PUT', '/api/v1/user/bind_google_captcha', { token, body: { google_captcha: await codeAt(secret, step - 1) } });

    // While the login check is on, a stolen session cannot swap the authenticator.
    const refused = await inject(server, 'GET', '/api/v1/user/get_google_bind_url', { token });
    expect(refused.code).toBe(100017);

    await inject(server, 'PUT', '/api/v1/user/user_is_google_open_edit', {
      token,
      body: { is_open: 0, google_captcha: await codeAt(secret, step) },
    });
    const newSecret = await startBinding(token);
    expect(newSecret).not.toBe(secret);
    await inject(server, 'PUT', '/api/v1/user/bind_google_captcha', { token, body: { google_captcha: await codeAt(newSecret, step + 1) } });
    const user = await userByName(server.database, 'tf_rebind');
    expect(user).toMatchObject({ totpSecret: newSecret, totpEnabled: true });
  });
});
