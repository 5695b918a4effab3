import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountData } from '../../server/db/account-data';
import { ledger, users } from '../../server/db/schema';
import { createInviteRewardHook } from '../../server/invites/invite-reward-hook';
import { createLedgerService } from '../../server/money/ledger-service';
import { startTestServer, type TestServer } from '../support/test-db';
import { codeFromOutbox, inject, insertUser, signIn, userByName, type Answer } from './helpers';

let server: TestServer;
let demo: string;
beforeAll(async () => {
  server = await startTestServer();
  demo = await signIn(server, 'demo', 'demo123');
});
afterAll(() => server?.close());

const call = (method: string, url: string, body?: object, as = demo): Promise<Answer> =>
  inject(server, method, url, { token: as, lang: 'en', ...(body ? { body } : {}) });

const ledgerService = createLedgerService();
const rewardHook = createInviteRewardHook(ledgerService);

/** A paid recharge as the recharge service pays it: the credit, then the paid hooks, in one transaction. */
async function payRecharge(accountId: number, amount: number, orderNo: string, fail = false) {
  const payer = AccountData.of(server.database.db, accountId);
  await payer.transaction(async (tx) => {
    await ledgerService.credit(tx, { amount, kind: 'recharge', reference: orderNo });
    await rewardHook(tx, { orderNo, accountId, amount, bonus: amount / 10 });
    if (fail) throw new Error('the payment failed after the hooks');
  });
}

const rewardsOf = (inviterId: number) =>
  server.database.db
    .select()
    .from(ledger)
    .where(and(eq(ledger.accountId, inviterId), eq(ledger.kind, 'invite')));

async function register(username: string, inviteCode: string) {
  const email = `${username}@invite.test`;
  expect((await inject(server, 'POST', '/api/v1/auth/send_email_code', { body: { email, scene: 'register' } })).code).toBe(0);
  const answer = await inject(server, 'POST', '/api/v1/auth/pwauser_reg', {
    body: {
      username,
      password: 'reg-pass-1',
      password_confirmation: 'reg-pass-1',
      email,
      email_code: await codeFromOutbox(server.database, email),
      invite_code: inviteCode,
    },
  });
  expect(answer.code, answer.msg).toBe(0);
  return userByName(server.database, username);
}

describe('the invite code and link', () => {
  it('answers demo’s code, its registration link and what the seeded invites earned', async () => {
    const me = await userByName(server.database, 'demo');
    const info = (await call('GET', '/api/v1/invite/info')).data;
    expect(info).toMatchObject({ invite_code: me.inviteCode, registered: 2, rewarded: 1, reward_total: 10_0000, reward_percent: 10 });
    expect(info.invite_link).toMatch(new RegExp(`/register\\?invite=${me.inviteCode}$`));
  });

  it('is for masters only', async () => {
    for (const [name, password] of [
      ['operator', 'operator123'],
      ['admin', 'admin123'],
    ] as const) {
      const token = await signIn(server, name, password);
      expect(await call('GET', '/api/v1/invite/info', undefined, token)).toMatchObject({ status: 403 });
      expect(await call('GET', '/api/v1/invite/list', undefined, token)).toMatchObject({ status: 403 });
    }
  });
});

describe('the invite list', () => {
  it('lists who registered with the code, when, their state and the reward, newest first, paged by the server', async () => {
    const data = (await call('GET', '/api/v1/invite/list')).data;
    expect(data.items.map((i: { username: string }) => i.username)).toEqual(['invited_two', 'invited_one']);
    expect(data.items[1]).toMatchObject({ rewarded: true, reward: 10_0000, status: 'active' });
    expect(data.items[0]).toMatchObject({ rewarded: false, reward: 0, rewarded_at: null });
    const page = (await call('GET', '/api/v1/invite/list?page=2&pageSize=1')).data;
    expect(page).toEqual({ items: [expect.objectContaining({ username: 'invited_one' })], total: 2 });
    expect((await call('GET', '/api/v1/invite/list?username=TWO')).data.items.map((i: { username: string }) => i.username)).toEqual([
      'invited_two',
    ]);
  });

  it('shows an account registered with pwauser_reg and the code at once, and nothing of another master’s invites', async () => {
    const me = await userByName(server.database, 'demo');
    const joined = await register('joiner1', me.inviteCode.toLowerCase());
    expect(joined.invitedBy).toBe(me.id);
    const other = await insertUser(server.database, { username: 'inviteother', password: 'other-pass-1', role: 'master' });
    await register('otherjoiner', other.inviteCode);
    const names = (await call('GET', '/api/v1/invite/list')).data.items.map((i: { username: string }) => i.username);
    expect(names).toContain('joiner1');
    expect(names).not.toContain('otherjoiner');
    const otherToken = await signIn(server, 'inviteother', 'other-pass-1');
    expect(
      (await call('GET', '/api/v1/invite/list', undefined, otherToken)).data.items.map((i: { username: string }) => i.username),
    ).toEqual(['otherjoiner']);
  });
});

