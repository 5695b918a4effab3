import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-db';
import { balanceOf, domainCounts, ledgerAfter, masterWithBalance, rootDomain } from './domain-money-helpers';
import { http, signIn } from './helpers';
import { subscribe } from './package-helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('concurrent purchases from one balance', () => {
  it('of 200 parallel domain purchases over real HTTP at a balance that covers 50, exactly 50 succeed and the ledger adds up', async () => {
    const root = await rootDomain(server.database, 'site.localhost');
    expect(root.specialOffer).toBe(false);
    const price = root.yearlyPrice;
    const master = await masterWithBalance(server.database, 'busybuyer', price * 50);
    // A package whose domain limit is not what stops the purchases (the free allowance would).
    await subscribe(server.database, master.id, { domainLimit: 200 });
    const token = await signIn(server, 'busybuyer', 'master-pass-1');

    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        http(server, 'POST', '/api/v1/domains/buy_domain', {
          token,
          lang: 'en',
          body: { name: `rush-${String(i).padStart(3, '0')}`, root: 'site.localhost', years: 1 },
        }),
      ),
    );

    const succeeded = answers.filter((a) => a.code === 0);
    const refused = answers.filter((a) => a.code !== 0);
    expect(succeeded).toHaveLength(50);
    expect(refused).toHaveLength(150);
    for (const answer of refused) {
      expect(answer.status).toBe(200);
      expect(answer.code).toBe(100501);
      expect(answer.msg).toMatch(/^Balance too low/);
    }
    expect(new Set(succeeded.map((a) => a.data.full_name)).size).toBe(50);

    // Nothing half-stored: one domain and one order per success; the balance is spent exactly.
    expect(await domainCounts(server.database, master.id)).toEqual({ domains: 50, orders: 50 });
    const finalBalance = await balanceOf(server.database, master.id);
    expect(finalBalance).toBe(0);
    const charges = await ledgerAfter(server.database, master.id, master.openingLedgerId);
    expect(charges).toHaveLength(50);
    expect(charges.every((row) => row.kind === 'domain' && row.amount === -price)).toBe(true);
    expect(charges.reduce((sum, row) => sum + row.amount, 0)).toBe(finalBalance - master.balance);
    // Each row's balance after follows from the one before: no update was lost or applied twice.
    let running = master.balance;
    for (const row of charges) {
      running += row.amount;
      expect(row.balanceAfter).toBe(running);
    }
  });
});
