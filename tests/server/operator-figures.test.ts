import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-db';
import { inject, insertUser, signIn } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const figuresOf = (info: { balance: number; unit_price: number; total_install_sum: number }) => ({
  balance: info.balance,
  unit_price: info.unit_price,
  total_install_sum: info.total_install_sum,
});

describe('an operator sees the figures of the account it works in', () => {
  it("gets its master's balance, unit price and installs in user details, get_balance and the sign-in answer", async () => {
    const master = figuresOf(
      (await inject(server, 'GET', '/api/v1/user/get_user_details', { token: await signIn(server, 'demo', 'demo123') })).data,
    );
    expect(master.balance).toBeGreaterThan(0);
    expect(master.unit_price).toBeGreaterThan(0);

    const login = await inject(server, 'POST', '/api/v1/auth/login', { body: { username: 'operator', password: 'operator123' } });
    expect(login.code).toBe(0);
    expect(figuresOf(login.data.userInfo)).toEqual(master);
    const token = login.data.token as string;
    expect(figuresOf((await inject(server, 'GET', '/api/v1/user/get_user_details', { token })).data)).toEqual(master);
    expect((await inject(server, 'GET', '/api/v1/user/get_balance', { token })).data).toEqual(master);
  });

  it('an operator outside any account sees none (zeros), not somebody else’s', async () => {
    await insertUser(server.database, { username: 'lone_operator', password: 'secret12', role: 'official' });
    const token = await signIn(server, 'lone_operator', 'secret12');
    expect((await inject(server, 'GET', '/api/v1/user/get_balance', { token })).data).toEqual({
      balance: 0,
      unit_price: 0,
      total_install_sum: 0,
    });
  });
});