describe('what an invite earns (the recharge-paid hook)', () => {
  it('credits the inviter 10% of the first paid recharge, once per invited account, in the paying transaction', async () => {
    const me = await userByName(server.database, 'demo');
    const joined = await register('payer1', me.inviteCode);
    const before = (await userByName(server.database, 'demo')).balance;

    await payRecharge(joined.id, 50_0000, 'RCTEST1');
    const rewards = (await rewardsOf(me.id)).filter((row) => row.reference === `invite:${joined.id}`);
    expect(rewards.map((row) => [row.amount, row.balanceAfter])).toEqual([[5_0000, before + 5_0000]]);
    expect((await userByName(server.database, 'demo')).balance).toBe(before + 5_0000);

    await payRecharge(joined.id, 200_0000, 'RCTEST2');
    expect((await rewardsOf(me.id)).filter((row) => row.reference === `invite:${joined.id}`)).toHaveLength(1);
    expect((await userByName(server.database, 'demo')).balance).toBe(before + 5_0000);

    const listed = (await call('GET', '/api/v1/invite/list?username=payer1')).data.items[0];
    expect(listed).toMatchObject({ rewarded: true, reward: 5_0000 });
  });

  it('credits nothing when the payment rolls back, and pays on the first payment that commits', async () => {
    const me = await userByName(server.database, 'demo');
    const joined = await register('payer2', me.inviteCode);
    const before = (await userByName(server.database, 'demo')).balance;
    await expect(payRecharge(joined.id, 30_0000, 'RCFAIL', true)).rejects.toThrow();
    expect((await userByName(server.database, 'demo')).balance).toBe(before);
    expect((await userByName(server.database, 'payer2')).balance).toBe(0);
    await payRecharge(joined.id, 30_0000, 'RCOK');
    expect((await userByName(server.database, 'demo')).balance).toBe(before + 3_0000);
  });

  it('rewards once when two payments of one invited account are paid at the same time', async () => {
    const me = await userByName(server.database, 'demo');
    const joined = await register('payer3', me.inviteCode);
    await Promise.all([
      payRecharge(joined.id, 10_0000, 'RCPAR1'),
      payRecharge(joined.id, 10_0000, 'RCPAR2'),
      payRecharge(joined.id, 10_0000, 'RCPAR3'),
    ]);
    expect((await rewardsOf(me.id)).filter((row) => row.reference === `invite:${joined.id}`)).toHaveLength(1);
    expect((await userByName(server.database, 'payer3')).balance).toBe(30_0000);
  });

  it('credits nobody for an account nobody invited, or one an admin invited', async () => {
    const alone = await insertUser(server.database, { username: 'alone1', password: 'alone-pass-1', role: 'master' });
    const ledgerRows = async () => (await server.database.db.select().from(ledger).where(eq(ledger.kind, 'invite'))).length;
    const count = await ledgerRows();
    await payRecharge(alone.id, 10_0000, 'RCALONE');
    const admin = await userByName(server.database, 'admin');
    await server.database.db.update(users).set({ invitedBy: admin.id }).where(eq(users.id, alone.id));
    await payRecharge(alone.id, 10_0000, 'RCALONE2');
    expect(await ledgerRows()).toBe(count);
  });
});
