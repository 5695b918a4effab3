import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-db';
import { masterWithBalance } from './domain-money-helpers';
import { inject, signIn } from './helpers';
import { storedData } from './operation-requests';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const balanceCheck = (token: string, amount: number) =>
  inject(server, 'PUT', '/api/v1/user/user_update_balance_check', { token, lang: 'en', body: { amount } });

describe('balance and the balance check', () => {
  it('get_balance follows a purchase, and the check says whether a planned charge is covered without charging', async () => {
    await masterWithBalance(server.database, 'checker', 50_0000);
    const token = await signIn(server, 'checker', 'master-pass-1');
    const before = await storedData(server.database);
    expect((await balanceCheck(token, 50_0000)).data).toEqual({ balance: 50_0000, amount: 50_0000, enough: true, shortfall: 0 });
    expect((await balanceCheck(token, 50_0001)).data).toEqual({ balance: 50_0000, amount: 50_0001, enough: false, shortfall: 1 });
    expect(await storedData(server.database)).toEqual(before);

    const bought = await inject(server, 'POST', '/api/v1/domains/buy_domain', {
      token,
      body: { name: 'checked', root: 'site.localhost', years: 2 },
    });
    expect(bought.code).toBe(0);
    expect((await inject(server, 'GET', '/api/v1/user/get_balance', { token })).data.balance).toBe(26_0000);
    expect((await balanceCheck(token, 26_0001)).data).toMatchObject({ enough: false, shortfall: 1 });
  });

  it("an operator checks its master's balance", async () => {
    const token = await signIn(server, 'operator', 'operator123');
    const master = (await inject(server, 'GET', '/api/v1/user/get_balance', { token: await signIn(server, 'demo', 'demo123') })).data
      .balance;
    expect((await balanceCheck(token, master)).data).toMatchObject({ balance: master, enough: true });
  });

  it('checks amount × quantity (years of a renewal at its yearly price)', async () => {
    await masterWithBalance(server.database, 'renewer', 30_0000);
    const token = await signIn(server, 'renewer', 'master-pass-1');
    const check = (quantity: number) =>
      inject(server, 'PUT', '/api/v1/user/user_update_balance_check', { token, body: { amount: 10_0000, quantity } });
    expect((await check(3)).data).toEqual({ balance: 30_0000, amount: 30_0000, enough: true, shortfall: 0 });
    expect((await check(4)).data).toEqual({ balance: 30_0000, amount: 40_0000, enough: false, shortfall: 10_0000 });
  });

  it('refuses an amount that is not a positive integer (stored × 10000), and a quantity out of 1–100', async () => {
    const token = await signIn(server, 'demo', 'demo123');
    for (const amount of [0, -5, 1.5]) expect((await balanceCheck(token, amount)).status).toBe(400);
    for (const quantity of [0, 101, 2.5])
      expect((await inject(server, 'PUT', '/api/v1/user/user_update_balance_check', { token, body: { amount: 1, quantity } })).status).toBe(
        400,
      );
  });
});
