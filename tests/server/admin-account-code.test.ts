import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../server/db/schema';
import { startTestServer, type TestServer } from '../support/test-db';
import { codeFromOutbox, http, inject, insertUser, rowCounts, signIn, userByName } from './helpers';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(server, 'admin', 'admin123');
});
afterAll(() => server?.close());

const SEND = '/admin/v1/system/AccountSendMsgCode';

const send = (userId: number, token = admin) => http(server, 'POST', SEND, { token, body: { user_id: userId }, lang: 'en' });

describe('POST /admin/v1/system/AccountSendMsgCode', () => {
  it('mails the account a code through the outbox; its owner can reset the password with it', async () => {
    const user = await insertUser(server.database, { username: 'amc_owner', password: 'forgotten-1', role: 'master' });
    const answer = await send(user.id);
    expect(answer).toMatchObject({ status: 200, code: 0, data: { sent: true, expires_in: 600 } });
    const mails = await server.database.db.select().from(outbox).where(eq(outbox.recipient, user.email!));
    expect(mails).toHaveLength(1);

    const code = await codeFromOutbox(server.database, user.email!);
    const reset = await inject(server, 'POST', '/api/v1/auth/reset_password', {
      body: { email: user.email, email_code: code, password: 'remembered-1', password_confirmation: 'remembered-1' },
    });
    expect(reset.code).toBe(0);
    expect(await signIn(server, 'amc_owner', 'remembered-1')).toEqual(expect.any(String));
  });

  it('refuses a second code within a minute (100011)', async () => {
    const user = await insertUser(server.database, { username: 'amc_twice', password: 'whatever1', role: 'official' });
    expect((await send(user.id)).code).toBe(0);
    const again = await send(user.id);
    expect(again.code).toBe(100011);
    expect(again.msg).toMatch(/wait \d+ seconds/);
  });

  it('refuses an account without an e-mail address (100321) and a disabled one (100002), mailing nothing', async () => {
    const noMail = await insertUser(server.database, { username: 'amc_nomail', password: 'whatever1', role: 'master', email: null });
    const disabled = await insertUser(server.database, {
      username: 'amc_disabled',
      password: 'whatever1',
      role: 'master',
      status: 'disabled',
    });
    const before = await rowCounts(server.database);
    expect(await send(noMail.id)).toMatchObject({ code: 100321, msg: 'This account has no e-mail address.' });
    expect(await send(disabled.id)).toMatchObject({ code: 100002, msg: 'This account is disabled.' });
    expect(await rowCounts(server.database)).toEqual(before);
  });

  it('answers 404 for an unknown account', async () => {
    expect(await send(999_999)).toMatchObject({ status: 404, code: 404, data: null });
  });

  it('is for admins only (403 for master and official), and needs a token (401)', async () => {
    const operator = await userByName(server.database, 'operator');
    const before = await rowCounts(server.database);
    expect((await send(operator.id, await signIn(server, 'demo', 'demo123'))).status).toBe(403);
    expect((await send(operator.id, await signIn(server, 'operator', 'operator123'))).status).toBe(403);
    expect((await http(server, 'POST', SEND, { body: { user_id: operator.id } })).status).toBe(401);
    const after = await rowCounts(server.database);
    expect(after.outbox).toBe(before.outbox);
    expect(after.emailCodes).toBe(before.emailCodes);
  });

  it.each([
    [{}, 'user_id: this field is required'],
    [{ user_id: '5' }, 'user_id: must be an integer'],
    [{ user_id: 0 }, 'user_id: must be at least 1'],
  ])('refuses %j with a 400 naming the field', async (body, message) => {
    expect(await http(server, 'POST', SEND, { token: admin, body, lang: 'en' })).toMatchObject({ status: 400, msg: message });
  });
});
