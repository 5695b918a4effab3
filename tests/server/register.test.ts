import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCodes, outbox, users } from '../../server/db/schema';
import { DEFAULT_UNIT_PRICE } from '../../server/accounts/account-keys';
import { startTestServer, type TestServer } from '../support/test-db';
import { codeFromOutbox, http, inject, insertUser, rowCounts, signIn, userByName } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const SEND = '/api/v1/auth/send_email_code';
const REGISTER = '/api/v1/auth/pwauser_reg';

const sendCode = (email: string, scene?: string, lang?: 'en' | 'zh-CN') =>
  http(server, 'POST', SEND, { body: scene ? { email, scene } : { email }, lang });

async function demoInviteCode() {
  return (await userByName(server.database, 'demo')).inviteCode;
}

/** A complete, valid registration for `name`, with a freshly mailed code. */
async function registration(name: string) {
  const email = `${name}@example.test`;
  expect((await sendCode(email)).code).toBe(0);
  return {
    username: name,
    password: 'reg-secret-1',
    password_confirmation: 'reg-secret-1',
    truename: `Person ${name}`,
    email,
    email_code: await codeFromOutbox(server.database, email),
    invite_code: await demoInviteCode(),
  };
}

describe('POST /api/v1/auth/send_email_code', () => {
  it('mails a six-digit code through the outbox and keeps only its hash', async () => {
    const answer = await sendCode('Mail.One@Example.test', undefined, 'en');
    expect(answer).toMatchObject({ status: 200, code: 0, data: { expires_in: 600 } });

    const [mail] = await server.database.db.select().from(outbox).where(eq(outbox.recipient, 'mail.one@example.test'));
    expect(mail!.subject).toBe('Your PWA Console code');
    const code = /\b(\d{6})\b/.exec(mail!.body)![1]!;
    expect(mail!.body).toContain('10 minutes');

    const [stored] = await server.database.db.select().from(emailCodes).where(eq(emailCodes.email, 'mail.one@example.test'));
    expect(stored!.scene).toBe('register');
    expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.codeHash).not.toContain(code);
  });

  it('writes the mail in the caller language (zh_CN by default)', async () => {
    await sendCode('mail.zh@example.test');
    const [mail] = await server.database.db.select().from(outbox).where(eq(outbox.recipient, 'mail.zh@example.test'));
    expect(mail!.subject).toBe('PWA Console 验证码');
  });

  it('refuses a second code within a minute (100011, with the seconds to wait) and mails nothing', async () => {
    expect((await sendCode('mail.two@example.test')).code).toBe(0);
    const before = await rowCounts(server.database);
    const again = await sendCode('MAIL.two@example.test', undefined, 'en');
    expect(again.code).toBe(100011);
    const seconds = Number(/(\d+) seconds/.exec(again.msg)?.[1]);
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(await rowCounts(server.database)).toEqual(before);

    // Another scene of the same address has its own interval.
    expect((await sendCode('mail.two@example.test', 'reset_password')).code).toBe(0);
  });

  it('a new code (after the interval) replaces the older one', async () => {
    const email = 'mail.three@example.test';
    await sendCode(email);
    const first = await codeFromOutbox(server.database, email);
    // Pretend the first code was sent two minutes ago.
    await server.database.db
      .update(emailCodes)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(emailCodes.email, email));
    expect((await sendCode(email)).code).toBe(0);
    const second = await codeFromOutbox(server.database, email);

    const base = { ...(await registration('replaced_probe')), email, username: 'mail_three' };
    if (first !== second) {
      expect((await inject(server, 'POST', REGISTER, { body: { ...base, email_code: first } })).code).toBe(100010);
    }
    expect((await inject(server, 'POST', REGISTER, { body: { ...base, email_code: second } })).code).toBe(0);
  });

  it('answers an address that already has an account as any other, and mails it nothing', async () => {
    const before = await rowCounts(server.database);
    const registered = await sendCode('DEMO@example.com');
    const fresh = await sendCode('never-registered@example.test');
    expect(registered).toMatchObject({ status: 200, code: 0 });
    expect({ ...registered, headers: undefined }).toEqual({ ...fresh, headers: undefined });
    const after = await rowCounts(server.database);
    expect(after.emailCodes - before.emailCodes).toBe(2);
    expect(after.outbox - before.outbox).toBe(1);
    await expect(codeFromOutbox(server.database, 'demo@example.com')).rejects.toThrow(/no code mailed/);
    // The resend lock holds for it as for any address.
    expect((await sendCode('demo@example.com')).code).toBe((await sendCode('never-registered@example.test')).code);
  });
});

