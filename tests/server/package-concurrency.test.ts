import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-db';
import { balanceOf, ledgerAfter, masterWithBalance } from './domain-money-helpers';
import { http, signIn } from './helpers';
import { packageCounts, planByCode, subscribe } from './package-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('concurrent package purchases from one balance', () => {
  it('of 200 parallel add-on purchases over real HTTP at a balance that covers 50, exactly 50 succeed and the ledger adds up', async () => {
    const addOn = await planByCode(server.database, 'installs-1k');
    const master = await masterWithBalance(server.database, 'packagerush', addOn.price * 50);
    await subscribe(server.database, master.id, { kind: 'base', installQuota: 100 });
    const token = await signIn(server, 'packagerush', 'master-pass-1');

    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        http(server, 'POST', '/api/v1/packages/buy_overlay_package', { token, lang: 'en', body: { plan: 'installs-1k' } }),
      ),
    );

    const succeeded = answers.filter((a) => a.code === 0);
    const refused = answers.filter((a) => a.code !== 0);
    expect(succeeded).toHaveLength(50);
    expect(refused).toHaveLength(150);
    for (const answer of refused) expect(answer).toMatchObject({ status: 200, code: 100501 });

    // Nothing half-stored: one add-on and one order per success (plus the base); the balance is spent exactly.
    expect(await packageCounts(server.database, master.id)).toEqual({ subscriptions: 51, orders: 50 });
    const finalBalance = await balanceOf(server.database, master.id);
    expect(finalBalance).toBe(0);
    const charges = await ledgerAfter(server.database, master.id, master.openingLedgerId);
    expect(charges).toHaveLength(50);
    expect(charges.every((row) => row.kind === 'overlay' && row.amount === -addOn.price)).toBe(true);
    expect(charges.reduce((sum, row) => sum + row.amount, 0)).toBe(finalBalance - master.balance);
    let running = master.balance;
    for (const row of charges) {
      running += row.amount;
      expect(row.balanceAfter).toBe(running);
    }
  });

  it('of 20 parallel purchases of a base package, one succeeds and the others are told one is active', async () => {
    const master = await masterWithBalance(server.database, 'baserush', 10_000_0000);
    const token = await signIn(server, 'baserush', 'master-pass-1');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        http(server, 'POST', '/api/v1/packages/buy_package', { token, lang: 'en', body: { plan: 'starter' } }),
      ),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 100702)).toHaveLength(19);
    expect(await packageCounts(server.database, master.id)).toEqual({ subscriptions: 1, orders: 1 });
  });
});
