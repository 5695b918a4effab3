import Ajv from 'ajv';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, smsCodes, users } from '../../server/db/schema';
import { loadEntities } from '../../server/api/schema-loader';
import { startTestServer, type TestServer } from '../support/test-db';
import { codeAt, codeFromOutbox, enableAuthenticator, freshTotpStep, http, inject, insertUser, rowCounts, wrongCode } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const SEND = '/api/v1/auth/send_sms_code';
const LOGIN = '/api/v1/auth/login_mobile';
const DEMO_MOBILE = '+8613800000000';

// The entity with its $refs (ids, money) inlined, as the server uses it.
const validUserInfo = new Ajv({ strict: false }).compile(loadEntities()['user-info']!);

const sendSms = (mobile: string, lang?: 'en' | 'zh-CN') => http(server, 'POST', SEND, { body: { mobile }, lang });

const textsTo = (mobile: string) => server.database.db.select().from(outbox).where(eq(outbox.recipient, mobile));

let numbers = 0;
/** An account with a phone number of its own (numbers never repeat within the file). */
async function mobileUser(name: string, status: 'active' | 'disabled' = 'active') {
  const mobile = `+1555${String(1000000 + ++numbers)}`;
  const row = await insertUser(server.database, { username: name, password: 'whatever1', role: 'master', mobile, status });
  return { ...row, mobile };
}

async function textedCode(mobile: string) {
  expect((await sendSms(mobile)).code).toBe(0);
  return codeFromOutbox(server.database, mobile);
}

describe('the demo numbers', () => {
  it('demo and operator have phone numbers, shown in their user info', async () => {
    const token = (await inject(server, 'POST', '/api/v1/auth/login', { body: { username: 'demo', password: 'demo123' } })).data.token;
    const details = await inject(server, 'GET', '/api/v1/user/get_user_details', { token });
    expect(details.data.mobile).toBe(DEMO_MOBILE);
    const [operator] = await server.database.db.select().from(users).where(eq(users.username, 'operator'));
    expect(operator!.mobile).toMatch(/^\+86\d{11}$/);
    expect(operator!.mobile).not.toBe(DEMO_MOBILE);
  });

  it('a number belongs to one account only', async () => {
    await expect(
      insertUser(server.database, { username: 'mb_copy', password: 'whatever1', role: 'master', mobile: DEMO_MOBILE }),
    ).rejects.toThrow();
  });
});

describe('POST /api/v1/auth/send_sms_code', () => {
  it('texts a six-digit code through the outbox (recipient = the number) and keeps only its hash', async () => {
    const answer = await sendSms(DEMO_MOBILE, 'en');
    expect(answer).toMatchObject({ status: 200, code: 0, data: { expires_in: 600 } });
    const [text] = await textsTo(DEMO_MOBILE);
    expect(text!.subject).toBe('SMS');
    expect(text!.body).toContain('10 minutes');
    const code = /\b(\d{6})\b/.exec(text!.body)![1]!;
    const [stored] = await server.database.db.select().from(smsCodes).where(eq(smsCodes.mobile, DEMO_MOBILE));
    expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.codeHash).not.toContain(code);
  });

  it('writes the text in zh_CN by default', async () => {
    const user = await mobileUser('mb_zh');
    await sendSms(user.mobile);
    const [text] = await textsTo(user.mobile);
    expect(text!.body).toContain('分钟内有效');
  });

  it('answers a number without an account like one with, but texts nothing; the resend interval holds for both', async () => {
    const known = await mobileUser('mb_known');
    const unknown = '+15559999999';
    const knownAnswer = await sendSms(known.mobile, 'en');
    const unknownAnswer = await sendSms(unknown, 'en');
    expect(unknownAnswer).toMatchObject({ status: knownAnswer.status, code: 0, msg: knownAnswer.msg, data: knownAnswer.data });
    expect(await textsTo(unknown)).toEqual([]);

    const before = await rowCounts(server.database);
    for (const mobile of [known.mobile, unknown]) {
      const again = await sendSms(mobile, 'en');
      expect(again.code).toBe(100019);
      const seconds = Number(/(\d+) seconds/.exec(again.msg)?.[1]);
      expect(seconds).toBeGreaterThan(50);
      expect(seconds).toBeLessThanOrEqual(60);
    }
    expect(await rowCounts(server.database)).toEqual(before);
  });

  it('texts nothing to the number of a disabled account', async () => {
    const user = await mobileUser('mb_disabled_send', 'disabled');
    expect((await sendSms(user.mobile)).code).toBe(0);
    expect(await textsTo(user.mobile)).toEqual([]);
  });

  it.each(['13800000000', '+0123456789', '+86 138 0000 0000', '+12', 'phone'])('refuses the number %j with a 400', async (mobile) => {
    const answer = await sendSms(mobile, 'en');
    expect(answer).toMatchObject({ status: 400, code: 400, msg: 'mobile: has the wrong format' });
  });
});

