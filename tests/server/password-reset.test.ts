import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCodes, outbox, users } from '../../server/db/schema';
import { startTestServer, type TestServer } from '../support/test-db';
import { codeFromOutbox, http, inject, insertUser, rowCounts, signIn, userByName } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const SEND = '/api/v1/auth/send_email_code';
const RESET = '/api/v1/auth/reset_password';
const DETAILS = '/api/v1/user/get_user_details';

const sendResetCode = (email: string, lang?: 'en' | 'zh-CN') =>
  http(server, 'POST', SEND, { body: { email, scene: 'reset_password' }, lang });

const mailsTo = async (email: string) => server.database.db.select().from(outbox).where(eq(outbox.recipient, email.toLowerCase()));

/** An account of its own for each test, so password changes never disturb the demo accounts. */
async function account(name: string) {
  const password = `${name}-old-1`;
  const row = await insertUser(server.database, { username: name, password, role: 'master' });
  return { ...row, email: row.email!, password };
}

async function resetBody(email: string, password = 'brand-new-1') {
  expect((await sendResetCode(email)).code).toBe(0);
  return { email, email_code: await codeFromOutbox(server.database, email), password, password_confirmation: password };
}

describe('send_email_code, scene reset_password', () => {
  it('mails a code to the address of an account', async () => {
    const user = await account('rs_mail');
    const answer = await sendResetCode(user.email, 'en');
    expect(answer).toMatchObject({ status: 200, code: 0, data: { expires_in: 600 } });
    const [mail] = await mailsTo(user.email);
    expect(mail!.subject).toBe('Your PWA Console code');
    expect(mail!.body).toMatch(/\b\d{6}\b/);
    const [stored] = await server.database.db.select().from(emailCodes).where(eq(emailCodes.email, user.email));
    expect(stored!.scene).toBe('reset_password');
  });

  it('answers an unknown address exactly like a known one, but mails nothing', async () => {
    const known = await account('rs_known');
    const unknown = 'nobody.here@example.test';
    const knownAnswer = await sendResetCode(known.email, 'en');
    const unknownAnswer = await sendResetCode(unknown, 'en');
    expect(unknownAnswer).toMatchObject({
      status: knownAnswer.status,
      code: knownAnswer.code,
      msg: knownAnswer.msg,
      data: knownAnswer.data,
    });
    expect(await mailsTo(unknown)).toEqual([]);

    // The resend interval answers the same too, so asking twice does not tell them apart either.
    const knownAgain = await sendResetCode(known.email, 'en');
    const unknownAgain = await sendResetCode(unknown, 'en');
    expect(knownAgain.code).toBe(100011);
    expect(unknownAgain.code).toBe(100011);
  });

  it('mails nothing to the address of a disabled account', async () => {
    const disabled = await insertUser(server.database, {
      username: 'rs_disabled',
      password: 'whatever1',
      role: 'master',
      status: 'disabled',
    });
    expect((await sendResetCode(disabled.email!)).code).toBe(0);
    expect(await mailsTo(disabled.email!)).toEqual([]);
  });
});