describe('POST /api/v1/auth/pwauser_reg', () => {
  it('registers a master invited by the inviter, with zero balance and the default unit price', async () => {
    const body = await registration('new_master');
    const answer = await http(server, 'POST', REGISTER, { body });
    expect(answer).toMatchObject({ status: 200, code: 0, data: { username: 'new_master' } });

    const demo = await userByName(server.database, 'demo');
    const created = await userByName(server.database, 'new_master');
    expect(created).toMatchObject({
      id: answer.data.id,
      role: 'master',
      status: 'active',
      invitedBy: demo.id,
      parentId: null,
      balance: 0,
      unitPrice: DEFAULT_UNIT_PRICE,
      email: 'new_master@example.test',
      truename: 'Person new_master',
    });
    expect(created.passwordHash).toMatch(/^\$argon2id\$/);
    expect(created.appKey).not.toBe(demo.appKey);
    expect(created.inviteCode).not.toBe(demo.inviteCode);

    // The new account signs in and sees the master's areas.
    const token = await signIn(server, 'new_master', 'reg-secret-1');
    const details = await inject(server, 'GET', '/api/v1/user/get_user_details', { token });
    expect(details.data).toMatchObject({ role: 'master', balance: 0, unit_price: DEFAULT_UNIT_PRICE });

    // The code is used up.
    const reuse = await inject(server, 'POST', REGISTER, { body: { ...body, username: 'new_master_2' } });
    expect(reuse.code).toBe(100010);
  });

  it('accepts an admin invite code', async () => {
    const body = await registration('admin_invited');
    const admin = await userByName(server.database, 'admin');
    const answer = await inject(server, 'POST', REGISTER, { body: { ...body, invite_code: admin.inviteCode } });
    expect(answer.code).toBe(0);
    expect((await userByName(server.database, 'admin_invited')).invitedBy).toBe(admin.id);
  });

  it.each([
    ['an unknown invite code', async () => ({ invite_code: 'NOSUCHCODE' })],
    ['an official invite code', async () => ({ invite_code: (await userByName(server.database, 'operator')).inviteCode })],
    [
      'a disabled master invite code',
      async () => {
        const row = await insertUser(server.database, {
          username: 'gone_master',
          password: 'whatever',
          role: 'master',
          status: 'disabled',
        });
        return { invite_code: row.inviteCode };
      },
    ],
  ])('refuses %s (100012) and writes nothing', async (_case, change) => {
    const body = { ...(await registration(`inv_${Math.random().toString(36).slice(2, 8)}`)), ...(await change()) };
    const before = await rowCounts(server.database);
    const answer = await inject(server, 'POST', REGISTER, { body, lang: 'en' });
    expect(answer).toMatchObject({ code: 100012, msg: 'This invite code is not valid.' });
    expect(await rowCounts(server.database)).toEqual(before);
  });

  it('refuses a taken username, case-insensitively (100013)', async () => {
    const body = await registration('taken_probe');
    const before = await rowCounts(server.database);
    const answer = await inject(server, 'POST', REGISTER, { body: { ...body, username: 'DEMO' } });
    expect(answer.code).toBe(100013);
    expect(await rowCounts(server.database)).toEqual(before);
  });

  it('without a code mailed to it, a taken address answers as a wrong code (100010)', async () => {
    const body = await registration('email_probe');
    const answer = await inject(server, 'POST', REGISTER, { body: { ...body, email: 'Demo@Example.com' } });
    expect(answer.code).toBe(100010);
  });

  it('refuses an address registered after its code was mailed, case-insensitively (100014)', async () => {
    const body = await registration('email_race');
    await insertUser(server.database, {
      username: 'email_race_owner',
      password: 'whatever-1',
      role: 'master',
      email: 'Email_Race@example.test',
    });
    const answer = await inject(server, 'POST', REGISTER, { body });
    expect(answer.code).toBe(100014);
  });

  it('refuses a confirmation that differs from the password (100005)', async () => {
    const body = await registration('mismatch_probe');
    const answer = await inject(server, 'POST', REGISTER, { body: { ...body, password_confirmation: 'other-secret' } });
    expect(answer.code).toBe(100005);
    expect((await inject(server, 'POST', REGISTER, { body })).code).toBe(0);
  });

  it('refuses a wrong e-mail code (100010); after five wrong codes the right one is dead too', async () => {
    const body = await registration('guess_probe');
    const wrong = body.email_code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await inject(server, 'POST', REGISTER, { body: { ...body, email_code: wrong }, lang: 'en' });
      expect(answer).toMatchObject({ code: 100010, msg: 'The e-mailed code is wrong or has expired.' });
    }
    const [row] = await server.database.db.select().from(emailCodes).where(eq(emailCodes.email, body.email));
    expect(row!.attempts).toBe(5);
    expect((await inject(server, 'POST', REGISTER, { body })).code).toBe(100010);
    expect((await server.database.db.select().from(users).where(eq(users.username, 'guess_probe'))).length).toBe(0);
  });

  it('refuses an expired e-mail code (100010)', async () => {
    const body = await registration('expired_probe');
    await server.database.db
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(emailCodes.email, body.email), eq(emailCodes.scene, 'register')));
    expect((await inject(server, 'POST', REGISTER, { body })).code).toBe(100010);
  });

  it('refuses a code mailed for another scene (100010)', async () => {
    // Reset codes are mailed only to accounts: mail one, then move the account to another address.
    const email = 'scene.probe@example.test';
    const owner = await insertUser(server.database, { username: 'scene_owner', password: 'whatever1', role: 'master', email });
    await sendCode(email, 'reset_password');
    await server.database.db.update(users).set({ email: 'scene.moved@example.test' }).where(eq(users.id, owner.id));
    const body = {
      username: 'scene_probe',
      password: 'reg-secret-1',
      password_confirmation: 'reg-secret-1',
      email,
      email_code: await codeFromOutbox(server.database, email),
      invite_code: await demoInviteCode(),
    };
    expect((await inject(server, 'POST', REGISTER, { body })).code).toBe(100010);
  });

  it('refuses a username with spaces or symbols with a 400 naming the field', async () => {
    const body = await registration('pattern_probe');
    const answer = await inject(server, 'POST', REGISTER, { body: { ...body, username: 'bad name!' }, lang: 'en' });
    expect(answer).toMatchObject({ status: 400, code: 400, msg: 'username: use 3–32 letters, digits, “_”, “.”, or “-”' });
  });
});