describe('POST /api/v1/auth/login_mobile', () => {
  it('signs in with the texted code, answering like the password sign-in; the code works once', async () => {
    const user = await mobileUser('mb_happy');
    const code = await textedCode(user.mobile);
    const before = Date.now();
    const answer = await http(server, 'POST', LOGIN, { body: { mobile: user.mobile, sms_code: code } });
    expect(answer).toMatchObject({ status: 200, code: 0 });
    expect(Object.keys(answer.data).sort()).toEqual(['expires_at', 'token', 'userInfo']);
    expect(answer.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(Date.parse(answer.data.expires_at) - before).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    expect(validUserInfo(answer.data.userInfo), JSON.stringify(validUserInfo.errors)).toBe(true);
    expect(answer.data.userInfo).toMatchObject({ username: 'mb_happy', mobile: user.mobile, roles: ['master'] });

    const details = await inject(server, 'GET', '/api/v1/user/get_user_details', { token: answer.data.token });
    expect(details.data.username).toBe('mb_happy');
    const [row] = await server.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.lastLoginAt).not.toBeNull();

    const again = await inject(server, 'POST', LOGIN, { body: { mobile: user.mobile, sms_code: code }, lang: 'en' });
    expect(again).toMatchObject({ code: 100018, msg: 'The texted code is wrong or has expired.', data: null });
  });

  it('refuses a wrong code (100018) without a session; after five wrong codes the right one is dead too', async () => {
    const user = await mobileUser('mb_guess');
    const code = await textedCode(user.mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const before = await rowCounts(server.database);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await inject(server, 'POST', LOGIN, { body: { mobile: user.mobile, sms_code: wrong } })).code).toBe(100018);
    }
    expect((await inject(server, 'POST', LOGIN, { body: { mobile: user.mobile, sms_code: code } })).code).toBe(100018);
    expect((await rowCounts(server.database)).sessions).toBe(before.sessions);
  });

  it('refuses an expired code (100018)', async () => {
    const user = await mobileUser('mb_expired');
    const code = await textedCode(user.mobile);
    await server.database.db
      .update(smsCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(smsCodes.mobile, user.mobile), eq(smsCodes.scene, 'login')));
    expect((await inject(server, 'POST', LOGIN, { body: { mobile: user.mobile, sms_code: code } })).code).toBe(100018);
  });

  it("refuses another number's code (100018)", async () => {
    const first = await mobileUser('mb_first');
    const second = await mobileUser('mb_second');
    const code = await textedCode(first.mobile);
    expect((await inject(server, 'POST', LOGIN, { body: { mobile: second.mobile, sms_code: code } })).code).toBe(100018);
  });

  it('answers a number without an account like a wrong code', async () => {
    const answer = await inject(server, 'POST', LOGIN, { body: { mobile: '+15558888888', sms_code: '123456' } });
    expect(answer.code).toBe(100018);
  });

  it('refuses an account disabled after the code was texted (100002)', async () => {
    const user = await mobileUser('mb_disabled_later');
    const code = await textedCode(user.mobile);
    await server.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
    const answer = await inject(server, 'POST', LOGIN, { body: { mobile: user.mobile, sms_code: code }, lang: 'en' });
    expect(answer).toMatchObject({ code: 100002, msg: 'This account is disabled.' });
  });

  it('asks for the authenticator code (100139) when the check is on; the texted code stays valid for that step', async () => {
    const user = await mobileUser('mb_totp');
    const secret = await enableAuthenticator(server.database, user.id);
    const code = await textedCode(user.mobile);
    const before = await rowCounts(server.database);

    const first = await inject(server, 'POST', LOGIN, { body: { mobile: user.mobile, sms_code: code } });
    expect(first).toMatchObject({ status: 200, code: 100139, data: null });
    const step = await freshTotpStep();
    const wrong = await inject(server, 'POST', LOGIN, {
      body: { mobile: user.mobile, sms_code: code, google_captcha: await wrongCode(secret, step) },
    });
    expect(wrong.code).toBe(100003);
    expect((await rowCounts(server.database)).sessions).toBe(before.sessions);

    const captcha = await codeAt(secret, step);
    const answer = await inject(server, 'POST', LOGIN, { body: { mobile: user.mobile, sms_code: code, google_captcha: captcha } });
    expect(answer.code).toBe(0);
    expect(answer.data.userInfo).toMatchObject({ username: 'mb_totp', google_open: true });

    // Both codes are used up now.
    const replay = await inject(server, 'POST', LOGIN, { body: { mobile: user.mobile, sms_code: code, google_captcha: captcha } });
    expect(replay.code).toBe(100018);
  });

  it.each([
    [{ mobile: DEMO_MOBILE }, 'sms_code: this field is required'],
    [{ mobile: DEMO_MOBILE, sms_code: '12345' }, 'sms_code: use 6 digits'],
    [{ mobile: DEMO_MOBILE, sms_code: 123456 }, 'sms_code: must be a string'],
    [{ mobile: DEMO_MOBILE, sms_code: '123456', google_captcha: 'abcdef' }, 'google_captcha: use 6 digits'],
  ])('refuses %j with a 400 naming the field', async (body, message) => {
    const answer = await http(server, 'POST', LOGIN, { body, lang: 'en' });
    expect(answer).toMatchObject({ status: 400, code: 400, msg: message });
  });
});