describe('POST /api/v1/auth/reset_password', () => {
  it('sets the new password, signs out every session of the account and uses the code up', async () => {
    const user = await account('rs_happy');
    const first = await signIn(server, user.username, user.password);
    const second = await signIn(server, user.username, user.password);
    const body = await resetBody(user.email.toUpperCase());

    const answer = await http(server, 'POST', RESET, { body });
    expect(answer).toMatchObject({ status: 200, code: 0, data: null });

    for (const token of [first, second]) {
      expect((await inject(server, 'GET', DETAILS, { token })).status).toBe(401);
    }
    const old = await inject(server, 'POST', '/api/v1/auth/login', { body: { username: user.username, password: user.password } });
    expect(old.code).toBe(100001);
    const fresh = await signIn(server, user.username, 'brand-new-1');
    expect((await inject(server, 'GET', DETAILS, { token: fresh })).data.username).toBe(user.username);
    expect((await userByName(server.database, user.username)).passwordHash).toMatch(/^\$argon2id\$/);

    const again = await inject(server, 'POST', RESET, { body: { ...body, password: 'third-one-1', password_confirmation: 'third-one-1' } });
    expect(again.code).toBe(100010);
  });

  it('leaves other accounts signed in', async () => {
    const user = await account('rs_other');
    const bystander = await signIn(server, 'demo', 'demo123');
    expect((await inject(server, 'POST', RESET, { body: await resetBody(user.email) })).code).toBe(0);
    expect((await inject(server, 'GET', DETAILS, { token: bystander })).code).toBe(0);
  });

  it('refuses a confirmation that differs (100005), changing nothing and keeping the code valid', async () => {
    const user = await account('rs_mismatch');
    const token = await signIn(server, user.username, user.password);
    const body = await resetBody(user.email);
    const before = await userByName(server.database, user.username);
    const answer = await inject(server, 'POST', RESET, { body: { ...body, password_confirmation: 'something-else' }, lang: 'en' });
    expect(answer).toMatchObject({ code: 100005, msg: 'The new password and its confirmation differ.' });
    expect((await userByName(server.database, user.username)).passwordHash).toBe(before.passwordHash);
    expect((await inject(server, 'GET', DETAILS, { token })).code).toBe(0);
    expect((await inject(server, 'POST', RESET, { body })).code).toBe(0);
  });

  it('refuses a wrong code (100010); after five wrong codes the right one is dead too', async () => {
    const user = await account('rs_guess');
    const body = await resetBody(user.email);
    const wrong = body.email_code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await inject(server, 'POST', RESET, { body: { ...body, email_code: wrong }, lang: 'en' });
      expect(answer).toMatchObject({ code: 100010, msg: 'The e-mailed code is wrong or has expired.' });
    }
    expect((await inject(server, 'POST', RESET, { body })).code).toBe(100010);
    expect(await signIn(server, user.username, user.password)).toEqual(expect.any(String));
  });

  it('refuses an expired code (100010)', async () => {
    const user = await account('rs_expired');
    const body = await resetBody(user.email);
    await server.database.db
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(emailCodes.email, user.email), eq(emailCodes.scene, 'reset_password')));
    expect((await inject(server, 'POST', RESET, { body })).code).toBe(100010);
  });

  it('refuses a registration code for the same address (100010)', async () => {
    const email = 'rs.scene@example.test';
    expect((await http(server, 'POST', SEND, { body: { email, scene: 'register' } })).code).toBe(0);
    const code = await codeFromOutbox(server.database, email);
    // The address gets an account afterwards; its registration code must still not reset the password.
    await insertUser(server.database, { username: 'rs_scene', password: 'whatever1', role: 'master', email });
    const answer = await inject(server, 'POST', RESET, {
      body: { email, email_code: code, password: 'brand-new-1', password_confirmation: 'brand-new-1' },
    });
    expect(answer.code).toBe(100010);
  });

  it('answers an address without an account like a wrong code, writing nothing', async () => {
    const before = await rowCounts(server.database);
    const answer = await inject(server, 'POST', RESET, {
      body: { email: 'ghost@example.test', email_code: '123456', password: 'brand-new-1', password_confirmation: 'brand-new-1' },
    });
    expect(answer.code).toBe(100010);
    expect(await rowCounts(server.database)).toEqual(before);
  });

  it('refuses an account disabled after the code was mailed, as a wrong code', async () => {
    const user = await account('rs_later_disabled');
    const body = await resetBody(user.email);
    await server.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
    expect((await inject(server, 'POST', RESET, { body })).code).toBe(100010);
  });

  it.each([
    [{ password: 'short', password_confirmation: 'short' }, 'password: must have at least 6 characters'],
    [{ email: 'not-an-address' }, 'email: must be a valid e-mail address'],
    [{ email_code: '12345' }, 'email_code: use 6 digits'],
    [{ extra: 1 }, 'extra: unknown field'],
  ])('refuses malformed input %j with a 400 naming the field', async (change, message) => {
    const body = {
      email: 'x@example.test',
      email_code: '123456',
      password: 'brand-new-1',
      password_confirmation: 'brand-new-1',
      ...change,
    };
    const answer = await http(server, 'POST', RESET, { body, lang: 'en' });
    expect(answer).toMatchObject({ status: 400, code: 400, msg: message });
  });

  it('refuses a body without the confirmation with a 400 naming it', async () => {
    const answer = await http(server, 'POST', RESET, {
      body: { email: 'x@example.test', email_code: '123456', password: 'brand-new-1' },
      lang: 'en',
    });
    expect(answer).toMatchObject({ status: 400, msg: 'password_confirmation: this field is required' });
  });
});
